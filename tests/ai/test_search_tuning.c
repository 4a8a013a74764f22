/* Search parameters by name (village_ai_search_tuning, docs/ai.md "Search
 * parameters"): the level's values, parsing, and that a tuned config's
 * values are the ones the search gets. */
#include <stdlib.h>

#include "ai_fixtures.h"
#include "ai_internal.h"
#include "playout.h"
#include "village/ai_learned.h"

static void defaults_are_the_levels(void **state)
{
    (void)state;
    for (int level = VILLAGE_AI_MEDIUM; level < VILLAGE_AI_LEVELS; level++) {
        village_ai_search_tuning t;
        ai_search_params p;
        village_ai_search_tuning_defaults(level, &t);
        ai_search_defaults(level, &p);
        assert_true(t.exploration == p.exploration);
        assert_true(t.prior_temperature == p.prior_temperature);
        assert_true(t.reward_scale == p.reward_scale);
        assert_true(t.win_weight == p.win_weight);
        assert_int_equal(t.playout_turns, p.playout_turns);
        assert_true(t.playout_epsilon == p.playout_epsilon);
        assert_true(t.learned_weight == p.learned_weight);
        assert_int_equal(t.learned_players, p.learned_players);
    }
}

static void parses_names_and_refuses_the_rest(void **state)
{
    (void)state;
    village_ai_search_tuning t;
    village_ai_search_tuning_defaults(VILLAGE_AI_HARD, &t);
    assert_true(village_ai_search_tuning_set(&t, "exploration=0.7"));
    assert_true(village_ai_search_tuning_set(&t, "playout_turns=4"));
    assert_true(village_ai_search_tuning_set(&t, "win_weight=0"));
    assert_true(village_ai_search_tuning_set(&t, "learned_players=3"));
    assert_int_equal(t.learned_players, 3);
    assert_true(t.exploration == 0.7);
    assert_int_equal(t.playout_turns, 4);
    assert_true(t.win_weight == 0.0);
    village_ai_search_tuning before = t;
    const char *bad[] = {"exploration",
                         "exploration=",
                         "exploration=x",
                         "explorationx=1",
                         "explor=1",
                         "=1",
                         "playout_turns=2.5",
                         "win_weight=1.5",
                         "reward_scale=0",
                         "playout_epsilon=-1",
                         "prior_temperature=nan",
                         "learned_players=1",
                         "learned_players=5",
                         "learned_players=2.5",
                         NULL};
    for (int i = 0; bad[i]; i++) {
        assert_false(village_ai_search_tuning_set(&t, bad[i]));
        assert_memory_equal(&t, &before, sizeof t);
    }
    assert_false(village_ai_search_tuning_set(&t, NULL));
}

static void a_tuned_config_reaches_the_search(void **state)
{
    (void)state;
    village_ai_config cfg = aifx_config(VILLAGE_AI_HARD, 5, 300);
    ai_search_params plain, tuned;
    ai_search_params_of(&cfg, &plain);
    cfg.search_tuned = true;
    village_ai_search_tuning_defaults(VILLAGE_AI_HARD, &cfg.search);
    assert_true(village_ai_search_tuning_set(&cfg.search, "exploration=0.25"));
    assert_true(village_ai_search_tuning_set(&cfg.search, "prior_temperature=3"));
    assert_true(village_ai_search_tuning_set(&cfg.search, "reward_scale=9"));
    assert_true(village_ai_search_tuning_set(&cfg.search, "win_weight=0.75"));
    assert_true(village_ai_search_tuning_set(&cfg.search, "playout_turns=5"));
    assert_true(village_ai_search_tuning_set(&cfg.search, "playout_epsilon=0.02"));
    ai_search_params_of(&cfg, &tuned);
    assert_true(tuned.exploration == 0.25 && plain.exploration != 0.25);
    assert_true(tuned.prior_temperature == 3.0 && plain.prior_temperature != 3.0);
    assert_true(tuned.reward_scale == 9.0 && plain.reward_scale != 9.0);
    assert_true(tuned.win_weight == 0.75 && plain.win_weight != 0.75);
    assert_int_equal(tuned.playout_turns, 5);
    assert_int_not_equal(plain.playout_turns, 5);
    assert_true(tuned.playout_epsilon == 0.02 && plain.playout_epsilon != 0.02);
    /* The budget is the config's either way. */
    assert_int_equal(tuned.max_iterations, 300);
    assert_int_equal(plain.max_iterations, 300);
}

