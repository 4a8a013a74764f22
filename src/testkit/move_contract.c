/* The checks of the move contract at one decision (move_contract.h). They
 * read the state through copies only; the caller picks and applies the move
 * that is played. */
#include "move_contract.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MUTATIONS_PER_DECISION = 3, TEXT_SIZE = 96 };

static int compare_texts(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static bool parses_back(const village_state *s, const village_move *m, const char *text, char *why,
                        size_t size)
{
    village_move parsed;
    if (!village_move_parse(s, text, &parsed) || !village_move_equal(&parsed, m)) {
        snprintf(why, size, "move text '%s' does not parse back to its move", text);
        return false;
    }
    return true;
}

/* The listed move applies on a copy; deep: the copy also keeps the
 * invariants and the move's text parses back to it. */
static bool check_one_listed(const village_state *s, const village_move *m, const char *text,
                             bool deep, char *why, size_t size)
{
    village_state copy;
    memcpy(&copy, s, sizeof copy);
    village_events events; /* recording events is part of what must not fail */
    if (!village_apply(&copy, m, &events)) {
        snprintf(why, size, "listed move '%s' is refused by village_apply", text);
        return false;
    }
    if (!deep)
        return true;
    char broken[256];
    if (!village_check_invariants(&copy, broken, sizeof broken)) {
        snprintf(why, size, "after listed move '%s': %s", text, broken);
        return false;
    }
    return parses_back(s, m, text, why, size);
}

/* All chance lives in the state: one move on two equal states must give
 * equal states, or replays would diverge. */
static bool check_repeatable(const village_state *s, const village_move *m, char *why, size_t size)
{
    village_state a, b;
    memcpy(&a, s, sizeof a);
    memcpy(&b, s, sizeof b);
    village_apply(&a, m, NULL);
    village_apply(&b, m, NULL);
    if (memcmp(&a, &b, sizeof a) != 0) {
        snprintf(why, size, "one move on two equal states gave different states");
        return false;
    }
    return true;
}

/* Every listed move applies on a copy; every one, or one picked with rng,
 * keeps the invariants and parses back from its text; no two share a text
 * (so no move is listed twice). */
static bool check_listed(const village_state *s, const village_move *moves, int n,
                         testkit_contract_depth depth, testkit_rng *rng,
                         testkit_contract_counts *counts, char *why, size_t size)
{
    char texts[VILLAGE_MAX_MOVES][TEXT_SIZE];
    bool every = depth == TESTKIT_CHECK_EVERY_MOVE;
    for (int i = 0; i < n; i++) {
        village_move_format(s, &moves[i], texts[i], TEXT_SIZE);
        if (!check_one_listed(s, &moves[i], texts[i], every, why, size))
            return false;
        if (counts)
            counts->listed_checked++;
    }
    int pick = (int)testkit_rng_below(rng, (uint32_t)n);
    if (!every && !check_one_listed(s, &moves[pick], texts[pick], true, why, size))
        return false;
    if (!check_repeatable(s, &moves[pick], why, size))
        return false;
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
static bool check_mutations(const village_state *s, const village_move *moves, int n,
                            testkit_rng *rng, testkit_contract_counts *counts, char *why,
                            size_t size)
{
    for (int k = 0; k < MUTATIONS_PER_DECISION; k++) {
        village_move m = moves[testkit_rng_below(rng, (uint32_t)n)];
        uint8_t *bytes = (uint8_t *)&m;
        uint32_t field = testkit_rng_below(rng, sizeof m);
        /* Half the time a small value, so near misses are tried too. */
        bytes[field] = (uint8_t)(testkit_rng_below(rng, 2) ? testkit_rng_below(rng, 8)
                                                           : testkit_rng_below(rng, 256));
        if (is_listed(&m, moves, n))
            continue;
        village_state copy;
        memcpy(&copy, s, sizeof copy);
        if (village_apply(&copy, &m, NULL)) {
            snprintf(why, size,
                     "an unlisted move (kind %d, where %d, what %d, how %d, member %d) "
                     "was applied",
                     m.kind, m.where, m.what, m.how, m.member);
            return false;
        }
        if (memcmp(&copy, s, sizeof copy) != 0) {
            snprintf(why, size, "a refused move changed the state");
            return false;
        }
        if (counts)
            counts->unlisted_rejected++;
    }
    return true;
}

bool testkit_check_decision(const village_state *s, const village_move *moves, int n,
                            testkit_contract_depth depth, testkit_rng *rng,
                            testkit_contract_counts *counts, char *why, size_t size)
{
    char broken[256];
    if (!village_check_invariants(s, broken, sizeof broken)) {
        snprintf(why, size, "invariant broken: %s", broken);
        return false;
    }
    if (n <= 0) {
        snprintf(why, size, "no legal move in phase %s although the game is not over",
                 village_phase_name(s->phase));
        return false;
    }
    return check_listed(s, moves, n, depth, rng, counts, why, size) &&
           check_mutations(s, moves, n, rng, counts, why, size);
}
