/* Harvest, family and crafts: R-HAR-1, R-HAR-2, R-FAM-1, R-FAM-2,
 * R-CRA-1 … R-CRA-4. */
#include "fixtures.h"

#include <stdio.h>

/* Red has taken a brown cube from 'space' and now decides its action. Taking
 * brown keeps the colours that actions pay with out of red's hands. */
static void take_brown(village_state *s, int space)
{
    fx_put_cubes(s, space, VILLAGE_ORANGE, 0);
    fx_put_cubes(s, space, VILLAGE_BROWN, 2);
    char text[64];
    snprintf(text, sizeof text, "take %s brown", village_space_name(space));
    play(s, text);
    assert_int_equal(s->phase, VILLAGE_PHASE_ACTION);
    assert_int_equal(s->action_space, space);
}

/* R-HAR-1 */
static void test_R_HAR_1_needs_a_member_on_the_farmyard(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_BLACK_BAG, 0);
    take_brown(&s, VILLAGE_HARVEST);
    refute(&s, "harvest");
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_SKIP), 1);
    fx_place(&s, 0, G1A, VILLAGE_FARMYARD, 0);
    assert_true(fx_is_legal(&s, "harvest"));
}

/* R-HAR-1: 2, 3 with horse and plough, 4 with ox and plough; one
 * combination only, goods kept, members stay. */
static void test_R_HAR_1_grain_by_animals_and_plough(void **state)
{
    (void)state;
    static const struct {
        int horse, ox, plough, grain;
    } cases[] = {
        {0, 0, 0, 2}, {1, 0, 0, 2}, {0, 1, 0, 2}, {0, 0, 1, 2}, {1, 1, 0, 2},
        {1, 0, 1, 3}, {0, 1, 1, 4}, {1, 1, 1, 4}, {2, 2, 2, 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        village_state s;
        fx_new_game(&s, 2);
        village_player *p = &s.players[0];
        p->goods[VILLAGE_HORSE] = (uint16_t)cases[i].horse;
        p->goods[VILLAGE_OX] = (uint16_t)cases[i].ox;
        p->goods[VILLAGE_PLOUGH] = (uint16_t)cases[i].plough;
        take_brown(&s, VILLAGE_HARVEST);
        village_events ev;
        play_ev(&s, "harvest", &ev);
        if (p->grain != cases[i].grain)
            fail_msg("horse %d ox %d plough %d: harvested %d, expected %d", cases[i].horse,
                     cases[i].ox, cases[i].plough, p->grain, cases[i].grain);
        int changed = fx_find_event(&ev, VILLAGE_EV_GRAIN_CHANGED, 0, 0);
        assert_int_equal(ev.items[changed].amount, cases[i].grain);
        assert_int_equal(p->goods[VILLAGE_HORSE], cases[i].horse);
        assert_int_equal(p->goods[VILLAGE_OX], cases[i].ox);
        assert_int_equal(p->goods[VILLAGE_PLOUGH], cases[i].plough);
        assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 4);
        assert_int_equal(village_supply_grain(&s), 20 - cases[i].grain);
    }
}

/* R-HAR-2 */
static void test_R_HAR_2_farmyard_holds_at_most_five_grain(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].grain = 4;
    take_brown(&s, VILLAGE_HARVEST);
    village_events ev;
    play_ev(&s, "harvest", &ev);
    assert_int_equal(s.players[0].grain, 5);
    assert_int_equal(ev.items[fx_find_event(&ev, VILLAGE_EV_GRAIN_CHANGED, 0, 0)].amount, 1);

    fx_new_game(&s, 2);
    s.players[0].grain = 3;
    s.players[0].goods[VILLAGE_OX] = 1;
    s.players[0].goods[VILLAGE_PLOUGH] = 1;
    take_brown(&s, VILLAGE_HARVEST);
    play(&s, "harvest");
    assert_int_equal(s.players[0].grain, 5);

    fx_new_game(&s, 2);
    s.players[0].grain = 5;
    take_brown(&s, VILLAGE_HARVEST);
    refute(&s, "harvest");
}

