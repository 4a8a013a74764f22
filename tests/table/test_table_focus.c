/* The keyboard's focus order (table/focus.h): which options it visits and
 * in which order at real decisions of random games, where a step starts
 * it, how Tab wraps, and where the arrows take it among drawn boxes: the
 * nearest that way, a spot in line before a nearer one off to the side, and
 * nowhere (it stays) when nothing lies that way. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "table/focus.h"
#include "table/table.h"

static table_focus_spot button(int id, float x, float y, float w, float h)
{
    return (table_focus_spot){
        .kind = TABLE_FOCUS_BUTTON, .id = id, .enabled = true, .box = {x, y, w, h}};
}

/* At every decision of some random games: each option is visited exactly
 * once, the enabled ones that do something first and in the row's order,
 * then skip, pass or done, then the unavailable ones, and a step starts on
 * the first of that order. */
static void test_options_order_at_real_decisions(void **unused)
{
    (void)unused;
    int decisions = 0, with_disabled = 0, with_decline_after = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        village_state s;
        assert_true(village_new_game(&s, 2 + (int)(seed % 3), seed, 0));
        uint64_t pick = seed * 7919;
        while (!village_game_over(&s) && decisions < 3000) {
            table_chooser c;
            table_chooser_build(&c, &s);
            int order[TABLE_OPTIONS_MAX];
            int n = table_focus_options(&c, order, TABLE_OPTIONS_MAX);
            assert_int_equal(n, c.option_count);
            bool seen[TABLE_OPTIONS_MAX] = {false}, disabled_yet = false, declined_yet = false;
            bool acts = false;
            int last_enabled = -1;
            for (int i = 0; i < n; i++) {
                assert_false(seen[order[i]]);
                seen[order[i]] = true;
                const table_option *o = &c.options[order[i]];
                if (o->enabled && !table_focus_declines(o)) {
                    /* what does something comes before skip, pass and done */
                    assert_false(disabled_yet || declined_yet);
                    assert_true(order[i] > last_enabled);
                    last_enabled = order[i];
                    acts = true;
                } else if (o->enabled) {
                    assert_false(disabled_yet); /* every enabled one before any disabled */
                    declined_yet = true;
                } else {
                    disabled_yet = true;
                }
            }
            with_disabled += disabled_yet;
            with_decline_after += declined_yet && acts;
            int first = table_focus_first_option(&c);
            assert_true(first >= 0);
            assert_int_equal(first, order[0]);
            assert_true(c.options[first].enabled);
            /* Where something can be done, the focus does not start on
             * giving it up (after the well's payment, "skip the action"). */
            assert_true(!acts || !table_focus_declines(&c.options[first]));
            /* The focus keeps a step and finds its option by it: each
             * option's step leads back to that option alone. */
            for (int o = 0; o < c.option_count; o++)
                assert_int_equal(table_focus_option_of_step(&c, &c.options[o].step), o);
            /* Enter on the focus, step after step, decides a legal move. */
            while (!table_chooser_choose(&c, table_focus_first_option(&c)))
                ;
            assert_true(village_is_legal(&s, &c.decision));
            village_move moves[VILLAGE_MAX_MOVES];
            int count = village_legal_moves(&s, moves);
            pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
            assert_true(village_apply(&s, &moves[(pick >> 33) % (uint64_t)count], NULL));
            decisions++;
        }
    }
    assert_true(decisions > 200);
    assert_true(with_disabled > 0);      /* some rows had unavailable options to visit */
    assert_true(with_decline_after > 0); /* some rows offered skip, pass or done beside more */
}

static void test_tab_wraps_both_ways(void **unused)
{
    (void)unused;
    assert_int_equal(table_focus_next(0, -1, 1), -1);
    assert_int_equal(table_focus_next(4, -1, 1), 0);
    assert_int_equal(table_focus_next(4, -1, -1), 3);
    assert_int_equal(table_focus_next(4, 2, 1), 3);
    assert_int_equal(table_focus_next(4, 3, 1), 0);
    assert_int_equal(table_focus_next(4, 0, -1), 3);
    table_focus_spot spots[3] = {
        button(7, 0, 0, 10, 10), button(9, 20, 0, 10, 10), {.kind = TABLE_FOCUS_OPTION, .id = 7}};
    assert_int_equal(table_focus_find(spots, 3, TABLE_FOCUS_BUTTON, 9), 1);
    assert_int_equal(table_focus_find(spots, 3, TABLE_FOCUS_OPTION, 7), 2);
    assert_int_equal(table_focus_find(spots, 3, TABLE_FOCUS_OPTION, 9), -1);
}

