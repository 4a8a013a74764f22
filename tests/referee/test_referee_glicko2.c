/* Glicko-2 against the worked example of Glickman's "Example of the
 * Glicko-2 system": a player of 1500 (RD 200, volatility 0.06) who beats
 * 1400 (RD 30) and loses to 1550 (RD 100) and 1700 (RD 300) ends at
 * 1464.06, RD 151.52, volatility 0.05999. And a game of Village rated
 * as every seat against every other. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "referee/glicko2.h"

static referee_rating rating(double r, double rd)
{
    return (referee_rating){r, rd, 0.06, 0};
}

static void test_referee_glicko2_paper_example(void **state)
{
    (void)state;
    referee_glicko2_result results[3] = {
        {rating(1400, 30), 1.0}, {rating(1550, 100), 0.0}, {rating(1700, 300), 0.0}};
    referee_rating after = referee_glicko2_update(rating(1500, 200), results, 3);
    assert_true(fabs(after.rating - 1464.06) < 0.01);
    assert_true(fabs(after.deviation - 151.52) < 0.01);
    assert_true(fabs(after.volatility - 0.05999) < 0.00001);
    assert_int_equal(after.games, 1);
}

static void test_referee_glicko2_no_games_widens_deviation(void **state)
{
    (void)state;
    referee_rating after = referee_glicko2_update(rating(1500, 200), NULL, 0);
    /* Step 6: phi* = sqrt(phi^2 + sigma^2) on the Glicko-2 scale. */
    double expected = sqrt(pow(200 / 173.7178, 2) + 0.06 * 0.06) * 173.7178;
    assert_true(fabs(after.deviation - expected) < 1e-9);
    assert_true(after.rating == 1500.0);
    assert_int_equal(after.games, 0);
}

static void test_referee_glicko2_rates_a_game(void **state)
{
    (void)state;
    referee_rating r[3] = {referee_rating_unrated(), referee_rating_unrated(),
                           referee_rating_unrated()};
    int rank[3] = {2, 1, 2}; /* seat 2 wins, seats 1 and 3 share second place */
    referee_glicko2_rate_game(3, rank, r);
    assert_true(r[1].rating > 1500.0);
    assert_true(r[0].rating < 1500.0);
    assert_true(fabs(r[0].rating - r[2].rating) < 1e-9);
    /* Equal ratings before: what the winner gains the others lose, but for
     * the volatilities' small differences. */
    assert_true(fabs((r[0].rating - 1500.0) * 2 + (r[1].rating - 1500.0)) < 0.5);
    for (int i = 0; i < 3; i++) {
        assert_true(r[i].deviation < 350.0);
        assert_int_equal(r[i].games, 1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_glicko2_paper_example),
        cmocka_unit_test(test_referee_glicko2_no_games_widens_deviation),
        cmocka_unit_test(test_referee_glicko2_rates_a_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
