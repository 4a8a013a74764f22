#!/usr/bin/env sh
# The layers of HACKING.md, held by the build: each folder under src/ is a
# layer and includes only headers of the layers it may use, all listed before
# it. Every #include "folder/x.h" is checked, a bare #include "x.h" found in
# another folder too, and include/village/ headers count as the layer they
# belong to. A layer's folder that does not exist yet is simply not read; a
# folder that is no layer here fails until it is given its place.
# usage: tests/layers.sh SOURCE_DIR
set -eu
cd "$1"

# Lowest first: "layer: the layers it may use".
LAYERS='
rules:
catalogue:
platform:
ai: rules
save: rules platform ai
table: rules ai catalogue
session: rules ai save
testkit: rules
net: rules platform save session
referee: rules platform ai save net
cli: rules platform ai save testkit net referee
render: catalogue platform
ui: render catalogue
app: render ui platform catalogue
scenes: rules catalogue platform ai save table session net referee render ui app
tools: rules platform ai session testkit net ui app scenes
'

order=$(echo "$LAYERS" | sed -n 's/^\([a-z]*\):.*/\1/p')
status=0

# The list itself: a layer uses only layers below it.
below=""
for layer in $order; do
    for used in $(echo "$LAYERS" | sed -n "s/^$layer://p"); do
        case " $below " in
        *" $used "*) ;;
        *)
            echo "layers.sh: $layer may use $used, which is not below it"
            status=1
            ;;
        esac
    done
    below="$below $layer"
done

for dir in src/*/; do
    layer=$(basename "$dir")
    case " $(echo $order) " in
    *" $layer "*) ;;
    *)
        echo "src/$layer: a folder that is no layer: give it its place in tests/layers.sh and HACKING.md"
        status=1
        ;;
    esac
done

# The layer a header belongs to: "folder/x.h" is folder's; the public API in
# include/village/ is the layer of its name (save, ai and analyse, platform,
# catalogue; the rest is the rules core's); printf_format.h is the compiler's
# attribute for every layer, "-".
layer_of_include() {
    case $1 in
    village/printf_format.h) echo - ;;
    village/save*) echo save ;;
    village/ai* | village/analyse*) echo ai ;;
    village/platform*) echo platform ;;
    village/catalogue*) echo catalogue ;;
    village/*) echo rules ;;
    */*) echo "${1%%/*}" ;;
    esac
}

check_file() { # file layer
    file=$1
    layer=$2
    allowed="$layer - $(echo "$LAYERS" | sed -n "s/^$layer://p")"
    grep -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" |
        sed -E 's/^[^"]*"([^"]*)".*/\1/' | while read -r header; do
        case $header in
        */*) used=$(layer_of_include "$header") ;;
        *)
            [ -f "$(dirname "$file")/$header" ] && continue
            found=$(find src -name "$header" | head -n 1)
            [ -n "$found" ] || continue # a system or generated header
            used=$(echo "$found" | cut -d/ -f2)
            ;;
        esac
        case " $allowed " in
        *" $used "*) ;;
        *) echo "$file: includes \"$header\" of $used, which $layer may not use (it may use:${allowed#"$layer" -})" ;;
        esac
    done
}

bad=$(
    for layer in $order; do
        [ -d "src/$layer" ] || continue
        for f in $(find "src/$layer" -name '*.[ch]' | sort); do
            check_file "$f" "$layer"
        done
    done
    for f in $(find include -name '*.h' | sort); do
        check_file "$f" "$(layer_of_include "${f#include/}")"
    done
)
if [ -n "$bad" ]; then
    echo "$bad"
    status=1
fi
exit $status