/* R-FAM-1: the lowest-numbered unborn member is born. */
static void test_R_FAM_1_birth_takes_lowest_unborn(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    take_brown(&s, VILLAGE_FAMILY);
    play(&s, "birth");
    assert_int_equal(s.players[0].members[G2A].place, VILLAGE_FARMYARD);
    assert_int_equal(s.players[0].members[G2B].place, VILLAGE_UNBORN);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 5);

    fx_new_game(&s, 2);
    fx_birth(&s, 0, 4); /* "2","2","2","3" born */
    take_brown(&s, VILLAGE_FAMILY);
    play(&s, "birth");
    assert_int_equal(s.players[0].members[G3B].place, VILLAGE_FARMYARD);
    assert_int_equal(s.players[0].members[G4A].place, VILLAGE_UNBORN);

    fx_new_game(&s, 2);
    fx_birth(&s, 0, 7); /* everyone born */
    take_brown(&s, VILLAGE_FAMILY);
    refute(&s, "birth");
}

/* R-FAM-1: a member comes back from the board, never from the black bag. */
static void test_R_FAM_1_recall_from_board_not_from_bag(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_place(&s, 0, G1A, VILLAGE_CRAFT, VILLAGE_OFFICE);
    fx_place(&s, 0, G1B, VILLAGE_COUNCIL_CHAMBER, 1);
    fx_place(&s, 0, G1C, VILLAGE_TRAVEL_MAP, CITY_B);
    fx_place(&s, 0, G1D, VILLAGE_CHURCH_WINDOW, 2);
    fx_birth(&s, 0, 1);
    fx_place(&s, 0, G2A, VILLAGE_BLACK_BAG, 0);
    take_brown(&s, VILLAGE_FAMILY);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_RECALL), 4);
    assert_true(fx_is_legal(&s, "recall g1@office"));
    assert_true(fx_is_legal(&s, "recall g1@city-b"));
    assert_true(fx_is_legal(&s, "recall g1@window3"));
    refute(&s, "recall g2@bag");
    village_events ev;
    play_ev(&s, "recall g1@council2", &ev);
    assert_int_equal(s.players[0].members[G1B].place, VILLAGE_FARMYARD);
    int moved = fx_find_event(&ev, VILLAGE_EV_MEMBER_MOVED, 0, 0);
    assert_int_equal(ev.items[moved].from_place, VILLAGE_COUNCIL_CHAMBER);
    assert_int_equal(ev.items[moved].from_spot, 1);
    assert_int_equal(s.players[0].members[G2A].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[0].members[G2B].place, VILLAGE_UNBORN); /* no birth too */
}

/* R-FAM-2: members go onto the board from the farmyard, any generation. */
static void test_R_FAM_2_placements_come_from_the_farmyard(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_birth(&s, 0, 1);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 0);
    take_brown(&s, VILLAGE_CHURCH);
    assert_true(fx_is_legal(&s, "church g1@farm time"));
    refute(&s, "church g1@council1 time");
    play(&s, "church g2@farm time");
    assert_int_equal(s.players[0].members[G2A].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_COUNCIL_CHAMBER);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 3);

    fx_new_game(&s, 2);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_COUNCIL_CHAMBER, 0);
    s.players[0].goods[VILLAGE_SCROLL] = 1;
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    take_brown(&s, VILLAGE_CHURCH);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_CHURCH), 0); /* nobody at home */
}

/* R-CRA-1: one good at one building, or the mill; then the turn is over. */
static void test_R_CRA_1_one_good_or_the_mill(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].grain = 2;
    take_brown(&s, VILLAGE_CRAFTS);
    static const char *goods[] = {"wagon", "horse", "ox", "scroll", "plough"};
    for (int g = 0; g < 5; g++) {
        char text[64];
        snprintf(text, sizeof text, "make %s time train=g1@farm", goods[g]);
        assert_true(fx_is_legal(&s, text));
    }
    assert_true(fx_is_legal(&s, "mill"));
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_MILL), 1);
    play(&s, "make scroll time train=g1@farm");
    assert_int_equal(s.players[0].goods[VILLAGE_SCROLL], 1);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (g != VILLAGE_SCROLL)
            assert_int_equal(s.players[0].goods[g], 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
}

