/* Components and setup: R-SET-1 … R-SET-6. */
#include "fixtures.h"

#include <string.h>

static const village_setup_card *card(int players)
{
    return &village_board_data.setup[players];
}

/* R-SET-1 */
static void test_R_SET_1_two_to_four_players_eleven_members_one_coin(void **state)
{
    (void)state;
    village_state s;
    assert_false(village_new_game(&s, 1, FX_SEED, 0));
    assert_false(village_new_game(&s, 5, FX_SEED, 0));

    int per_generation[5] = {0};
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        per_generation[village_member_generation(m)]++;
    assert_int_equal(per_generation[1], 4);
    assert_int_equal(per_generation[2], 3);
    assert_int_equal(per_generation[3], 2);
    assert_int_equal(per_generation[4], 2);
    assert_int_equal(village_member_generation(VILLAGE_MEMBERS_PER_PLAYER), 0);

    for (int n = 2; n <= 4; n++) {
        assert_true(village_new_game(&s, n, FX_SEED, 0));
        fx_check(&s);
        assert_int_equal(s.num_players, n);
        for (int p = 0; p < n; p++) {
            assert_int_equal(s.players[p].coins, 1);
            for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
                assert_int_equal(s.players[p].cubes[c], 0);
        }
        for (int p = n; p < VILLAGE_MAX_PLAYERS; p++)
            assert_int_equal(s.players[p].coins, 0);
    }
    assert_string_equal(village_player_colour_name(0), "red");
    assert_string_equal(village_player_colour_name(1), "yellow");
    assert_string_equal(village_player_colour_name(2), "blue");
    assert_string_equal(village_player_colour_name(3), "white");
}

/* R-SET-2 */
static void test_R_SET_2_generation_one_on_farmyard_markers_at_start(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 4, FX_SEED, 0));
    for (int p = 0; p < 4; p++) {
        const village_player *pl = &s.players[p];
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            assert_int_equal(pl->members[m].place, m <= G1D ? VILLAGE_FARMYARD : VILLAGE_UNBORN);
        assert_int_equal(pl->lifetime, 0); /* just past the bridge */
        assert_int_equal(pl->prestige, 0);
        assert_int_equal(pl->cities, 0); /* all six city markers still in hand */
        assert_int_equal(pl->deaths_pending, 0);
    }
    assert_int_equal(VILLAGE_CITY_MARKERS, 6);
}

/* R-SET-3 */
static void test_R_SET_3_general_supply_counts(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) {
        village_state s;
        assert_true(village_new_game(&s, n, FX_SEED + (uint64_t)n, 0));
        for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++) {
            int out = s.green_bag[c];
            for (int sp = 0; sp < VILLAGE_SPACES; sp++)
                out += s.spaces[sp][c];
            assert_int_equal(out, card(n)->cubes_per_colour);
            assert_int_equal(village_supply_cubes(&s, c), 18 - card(n)->cubes_per_colour);
        }
        int plague = s.green_bag[VILLAGE_PLAGUE];
        for (int sp = 0; sp < VILLAGE_SPACES; sp++)
            plague += s.spaces[sp][VILLAGE_PLAGUE];
        assert_int_equal(plague, 6);
        assert_int_equal(village_supply_cubes(&s, VILLAGE_PLAGUE), 0);
        assert_int_equal(village_supply_grain(&s), 20);
        for (int p = 0; p < n; p++) {
            assert_int_equal(s.players[p].grain, 0);
            for (int g = 0; g < VILLAGE_GOODS; g++)
                assert_int_equal(s.players[p].goods[g], 0);
        }
    }
}

/* R-SET-3: cubes are limited, so a free choice of cubes offers only what the
 * supply still holds. */
