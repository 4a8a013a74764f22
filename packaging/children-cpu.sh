# shellcheck shell=bash
# Sourced by packaging/debian-sources.sh and packaging/windows/build-xmpp-deps.sh,
# so that each library's log line says what it cost on a shared machine.
#
# children_cpu: sets CHILDREN_CPU to the CPU seconds (user + system) of this
# shell's finished children. On a shared machine a library's wall time says
# little; its CPU time is what a change of options saves. `times` must run in
# this shell (in a $(...) subshell it counts the subshell's children), hence
# the file; each lane of `lanes` is a shell of its own.
# shellcheck disable=SC2034 # CHILDREN_CPU is read by the scripts that source this
children_cpu() {
    local f
    f=$(mktemp)
    times >"$f"
    CHILDREN_CPU=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/)
        printf "%.1f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$f")
    rm -f "$f"
}
