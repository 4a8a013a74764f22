/* Fuzz target: the learned evaluation's file reader (village_learned_parse,
 * src/ai/learned_file.c), versions 1 and 2. Any bytes are read or refused
 * with a printable sentence; what is read evaluates a position to finite
 * chances that sum to 1, and written back (as version 2) and read again it
 * is the same set, networks and runs. Used by
 * libFuzzer (scripts/fuzz) and by the corpus replay in ctest
 * (replay_main.c). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "village/ai_learned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool printable(const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return false;
    return true;
}

/* Where a network came from survives writing and reading back, and is
 * printable text that cannot break the file's lines. */
static void check_same_origin(const village_learned_origin *a, const village_learned_origin *b,
                              int n)
{
    FUZZ_CHECK(a->runs > 0 && a->runs == b->runs, "the %d-player network's runs changed", n);
    for (int k = 0; k < a->runs; k++) {
        const village_learned_run *x = &a->run[k], *y = &b->run[k];
        FUZZ_CHECK(printable(x->command) && printable(x->commit), "raw bytes in a run");
        FUZZ_CHECK(strcmp(x->command, y->command) == 0 && strcmp(x->commit, y->commit) == 0 &&
                       x->games == y->games && x->has_seed == y->has_seed && x->seed == y->seed &&
                       x->notes == y->notes,
                   "run %d of the %d-player network changed on the way back", k, n);
        for (int i = 0; i < x->notes; i++)
            FUZZ_CHECK(strcmp(x->note[i], y->note[i]) == 0, "a note changed on the way back");
    }
    FUZZ_CHECK(a->holdout_games == b->holdout_games, "the held-out measure changed");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    village_learned *set = calloc(1, sizeof *set), *again = calloc(1, sizeof *again);
    if (!set || !again) {
        free(set);
        free(again);
        return 0;
    }
    char err[240];
    if (!village_learned_parse((const char *)data, size, set, err, sizeof err)) {
        FUZZ_CHECK(err[0] != '\0', "a refusal without a reason");
        FUZZ_CHECK(printable(err), "a refusal with raw bytes: %s", err);
    } else {
        for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
            if (!set->has[n])
                continue;
            village_state s;
            FUZZ_CHECK(village_new_game(&s, n, (uint64_t)size, 0), "a new game");
            double win[VILLAGE_MAX_PLAYERS], total = 0;
            FUZZ_CHECK(village_learned_evaluate(set, &s, 0, win), "no evaluation for %d", n);
            for (int p = 0; p < n; p++) {
                FUZZ_CHECK(isfinite(win[p]) && win[p] >= 0, "a chance of %g", win[p]);
                total += win[p];
            }
            FUZZ_CHECK(fabs(total - 1.0) < 1e-6, "chances summing to %g", total);
        }
        char *text = village_learned_format(set);
        if (text) {
            FUZZ_CHECK(village_learned_parse(text, strlen(text), again, err, sizeof err),
                       "its own text refused: %s", err);
            for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
                FUZZ_CHECK(again->has[n] == set->has[n], "networks lost");
                if (set->has[n]) {
                    FUZZ_CHECK(memcmp(&again->net[n], &set->net[n], sizeof set->net[n]) == 0,
                               "the %d-player network changed on the way back", n);
                    check_same_origin(&set->origin[n], &again->origin[n], n);
                }
            }
            free(text);
        }
    }
    free(set);
    free(again);
    return 0;
}
