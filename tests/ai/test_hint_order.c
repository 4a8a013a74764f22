/* The hint's and the review's lines held to the rules and to what they show,
 * as properties over random positions of 2, 3 and 4 players: every line
 * names a move of village_legal_moves for its position, no move twice, and
 * the lines are in the order of the figures a player reads (chance to win in
 * whole percent, then expected points), so the top line is never below
 * another. Each position's seed is printed when a property fails. */
#include "ai_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_rng.h"
#include "village/analyse.h"

enum { HINT_POSITIONS = 600, REVIEWED_GAMES = 40, REVIEWED_MOVES = 30 };

/* What the player reads, compared as the analysis orders it. */
static int compare_shown(const village_move_estimate *a, const village_move_estimate *b)
{
    int wa = village_win_percent(a->win), wb = village_win_percent(b->win);
    if (wa != wb)
        return wa < wb ? -1 : 1;
    int sa = village_score_points(a->score), sb = village_score_points(b->score);
    return (sa > sb) - (sa < sb);
}

static bool listed(const village_move *moves, int n, const village_move *m)
{
    for (int i = 0; i < n; i++)
        if (village_move_equal(&moves[i], m))
            return true;
    return false;
}

static void describe(const village_state *s, const village_move_estimate *e, char *out, size_t size)
{
    char move[96];
    village_move_format(s, &e->move, move, sizeof move);
    snprintf(out, size, "'%s' %d%% %d points", move, village_win_percent(e->win),
             village_score_points(e->score));
}

/* The properties of one analysis of the decision pending in s. */
static void check_analysis(const village_state *s, const village_analysis *a,
                           const village_move *played, uint64_t seed)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    char one[160], two[160];
    if (a->count != (n < VILLAGE_ANALYSIS_CANDIDATES ? n : VILLAGE_ANALYSIS_CANDIDATES))
        fail_msg("%d lines for %d legal moves (position seed %llu)", a->count, n,
                 (unsigned long long)seed);
    for (int k = 0; k < a->count; k++) {
        describe(s, &a->moves[k], one, sizeof one);
        if (!listed(moves, n, &a->moves[k].move))
            fail_msg("line %d, %s, is not a legal move (position seed %llu)", k + 1, one,
                     (unsigned long long)seed);
        for (int j = 0; j < k; j++)
            if (village_move_equal(&a->moves[j].move, &a->moves[k].move))
                fail_msg("line %d repeats line %d, %s (position seed %llu)", k + 1, j + 1, one,
                         (unsigned long long)seed);
        if (k > 0 && compare_shown(&a->moves[k - 1], &a->moves[k]) < 0) {
            describe(s, &a->moves[k - 1], two, sizeof two);
            fail_msg("line %d, %s, is listed above line %d, %s (position seed %llu)", k, two, k + 1,
                     one, (unsigned long long)seed);
        }
    }
    if (!played)
        return;
    assert_true(a->has_played);
    assert_true(village_move_equal(&a->played.move, played));
    if (!village_move_equal(&a->moves[0].move, played) &&
        compare_shown(&a->moves[0], &a->played) < 0) {
        describe(s, &a->moves[0], one, sizeof one);
        describe(s, &a->played, two, sizeof two);
        fail_msg("the top line, %s, ranks below the move played, %s (position seed %llu)", one, two,
                 (unsigned long long)seed);
    }
    describe(s, &a->reference, one, sizeof one);
    describe(s, &a->played, two, sizeof two);
    if (!listed(moves, n, &a->reference.move))
        fail_msg("the review's best, %s, is not a legal move (position seed %llu)", one,
                 (unsigned long long)seed);
    if (compare_shown(&a->reference, &a->played) < 0)
        fail_msg("the review's best, %s, ranks below the move played, %s (position seed %llu)", one,
                 two, (unsigned long long)seed);
}

/* Hints (no move played) and the analysis of a played move, at every kind of
 * decision random play reaches, early and late in the game. */