/* Expert blends an installed learned evaluation into its playouts' rewards
 * in 2-, 3- and 4-player games, where it was measured stronger (docs/ai.md,
 * "Learned evaluation"); learned_players=2 keeps it to 2-player games. */
static void expert_blends_the_learned_evaluation_where_it_was_measured(void **state)
{
    (void)state;
    village_learned *set = calloc(1, sizeof *set);
    assert_non_null(set);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        set->has[n] = true;
        village_learned_net_init(&set->net[n], 8, 40 + (uint64_t)n);
    }
    village_learned_install(set);
    ai_search_params hard, expert;
    ai_search_defaults(VILLAGE_AI_HARD, &hard);
    ai_search_defaults(VILLAGE_AI_EXPERT, &expert);
    assert_null(hard.learned);
    assert_ptr_equal(expert.learned, set);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_state s;
        aifx_random_position(&s, n, aifx_run_seed + (uint64_t)n, 30);
        assert_false(village_game_over(&s));
        ai_search_params blended = expert, alone = expert, measuring = expert;
        blended.viewer = alone.viewer = measuring.viewer = s.actor;
        alone.learned_weight = 0;
        measuring.learned_players = 2;
        double with[VILLAGE_MAX_PLAYERS], without[VILLAGE_MAX_PLAYERS],
            everywhere[VILLAGE_MAX_PLAYERS];
        ai_rewards(&s, &blended, NULL, with);
        ai_rewards(&s, &alone, NULL, without);
        ai_rewards(&s, &measuring, NULL, everywhere);
        bool same = true, same_measuring = true;
        for (int p = 0; p < n; p++) {
            same = same && with[p] == without[p];
            same_measuring = same_measuring && everywhere[p] == without[p];
        }
        assert_false(same);
        if (n == 2)
            assert_false(same_measuring);
        else
            assert_true(same_measuring);
    }
    village_learned_install(NULL);
    free(set);
}

/* The level's own values, given as a tuning, search exactly as no tuning. */
static void the_levels_values_decide_as_before(void **state)
{
    (void)state;
    for (int k = 0; k < 4; k++) {
        village_state s;
        aifx_random_position(&s, 2 + k % 3, aifx_run_seed + (uint64_t)k, 20 + 15 * k);
        if (village_game_over(&s))
            continue;
        village_ai_config cfg =
            aifx_config(VILLAGE_AI_HARD, aifx_run_seed + 100 + (uint64_t)k, 200);
        village_move plain, tuned;
        village_ai_stats plain_stats, tuned_stats;
        assert_true(village_ai_choose(&s, &cfg, NULL, &plain, &plain_stats));
        cfg.search_tuned = true;
        village_ai_search_tuning_defaults(VILLAGE_AI_HARD, &cfg.search);
        assert_true(village_ai_choose(&s, &cfg, NULL, &tuned, &tuned_stats));
        assert_true(village_move_equal(&plain, &tuned));
        assert_int_equal(plain_stats.iterations, tuned_stats.iterations);
    }
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 1616);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_are_the_levels),
        cmocka_unit_test(parses_names_and_refuses_the_rest),
        cmocka_unit_test(a_tuned_config_reaches_the_search),
        cmocka_unit_test(expert_blends_the_learned_evaluation_where_it_was_measured),
        cmocka_unit_test(the_levels_values_decide_as_before),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
