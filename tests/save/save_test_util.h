/* Helpers for the save tests: random play, JSON edits, seeds. */
#ifndef VILLAGE_SAVE_TEST_UTIL_H
#define VILLAGE_SAVE_TEST_UTIL_H

#include <stdbool.h>
#include <stdint.h>

#include <cJSON.h>

#include "testkit_rng.h"
#include "village/save.h"

/* The run's seed: argv[1], else $VILLAGE_TEST_SEED, else 'fallback'.
 * Printed so a failing run can be repeated. */
uint64_t test_seed(int argc, char **argv, uint64_t fallback);

/* Applies one uniformly random legal move; false at game over. */
bool play_random_move(village_record *r, testkit_rng *rng);
/* A record of 'moves' random moves (fewer if the game ends first). */
void make_record(village_record *r, int players, uint64_t seed, size_t moves);

/* Replaces the value at 'path' ("state.players[0].grain", "moves[3]") of a
 * save text by 'value' (taken over; NULL deletes the key). malloc'd text. */
char *json_edit(const char *text, const char *path, cJSON *value);

/* Loads text expecting failure; asserts that err contains every needle and
 * that the output record is untouched. */
void expect_rejected(const char *text, const char *needle1, const char *needle2);

#endif
