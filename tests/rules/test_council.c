/* Council chamber: R-CNC-1, R-CNC-2. Stages are 1-based in the text
 * ("council1" … "council4") and 0-based in member spots. */
#include "fixtures.h"

#include <stdio.h>

/* Red has taken a brown cube from the council space; no green, no coin. */
static void council_ready(village_state *s)
{
    fx_new_game(s, 2);
    fx_put_cubes(s, VILLAGE_COUNCIL, VILLAGE_ORANGE, 0);
    fx_put_cubes(s, VILLAGE_COUNCIL, VILLAGE_BROWN, 2);
    s->players[0].coins = 0;
}

static void take_council(village_state *s)
{
    play(s, "take council brown");
    assert_int_equal(s->phase, VILLAGE_PHASE_ACTION);
}

/* R-CNC-1: entering costs 1 time and 2 green, then the stage-1 privilege. */
static void test_R_CNC_1_enter_with_green_then_stage_1_privilege(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    take_council(&s);
    play(&s, "council-enter g1@farm green");
    const village_player *p = &s.players[0];
    assert_int_equal(p->cubes[VILLAGE_GREEN], 0);
    assert_int_equal(p->lifetime, 1);
    assert_int_equal(p->members[G1A].place, VILLAGE_COUNCIL_CHAMBER);
    assert_int_equal(p->members[G1A].spot, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_PRIVILEGE);
    assert_int_equal(s.privilege_stage, 1);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_PRIVILEGE), 1);
    village_events ev;
    play_ev(&s, "privilege 1", &ev);
    assert_int_equal(s.next_start_holder, 0);
    assert_true(fx_find_event(&ev, VILLAGE_EV_NEXT_START_TAKEN, 0, 0) >= 0);
    assert_int_equal(s.actor, 1);
}

/* R-CNC-1: a scroll instead of the two green cubes. */
static void test_R_CNC_1_enter_with_a_scroll(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    s.players[0].goods[VILLAGE_SCROLL] = 1;
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 1);
    take_council(&s);
    refute(&s, "council-enter g1@farm green"); /* one green is not enough */
    play(&s, "council-enter g1@farm scroll");
    assert_int_equal(s.players[0].goods[VILLAGE_SCROLL], 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 1);
    assert_int_equal(s.players[0].lifetime, 1);
    play(&s, "skip");
    assert_int_equal(s.next_start_holder, VILLAGE_NOBODY);
}

/* R-CNC-1: moving up costs green (or a scroll) plus 2, 2, 3 time for
 * stages 2, 3, 4; the privilege of the new stage or any lower one. */
static void test_R_CNC_1_advance_costs_and_privileges(void **state)
{
    (void)state;
    static const int time_to_reach[4] = {0, 2, 2, 3}; /* by new stage index */
    for (int from = 0; from < 3; from++) {
        village_state s;
        council_ready(&s);
        fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, from);
        fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
        s.players[0].coins = 1; /* for the stage-4 privilege */
        take_council(&s);
        char text[64];
        snprintf(text, sizeof text, "council-advance g1@council%d green", from + 1);
        play(&s, text);
        const village_player *p = &s.players[0];
        assert_int_equal(p->members[G1A].spot, from + 1);
        assert_int_equal(p->cubes[VILLAGE_GREEN], 0);
        if (p->lifetime != time_to_reach[from + 1])
            fail_msg("reaching stage %d cost %d time", from + 2, p->lifetime);
        assert_int_equal(s.phase, VILLAGE_PHASE_PRIVILEGE);
        assert_int_equal(s.privilege_stage, from + 2);
        for (int stage = 1; stage <= 4; stage++) {
            snprintf(text, sizeof text, stage == 3 ? "privilege %d horse" : "privilege %d", stage);
            assert_int_equal(fx_is_legal(&s, text), stage <= from + 2);
        }
    }
}

/* R-CNC-1: stage 4 is the top. */
static void test_R_CNC_1_no_advance_beyond_stage_4(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 3);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    take_council(&s);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_COUNCIL_ADVANCE), 0);
    refute(&s, "council-advance g1@council4 green");
}

/* R-CNC-1: with a member in the council, a privilege of its stage or lower
 * for free. */
