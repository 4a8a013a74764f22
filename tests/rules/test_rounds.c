/* Rounds and turns: R-RND-1 … R-RND-6. */
#include "fixtures.h"

static int cubes_of_colour(const village_state *s, int colour)
{
    int n = 0;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        n += s->spaces[sp][colour];
    return n;
}

static int bag_total(const village_state *s)
{
    int n = 0;
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
        n += s->green_bag[c];
    return n;
}

/* R-RND-1 */
static void test_R_RND_1_marker_holder_starts_next_round(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_COUNCIL, VILLAGE_BROWN, 1); /* the last cube of the round */
    fx_place(&s, 1, G1A, VILLAGE_COUNCIL_CHAMBER, 0);
    fx_turn(&s, 1);
    play(&s, "take council brown");
    play(&s, "council-privilege");
    village_events ev;
    play_ev(&s, "privilege 1", &ev);

    int taken = fx_find_event(&ev, VILLAGE_EV_NEXT_START_TAKEN, 1, 0);
    int mass = fx_find_event(&ev, VILLAGE_EV_MASS_STARTED, -1, 0);
    int changed = fx_find_event(&ev, VILLAGE_EV_START_PLAYER_CHANGED, 1, 0);
    int round = fx_find_event(&ev, VILLAGE_EV_ROUND_STARTED, 1, 0);
    assert_true(taken >= 0 && taken < mass && mass < changed && changed < round);
    assert_int_equal(ev.items[round].a, 2);
    assert_int_equal(s.round, 2);
    assert_int_equal(s.start_player, 1);
    assert_int_equal(s.next_start_holder, VILLAGE_NOBODY); /* back on the council */
    assert_int_equal(s.turn_player, 1);
    assert_int_equal(s.actor, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
}

/* R-RND-1: without the marker taken, the starting player stays. */
static void test_R_RND_1_start_player_kept_without_marker(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_BROWN, 1);
    fx_turn(&s, 1);
    play(&s, "take harvest brown");
    village_events ev;
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_START_PLAYER_CHANGED), 0);
    assert_int_equal(s.round, 2);
    assert_int_equal(s.start_player, 0);
    assert_int_equal(s.actor, 0);
}

/* R-RND-2: the setup card's numbers for 2, 3 and 4 players. */
static void test_R_RND_2_seeding_per_player_count(void **state)
{
    (void)state;
    static const int per_space[5] = {[2] = 2, [3] = 3, [4] = 3};
    static const int per_colour[5] = {[2] = 3, [3] = 4, [4] = 5};
    for (int n = 2; n <= 4; n++) {
        village_state s;
        assert_true(village_new_game(&s, n, FX_SEED, 0));
        for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
            int on_space = 0;
            for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
                on_space += s.spaces[sp][c];
            assert_int_equal(on_space, per_space[n]);
        }
        for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
            assert_int_equal(cubes_of_colour(&s, c) + s.green_bag[c], per_colour[n]);
        assert_int_equal(cubes_of_colour(&s, VILLAGE_PLAGUE) + s.green_bag[VILLAGE_PLAGUE], 6);
    }
}

static int cubes_to_bag(const village_events *ev, int colour)
{
    for (int i = 0; i < ev->count; i++)
        if (ev->items[i].kind == VILLAGE_EV_CUBES_TO_BAG && ev->items[i].a == colour)
            return ev->items[i].amount;
    return 0;
}

/* R-RND-2: only what the supply holds goes in, all plague cubes go in, and
 * what stays in the bag is kept for later. */
