/* Final scoring: R-SCO-1 … R-SCO-7. */
#include "fixtures.h"

enum {
    TILE_HP = 0,   /* 6 points */
    TILE_OP = 1,   /* 6 */
    TILE_SG = 4,   /* 3 */
    TILE_GGG = 5,  /* 3 */
    TILE_SS = 6,   /* 4 */
    TILE_HOP = 22, /* 9 */
    TILE_GG = 23,  /* 2 */
};

static village_score score_of(const village_state *s, int player)
{
    fx_check(s);
    village_score score;
    village_score_breakdown(s, player, &score);
    return score;
}

/* R-SCO-1 */
static void test_R_SCO_1_travel_by_cities_marked(void **state)
{
    (void)state;
    static const int points[7] = {0, 1, 3, 6, 10, 14, 18};
    for (int k = 0; k <= 6; k++) {
        village_state s;
        fx_new_game(&s, 2);
        s.players[0].cities = (uint8_t)(((1u << k) - 1u) << 2); /* from C on */
        assert_int_equal(score_of(&s, 0).travel, points[k]);
    }
}

/* R-SCO-2 */
static void test_R_SCO_2_council_by_stage(void **state)
{
    (void)state;
    static const int points[4] = {0, 2, 4, 6};
    for (int stage = 0; stage < 4; stage++) {
        village_state s;
        fx_new_game(&s, 2);
        fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, stage);
        assert_int_equal(score_of(&s, 0).council, points[stage]);
    }
    village_state s;
    fx_new_game(&s, 2);
    for (int m = G1A; m <= G1D; m++)
        fx_place(&s, 0, m, VILLAGE_COUNCIL_CHAMBER, m);
    assert_int_equal(score_of(&s, 0).council, 0 + 2 + 4 + 6);
}

/* R-SCO-3 */
static void test_R_SCO_3_church_by_window_bag_nothing(void **state)
{
    (void)state;
    static const int points[4] = {2, 3, 4, 6};
    for (int window = 0; window < 4; window++) {
        village_state s;
        fx_new_game(&s, 2);
        fx_place(&s, 0, G1A, VILLAGE_CHURCH_WINDOW, window);
        fx_place(&s, 0, G1B, VILLAGE_BLACK_BAG, 0);
        assert_int_equal(score_of(&s, 0).church, points[window]);
    }
}

/* R-SCO-4: own members in the chronicle; graves are anonymous. */
static void test_R_SCO_4_chronicle_by_members(void **state)
{
    (void)state;
    static const int points[7] = {0, 0, 0, 4, 7, 12, 12};
    for (int k = 0; k <= 6; k++) {
        village_state s;
        fx_new_game(&s, 4);
        fx_birth(&s, 0, 3);
        for (int m = 0; m < k; m++)
            fx_place(&s, 0, m, VILLAGE_CHRONICLE, m * 3); /* any free spaces */
        fx_place(&s, 0, G2C, VILLAGE_GRAVE, 0);
        assert_int_equal(score_of(&s, 0).chronicle, points[k]);
    }
}

/* R-SCO-5 */
static void test_R_SCO_5_customers_printed_points_and_coins(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_serve_customer(&s, 0, TILE_HOP);
    fx_serve_customer(&s, 0, TILE_GG);
    fx_serve_customer(&s, 1, TILE_SS);
    s.players[0].coins = 5;
    village_score red = score_of(&s, 0);
    assert_int_equal(red.customers, 9 + 2);
    assert_int_equal(red.coins, 5);
    assert_int_equal(red.total, 16);
    assert_int_equal(score_of(&s, 1).customers, 4);
}

/* Two players, graves full (two members each): yellow is taking the last
 * final action. */
static void final_action_ready(village_state *s)
{
    fx_new_game(s, 2);
    fx_place(s, 0, G1C, VILLAGE_GRAVE, 0);
    fx_place(s, 0, G1D, VILLAGE_GRAVE, 1);
    fx_place(s, 1, G1C, VILLAGE_GRAVE, 2);
    fx_place(s, 1, G1D, VILLAGE_GRAVE, 3);
    fx_final_action(s, 0, 1, NULL, 0);
}

static void finish(village_state *s, village_result *result)
{
    play(s, "take harvest orange");
    play(s, "skip");
    assert_true(village_game_over(s));
    village_result_compute(s, result);
}

/* R-SCO-6: the tie goes to the player who served more customers. */
static void test_R_SCO_6_tie_broken_by_customers_served(void **state)
{
    (void)state;
    village_state s;
    final_action_ready(&s);
    fx_serve_customer(&s, 0, TILE_HP);
    fx_serve_customer(&s, 1, TILE_SG);
    fx_serve_customer(&s, 1, TILE_GGG);
    village_result r;
    finish(&s, &r);
    assert_int_equal(r.score[0].total, 7);
    assert_int_equal(r.score[1].total, 7);
    assert_int_equal(r.customers_served[0], 1);
    assert_int_equal(r.customers_served[1], 2);
    assert_int_equal(r.rank[1], 1);
    assert_int_equal(r.rank[0], 2);
}

