/* Market day: R-MKT-1 … R-MKT-4. */
#include "fixtures.h"

#include <string.h>

enum {
    TILE_SS = 6,  /* scroll + scroll */
    TILE_SG = 4,  /* scroll + grain */
    TILE_WW = 18, /* wagon + wagon */
    TILE_PP = 17, /* plough + plough */
    TILE_GG = 23, /* grain + grain */
    TILE_GGG = 5, /* grain x3 */
    TILE_HP = 0,  /* horse + plough */
};

static void give_goods(village_state *s, int player, int good, int count)
{
    s->players[player].goods[good] = (uint16_t)count;
}

static int customer_moves(const village_events *ev)
{
    return fx_count_events(ev, VILLAGE_EV_CUSTOMER_MOVED);
}

/* R-MKT-1 */
static void test_R_MKT_1_market_cube_starts_market_day(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_stall(&s, 0, TILE_SS);
    give_goods(&s, 0, VILLAGE_SCROLL, 2);
    village_events ev;
    play_ev(&s, "take market orange", &ev);
    int started = fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_STARTED, 0, 0);
    assert_true(started >= 0);
    assert_true(s.market_open);
    assert_int_equal(s.market_starter, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    assert_int_equal(s.actor, 0);
    assert_true(fx_is_legal(&s, "pass"));
    refute(&s, "skip");
}

/* R-MKT-1: the well also opens a market day, held the same way. */
static void test_R_MKT_1_market_day_through_the_well(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_stall(&s, 0, TILE_SS);
    give_goods(&s, 0, VILLAGE_SCROLL, 2);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 3);
    fx_put_cubes(&s, VILLAGE_MARKET, VILLAGE_ORANGE, 0);
    village_events ev;
    play_ev(&s, "well green market", &ev);
    assert_true(fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_STARTED, 0, 0) >= 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    play(&s, "serve 1");
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 0); /* first sale free */
    assert_true((s.players[0].customers >> TILE_SS) & 1);
}

/* Three players with distinct customers to serve; red starts the day. */
static void three_player_market(village_state *s)
{
    fx_new_game(s, 3);
    fx_set_stall(s, 0, TILE_SS);
    fx_set_stall(s, 1, TILE_WW);
    fx_set_stall(s, 2, TILE_PP);
    fx_set_stall(s, 3, TILE_GG);
    give_goods(s, 0, VILLAGE_SCROLL, 2);
    give_goods(s, 0, VILLAGE_PLOUGH, 2);
    give_goods(s, 1, VILLAGE_WAGON, 2);
    fx_set_cubes(s, 1, VILLAGE_GREEN, 1);
    s->players[2].grain = 2;
    fx_set_cubes(s, 2, VILLAGE_GREEN, 1);
}

/* R-MKT-2: the starter first, then clockwise; a pass is final. */
static void test_R_MKT_2_clockwise_from_starter_pass_is_final(void **state)
{
    (void)state;
    village_state s;
    three_player_market(&s);
    play(&s, "take market orange");
    assert_int_equal(s.actor, 0);
    play(&s, "serve 1");
    assert_int_equal(s.stalls[0], VILLAGE_NO_CUSTOMER);
    assert_true((s.players[0].customers >> TILE_SS) & 1); /* kept face down */
    assert_int_equal(s.players[0].goods[VILLAGE_SCROLL], 0);
    assert_int_equal(s.actor, 1);
    play(&s, "pass");
    assert_int_equal(s.actor, 2);
    play(&s, "serve 4");
    assert_int_equal(s.players[2].grain, 0);
    assert_int_equal(s.actor, 0);
    play(&s, "serve 3 coins=green");
    assert_int_equal(s.players[0].goods[VILLAGE_PLOUGH], 0);
    /* Yellow could still serve the wagons but has passed; blue and red have
     * nothing left to serve, so the day is over. */
    assert_false(s.market_open);
    assert_int_equal(s.players[1].customers, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
}

/* R-MKT-3: the starter's first sale is free, the second costs. */
static void test_R_MKT_3_only_first_sale_of_starter_is_free(void **state)
{
    (void)state;
    village_state s;
    three_player_market(&s);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 1);
    s.players[0].coins = 0;
    play(&s, "take market orange");
    village_events ev;
    play_ev(&s, "serve 1", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_CUBES_PAID), 0);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_TIME_SPENT), 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 1);
    assert_int_equal(s.players[0].lifetime, 0);
    play(&s, "pass");
    play(&s, "pass");
    assert_int_equal(s.actor, 0);
    play_ev(&s, "serve 3", &ev);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 0);
    assert_int_equal(s.players[0].lifetime, 1);
    int paid = fx_find_event(&ev, VILLAGE_EV_CUBES_PAID, 0, 0);
    assert_int_equal(ev.items[paid].a, VILLAGE_GREEN);
    assert_int_equal(ev.items[paid].amount, 1);
}

