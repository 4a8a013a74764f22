/* Root-parallel search (docs/ai.md, "All cores"): one thread decides exactly
 * as the single-threaded search, several threads always return a legal move
 * and, with an iteration budget, the same move for the same seed; the game's
 * time-budget mode and cancelling work with threads too. */
#include "ai_fixtures.h"

static bool position(village_state *s, int i)
{
    aifx_random_position(s, 2 + i % 3, aifx_run_seed + (uint64_t)i, 20 + 31 * i);
    village_move moves[VILLAGE_MAX_MOVES];
    return !village_game_over(s) && village_legal_moves(s, moves) > 1;
}

static void test_one_thread_is_the_plain_search(void **state)
{
    (void)state;
    for (int i = 0; i < 6; i++) {
        village_state s;
        if (!position(&s, i))
            continue;
        village_ai_config plain =
            aifx_config(VILLAGE_AI_HARD, aifx_run_seed + 7 * (uint64_t)i, 120);
        village_ai_config one = plain;
        one.threads = 1;
        village_move a, b;
        village_ai_stats sa, sb;
        assert_true(village_ai_choose(&s, &plain, NULL, &a, &sa));
        assert_true(village_ai_choose(&s, &one, NULL, &b, &sb));
        assert_true(village_move_equal(&a, &b));
        assert_int_equal(sa.iterations, sb.iterations);
    }
}

static void test_threads_give_legal_reproducible_moves(void **state)
{
    (void)state;
    for (int i = 0; i < 6; i++) {
        village_state s;
        if (!position(&s, i))
            continue;
        for (int threads = 2; threads <= 3; threads++) {
            village_ai_config cfg =
                aifx_config(VILLAGE_AI_HARD, aifx_run_seed * 13 + (uint64_t)i, 150);
            cfg.threads = threads;
            village_move a, b;
            village_ai_stats sa, sb;
            assert_true(village_ai_choose(&s, &cfg, NULL, &a, &sa));
            aifx_assert_legal(&s, &a);
            /* Independent trees with their own seeds and budgets: the
             * schedule cannot change the merged root. */
            assert_true(village_ai_choose(&s, &cfg, NULL, &b, &sb));
            assert_true(village_move_equal(&a, &b));
            assert_int_equal(sa.iterations, sb.iterations);
            assert_true(sa.iterations <= 150 + threads);
            assert_true(sa.iterations > 0);
        }
    }
}

static void test_time_budget_mode_is_legal(void **state)
{
    (void)state;
    for (int i = 0; i < 4; i++) {
        village_state s;
        if (!position(&s, i))
            continue;
        village_ai_config cfg = {.level = VILLAGE_AI_HARD,
                                 .seed = aifx_run_seed + (uint64_t)i,
                                 .max_seconds = 0.02,
                                 .threads = 2,
                                 .time_budget = true};
        village_move m;
        village_ai_stats stats;
        assert_true(village_ai_choose(&s, &cfg, NULL, &m, &stats));
        aifx_assert_legal(&s, &m);
    }
}

static void test_cancelled_threads_answer(void **state)
{
    (void)state;
    village_state s;
    for (int i = 0; i < 8 && !position(&s, i); i++) {
    }
    village_ai_config cfg = aifx_config(VILLAGE_AI_STRONGEST, aifx_run_seed, 1000000);
    cfg.threads = 2;
    village_ai_job *job = village_ai_start(&s, &cfg);
    assert_non_null(job);
    village_ai_cancel(job);
    village_move m;
    while (!village_ai_poll(job, &m)) {
    }
    aifx_assert_legal(&s, &m);
    village_ai_free(job);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 16);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_thread_is_the_plain_search),
        cmocka_unit_test(test_threads_give_legal_reproducible_moves),
        cmocka_unit_test(test_time_budget_mode_is_legal),
        cmocka_unit_test(test_cancelled_threads_answer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
