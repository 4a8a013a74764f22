/* The game's time policy (src/ai/search_time.c, docs/ai.md "Time
 * management"), on a clock the test sets: when a decision may stop. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "search_time.h"

static void test_never_past_the_cap(void **state)
{
    (void)state;
    ai_time_plan plan;
    ai_time_plan_init(&plan, 100.0, 1.0, 5.0);
    assert_false(ai_time_plan_done(&plan, 100.05, 500, 20, 19));
    assert_true(ai_time_plan_done(&plan, 101.0, 10000, 2000, 1999));
}

static void test_stops_when_the_leader_cannot_be_caught(void **state)
{
    (void)state;
    ai_time_plan plan;
    ai_time_plan_init(&plan, 0.0, 1.0, 5.0);
    /* 0.2 s for 2,000 iterations: 8,000 more fit before the cap. */
    assert_false(ai_time_plan_done(&plan, 0.2, 2000, 1200, 500));
    ai_time_plan_init(&plan, 0.0, 1.0, 5.0);
    assert_true(ai_time_plan_done(&plan, 0.9, 9000, 8000, 600));
}

static void test_a_clear_leader_stops_after_the_soft_share(void **state)
{
    (void)state;
    ai_time_plan plan;
    ai_time_plan_init(&plan, 0.0, 1.0, 5.0); /* much at stake: half the cap */
    assert_false(ai_time_plan_done(&plan, 0.4, 4000, 2000, 900));
    assert_true(ai_time_plan_done(&plan, 0.55, 5500, 2600, 1200));
    /* A close choice keeps thinking up to the cap. */
    assert_false(ai_time_plan_done(&plan, 0.9, 9000, 3000, 2800));
    assert_true(ai_time_plan_done(&plan, 1.0, 10000, 3000, 2800));
}

static void test_little_at_stake_thinks_shorter(void **state)
{
    (void)state;
    ai_time_plan low, high;
    ai_time_plan_init(&low, 0.0, 1.0, 0.2);
    ai_time_plan_init(&high, 0.0, 1.0, 6.0);
    assert_true(ai_time_plan_done(&low, 0.3, 3000, 1500, 700));
    assert_false(ai_time_plan_done(&high, 0.3, 3000, 1500, 700));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_never_past_the_cap),
        cmocka_unit_test(test_stops_when_the_leader_cannot_be_caught),
        cmocka_unit_test(test_a_clear_leader_stops_after_the_soft_share),
        cmocka_unit_test(test_little_at_stake_thinks_shorter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
