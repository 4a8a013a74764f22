#!/usr/bin/env sh
# Colour-blind mode shows a symbol wherever a cube colour is drawn (issue 12):
# every cube sprite is named by gfx_cube_sprite (src/render/gfx.c), which
# picks the one with the symbol when the setting is on. So no other source
# file may name a cube sprite itself, as a literal or built with "cube.%s".
# The self-test, which checks that the atlas holds every cube sprite, may.
# usage: tests/cube_sprites.sh SOURCE_DIR
set -eu
src=$1/src
found=$(grep -rnE '"cube\.(brown|pink|orange|green|black)|"cube\.%s' "$src" \
        --include='*.c' --include='*.h' |
        grep -v "^$src/render/gfx.c:" | grep -v "^$src/tools/selftest.c:" || true)
if [ -n "$found" ]; then
  echo "cube sprites named outside gfx_cube_sprite (colour-blind symbols would be missing):"
  echo "$found"
  exit 1
fi
# And the function is used: by the rules pages, their diagrams and the game.
for file in scenes/rules/rules_blocks.c scenes/rules/rules_diagrams.c scenes/game/sprites.c; do
  grep -q gfx_cube_sprite "$src/$file" || { echo "$file draws no cube through gfx_cube_sprite"; exit 1; }
done