/* R-MKT-3: every other player's sale costs a green cube and a time. */
static void test_R_MKT_3_other_players_pay_green_and_time(void **state)
{
    (void)state;
    village_state s;
    three_player_market(&s);
    play(&s, "take market orange");
    play(&s, "pass");
    assert_int_equal(s.actor, 1);
    play(&s, "serve 2");
    assert_int_equal(s.players[1].cubes[VILLAGE_GREEN], 0);
    assert_int_equal(s.players[1].lifetime, 1);
    assert_int_equal(s.players[1].goods[VILLAGE_WAGON], 0);
    assert_int_equal(s.players[1].coins, 1);
}

/* R-MKT-3: without a green cube or a coin a costed sale is impossible, so
 * that player's go is an automatic pass. */
static void test_R_MKT_3_no_green_no_coin_no_sale(void **state)
{
    (void)state;
    village_state s;
    three_player_market(&s);
    fx_set_cubes(&s, 1, VILLAGE_GREEN, 0);
    s.players[1].coins = 0;
    play(&s, "take market orange");
    village_events ev;
    play_ev(&s, "serve 1", &ev);
    assert_true(fx_find_event(&ev, VILLAGE_EV_MARKET_PASSED, 1, 0) >= 0);
    assert_int_equal(s.actor, 2);
}

/* Red can serve stalls 2 and 4 (S+S, S+G) and nothing else. */
static void four_player_refill(village_state *s)
{
    fx_new_game(s, 4);
    fx_set_stall(s, 1, TILE_SS);
    fx_set_stall(s, 3, TILE_SG);
    give_goods(s, 0, VILLAGE_SCROLL, 3);
    s->players[0].grain = 1;
    fx_set_cubes(s, 0, VILLAGE_GREEN, 1);
}

static void serve_stalls_2_and_4(village_state *s, village_events *ev)
{
    play(s, "take market orange");
    play(s, "serve 2");
    assert_int_equal(s->actor, 0); /* the others cannot serve */
    play_ev(s, "serve 4", ev);
    assert_false(s->market_open);
}

/* R-MKT-4: waiting customers fill the empty stalls in order, the line moves
 * up and refills from the pile. */
static void test_R_MKT_4_refill_order(void **state)
{
    (void)state;
    village_state s;
    four_player_refill(&s);
    uint8_t stalls[5], waiting[5];
    memcpy(stalls, s.stalls, 5);
    memcpy(waiting, s.waiting, 5);
    int top = s.pile_top;
    uint8_t next0 = s.pile[top], next1 = s.pile[top + 1];
    village_events ev;
    serve_stalls_2_and_4(&s, &ev);
    const uint8_t want_stalls[5] = {stalls[0], waiting[0], stalls[2], waiting[1], stalls[4]};
    const uint8_t want_waiting[5] = {waiting[2], waiting[3], waiting[4], next0, next1};
    assert_memory_equal(s.stalls, want_stalls, 5);
    assert_memory_equal(s.waiting, want_waiting, 5);
    assert_int_equal(s.pile_top, top + 2);
    assert_int_equal(customer_moves(&ev), 7);
}