static void test_R_SET_3_cube_choice_limited_by_supply(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_set_cubes(&s, 0, VILLAGE_BROWN, 10);
    fx_set_cubes(&s, 1, VILLAGE_BROWN, 8); /* no brown left in the supply */
    fx_set_cubes(&s, 1, VILLAGE_PINK, 17); /* one pink left */
    fx_place(&s, 0, G1A, VILLAGE_COUNCIL_CHAMBER, 1);
    play(&s, "take council orange");
    play(&s, "council-privilege");
    play(&s, "privilege 2");
    assert_int_equal(s.phase, VILLAGE_PHASE_CHOOSE_CUBES);
    refute(&s, "cubes brown green");
    refute(&s, "cubes pink pink");
    refute(&s, "cubes brown brown");
    assert_true(fx_is_legal(&s, "cubes pink green"));
    assert_true(fx_is_legal(&s, "cubes orange orange"));
    play(&s, "cubes pink green");
    assert_int_equal(village_supply_cubes(&s, VILLAGE_PINK), 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_PINK], 1);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 1);
}

static int stalls_in_use(int players)
{
    int n = 0;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        n += (card(players)->stalls_in_use >> i) & 1;
    return n;
}

/* R-SET-4 */
static void test_R_SET_4_market_stalls_in_use_and_waiting_line(void **state)
{
    (void)state;
    static const uint8_t expected_use[5][VILLAGE_MARKET_SLOTS] = {
        [2] = {1, 1, 1, 0, 0}, /* the stalls marked "3" and "4" empty */
        [3] = {1, 1, 1, 1, 0}, /* the stall marked "4" empty */
        [4] = {1, 1, 1, 1, 1},
    };
    for (int n = 2; n <= 4; n++) {
        village_state s;
        assert_true(village_new_game(&s, n, FX_SEED, 0));
        assert_int_equal(stalls_in_use(n), n + 1);
        for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
            if (expected_use[n][i])
                assert_int_not_equal(s.stalls[i], VILLAGE_NO_CUSTOMER);
            else
                assert_int_equal(s.stalls[i], VILLAGE_NO_CUSTOMER);
            assert_int_not_equal(s.waiting[i], VILLAGE_NO_CUSTOMER);
        }
        assert_int_equal(s.pile_top, n + 1 + VILLAGE_MARKET_SLOTS);
        fx_check(&s); /* every one of the 24 tiles exactly once */
    }
}

/* R-SET-4: the pile is shuffled, so the seed decides who stands in stall 1. */
static void test_R_SET_4_customer_pile_is_shuffled(void **state)
{
    (void)state;
    int seen[VILLAGE_CUSTOMERS] = {0}, distinct = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        village_state s;
        assert_true(village_new_game(&s, 4, seed, 0));
        if (!seen[s.stalls[0]]++)
            distinct++;
    }
    assert_true(distinct >= 8);
}

static void count_slots(const village_state *s, int *chronicle_free, int *graves_free)
{
    *chronicle_free = 0;
    *graves_free = 0;
    for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
        for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS; k++)
            *chronicle_free += village_chronicle_occupant(s, a, k) == VILLAGE_SLOT_FREE;
    for (int g = 0; g < VILLAGE_GRAVES; g++)
        *graves_free += village_grave_occupant(s, g) == VILLAGE_SLOT_FREE;
}

/* R-SET-5 */
static void test_R_SET_5_blocked_chronicle_and_graves(void **state)
{
    (void)state;
    static const int chronicle[5] = {[2] = 10, [3] = 15, [4] = 20};
    static const int graves[5] = {[2] = 4, [3] = 6, [4] = 8};
    for (int n = 2; n <= 4; n++) {
        village_state s;
        assert_true(village_new_game(&s, n, FX_SEED, 0));
        int c, g;
        count_slots(&s, &c, &g);
        assert_int_equal(c, chronicle[n]);
        assert_int_equal(g, graves[n]);
        for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
            for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS; k++) {
                int label = k + 1;
                int blocked = (n == 2 && label >= 3) || (n == 3 && label == 4);
                assert_int_equal(village_chronicle_occupant(&s, a, k) == VILLAGE_SLOT_BLOCKED,
                                 blocked);
            }
        for (int gr = 0; gr < VILLAGE_GRAVES; gr++) {
            int label = village_board_data.grave_label[gr];
            int blocked = (n == 2 && label >= 3) || (n == 3 && label == 4);
            assert_int_equal(village_grave_occupant(&s, gr) == VILLAGE_SLOT_BLOCKED, blocked);
        }
    }
}

