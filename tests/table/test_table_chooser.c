/* The table model's chooser, one choice at a time, at positions built by
 * hand (the rules tests' fixtures): the well offers every colour of payment;
 * nothing that spends is decided or played without the person's click; an
 * option whose action would do nothing says so; every row keeps its slots,
 * whether an option is available or not; the move that brings the end
 * says so before it is made. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixtures.h"
#include "table/table.h"

static village_move cube_move(int space, int colour)
{
    village_move m;
    memset(&m, 0, sizeof m);
    m.kind = VILLAGE_MOVE_TAKE_CUBE;
    m.where = (uint8_t)space;
    m.what = (uint8_t)colour;
    m.member = VILLAGE_NOBODY;
    return m;
}

static void take_cube(village_state *s, int space, int colour)
{
    village_move m = cube_move(space, colour);
    assert_true(village_apply(s, &m, NULL));
    fx_check(s);
}

/* The row's option whose step is this kind (and value), or -1. */
static int option_of(const table_chooser *c, int kind, int value)
{
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].step.kind == kind && (value < 0 || c->options[o].step.a == value))
            return o;
    return -1;
}

static void choose(table_chooser *c, int kind, int value, bool decides)
{
    int o = option_of(c, kind, value);
    assert_true(o >= 0);
    assert_true(c->options[o].enabled);
    assert_int_equal(table_chooser_choose(c, o), decides);
}

/* Everyone's members off the farmyard except 'keep' of player 0 (-1: none). */
static void empty_farmyard(village_state *s, int keep)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (s->players[0].members[m].place == VILLAGE_FARMYARD && m != keep)
            fx_place(s, 0, m, VILLAGE_CRAFT, VILLAGE_OFFICE);
}

static void no_cubes(village_state *s, int player)
{
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        fx_set_cubes(s, player, c, 0);
    s->players[player].coins = 0;
}

/* Defect: the payment step left the colour out, so "3 pink" and "3 orange"
 * were one button and the orange well could not be chosen. */
static void test_well_offers_each_colour_of_payment(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    no_cubes(&s, 0);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 3);
    fx_set_cubes(&s, 0, VILLAGE_ORANGE, 3);
    fx_check(&s);
    static table_chooser c;
    table_chooser_build(&c, &s);
    choose(&c, TABLE_STEP_WELL, -1, false);
    choose(&c, TABLE_STEP_SPACE, VILLAGE_FAMILY, false);
    int pink = -1, orange = -1;
    for (int o = 0; o < c.option_count; o++) {
        assert_int_equal(c.options[o].step.kind, TABLE_STEP_PAY_CUBES);
        if (c.options[o].step.price[VILLAGE_PINK] == 3)
            pink = o;
        if (c.options[o].step.price[VILLAGE_ORANGE] == 3)
            orange = o;
    }
    assert_int_equal(c.option_count, 2);
    assert_true(pink >= 0 && orange >= 0 && pink != orange);
    assert_true(table_chooser_choose(&c, orange));
    assert_int_equal(c.decision.kind, VILLAGE_MOVE_WELL);
    assert_int_equal(c.decision.what, VILLAGE_ORANGE);
}

/* A traveller with one city in reach (brown road to city A only): choosing
 * him does not send him; the payment waits for its click, and says that A
 * is already marked (R-TRV-3: no marker, no reward). */
static void test_a_trip_waits_for_its_payment_and_warns(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    no_cubes(&s, 0);
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 2);
    s.players[0].goods[VILLAGE_WAGON] = 1;
    int traveller = -1;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER && traveller < 0; m++)
        if (s.players[0].members[m].place == VILLAGE_FARMYARD)
            traveller = m;
    assert_true(traveller >= 0);
    empty_farmyard(&s, traveller);
    s.players[0].cities = 1u << CITY_A;
    fx_check(&s);
    take_cube(&s, VILLAGE_TRAVEL, VILLAGE_ORANGE);
    static table_chooser c;
    table_chooser_build(&c, &s);
    assert_int_equal(c.legal_count, 2); /* skip, or the one trip */
    choose(&c, TABLE_STEP_MEMBER, traveller, false);
    assert_false(c.decided);
    assert_int_equal(c.option_count, 1);
    assert_int_equal(c.options[0].step.kind, TABLE_STEP_PAY_CUBES);
    assert_int_equal(c.options[0].step.price[VILLAGE_BROWN], 2);
    assert_int_equal(c.options[0].warning, TABLE_WARN_CITY_MARKED);
    assert_true(table_chooser_choose(&c, 0));
    assert_int_equal(c.decision.kind, VILLAGE_MOVE_TRAVEL);
    assert_int_equal(c.decision.where, CITY_A);
}

/* The only cube left is a plague cube (2 time, R-RND-4) and the well is out
 * of reach: the one legal move spends, so it is not played for the person.
 * The action after it can only be skipped: free, so it may be. */
