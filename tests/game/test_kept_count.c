/* The count of kept games (kept-games.txt, "kept N"): read strictly, and
 * never overflowing however large the file says it is (issue 27: a count
 * of 2^63-1 overflowed on the next finished game). */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "scenes/game/game.h"

static void counts_are_read_strictly(void **unused)
{
    (void)unused;
    assert_int_equal(game_kept_count_parse("kept 7\n"), 7);
    assert_int_equal(game_kept_count_parse("kept 0"), 0);
    assert_int_equal(game_kept_count_parse(NULL), 0);
    assert_int_equal(game_kept_count_parse("kept -4\n"), 0);
    assert_int_equal(game_kept_count_parse("kept 12abc\n"), 0);
    assert_int_equal(game_kept_count_parse("kept 99999999999999999999999\n"), 0);
    assert_int_equal(game_kept_count_parse("kept 9223372036854775807\n"), LONG_MAX);
}

/* Every count, however large, is followed by one that is positive, keeps
 * the ring's order (the next slot) and leaves a whole ring behind it. */
static void the_next_count_never_overflows(void **unused)
{
    (void)unused;
    const long counts[] = {0, 1, 9, 10, 999999999, 1000000000, 1000000001, LONG_MAX - 1, LONG_MAX};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        long now = counts[i], next = game_kept_count_next(now);
        assert_true(next > 0);
        assert_int_equal(next % KEPT_GAMES, (now % KEPT_GAMES + 1) % KEPT_GAMES);
        if (now >= KEPT_GAMES)
            assert_true(next > KEPT_GAMES);
        assert_true(game_kept_count_next(next) > 0);
    }
    assert_int_equal(game_kept_count_next(41), 42);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(counts_are_read_strictly),
        cmocka_unit_test(the_next_count_never_overflows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
