/* The learned evaluation's incremental path (docs/ai.md, "Learned
 * evaluation", "Incremental"): hidden sums carried from one position to the
 * next give the full evaluation's chances, over seeded sequences of
 * positions that jump between games, viewers and player counts as a
 * search thread's and a test's would. */
#include "ai_fixtures.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "village/ai_learned.h"

enum { GAMES = 6, POSITIONS = 4000 };

static const char *assets_dir;

static village_learned *fresh_set(uint64_t seed)
{
    village_learned *set = calloc(1, sizeof *set);
    assert_non_null(set);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_learned_net_init(&set->net[n], 8 * n, seed + (uint64_t)n);
        set->has[n] = true;
    }
    return set;
}

/* Games of 2, 3 and 4 players played at random; each step goes on with
 * the last game (mostly) or another, by none to a few moves, and is seen
 * by any seat. */
typedef struct walk {
    village_state game[GAMES];
    int current;
    uint64_t next_seed;
    testkit_rng rng;
} walk;

static void walk_start(walk *w, uint64_t seed)
{
    testkit_rng_seed(&w->rng, seed);
    w->next_seed = seed;
    for (int g = 0; g < GAMES; g++)
        village_new_game(&w->game[g], 2 + g % 3, w->next_seed++, 0);
    w->current = 0;
}

static const village_state *walk_step(walk *w, int *viewer)
{
    if (testkit_rng_below(&w->rng, 5) == 0)
        w->current = (int)testkit_rng_below(&w->rng, GAMES);
    village_state *s = &w->game[w->current];
    int moves_made = (int)testkit_rng_below(&w->rng, 5);
    for (int m = 0; m < moves_made; m++) {
        if (village_game_over(s))
            village_new_game(s, s->num_players, w->next_seed++, 0);
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        village_apply(s, &moves[testkit_rng_below(&w->rng, (uint32_t)n)], NULL);
    }
    *viewer = (int)testkit_rng_below(&w->rng, (uint32_t)s->num_players);
    return s;
}

/* Walks POSITIONS positions through one accumulator and fails on the
 * first whose chances stand more than 'tolerance' from the full
 * evaluation's; returns the accumulator's counts in *acc_out. */
static void walk_against_full(const village_learned *set, int refresh_above, double tolerance,
                              village_learned_accumulator *acc)
{
    walk *w = malloc(sizeof *w);
    assert_non_null(w);
    walk_start(w, aifx_run_seed);
    village_learned_accumulator_init(acc, refresh_above);
    int checked = 0;
    for (int i = 0; i < POSITIONS; i++) {
        int viewer;
        const village_state *s = walk_step(w, &viewer);
        double full[VILLAGE_MAX_PLAYERS], incremental[VILLAGE_MAX_PLAYERS];
        assert_true(village_learned_evaluate(set, s, viewer, full));
        assert_true(village_learned_evaluate_incremental(set, s, viewer, acc, incremental));
        for (int p = 0; p < s->num_players; p++)
            if (!(fabs(full[p] - incremental[p]) <= tolerance))
                fail_msg("position %d (%d players, viewer %d, refresh above %d): seat %d's "
                         "chance %.9f incrementally, %.9f in full; seed %llu",
                         i, s->num_players, viewer, refresh_above, p, incremental[p], full[p],
                         (unsigned long long)aifx_run_seed);
        checked++;
    }
    assert_int_equal(checked, POSITIONS);
    free(w);
}

static void test_incremental_chances_are_the_full_ones(void **state)
{
    (void)state;
    village_learned *sets[2] = {aifx_shipped_learned(assets_dir), fresh_set(aifx_run_seed)};
    static const int refresh_above[] = {VILLAGE_LEARNED_REFRESH_ABOVE, VILLAGE_LEARNED_INPUTS};
    for (int k = 0; k < 2; k++)
        for (int r = 0; r < 2; r++) {
            village_learned_accumulator *acc = malloc(sizeof *acc);
            assert_non_null(acc);
            walk_against_full(sets[k], refresh_above[r], 1e-5, acc);
            /* The walk must have exercised the updates, not only the
             * whole sums that a jump to another player count makes. */
            if (acc->updated < POSITIONS / 2 || acc->followed < acc->updated)
                fail_msg("only %ld seats updated along %ld inputs (refresh above %d); seed %llu",
                         acc->updated, acc->followed, refresh_above[r],
                         (unsigned long long)aifx_run_seed);
            free(acc);
        }
    free(sets[0]);
    free(sets[1]);
}

/* Summed whole, a seat's sums are added in the full evaluation's order,
 * so the chances are the very same numbers. */
static void test_a_seat_summed_whole_gives_the_very_chances(void **state)
{
    (void)state;
    village_learned *set = aifx_shipped_learned(assets_dir);
    village_learned_accumulator *acc = malloc(sizeof *acc);
    assert_non_null(acc);
    walk_against_full(set, 0, 0.0, acc);
    assert_true(acc->whole > POSITIONS);
    free(acc);
    free(set);
}

/* One accumulator passed between two networks of the same player count
 * takes each one's first layer again. */
static void test_another_network_empties_the_sums(void **state)
{
    (void)state;
    village_learned *a = fresh_set(aifx_run_seed), *b = fresh_set(aifx_run_seed + 1);
    village_learned_accumulator *acc = malloc(sizeof *acc);
    assert_non_null(acc);
    village_learned_accumulator_init(acc, VILLAGE_LEARNED_REFRESH_ABOVE);
    village_state s;
    aifx_random_position(&s, 3, aifx_run_seed, 60);
    for (int k = 0; k < 4; k++) {
        const village_learned *set = k % 2 ? b : a;
        double full[VILLAGE_MAX_PLAYERS], incremental[VILLAGE_MAX_PLAYERS];
        assert_true(village_learned_evaluate(set, &s, s.actor, full));
        assert_true(village_learned_evaluate_incremental(set, &s, s.actor, acc, incremental));
        for (int p = 0; p < s.num_players; p++)
            assert_true(full[p] == incremental[p]);
    }
    free(acc);
    free(a);
    free(b);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s ASSETS_FOLDER [SEED]\n", argv[0]);
        return 2;
    }
    assets_dir = argv[1];
    aifx_seed(argc - 1, argv + 1, 39);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_incremental_chances_are_the_full_ones),
        cmocka_unit_test(test_a_seat_summed_whole_gives_the_very_chances),
        cmocka_unit_test(test_another_network_empties_the_sums),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
