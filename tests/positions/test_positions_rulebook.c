/* The rulebook's worked examples as exact tests, each built from a committed
 * position file of this folder and played move by move as the rulebook
 * tells it (the players Pepe, Maruja and Felipe are red, yellow and blue). */
#include "fixtures.h"

#include <stdio.h>
#include <string.h>

#include "village/save.h"

static const char *positions_dir;

static void load(const char *name, village_state *s)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/%s", positions_dir, name);
    if (!village_position_read_file(path, s, err, sizeof err))
        fail_msg("%s", err);
}

static int chronicle_spot(int area, int slot)
{
    return area * VILLAGE_CHRONICLE_SLOTS + slot;
}

/* R-SCO-1 … R-SCO-5, R-SCO-7: travel 6 + council 2 + church 6 + chronicle 7
 * + customers 16 + coins 2 = 39. */
static void test_R_SCO_7_scoring_example_is_39(void **state)
{
    (void)state;
    village_state s;
    load("scoring-39.json", &s);
    village_score score;
    village_score_breakdown(&s, 0, &score);
    assert_int_equal(score.prestige, 0);
    assert_int_equal(score.travel, 6);     /* R-SCO-1: 3 cities */
    assert_int_equal(score.council, 2);    /* R-SCO-2: stage 2 */
    assert_int_equal(score.church, 6);     /* R-SCO-3: left-most window */
    assert_int_equal(score.chronicle, 7);  /* R-SCO-4: four members */
    assert_int_equal(score.customers, 16); /* R-SCO-5 */
    assert_int_equal(score.coins, 2);
    assert_int_equal(score.total, 39);
}

/* R-TIM-1 … R-TIM-4: the plague cube costs 2 time and crosses the bridge,
 * but the death waits until the whole crafts action is done (R-TIM-2); then
 * one of the two visible "1"s dies, the owner's choice (R-TIM-3), and the
 * smith goes to the crafts chronicle (R-TIM-4). */
static void test_R_TIM_2_death_in_the_smithy(void **state)
{
    (void)state;
    village_state s;
    load("death-in-smithy.json", &s);
    assert_int_equal(s.players[0].lifetime, 10);
    play(&s, "take crafts plague");
    assert_int_equal(s.players[0].lifetime, 0); /* R-TIM-1: past the bridge */
    assert_int_equal(s.players[0].deaths_pending, 1);
    assert_int_equal(s.phase, VILLAGE_PHASE_ACTION);
    play(&s, "make plough time train=g1@farm"); /* 3 time to train, 3 to make */
    assert_int_equal(s.players[0].lifetime, 6);
    assert_int_equal(s.players[0].goods[VILLAGE_PLOUGH], 1);
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CRAFT);
    assert_int_equal(s.players[0].members[G1A].spot, VILLAGE_SMITHY);
    assert_int_equal(s.phase, VILLAGE_PHASE_DEATH);
    assert_int_equal(s.actor, 0);
    assert_int_equal(fx_count_moves(&s, VILLAGE_MOVE_DIE), 2);
    assert_true(fx_is_legal(&s, "dies g1@council1"));
    play(&s, "dies g1@smithy");
    assert_int_equal(s.players[0].members[G1A].place, VILLAGE_CHRONICLE);
    assert_int_equal(s.players[0].members[G1A].spot, chronicle_spot(VILLAGE_CHRONICLE_CRAFTS, 0));
    assert_int_equal(s.players[0].members[G1B].place, VILLAGE_COUNCIL_CHAMBER);
    assert_int_equal(s.players[0].deaths_pending, 0);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
}

