/* Fuzz target: the save loader. Any bytes are either refused with a
 * message, or loaded into a game that passes the invariants and saves to
 * a text that loads again and saves to exactly the same text (load, save,
 * load, save is byte-identical). Used by libFuzzer (scripts/fuzz) and by
 * the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "fuzz_reader.h"
#include "village/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text_of(data, size);
    if (!text)
        return 0;
    village_record first;
    char err[512] = "";
    bool loaded = village_save_from_json(text, &first, err, sizeof err);
    free(text);
    if (!loaded) {
        fuzz_check_refusal("save", err, true);
        return 0;
    }
    char why[256];
    FUZZ_CHECK(village_check_invariants(&first.state, why, sizeof why),
               "a loaded save breaks the invariants: %s", why);
    char *saved = village_save_to_json(&first);
    FUZZ_CHECK(saved != NULL, "a loaded save cannot be saved");
    village_record second;
    FUZZ_CHECK(village_save_from_json(saved, &second, err, sizeof err),
               "a saved game does not load again: %s", err);
    char *again = village_save_to_json(&second);
    FUZZ_CHECK(again != NULL && strcmp(saved, again) == 0,
               "load, save, load, save is not byte-identical");
    free(again);
    free(saved);
    village_record_free(&second);
    village_record_free(&first);
    return 0;
}