/* R-CRA-2: training moves a member in once; later only production time. */
static void test_R_CRA_2_train_once_then_produce(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    take_brown(&s, VILLAGE_CRAFTS);
    village_events ev;
    play_ev(&s, "make wagon time train=g1@farm", &ev);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CRAFT);
    assert_int_equal(s.players[0].members[G1A].spot, VILLAGE_WAINWRIGHT);
    assert_int_equal(s.players[0].lifetime, 4); /* train 2 + produce 2 */
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_TIME_SPENT), 2);

    fx_turn(&s, 0);
    take_brown(&s, VILLAGE_CRAFTS);
    refute(&s, "make wagon time train=g1@farm");
    play(&s, "make wagon time");
    assert_int_equal(s.players[0].lifetime, 6); /* produce 2 only */
    assert_int_equal(s.players[0].goods[VILLAGE_WAGON], 2);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_CRAFT, VILLAGE_WAINWRIGHT), 1);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 3);
}

/* R-CRA-2: no member at home and none in the building: no paying with time;
 * nobody ever works in the mill. */
static void test_R_CRA_2_time_needs_a_member_mill_takes_none(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_BLACK_BAG, 0);
    s.players[0].grain = 2;
    take_brown(&s, VILLAGE_CRAFTS);
    refute(&s, "make wagon time");
    refute(&s, "make wagon time train=g1@farm");
    play(&s, "mill");
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_CRAFT, -1), 0);

    village_move moves[VILLAGE_MAX_MOVES];
    fx_new_game(&s, 2);
    take_brown(&s, VILLAGE_CRAFTS);
    int n = village_legal_moves(&s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_CRAFT)
            assert_int_not_equal(moves[i].where, VILLAGE_MILL);
}

/* R-CRA-3: cubes or grain instead of time, no member needed. */
static void test_R_CRA_3_pay_cubes_or_grain_without_member(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_BLACK_BAG, 0);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 1);
    fx_set_cubes(&s, 0, VILLAGE_ORANGE, 1);
    s.players[0].coins = 0;
    take_brown(&s, VILLAGE_CRAFTS);
    play(&s, "make wagon cubes");
    assert_int_equal(s.players[0].goods[VILLAGE_WAGON], 1);
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_ORANGE], 0);
    assert_int_equal(s.players[0].lifetime, 0);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_CRAFT, -1), 0);

    fx_new_game(&s, 2);
    s.players[0].grain = 3;
    take_brown(&s, VILLAGE_CRAFTS);
    play(&s, "make ox grain");
    assert_int_equal(s.players[0].goods[VILLAGE_OX], 1);
    assert_int_equal(s.players[0].grain, 0);
    assert_int_equal(s.players[0].lifetime, 0);

    fx_new_game(&s, 2);
    s.players[0].grain = 2;
    take_brown(&s, VILLAGE_CRAFTS);
    refute(&s, "make horse grain");
    refute(&s, "make horse cubes"); /* the stables take grain, not cubes */
}

typedef struct craft_case {
    const char *good;
    int good_index;
    int train, produce;
    const char *cheap; /* the non-time payment */
    int pink, orange, grain;
} craft_case;

static const craft_case craft_cases[] = {
    {"wagon", VILLAGE_WAGON, 2, 2, "cubes", 1, 1, 0},
    {"horse", VILLAGE_HORSE, 3, 3, "grain", 0, 0, 3},
    {"ox", VILLAGE_OX, 3, 3, "grain", 0, 0, 3},
    {"scroll", VILLAGE_SCROLL, 2, 2, "cubes", 1, 0, 0},
    {"plough", VILLAGE_PLOUGH, 3, 3, "cubes", 1, 1, 0},
};

