/* Shared by the fuzz targets that read a game state (positions, lessons):
 * a game started from it plays up to FUZZ_MOVES_PLAYED legal moves, picked
 * by a generator seeded from the input, and after each one it must save
 * to a text the save loader reads back (issue 27). */
#ifndef VILLAGE_FUZZ_PLAY_H
#define VILLAGE_FUZZ_PLAY_H

#include <stdint.h>
#include <stdlib.h>

#include "fuzz_check.h"
#include "village/save.h"

enum { FUZZ_MOVES_PLAYED = 12 };

static void fuzz_play_and_save(const village_state *start, uint64_t seed)
{
    village_record r;
    char why[256], err[512];
    FUZZ_CHECK(village_record_from_position(&r, start, seed, why, sizeof why),
               "a position read cannot start a game: %s", why);
    for (int i = 0; i < FUZZ_MOVES_PLAYED && !village_game_over(&r.state); i++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&r.state, moves);
        FUZZ_CHECK(n > 0, "no legal move before the game is over (move %d)", i);
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        FUZZ_CHECK(village_record_apply(&r, &moves[(seed >> 33) % (uint64_t)n], NULL),
                   "a legal move is refused (move %d)", i);
        FUZZ_CHECK(village_check_invariants(&r.state, why, sizeof why),
                   "play breaks the invariants (move %d): %s", i, why);
        char *saved = village_save_to_json(&r);
        FUZZ_CHECK(saved != NULL, "a game from a position cannot be saved");
        village_record back;
        FUZZ_CHECK(village_save_from_json(saved, &back, err, sizeof err),
                   "after move %d the save does not load: %s", i, err);
        village_record_free(&back);
        free(saved);
    }
    village_record_free(&r);
}

/* FNV-1a of the input: the seed of the moves played. */
static uint64_t fuzz_seed_of(const uint8_t *data, size_t size)
{
    uint64_t seed = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        seed = (seed ^ data[i]) * 1099511628211ULL;
    return seed;
}

#endif
