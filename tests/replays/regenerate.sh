#!/usr/bin/env bash
# Regenerates the committed replays and expected.txt, the scores each must
# replay to. Only needed after a deliberate rules change; say why in the commit.
#  - game-2p/3p/4p: human seats, moves picked by a fixed formula;
#  - game-ai-4p: four AI seats (random, easy, medium, hard) on iteration
#    budgets, so every machine plays the same game;
#  - game-hotseat-2p: two named human seats in the colours they chose.
# usage: tests/replays/regenerate.sh BUILD_DIR   (e.g. build/default)
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR}
cli="$build/src/cli/village-cli"
maker="$build/tests/replays/replay_maker"
here=$(cd "$(dirname "$0")" && pwd)
for players in 2 3 4; do
  seed=$((1000 + players))
  file="$here/game-${players}p.json"
  "$cli" new --players "$players" --seed "$seed" > "$file.new"
  n=0
  while :; do
    mapfile -t moves < <("$cli" moves "$file.new")
    (( ${#moves[@]} )) || break
    pick=$(( (n * 7919 + seed * 104729) % ${#moves[@]} ))
    "$cli" apply "$file.new" "${moves[$pick]}" > "$file.next"
    mv "$file.next" "$file.new"
    n=$((n + 1))
  done
  mv "$file.new" "$file"
done
"$maker" ai 2004 random,easy,medium,hard "$here/game-ai-4p.json"
"$maker" hotseat 2002 Ana:blue,Ben:white "$here/game-hotseat-2p.json"

# One line per replay: file, moves, each seat's final score, the winners.
{
  echo "# file moves scores(seat-order) winners: written by regenerate.sh"
  for file in "$here"/game-*.json; do
    "$maker" expect "$file"
  done
} > "$here/expected.txt"
cat "$here/expected.txt"
