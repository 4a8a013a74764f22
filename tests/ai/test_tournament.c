/* The tournament harness: counts add up, seats rotate, ties share, results
 * do not depend on the number of jobs, and the Wilson interval is right. */
#include "ai_fixtures.h"

#include <math.h>
#include <string.h>

#include "village/ai_tournament.h"

static village_tournament_config config(const char *seats, int games, int jobs)
{
    village_tournament_config cfg = {.games = games,
                                     .seed = aifx_run_seed,
                                     .jobs = jobs,
                                     .iterations = 15,
                                     .max_decisions = 20000};
    char err[160];
    assert_true(village_tournament_parse_seats(seats, &cfg, err, sizeof err));
    return cfg;
}

static void test_counts_add_up(void **state)
{
    (void)state;
    village_tournament_config cfg = config("medium,easy,random", 6, 2);
    village_tournament_result r;
    assert_true(village_tournament_run(&cfg, &r));
    assert_int_equal(r.games_played, 6);
    assert_int_equal(r.illegal_moves, 0);
    assert_int_equal(r.ai_count, 3);
    double wins = 0;
    for (int i = 0; i < r.ai_count; i++) {
        assert_int_equal(r.ai[i].seat_games, 6);
        assert_true(r.ai[i].decisions > 0);
        /* Every decision took some time, and the figures describe the same samples. */
        assert_true(r.ai[i].wall.p50 > 0);
        assert_true(r.ai[i].wall.p50 <= r.ai[i].wall.p99);
        assert_true(r.ai[i].wall.p99 <= r.ai[i].wall.max);
        assert_true(r.ai[i].wall.mean > 0 && r.ai[i].wall.mean <= r.ai[i].wall.max);
        assert_true(r.ai[i].cpu.p50 <= r.ai[i].cpu.p99);
        assert_true(r.ai[i].cpu.p99 <= r.ai[i].cpu.max);
        assert_true(r.ai[i].cpu.mean >= 0 && r.ai[i].cpu.mean <= r.ai[i].cpu.max);
        wins += r.ai[i].wins;
    }
    assert_true(wins > 6 - 1e-9 && wins < 6 + 1e-9); /* one win per game, shared on ties */
    assert_string_equal(r.ai[0].name, "medium");
}

/* Issue 43: how long games run and what each AI leaves unused, figures
 * that describe the games played whatever the jobs. */
static void test_lengths_and_leftovers(void **state)
{
    (void)state;
    village_tournament_result one, two;
    village_tournament_config cfg = config("medium,random", 4, 1);
    assert_true(village_tournament_run(&cfg, &one));
    cfg.jobs = 2;
    assert_true(village_tournament_run(&cfg, &two));
    const village_tournament_length *len = &one.length;
    assert_true(len->rounds_min >= 1);
    assert_true(len->rounds_min <= len->rounds_p50 && len->rounds_p50 <= len->rounds_max);
    assert_true(len->rounds_min <= len->rounds_mean && len->rounds_mean <= len->rounds_max);
    assert_true(len->ai_minutes_mean > 0); /* medium searched */
    assert_true(len->rounds_mean == two.length.rounds_mean);
    assert_int_equal(len->rounds_max, two.length.rounds_max);
    for (int i = 0; i < one.ai_count; i++) {
        const village_tournament_ai *a = &one.ai[i];
        assert_true(a->goods_left_mean >= 0 && a->goods_left_mean <= a->goods_left_max);
        assert_true(a->goods_left_p50 <= a->goods_left_max);
        assert_true(a->ploughs_left_mean <= a->goods_left_mean);
        assert_true(a->trips_mean >= 0 && a->trips_mean <= VILLAGE_CITY_MARKERS);
        assert_true(a->goods_left_mean == two.ai[i].goods_left_mean);
        assert_true(a->trips_mean == two.ai[i].trips_mean);
    }
    /* A random seat crafts whatever it happens on and never plans a sale. */
    assert_true(one.ai[1].goods_left_max > 0);
}

typedef struct heard_games {
    int count;
    bool seen[8];
    double rounds, goods, cities;
    double time_on[VILLAGE_TIME_USES];
} heard_games;