static void test_R_RND_2_seeding_limited_by_supply_all_plague(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_ORANGE, 1);
    s.green_bag[VILLAGE_PINK] = 2; /* left over from an earlier round */
    s.green_bag[VILLAGE_PLAGUE] = 1;
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 17); /* one brown left in the supply */
    fx_set_cubes(&s, 1, VILLAGE_GREEN, 18); /* no green left */
    play(&s, "take harvest orange");
    village_events ev;
    play_ev(&s, "skip", &ev);

    assert_int_equal(cubes_to_bag(&ev, VILLAGE_BROWN), 1);
    assert_int_equal(cubes_to_bag(&ev, VILLAGE_PINK), 3);
    assert_int_equal(cubes_to_bag(&ev, VILLAGE_ORANGE), 3);
    assert_int_equal(cubes_to_bag(&ev, VILLAGE_GREEN), 0);
    assert_int_equal(cubes_to_bag(&ev, VILLAGE_PLAGUE), 5);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_CUBES_TO_BAG), 4);

    assert_int_equal(cubes_of_colour(&s, VILLAGE_BROWN) + s.green_bag[VILLAGE_BROWN], 1);
    assert_int_equal(cubes_of_colour(&s, VILLAGE_PINK) + s.green_bag[VILLAGE_PINK], 5);
    assert_int_equal(cubes_of_colour(&s, VILLAGE_ORANGE) + s.green_bag[VILLAGE_ORANGE], 3);
    assert_int_equal(cubes_of_colour(&s, VILLAGE_GREEN) + s.green_bag[VILLAGE_GREEN], 0);
    assert_int_equal(cubes_of_colour(&s, VILLAGE_PLAGUE) + s.green_bag[VILLAGE_PLAGUE], 6);
    assert_int_equal(village_cubes_on_board(&s), 14);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_CUBE_SEEDED), 14);
    assert_int_equal(bag_total(&s), 1); /* 15 in the bag, 14 drawn */
}

/* R-RND-2: with every influence cube in the players' hands, only the plague
 * cubes come out, space by space in board order, until the bag is empty. */
static void test_R_RND_2_seeding_stops_when_bag_is_empty(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 4);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_ORANGE, 1);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        fx_set_cubes(&s, c, c, c == VILLAGE_ORANGE ? 17 : 18);
    play(&s, "take harvest orange");
    play(&s, "skip");
    assert_int_equal(s.round, 2);
    assert_int_equal(village_cubes_on_board(&s), 6);
    assert_int_equal(cubes_of_colour(&s, VILLAGE_PLAGUE), 6);
    assert_int_equal(s.spaces[VILLAGE_HARVEST][VILLAGE_PLAGUE], 3);
    assert_int_equal(s.spaces[VILLAGE_FAMILY][VILLAGE_PLAGUE], 3);
    assert_int_equal(bag_total(&s), 0);
}

/* R-RND-3 */
static void test_R_RND_3_turns_clockwise_take_or_well_only(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 3);
    s.start_player = 1;
    fx_turn(&s, 1);
    fx_put_cubes(&s, VILLAGE_FAMILY, VILLAGE_ORANGE, 3);
    fx_set_cubes(&s, 1, VILLAGE_GREEN, 3);

    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&s, moves);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_true(moves[i].kind == VILLAGE_MOVE_TAKE_CUBE || moves[i].kind == VILLAGE_MOVE_WELL);
    assert_true(fx_count_moves(&s, VILLAGE_MOVE_WELL) > 0);
    refute(&s, "skip");
    refute(&s, "harvest");
    refute(&s, "pass");

    static const int order[] = {1, 2, 0, 1};
    for (int k = 0; k < 3; k++) {
        assert_int_equal(s.actor, order[k]);
        assert_int_equal(s.turn_player, order[k]);
        play(&s, "take family orange");
        play(&s, "skip");
        assert_int_equal(s.players[order[k]].cubes[VILLAGE_ORANGE], 1);
    }
    assert_int_equal(s.actor, order[3]);
    assert_int_equal(s.spaces[VILLAGE_FAMILY][VILLAGE_ORANGE], 0);
}

/* R-RND-4 */
static void test_R_RND_4_influence_to_farmyard_plague_costs_two_time(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_put_cubes(&s, VILLAGE_CRAFTS, VILLAGE_PLAGUE, 1);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_PINK, 1);
    play(&s, "take harvest pink");
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 1);
    assert_int_equal(s.spaces[VILLAGE_HARVEST][VILLAGE_PINK], 0);
    play(&s, "skip");

    int supply = village_supply_cubes(&s, VILLAGE_PLAGUE);
    village_events ev;
    play_ev(&s, "take crafts plague", &ev);
    assert_int_equal(village_supply_cubes(&s, VILLAGE_PLAGUE), supply + 1);
    assert_int_equal(s.players[1].lifetime, 2);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        assert_int_equal(s.players[1].cubes[c], 0);
    int spent = fx_find_event(&ev, VILLAGE_EV_TIME_SPENT, 1, 0);
    assert_true(spent >= 0);
    assert_int_equal(ev.items[spent].amount, 2);
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION); /* the action may still follow */
    assert_int_equal(s.action_space, VILLAGE_CRAFTS);
}

