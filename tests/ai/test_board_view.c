/* A playout builds each decision's view of the board from the last
 * decision's (ai_board_view_next). Such a view must hold what a view built
 * afresh holds, and every position must be worth the same from either,
 * although the chained view carries memos over from earlier positions.
 * Random games of 2, 3 and 4 players from the run's seed; some positions
 * are skipped, as a playout skips forced and random moves. */
#include "ai_fixtures.h"
#include "evaluate.h"
#include "evaluate_internal.h"

static void assert_views_equal(const ai_board_view *a, const ai_board_view *b, int players)
{
    assert_memory_equal(a->free_chronicle, b->free_chronicle, sizeof a->free_chronicle);
    assert_int_equal(a->free_areas, b->free_areas);
    assert_int_equal(a->free_graves, b->free_graves);
    assert_int_equal(a->free_slots, b->free_slots);
    assert_true(a->horizon == b->horizon);
    assert_int_equal(a->horizon_kind, b->horizon_kind);
    assert_int_equal(a->wish_count, b->wish_count);
    for (int i = 0; i < a->wish_count; i++) {
        const ai_wish *x = &a->wishes[i], *y = &b->wishes[i];
        assert_memory_equal(x->need, y->need, sizeof x->need);
        assert_true(x->complete == y->complete && x->partial == y->partial);
        assert_int_equal(x->wanted, y->wanted);
        assert_int_equal(x->items, y->items);
    }
    for (int p = 0; p < players; p++) {
        assert_memory_equal(a->chronicled[p], b->chronicled[p], sizeof a->chronicled[p]);
        assert_int_equal(a->buried[p], b->buried[p]);
        assert_int_equal(a->church_count[p], b->church_count[p]);
        assert_int_equal(a->church_leftmost[p], b->church_leftmost[p]);
    }
    assert_memory_equal(a->stalls, b->stalls, sizeof a->stalls);
    assert_memory_equal(a->waiting, b->waiting, sizeof a->waiting);
    assert_int_equal(a->round, b->round);
    assert_int_equal(a->turn_player, b->turn_player);
}

/* The position after each legal move, worth the same from both views (the
 * way the playout policy weighs them), and the position itself. */
static void assert_same_worth(const village_state *s, const ai_board_view *chained,
                              const ai_board_view *fresh)
{
    double x[VILLAGE_MAX_PLAYERS], y[VILLAGE_MAX_PLAYERS];
    ai_evaluate_from(s, chained, s->actor, x);
    ai_evaluate_from(s, fresh, s->actor, y);
    assert_memory_equal(x, y, sizeof x[0] * s->num_players);
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    for (int i = 0; i < n; i++) {
        village_state next = *s;
        village_apply_trusted(&next, &moves[i], NULL);
        ai_evaluate_from(&next, chained, s->actor, x);
        ai_evaluate_from(&next, fresh, s->actor, y);
        assert_memory_equal(x, y, sizeof x[0] * next.num_players);
    }
}

static int check_game(int players, uint64_t seed)
{
    village_state s;
    assert_true(village_new_game(&s, players, seed, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    ai_board_view chain[2], fresh;
    int last = -1, checked = 0;
    for (int step = 0; step < 5000 && !village_game_over(&s); step++) {
        if (testkit_rng_below(&rng, 3) > 0) {
            int k = last == 0 ? 1 : 0;
            ai_board_view_next(last < 0 ? NULL : &chain[last], &s, &ai_default_weights, &chain[k]);
            ai_board_view_init(&s, &ai_default_weights, &fresh);
            assert_views_equal(&chain[k], &fresh, players);
            assert_same_worth(&s, &chain[k], &fresh);
            last = k;
            checked++;
        }
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        assert_true(village_apply(&s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
    }
    assert_true(village_game_over(&s));
    return checked;
}

static void test_chained_views_match_fresh_ones(void **state)
{
    (void)state;
    int checked = 0;
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        for (uint64_t g = 0; g < 3; g++)
            checked += check_game(players, aifx_run_seed + 100 * (uint64_t)players + g);
    assert_true(checked > 1000);
}

/* The word-wise comparison the census and the move memo rely on: a
 * difference in any byte, the overlapped tail included, counts. */
static void test_bytes_same_sees_every_byte(void **state)
{
    (void)state;
    enum { LARGEST = 40 };
    static const size_t sizes[] = {8, 13, 16, 22, 40};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        unsigned char a[LARGEST], b[LARGEST];
        for (size_t i = 0; i < LARGEST; i++)
            a[i] = b[i] = (unsigned char)(i * 37 + 5);
        assert_true(ai_bytes_same(a, b, sizes[k]));
        for (size_t i = 0; i < sizes[k]; i++) {
            b[i] ^= 0x10;
            if (ai_bytes_same(a, b, sizes[k]))
                fail_msg("size %zu: a difference at byte %zu went unseen", sizes[k], i);
            b[i] ^= 0x10;
        }
        if (sizes[k] < LARGEST) { /* a byte past the end is not compared */
            b[sizes[k]] ^= 1;
            assert_true(ai_bytes_same(a, b, sizes[k]));
        }
    }
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 16);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chained_views_match_fresh_ones),
        cmocka_unit_test(test_bytes_same_sees_every_byte),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