static void hear_game(void *context, const village_tournament_game_summary *g)
{
    heard_games *h = context;
    assert_true(g->game >= 0 && g->game < 8);
    assert_false(h->seen[g->game]);
    h->seen[g->game] = true;
    h->count++;
    assert_true(g->played);
    h->rounds += g->rounds;
    int deaths = 0, graves = 0;
    for (int chair = 0; chair < g->players; chair++) {
        h->goods += g->goods_left[chair];
        h->cities += g->cities[chair];
        assert_true(g->ploughs_left[chair] <= g->goods_left[chair]);
        /* Only a bridge kills, and only time moves the marker past one. */
        const village_tournament_pace *pace = &g->pace[chair];
        assert_true(pace->deaths <= pace->bridges);
        assert_true(pace->bridges <= pace->time_spent / 12 + 1);
        assert_true(pace->graves <= pace->deaths);
        /* Every unit of time paid went on something the line names. */
        int named = 0;
        for (int use = 0; use < VILLAGE_TIME_USES; use++) {
            assert_true(pace->time_on[use] >= 0);
            named += pace->time_on[use];
            h->time_on[use] += pace->time_on[use];
        }
        assert_int_equal(named, pace->time_spent);
        deaths += pace->deaths;
        graves += pace->graves;
    }
    /* The end comes when the chronicle's open spaces (five a player) or the
     * open graves (two a player) are full (R-SET-5, R-END-1). */
    assert_true(deaths - graves == 5 * g->players || graves >= 2 * g->players);
}

/* Each game is told once as it finishes, with the figures the totals are
 * made of: a run stopped early can be counted from these lines. */
static void test_each_game_is_told(void **state)
{
    (void)state;
    heard_games heard = {0};
    village_tournament_config cfg = config("easy,easy", 8, 2);
    cfg.game_finished = hear_game;
    cfg.game_context = &heard;
    village_tournament_result r;
    assert_true(village_tournament_run(&cfg, &r));
    assert_int_equal(heard.count, 8);
    assert_true(fabs(heard.rounds / 8 - r.length.rounds_mean) < 1e-9);
    assert_true(fabs(heard.goods / 16 - r.ai[0].goods_left_mean) < 1e-9);
    assert_true(fabs(heard.cities / 16 - r.ai[0].trips_mean) < 1e-9);
    for (int use = 0; use < VILLAGE_TIME_USES; use++)
        assert_true(fabs(heard.time_on[use] / 16 - r.ai[0].time_on_mean[use]) < 1e-9);
    /* Eight games draw plague cubes, and easy makes goods. */
    assert_true(heard.time_on[VILLAGE_TIME_PLAGUE] > 0);
    assert_true(heard.time_on[VILLAGE_TIME_CRAFTS] > 0);
    assert_string_equal(village_time_use_name(VILLAGE_TIME_CHURCH), "church");
}

static void test_same_ai_in_several_seats_is_one_ai(void **state)
{
    (void)state;
    village_tournament_config cfg = config("easy,easy", 4, 1);
    village_tournament_result r;
    assert_true(village_tournament_run(&cfg, &r));
    assert_int_equal(r.ai_count, 1);
    assert_int_equal(r.ai[0].seats, 2);
    assert_int_equal(r.ai[0].seat_games, 8);
    assert_true(r.ai[0].wins > 4 - 1e-9 && r.ai[0].wins < 4 + 1e-9);
}

static void test_jobs_do_not_change_results(void **state)
{
    (void)state;
    village_tournament_config one = config("hard:10,easy", 4, 1);
    village_tournament_config two = config("hard:10,easy", 4, 2);
    village_tournament_result a, b;
    assert_true(village_tournament_run(&one, &a));
    assert_true(village_tournament_run(&two, &b));
    for (int i = 0; i < a.ai_count; i++) {
        assert_true(a.ai[i].wins == b.ai[i].wins);
        assert_true(a.ai[i].mean.total == b.ai[i].mean.total);
        assert_int_equal(a.ai[i].decisions, b.ai[i].decisions);
    }
}