/* R-SET-5: a 2-player death skips the blocked chronicle spaces "3" and "4"
 * of its area and goes to an anonymous grave. */
static void test_R_SET_5_two_player_death_skips_blocked_chronicle(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    /* Yellow's first two members already fill the farmyard spaces "1", "2". */
    fx_place(&s, 1, G1A, VILLAGE_CHRONICLE, VILLAGE_CHRONICLE_FARMYARD * 4 + 0);
    fx_place(&s, 1, G1B, VILLAGE_CHRONICLE, VILLAGE_CHRONICLE_FARMYARD * 4 + 1);
    s.players[0].lifetime = 10;
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_PLAGUE, 1);
    play(&s, "take harvest plague");
    play(&s, "skip");
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_GRAVE);
    assert_int_equal(s.players[0].members[G1A].spot, 0);
    assert_int_equal(fx_members_at(&s, 0, VILLAGE_FARMYARD, -1), 3);
}

/* R-SET-6 */
static void test_R_SET_6_start_player_and_marker_on_council(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 3, FX_SEED, 2));
    assert_int_equal(s.start_player, 2);
    assert_int_equal(s.turn_player, 2);
    assert_int_equal(s.actor, 2);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.round, 1);
    assert_int_equal(s.next_start_holder, VILLAGE_NOBODY);
    assert_false(village_new_game(&s, 3, FX_SEED, 3));
    assert_false(village_new_game(&s, 3, FX_SEED, -2));

    int chosen[VILLAGE_MAX_PLAYERS] = {0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        village_state a, b;
        assert_true(village_new_game(&a, 4, seed, -1));
        assert_true(village_new_game(&b, 4, seed, -1));
        assert_int_equal(a.start_player, b.start_player); /* the seed decides */
        assert_in_range(a.start_player, 0, 3);
        chosen[a.start_player]++;
    }
    for (int p = 0; p < 4; p++)
        assert_true(chosen[p] > 0);
}

/* R-SET-6: the black bag starts with the four monks and nothing else, so the
 * first mass draws four monks. */
static void test_R_SET_6_black_bag_holds_four_monks(void **state)
{
    (void)state;
    village_state s;
    fx_new_game(&s, 2);
    fx_clear_board(&s);
    fx_put_cubes(&s, VILLAGE_HARVEST, VILLAGE_ORANGE, 1);
    village_events ev;
    play(&s, "take harvest orange");
    play_ev(&s, "skip", &ev);
    assert_int_equal(fx_count_events(&ev, VILLAGE_EV_MASS_DRAWN), 4);
    for (int i = 0; i < ev.count; i++)
        if (ev.items[i].kind == VILLAGE_EV_MASS_DRAWN)
            assert_int_equal(ev.items[i].player, VILLAGE_NOBODY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_SET_1_two_to_four_players_eleven_members_one_coin),
        cmocka_unit_test(test_R_SET_2_generation_one_on_farmyard_markers_at_start),
        cmocka_unit_test(test_R_SET_3_general_supply_counts),
        cmocka_unit_test(test_R_SET_3_cube_choice_limited_by_supply),
        cmocka_unit_test(test_R_SET_4_market_stalls_in_use_and_waiting_line),
        cmocka_unit_test(test_R_SET_4_customer_pile_is_shuffled),
        cmocka_unit_test(test_R_SET_5_blocked_chronicle_and_graves),
        cmocka_unit_test(test_R_SET_5_two_player_death_skips_blocked_chronicle),
        cmocka_unit_test(test_R_SET_6_start_player_and_marker_on_council),
        cmocka_unit_test(test_R_SET_6_black_bag_holds_four_monks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
