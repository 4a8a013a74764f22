/* End of the game: R-END-1 … R-END-4. Positions are built one death short
 * of the end: every chronicle space of an area and all graves but one are
 * taken, so the next death there triggers it. */
#include "fixtures.h"

enum { FARM_AREA = VILLAGE_CHRONICLE_FARMYARD * VILLAGE_CHRONICLE_SLOTS };

/* What happened across several moves: who got final actions, in order, and
 * how many masses started. */
typedef struct history {
    int final_players[VILLAGE_MAX_PLAYERS * 2];
    int final_count;
    int masses, final_masses, triggers;
} history;

static void step(village_state *s, const char *text, history *h)
{
    village_events ev;
    play_ev(s, text, &ev);
    for (int i = 0; i < ev.count; i++) {
        const village_event *e = &ev.items[i];
        if (e->kind == VILLAGE_EV_FINAL_ACTION)
            h->final_players[h->final_count++] = e->player;
        else if (e->kind == VILLAGE_EV_MASS_STARTED)
            e->a ? h->final_masses++ : h->masses++;
        else if (e->kind == VILLAGE_EV_END_TRIGGERED)
            h->triggers++;
    }
}

static void assert_final_order(const history *h, const int *order, int n)
{
    assert_int_equal(h->final_count, n);
    for (int i = 0; i < n; i++)
        if (h->final_players[i] != order[i])
            fail_msg("final action %d went to player %d, expected %d", i + 1, h->final_players[i],
                     order[i]);
}

/* R-END-1: the last free chronicle space. */
static void test_R_END_1_last_chronicle_space_triggers_end(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    /* 2 players: 10 chronicle spaces; all but farmyard space "2" taken. */
    static const int spots[] = {0, 1, 4, 5, 8, 9, 12};
    for (int i = 0; i < 7; i++)
        fx_place(&s, 1, G1A + i, VILLAGE_CHRONICLE, spots[i]);
    fx_place(&s, 0, G1B, VILLAGE_CHRONICLE, 13);
    fx_place(&s, 0, G1C, VILLAGE_CHRONICLE, FARM_AREA + 0);
    fx_place(&s, 0, G1D, VILLAGE_GRAVE, 0);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    s.players[0].lifetime = 10;
    history h = {0};
    step(&s, "take harvest plague", &h);
    assert_int_equal(s.end_trigger_player, VILLAGE_NOBODY);
    step(&s, "skip", &h);
    assert_int_equal(h.triggers, 1);
    assert_int_equal(s.end_trigger_player, 0);
    assert_int_equal(s.players[0].members[G1A].spot, FARM_AREA + 1);
    assert_int_equal(s.actor, 1);
    const int order[] = {1};
    assert_final_order(&h, order, 1);
    step(&s, "take family orange", &h);
    step(&s, "skip", &h);
    assert_int_equal(s.phase, VILLAGE_PHASE_GAME_OVER);
}

/* R-END-1: the last free grave. */
static void test_R_END_1_last_grave_triggers_end(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_place(&s, 1, G1A, VILLAGE_CHRONICLE, FARM_AREA + 0);
    fx_place(&s, 1, G1B, VILLAGE_CHRONICLE, FARM_AREA + 1);
    fx_place(&s, 1, G1C, VILLAGE_GRAVE, 0);
    fx_place(&s, 1, G1D, VILLAGE_GRAVE, 1);
    fx_place(&s, 0, G1B, VILLAGE_GRAVE, 2);
    fx_place(&s, 0, G1C, VILLAGE_CHRONICLE, 0);
    fx_place(&s, 0, G1D, VILLAGE_CHRONICLE, 1);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    s.players[0].lifetime = 10;
    history h = {0};
    step(&s, "take harvest plague", &h);
    step(&s, "skip", &h);
    assert_int_equal(h.triggers, 1);
    assert_int_equal(s.end_trigger_player, 0);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_GRAVE);
    assert_int_equal(s.players[0].members[G1A].spot, 3);
}

