/* Shared helpers of the AI tests. */
#ifndef VILLAGE_AI_FIXTURES_H
#define VILLAGE_AI_FIXTURES_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "testkit_rng.h"
#include "village/ai.h"
#include "village/village.h"

/* The run's seed: argv[1], else $VILLAGE_TEST_SEED, else 'fallback'.
 * Printed, so that a failure can be replayed. */
uint64_t aifx_seed(int argc, char **argv, uint64_t fallback);
extern uint64_t aifx_run_seed;

village_ai_config aifx_config(int level, uint64_t seed, int iterations);

/* Fails the test unless m is legal in s. */
void aifx_assert_legal(const village_state *s, const village_move *m);

/* Plays a game from 'seed' with random moves until 'decisions' decisions
 * have been made or the game ends; the position reached. */
void aifx_random_position(village_state *s, int players, uint64_t seed, int decisions);

/* Each of the same player's lowest-numbered unborn members to the farmyard. */
void aifx_birth(village_state *s, int player, int count);

/* The shipped learned evaluation, assets_dir/ai/learned.txt (fails the
 * test if it does not read); free() it. */
struct village_learned *aifx_shipped_learned(const char *assets_dir);

#endif
