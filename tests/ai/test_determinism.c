/* Same position, same seed, same budget: same decision, and whole games
 * replay move for move. */
#include "ai_fixtures.h"

#include <string.h>

static void test_same_seed_same_decision(void **state)
{
    (void)state;
    for (int i = 0; i < 8; i++) {
        village_state s;
        aifx_random_position(&s, 2 + i % 3, aifx_run_seed + (uint64_t)i, 15 + 29 * i);
        if (village_game_over(&s))
            continue;
        for (int level = 0; level < VILLAGE_AI_LEVELS; level++) {
            village_ai_config cfg = aifx_config(level, aifx_run_seed * 31 + (uint64_t)i, 50);
            village_move first, second;
            village_ai_stats a, b;
            assert_true(village_ai_choose(&s, &cfg, NULL, &first, &a));
            assert_true(village_ai_choose(&s, &cfg, NULL, &second, &b));
            assert_true(village_move_equal(&first, &second));
            assert_int_equal(a.iterations, b.iterations);
            assert_int_equal(a.legal_moves, b.legal_moves);
        }
    }
}

static void play(village_state *s, uint64_t seed, village_move *log, int *count, int limit)
{
    static const int levels[] = {VILLAGE_AI_MEDIUM, VILLAGE_AI_EASY, VILLAGE_AI_HARD};
    assert_true(village_new_game(s, 3, seed, -1));
    *count = 0;
    while (!village_game_over(s) && *count < limit) {
        village_ai_config cfg = aifx_config(levels[s->actor], seed + (uint64_t)*count, 20);
        assert_true(village_ai_choose(s, &cfg, NULL, &log[*count], NULL));
        assert_true(village_apply(s, &log[*count], NULL));
        ++*count;
    }
}

static void test_games_replay_exactly(void **state)
{
    (void)state;
    enum { LIMIT = 20000 };
    static village_move first[LIMIT], second[LIMIT];
    village_state a, b;
    int na, nb;
    play(&a, aifx_run_seed, first, &na, LIMIT);
    play(&b, aifx_run_seed, second, &nb, LIMIT);
    assert_true(village_game_over(&a));
    assert_int_equal(na, nb);
    for (int i = 0; i < na; i++)
        assert_true(village_move_equal(&first[i], &second[i]));
    assert_memory_equal(&a, &b, sizeof a);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 9);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_seed_same_decision),
        cmocka_unit_test(test_games_replay_exactly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