/* Four players; yellow's next death fills the last grave. The board holds a
 * plague cube on the harvest space and one orange cube on the council. */
static void four_player_one_grave_left(village_state *s)
{
    fx_new_game(s, 4);
    for (int m = G1A; m <= G1D; m++)
        fx_place(s, 2, m, VILLAGE_CHRONICLE, FARM_AREA + m);
    for (int m = G2A; m <= G2C; m++)
        fx_place(s, 2, m, VILLAGE_GRAVE, m - G2A);
    for (int m = G1A; m <= G1D; m++)
        fx_place(s, 3, m, VILLAGE_GRAVE, 3 + m);
    fx_clear_board(s);
    fx_put_cubes(s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    fx_put_cubes(s, VILLAGE_COUNCIL, VILLAGE_ORANGE, 1);
    s->players[1].lifetime = 10;
    fx_turn(s, 1);
}

/* R-END-2: no further turn for the trigger; the others clockwise from its
 * left; the last cube taken in them is not replaced, later players act
 * freely; one mass, the final one, after the last final action. */
static void test_R_END_2_final_actions_and_last_cube_during_them(void **state)
{
    (void)state;
    village_state s;
    four_player_one_grave_left(&s);
    fx_set_cubes(&s, 3, VILLAGE_BROWN, 3);
    history h = {0};
    step(&s, "take harvest plague", &h);
    step(&s, "skip", &h);
    assert_int_equal(s.end_trigger_player, 1);
    assert_int_equal(s.actor, 2);

    step(&s, "take council orange", &h); /* the last cube on the board */
    step(&s, "skip", &h);
    assert_int_equal(village_cubes_on_board(&s), 0);
    assert_int_equal(s.round, 1);
    assert_int_equal(h.masses + h.final_masses, 0);
    assert_int_equal(s.actor, 3);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&s, moves);
    assert_int_equal(n, VILLAGE_SPACES);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_FREE_ACTION), VILLAGE_SPACES);
    refute(&s, "well brown family");

    step(&s, "free family", &h);
    step(&s, "birth", &h);
    assert_int_equal(s.players[3].members[G2A].place, VILLAGE_FARMYARD);
    assert_int_equal(s.actor, 0);
    assert_int_equal(h.final_masses, 0);
    step(&s, "free harvest", &h);
    step(&s, "harvest", &h);
    assert_int_equal(s.players[0].grain, 2);

    const int order[] = {2, 3, 0};
    assert_final_order(&h, order, 3);
    assert_int_equal(h.masses, 0); /* the normal end-of-round mass is skipped */
    assert_int_equal(h.final_masses, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_GAME_OVER);
    assert_int_equal(s.round, 1);
}

/* R-END-2: when the trigger's own turn took the last cube, the round does
 * not end with a mass and a new seeding: the final actions start at once on
 * the empty board, as free actions (the engine's reading of R-END-2 with
 * R-RND-6). */
static void test_R_END_2_trigger_turn_took_last_cube(void **state)
{
    (void)state;
    village_state s;
    four_player_one_grave_left(&s);
    fx_put_cubes(&s, VILLAGE_COUNCIL, VILLAGE_ORANGE, 0);
    history h = {0};
    step(&s, "take harvest plague", &h);
    step(&s, "skip", &h);
    assert_int_equal(s.end_trigger_player, 1);
    assert_int_equal(h.masses + h.final_masses, 0);
    assert_int_equal(s.round, 1);
    assert_int_equal(village_cubes_on_board(&s), 0);
    assert_int_equal(s.actor, 2);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_FREE_ACTION), VILLAGE_SPACES);
    for (int k = 0; k < 3; k++) {
        step(&s, "free harvest", &h);
        step(&s, "skip", &h);
    }
    const int order[] = {2, 3, 0};
    assert_final_order(&h, order, 3);
    assert_int_equal(h.masses, 0);
    assert_int_equal(h.final_masses, 1);
    assert_true(village_game_over(&s));
}

/* R-END-2: final actions follow the normal turn rules: a cube and its
 * action, and a market day is still a market day. */
