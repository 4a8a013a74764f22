/* Church and mass: R-CHU-1, R-MAS-1 … R-MAS-3. */
#include "fixtures.h"

#include <stdio.h>

/* The board holds one cube, on the harvest space; 'player' will take it. */
static void last_cube_for(village_state *s, int player)
{
    fx_clear_board(s);
    fx_put_cubes(s, VILLAGE_HARVEST, VILLAGE_ORANGE, 1);
    fx_turn(s, player);
}

static void end_round(village_state *s, village_events *ev)
{
    play(s, "take harvest orange");
    play_ev(s, "skip", ev);
}

/* R-CHU-1: one brown cube or three time, member into the black bag. */
static void test_R_CHU_1_member_into_bag_for_brown_or_time(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 1);
    play(&s, "take church orange");
    play(&s, "church g1@farm brown");
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[0].cubes[VILLAGE_BROWN], 0);
    assert_int_equal(s.players[0].lifetime, 0);

    fx_new_game(&s, 2);
    play(&s, "take church orange");
    play(&s, "church g1@farm time");
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[0].lifetime, 3);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 3);
}

/* R-CHU-1: without brown and coin only time remains. */
static void test_R_CHU_1_time_only_without_brown_or_coin(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    s.players[0].coins = 0;
    fx_birth(&s, 0, 1);
    play(&s, "take church orange");
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_CHURCH), 2); /* a "1" or the "2" */
    refute(&s, "church g1@farm brown");
    assert_true(fx_is_legal(&s, "church g2@farm time"));
}

static int count_bought(const village_events *ev, int player)
{
    int n = 0;
    for (int i = 0; i < ev->count; i++)
        n += ev->items[i].kind == VILLAGE_EV_MASS_BOUGHT && ev->items[i].player == player;
    return n;
}

/* R-MAS-1: buying in start-player order until four are out; then nothing
 * is drawn. */
static void test_R_MAS_1_buy_in_start_player_order_up_to_four(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 3);
    s.start_player = 1;
    last_cube_for(&s, 0);
    fx_place(&s, 0, G1A, VILLAGE_BLACK_BAG, 0);
    s.players[0].coins = 1;
    fx_place(&s, 1, G1A, VILLAGE_BLACK_BAG, 0);
    fx_place(&s, 1, G1B, VILLAGE_BLACK_BAG, 0);
    s.players[1].coins = 3;
    for (int m = G1A; m <= G1C; m++)
        fx_place(&s, 2, m, VILLAGE_BLACK_BAG, 0);
    s.players[2].coins = 2;

    village_events ev;
    end_round(&s, &ev);
    assert_int_equal(s.phase, VILLAGE_PHASE_MASS_BUY);
    assert_int_equal(s.actor, 1); /* the starting player, not whoever ended the round */
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_MASS_BUY), 1); /* "1"s are alike */
    play_ev(&s, "buy g1@bag", &ev);
    assert_int_equal(count_bought(&ev, 1), 1);
    assert_int_equal(s.players[1].coins, 2);
    assert_int_equal(s.players[1].members[G1A].place, VILLAGE_CHURCH_WINDOW);
    assert_int_equal(s.players[1].members[G1A].spot, 0); /* the right-most window */
    assert_int_equal(s.actor, 1);
    play(&s, "buy g1@bag");
    assert_int_equal(s.actor, 2); /* yellow has nobody left in the bag */
    play(&s, "buy g1@bag");
    assert_int_equal(s.actor, 2);
    play_ev(&s, "buy g1@bag", &ev);

    /* Four bought: red may not buy, nothing is drawn, the mass is over. */
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MASS_DRAWN), 0);
    assert_true(fx_find_event(&ev, VILLAGE_EV_MASS_ENDED, -1, 0) >= 0);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[0].coins, 1);
    assert_int_equal(s.players[2].members[G1C].place, VILLAGE_BLACK_BAG);
    assert_int_equal(s.players[2].coins, 0);
    assert_int_equal(fx_members_at(&s, 1, VILLAGE_CHURCH_WINDOW, 0), 2);
    assert_int_equal(fx_members_at(&s, 2, VILLAGE_CHURCH_WINDOW, 0), 2);
    assert_int_equal(s.round, 2);
}