/* A row of three buttons over a row of two, and a far button up right. */
static void test_arrows_follow_the_drawn_boxes(void **unused)
{
    (void)unused;
    table_focus_spot s[] = {
        button(0, 100, 500, 100, 40), button(1, 220, 500, 100, 40), button(2, 340, 500, 100, 40),
        button(3, 100, 560, 160, 40), button(4, 280, 560, 160, 40), button(5, 900, 100, 60, 60),
    };
    int n = (int)(sizeof s / sizeof s[0]);
    assert_int_equal(table_focus_toward(s, n, 0, TABLE_FOCUS_RIGHT), 1);
    assert_int_equal(table_focus_toward(s, n, 1, TABLE_FOCUS_RIGHT), 2);
    assert_int_equal(table_focus_toward(s, n, 2, TABLE_FOCUS_LEFT), 1);
    assert_int_equal(table_focus_toward(s, n, 0, TABLE_FOCUS_DOWN), 3);
    assert_int_equal(table_focus_toward(s, n, 2, TABLE_FOCUS_DOWN), 4);
    assert_int_equal(table_focus_toward(s, n, 4, TABLE_FOCUS_UP), 2); /* the one above it */
    assert_int_equal(table_focus_toward(s, n, 3, TABLE_FOCUS_RIGHT), 4);
    /* In line beats nearer but off to the side: from 2, right is the far button only. */
    assert_int_equal(table_focus_toward(s, n, 2, TABLE_FOCUS_RIGHT), 5);
    assert_int_equal(table_focus_toward(s, n, 1, TABLE_FOCUS_UP), 5);
    /* Nothing that way: the focus stays. */
    assert_int_equal(table_focus_toward(s, n, 0, TABLE_FOCUS_LEFT), 0);
    assert_int_equal(table_focus_toward(s, n, 3, TABLE_FOCUS_DOWN), 3);
    assert_int_equal(table_focus_toward(s, n, 5, TABLE_FOCUS_UP), 5);
    /* From nowhere an arrow starts on the first spot. */
    assert_int_equal(table_focus_toward(s, n, -1, TABLE_FOCUS_DOWN), 0);
}

static table_focus_spot in_area(int id, int area, float x, float y, float w, float h)
{
    table_focus_spot s = button(id, x, y, w, h);
    s.area = (uint8_t)area;
    return s;
}

/* The shoulders (F6): the next area that has spots, its first spot in the
 * list's order, wrapping round and skipping empty areas; a box that only
 * touches another is not in line with it. */
static void test_areas_and_touching_boxes(void **unused)
{
    (void)unused;
    table_focus_spot s[] = {
        in_area(0, TABLE_AREA_BOARD, 0, 0, 10, 10),
        in_area(1, TABLE_AREA_BOARD, 20, 0, 10, 10),
        in_area(2, TABLE_AREA_LOG, 500, 500, 100, 100),
        in_area(3, TABLE_AREA_CHOICES, 0, 600, 10, 10),
        in_area(4, TABLE_AREA_CHOICES, 20, 600, 10, 10),
    };
    int n = (int)(sizeof s / sizeof s[0]);
    assert_int_equal(table_focus_next_area(s, n, 1, 1), 2); /* the farmyards have none */
    assert_int_equal(table_focus_next_area(s, n, 2, 1), 3);
    assert_int_equal(table_focus_next_area(s, n, 4, 1), 0); /* round to the board */
    assert_int_equal(table_focus_next_area(s, n, 0, -1), 3);
    assert_int_equal(table_focus_next_area(s, n, 3, -1), 2);
    assert_int_equal(table_focus_next_area(s, n, -1, 1), 0); /* from nowhere: the first area */
    assert_int_equal(table_focus_next_area(s, 0, -1, 1), -1);
    table_focus_spot one[] = {in_area(0, TABLE_AREA_BOARD, 0, 0, 10, 10),
                              in_area(1, TABLE_AREA_BOARD, 20, 0, 10, 10)};
    assert_int_equal(table_focus_next_area(one, 2, 1, 1), 1); /* no other area: it stays */
    assert_int_equal(table_focus_option_area(TARGET_NONE, true), TABLE_AREA_CHOICES);
    assert_int_equal(table_focus_option_area(TARGET_WELL, true), TABLE_AREA_BOARD);
    assert_int_equal(table_focus_option_area(TARGET_MEMBER, false), TABLE_AREA_FARMS);
    /* A row of buttons standing on a panel's top edge, a button far left
     * in the panel's line: Left from the panel goes across, not up. */
    table_focus_spot edge[] = {button(0, 400, 100, 60, 40), button(1, 0, 180, 100, 40),
                               button(2, 380, 140, 300, 200)};
    assert_int_equal(table_focus_toward(edge, 3, 2, TABLE_FOCUS_LEFT), 1);
}

/* Every spot of a scattered board can be reached from any other by arrows
 * alone: the arrows never strand a spot the eye can see. */
static void test_arrows_reach_every_spot(void **unused)
{
    (void)unused;
    enum { N = 24 };
    table_focus_spot s[N];
    uint64_t r = 12345;
    for (int i = 0; i < N; i++) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        float x = (float)((r >> 33) % 1800), y = (float)((r >> 17) % 1000);
        s[i] = button(i, x, y, 40 + (float)(i % 3) * 30, 30 + (float)(i % 2) * 20);
    }
    for (int from = 0; from < N; from++) {
        bool reached[N] = {false};
        int queue[N], head = 0, tail = 0;
        queue[tail++] = from;
        reached[from] = true;
        while (head < tail) {
            int at = queue[head++];
            for (int d = TABLE_FOCUS_LEFT; d <= TABLE_FOCUS_DOWN; d++) {
                int to = table_focus_toward(s, N, at, (table_focus_dir)d);
                if (!reached[to]) {
                    reached[to] = true;
                    queue[tail++] = to;
                }
            }
        }
        assert_int_equal(tail, N);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options_order_at_real_decisions),
        cmocka_unit_test(test_tab_wraps_both_ways),
        cmocka_unit_test(test_arrows_follow_the_drawn_boxes),
        cmocka_unit_test(test_arrows_reach_every_spot),
        cmocka_unit_test(test_areas_and_touching_boxes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
