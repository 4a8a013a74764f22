/* Time and death: R-TIM-1 … R-TIM-4. */
#include "fixtures.h"

enum { FARM_AREA = VILLAGE_CHRONICLE_FARMYARD * VILLAGE_CHRONICLE_SLOTS };

static int chronicle_spot(int area, int slot)
{
    return area * VILLAGE_CHRONICLE_SLOTS + slot;
}

/* Red (player 0) about to take a plague cube from the harvest space. */
static void plague_ready(village_state *s, int players, int lifetime)
{
    fx_new_game(s, players);
    fx_put_cubes(s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    s->players[0].lifetime = (uint8_t)lifetime;
}

/* Only red's G1A is visible; the other "1"s wait in the black bag. */
static void only_g1a_visible(village_state *s, int place, int spot)
{
    fx_place(s, 0, G1A, place, spot);
    for (int m = G1B; m <= G1D; m++)
        fx_place(s, 0, m, VILLAGE_BLACK_BAG, 0);
}

/* R-TIM-1 */
static void test_R_TIM_1_no_death_before_the_bridge(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 9);
    village_events ev;
    play_ev(&s, "take harvest plague", &ev);
    assert_int_equal(s.players[0].lifetime, 11);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_BRIDGE_CROSSED), 0);
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MEMBER_DIED), 0);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 4);
}

/* R-TIM-1: crossing the bridge of the 12-space track costs one member. */
static void test_R_TIM_1_crossing_the_bridge_costs_a_member(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 11);
    village_events ev;
    play_ev(&s, "take harvest plague", &ev);
    assert_int_equal(s.players[0].lifetime, 1);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_BRIDGE_CROSSED), 1);
    int spent = fx_find_event(&ev, VILLAGE_EV_TIME_SPENT, 0, 0);
    assert_int_equal(ev.items[spent].a, 11);
    assert_int_equal(ev.items[spent].b, 1);
    /* Four interchangeable "1"s on the farmyard: no choice to make. */
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MEMBER_DIED), 1);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 3);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[0].members[G1A].spot, FARM_AREA + 0);
    assert_int_equal(s.actor, 1);
}

/* R-TIM-2: the death waits for the end of the turn, so the member trained
 * into the wainwright during the action dies there. */
static void test_R_TIM_2_death_resolved_after_the_whole_action(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_put_cubes(&s, VILLAGE_CRAFTS, VILLAGE_PLAGUE, 1);
    s.players[0].lifetime = 10;
    only_g1a_visible(&s, VILLAGE_FARMYARD, 0);
    play(&s, "take crafts plague");
    assert_int_equal(s.players[0].lifetime, 0);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_FARMYARD); /* still alive */
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
    village_events ev;
    play_ev(&s, "make wagon time train=g1@farm", &ev);
    int moved = fx_find_event(&ev, VILLAGE_EV_MEMBER_MOVED, 0, 0);
    int died = fx_find_event(&ev, VILLAGE_EV_MEMBER_DIED, 0, 0);
    assert_true(moved >= 0 && moved < died);
    assert_int_equal(ev.items[died].from_place, VILLAGE_CRAFT);
    assert_int_equal(s.players[0].lifetime, 4);
    assert_int_equal(s.players[0].goods[VILLAGE_WAGON], 1);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[0].members[G1A].spot, chronicle_spot(VILLAGE_CHRONICLE_CRAFTS, 0));
    assert_int_equal(s.actor, 1);
}

/* R-TIM-2: two bridges in one turn, two deaths at its end, the second chosen
 * after the first. With the 12-space track and at most 8 time in a turn this
 * cannot arise from play alone, so one crossing earlier this turn is given. */
static void test_R_TIM_2_two_crossings_two_deaths_chosen_in_turn(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 10);
    s.players[0].deaths_pending = 1;
    fx_place(&s, 0, G1B, VILLAGE_COUNCIL_CHAMBER, 0);
    fx_place(&s, 0, G1C, VILLAGE_CHURCH_WINDOW, 0);
    fx_place(&s, 0, G1D, VILLAGE_BLACK_BAG, 0);
    play(&s, "take harvest plague");
    play(&s, "skip");
    assert_int_equal(s.phase, VILLAGE_PHASE_DEATH);
    assert_int_equal(s.actor, 0);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_DIE), 3);
    assert_true(fx_is_legal(&s, "dies g1@farm"));
    assert_true(fx_is_legal(&s, "dies g1@window1"));
    refute(&s, "dies g1@bag");
    play(&s, "dies g1@council1");
    assert_int_equal(s.players[0].members[G1B].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[0].members[G1B].spot, chronicle_spot(VILLAGE_CHRONICLE_COUNCIL, 0));

    assert_int_equal(s.phase, VILLAGE_PHASE_DEATH); /* the second death */
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_DIE), 2);
    refute(&s, "dies g1@council1");
    play(&s, "dies g1@window1");
    assert_int_equal(s.players[0].members[G1C].spot, chronicle_spot(VILLAGE_CHRONICLE_CHURCH, 0));
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_FARMYARD);
    assert_int_equal(s.players[0].deaths_pending, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
}

