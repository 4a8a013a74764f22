/* The checks random-games makes at every decision: the listed moves are
 * exactly the ones the rules accept, each has its own text, and whatever
 * is applied keeps the invariants. */
#include <stdlib.h>
#include <string.h>

#include "random_checks.h"

enum { MUTATIONS_PER_DECISION = 3, TEXT_SIZE = 96 };

static int compare_texts(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Every listed move applies on a copy; no two share a text; one of them,
 * picked at random, parses back from its text. */
static bool check_listed(const village_state *s, const village_move *moves, int n, cli_rng *rng,
                         char *why, size_t size)
{
    char texts[VILLAGE_MAX_MOVES][TEXT_SIZE];
    for (int i = 0; i < n; i++) {
        village_state copy = *s;
        village_move_format(s, &moves[i], texts[i], TEXT_SIZE);
        if (!village_apply(&copy, &moves[i], NULL)) {
            snprintf(why, size, "listed move '%s' is refused by village_apply", texts[i]);
            return false;
        }
    }
    int pick = (int)cli_rng_below(rng, (uint32_t)n);
    village_move parsed;
    if (!village_move_parse(s, texts[pick], &parsed) ||
        !village_move_equal(&parsed, &moves[pick])) {
        snprintf(why, size, "move text '%s' does not parse back to its move", texts[pick]);
        return false;
    }
    qsort(texts, (size_t)n, TEXT_SIZE, compare_texts);
    for (int i = 1; i < n; i++)
        if (strcmp(texts[i - 1], texts[i]) == 0) {
            snprintf(why, size, "two listed moves share the text '%s'", texts[i]);
            return false;
        }
    return true;
}

static bool is_listed(const village_move *m, const village_move *moves, int n)
{
    for (int i = 0; i < n; i++)
        if (village_move_equal(m, &moves[i]))
            return true;
    return false;
}

/* A listed move with one byte changed at random is mostly illegal; those
 * that are not listed must be refused, leaving the state untouched. */
static bool check_mutations(const village_state *s, const village_move *moves, int n, cli_rng *rng,
                            char *why, size_t size)
{
    for (int k = 0; k < MUTATIONS_PER_DECISION; k++) {
        village_move m = moves[cli_rng_below(rng, (uint32_t)n)];
        uint8_t *bytes = (uint8_t *)&m;
        uint32_t field = cli_rng_below(rng, sizeof m);
        /* Half the time a small value, so near misses are tried too. */
        bytes[field] =
            (uint8_t)(cli_rng_below(rng, 2) ? cli_rng_below(rng, 8) : cli_rng_below(rng, 256));
        if (is_listed(&m, moves, n))
            continue;
        village_state copy = *s;
        if (village_apply(&copy, &m, NULL)) {
            snprintf(why, size,
                     "an unlisted move (kind %d, where %d, what %d, how %d, member %d) "
                     "was applied",
                     m.kind, m.where, m.what, m.how, m.member);
            return false;
        }
        if (cli_state_hash(&copy, CLI_FNV_BASIS) != cli_state_hash(s, CLI_FNV_BASIS)) {
            snprintf(why, size, "a refused move changed the state");
            return false;
        }
    }
    return true;
}

bool random_check_decision(const village_state *s, const village_move *moves, int n, cli_rng *rng,
                           char *why, size_t size)
{
    if (n <= 0) {
        snprintf(why, size, "no legal move although the game is not over");
        return false;
    }
    return check_listed(s, moves, n, rng, why, size) &&
           check_mutations(s, moves, n, rng, why, size);
}
