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

# Every #include "…" of every source file, checked in one awk pass (a
# process per line took 20 s of CPU). The layer a header belongs to:
# "folder/x.h" is folder's; the public API in include/village/ is the layer
# of its name (save, ai and analyse, platform, catalogue; the rest is the
# rules core's); printf_format.h is the compiler's attribute for every
# layer, "-". A bare "x.h" is its own folder's when it stands there, else
# the folder of the first src/ file of that name, else a system or
# generated header.
bad=$(
    {
        find src -type f | sed 's/^/file /'
        for layer in $order; do
            [ -d "src/$layer" ] || continue
            find "src/$layer" -name '*.[ch]' | sort | sed "s|^|check $layer |"
        done
        find include -name '*.h' | sort | sed 's/^/check - /'
    } | awk -v layers="$LAYERS" '
    function layer_of_include(h) {
        if (h == "village/printf_format.h") return "-"
        if (h ~ /^village\/save/) return "save"
        if (h ~ /^village\/(ai|analyse)/) return "ai"
        if (h ~ /^village\/platform/) return "platform"
        if (h ~ /^village\/catalogue/) return "catalogue"
        if (h ~ /^village\//) return "rules"
        sub(/\/.*/, "", h)
        return h
    }
    BEGIN {
        n = split(layers, lines, "\n")
        for (i = 1; i <= n; i++)
            if (lines[i] ~ /^[a-z]+:/) {
                name = lines[i]; sub(/:.*/, "", name)
                uses = lines[i]; sub(/^[a-z]+:[ ]*/, "", uses)
                may_use[name] = uses
            }
    }
    $1 == "file" {
        exists[$2] = 1
        base = $2; sub(/.*\//, "", base)
        if (!(base in first)) first[base] = $2
        next
    }
    {
        file = $3
        layer = $2 == "-" ? layer_of_include(substr(file, length("include/") + 1)) : $2
        split(layer " - " may_use[layer], allowed_list, " ")
        delete allowed
        for (k in allowed_list) allowed[allowed_list[k]] = 1
        dir = file; sub(/\/[^\/]*$/, "", dir)
        while ((getline text < file) > 0) {
            if (text !~ /^[[:space:]]*#[[:space:]]*include[[:space:]]*"/) continue
            header = text
            sub(/^[^"]*"/, "", header); sub(/".*/, "", header)
            if (header ~ /\//) used = layer_of_include(header)
            else if ((dir "/" header) in exists) continue
            else if (header in first) { used = first[header]; sub(/^src\//, "", used); sub(/\/.*/, "", used) }
            else continue
            if (!(used in allowed))
                printf "%s: includes \"%s\" of %s, which %s may not use (it may use: %s)\n", file, header, used, layer, may_use[layer]
        }
        close(file)
    }'
)
if [ -n "$bad" ]; then
    echo "$bad"
    status=1
fi
exit $status