static void test_only_a_free_forced_move_plays_itself(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    no_cubes(&s, 0);
    empty_farmyard(&s, -1);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    fx_turn(&s, 0);
    fx_check(&s);
    static table_chooser c;
    village_move only;
    table_chooser_build(&c, &s);
    assert_int_equal(c.legal_count, 1);
    assert_int_equal(c.moves[0].kind, VILLAGE_MOVE_TAKE_CUBE);
    assert_true(table_move_spends(&s, &c.moves[0]));
    assert_false(table_chooser_free_forced(&c, &only));
    /* Nobody on the farmyard: the harvest that follows would do nothing. */
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_CUBE, VILLAGE_HARVEST)].warning,
                     TABLE_WARN_ACTION_IDLE);
    assert_true(table_chooser_choose(&c, option_of(&c, TABLE_STEP_CUBE, VILLAGE_HARVEST)));
    assert_true(village_apply(&s, &c.decision, NULL));
    table_chooser_build(&c, &s);
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
    assert_true(table_chooser_free_forced(&c, &only));
    assert_int_equal(only.kind, VILLAGE_MOVE_SKIP);
}

/* Defect: the well onto Harvest with nobody on the farmyard took 3 cubes and
 * then the harvest did nothing. The Harvest option and its payments say so;
 * Family (a child can be born) does not. */
static void test_the_well_onto_an_idle_action_warns(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    no_cubes(&s, 0);
    fx_set_cubes(&s, 0, VILLAGE_PINK, 3);
    empty_farmyard(&s, -1);
    fx_check(&s);
    static table_chooser c;
    table_chooser_build(&c, &s);
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_CUBE, VILLAGE_HARVEST)].warning,
                     TABLE_WARN_ACTION_IDLE);
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_WELL, -1)].warning, TABLE_WARN_NONE);
    choose(&c, TABLE_STEP_WELL, -1, false);
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_SPACE, VILLAGE_HARVEST)].warning,
                     TABLE_WARN_ACTION_IDLE);
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_SPACE, VILLAGE_FAMILY)].warning,
                     TABLE_WARN_NONE);
    /* No goods: the market day it opens serves nobody of player 0's. */
    assert_int_equal(c.options[option_of(&c, TABLE_STEP_SPACE, VILLAGE_MARKET)].warning,
                     TABLE_WARN_NO_SALE);
    choose(&c, TABLE_STEP_SPACE, VILLAGE_HARVEST, false);
    for (int o = 0; o < c.option_count; o++)
        assert_int_equal(c.options[o].warning, TABLE_WARN_ACTION_IDLE);
}

/* The kinds and values of a row, in slot order. */
static void assert_row(const table_chooser *c, const int (*want)[3], int n)
{
    assert_int_equal(c->option_count, n);
    for (int o = 0; o < n; o++) {
        assert_int_equal(c->options[o].step.kind, want[o][0]);
        assert_int_equal(c->options[o].step.a, want[o][1]);
        assert_int_equal(c->options[o].enabled, want[o][2]);
    }
}

/* Defect: disabled options went to the end of the row, so after the last
 * birth "Bring a member home" stood where "A child is born" had been. */
static void test_family_row_keeps_its_slots(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (s.players[0].members[m].place == VILLAGE_FARMYARD) {
            fx_place(&s, 0, m, VILLAGE_CRAFT, VILLAGE_SMITHY); /* someone to bring home */
            break;
        }
    fx_check(&s);
    village_state all_born = s;
    take_cube(&s, VILLAGE_FAMILY, VILLAGE_ORANGE);
    static table_chooser c;
    table_chooser_build(&c, &s);
    const int some_unborn[][3] = {
        {TABLE_STEP_SKIP, 0, 1}, {TABLE_STEP_BIRTH, 0, 1}, {TABLE_STEP_RECALL, 0, 1}};
    assert_row(&c, some_unborn, 3);
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (all_born.players[0].members[m].place == VILLAGE_UNBORN)
            fx_place(&all_born, 0, m, VILLAGE_FARMYARD, 0);
    fx_check(&all_born);
    take_cube(&all_born, VILLAGE_FAMILY, VILLAGE_ORANGE);
    table_chooser_build(&c, &all_born);
    const int none_unborn[][3] = {
        {TABLE_STEP_SKIP, 0, 1}, {TABLE_STEP_BIRTH, 0, 0}, {TABLE_STEP_RECALL, 0, 1}};
    assert_row(&c, none_unborn, 3);
}

/* Privileges stand by stage, crafts by building, cubes by colour, whichever
 * of them can be used now. */
