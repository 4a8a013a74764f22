/* Travel: R-TRV-1 … R-TRV-3 (map and rewards of docs/rules.md section B). */
#include "fixtures.h"

/* Red, with one wagon and no coin, has taken the travel cube. */
static void travel_ready(village_state *s, int brown, int pink, int orange)
{
    fx_new_game(s, 2);
    fx_put_cubes(s, VILLAGE_TRAVEL, VILLAGE_ORANGE, 0);
    fx_put_cubes(s, VILLAGE_TRAVEL, VILLAGE_GREEN, 2);
    village_player *p = &s->players[0];
    p->goods[VILLAGE_WAGON] = 1;
    p->coins = 0;
    fx_set_cubes(s, 0, VILLAGE_BROWN, brown);
    fx_set_cubes(s, 0, VILLAGE_PINK, pink);
    fx_set_cubes(s, 0, VILLAGE_ORANGE, orange);
    play(s, "take travel green");
    assert_int_equal(s->phase, VILLAGE_PHASE_ACTION);
}

static int destinations(const village_state *s, int member_place, uint8_t *cities)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    int found = 0;
    *cities = 0;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind != VILLAGE_MOVE_TRAVEL)
            continue;
        if (s->players[s->actor].members[moves[i].member].place != member_place)
            continue;
        *cities |= (uint8_t)(1u << moves[i].where);
        found++;
    }
    return found;
}

/* R-TRV-1 */
static void test_R_TRV_1_trip_costs_time_wagon_and_road_cubes(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 0, 0);
    village_events ev;
    play_ev(&s, "travel g1@farm A", &ev);
    const village_player *p = &s.players[0];
    assert_int_equal(p->lifetime, 2);
    assert_int_equal(p->goods[VILLAGE_WAGON], 0);
    assert_int_equal(p->cubes[VILLAGE_BROWN], 0);
    assert_int_equal(p->members[G1A].place, VILLAGE_TRAVEL_MAP);
    assert_int_equal(p->members[G1A].spot, CITY_A);
    int paid = fx_find_event(&ev, VILLAGE_EV_CUBES_PAID, 0, 0);
    assert_int_equal(ev.items[paid].a, VILLAGE_BROWN);
    assert_int_equal(ev.items[paid].amount, 2);
}

/* R-TRV-1: no wagon, or too few cubes of the road's colour: no trip. */
static void test_R_TRV_1_wagon_and_road_colour_required(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 2, 2);
    s.players[0].goods[VILLAGE_WAGON] = 0;
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_TRAVEL), 0);

    travel_ready(&s, 1, 2, 0);
    refute(&s, "travel g1@farm A"); /* village-A is a brown road */
    play(&s, "travel g1@farm B");   /* village-B is pink */
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_BROWN], 1);
}

/* R-TRV-2: with nobody on the map, only the two cities next to the village. */
static void test_R_TRV_2_first_trip_to_a_city_next_to_village(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 2, 2);
    uint8_t cities;
    assert_int_equal(destinations(&s, VILLAGE_FARMYARD, &cities), 2);
    assert_int_equal(cities, (1u << CITY_A) | (1u << CITY_B));
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_TRAVEL), 2);
}

/* R-TRV-2: with a member on the map, another from the farmyard or that
 * member along one road, either way. */
static void test_R_TRV_2_member_on_map_moves_along_one_road(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 2, 2);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_A);
    s.players[0].cities = 1u << CITY_A;
    s.players[0].prestige = 3;
    uint8_t cities;
    assert_int_equal(destinations(&s, VILLAGE_FARMYARD, &cities), 2);
    assert_int_equal(destinations(&s, VILLAGE_TRAVEL_MAP, &cities), 2);
    assert_int_equal(cities, (1u << CITY_C) | (1u << CITY_D));
    refute(&s, "travel g1@city-A F");
    refute(&s, "travel g1@farm C");
    play(&s, "travel g1@city-A D"); /* A-D is pink */
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 0);
    assert_int_equal(s.players[0].members[G1A].spot, CITY_D);

    travel_ready(&s, 2, 2, 2);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_D);
    s.players[0].cities = 1u << CITY_D;
    assert_int_equal(destinations(&s, VILLAGE_TRAVEL_MAP, &cities), 4);
    assert_int_equal(cities, (1u << CITY_A) | (1u << CITY_B) | (1u << CITY_F) | (1u << CITY_G));
}

/* R-TRV-2: every trip listed can be named by its canonical text. */
static void test_R_TRV_2_trip_text_parses_back(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 2, 2);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_A);
    s.players[0].cities = 1u << CITY_A;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&s, moves);
    for (int i = 0; i < n; i++) {
        char text[128];
        village_move parsed;
        village_move_format(&s, &moves[i], text, sizeof text);
        if (!village_move_parse(&s, text, &parsed))
            fail_msg("the canonical text '%s' does not parse", text);
        assert_true(village_move_equal(&parsed, &moves[i]));
    }
}