static void test_R_END_2_final_action_is_a_normal_turn(void **state)
{
    (void)state;
    village_state s;
    four_player_one_grave_left(&s);
    fx_put_cubes(&s, VILLAGE_MARKET, VILLAGE_ORANGE, 1);
    fx_set_stall(&s, 0, 6); /* scroll + scroll */
    s.players[2].goods[VILLAGE_SCROLL] = 2;
    s.players[3].goods[VILLAGE_SCROLL] = 2;
    fx_set_stall(&s, 1, 21); /* scroll + scroll + grain */
    s.players[3].grain = 1;
    fx_set_cubes(&s, 3, VILLAGE_GREEN, 1);
    history h = {0};
    step(&s, "take harvest plague", &h);
    step(&s, "skip", &h);
    assert_int_equal(s.actor, 2);
    refute(&s, "free market");
    step(&s, "take market orange", &h);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    step(&s, "serve 1", &h);
    assert_int_equal(s.actor, 3); /* white serves on blue's market day */
    step(&s, "serve 2", &h);
    assert_true((s.players[3].customers >> 21) & 1);
    assert_int_equal(s.actor, 3); /* then white's own final action */
    const int order[] = {2, 3};
    assert_final_order(&h, order, 2);
}

/* Three players; red starts a market day and will serve twice; red's second
 * (costed) sale crosses the bridge and fills the last grave. */
static void three_player_market_end(village_state *s)
{
    fx_new_game(s, 3);
    for (int m = G1A; m <= G1C; m++)
        fx_place(s, 1, m, VILLAGE_CHRONICLE, FARM_AREA + m);
    fx_place(s, 1, G1D, VILLAGE_GRAVE, 0);
    for (int m = G1A; m <= G1D; m++)
        fx_place(s, 2, m, VILLAGE_GRAVE, 1 + m);
    fx_set_stall(s, 0, 6);  /* scroll + scroll */
    fx_set_stall(s, 1, 18); /* wagon + wagon */
    fx_set_stall(s, 2, 17); /* plough + plough */
    fx_set_stall(s, 3, 23); /* grain + grain */
    village_player *red = &s->players[0], *yellow = &s->players[1];
    red->goods[VILLAGE_SCROLL] = 2;
    red->goods[VILLAGE_PLOUGH] = 2;
    red->lifetime = 11;
    fx_set_cubes(s, 0, VILLAGE_GREEN, 1);
    yellow->goods[VILLAGE_WAGON] = 2;
    yellow->grain = 2;
    fx_set_cubes(s, 1, VILLAGE_GREEN, 2);
}

/* R-END-3: the market-day starter triggers the end: the day is finished,
 * then every other player gets one action. */
static void test_R_END_3_triggered_by_market_day_starter(void **state)
{
    (void)state;
    village_state s;
    three_player_market_end(&s);
    history h = {0};
    step(&s, "take market orange", &h);
    step(&s, "serve 1", &h);
    step(&s, "serve 2", &h); /* yellow; blue cannot serve */
    assert_int_equal(s.actor, 0);
    step(&s, "serve 3", &h); /* red's second sale: 1 time, the bridge, the last grave */
    assert_int_equal(h.triggers, 1);
    assert_int_equal(s.end_trigger_player, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET); /* the market day goes on */
    assert_int_equal(s.actor, 1);
    assert_int_equal(h.final_count, 0);
    step(&s, "serve 4", &h);
    assert_false(s.market_open);
    assert_int_equal(s.actor, 1);
    step(&s, "take family orange", &h);
    step(&s, "skip", &h);
    step(&s, "take family orange", &h);
    step(&s, "skip", &h);
    const int order[] = {1, 2};
    assert_final_order(&h, order, 2);
    assert_int_equal(h.final_masses, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_GAME_OVER);
}

/* R-END-3: another player triggers the end on the market day: after the day
 * every player gets one more action, clockwise, the starter last. */
