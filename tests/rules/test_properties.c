/* Random games, checked at every decision:
 *  - the move contract (src/testkit/move_contract.c, shared with village-cli
 *    random-games), parsing back the text of every listed move: listed moves
 *    apply and keep the invariants, unlisted ones are refused and leave the
 *    state byte for byte as it was, one move gives one state;
 *  - village_redeal_hidden with one seed turns two states that differ only in
 *    the order of the customer pile into identical states.
 * Usage: test_rules_properties [games] [first seed]; or the environment
 * variables VILLAGE_PROPERTY_GAMES and VILLAGE_PROPERTY_SEED. A failure names
 * the seed of its game, which replays it alone: test_rules_properties 1 SEED. */
#include "fixtures.h"
#include "move_contract.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DECISIONS = 20000 };

static long games_to_play = 200;
static uint64_t first_seed = 1;
/* Totals for the summary line, so a run shows how much it checked. */
static testkit_contract_counts counts;
static long decisions_by_phase[VILLAGE_PHASE_GAME_OVER];

typedef struct failure {
    char why[512];
} failure;

/* Records "what: detail" (or just "what") and returns false. */
static bool failed(failure *f, const char *what, const char *detail)
{
    snprintf(f->why, sizeof f->why, "%s%s%s", what, *detail ? ": " : "", detail);
    return false;
}

static bool check_redeal(const village_state *s, testkit_rng *x, failure *f)
{
    village_state a, b;
    memcpy(&a, s, sizeof a);
    memcpy(&b, s, sizeof b);
    for (int i = VILLAGE_CUSTOMERS - 1; i > b.pile_top; i--) {
        int j = b.pile_top + (int)testkit_rng_below(x, (uint32_t)(i - b.pile_top + 1));
        uint8_t t = b.pile[i];
        b.pile[i] = b.pile[j];
        b.pile[j] = t;
    }
    uint64_t seed = testkit_rng_next(x);
    village_redeal_hidden(&a, seed);
    village_redeal_hidden(&b, seed);
    if (memcmp(&a, &b, sizeof a) != 0)
        return failed(f, "redealing two pile orders gave different states", "");
    char why[256];
    if (!village_check_invariants(&a, why, sizeof why))
        return failed(f, "invariant broken after a redeal", why);
    return true;
}

static bool check_decision(const village_state *s, const village_move *moves, int n, testkit_rng *x,
                           failure *f)
{
    return testkit_check_decision(s, moves, n, TESTKIT_CHECK_EVERY_MOVE, x, &counts, f->why,
                                  sizeof f->why) &&
           check_redeal(s, x, f);
}

/* Plays one game with random moves; false with the reason on a failure. */
static bool play_game(uint64_t seed, int *decisions, failure *f)
{
    testkit_rng x;
    testkit_rng_seed(&x, seed);
    village_state s;
    int players = 2 + (int)(seed % 3);
    if (!village_new_game(&s, players, seed, -1))
        return failed(f, "village_new_game refused the game", "");
    for (*decisions = 0; !village_game_over(&s); (*decisions)++) {
        if (*decisions >= MAX_DECISIONS)
            return failed(f, "the game did not end within the decision limit", "");
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        if (!check_decision(&s, moves, n, &x, f))
            return false;
        decisions_by_phase[s.phase]++;
        village_events ev;
        if (!village_apply(&s, &moves[testkit_rng_below(&x, (uint32_t)n)], &ev))
            return failed(f, "the chosen move was rejected", "");
    }
    village_move moves[VILLAGE_MAX_MOVES];
    if (village_legal_moves(&s, moves) != 0)
        return failed(f, "moves are listed after the game is over", "");
    return true;
}

static void test_random_games_keep_every_property(void **state)
{
    (void)state;
    long total = 0;
    for (long g = 0; g < games_to_play; g++) {
        uint64_t seed = first_seed + (uint64_t)g;
        failure f = {{0}};
        int decisions = 0;
        if (!play_game(seed, &decisions, &f))
            fail_msg("seed %" PRIu64 ", decision %d: %s (replay: test_rules_properties 1 %" PRIu64
                     ")",
                     seed, decisions, f.why, seed);
        total += decisions;
    }
    print_message("%ld games (seeds %" PRIu64 "..%" PRIu64 "): %ld decisions, %ld listed moves "
                  "applied and parsed, %ld unlisted moves rejected\n",
                  games_to_play, first_seed, first_seed + (uint64_t)games_to_play - 1, total,
                  counts.listed_checked, counts.unlisted_rejected);
    for (int p = 0; p < VILLAGE_PHASE_GAME_OVER; p++)
        print_message("  %-13s %ld decisions\n", village_phase_name(p), decisions_by_phase[p]);
}

static void read_config(int argc, char **argv)
{
    const char *games = argc > 1 ? argv[1] : getenv("VILLAGE_PROPERTY_GAMES");
    const char *seed = argc > 2 ? argv[2] : getenv("VILLAGE_PROPERTY_SEED");
    if (games && *games)
        games_to_play = strtol(games, NULL, 10);
    if (seed && *seed)
        first_seed = strtoull(seed, NULL, 10);
}

int main(int argc, char **argv)
{
    read_config(argc, argv);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_every_property),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
