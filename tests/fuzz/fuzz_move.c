/* Fuzz target: the move parser. The first 5 bytes pick a position (player
 * count, seed, and how many random legal moves to play from the setup);
 * the rest is a move text. A text that parses must name a legal move that
 * applies, keeps the invariants, and formats to the same text (up to case
 * and spacing, which the notation ignores); its canonical text must parse
 * back to the same move. A text that does not parse must get a reason. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "village/village.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { PREFIX = 5, MAX_TEXT = 512 };

static uint64_t next_random(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
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
    if (size < PREFIX || size - PREFIX > MAX_TEXT)
        return 0;
    int players = 2 + data[0] % 3;
    uint64_t seed = (uint64_t)data[1] << 8 | data[2];
    int plies = (data[3] << 8 | data[4]) % 1024;
    village_state s;
    FUZZ_CHECK(village_new_game(&s, players, seed, -1), "no new game");
    uint64_t rng = seed;
    static village_move moves[VILLAGE_MAX_MOVES];
    for (int i = 0; i < plies && !village_game_over(&s); i++) {
        int n = village_legal_moves(&s, moves);
        FUZZ_CHECK(n > 0, "no legal move before the game is over");
        village_apply_trusted(&s, &moves[next_random(&rng) % (uint64_t)n], NULL);
    }
    char text[MAX_TEXT + 1];
    memcpy(text, data + PREFIX, size - PREFIX);
    text[size - PREFIX] = '\0';
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
