/* Every AI move is legal and keeps the rules' invariants, at every level,
 * over whole games with small search budgets. */
#include "ai_fixtures.h"

#include <stdio.h>

enum { GAMES_PER_LINEUP = 3, DECISION_LIMIT = 20000 };

typedef struct lineup {
    int players;
    int levels[VILLAGE_MAX_PLAYERS];
} lineup;

static const lineup LINEUPS[] = {
    {2, {VILLAGE_AI_EASY, VILLAGE_AI_RANDOM}},
    {2, {VILLAGE_AI_MEDIUM, VILLAGE_AI_EASY}},
    {3, {VILLAGE_AI_HARD, VILLAGE_AI_EASY, VILLAGE_AI_RANDOM}},
    {4, {VILLAGE_AI_STRONGEST, VILLAGE_AI_MEDIUM, VILLAGE_AI_EASY, VILLAGE_AI_RANDOM}},
};

static void play_checked_game(const lineup *l, uint64_t seed)
{
    village_state s;
    assert_true(village_new_game(&s, l->players, seed, -1));
    int decisions = 0;
    while (!village_game_over(&s)) {
        assert_true(decisions++ < DECISION_LIMIT);
        village_ai_config cfg =
            aifx_config(l->levels[s.actor], seed * 7919 + (uint64_t)decisions, 12);
        village_move m;
        village_ai_stats stats;
        assert_true(village_ai_choose(&s, &cfg, NULL, &m, &stats));
        aifx_assert_legal(&s, &m);
        assert_true(village_apply(&s, &m, NULL));
        char why[256];
        if (!village_check_invariants(&s, why, sizeof why))
            fail_msg("invariant broken after an AI move: %s (seed %llu)", why,
                     (unsigned long long)aifx_run_seed);
    }
    village_move m;
    village_ai_config cfg = aifx_config(VILLAGE_AI_EASY, seed, 0);
    assert_false(village_ai_choose(&s, &cfg, NULL, &m, NULL)); /* game over: nothing to do */
}

static void test_every_ai_move_is_legal(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof LINEUPS / sizeof LINEUPS[0]; i++)
        for (int g = 0; g < GAMES_PER_LINEUP; g++)
            play_checked_game(&LINEUPS[i], aifx_run_seed + 1000 * i + (uint64_t)g);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_ai_move_is_legal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
