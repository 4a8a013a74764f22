#!/usr/bin/env bash
# The Windows build plays over XMPP, with the server's certificate checked:
# a Prosody this test starts on 127.0.0.1 (TLS required, its own
# self-signed certificate for village.test) and, under wine, the Windows
# village-cli.exe with the package's ca-certificates.crt beside it:
#   1. without --ca the server's self-signed certificate is refused, and the
#      reason says "self-signed";
#   2. with --ca the certificate but an account on other.test (a domain the
#      server also serves, which the certificate does not name) it is
#      refused, and the reason says it names another server;
#   3. with --ca it joins the room of a Linux host (the Linux village-cli)
#      and both play a 2-player game to its end: the same final state;
#   4. without --ca it trusts the ca-certificates.crt beside it: with the
#      server's certificate in that file it gets past TLS (to the empty room);
#   5. games by turns: a Linux referee (village-referee, SQLite) on the same
#      server; a Linux player (village-cli turns --new) asks it for a game
#      with the Windows player, whose village-cli.exe turns lists it as the
#      game's "Games by turns" screen does (same client code), says yes,
#      takes its chair (the token in a file of its own) and plays it with a
#      Linux player through the referee's room: the referee stores the moves,
#      and both players' lists then show the game finished with the same
#      number of moves as the final states agree.
#
# Usage: packaging/windows/test-xmpp.sh LINUX_VILLAGE_CLI WINDOWS_VILLAGE_CLI_EXE DEPS_PREFIX
#                                       LINUX_VILLAGE_REFEREE
#        DEPS_PREFIX: the Windows libraries (bin/*.dll, share/ca-certificates/).
# Env:   KEEP=1 keep the temp dir. Needs prosody, prosodyctl, openssl, wine.
set -euo pipefail

USAGE="usage: test-xmpp.sh LINUX_VILLAGE_CLI WINDOWS_VILLAGE_CLI_EXE DEPS_PREFIX LINUX_VILLAGE_REFEREE"
LCLI=$(realpath "${1:?$USAGE}")
WEXE=$(realpath "${2:?$USAGE}")
DEPS=$(realpath "${3:?$USAGE}")
LREFEREE=$(realpath "${4:?$USAGE}")
T=$(mktemp -d /tmp/village-xmpp.XXXXXX)
T0=$(date +%s)
log() { printf '[test-xmpp %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
PROSODY_PID=
HOST_PID=
REFEREE_PID=
BOB_PID=
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)
cleanup() {
    [ -z "$HOST_PID" ] || kill "$HOST_PID" 2>/dev/null || true
    [ -z "$BOB_PID" ] || kill "$BOB_PID" 2>/dev/null || true
    [ -z "$REFEREE_PID" ] || kill "$REFEREE_PID" 2>/dev/null || true
    [ -z "$PROSODY_PID" ] || kill "$PROSODY_PID" 2>/dev/null || true
    "$WINESERVER" -k 2>/dev/null || true
    if [ "${KEEP:-0}" != 1 ] && [ "${FAILED:-0}" != 1 ]; then rm -rf "$T"; fi
}
trap cleanup EXIT
fail() {
    FAILED=1
    printf '[test-xmpp] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    for f in "$T"/*.out "$T"/*.err "$T/prosody/prosody.log"; do
        [ -s "$f" ] && { echo "--- $f" >&2; tail -n 15 "$f" >&2; }
    done
    exit 1
}
for tool in prosody prosodyctl openssl wine; do
    command -v "$tool" >/dev/null || fail "$tool is not installed"
done

# ------------------------------------------------------------------ server
P=$T/prosody
mkdir -p "$P/data"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj /CN=village.test -addext "subjectAltName=DNS:village.test,DNS:rooms.village.test" \
    -keyout "$P/server.key" -out "$P/server.crt" >"$P/openssl.log" 2>&1 ||
    fail "openssl could not make the server's certificate"
cat >"$P/prosody.cfg.lua" <<EOF
-- A throwaway server for the Windows package's XMPP test: 127.0.0.1 only.
run_as_root = true
daemonize = false
pidfile = "$P/prosody.pid"
data_path = "$P/data"
interfaces = { "127.0.0.1" }
local_interfaces = { "127.0.0.1" }
c2s_ports = { $PORT }
c2s_direct_tls_ports = { }
modules_enabled = { "disco", "saslauth", "tls", "ping" }
modules_disabled = { "s2s", "offline" }
c2s_require_encryption = true
authentication = "internal_hashed"
storage = "internal"
log = { { levels = { min = "info" }, to = "file", filename = "$P/prosody.log" } }
ssl = { certificate = "$P/server.crt", key = "$P/server.key" }
VirtualHost "village.test"
VirtualHost "other.test"
Component "rooms.village.test" "muc"
  muc_tombstones = false
EOF
for account in "host village.test host-secret" "ana village.test ana-secret" \
    "ana other.test ana-secret" "bob village.test bob-secret" \
    "referee village.test referee-secret"; do
    # shellcheck disable=SC2086
    prosodyctl --config "$P/prosody.cfg.lua" register $account >>"$P/register.log" 2>&1 ||
        fail "prosodyctl could not register $account"