/* R-MAS-1: random draws make up the four pieces; monks go back into the bag,
 * drawn members go to the right-most window, the rest stay in the bag. */
static void check_draws(uint64_t seed, int buy, int *members_drawn, int *monks_drawn)
{
    village_state s;
    fx_new_game(&s, 2);
    last_cube_for(&s, 1);
    fx_place(&s, 0, G1A, VILLAGE_BLACK_BAG, 0);
    fx_place(&s, 0, G1B, VILLAGE_BLACK_BAG, 0);
    fx_place(&s, 1, G1A, VILLAGE_BLACK_BAG, 0);
    s.players[0].coins = (uint16_t)(2 * buy);
    s.players[1].coins = 0;
    village_redeal_hidden(&s, seed);
    village_events ev;
    end_round(&s, &ev);
    if (buy) {
        assert_int_equal(s.phase, VILLAGE_PHASE_MASS_BUY);
        play_ev(&s, "buy g1@bag", &ev);
        assert_int_equal(s.phase, VILLAGE_PHASE_MASS_BUY); /* the second one may be bought */
        play_ev(&s, "done", &ev);
    }
    int members = 0, monks = 0;
    for (int i = 0; i < ev.count; i++) {
        const village_event *e = &ev.items[i];
        if (e->kind != VILLAGE_EV_MASS_DRAWN)
            continue;
        if (e->player == VILLAGE_NOBODY) {
            monks++;
            continue;
        }
        members++;
        assert_int_equal(s.players[e->player].members[e->member].place, VILLAGE_CHURCH_WINDOW);
        assert_int_equal(s.players[e->player].members[e->member].spot, 0);
    }
    assert_int_equal(members + monks, 4 - buy);
    int in_bag =
        fx_members_at(&s, 0, VILLAGE_BLACK_BAG, -1) + fx_members_at(&s, 1, VILLAGE_BLACK_BAG, -1);
    assert_int_equal(in_bag, 3 - buy - members);
    int in_church = fx_members_at(&s, 0, VILLAGE_CHURCH_WINDOW, -1) +
                    fx_members_at(&s, 1, VILLAGE_CHURCH_WINDOW, -1);
    assert_int_equal(in_church, buy + members);
    *members_drawn += members;
    *monks_drawn += monks;
}

/* R-MAS-1 */
static void test_R_MAS_1_random_draws_total_four_with_monks(void **state)
{
    (void)state;
    int members = 0, monks = 0;
    for (uint64_t seed = 1; seed <= 30; seed++)
        for (int buy = 0; buy <= 1; buy++)
            check_draws(seed, buy, &members, &monks);
    assert_true(members > 0); /* both kinds of piece come out over the seeds */
    assert_true(monks > 0);
}

/* Red's G1A and yellow's G1A sit in the right-most window. */
static void promotion_ready(village_state *s, int red_grain, int yellow_grain)
{
    fx_new_game(s, 2);
    last_cube_for(s, 1);
    fx_place(s, 0, G1A, VILLAGE_CHURCH_WINDOW, 0);
    fx_place(s, 1, G1A, VILLAGE_CHURCH_WINDOW, 0);
    s->players[0].grain = (uint8_t)red_grain;
    s->players[1].grain = (uint8_t)yellow_grain;
}

/* R-MAS-2: 1, 2 and 2 grain for the three steps to the left. */
static void test_R_MAS_2_promotion_costs_1_2_2(void **state)
{
    (void)state;
    village_state s;
    promotion_ready(&s, 5, 1);
    village_events ev;
    end_round(&s, &ev);
    assert_int_equal(s.phase, VILLAGE_PHASE_MASS_PROMOTE);
    assert_int_equal(s.actor, 0);
    static const int grain_after[3] = {4, 2, 0};
    for (int step = 0; step < 3; step++) {
        char text[32];
        snprintf(text, sizeof text, "promote g1@window%d", step + 1);
        play_ev(&s, text, &ev);
        assert_int_equal(s.players[0].grain, grain_after[step]);
        assert_int_equal(s.players[0].members[G1A].spot, step + 1);
        int promoted = fx_find_event(&ev, VILLAGE_EV_MASS_PROMOTED, 0, 0);
        assert_int_equal(ev.items[promoted].amount, step == 0 ? 1 : 2);
    }
    assert_int_equal(s.actor, 1); /* red is at the left-most window */
    play(&s, "promote g1@window1");
    assert_int_equal(s.players[1].grain, 0);
    assert_int_equal(s.players[1].members[G1A].spot, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN); /* the mass is over */
    assert_int_equal(s.round, 2);
}

