/* Styles (issue 39, item 5): seats of one level follow different plans and
 * so choose different moves; a table's seats of one level get different
 * styles unless the player chose; a plan's next step is worth more the
 * further the plan has gone. The positions come from seeded random games
 * and the searches have iteration budgets, so every run is the same. */
#include <string.h>

#include "ai_fixtures.h"
#include "evaluate_internal.h"
#include "village/ai_tournament.h"

enum { POSITIONS = 40 };

static village_state position(int k)
{
    village_state s;
    aifx_random_position(&s, 2 + k % 3, 3900 + (uint64_t)k, 20 + 7 * k);
    return s;
}

static village_move choice(const village_state *s, int level, int style, uint64_t seed)
{
    village_ai_config cfg = aifx_config(level, seed, level == VILLAGE_AI_EASY ? 0 : 100);
    cfg.style = style;
    village_move m;
    assert_true(village_ai_choose(s, &cfg, NULL, &m, NULL));
    aifx_assert_legal(s, &m);
    return m;
}

/* From the same positions with the same seeds, every style chooses
 * otherwise than balanced and than each other style somewhere: a style is
 * more than a seed. Checked for medium (the search) and easy (one ply). */
static void check_styles_differ(int level)
{
    int differ[VILLAGE_AI_STYLES][VILLAGE_AI_STYLES] = {{0}};
    int asked = 0;
    for (int k = 0; k < POSITIONS; k++) {
        village_state s = position(k);
        village_move moves[VILLAGE_MAX_MOVES];
        if (village_game_over(&s) || village_legal_moves(&s, moves) < 2)
            continue;
        village_move chosen[VILLAGE_AI_STYLES];
        for (int style = 0; style < VILLAGE_AI_STYLES; style++)
            chosen[style] = choice(&s, level, style, 77 + (uint64_t)k);
        for (int a = 0; a < VILLAGE_AI_STYLES; a++)
            for (int b = 0; b < VILLAGE_AI_STYLES; b++)
                differ[a][b] += !village_move_equal(&chosen[a], &chosen[b]);
        asked++;
    }
    assert_true(asked >= POSITIONS / 2);
    for (int a = 0; a < VILLAGE_AI_STYLES; a++)
        for (int b = a + 1; b < VILLAGE_AI_STYLES; b++)
            if (differ[a][b] == 0)
                fail_msg("%s: %s and %s chose the same move at all %d positions",
                         village_ai_level_name(level), village_ai_style_name(a),
                         village_ai_style_name(b), asked);
}

static void test_styles_choose_differently_medium(void **unused)
{
    (void)unused;
    check_styles_differ(VILLAGE_AI_MEDIUM);
}

static void test_styles_choose_differently_easy(void **unused)
{
    (void)unused;
    check_styles_differ(VILLAGE_AI_EASY);
}

/* Player 0's worth with a plan, everything else as in s. */
static double worth_with(const village_state *s, int style)
{
    ai_weights w;
    ai_weights_with_plan(&ai_default_weights, 0, style, &w);
    double worth[VILLAGE_MAX_PLAYERS];
    ai_evaluate_weighted(s, &w, worth);
    return worth[0];
}

/* What marking one more city is worth to player 0 with 'marked' already. */
static double next_city(const village_state *start, int marked, int style)
{
    village_state before = *start, after = *start;
    before.players[0].cities = (uint8_t)((1u << marked) - 1u);
    after.players[0].cities = (uint8_t)((1u << (marked + 1)) - 1u);
    return worth_with(&after, style) - worth_with(&before, style);
}

/* The merchant-traveller's plan: a city is worth more to it than to a
 * balanced seat, and more the more cities it has (it commits); to the
 * others, as much as to a balanced seat. */