done
prosody --config "$P/prosody.cfg.lua" >"$P/stdout.log" 2>&1 &
PROSODY_PID=$!
for _ in $(seq 1 300); do
    (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
    kill -0 "$PROSODY_PID" 2>/dev/null || fail "prosody stopped as it started"
    sleep 0.1
done
(exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null || fail "prosody does not listen on 127.0.0.1:$PORT"
log "prosody on 127.0.0.1:$PORT (TLS required)"

# ------------------------------------------------------------------ wine
W=$T/win
mkdir -p "$W"
cp "$WEXE" "$W/village-cli.exe"
cp "$DEPS"/bin/*.dll "$W/"
# As the package ships it: beside the program (src/platform/ca_bundle.c).
cp "$DEPS/share/ca-certificates/ca-certificates.crt" "$W/"
cp "$P/server.crt" "$W/server.crt"
export WINEPREFIX="$T/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p "$T/home"
export HOME="$T/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
wine wineboot -i >"$T/wineboot.log" 2>&1 || true
"$WINESERVER" -w
"$WINESERVER" -p

ROOM=table@rooms.village.test
win_join() { # NAME ARGS...: village-cli.exe join, in W (relative file names)
    local name=$1
    shift
    (cd "$W" && timeout 600 wine village-cli.exe join --password ana-secret --room "$ROOM" \
        --xmpp-server "127.0.0.1:$PORT" --level easy --save "$name.json" "$@") >"$T/$name.out" 2>"$T/$name.err"
}

log "1. no --ca: the self-signed certificate is refused"
rc=0
win_join self-signed --xmpp ana@village.test || rc=$?
[ $rc -ne 0 ] || fail "village-cli.exe joined a server whose certificate nobody trusts"
grep -q "certificate is self-signed" "$T/self-signed.err" ||
    fail "the refusal does not say the certificate is self-signed: $(head -c 300 "$T/self-signed.err")"
log "   refused: $(grep -o 'no secure connection[^)]*)' "$T/self-signed.err" | head -n 1)"

log "2. --ca, an account on other.test: a certificate for another name is refused"
rc=0
win_join wrong-name --xmpp ana@other.test --ca server.crt || rc=$?
[ $rc -ne 0 ] || fail "village-cli.exe joined a server whose certificate names another domain"
grep -q "certificate names another server" "$T/wrong-name.err" ||
    fail "the refusal does not say the certificate names another server: $(head -c 300 "$T/wrong-name.err")"
log "   refused: $(grep -o 'no secure connection[^)]*)' "$T/wrong-name.err" | head -n 1)"

log "3. --ca: a Linux host and the Windows guest play a game in the room"
(cd "$T" && exec "$LCLI" host --xmpp host@village.test --password host-secret --room "$ROOM" \
    --ca "$P/server.crt" --xmpp-server "127.0.0.1:$PORT" --players 2 --seats easy,remote \
    --seed 7 --save "$T/host.json") >"$T/host.out" 2>"$T/host.err" &
HOST_PID=$!
for _ in $(seq 1 600); do
    grep -q listening "$T/host.out" "$T/host.err" 2>/dev/null && break
    kill -0 "$HOST_PID" 2>/dev/null || fail "the Linux host stopped before it listened"
    sleep 0.1
done
grep -q listening "$T/host.out" "$T/host.err" || fail "the Linux host never opened the room"
rc=0
win_join guest --xmpp ana@village.test --ca server.crt || rc=$?
[ $rc -eq 0 ] || fail "village-cli.exe join failed (exit $rc)"
host_rc=0
wait "$HOST_PID" || host_rc=$?
HOST_PID=
[ $host_rc -eq 0 ] || fail "the Linux host failed (exit $host_rc)"
host_final=$(grep -ho 'final [0-9a-f]*' "$T/host.out" "$T/host.err" | head -n 1)
guest_final=$(grep -ho 'final [0-9a-f]*' "$T/guest.out" "$T/guest.err" | tr -d '\r' | head -n 1)
[ -n "$host_final" ] || fail "the host printed no final state"
[ "$host_final" = "$guest_final" ] ||
    fail "the host ended at '$host_final', the Windows guest at '$guest_final'"
log "   both ended at $host_final"

log "4. the file beside the program is what it trusts without --ca"
cp "$P/server.crt" "$W/ca-certificates.crt"
rc=0
win_join bundled --xmpp ana@village.test || rc=$?
# The room is empty now: past the certificate, the server says so.
grep -q "no game is open in the room" "$T/bundled.err" ||
    fail "with the server's certificate as ca-certificates.crt the join did not get past TLS: $(head -c 300 "$T/bundled.err")"
log "   past TLS: $(grep -o 'no game is open in the room[^)]*' "$T/bundled.err" | head -n 1)"
log "5. games by turns: a Linux referee, a game listed, accepted and played from Windows"
cp "$P/server.crt" "$W/ca-certificates.crt" # still: the referee's client trusts the same file
(cd "$T" && VILLAGE_REFEREE_PASSWORD=referee-secret exec "$LREFEREE" --db "$T/referee.sqlite" \
    --jid referee@village.test --server "127.0.0.1:$PORT" --ca "$P/server.crt" \
    --rooms rooms.village.test) >"$T/referee.out" 2>"$T/referee.err" &
REFEREE_PID=$!
for _ in $(seq 1 600); do
    grep -q " online" "$T/referee.out" "$T/referee.err" 2>/dev/null && break
    kill -0 "$REFEREE_PID" 2>/dev/null || fail "the referee stopped before it logged in"
    sleep 0.1
done
grep -q " online" "$T/referee.out" "$T/referee.err" || fail "the referee never logged in"
linux_turns() { # NAME ARGS...: village-cli turns as bob, on Linux
    local name=$1
    shift
    VILLAGE_XMPP_PASSWORD=bob-secret timeout 120 "$LCLI" turns --xmpp bob@village.test \
        --ca "$P/server.crt" --xmpp-server "127.0.0.1:$PORT" "$@" >"$T/$name.out" 2>"$T/$name.err"
}
win_turns() { # NAME ARGS...: village-cli.exe turns as ana, in W
    local name=$1
    shift
    (cd "$W" && VILLAGE_XMPP_PASSWORD=ana-secret WINEDEBUG=-all timeout 300 wine village-cli.exe \
        turns --xmpp ana@village.test --xmpp-server "127.0.0.1:$PORT" "$@") \
        >"$T/$name.out" 2>"$T/$name.err"
}
linux_turns bob-new --new ana@village.test || fail "the Linux player could not create a game"
GAME=$(awk '$1 == "created" { print $2 }' "$T/bob-new.out")
[ -n "$GAME" ] || fail "the referee did not say 'created'"
win_turns ana-list || fail "village-cli.exe turns could not list the games"
grep -q "^game $GAME invited .*seats bob@village.test,ana@village.test" "$T/ana-list.out" ||
    fail "the Windows player's list lacks the invitation to $GAME: $(tr -d '\r' <"$T/ana-list.out")"
log "   listed on Windows: $(grep "^game $GAME" "$T/ana-list.out" | tr -d '\r')"
win_turns ana-seat --accept "$GAME" --seat "$GAME" --token-file ana.token ||
    fail "village-cli.exe turns could not accept and take its chair"
ROOM_T=$(awk '$1 == "seated" { print $3 }' "$T/ana-seat.out" | tr -d '\r')
[ -n "$ROOM_T" ] || fail "the Windows player was given no room"
[ -s "$W/ana.token" ] || fail "the Windows player's token file is empty"
linux_turns bob-seat --seat "$GAME" --token-file "$T/bob.token" || fail "the Linux player has no chair"
(cd "$T" && VILLAGE_XMPP_PASSWORD=bob-secret exec "$LCLI" join --xmpp bob@village.test \
    --room "$ROOM_T" --token-file "$T/bob.token" --ca "$P/server.crt" \
    --xmpp-server "127.0.0.1:$PORT" --level easy --retry 60 --save "$T/bob.json") \
    >"$T/bob.out" 2>"$T/bob.err" &
BOB_PID=$!
rc=0
(cd "$W" && VILLAGE_XMPP_PASSWORD=ana-secret timeout 600 wine village-cli.exe join \
    --xmpp ana@village.test --room "$ROOM_T" --token-file ana.token \
    --xmpp-server "127.0.0.1:$PORT" --level easy --retry 60 --save ana.json) \
    >"$T/ana-play.out" 2>"$T/ana-play.err" || rc=$?
[ $rc -eq 0 ] || fail "village-cli.exe join of the referee's game failed (exit $rc)"
bob_rc=0
wait "$BOB_PID" || bob_rc=$?
BOB_PID=
[ $bob_rc -eq 0 ] || fail "the Linux player of the referee's game failed (exit $bob_rc)"
bob_final=$(grep -ho 'final [0-9a-f]*' "$T/bob.out" | head -n 1)
ana_final=$(grep -ho 'final [0-9a-f]*' "$T/ana-play.out" | tr -d '\r' | head -n 1)
[ -n "$bob_final" ] || fail "the Linux player printed no final state"
[ "$bob_final" = "$ana_final" ] ||
    fail "the Linux player ended at '$bob_final', the Windows player at '$ana_final'"
win_turns ana-after || fail "village-cli.exe turns could not list the games after the game"
linux_turns bob-after || fail "village-cli turns could not list the games after the game"
ana_line=$(grep "^game $GAME " "$T/ana-after.out" | tr -d '\r')
bob_line=$(grep "^game $GAME " "$T/bob-after.out")
moves=$(awk '{ print $5 }' <<<"$ana_line")
case "$ana_line" in "game $GAME finished moves "*) ;; *) fail "the game is not finished on Windows: $ana_line" ;; esac
[ "${moves:-0}" -gt 1 ] || fail "the referee stored no moves: $ana_line"
[ "$(awk '{ print $3, $5 }' <<<"$bob_line")" = "finished $moves" ] ||
    fail "the players' lists differ: '$ana_line' and '$bob_line'"
log "   both ended at $ana_final; the referee stored $moves moves"
log "all passed"
