/* Records: setup, apply, undo (truncate) and copy. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static void setup_is_checked(void **unused)
{
    (void)unused;
    village_record r;
    assert_false(village_record_new(&r, 1, 1, -1));
    assert_false(village_record_new(&r, 5, 1, -1));
    assert_false(village_record_new(&r, 3, 1, 3));
    assert_true(village_record_new(&r, 3, 1, 2));
    assert_int_equal(r.start_player, 2);
    assert_int_equal(r.state.start_player, 2);
    assert_int_equal(r.move_count, 0);
    assert_string_equal(r.seats[0].name, "Red");
    assert_string_equal(r.seats[3].name, "White");
    assert_int_equal(r.seats[1].kind, VILLAGE_SEAT_HUMAN);
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        assert_int_equal(r.seats[p].colour, p);
    village_record_free(&r);
}

/* A drawn start player is the one village_new_game draws from the seed. */
static void drawn_start_player_comes_from_the_seed(void **unused)
{
    (void)unused;
    for (uint64_t seed = 1; seed < 40; seed++) {
        village_record r;
        village_state s;
        assert_true(village_record_new(&r, 4, seed, -1));
        assert_true(village_new_game(&s, 4, seed, -1));
        assert_int_equal(r.start_player, s.start_player);
        village_record_free(&r);
    }
}

static void illegal_moves_change_nothing(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 2, 3, 10);
    village_record before;
    assert_true(village_record_copy(&before, &r));
    village_move bogus = {.kind = VILLAGE_MOVE_DONE, .member = VILLAGE_NOBODY};
    assert_false(village_is_legal(&r.state, &bogus));
    assert_false(village_record_apply(&r, &bogus, NULL));
    assert_int_equal(r.move_count, 10);
    char *a = village_save_to_json(&r), *b = village_save_to_json(&before);
    assert_string_equal(a, b);
    free(a);
    free(b);
    village_record_free(&r);
    village_record_free(&before);
}

/* Undo to any point gives the same game as stopping there. */
static void truncate_is_undo(void **unused)
{
    (void)unused;
    village_record full, prefix;
    make_record(&full, 3, 11, 150);
    make_record(&prefix, 3, 11, 60);
    assert_false(village_record_truncate(&full, 151));
    assert_true(village_record_truncate(&full, 60));
    char *a = village_save_to_json(&full), *b = village_save_to_json(&prefix);
    assert_string_equal(a, b);
    free(a);
    free(b);
    assert_true(village_record_truncate(&full, 0));
    assert_int_equal(full.move_count, 0);
    village_state fresh;
    assert_true(village_new_game(&fresh, 3, 11, full.start_player));
    assert_memory_equal(&fresh, &full.state, sizeof fresh);
    village_record_free(&full);
    village_record_free(&prefix);
}

static void copies_are_independent(void **unused)
{
    (void)unused;
    village_record r, copy;
    make_record(&r, 4, 21, 30);
    assert_true(village_record_copy(&copy, &r));
    assert_true(copy.moves != r.moves);
    test_rng rng = {5};
    assert_true(play_random_move(&copy, &rng));
    assert_int_equal(r.move_count, 30);
    assert_int_equal(copy.move_count, 31);
    assert_true(village_record_truncate(&copy, 30));
    assert_memory_equal(copy.moves, r.moves, 30 * sizeof *r.moves);
    village_record_free(&r);
    village_record_free(&copy);
    assert_null(copy.moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_is_checked),
        cmocka_unit_test(drawn_start_player_comes_from_the_seed),
        cmocka_unit_test(illegal_moves_change_nothing),
        cmocka_unit_test(truncate_is_undo),
        cmocka_unit_test(copies_are_independent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