static void test_hint_lines_are_legal_and_in_order(void **unused)
{
    (void)unused;
    int analysed = 0;
    for (int i = 0; i < HINT_POSITIONS; i++) {
        uint64_t seed = aifx_run_seed + (uint64_t)i;
        testkit_rng rng;
        testkit_rng_seed(&rng, seed ^ 0x41a7ULL);
        village_state s;
        aifx_random_position(&s, 2 + i % 3, seed, (int)testkit_rng_below(&rng, 400));
        if (village_game_over(&s))
            continue;
        village_analysis_config cfg = {.seed = seed, .iterations = 40, .playouts = 4};
        village_analysis a;
        assert_true(village_analyse_decision(&s, s.actor, NULL, &cfg, NULL, &a));
        check_analysis(&s, &a, NULL, seed);
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        const village_move *played = &moves[testkit_rng_below(&rng, (uint32_t)n)];
        assert_true(village_analyse_decision(&s, s.actor, played, &cfg, NULL, &a));
        check_analysis(&s, &a, played, seed);
        analysed++;
    }
    assert_true(analysed > HINT_POSITIONS / 2);
}

/* A review of random play from random positions: each line's moves are legal
 * where they were made, the played one is the game's, the best is what its
 * decision's analysis measures the played move against (the same analysis,
 * with the seed the review gives that decision), never ranked below it. */
static void test_review_lines_are_legal_and_in_order(void **unused)
{
    (void)unused;
    size_t lines = 0;
    for (int i = 0; i < REVIEWED_GAMES; i++) {
        uint64_t seed = aifx_run_seed + 1000 + (uint64_t)i;
        testkit_rng rng;
        testkit_rng_seed(&rng, seed ^ 0x4e71ULL);
        village_state start;
        aifx_random_position(&start, 2 + i % 3, seed, (int)testkit_rng_below(&rng, 300));
        village_move played[REVIEWED_MOVES];
        village_state s = start;
        size_t count = 0;
        while (count < REVIEWED_MOVES && !village_game_over(&s)) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            played[count] = moves[testkit_rng_below(&rng, (uint32_t)n)];
            assert_true(village_apply(&s, &played[count++], NULL));
        }
        village_analysis_config cfg = {.seed = seed, .iterations = 24, .playouts = 3};
        village_review review;
        assert_true(
            village_review_game(&start, played, count, -1, &cfg, NULL, NULL, NULL, &review));
        for (size_t k = 0; k < review.count; k++) {
            const village_review_line *line = &review.lines[k];
            village_state before = start;
            for (size_t m = 0; m + 1 < line->move; m++)
                assert_true(village_apply(&before, &played[m], NULL));
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&before, moves);
            if (!listed(moves, n, &line->best) || !listed(moves, n, &line->played) ||
                !village_move_equal(&line->played, &played[line->move - 1]))
                fail_msg("review line at move %lu names a move not legal or not played there "
                         "(position seed %llu)",
                         (unsigned long)line->move, (unsigned long long)seed);
            village_analysis_config one = cfg;
            one.seed = ai_derive_seed(cfg.seed, (uint64_t)(line->move - 1));
            village_analysis a;
            assert_true(
                village_analyse_decision(&before, before.actor, &line->played, &one, NULL, &a));
            check_analysis(&before, &a, &line->played, seed);
            if (!village_move_equal(&a.reference.move, &line->best) ||
                a.reference.win != line->win_best || a.played.win != line->win_played)
                fail_msg("review line at move %lu is not its decision's analysis "
                         "(position seed %llu)",
                         (unsigned long)line->move, (unsigned long long)seed);
            lines++;
        }
        village_review_free(&review);
    }
    assert_true(lines > REVIEWED_GAMES * 4);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 2525);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_lines_are_legal_and_in_order),
        cmocka_unit_test(test_review_lines_are_legal_and_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