static void check_craft_by_time(const craft_case *c)
{
    village_state s;
    fx_new_game(&s, 2);
    take_brown(&s, VILLAGE_CRAFTS);
    char text[64];
    snprintf(text, sizeof text, "make %s time train=g1@farm", c->good);
    play(&s, text);
    if (s.players[0].lifetime != c->train + c->produce)
        fail_msg("%s with training cost %d time", c->good, s.players[0].lifetime);
    fx_turn(&s, 0);
    take_brown(&s, VILLAGE_CRAFTS);
    snprintf(text, sizeof text, "make %s time", c->good);
    play(&s, text);
    assert_int_equal(s.players[0].lifetime, c->train + 2 * c->produce);
    assert_int_equal(s.players[0].goods[c->good_index], 2);
}

static void check_craft_by_payment(const craft_case *c)
{
    village_state s;
    fx_new_game(&s, 2);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 2);
    fx_set_cubes(&s, 0, VILLAGE_ORANGE, 2);
    fx_set_cubes(&s, 0, VILLAGE_GREEN, 2);
    s.players[0].grain = 4;
    take_brown(&s, VILLAGE_CRAFTS);
    char text[64];
    snprintf(text, sizeof text, "make %s %s", c->good, c->cheap);
    play(&s, text);
    const village_player *p = &s.players[0];
    assert_int_equal(p->cubes[VILLAGE_PINK], 2 - c->pink);
    assert_int_equal(p->cubes[VILLAGE_ORANGE], 2 - c->orange);
    assert_int_equal(p->cubes[VILLAGE_GREEN], 2);
    assert_int_equal(p->cubes[VILLAGE_BROWN], 1);
    assert_int_equal(p->grain, 4 - c->grain);
    assert_int_equal(p->coins, 1);
    assert_int_equal(p->lifetime, 0);
    assert_int_equal(p->goods[c->good_index], 1);
}

/* R-CRA-4 */
static void test_R_CRA_4_costs_of_each_building(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof craft_cases / sizeof craft_cases[0]; i++) {
        check_craft_by_time(&craft_cases[i]);
        check_craft_by_payment(&craft_cases[i]);
    }
}

/* R-CRA-4: the mill: 2 time and 2 grain for 2 coins. */
static void test_R_CRA_4_mill_two_time_two_grain_two_coins(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].grain = 3;
    take_brown(&s, VILLAGE_CRAFTS);
    play(&s, "mill");
    assert_int_equal(s.players[0].grain, 1);
    assert_int_equal(s.players[0].coins, 3);
    assert_int_equal(s.players[0].lifetime, 2);

    fx_new_game(&s, 2);
    s.players[0].grain = 1;
    take_brown(&s, VILLAGE_CRAFTS);
    refute(&s, "mill");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_HAR_1_needs_a_member_on_the_farmyard),
        cmocka_unit_test(test_R_HAR_1_grain_by_animals_and_plough),
        cmocka_unit_test(test_R_HAR_2_farmyard_holds_at_most_five_grain),
        cmocka_unit_test(test_R_FAM_1_birth_takes_lowest_unborn),
        cmocka_unit_test(test_R_FAM_1_recall_from_board_not_from_bag),
        cmocka_unit_test(test_R_FAM_2_placements_come_from_the_farmyard),
        cmocka_unit_test(test_R_CRA_1_one_good_or_the_mill),
        cmocka_unit_test(test_R_CRA_2_train_once_then_produce),
        cmocka_unit_test(test_R_CRA_2_time_needs_a_member_mill_takes_none),
        cmocka_unit_test(test_R_CRA_3_pay_cubes_or_grain_without_member),
        cmocka_unit_test(test_R_CRA_4_costs_of_each_building),
        cmocka_unit_test(test_R_CRA_4_mill_two_time_two_grain_two_coins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