/* R-RND-5 */
static void test_R_RND_5_action_optional_market_compulsory(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    play(&s, "take harvest orange");
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
    assert_int_equal(s.action_space, VILLAGE_HARVEST);
    assert_true(fx_is_legal(&s, "harvest"));
    village_events ev;
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_ACTION_SKIPPED), 1);
    assert_int_equal(s.players[0].grain, 0);
    assert_int_equal(s.actor, 1);

    /* Yellow can serve stall 1: the market day is held, there is no skip. */
    int tile = s.stalls[0];
    const village_customer *c = &village_board_data.customers[tile];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        s.players[1].goods[g] = c->goods[g];
    s.players[1].grain = c->grain;
    play_ev(&s, "take market orange", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MARKET_DAY_STARTED), 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    refute(&s, "skip");
    play(&s, "serve 1");
    assert_true((s.players[1].customers >> tile) & 1);
}

/* R-RND-5: a market day nobody can serve at is still held, and ends at once. */
static void test_R_RND_5_market_held_even_if_nobody_can_serve(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    village_events ev;
    play_ev(&s, "take market orange", &ev);
    int started = fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_STARTED, 0, 0);
    int ended = fx_find_event(&ev, VILLAGE_EV_MARKET_DAY_ENDED, -1, 0);
    assert_true(started >= 0 && started < ended);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MARKET_PASSED), 2);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
}

/* R-RND-6 */
static void test_R_RND_6_last_cube_action_then_mass_then_new_round(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_GREEN, 1);
    fx_turn(&s, 1);
    play(&s, "take harvest green");
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION); /* the action still comes */
    village_events ev;
    play_ev(&s, "harvest", &ev);
    int grain = fx_find_event(&ev, VILLAGE_EV_GRAIN_CHANGED, 1, 0);
    int mass = fx_find_event(&ev, VILLAGE_EV_MASS_STARTED, -1, 0);
    int mass_end = fx_find_event(&ev, VILLAGE_EV_MASS_ENDED, -1, 0);
    int round = fx_find_event(&ev, VILLAGE_EV_ROUND_STARTED, -1, 0);
    assert_true(grain >= 0 && grain < mass && mass < mass_end && mass_end < round);
    assert_int_equal(ev.items[mass].a, 0); /* not the final mass */
    assert_int_equal(s.players[1].grain, 2);
    assert_int_equal(s.round, 2);
    assert_int_equal(village_cubes_on_board(&s), 14);
    assert_int_equal(s.actor, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
}

/* R-RND-6: the round does not end while cubes remain. */
static void test_R_RND_6_round_goes_on_while_cubes_remain(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_GREEN, 2);
    play(&s, "take harvest green");
    village_events ev;
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MASS_STARTED), 0);
    assert_int_equal(s.round, 1);
    assert_int_equal(s.actor, 1);
    assert_int_equal(village_cubes_on_board(&s), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_RND_1_marker_holder_starts_next_round),
        cmocka_unit_test(test_R_RND_1_start_player_kept_without_marker),
        cmocka_unit_test(test_R_RND_2_seeding_per_player_count),
        cmocka_unit_test(test_R_RND_2_seeding_limited_by_supply_all_plague),
        cmocka_unit_test(test_R_RND_2_seeding_stops_when_bag_is_empty),
        cmocka_unit_test(test_R_RND_3_turns_clockwise_take_or_well_only),
        cmocka_unit_test(test_R_RND_4_influence_to_farmyard_plague_costs_two_time),
        cmocka_unit_test(test_R_RND_5_action_optional_market_compulsory),
        cmocka_unit_test(test_R_RND_5_market_held_even_if_nobody_can_serve),
        cmocka_unit_test(test_R_RND_6_last_cube_action_then_mass_then_new_round),
        cmocka_unit_test(test_R_RND_6_round_goes_on_while_cubes_remain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
