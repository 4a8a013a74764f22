/* The easy player's basic sense in constructed positions: it serves a
 * customer when it can, and does not waste its cube by skipping an action
 * that is useful. */
#include "ai_fixtures.h"

#include "village/board.h"

/* A fresh 2-player game in which player 0 (to move) finds one brown cube on
 * 'space' and nothing else on the board. */
static void game_with_cube_on(village_state *s, int space, uint64_t seed)
{
    assert_true(village_new_game(s, 2, seed, 0));
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            s->spaces[sp][c] = 0;
    s->spaces[space][VILLAGE_BROWN] = 1;
    s->spaces[VILLAGE_HARVEST][VILLAGE_PINK] += 1; /* the round goes on afterwards */
}

static void take_cube(village_state *s, int space)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_TAKE_CUBE && moves[i].where == space &&
            moves[i].what == VILLAGE_BROWN) {
            assert_true(village_apply(s, &moves[i], NULL));
            return;
        }
    fail_msg("no cube to take on %s", village_space_name(space));
}

static village_move easy_choice(const village_state *s, uint64_t seed)
{
    village_ai_config cfg = aifx_config(VILLAGE_AI_EASY, seed, 0);
    village_move m;
    assert_true(village_ai_choose(s, &cfg, NULL, &m, NULL));
    aifx_assert_legal(s, &m);
    return m;
}

/* Player 0 holds exactly what the customer in stall 0 asks for. */
static void hold_wishes_of_stall(village_state *s, int stall)
{
    const village_customer *c = &village_board_data.customers[s->stalls[stall]];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        s->players[0].goods[g] = c->goods[g];
    s->players[0].grain = c->grain;
}

static void test_easy_serves_a_customer_when_it_can(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        village_state s;
        game_with_cube_on(&s, VILLAGE_MARKET, aifx_run_seed + seed);
        hold_wishes_of_stall(&s, (int)(seed % 2));
        take_cube(&s, VILLAGE_MARKET);
        assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
        assert_int_equal(s.actor, 0);
        village_move m = easy_choice(&s, seed);
        assert_int_equal(m.kind, VILLAGE_MOVE_SERVE);
    }
}

static void test_easy_goes_to_market_with_a_customer_in_hand(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        village_state s;
        game_with_cube_on(&s, VILLAGE_MARKET, aifx_run_seed + seed);
        hold_wishes_of_stall(&s, 0);
        village_move m = easy_choice(&s, seed);
        assert_int_equal(m.kind, VILLAGE_MOVE_TAKE_CUBE);
        assert_int_equal(m.where, VILLAGE_MARKET);
    }
}

/* Resources for any action: cubes of every colour, a wagon. */
static void equip(village_state *s)
{
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        s->players[0].cubes[c] = 2;
    s->players[0].goods[VILLAGE_WAGON] = 1;
}

static void test_easy_does_not_skip_a_useful_action(void **state)
{
    (void)state;
    static const int spaces[] = {VILLAGE_HARVEST, VILLAGE_FAMILY,  VILLAGE_CRAFTS,
                                 VILLAGE_TRAVEL,  VILLAGE_COUNCIL, VILLAGE_CHURCH};
    for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; i++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            village_state s;
            game_with_cube_on(&s, spaces[i], aifx_run_seed + seed);
            equip(&s);
            take_cube(&s, spaces[i]);
            assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
            village_move m = easy_choice(&s, seed);
            if (m.kind == VILLAGE_MOVE_SKIP)
                fail_msg("easy skipped the %s action", village_space_name(spaces[i]));
        }
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easy_serves_a_customer_when_it_can),
        cmocka_unit_test(test_easy_goes_to_market_with_a_customer_in_hand),
        cmocka_unit_test(test_easy_does_not_skip_a_useful_action),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