/* Three players; red starts a market day at which yellow (lifetime 11, two
 * "1"s in different places) will serve and so cross the bridge. */
static void market_day_death_ready(village_state *s)
{
    fx_new_game(s, 3);
    static const int tiles[] = {8, 9, 10, 11}; /* H+S, O+S, P+S, W+S */
    static const int stalls[] = {0, 1, 2, 3};
    for (int i = 0; i < 4; i++)
        fx_set_stall(s, stalls[i], tiles[i]);
    for (int p = 0; p < 3; p++) {
        for (int g = 0; g < VILLAGE_GOODS; g++)
            s->players[p].goods[g] = 1;
        s->players[p].goods[VILLAGE_SCROLL] = 2;
        fx_set_cubes(s, p, VILLAGE_GREEN, 1);
    }
    s->players[1].lifetime = 11;
    fx_place(s, 1, G1B, VILLAGE_COUNCIL_CHAMBER, 0);
}

/* R-TIM-2: a bridge crossed on a market day is resolved at once, before the
 * next player's go. */
static void test_R_TIM_2_market_day_death_is_immediate(void **state)
{
    (void)state;
    village_state s;
    market_day_death_ready(&s);
    play(&s, "take market orange");
    play(&s, "serve 1");
    assert_int_equal(s.actor, 1);
    village_events ev;
    play_ev(&s, "serve 2", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_BRIDGE_CROSSED), 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_DEATH);
    assert_int_equal(s.actor, 1);
    assert_true(s.market_open);
    assert_int_equal(s.players[2].customers, 0); /* blue has not had a go yet */
    play(&s, "dies g1@council1");
    assert_int_equal(s.players[1].members[G1B].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[1].deaths_pending, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    assert_int_equal(s.actor, 2);

    /* Nothing is left owed for the end of red's turn. */
    play(&s, "pass");
    play(&s, "pass");
    play(&s, "pass");
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
    assert_int_equal(fx_members_at(&s, 1, VILLAGE_CHRONICLE, -1), 1);
}

/* R-TIM-2: with a single candidate the market-day death happens inside the
 * serving move, before the next player's go. */
static void test_R_TIM_2_market_day_death_without_choice(void **state)
{
    (void)state;
    village_state s;
    market_day_death_ready(&s);
    fx_place(&s, 1, G1B, VILLAGE_FARMYARD, 0);
    play(&s, "take market orange");
    play(&s, "serve 1");
    village_events ev;
    play_ev(&s, "serve 2", &ev);
    int served = fx_find_event(&ev, VILLAGE_EV_CUSTOMER_SERVED, 1, 0);
    int died = fx_find_event(&ev, VILLAGE_EV_MEMBER_DIED, 1, 0);
    assert_true(served >= 0 && served < died);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    assert_int_equal(s.actor, 2);
    assert_int_equal(fx_members_at(&s, 1, VILLAGE_FARMYARD, -1), 3);
}

/* R-TIM-3: the lowest number among visible members; the bag and the unborn
 * do not count; the owner chooses among equals. */
static void test_R_TIM_3_lowest_visible_number_owner_chooses(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 10);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_BLACK_BAG, 0);
    fx_place(&s, 0, G2A, VILLAGE_FARMYARD, 0);
    fx_place(&s, 0, G2B, VILLAGE_CRAFT, VILLAGE_WAINWRIGHT);
    play(&s, "take harvest plague");
    play(&s, "skip");
    assert_int_equal(s.phase, VILLAGE_PHASE_DEATH);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_DIE), 2);
    assert_true(fx_is_legal(&s, "dies g2@farm"));
    refute(&s, "dies g1@bag");
    refute(&s, "dies g2@unborn");
    play(&s, "dies g2@wainwright");
    assert_int_equal(s.players[0].members[G2B].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[0].members[G2B].spot, chronicle_spot(VILLAGE_CHRONICLE_CRAFTS, 0));
    assert_int_equal(s.players[0].members[G2A].place, VILLAGE_FARMYARD);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_BLACK_BAG, -1), 4);
}

/* R-TIM-3: with nobody visible, nobody dies. */
static void test_R_TIM_3_nobody_visible_nobody_dies(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 10);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_BLACK_BAG, 0);
    play(&s, "take harvest plague");
    village_events ev;
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MEMBER_DIED), 0);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_BLACK_BAG, -1), 4);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_UNBORN, -1), 7);
    assert_int_equal(s.players[0].deaths_pending, 0);
    assert_int_equal(s.actor, 1);
}

