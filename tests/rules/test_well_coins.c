/* The well and coins as jokers: R-WEL-1, R-COI-1. */
#include "fixtures.h"

static int count_well_moves(const village_state *s, int colour)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    int count = 0;
    for (int i = 0; i < n; i++)
        count += moves[i].kind == VILLAGE_MOVE_WELL && (colour < 0 || moves[i].what == colour);
    return count;
}

/* R-WEL-1: three cubes of one colour for any action, even one whose space
 * is empty; no cube leaves the board. */
static void test_R_WEL_1_three_cubes_of_one_colour_for_any_action(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_ORANGE, 0);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 4);
    s.players[0].coins = 0;
    int on_board = village_cubes_on_board(&s);
    village_events ev;
    play_ev(&s, "well green harvest", &ev);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 1);
    assert_int_equal(village_cubes_on_board(&s), on_board);
    int used = fx_find_event(&ev, VILLAGE_EV_WELL_USED, 0, 0);
    assert_true(used >= 0);
    assert_int_equal(ev.items[used].a, VILLAGE_GREEN);
    assert_int_equal(ev.items[used].b, VILLAGE_HARVEST);
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
    assert_int_equal(s.action_space, VILLAGE_HARVEST);
    play(&s, "harvest");
    assert_int_equal(s.players[0].grain, 2);
    assert_int_equal(s.actor, 1);
}

/* R-WEL-1: never plague, never mixed colours. */
static void test_R_WEL_1_one_influence_colour_only(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].coins = 0;
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 1);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 1);
    fx_put_cubes(&s, VILLAGE_FAMILY, VILLAGE_PLAGUE, 3);
    assert_int_equal(count_well_moves(&s, -1), 0);

    fx_set_cubes(&s, 0, VILLAGE_BROWN, 3);
    assert_int_equal(count_well_moves(&s, VILLAGE_BROWN), VILLAGE_SPACES);
    assert_int_equal(count_well_moves(&s, -1), VILLAGE_SPACES);
    assert_int_equal(count_well_moves(&s, VILLAGE_PLAGUE), 0);
    refute(&s, "well plague harvest");
}

/* R-WEL-1: with no cube left on the board (only in the final actions) the
 * well is closed; the free action of R-END-2 takes its place. */
static void test_R_WEL_1_needs_a_cube_on_the_board(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 3);
    fx_final_action(&s, 1, 0, NULL, 0);
    assert_int_equal(count_well_moves(&s, -1), 0);
    refute(&s, "well green harvest");
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_FREE_ACTION), VILLAGE_SPACES);

    fx_put_cubes(&s, VILLAGE_CHURCH, VILLAGE_PINK, 1);
    assert_true(fx_is_legal(&s, "well green harvest"));
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_FREE_ACTION), 0);
}

/* R-COI-1: coins complete the well's three cubes; three coins alone are one
 * way to pay whatever the colour, listed once (under brown). */
static void test_R_COI_1_coins_in_the_well(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    s.players[0].coins = 3;
    refute(&s, "well green harvest"); /* two cubes are not three */
    village_events ev;
    play_ev(&s, "well green harvest coins=green", &ev);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 0);
    assert_int_equal(s.players[0].coins, 2);
    int coins = fx_find_event(&ev, VILLAGE_EV_COINS_CHANGED, 0, 0);
    assert_int_equal(ev.items[coins].amount, -1);

    fx_new_game(&s, 2);
    s.players[0].coins = 3;
    assert_int_equal(count_well_moves(&s, -1), VILLAGE_SPACES);
    refute(&s, "well green church coins=green+green+green");
    play(&s, "well brown church coins=brown+brown+brown");
    assert_int_equal(s.players[0].coins, 0);
}

/* R-COI-1: a coin for the market's green cube. */
static void test_R_COI_1_coin_for_market_green(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_stall(&s, 0, 6); /* scroll + scroll */
    s.players[1].goods[VILLAGE_SCROLL] = 2;
    play(&s, "take market orange");
    assert_int_equal(s.actor, 1);
    refute(&s, "serve 1"); /* no green cube to pay with */
    play(&s, "serve 1 coins=green");
    assert_int_equal(s.players[1].coins, 0);
    assert_int_equal(s.players[1].lifetime, 1);
    assert_true((s.players[1].customers >> 6) & 1);
}

/* R-COI-1: coins for a road's cubes, the council's green and the church's
 * brown. */
static void test_R_COI_1_coins_for_travel_council_church(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].goods[VILLAGE_WAGON] = 1;
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 1);
    play(&s, "take travel orange");
    play(&s, "travel g1@farm A coins=brown");
    assert_int_equal(s.players[0].cubes[VILLAGE_BROWN], 0);
    assert_int_equal(s.players[0].coins, 0);

    fx_new_game(&s, 2);
    s.players[0].coins = 2;
    play(&s, "take council orange");
    play(&s, "council-enter g1@farm green coins=green+green");
    assert_int_equal(s.players[0].coins, 0);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_COUNCIL_CHAMBER);

    fx_new_game(&s, 2);
    play(&s, "take church orange");
    play(&s, "church g1@farm brown coins=brown");
    assert_int_equal(s.players[0].coins, 0);
    assert_int_equal(s.players[0].lifetime, 0);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_BLACK_BAG);
}

/* R-COI-1: coins for the crafts' cubes. */
static void test_R_COI_1_coins_for_craft_cubes(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    play(&s, "take crafts orange");
    play(&s, "make scroll cubes coins=pink");
    assert_int_equal(s.players[0].goods[VILLAGE_SCROLL], 1);
    assert_int_equal(s.players[0].coins, 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_ORANGE], 1);

    fx_new_game(&s, 2);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 1);
    play(&s, "take crafts orange");
    refute(&s, "make plough cubes coins=pink+orange"); /* only one coin */
    play(&s, "make plough cubes coins=pink");
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 1);
    assert_int_equal(s.players[0].cubes[VILLAGE_ORANGE], 0); /* the cube just taken */
    assert_int_equal(s.players[0].coins, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_WEL_1_three_cubes_of_one_colour_for_any_action),
        cmocka_unit_test(test_R_WEL_1_one_influence_colour_only),
        cmocka_unit_test(test_R_WEL_1_needs_a_cube_on_the_board),
        cmocka_unit_test(test_R_COI_1_coins_in_the_well),
        cmocka_unit_test(test_R_COI_1_coin_for_market_green),
        cmocka_unit_test(test_R_COI_1_coins_for_travel_council_church),
        cmocka_unit_test(test_R_COI_1_coins_for_craft_cubes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