/* R-MKT-4: an exhausted pile leaves the end of the line empty. */
static void test_R_MKT_4_exhausted_pile_leaves_gaps(void **state)
{
    (void)state;
    village_state s;
    four_player_refill(&s);
    while (s.pile_top < VILLAGE_CUSTOMERS - 1)
        fx_serve_customer(&s, 2, s.pile[s.pile_top]);
    uint8_t waiting[5];
    memcpy(waiting, s.waiting, 5);
    uint8_t last = s.pile[VILLAGE_CUSTOMERS - 1];
    village_events ev;
    serve_stalls_2_and_4(&s, &ev);
    const uint8_t want_waiting[5] = {waiting[2], waiting[3], waiting[4], last, VILLAGE_NO_CUSTOMER};
    assert_int_equal(s.stalls[1], waiting[0]);
    assert_int_equal(s.stalls[3], waiting[1]);
    assert_memory_equal(s.waiting, want_waiting, 5);
    assert_int_equal(s.pile_top, VILLAGE_CUSTOMERS);
}

/* R-MKT-4: nobody served, nothing moves. */
static void test_R_MKT_4_nobody_served_nothing_moves(void **state)
{
    (void)state;
    village_state s;
    four_player_refill(&s);
    uint8_t stalls[5], waiting[5];
    memcpy(stalls, s.stalls, 5);
    memcpy(waiting, s.waiting, 5);
    int top = s.pile_top;
    play(&s, "take market orange");
    village_events ev;
    play_ev(&s, "pass", &ev);
    assert_false(s.market_open);
    assert_int_equal(customer_moves(&ev), 0);
    assert_memory_equal(s.stalls, stalls, 5);
    assert_memory_equal(s.waiting, waiting, 5);
    assert_int_equal(s.pile_top, top);
}

/* R-MKT-4: with two players only stalls 1, 2 and 3 are ever filled. */
static void test_R_MKT_4_refill_only_stalls_in_use(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_stall(&s, 2, TILE_HP);
    give_goods(&s, 0, VILLAGE_HORSE, 1);
    give_goods(&s, 0, VILLAGE_PLOUGH, 1);
    uint8_t waiting[5];
    memcpy(waiting, s.waiting, 5);
    uint8_t next = s.pile[s.pile_top];
    play(&s, "take market orange");
    play(&s, "serve 3");
    assert_false(s.market_open);
    assert_int_equal(s.stalls[2], waiting[0]);
    assert_int_equal(s.stalls[3], VILLAGE_NO_CUSTOMER);
    assert_int_equal(s.stalls[4], VILLAGE_NO_CUSTOMER);
    const uint8_t want_waiting[5] = {waiting[1], waiting[2], waiting[3], waiting[4], next};
    assert_memory_equal(s.waiting, want_waiting, 5);
}

/* R-MKT-4: once every customer is gone the market stays empty; a market day
 * is still held and ends at once. */
static void test_R_MKT_4_market_empty_for_good(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        fx_serve_customer(&s, t % 2, t);
    give_goods(&s, 0, VILLAGE_SCROLL, 5);
    village_events ev;
    play_ev(&s, "take market orange", &ev);
    int started = fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_STARTED, 0, 0);
    int ended = fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_ENDED, -1, 0);
    assert_true(started >= 0 && started < ended);
    assert_int_equal(customer_moves(&ev), 0);
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        assert_int_equal(s.stalls[i], VILLAGE_NO_CUSTOMER);
        assert_int_equal(s.waiting[i], VILLAGE_NO_CUSTOMER);
    }
    assert_int_equal(s.actor, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_MKT_1_market_cube_starts_market_day),
        cmocka_unit_test(test_R_MKT_1_market_day_through_the_well),
        cmocka_unit_test(test_R_MKT_2_clockwise_from_starter_pass_is_final),
        cmocka_unit_test(test_R_MKT_3_only_first_sale_of_starter_is_free),
        cmocka_unit_test(test_R_MKT_3_other_players_pay_green_and_time),
        cmocka_unit_test(test_R_MKT_3_no_green_no_coin_no_sale),
        cmocka_unit_test(test_R_MKT_4_refill_order),
        cmocka_unit_test(test_R_MKT_4_exhausted_pile_leaves_gaps),
        cmocka_unit_test(test_R_MKT_4_nobody_served_nothing_moves),
        cmocka_unit_test(test_R_MKT_4_refill_only_stalls_in_use),
        cmocka_unit_test(test_R_MKT_4_market_empty_for_good),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
