#!/usr/bin/env sh
# The game scene's files call one way (issue 41): no two files of
# src/scenes/game reach each other in a circle, by #include or by call.
# A file and the header of its name are one node (x.c with x.h); game.h,
# the scene's face to other scenes, declares functions of several files, so
# it is a node of its own and the calls through it are found by the second
# graph: a call from one file to a function another file defines (comments
# left out). Each graph goes through tsort, which names the files of any
# circle. Calls through function pointers (the move listeners, the table's
# implementations) are not edges: that is how a lower file is told things.
# usage: tests/scene_parts.sh SOURCE_DIR [FOLDER]
set -eu
cd "$1/${2:-src/scenes/game}"
status=0

includes=$(for f in *.c *.h; do
    node=${f%.?}
    if [ "$f" = game.h ]; then node=game.h; fi
    for h in $(sed -n 's|^#include "scenes/game/\([a-z_0-9]*\)\.h".*|\1|p' "$f"); do
        if [ "$h" = game ]; then h=game.h; fi
        if [ "$h" != "$node" ]; then echo "$node $h"; fi
    done
done | sort -u)

calls=$(awk '
FNR == 1 { file = FILENAME; sub(/\.c$/, "", file); comment = 0 }
{
    line = $0
    # comments out: whole lines inside one, and the /* ... */ parts of a line
    if (comment) { if (index(line, "*/") == 0) next; sub(/^.*\*\//, "", line); comment = 0 }
    while (match(line, /\/\*/)) {
        rest = substr(line, RSTART + 2)
        if (index(rest, "*/") == 0) { line = substr(line, 1, RSTART - 1); comment = 1; break }
        sub(/\/\*([^*]|\*[^\/])*\*\//, " ", line)
    }
    sub(/\/\/.*/, "", line)
    text[file] = text[file] " " line
    # a definition: a name and "(" at column 0 of a line that is not static
    if (line ~ /^[a-z]/ && line !~ /^(static|typedef|extern)/ && line !~ /;[ \t]*$/ &&
        match(line, /[A-Za-z_0-9]+\(/)) {
        name = substr(line, RSTART, RLENGTH - 1)
        if (!(name in def)) def[name] = file
    }
}
END {
    for (f in text) {
        line = text[f]
        while (match(line, /[A-Za-z_0-9]+\(/)) {
            name = substr(line, RSTART, RLENGTH - 1)
            line = substr(line, RSTART + RLENGTH)
            if ((name in def) && def[name] != f) print f, def[name]
        }
    }
}' *.c | sort -u)

# What may reach the app (issue 41): a function that takes it can switch
# scenes, save, quit or play a move; the others take the parts they read
# and write, so their signatures say so. The scene's callbacks and what
# other scenes call need it; at most 40 functions do (docs/game.md, "How a
# move travels", gives the command and the count). The scene asks which
# kind of game it is (->net) only for words on screen: at most 5 times.
takes_app=$(grep -hoE '^[a-z_ ]+\**[a-z_]+\([^)]*\bapp \*' *.c | wc -l)
echo "scene_parts.sh: $takes_app functions take the app (at most 40)"
if [ "$takes_app" -gt 40 ]; then
    echo "scene_parts.sh: more than 40 functions of the scene take the app: pass the part instead"
    grep -nE '^[a-z_ ]+\**[a-z_]+\([^)]*\bapp \*' *.c
    status=1
fi
asks_net=$(cat *.c *.h | grep -o -- '->net' | wc -l)
if [ "$asks_net" -gt 5 ]; then
    echo "scene_parts.sh: ->net $asks_net times (at most 5): ask table_play (table_play.h) instead"
    status=1
fi

for graph in includes calls; do
    edges=$(eval echo "\"\$$graph\"")
    if [ -z "$edges" ]; then
        echo "scene_parts.sh: no $graph found: the script no longer reads the folder"
        status=1
        continue
    fi
    if ! echo "$edges" | tsort >/dev/null 2>"${TMPDIR:-/tmp}/scene_parts.$$"; then
        echo "scene_parts.sh: the $graph of these files go round in a circle:"
        sed -n 's/^tsort: \([a-z_0-9.]*\)$/  \1/p' "${TMPDIR:-/tmp}/scene_parts.$$" | sort -u
        status=1
    fi
    rm -f "${TMPDIR:-/tmp}/scene_parts.$$"
    echo "scene_parts.sh: $(echo "$edges" | wc -l) $graph between files"
done
exit $status
