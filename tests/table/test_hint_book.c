/* The hint's bookkeeping (src/table/hint_book.h) with the real analysis on
 * its worker thread: a decision's hint counts once however often it is
 * asked, comes back with the best moves, and is dropped when a move is
 * played or hints are turned off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "table/hint_book.h"

enum { SEED = 7 };

static void new_game(village_state *s)
{
    assert_true(village_new_game(s, 2, SEED, 0));
}

/* Polls until the worker answers; the analysis is bounded (a second or so). */
static table_hint_news wait_for_answer(table_hint *h, size_t moves)
{
    table_hint_news news;
    do
        news = table_hint_poll(h, moves, true);
    while (news == TABLE_HINT_NOTHING && table_hint_busy(h));
    return news;
}

static void test_a_hint_comes_back_for_the_player_to_act(void **unused)
{
    (void)unused;
    village_state s;
    new_game(&s);
    table_hint h = {0};
    assert_int_equal(table_hint_poll(&h, 0, true), TABLE_HINT_NOTHING); /* none asked */
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_COUNTED);
    assert_true(h.open);
    assert_true(table_hint_busy(&h));
    assert_int_equal(h.seat, s.actor);
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_ALREADY);
    assert_int_equal(wait_for_answer(&h, 0), TABLE_HINT_READY);
    assert_true(h.ready);
    assert_false(table_hint_busy(&h));
    assert_null(h.job);
    assert_true(h.result.count >= 1);
    assert_true(h.result.count <= VILLAGE_ANALYSIS_CANDIDATES);
    assert_true(village_is_legal(&s, &h.result.moves[0].move));
    /* Come back once: later polls bring nothing new and keep it. */
    assert_int_equal(table_hint_poll(&h, 0, true), TABLE_HINT_NOTHING);
    assert_true(h.ready);
    table_hint_drop(&h);
}

static void test_asking_again_for_the_same_decision_counts_once(void **unused)
{
    (void)unused;
    village_state s;
    new_game(&s);
    table_hint h = {0};
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_COUNTED);
    /* Away to the rules and back: the scene dropped it, the person asks again. */
    table_hint_drop(&h);
    assert_false(h.open);
    assert_null(h.job);
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_STARTED);
    assert_true(h.open);
    /* The next decision's hint counts again. */
    table_hint_drop(&h);
    assert_int_equal(table_hint_ask(&h, &s, 1, SEED), TABLE_HINT_COUNTED);
    table_hint_drop(&h);
}

static void test_a_move_or_the_setting_drops_the_hint(void **unused)
{
    (void)unused;
    village_state s;
    new_game(&s);
    table_hint h = {0};
    assert_int_equal(table_hint_ask(&h, &s, 3, SEED), TABLE_HINT_COUNTED);
    assert_int_equal(table_hint_poll(&h, 4, true), TABLE_HINT_DROPPED); /* a move was played */
    assert_false(h.open);
    assert_null(h.job);
    assert_int_equal(h.counted_at, 4); /* the count remembers decision 3 */
    assert_int_equal(table_hint_poll(&h, 4, true), TABLE_HINT_NOTHING);
    assert_int_equal(table_hint_ask(&h, &s, 4, SEED), TABLE_HINT_COUNTED);
    assert_int_equal(table_hint_poll(&h, 4, false), TABLE_HINT_DROPPED); /* hints turned off */
    assert_false(h.open);
    /* Dropped while thinking or once come back, it is asked anew. */
    assert_int_equal(table_hint_ask(&h, &s, 4, SEED), TABLE_HINT_STARTED);
    assert_int_equal(wait_for_answer(&h, 4), TABLE_HINT_READY);
    assert_int_equal(table_hint_poll(&h, 5, true), TABLE_HINT_DROPPED);
    assert_false(h.ready);
}

/* The same decision asked twice gives the same analysis (the seed is the
 * game's and the move count's), so a hint asked again does not change. */
static void test_the_same_decision_gets_the_same_hint(void **unused)
{
    (void)unused;
    village_state s;
    new_game(&s);
    table_hint h = {0};
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_COUNTED);
    assert_int_equal(wait_for_answer(&h, 0), TABLE_HINT_READY);
    village_analysis first = h.result;
    table_hint_drop(&h);
    assert_int_equal(table_hint_ask(&h, &s, 0, SEED), TABLE_HINT_STARTED);
    assert_int_equal(wait_for_answer(&h, 0), TABLE_HINT_READY);
    assert_int_equal(h.result.count, first.count);
    for (int i = 0; i < first.count; i++)
        assert_true(village_move_equal(&h.result.moves[i].move, &first.moves[i].move));
    table_hint_drop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hint_comes_back_for_the_player_to_act),
        cmocka_unit_test(test_asking_again_for_the_same_decision_counts_once),
        cmocka_unit_test(test_a_move_or_the_setting_drops_the_hint),
        cmocka_unit_test(test_the_same_decision_gets_the_same_hint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