/* R-SCO-6: then the player with more living members. */
static void test_R_SCO_6_then_living_members(void **state)
{
    (void)state;
    village_state s;
    final_action_ready(&s);
    fx_serve_customer(&s, 0, TILE_SG);
    fx_serve_customer(&s, 1, TILE_GGG);
    fx_birth(&s, 0, 1);
    village_result r;
    finish(&s, &r);
    assert_int_equal(r.score[0].total, r.score[1].total);
    assert_int_equal(r.customers_served[0], r.customers_served[1]);
    assert_int_equal(r.living_members[0], 3);
    assert_int_equal(r.living_members[1], 2);
    assert_int_equal(r.rank[0], 1);
    assert_int_equal(r.rank[1], 2);
}

/* R-SCO-6: still tied: a shared win. */
static void test_R_SCO_6_shared_win(void **state)
{
    (void)state;
    village_state s;
    final_action_ready(&s);
    fx_serve_customer(&s, 0, TILE_SG);
    fx_serve_customer(&s, 1, TILE_GGG);
    village_result r;
    finish(&s, &r);
    assert_int_equal(r.rank[0], 1);
    assert_int_equal(r.rank[1], 1);
}

/* R-SCO-6: living members are those on the farmyard, on the board and in
 * the black bag; not the unborn, nor the dead. */
static void test_R_SCO_6_living_members_counted(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 4);
    fx_birth(&s, 0, 4);
    fx_place(&s, 0, G1A, VILLAGE_BLACK_BAG, 0);
    fx_place(&s, 0, G1B, VILLAGE_CHURCH_WINDOW, 1);
    fx_place(&s, 0, G1C, VILLAGE_TRAVEL_MAP, CITY_B);
    s.players[0].cities = 1u << CITY_B;
    s.players[0].prestige = 3;
    fx_place(&s, 0, G1D, VILLAGE_CHRONICLE, 0);
    fx_place(&s, 0, G2A, VILLAGE_GRAVE, 0);
    fx_place(&s, 0, G2B, VILLAGE_CRAFT, VILLAGE_SMITHY);
    fx_place(&s, 0, G2C, VILLAGE_COUNCIL_CHAMBER, 3);
    fx_check(&s);
    village_result r;
    village_result_compute(&s, &r);
    /* bag, window, city, smithy, council, farmyard ("3") */
    assert_int_equal(r.living_members[0], 6);
    assert_int_equal(r.living_members[1], 4);
}

/* R-SCO-7: the rulebook's example, prestige track at 0. */
static void test_R_SCO_7_rulebook_example_totals_39(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 4);
    village_player *red = &s.players[0];
    red->cities = (1u << CITY_C) | (1u << CITY_D) | (1u << CITY_E); /* 3 cities: 6 */
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 1);               /* stage 2: 2 */
    fx_place(&s, 0, G1B, VILLAGE_CHURCH_WINDOW, 3);                 /* left-most: 6 */
    fx_birth(&s, 0, 2);
    fx_place(&s, 0, G1C, VILLAGE_CHRONICLE, 0); /* four in the chronicle: 7 */
    fx_place(&s, 0, G1D, VILLAGE_CHRONICLE, 4);
    fx_place(&s, 0, G2A, VILLAGE_CHRONICLE, 8);
    fx_place(&s, 0, G2B, VILLAGE_CHRONICLE, 12);
    fx_serve_customer(&s, 0, TILE_HP); /* 6 + 6 + 4 = 16 */
    fx_serve_customer(&s, 0, TILE_OP);
    fx_serve_customer(&s, 0, TILE_SS);
    red->coins = 2;
    village_score score = score_of(&s, 0);
    assert_int_equal(score.prestige, 0);
    assert_int_equal(score.travel, 6);
    assert_int_equal(score.council, 2);
    assert_int_equal(score.church, 6);
    assert_int_equal(score.chronicle, 7);
    assert_int_equal(score.customers, 16);
    assert_int_equal(score.coins, 2);
    assert_int_equal(score.total, 39);
    village_result r;
    village_result_compute(&s, &r);
    assert_int_equal(r.score[0].total, 39);
    assert_int_equal(r.rank[0], 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_SCO_1_travel_by_cities_marked),
        cmocka_unit_test(test_R_SCO_2_council_by_stage),
        cmocka_unit_test(test_R_SCO_3_church_by_window_bag_nothing),
        cmocka_unit_test(test_R_SCO_4_chronicle_by_members),
        cmocka_unit_test(test_R_SCO_5_customers_printed_points_and_coins),
        cmocka_unit_test(test_R_SCO_6_tie_broken_by_customers_served),
        cmocka_unit_test(test_R_SCO_6_then_living_members),
        cmocka_unit_test(test_R_SCO_6_shared_win),
        cmocka_unit_test(test_R_SCO_6_living_members_counted),
        cmocka_unit_test(test_R_SCO_7_rulebook_example_totals_39),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
