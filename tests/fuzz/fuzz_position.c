/* Fuzz target: the position reader (docs/position-format.md), then play.
 * Any bytes are either refused with a printable message and a kind, or
 * read into a state that keeps the invariants and writes back to the same
 * text; a game started from it then plays up to 24 legal moves (picked by
 * a generator seeded from the input) and after each one saves to a text
 * the save loader reads back (issue 27: counters read at their limit
 * wrapped in play and the next save was refused). Used by libFuzzer
 * (scripts/fuzz) and by the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "village/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MOVES_PLAYED = 24 };

static void play_and_save(const village_state *start, uint64_t seed)
{
    village_record r;
    char why[256], err[512];
    FUZZ_CHECK(village_record_from_position(&r, start, seed, why, sizeof why),
               "a position read cannot start a game: %s", why);
    for (int i = 0; i < MOVES_PLAYED && !village_game_over(&r.state); i++) {
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    village_state s;
    char err[512] = "";
    bool read = village_position_from_json(text, &s, err, sizeof err);
    free(text);
    if (!read) {
        FUZZ_CHECK(err[0] != '\0', "a refused position without a message");
        FUZZ_CHECK(village_last_refusal() != VILLAGE_REFUSAL_NONE, "a refusal without a kind: %s",
                   err);
        FUZZ_CHECK(village_text_is_printable(err), "a refusal message with raw bytes: %s", err);
        return 0;
    }
    char why[256];
    FUZZ_CHECK(village_check_invariants(&s, why, sizeof why),
               "a position read breaks the invariants: %s", why);
    char *written = village_position_to_json(&s);
    FUZZ_CHECK(written != NULL, "a position read cannot be written");
    village_state again;
    FUZZ_CHECK(village_position_from_json(written, &again, err, sizeof err),
               "a written position does not read again: %s", err);
    char *rewritten = village_position_to_json(&again);
    FUZZ_CHECK(rewritten && strcmp(written, rewritten) == 0,
               "read, write, read, write is not byte-identical");
    free(rewritten);
    free(written);
    uint64_t seed = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        seed = (seed ^ data[i]) * 1099511628211ULL;
    play_and_save(&s, seed);
    return 0;
}
