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
    assert_int_equal(a->church_best, b->church_best);
    assert_int_equal(a->church_best_left, b->church_best_left);
    assert_int_equal(a->church_leaders, b->church_leaders);
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

/* 'check' over three random games of each player count, from the run's
 * seed ('stride' apart by count, so each test plays games of its own);
 * the number of positions checked. */
static int over_random_games(int (*check)(int players, uint64_t seed), uint64_t stride)
{
    int checked = 0;
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        for (uint64_t g = 0; g < 3; g++)
            checked += check(players, aifx_run_seed + stride * (uint64_t)players + g);
    return checked;
}

static void test_chained_views_match_fresh_ones(void **state)
{
    (void)state;
    assert_true(over_random_games(check_game, 100) > 1000);
}

/* Positions reached by the mover's moves are valued through a view derived
 * from the view of where the move began (ai_board_view_derive), which
 * brings the counts and the census up to date by the members that moved.
 * Each must hold the counts and give the worth of a view built afresh. */
static void assert_derived_like_fresh(const village_state *next, const ai_board_view *base,
                                      int mover)
{
    ai_board_view derived, fresh;
    ai_board_view_init(next, &ai_default_weights, &fresh);
    if (ai_board_view_derive(base, next, mover, &derived))
        assert_views_equal(&derived, &fresh, next->num_players);
    double x[VILLAGE_MAX_PLAYERS], y[VILLAGE_MAX_PLAYERS];
    ai_evaluate_from(next, base, mover, x);
    ai_evaluate(next, y);
    assert_memory_equal(x, y, sizeof x[0] * next->num_players);
}

/* Every move of the actor and every follow-up of the same actor (as the
 * playout policy looks at them), from the view of the position. */
static int check_derived_game(int players, uint64_t seed)
{
    village_state s;
    assert_true(village_new_game(&s, players, seed, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    int checked = 0;
    for (int step = 0; step < 5000 && !village_game_over(&s); step++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        if (testkit_rng_below(&rng, 4) == 0) {
            ai_board_view base;
            ai_board_view_init(&s, &ai_default_weights, &base);
            for (int i = 0; i < n; i++) {
                village_state next = s;
                village_apply_trusted(&next, &moves[i], NULL);
                assert_derived_like_fresh(&next, &base, s.actor);
                checked++;
                if (village_game_over(&next) || next.actor != s.actor)
                    continue;
                village_move follow[VILLAGE_MAX_MOVES];
                int k = village_legal_moves(&next, follow);
                for (int j = 0; j < k; j++) {
                    village_state after = next;
                    village_apply_trusted(&after, &follow[j], NULL);
                    assert_derived_like_fresh(&after, &base, s.actor);
                    checked++;
                }
            }
        }
        assert_true(village_apply(&s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
    }
    return checked;
}

static void test_derived_views_match_fresh_ones(void **state)
{
    (void)state;
    assert_true(over_random_games(check_derived_game, 1000) > 10000);
}

/* The members that moved, by the word-wise difference, against a plain
 * comparison member by member: random members, then each byte changed. */
static void test_members_moved_finds_each_member(void **state)
{
    (void)state;
    testkit_rng rng;
    testkit_rng_seed(&rng, aifx_run_seed);
    for (int round = 0; round < 2000; round++) {
        village_member a[VILLAGE_MEMBERS_PER_PLAYER], b[VILLAGE_MEMBERS_PER_PLAYER];
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            a[m].place = (uint8_t)testkit_rng_below(&rng, VILLAGE_PLACES);
            a[m].spot = (uint8_t)testkit_rng_below(&rng, 24);
            b[m] = a[m];
            if (testkit_rng_below(&rng, 4) == 0)
                b[m].place = (uint8_t)testkit_rng_below(&rng, VILLAGE_PLACES);
            if (testkit_rng_below(&rng, 4) == 0)
                b[m].spot = (uint8_t)testkit_rng_below(&rng, 256);
        }
        uint32_t expected = 0;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            expected |= (uint32_t)(a[m].place != b[m].place || a[m].spot != b[m].spot) << m;
        if (ai_members_moved(a, b) != expected)
            fail_msg("seed %llu round %d: moved %#x, expected %#x",
                     (unsigned long long)aifx_run_seed, round, ai_members_moved(a, b), expected);
        assert_true(ai_members_same(a, b) == (expected == 0));
    }
    village_member a[VILLAGE_MEMBERS_PER_PLAYER] = {{0, 0}}, b[VILLAGE_MEMBERS_PER_PLAYER];
    for (size_t byte = 0; byte < sizeof a; byte++)
        for (int bit = 0; bit < 8; bit++) {
            memcpy(b, a, sizeof a);
            ((unsigned char *)b)[byte] ^= (unsigned char)(1u << bit);
            assert_int_equal(ai_members_moved(a, b), 1u << (byte / sizeof a[0]));
        }
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
        cmocka_unit_test(test_derived_views_match_fresh_ones),
        cmocka_unit_test(test_members_moved_finds_each_member),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
