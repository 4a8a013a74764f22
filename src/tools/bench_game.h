/* What the game's benchmarks share (bench_game.c). */
#ifndef VILLAGE_TOOLS_BENCH_GAME_H
#define VILLAGE_TOOLS_BENCH_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "app/app.h"

/* Four AI seats of 'level', played on to round 4 by random legal moves
 * (avoid_skips: prefer doing things, which fills the board), shown on the
 * game scene. False, with a message, when the game cannot be set up. */
bool bench_open_game(app *a, int level, uint64_t game_seed, uint32_t move_seed, bool avoid_skips);
/* A mouse that sweeps the table, one step a frame. */
void bench_move_mouse(app *a, int frame);

#endif