/* R-TRV-3: first visit: a marker and the city's reward. */
static void test_R_TRV_3_marker_and_reward_on_first_visit(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 0, 0);
    village_events ev;
    play_ev(&s, "travel g1@farm A", &ev);
    assert_int_equal(s.players[0].cities, 1u << CITY_A);
    assert_int_equal(s.players[0].prestige, 3);
    int marker = fx_find_event(&ev, VILLAGE_EV_MARKER_PLACED, 0, 0);
    assert_int_equal(ev.items[marker].a, CITY_A);
    int prestige = fx_find_event(&ev, VILLAGE_EV_PRESTIGE, 0, 0);
    assert_int_equal(ev.items[prestige].a, VILLAGE_PRESTIGE_CITY);
    assert_int_equal(ev.items[prestige].amount, 3);

    /* C: a coin. */
    travel_ready(&s, 0, 0, 2);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_A);
    s.players[0].cities = 1u << CITY_A;
    s.players[0].prestige = 3;
    play(&s, "travel g1@city-A C");
    assert_int_equal(s.players[0].coins, 1);
    assert_int_equal(s.players[0].prestige, 3);
    assert_int_equal(s.players[0].cities, (1u << CITY_A) | (1u << CITY_C));

    /* D: two influence cubes of the player's choice. */
    travel_ready(&s, 0, 2, 0);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_A);
    s.players[0].cities = 1u << CITY_A;
    s.players[0].prestige = 3;
    play(&s, "travel g1@city-A D");
    assert_int_equal(s.phase, VILLAGE_PHASE_CHOOSE_CUBES);
    assert_int_equal(s.cubes_to_choose, 2);
    play(&s, "cubes brown green");
    assert_int_equal(s.players[0].cubes[VILLAGE_BROWN], 1);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 2); /* one was the travel cube */
    assert_int_equal(s.actor, 1);
}

/* R-TRV-3: a city already marked by the player gives nothing. */
static void test_R_TRV_3_marked_city_gives_nothing(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 0, 0);
    s.players[0].cities = 1u << CITY_A;
    s.players[0].prestige = 3;
    village_events ev;
    play_ev(&s, "travel g1@farm A", &ev);
    assert_int_equal(s.players[0].prestige, 3);
    assert_int_equal(s.players[0].cities, 1u << CITY_A);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MARKER_PLACED), 0);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_PRESTIGE), 0);
    assert_int_equal(s.players[0].members[G1A].spot, CITY_A); /* the trip itself happens */
}

/* R-TRV-3 (and R-SET-2: six markers for cities): no seventh marker. */
static void test_R_TRV_3_six_markers_at_most(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 0, 0, 2);
    fx_place(&s, 0, G1A, VILLAGE_TRAVEL_MAP, CITY_F);
    s.players[0].cities = 0x3F; /* A … F */
    s.players[0].prestige = 9;
    village_events ev;
    play_ev(&s, "travel g1@city-F H", &ev); /* F-H is orange */
    assert_int_equal(s.players[0].members[G1A].spot, CITY_H);
    assert_int_equal(s.players[0].cities, 0x3F);
    assert_int_equal(s.players[0].prestige, 9);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MARKER_PLACED), 0);
    assert_int_equal(s.players[0].lifetime, 2);
    assert_int_equal(s.players[0].cubes[VILLAGE_ORANGE], 0);
}

/* R-TRV-3: members and markers of any colour share a city. */
static void test_R_TRV_3_cities_are_shared(void **state)
{
    (void)state;
    village_state s;
    travel_ready(&s, 2, 0, 0);
    fx_place(&s, 1, G1A, VILLAGE_TRAVEL_MAP, CITY_A);
    s.players[1].cities = 1u << CITY_A;
    s.players[1].prestige = 3;
    play(&s, "travel g1@farm A");
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_TRAVEL_MAP, CITY_A), 1);
    assert_int_equal(fx_members_at(&s, 1, VILLAGE_TRAVEL_MAP, CITY_A), 1);
    assert_int_equal(s.players[0].cities, 1u << CITY_A);
    assert_int_equal(s.players[0].prestige, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_TRV_1_trip_costs_time_wagon_and_road_cubes),
        cmocka_unit_test(test_R_TRV_1_wagon_and_road_colour_required),
        cmocka_unit_test(test_R_TRV_2_first_trip_to_a_city_next_to_village),
        cmocka_unit_test(test_R_TRV_2_member_on_map_moves_along_one_road),
        cmocka_unit_test(test_R_TRV_2_trip_text_parses_back),
        cmocka_unit_test(test_R_TRV_3_marker_and_reward_on_first_visit),
        cmocka_unit_test(test_R_TRV_3_marked_city_gives_nothing),
        cmocka_unit_test(test_R_TRV_3_six_markers_at_most),
        cmocka_unit_test(test_R_TRV_3_cities_are_shared),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
