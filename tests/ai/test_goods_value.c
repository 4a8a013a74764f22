/* Goods are worth what they can still become (issue 43): past their uses a
 * good is worth next to nothing to the search levels, so medium stops
 * making ploughs nobody will buy; easy keeps its valuation. Positions come
 * from seeded random games with the customers in sight cleared, so that no
 * customer absorbs the goods counted. */
#include "ai_fixtures.h"
#include "evaluate_internal.h"

static village_state position_without_customers(int players, uint64_t seed)
{
    village_state s;
    aifx_random_position(&s, players, seed, 30);
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        s.stalls[i] = VILLAGE_NO_CUSTOMER;
        s.waiting[i] = VILLAGE_NO_CUSTOMER;
    }
    return s;
}

/* The worth of 'count' of good g to player 0, everything else as in s. */
static double worth_of(village_state s, int g, int count, const ai_weights *w)
{
    village_player *p = &s.players[0];
    p->goods[g] = (uint16_t)count;
    ai_board_view v;
    ai_board_view_init(&s, w, &v);
    return ai_goods_value(p, &v, w);
}

static void test_surplus_goods_are_worth_little(void **unused)
{
    (void)unused;
    for (int k = 0; k < 6; k++) {
        village_state s = position_without_customers(2 + k % 3, aifx_run_seed + (uint64_t)k);
        const ai_weights *w = &ai_default_weights;
        for (int g = 0; g < VILLAGE_GOODS; g++) {
            /* The first of a kind still has a use: a harvest, a council
             * step, a trip, a customer to come. */
            double first = worth_of(s, g, 1, w) - worth_of(s, g, 0, w);
            assert_true(first >= 0.5);
            /* The thirteenth has none left: a small fraction of the first. */
            double thirteenth = worth_of(s, g, 13, w) - worth_of(s, g, 12, w);
            if (thirteenth > first / 2)
                fail_msg("good %d: the thirteenth is worth %.2f, the first %.2f; seed %llu", g,
                         thirteenth, first, (unsigned long long)aifx_run_seed);
            assert_true(thirteenth > 0); /* never less than none */
        }
    }
}

/* Easy, the ladder's bottom, values every good alike as it always has. */
static void test_easy_keeps_its_valuation(void **unused)
{
    (void)unused;
    village_state s = position_without_customers(3, aifx_run_seed);
    const ai_weights *w = &ai_hand_weights;
    double one = worth_of(s, VILLAGE_PLOUGH, 1, w) - worth_of(s, VILLAGE_PLOUGH, 0, w);
    double twelve = worth_of(s, VILLAGE_PLOUGH, 12, w) - worth_of(s, VILLAGE_PLOUGH, 0, w);
    assert_true(one > 0);
    assert_true(twelve > 12 * one - 1e-9 && twelve < 12 * one + 1e-9);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 4301);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_surplus_goods_are_worth_little),
        cmocka_unit_test(test_easy_keeps_its_valuation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