static void test_R_CNC_1_privilege_only_for_free(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    take_council(&s);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_COUNCIL_PRIVILEGE), 0); /* nobody there */

    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 2);
    take_council(&s);
    village_events ev;
    play_ev(&s, "council-privilege", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_TIME_SPENT), 0);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_CUBES_PAID), 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_PRIVILEGE);
    assert_int_equal(s.privilege_stage, 3);
    refute(&s, "privilege 4");
    play(&s, "privilege 3 horse");
    assert_int_equal(s.players[0].goods[VILLAGE_HORSE], 1);
    assert_int_equal(s.players[0].lifetime, 0);
    assert_int_equal(s.players[0].members[G1A].spot, 2);
    assert_int_equal(s.actor, 1);
}

/* R-CNC-2: stage 1 takes the next-starting-player marker only while it lies
 * on the council; otherwise there is nothing to gain. */
static void test_R_CNC_2_stage_1_marker_already_taken(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    s.next_start_holder = 1;
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 0);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    take_council(&s);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_COUNCIL_PRIVILEGE), 0);
    play(&s, "council-enter g1@farm green");
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_COUNCIL_CHAMBER, 0), 2);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN); /* no privilege to use */
    assert_int_equal(s.actor, 1);
    assert_int_equal(s.next_start_holder, 1);
}

/* R-CNC-2: stage 2 gives two influence cubes of the player's choice. */
static void test_R_CNC_2_stage_2_two_cubes_of_choice(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 1);
    take_council(&s);
    play(&s, "council-privilege");
    play(&s, "privilege 2");
    assert_int_equal(s.phase, VILLAGE_PHASE_CHOOSE_CUBES);
    assert_int_equal(s.cubes_to_choose, 2);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_CHOOSE_CUBES), 10); /* 4 pairs + 6 mixes */
    play(&s, "cubes pink pink");
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 2);
    assert_int_equal(s.players[0].cubes[VILLAGE_BROWN], 1); /* the council cube */
    assert_int_equal(s.actor, 1);
}

/* R-CNC-2: stage 3 gives one good of the player's choice. */
static void test_R_CNC_2_stage_3_one_good_of_choice(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 2);
    s.next_start_holder = 1;
    take_council(&s);
    play(&s, "council-privilege");
    static const char *goods[] = {"scroll", "horse", "ox", "plough", "wagon"};
    for (int g = 0; g < 5; g++) {
        char text[64];
        snprintf(text, sizeof text, "privilege 3 %s", goods[g]);
        assert_true(fx_is_legal(&s, text));
    }
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_PRIVILEGE), 1 + 5); /* stage 2 + goods */
    play(&s, "privilege 3 plough");
    assert_int_equal(s.players[0].goods[VILLAGE_PLOUGH], 1);
}

/* R-CNC-2: stage 4 costs exactly one coin for 3 prestige; cubes cannot
 * stand in for that coin. */
static void test_R_CNC_2_stage_4_one_coin_for_three_prestige(void **state)
{
    (void)state;
    village_state s;
    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 3);
    s.players[0].coins = 3;
    take_council(&s);
    play(&s, "council-privilege");
    village_events ev;
    play_ev(&s, "privilege 4", &ev);
    assert_int_equal(s.players[0].coins, 2);
    assert_int_equal(s.players[0].prestige, 3);
    int prestige = fx_find_event(&ev, VILLAGE_EV_PRESTIGE, 0, 0);
    assert_int_equal(ev.items[prestige].a, VILLAGE_PRESTIGE_COUNCIL);
    int coins = fx_find_event(&ev, VILLAGE_EV_COINS_CHANGED, 0, 0);
    assert_int_equal(ev.items[coins].amount, -1);

    council_ready(&s);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 3);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        fx_set_cubes(&s, 0, c, 3);
    take_council(&s);
    play(&s, "council-privilege");
    refute(&s, "privilege 4");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_CNC_1_enter_with_green_then_stage_1_privilege),
        cmocka_unit_test(test_R_CNC_1_enter_with_a_scroll),
        cmocka_unit_test(test_R_CNC_1_advance_costs_and_privileges),
        cmocka_unit_test(test_R_CNC_1_no_advance_beyond_stage_4),
        cmocka_unit_test(test_R_CNC_1_privilege_only_for_free),
        cmocka_unit_test(test_R_CNC_2_stage_1_marker_already_taken),
        cmocka_unit_test(test_R_CNC_2_stage_2_two_cubes_of_choice),
        cmocka_unit_test(test_R_CNC_2_stage_3_one_good_of_choice),
        cmocka_unit_test(test_R_CNC_2_stage_4_one_coin_for_three_prestige),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