static void test_seat_lists(void **state)
{
    (void)state;
    village_tournament_config cfg = {0};
    char err[160];
    assert_true(village_tournament_parse_seats("hard:2000,easy,random", &cfg, err, sizeof err));
    assert_int_equal(cfg.players, 3);
    assert_int_equal(cfg.seats[0].level, VILLAGE_AI_HARD);
    assert_int_equal(cfg.seats[0].iterations, 2000);
    assert_int_equal(cfg.seats[2].level, VILLAGE_AI_RANDOM);
    assert_false(village_tournament_parse_seats("hard", &cfg, err, sizeof err));
    assert_false(village_tournament_parse_seats("hard,genius", &cfg, err, sizeof err));
    assert_false(village_tournament_parse_seats("hard:0,easy", &cfg, err, sizeof err));
    assert_false(village_tournament_parse_seats("easy,easy,easy,easy,easy", &cfg, err, sizeof err));
}

static void test_wilson_interval(void **state)
{
    (void)state;
    double low, high;
    village_tournament_wilson(8, 10, &low, &high); /* textbook: 0.490 .. 0.943 */
    assert_true(low > 0.489 && low < 0.491);
    assert_true(high > 0.942 && high < 0.944);
    village_tournament_wilson(0, 20, &low, &high);
    assert_true(low == 0.0 && high > 0.16 && high < 0.17);
}

static void test_sprt_ratio(void **state)
{
    (void)state;
    village_tournament_config cfg = {
        .sprt = true, .sprt_elo0 = 0, .sprt_elo1 = 35, .sprt_alpha = 0.05, .sprt_beta = 0.05};
    village_tournament_sprt t;
    /* 60 wins, half a draw (none seen yet), 40 losses: worked by hand from
     * the GSPRT formula, 1.5715. */
    village_tournament_sprt_update(&cfg, 60, 0, 40, &t);
    assert_true(t.llr > 1.571 && t.llr < 1.572);
    assert_true(t.lower > -2.945 && t.lower < -2.944 && t.upper > 2.944 && t.upper < 2.945);
    assert_int_equal(t.verdict, 0);
    village_tournament_sprt_update(&cfg, 300, 0, 200, &t);
    assert_int_equal(t.verdict, 1);
    village_tournament_sprt_update(&cfg, 200, 100, 200, &t);
    assert_int_equal(t.verdict, -1);
}

/* A ladder step's bounds (60% against 75%): a short run of wins alone is not
 * yet proof; unseen outcomes count half a game. */
static void test_sprt_run_of_wins(void **state)
{
    (void)state;
    village_tournament_config cfg = {
        .sprt = true, .sprt_elo0 = 70, .sprt_elo1 = 191, .sprt_alpha = 0.05, .sprt_beta = 0.05};
    village_tournament_sprt t;
    village_tournament_sprt_update(&cfg, 2, 0, 0, &t);
    assert_int_equal(t.verdict, 0);
    village_tournament_sprt_update(&cfg, 5, 0, 0, &t);
    assert_int_equal(t.verdict, 0);
    /* 6.25 of 7 (counting half a draw and half a loss), variance 0.0778:
     * 7 * 0.15 * (2 * 0.8929 - 1.35) / (2 * 0.0778) = 2.958 > 2.944. */
    village_tournament_sprt_update(&cfg, 6, 0, 0, &t);
    assert_true(t.llr > 2.95 && t.llr < 2.97);
    assert_int_equal(t.verdict, 1);
}

/* A lopsided match stops early, at the same game whatever the jobs. */
static void test_sprt_stops_early_and_reproducibly(void **state)
{
    (void)state;
    village_tournament_config one = config("easy,random", 40, 1);
    village_tournament_config two = config("easy,random", 40, 2);
    village_tournament_config *both[] = {&one, &two};
    for (int i = 0; i < 2; i++) {
        both[i]->sprt = true;
        both[i]->sprt_elo1 = 200;
        both[i]->sprt_alpha = both[i]->sprt_beta = 0.05;
    }
    village_tournament_result a, b;
    assert_true(village_tournament_run(&one, &a));
    assert_true(village_tournament_run(&two, &b));
    assert_int_equal(a.sprt.verdict, 1);
    assert_true(a.games_counted < 40 && a.games_counted % 2 == 0);
    assert_int_equal(a.games_counted, b.games_counted);
    assert_int_equal(a.games_played, a.games_counted);
    assert_true(a.ai[0].wins == b.ai[0].wins);
}