static void test_R_END_3_triggered_by_another_player_starter_last(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 4);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 1, m, VILLAGE_CHRONICLE, FARM_AREA + m);
    for (int m = G2A; m <= G2C; m++)
        fx_place(&s, 1, m, VILLAGE_GRAVE, m - G2A);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 3, m, VILLAGE_GRAVE, 3 + m);
    fx_set_stall(&s, 0, 6);  /* scroll + scroll, for red */
    fx_set_stall(&s, 1, 18); /* wagon + wagon, for blue */
    s.players[0].goods[VILLAGE_SCROLL] = 2;
    s.players[2].goods[VILLAGE_WAGON] = 2;
    fx_set_cubes(&s, 2, VILLAGE_GREEN, 1);
    s.players[2].lifetime = 11;

    history h = {0};
    step(&s, "take market orange", &h);
    step(&s, "serve 1", &h);
    assert_int_equal(s.actor, 2); /* yellow cannot serve */
    step(&s, "serve 2", &h);
    assert_int_equal(h.triggers, 1);
    assert_int_equal(s.end_trigger_player, 2);
    assert_false(s.market_open); /* nobody else can serve: the day is over */

    static const char *actions[] = {"take family orange", "take family orange",
                                    "take harvest orange", "take harvest orange"};
    const int order[] = {1, 2, 3, 0};
    for (int k = 0; k < 4; k++) {
        assert_int_equal(s.actor, order[k]);
        step(&s, actions[k], &h);
        step(&s, "skip", &h);
    }
    assert_final_order(&h, order, 4);
    assert_int_equal(h.final_masses, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_GAME_OVER);
}

/* R-END-4: after the final actions the final mass (buying, drawing, the
 * majority), then the game is over and scored. */
static void test_R_END_4_final_mass_then_scoring(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_place(&s, 0, G1D, VILLAGE_GRAVE, 0);
    for (int m = G1A; m <= G1C; m++)
        fx_place(&s, 1, m, VILLAGE_GRAVE, 1 + m);
    fx_place(&s, 0, G1B, VILLAGE_CHURCH_WINDOW, 0);
    fx_place(&s, 0, G1C, VILLAGE_BLACK_BAG, 0);
    fx_final_action(&s, 0, 1, NULL, 0);
    history h = {0};
    step(&s, "take harvest orange", &h);
    step(&s, "skip", &h);
    assert_int_equal(h.final_masses, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_MASS_BUY);
    assert_int_equal(s.actor, 0);
    village_events ev;
    play_ev(&s, "buy g1@bag", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MASS_DRAWN), 3);
    int majority = fx_find_event(&ev, VILLAGE_EV_MASS_MAJORITY, 0, 0);
    int over = fx_find_event(&ev, VILLAGE_EV_GAME_OVER, -1, 0);
    assert_true(majority >= 0 && majority < over);
    assert_true(village_game_over(&s));
    village_move moves[VILLAGE_MAX_MOVES];
    assert_int_equal(village_legal_moves(&s, moves), 0);

    village_result result;
    village_result_compute(&s, &result);
    assert_int_equal(result.score[0].prestige, 2);
    assert_int_equal(result.score[0].church, 4); /* two members in the right-most window */
    assert_int_equal(result.score[0].coins, 0);
    assert_int_equal(result.score[0].total, 6);
    assert_int_equal(result.score[1].total, 1);
    assert_int_equal(result.rank[0], 1);
    assert_int_equal(result.rank[1], 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_END_1_last_chronicle_space_triggers_end),
        cmocka_unit_test(test_R_END_1_last_grave_triggers_end),
        cmocka_unit_test(test_R_END_2_final_actions_and_last_cube_during_them),
        cmocka_unit_test(test_R_END_2_trigger_turn_took_last_cube),
        cmocka_unit_test(test_R_END_2_final_action_is_a_normal_turn),
        cmocka_unit_test(test_R_END_3_triggered_by_market_day_starter),
        cmocka_unit_test(test_R_END_3_triggered_by_another_player_starter_last),
        cmocka_unit_test(test_R_END_4_final_mass_then_scoring),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
