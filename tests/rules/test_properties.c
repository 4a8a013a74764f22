/* Random games, checked after every decision:
 *  - every listed move is listed once and village_apply accepts it (on a
 *    copy), leaving a state that keeps the invariants;
 *  - the canonical text of every listed move parses back to that move;
 *  - moves that are not listed (mutations of listed ones) are rejected and
 *    leave the state byte for byte as it was;
 *  - village_redeal_hidden with one seed turns two states that differ only in
 *    the order of the customer pile into identical states;
 *  - the move played gives the same state on a copy (replays are exact).
 * Usage: test_rules_properties [games] [first seed]; or the environment
 * variables VILLAGE_PROPERTY_GAMES and VILLAGE_PROPERTY_SEED. A failure names
 * the seed of its game, which replays it alone: test_rules_properties 1 SEED. */
#include "fixtures.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DECISIONS = 20000, MUTATIONS_PER_STATE = 6 };

static long games_to_play = 200;
static uint64_t first_seed = 1;
/* Totals for the summary line, so a run shows how much it checked. */
static long listed_checked, unlisted_rejected;
static long decisions_by_phase[VILLAGE_PHASE_GAME_OVER];

/* The test's own generator (SplitMix64), separate from the game's RNG. */
static uint64_t next_random(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int random_below(uint64_t *x, int bound)
{
    return (int)(next_random(x) % (uint64_t)bound);
}

typedef struct failure {
    char why[512];
} failure;

/* Records "what: detail" (or just "what") and returns false. */
static bool failed(failure *f, const char *what, const char *detail)
{
    snprintf(f->why, sizeof f->why, "%s%s%s", what, *detail ? ": " : "", detail);
    return false;
}

static bool is_listed(const village_move *m, const village_move *moves, int n)
{
    for (int i = 0; i < n; i++)
        if (village_move_equal(m, &moves[i]))
            return true;
    return false;
}

static bool check_listed(const village_state *s, const village_move *moves, int n, failure *f)
{
    for (int i = 0; i < n; i++) {
        char text[128];
        village_move_format(s, &moves[i], text, sizeof text);
        for (int j = 0; j < i; j++)
            if (village_move_equal(&moves[i], &moves[j]))
                return failed(f, "a move is listed twice", text);
        village_state copy;
        memcpy(&copy, s, sizeof copy);
        village_events ev;
        if (!village_apply(&copy, &moves[i], &ev))
            return failed(f, "a listed move was rejected", text);
        char why[256];
        if (!village_check_invariants(&copy, why, sizeof why)) {
            snprintf(f->why, sizeof f->why, "after '%s': %s", text, why);
            return false;
        }
        village_move parsed;
        if (!village_move_parse(s, text, &parsed))
            return failed(f, "a canonical text does not parse", text);
        if (!village_move_equal(&parsed, &moves[i]))
            return failed(f, "a canonical text parses to another move", text);
        listed_checked++;
    }
    return true;
}

/* One byte of a listed move changed at random (or a random move outright). */
static village_move mutate(const village_move *moves, int n, uint64_t *x)
{
    village_move m;
    if (n == 0 || random_below(x, 8) == 0) {
        uint8_t *bytes = (uint8_t *)&m;
        for (size_t b = 0; b < sizeof m; b++)
            bytes[b] = (uint8_t)random_below(x, 256);
        m.kind = (uint8_t)random_below(x, VILLAGE_MOVE_KINDS + 1);
        return m;
    }
    m = moves[random_below(x, n)];
    uint8_t *bytes = (uint8_t *)&m;
    int b = random_below(x, (int)sizeof m);
    /* Small values hit near-misses (the next stall, one coin more) more
     * often than uniform bytes would. */
    int delta = random_below(x, 2) ? 1 + random_below(x, 3) : random_below(x, 256);
    bytes[b] = (uint8_t)(bytes[b] + delta);
    return m;
}

static bool check_unlisted(const village_state *s, const village_move *moves, int n, uint64_t *x,
                           failure *f)
{
    for (int k = 0; k < MUTATIONS_PER_STATE; k++) {
        village_move m = mutate(moves, n, x);
        if (is_listed(&m, moves, n))
            continue;
        village_state copy;
        memcpy(&copy, s, sizeof copy);
        village_events ev;
        if (village_apply(&copy, &m, &ev)) {
            snprintf(f->why, sizeof f->why,
                     "unlisted move accepted: kind %d where %d what %d how %d member %d", m.kind,
                     m.where, m.what, m.how, m.member);
            return false;
        }
        if (memcmp(&copy, s, sizeof copy) != 0)
            return failed(f, "a rejected move changed the state", "");
        unlisted_rejected++;
    }
    return true;
}

static bool check_redeal(const village_state *s, uint64_t *x, failure *f)
{
    village_state a, b;
    memcpy(&a, s, sizeof a);
    memcpy(&b, s, sizeof b);
    for (int i = VILLAGE_CUSTOMERS - 1; i > b.pile_top; i--) {
        int j = b.pile_top + random_below(x, i - b.pile_top + 1);
        uint8_t t = b.pile[i];
        b.pile[i] = b.pile[j];
        b.pile[j] = t;
    }
    uint64_t seed = next_random(x);
    village_redeal_hidden(&a, seed);
    village_redeal_hidden(&b, seed);
    if (memcmp(&a, &b, sizeof a) != 0)
        return failed(f, "redealing two pile orders gave different states", "");
    char why[256];
    if (!village_check_invariants(&a, why, sizeof why))
        return failed(f, "invariant broken after a redeal", why);
    return true;
}

static bool check_decision(const village_state *s, const village_move *moves, int n, uint64_t *x,
                           failure *f)
{
    char why[256];
    if (!village_check_invariants(s, why, sizeof why))
        return failed(f, "invariant broken", why);
    if (n == 0)
        return failed(f, "no legal move in phase", village_phase_name(s->phase));
    return check_listed(s, moves, n, f) && check_unlisted(s, moves, n, x, f) &&
           check_redeal(s, x, f);
}

/* Plays one game with random moves; false with the reason on a failure. */
static bool play_game(uint64_t seed, int *decisions, failure *f)
{
    uint64_t x = seed ^ 0xA5A5A5A5DEADBEEFull;
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
        /* All chance lives in the state: the same move on a copy must give
         * the same state, or replays would diverge. */
        const village_move *chosen = &moves[random_below(&x, n)];
        village_state twin;
        memcpy(&twin, &s, sizeof twin);
        village_events ev;
        if (!village_apply(&s, chosen, &ev) || !village_apply(&twin, chosen, NULL))
            return failed(f, "the chosen move was rejected", "");
        if (memcmp(&twin, &s, sizeof s) != 0)
            return failed(f, "one move on two equal states gave different states", "");
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
                  listed_checked, unlisted_rejected);
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