/* R-MAS-2: each player has one go, in start-player order. */
static void test_R_MAS_2_once_per_player_in_start_order(void **state)
{
    (void)state;
    village_state s;
    promotion_ready(&s, 5, 2);
    s.start_player = 1;
    last_cube_for(&s, 0);
    village_events ev;
    end_round(&s, &ev);
    assert_int_equal(s.actor, 1);
    play(&s, "done");
    assert_int_equal(s.actor, 0);
    play(&s, "promote g1@window1");
    assert_int_equal(s.actor, 0); /* still red's go: more steps may follow */
    play(&s, "done");
    /* Both have had their go although both could still pay: the mass ends. */
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.players[0].grain, 4);
    assert_int_equal(s.players[1].grain, 2);
    assert_int_equal(s.round, 2);
}

typedef struct majority_case {
    int red_windows[3], red_count;
    int yellow_windows[3], yellow_count;
    int red_gain, yellow_gain;
} majority_case;

static void check_majority(const majority_case *c)
{
    village_state s;
    fx_new_game(&s, 2);
    last_cube_for(&s, 1);
    for (int i = 0; i < c->red_count; i++)
        fx_place(&s, 0, G1A + i, VILLAGE_CHURCH_WINDOW, c->red_windows[i]);
    for (int i = 0; i < c->yellow_count; i++)
        fx_place(&s, 1, G1A + i, VILLAGE_CHURCH_WINDOW, c->yellow_windows[i]);
    /* The board's "leads the church now" shows the same players before the mass. */
    bool leaders[VILLAGE_MAX_PLAYERS];
    assert_int_equal(village_church_leaders(&s, leaders), (c->red_gain > 0) + (c->yellow_gain > 0));
    assert_int_equal(leaders[0], c->red_gain > 0);
    assert_int_equal(leaders[1], c->yellow_gain > 0);
    village_events ev;
    end_round(&s, &ev);
    assert_int_equal(s.players[0].prestige, c->red_gain);
    assert_int_equal(s.players[1].prestige, c->yellow_gain);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MASS_MAJORITY),
                     (c->red_gain > 0) + (c->yellow_gain > 0));
}

/* R-MAS-3: most members; tie: the left-most member; still tied: all (and
 * village_church_leaders, which the board shows, names the same players). */
static void test_R_MAS_3_majority_and_both_tie_breaks(void **state)
{
    (void)state;
    static const majority_case cases[] = {
        {{0, 0}, 2, {3}, 1, 2, 0},    /* more members beat a further left one */
        {{1}, 1, {2}, 1, 0, 2},       /* tie: the left-most window wins */
        {{2, 0}, 2, {0, 2}, 2, 2, 2}, /* still tied: both gain */
        {{0}, 0, {0}, 0, 0, 0},       /* nobody in the church */
        {{0}, 1, {0}, 0, 2, 0},       /* alone in the church */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_majority(&cases[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_CHU_1_member_into_bag_for_brown_or_time),
        cmocka_unit_test(test_R_CHU_1_time_only_without_brown_or_coin),
        cmocka_unit_test(test_R_MAS_1_buy_in_start_player_order_up_to_four),
        cmocka_unit_test(test_R_MAS_1_random_draws_total_four_with_monks),
        cmocka_unit_test(test_R_MAS_2_promotion_costs_1_2_2),
        cmocka_unit_test(test_R_MAS_2_once_per_player_in_start_order),
        cmocka_unit_test(test_R_MAS_3_majority_and_both_tie_breaks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