/* What a game line says of a game, but its processor time. */
typedef struct game_seen {
    bool heard;
    int rounds;
    int seat_of_chair[VILLAGE_MAX_PLAYERS], score[VILLAGE_MAX_PLAYERS];
    village_tournament_pace pace[VILLAGE_MAX_PLAYERS];
} game_seen;

static void note_game(void *context, const village_tournament_game_summary *g)
{
    game_seen *seen = context;
    assert_true(g->game >= 0 && g->game < 6);
    game_seen *s = &seen[g->game];
    assert_false(s->heard);
    s->heard = true;
    s->rounds = g->rounds;
    for (int chair = 0; chair < g->players; chair++) {
        s->seat_of_chair[chair] = g->seat_of_chair[chair];
        s->score[chair] = g->result->score[chair].total;
        s->pace[chair] = g->pace[chair];
    }
}

static void assert_same_pace(const village_tournament_pace *a, const village_tournament_pace *b)
{
    assert_int_equal(a->time_spent, b->time_spent);
    assert_int_equal(a->bridges, b->bridges);
    assert_int_equal(a->deaths, b->deaths);
    assert_int_equal(a->graves, b->graves);
    assert_int_equal(a->wells, b->wells);
    for (int use = 0; use < VILLAGE_TIME_USES; use++)
        assert_int_equal(a->time_on[use], b->time_on[use]);
}

/* A run stopped after some games goes on where it stopped: from game 4,
 * games 4 and 5 are dealt, seated and played as in a run from game 0, and
 * named by their numbers. Four is not a whole rotation of three seats. */
static void test_a_run_goes_on_from_a_later_game(void **state)
{
    (void)state;
    game_seen whole[6] = {0}, rest[6] = {0};
    village_tournament_config cfg = config("medium,easy,random", 6, 2);
    cfg.game_finished = note_game;
    cfg.game_context = whole;
    village_tournament_result r;
    assert_true(village_tournament_run(&cfg, &r));
    cfg.first_game = 4;
    cfg.games = 2;
    cfg.game_context = rest;
    assert_true(village_tournament_run(&cfg, &r));
    assert_int_equal(r.games_played, 2);
    for (int game = 0; game < 6; game++) {
        assert_true(whole[game].heard);
        assert_int_equal(rest[game].heard, game >= 4);
    }
    for (int game = 4; game < 6; game++) {
        const game_seen *a = &rest[game], *b = &whole[game];
        assert_int_equal(a->rounds, b->rounds);
        for (int chair = 0; chair < 3; chair++) {
            assert_int_equal(a->seat_of_chair[chair], b->seat_of_chair[chair]);
            assert_int_equal(a->score[chair], b->score[chair]);
            assert_same_pace(&a->pace[chair], &b->pace[chair]);
        }
    }
    /* The two games sit the seats differently, so the numbers were used. */
    assert_int_not_equal(rest[4].seat_of_chair[0], rest[5].seat_of_chair[0]);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 2);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts_add_up),
        cmocka_unit_test(test_lengths_and_leftovers),
        cmocka_unit_test(test_each_game_is_told),
        cmocka_unit_test(test_same_ai_in_several_seats_is_one_ai),
        cmocka_unit_test(test_jobs_do_not_change_results),
        cmocka_unit_test(test_seat_lists),
        cmocka_unit_test(test_wilson_interval),
        cmocka_unit_test(test_sprt_ratio),
        cmocka_unit_test(test_sprt_run_of_wins),
        cmocka_unit_test(test_sprt_stops_early_and_reproducibly),
        cmocka_unit_test(test_a_run_goes_on_from_a_later_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