static void test_privileges_crafts_and_colours_keep_their_slots(void **unused)
{
    (void)unused;
    village_state s;
    fx_new_game(&s, 2);
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 3);
    no_cubes(&s, 0); /* stage 4 needs a coin: greyed in its slot */
    s.phase = VILLAGE_PHASE_PRIVILEGE;
    s.privilege_stage = 4;
    fx_check(&s);
    static table_chooser c;
    table_chooser_build(&c, &s);
    assert_int_equal(c.option_count, 5);
    assert_int_equal(c.options[0].step.kind, TABLE_STEP_SKIP);
    for (int stage = 1; stage <= 4; stage++) {
        assert_int_equal(c.options[stage].step.kind, TABLE_STEP_PRIVILEGE);
        assert_int_equal(c.options[stage].step.a, stage);
    }
    assert_false(c.options[4].enabled);

    fx_new_game(&s, 2);
    no_cubes(&s, 0);
    s.players[0].grain = 0; /* members work in the office: a scroll for time, the rest greyed */
    empty_farmyard(&s, -1);
    fx_check(&s);
    take_cube(&s, VILLAGE_CRAFTS, VILLAGE_ORANGE);
    table_chooser_build(&c, &s);
    assert_int_equal(c.option_count, 1 + VILLAGE_BUILDINGS);
    for (int b = 0; b < VILLAGE_BUILDINGS; b++) {
        assert_int_equal(c.options[1 + b].step.kind, TABLE_STEP_BUILDING);
        assert_int_equal(c.options[1 + b].step.a, b);
        assert_int_equal(c.options[1 + b].enabled, b == VILLAGE_OFFICE);
    }

    /* Two cubes to choose, no brown and one pink left in the supply. */
    fx_new_game(&s, 2);
    fx_set_cubes(&s, 1, VILLAGE_BROWN,
                 s.players[1].cubes[VILLAGE_BROWN] + village_supply_cubes(&s, VILLAGE_BROWN));
    fx_set_cubes(&s, 1, VILLAGE_PINK,
                 s.players[1].cubes[VILLAGE_PINK] + village_supply_cubes(&s, VILLAGE_PINK) - 1);
    s.phase = VILLAGE_PHASE_CHOOSE_CUBES;
    s.cubes_to_choose = 2;
    fx_check(&s);
    table_chooser_build(&c, &s);
    assert_int_equal(c.option_count, VILLAGE_INFLUENCE_COLOURS);
    for (int colour = 0; colour < VILLAGE_INFLUENCE_COLOURS; colour++) {
        assert_int_equal(c.options[colour].step.kind, TABLE_STEP_FIRST_CUBE);
        assert_int_equal(c.options[colour].step.a, colour);
        assert_int_equal(c.options[colour].enabled, colour != VILLAGE_BROWN);
    }
    choose(&c, TABLE_STEP_FIRST_CUBE, VILLAGE_PINK, false);
    assert_int_equal(c.option_count, VILLAGE_INFLUENCE_COLOURS);
    for (int colour = 0; colour < VILLAGE_INFLUENCE_COLOURS; colour++) {
        assert_int_equal(c.options[colour].step.kind, TABLE_STEP_SECOND_CUBE);
        assert_int_equal(c.options[colour].step.a, colour);
        /* the one pink is taken first: no second pink, no brown at all */
        assert_int_equal(c.options[colour].enabled,
                         colour != VILLAGE_BROWN && colour != VILLAGE_PINK);
    }
}

/* The move that brings the end (the death that fills the last place in
 * the chronicle or graves) is marked before it is made, on its option too;
 * no other move is. Random games to their end. */
static void test_the_move_that_ends_the_game_warns(void **unused)
{
    (void)unused;
    int ending = 0, others = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        village_state s;
        assert_true(village_new_game(&s, 2 + (int)(seed % 3), seed, 0));
        uint64_t pick = seed * 104729;
        while (!village_game_over(&s)) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            assert_true(n > 0);
            for (int i = 0; i < n; i++) {
                village_state after = s;
                village_events ev;
                assert_true(village_apply(&after, &moves[i], &ev));
                bool ends = false;
                for (int e = 0; e < ev.count; e++)
                    ends = ends || ev.items[e].kind == VILLAGE_EV_END_TRIGGERED;
                table_warning w = table_move_warning(&s, &moves[i]);
                assert_int_equal(w == TABLE_WARN_ENDS_GAME, ends);
                ending += ends;
                others += !ends;
                if (ends && s.phase == VILLAGE_PHASE_DEATH) {
                    /* its option in the chooser carries the warning */
                    table_chooser *c = malloc(sizeof *c);
                    assert_non_null(c);
                    table_chooser_build(c, &s);
                    bool marked = false;
                    for (int o = 0; o < c->option_count; o++)
                        marked = marked || c->options[o].warning == TABLE_WARN_ENDS_GAME;
                    assert_true(marked);
                    free(c);
                }
            }
            pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
            assert_true(village_apply(&s, &moves[(pick >> 33) % (uint64_t)n], NULL));
        }
    }
    printf("moves that end the game: %d, others: %d\n", ending, others);
    assert_true(ending > 0);
    assert_true(others > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_well_offers_each_colour_of_payment),
        cmocka_unit_test(test_a_trip_waits_for_its_payment_and_warns),
        cmocka_unit_test(test_only_a_free_forced_move_plays_itself),
        cmocka_unit_test(test_the_well_onto_an_idle_action_warns),
        cmocka_unit_test(test_family_row_keeps_its_slots),
        cmocka_unit_test(test_privileges_crafts_and_colours_keep_their_slots),
        cmocka_unit_test(test_the_move_that_ends_the_game_warns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
