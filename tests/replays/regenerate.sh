#!/usr/bin/env bash
# Regenerates the committed replays: one complete game each for 2, 3 and 4
# players, moves chosen by a fixed formula so the result is reproducible.
# Only needed after a deliberate rules change; then update the expected
# scores in tests/save/test_save_replays.c and say why in the commit.
# usage: tests/replays/regenerate.sh path/to/village-cli
set -euo pipefail
cli=${1:?usage: $0 path/to/village-cli}
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
  echo "$file: $n moves"
done
