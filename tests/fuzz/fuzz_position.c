/* Fuzz target: the position reader (docs/position-format.md), then play.
 * Any bytes are either refused with a printable message and a kind, or
 * read into a state that keeps the invariants and writes back to the same
 * text; a game started from it then plays up to 12 legal moves (picked by
 * a generator seeded from the input) and after each one saves to a text
 * the save loader reads back (issue 27: counters read at their limit
 * wrapped in play and the next save was refused). Used by libFuzzer
 * (scripts/fuzz) and by the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "fuzz_reader.h"
#include "fuzz_play.h"
#include "village/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text_of(data, size);
    if (!text)
        return 0;
    village_state s;
    char err[512] = "";
    bool read = village_position_from_json(text, &s, err, sizeof err);
    free(text);
    if (!read) {
        fuzz_check_refusal("position", err, true);
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
    fuzz_play_and_save(&s, fuzz_seed_of(data, size));
    return 0;
}
