#!/usr/bin/env sh
# Two rules of HACKING.md that the compiler does not check:
# - no mutable static in src/scenes, src/app or src/tools, at file scope or in
#   a function: a scene's state lives in its own struct kept by the app
#   (app_scene_state), everything else in the app or the caller;
# - every source file opens with a comment saying what it is for;
# - a percentage shown to a player is written by i18n_percent (the
#   language's "15%" or "15 %"), never by a format's own "%%" sign, so two
#   on one screen cannot differ.
# usage: tests/source_rules.sh SOURCE_DIR
set -eu
cd "$1"
status=0

# A static declaration (joined up to its first ';', '=' or '{') is a
# function when a name is followed by '('; a variable is read-only when the
# object itself is const: "const" after its last '*', or anywhere when it
# has no '*'. Function pointers ("(*name)") are variables.
statics=$(find src/scenes src/app src/tools -name '*.[ch]' 2>/dev/null | sort |
    xargs awk '
    function strip(t) {
        gsub(/\/\*.*\*\//, "", t)
        sub(/\/\/.*/, "", t)
        return t
    }
    function report(decl) {
        print FILENAME ":" start ": " decl
    }
    function check(decl,    n, parts, probe) {
        sub(/[;={].*/, "", decl)
        probe = decl
        gsub(/sizeof[ \t]*\([^)]*\)/, "", probe)
        if (probe !~ /\(\*/ && probe ~ /[A-Za-z0-9_][ \t]*\(/)
            return
        n = split(decl, parts, "*")
        if (n > 1 && parts[n] ~ /^[ \t]*const([^A-Za-z0-9_]|$)/)
            return
        if (n == 1 && decl ~ /(^|[^A-Za-z0-9_])const([^A-Za-z0-9_]|$)/)
            return
        report(decl)
    }
    /^[ \t]*static[ \t]/ {
        start = FNR
        decl = strip($0)
        while (decl !~ /[;={]/ && (getline more) > 0)
            decl = decl " " strip(more)
        check(decl)
    }')
if [ -n "$statics" ]; then
    echo "mutable statics (keep the state in the scene's struct, the app or the caller):"
    echo "$statics"
    status=1
fi

percents=$(grep -rn '%%"' src/scenes src/ui src/app src/table 2>/dev/null || true)
if [ -n "$percents" ]; then
    echo "a percentage written by hand (use i18n_percent):"
    echo "$percents"
    status=1
fi

for f in $(find src include -name '*.[ch]' | sort); do
    case $(head -c 2 "$f") in
    "/*" | "//") ;;
    *)
        echo "$f: does not open with a comment saying what it is for"
        status=1
        ;;
    esac
done
exit $status