static void test_a_plan_values_its_own_steps_more(void **unused)
{
    (void)unused;
    village_state s;
    aifx_random_position(&s, 3, 3950, 12);
    s.players[0].customers = 0;
    double balanced = next_city(&s, 0, VILLAGE_AI_STYLE_BALANCED);
    double first = next_city(&s, 0, VILLAGE_AI_STYLE_MERCHANT);
    double fourth = next_city(&s, 3, VILLAGE_AI_STYLE_MERCHANT);
    assert_true(first > balanced + 0.5);
    assert_true(fourth - next_city(&s, 3, VILLAGE_AI_STYLE_BALANCED) >
                first - balanced + 0.2); /* the plan's later steps weigh more */
    /* A seat with another plan gains no more from a city than balanced. */
    double councillor = next_city(&s, 0, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_true(councillor < balanced + 1e-9 && councillor > balanced - 1e-9);
}

/* The councillor values a member on the council more than balanced does,
 * and the chronicler values the same member too (its death there writes it
 * into the chronicle's council area), the merchant not at all. */
static void test_council_members_by_plan(void **unused)
{
    (void)unused;
    village_state s;
    aifx_random_position(&s, 2, 3960, 6);
    aifx_birth(&s, 0, 1);
    int m = -1;
    for (int k = 0; k < VILLAGE_MEMBERS_PER_PLAYER && m < 0; k++)
        if (s.players[0].members[k].place == VILLAGE_FARMYARD)
            m = k;
    assert_true(m >= 0);
    village_state council = s;
    council.players[0].members[m].place = VILLAGE_COUNCIL_CHAMBER;
    council.players[0].members[m].spot = 0;
    double gain[VILLAGE_AI_STYLES];
    for (int style = 0; style < VILLAGE_AI_STYLES; style++)
        gain[style] = worth_with(&council, style) - worth_with(&s, style);
    assert_true(gain[VILLAGE_AI_STYLE_COUNCILLOR] > gain[VILLAGE_AI_STYLE_BALANCED] + 0.3);
    assert_true(gain[VILLAGE_AI_STYLE_CHRONICLER] > gain[VILLAGE_AI_STYLE_BALANCED] + 0.3);
    assert_true(gain[VILLAGE_AI_STYLE_MERCHANT] < gain[VILLAGE_AI_STYLE_BALANCED] + 1e-9);
}

/* Seats of the same level get different styles; persons, random seats and
 * a seat alone at its level none; and which seat gets which changes from
 * game to game. */
static void test_default_styles_differ_within_a_level(void **unused)
{
    (void)unused;
    int first_style_seen[VILLAGE_AI_STYLES] = {0};
    for (uint64_t seed = 1; seed <= 64; seed++) {
        int four[VILLAGE_MAX_PLAYERS] = {VILLAGE_AI_MEDIUM, VILLAGE_AI_MEDIUM, VILLAGE_AI_MEDIUM,
                                         VILLAGE_AI_MEDIUM};
        int styles[VILLAGE_MAX_PLAYERS];
        village_ai_default_styles(four, 4, seed, styles);
        for (int a = 0; a < 4; a++) {
            assert_true(styles[a] >= 0 && styles[a] < VILLAGE_AI_STYLES);
            for (int b = a + 1; b < 4; b++)
                assert_int_not_equal(styles[a], styles[b]);
        }
        first_style_seen[styles[0]]++;
        int mixed[VILLAGE_MAX_PLAYERS] = {-1, VILLAGE_AI_HARD, VILLAGE_AI_RANDOM, VILLAGE_AI_HARD};
        village_ai_default_styles(mixed, 4, seed, styles);
        assert_int_equal(styles[0], VILLAGE_AI_STYLE_BALANCED);
        assert_int_equal(styles[2], VILLAGE_AI_STYLE_BALANCED);
        assert_int_not_equal(styles[1], styles[3]);
        /* Two of a level: balanced and the chronicler, in either seat. */
        assert_int_equal(styles[1] + styles[3],
                         VILLAGE_AI_STYLE_BALANCED + VILLAGE_AI_STYLE_CHRONICLER);
        /* A seat alone at its level plays as fitted. */
        int alone[VILLAGE_MAX_PLAYERS] = {-1, VILLAGE_AI_HARD, VILLAGE_AI_MEDIUM, -1};
        village_ai_default_styles(alone, 4, seed, styles);
        assert_int_equal(styles[1], VILLAGE_AI_STYLE_BALANCED);
        assert_int_equal(styles[2], VILLAGE_AI_STYLE_BALANCED);
    }
    for (int style = 0; style < VILLAGE_AI_STYLES; style++)
        assert_true(first_style_seen[style] > 0);
}

static void test_style_names_and_seats(void **unused)
{
    (void)unused;
    for (int style = 0; style < VILLAGE_AI_STYLES; style++)
        assert_int_equal(village_ai_style_from_name(village_ai_style_name(style)), style);
    assert_int_equal(village_ai_style_from_name("dreamer"), -1);
    village_tournament_config cfg;
    memset(&cfg, 0, sizeof cfg);
    char err[256];
    assert_true(village_tournament_parse_seats("medium/chronicler,hard:300/merchant,easy", &cfg,
                                               err, sizeof err));
    assert_int_equal(cfg.seats[0].level, VILLAGE_AI_MEDIUM);
    assert_int_equal(cfg.seats[0].style, VILLAGE_AI_STYLE_CHRONICLER);
    assert_int_equal(cfg.seats[1].iterations, 300);
    assert_int_equal(cfg.seats[1].style, VILLAGE_AI_STYLE_MERCHANT);
    assert_int_equal(cfg.seats[2].style, VILLAGE_AI_STYLE_BALANCED);
    assert_false(village_tournament_parse_seats("medium/dreamer,hard", &cfg, err, sizeof err));
    assert_non_null(strstr(err, "not a style"));
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 3900);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_styles_choose_differently_medium),
        cmocka_unit_test(test_styles_choose_differently_easy),
        cmocka_unit_test(test_a_plan_values_its_own_steps_more),
        cmocka_unit_test(test_council_members_by_plan),
        cmocka_unit_test(test_default_styles_differ_within_a_level),
        cmocka_unit_test(test_style_names_and_seats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
