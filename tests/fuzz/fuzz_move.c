/* Fuzz target: the move parser. The first byte picks one of 64 positions
 * (2-4 players, random legal play from 0 to 945 plies deep, so every kind
 * of decision occurs); the rest is a move text. A text that parses must
 * name a legal move that applies, keeps the invariants, and formats to the
 * same text (up to case and spacing, which the notation ignores); its
 * canonical text must parse back to the same move. A text that does not
 * parse must get a reason. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "village/village.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { POSITIONS = 64, MAX_TEXT = 512 };

static uint64_t next_random(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Position k, built once per process: replaying hundreds of plies for
 * every input would cost most of the fuzzing time. */
static const village_state *position(int k)
{
    static village_state positions[POSITIONS];
    static bool built[POSITIONS];
    if (!built[k]) {
        static village_move moves[VILLAGE_MAX_MOVES];
        village_state *s = &positions[k];
        uint64_t seed = 1000 + (uint64_t)k, rng = seed;
        FUZZ_CHECK(village_new_game(s, 2 + k % 3, seed, -1), "no new game");
        for (int i = 0; i < k * 15; i++) {
            int n = village_legal_moves(s, moves);
            FUZZ_CHECK(n > 0, "no legal move before the game is over");
            village_state next = *s;
            village_apply_trusted(&next, &moves[next_random(&rng) % (uint64_t)n], NULL);
            if (village_game_over(&next))
                break; /* keep a position with a decision to make */
            *s = next;
        }
        built[k] = true;
    }
    return &positions[k];
}

/* Lower case, runs of white space as one space, none at either end: the
 * notation's own equivalence, written independently here. */
static void canonical_spacing(const char *in, char *out, size_t size)
{
    size_t n = 0;
    const char *p = in;
    while (*p && isspace((unsigned char)*p))
        p++;
    for (; *p && n + 1 < size; p++) {
        if (isspace((unsigned char)*p)) {
            const char *q = p;
            while (*q && isspace((unsigned char)*q))
                q++;
            if (!*q)
                break;
            out[n++] = ' ';
            p = q - 1;
            continue;
        }
        out[n++] = (char)tolower((unsigned char)*p);
    }
    out[n] = '\0';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size - 1 > MAX_TEXT)
        return 0;
    village_state s = *position(data[0] % POSITIONS);
    char text[MAX_TEXT + 1];
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    village_move m;
    if (!village_move_parse(&s, text, &m)) {
        char why[512] = "";
        village_explain_illegal(&s, text, why, sizeof why);
        FUZZ_CHECK(why[0] != '\0', "a refused move text without a reason");
        return 0;
    }
    FUZZ_CHECK(village_is_legal(&s, &m), "parsed \"%s\" to an illegal move", text);
    char formatted[256], want[MAX_TEXT + 1], have[256];
    village_move_format(&s, &m, formatted, sizeof formatted);
    canonical_spacing(text, want, sizeof want);
    canonical_spacing(formatted, have, sizeof have);
    FUZZ_CHECK(strcmp(want, have) == 0, "\"%s\" parsed to a move written \"%s\"", text, formatted);
    village_move back;
    FUZZ_CHECK(village_move_parse(&s, formatted, &back) && village_move_equal(&back, &m),
               "the canonical text \"%s\" does not parse back to its move", formatted);
    village_state after = s;
    FUZZ_CHECK(village_apply(&after, &m, NULL), "the parsed move \"%s\" does not apply", text);
    char why[256];
    FUZZ_CHECK(village_check_invariants(&after, why, sizeof why),
               "\"%s\" breaks the invariants: %s", text, why);
    return 0;
}