/* R-MKT-1 … R-MKT-4: the 3-player market day. */
static void test_R_MKT_3_three_player_market_day(void **state)
{
    (void)state;
    village_state s;
    load("market-day-3p.json", &s);
    uint8_t waiting[VILLAGE_MARKET_SLOTS], next_in_pile[3];
    memcpy(waiting, s.waiting, sizeof waiting);
    memcpy(next_in_pile, &s.pile[s.pile_top], sizeof next_in_pile);
    play(&s, "take market green"); /* R-MKT-1: the day must be held */
    assert_int_equal(s.phase, VILLAGE_PHASE_MARKET);
    assert_int_equal(s.actor, 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 2);

    play(&s, "serve 1"); /* horse + plough, the starter's first sale: free */
    assert_true(s.players[0].customers & (1u << 0));
    assert_int_equal(s.players[0].goods[VILLAGE_HORSE], 0);
    assert_int_equal(s.players[0].goods[VILLAGE_PLOUGH], 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 2);
    assert_int_equal(s.players[0].lifetime, 0);

    assert_int_equal(s.actor, 1); /* R-MKT-2: clockwise */
    play(&s, "serve 2");          /* 3 grain, plus 1 green and 1 time (R-MKT-3) */
    assert_true(s.players[1].customers & (1u << 5));
    assert_int_equal(s.players[1].grain, 0);
    assert_int_equal(s.players[1].cubes[VILLAGE_GREEN], 0);
    assert_int_equal(s.players[1].lifetime, 1);

    /* Blue holds a scroll but no grain or ox: it passes and is out. */
    assert_true(s.market_passed & (1u << 2));
    assert_int_equal(s.actor, 0);
    play(&s, "serve 3"); /* scroll + grain: now red pays 1 green and 1 time too */
    assert_true(s.players[0].customers & (1u << 4));
    assert_int_equal(s.players[0].goods[VILLAGE_SCROLL], 0);
    assert_int_equal(s.players[0].grain, 0);
    assert_int_equal(s.players[0].cubes[VILLAGE_GREEN], 1);
    assert_int_equal(s.players[0].lifetime, 1);

    /* Nobody can sell more: everyone passes, the day ends (R-MKT-4). */
    assert_false(s.market_open);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.actor, 1);
    /* The first three waiting customers fill the empty stalls, the other
     * two move up and the pile refills the line. */
    assert_int_equal(s.stalls[0], waiting[0]);
    assert_int_equal(s.stalls[1], waiting[1]);
    assert_int_equal(s.stalls[2], waiting[2]);
    assert_int_equal(s.stalls[3], 18); /* not served: stays */
    assert_int_equal(s.waiting[0], waiting[3]);
    assert_int_equal(s.waiting[1], waiting[4]);
    for (int i = 0; i < 3; i++)
        assert_int_equal(s.waiting[2 + i], next_in_pile[i]);
    village_score red, yellow;
    village_score_breakdown(&s, 0, &red);
    village_score_breakdown(&s, 1, &yellow);
    assert_int_equal(red.customers, 6 + 3);
    assert_int_equal(yellow.customers, 3);
}

/* R-MAS-1 … R-MAS-3: the 3-player mass. */
static void test_R_MAS_3_three_player_mass(void **state)
{
    (void)state;
    village_state s;
    load("mass-3p.json", &s);
    play(&s, "take harvest orange"); /* the last cube: the round ends */
    play(&s, "skip");
    assert_int_equal(s.phase, VILLAGE_PHASE_MASS_BUY);
    assert_int_equal(s.actor, 0); /* the start player first (R-MAS-1) */
    play(&s, "buy g2@bag");       /* 1 coin */
    assert_int_equal(s.players[0].coins, 0);
    assert_int_equal(s.actor, 1);
    play(&s, "done");       /* yellow buys nothing */
    play(&s, "buy g1@bag"); /* blue buys its "1" */
    /* Two random draws complete the four: a monk and yellow's "1". */
    assert_int_equal(s.phase, VILLAGE_PHASE_MASS_PROMOTE);
    assert_int_equal(s.players[0].members[G2A].place, VILLAGE_CHURCH_WINDOW);
    assert_int_equal(s.players[0].members[G2A].spot, 0);
    assert_int_equal(s.players[2].members[G1A].place, VILLAGE_CHURCH_WINDOW);
    assert_int_equal(s.players[2].members[G1A].spot, 0);
    assert_int_equal(s.players[1].members[G1A].place, VILLAGE_CHURCH_WINDOW);
    assert_int_equal(s.players[1].members[G1A].spot, 0);
    assert_int_equal(s.mass_bought, 2);

    /* R-MAS-2: grain 1, 2, 2 per step from the right. */
    assert_int_equal(s.actor, 0);
    play(&s, "promote g1@window2"); /* window 2 -> 3: 2 grain */
    assert_int_equal(s.players[0].grain, 1);
    play(&s, "promote g2@window1"); /* window 1 -> 2: 1 grain */
    assert_int_equal(s.players[0].grain, 0);
    /* Yellow has no grain to move its only member; blue's turn. */
    assert_int_equal(s.actor, 2);
    play(&s, "promote g2@window2");
    play(&s, "promote g2@window3"); /* 4 grain in all, to the left-most window */
    assert_int_equal(s.players[2].grain, 0);
    assert_int_equal(s.players[2].members[G2A].spot, 3);

    /* R-MAS-3: red and blue tie on two; blue's member is further left. */
    assert_int_equal(s.players[0].prestige, 0);
    assert_int_equal(s.players[1].prestige, 0);
    assert_int_equal(s.players[2].prestige, 2);
    assert_int_equal(s.phase, VILLAGE_PHASE_TURN);
    assert_int_equal(s.round, 2);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s POSITIONS_FOLDER\n", argv[0]);
        return 2;
    }
    positions_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_SCO_7_scoring_example_is_39),
        cmocka_unit_test(test_R_TIM_2_death_in_the_smithy),
        cmocka_unit_test(test_R_MKT_3_three_player_market_day),
        cmocka_unit_test(test_R_MAS_3_three_player_mass),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