/* R-TIM-4: each place's own chronicle area. */
static void test_R_TIM_4_dead_member_goes_to_its_area(void **state)
{
    (void)state;
    static const struct {
        int place, spot, area;
        const char *name;
    } cases[] = {
        {VILLAGE_COUNCIL_CHAMBER, 2, VILLAGE_CHRONICLE_COUNCIL, "council"},
        {VILLAGE_CRAFT, VILLAGE_SMITHY, VILLAGE_CHRONICLE_CRAFTS, "crafts"},
        {VILLAGE_TRAVEL_MAP, CITY_D, VILLAGE_CHRONICLE_TRAVEL, "travel"},
        {VILLAGE_CHURCH_WINDOW, 3, VILLAGE_CHRONICLE_CHURCH, "church"},
        {VILLAGE_FARMYARD, 0, VILLAGE_CHRONICLE_FARMYARD, "farmyard"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        village_state s;
        plague_ready(&s, 4, 10);
        only_g1a_visible(&s, cases[i].place, cases[i].spot);
        /* Someone already lies in space "1" of that area. */
        fx_place(&s, 1, G1A, VILLAGE_CHRONICLE, chronicle_spot(cases[i].area, 0));
        play(&s, "take harvest plague");
        village_events ev;
        play_ev(&s, "skip", &ev);
        int died = fx_find_event(&ev, VILLAGE_EV_MEMBER_DIED, 0, 0);
        assert_true(died >= 0);
        assert_int_equal(ev.items[died].from_place, cases[i].place);
        if (s.players[0].members[G1A].spot != chronicle_spot(cases[i].area, 1))
            fail_msg("a death in the %s lies at chronicle spot %d", cases[i].name,
                     s.players[0].members[G1A].spot);
        assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CHRONICLE);
    }
}

/* R-TIM-4: a full area sends the dead to an anonymous grave. */
static void test_R_TIM_4_full_area_gives_anonymous_grave(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 4, 10);
    only_g1a_visible(&s, VILLAGE_FARMYARD, 0);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 1, m, VILLAGE_CHRONICLE, FARM_AREA + m);
    play(&s, "take harvest plague");
    village_events ev;
    play_ev(&s, "skip", &ev);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_GRAVE);
    assert_int_equal(s.players[0].members[G1A].spot, 0);
    assert_int_equal(village_grave_occupant(&s, 0), 0 * 16 + G1A);
    int died = fx_find_event(&ev, VILLAGE_EV_MEMBER_DIED, 0, 0);
    assert_int_equal(ev.items[died].to_place, VILLAGE_GRAVE);
    village_score score;
    village_score_breakdown(&s, 0, &score);
    assert_int_equal(score.chronicle, 0);
    assert_int_equal(s.end_trigger_player, VILLAGE_NOBODY);
}

/* R-TIM-4: with no chronicle space and no grave left, which can only happen
 * in the final actions, the member leaves the game. */
static void test_R_TIM_4_no_grave_in_final_actions_leaves_game(void **state)
{
    (void)state;
    village_state s;
    plague_ready(&s, 2, 10);
    /* 2 players: farmyard spaces "1", "2" and graves 0..3 are all taken. */
    fx_place(&s, 1, G1A, VILLAGE_CHRONICLE, FARM_AREA + 0);
    fx_place(&s, 1, G1B, VILLAGE_CHRONICLE, FARM_AREA + 1);
    fx_place(&s, 1, G1C, VILLAGE_GRAVE, 0);
    for (int m = G1B; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_GRAVE, m);
    fx_final_action(&s, 1, 0, NULL, 0);
    play(&s, "take harvest plague");
    village_events ev;
    play_ev(&s, "skip", &ev);
    int died = fx_find_event(&ev, VILLAGE_EV_MEMBER_DIED, 0, 0);
    assert_true(died >= 0);
    assert_int_equal(ev.items[died].to_place, VILLAGE_GONE);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_GONE);
    village_result result;
    village_result_compute(&s, &result);
    assert_int_equal(result.living_members[0], 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_GAME_OVER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_TIM_1_no_death_before_the_bridge),
        cmocka_unit_test(test_R_TIM_1_crossing_the_bridge_costs_a_member),
        cmocka_unit_test(test_R_TIM_2_death_resolved_after_the_whole_action),
        cmocka_unit_test(test_R_TIM_2_two_crossings_two_deaths_chosen_in_turn),
        cmocka_unit_test(test_R_TIM_2_market_day_death_is_immediate),
        cmocka_unit_test(test_R_TIM_2_market_day_death_without_choice),
        cmocka_unit_test(test_R_TIM_3_lowest_visible_number_owner_chooses),
        cmocka_unit_test(test_R_TIM_3_nobody_visible_nobody_dies),
        cmocka_unit_test(test_R_TIM_4_dead_member_goes_to_its_area),
        cmocka_unit_test(test_R_TIM_4_full_area_gives_anonymous_grave),
        cmocka_unit_test(test_R_TIM_4_no_grave_in_final_actions_leaves_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
