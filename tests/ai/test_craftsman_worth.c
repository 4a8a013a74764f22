/* A craftsman is worth what its building can still make (issue 43). The
 * search levels valued every craftsman at a flat quarter point against a
 * third farmyard member's 1.05, so training one looked like a loss
 * whatever its goods would fetch: medium paid cubes for goods where a
 * person trains a member and pays time, and its tables of four ran 18-19
 * rounds against easy's 14. Medium now adds, at tables of three or four,
 * what a worked building's next goods would bring; hard, expert and easy
 * keep their numbers. Positions are fresh games with the customers in
 * sight cleared, then one customer who wants a plough set in a stall. */
#include "ai_fixtures.h"
#include "evaluate_internal.h"
#include "search.h"

/* The first customer tile asking for a plough, and with it something else
 * (so that holding the rest, one plough completes it). */
static int customer_wanting_a_plough(void)
{
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++) {
        const village_customer *c = &village_board_data.customers[t];
        int items = c->grain;
        for (int g = 0; g < VILLAGE_GOODS; g++)
            items += c->goods[g];
        if (c->goods[VILLAGE_PLOUGH] == 1 && items > 1)
            return t;
    }
    fail_msg("no customer asks for one plough and more");
    return -1;
}

/* Player 0 holding everything 'tile' asks for but one plough; the customer
 * in the first stall when 'in_sight', else nobody in sight. */
static village_state position(int players, uint64_t seed, int tile, bool in_sight)
{
    village_state s;
    assert_true(village_new_game(&s, players, seed, 0));
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        s.stalls[i] = VILLAGE_NO_CUSTOMER;
        s.waiting[i] = VILLAGE_NO_CUSTOMER;
    }
    if (in_sight)
        s.stalls[0] = (uint8_t)tile;
    const village_customer *c = &village_board_data.customers[tile];
    village_player *p = &s.players[0];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        p->goods[g] = c->goods[g];
    p->goods[VILLAGE_PLOUGH]--;
    p->grain = c->grain;
    return s;
}

/* What training player 0's first member in the smithy changes in its
 * worth, nothing else moved. */
static double training_worth(village_state s, const ai_weights *w)
{
    double before[VILLAGE_MAX_PLAYERS], after[VILLAGE_MAX_PLAYERS];
    ai_evaluate_weighted(&s, w, before);
    village_member *trainee = &s.players[0].members[0];
    assert_int_equal(trainee->place, VILLAGE_FARMYARD);
    trainee->place = VILLAGE_CRAFT;
    trainee->spot = VILLAGE_SMITHY;
    ai_evaluate_weighted(&s, w, after);
    return after[0] - before[0];
}

static void test_medium_values_a_craftsman_by_what_it_can_sell(void **unused)
{
    (void)unused;
    int tile = customer_wanting_a_plough();
    for (int players = 3; players <= 4; players++) {
        uint64_t seed = aifx_run_seed + (uint64_t)players;
        double nobody = training_worth(position(players, seed, tile, false), &ai_medium_weights);
        double buyer = training_worth(position(players, seed, tile, true), &ai_medium_weights);
        /* A plough completes the customer: the smith's next good fetches
         * most of its points, so training one is worth a point more. */
        if (buyer < nobody + 1.0)
            fail_msg("%d players: a smith is worth %.2f with a buyer for his plough in sight, "
                     "%.2f without; seed %llu",
                     players, buyer, nobody, (unsigned long long)seed);
    }
}

/* Hard and expert search with the fitted numbers their strength was
 * measured with, easy with its hand-set ones, and medium in 2-player games
 * (short already, where the prospects lost to the flat worth) with the
 * fitted ones too: there a craftsman stays flat. */
static void test_others_keep_a_flat_craftsman(void **unused)
{
    (void)unused;
    int tile = customer_wanting_a_plough();
    struct {
        const ai_weights *weights;
        int players;
    } kept[] = {{&ai_default_weights, 3}, {&ai_hand_weights, 3}, {&ai_medium_weights, 2}};
    for (int k = 0; k < 3; k++) {
        int players = kept[k].players;
        const ai_weights *w = kept[k].weights;
        double nobody = training_worth(position(players, aifx_run_seed, tile, false), w);
        double buyer = training_worth(position(players, aifx_run_seed, tile, true), w);
        double fitted = training_worth(position(players, aifx_run_seed, tile, true),
                                       w == &ai_medium_weights ? &ai_default_weights : w);
        assert_true(buyer > nobody - 1e-9 && buyer < nobody + 1e-9);
        assert_true(buyer > fitted - 1e-9 && buyer < fitted + 1e-9);
    }
}

/* Medium's search is the one that reads the craftsman's prospects. */
static void test_only_medium_searches_with_them(void **unused)
{
    (void)unused;
    ai_search_params params;
    ai_search_defaults(VILLAGE_AI_MEDIUM, &params);
    assert_ptr_equal(params.weights, &ai_medium_weights);
    assert_true(ai_medium_weights.craft_prospect > 0);
    for (int level = VILLAGE_AI_HARD; level < VILLAGE_AI_LEVELS; level++) {
        ai_search_defaults(level, &params);
        assert_null(params.weights);
    }
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 4343);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_medium_values_a_craftsman_by_what_it_can_sell),
        cmocka_unit_test(test_others_keep_a_flat_craftsman),
        cmocka_unit_test(test_only_medium_searches_with_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
