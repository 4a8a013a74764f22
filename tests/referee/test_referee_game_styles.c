/* The styles a game by turns deals its computers (src/referee/game_styles.h):
 * computers of one level differ, a computer alone at its level and a person
 * get none, and the same game's id deals the same styles again, as after the
 * referee's restart. Which computer plays which plan changes from game to
 * game. A style chosen when the game was made is played. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "referee/game_styles.h"
#include "village/ai.h"

static void seats_of(referee_seat seats[4])
{
    memset(seats, 0, 4 * sizeof *seats);
    seats[0].ai_level = VILLAGE_AI_MEDIUM;
    seats[1].ai_level = -1;
    strcpy(seats[1].jid, "ana@example.org");
    seats[2].ai_level = VILLAGE_AI_MEDIUM;
    seats[3].ai_level = VILLAGE_AI_HARD;
}

static void test_computers_of_one_level_differ(void **unused)
{
    (void)unused;
    referee_seat seats[4];
    seats_of(seats);
    int chronicler_at[4] = {0};
    for (uint64_t id = 1; id <= 64; id++) {
        int styles[4], again[4];
        referee_game_styles(id * 0x9e3779b97f4a7c15u, 4, seats, styles);
        referee_game_styles(id * 0x9e3779b97f4a7c15u, 4, seats, again);
        assert_memory_equal(styles, again, sizeof styles);
        assert_int_equal(styles[1], -1);
        assert_int_equal(styles[3], VILLAGE_AI_STYLE_BALANCED);
        assert_int_not_equal(styles[0], styles[2]);
        int balanced =
                (styles[0] == VILLAGE_AI_STYLE_BALANCED) + (styles[2] == VILLAGE_AI_STYLE_BALANCED),
            chronicler = (styles[0] == VILLAGE_AI_STYLE_CHRONICLER) +
                         (styles[2] == VILLAGE_AI_STYLE_CHRONICLER);
        assert_int_equal(balanced, 1);
        assert_int_equal(chronicler, 1);
        chronicler_at[styles[0] == VILLAGE_AI_STYLE_CHRONICLER ? 0 : 2]++;
    }
    assert_true(chronicler_at[0] > 0 && chronicler_at[2] > 0);
}

/* A style the game's creator chose is played whatever the id; the other
 * computers of its level are dealt among themselves. */
static void test_a_chosen_style_is_played(void **unused)
{
    (void)unused;
    referee_seat seats[4];
    seats_of(seats);
    seats[0].style_chosen = true;
    seats[0].ai_style = VILLAGE_AI_STYLE_MERCHANT;
    seats[3].style_chosen = true;
    seats[3].ai_style = VILLAGE_AI_STYLE_COUNCILLOR;
    for (uint64_t id = 1; id <= 64; id++) {
        int styles[4];
        referee_game_styles(id * 0x9e3779b97f4a7c15u, 4, seats, styles);
        assert_int_equal(styles[0], VILLAGE_AI_STYLE_MERCHANT);
        assert_int_equal(styles[1], -1);
        /* the other medium, alone among those dealt, plays balanced */
        assert_int_equal(styles[2], VILLAGE_AI_STYLE_BALANCED);
        assert_int_equal(styles[3], VILLAGE_AI_STYLE_COUNCILLOR);
    }
    /* Both mediums chosen balanced: the creator's choice, twins or not. */
    seats[2].style_chosen = true;
    seats[2].ai_style = VILLAGE_AI_STYLE_BALANCED;
    seats[0].ai_style = VILLAGE_AI_STYLE_BALANCED;
    int styles[4];
    referee_game_styles(7, 4, seats, styles);
    assert_int_equal(styles[0], VILLAGE_AI_STYLE_BALANCED);
    assert_int_equal(styles[2], VILLAGE_AI_STYLE_BALANCED);
}

static void test_people_only_have_no_styles(void **unused)
{
    (void)unused;
    referee_seat seats[2];
    memset(seats, 0, sizeof seats);
    seats[0].ai_level = seats[1].ai_level = -1;
    int styles[2] = {7, 7};
    referee_game_styles(42, 2, seats, styles);
    assert_int_equal(styles[0], -1);
    assert_int_equal(styles[1], -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_computers_of_one_level_differ),
        cmocka_unit_test(test_people_only_have_no_styles),
        cmocka_unit_test(test_a_chosen_style_is_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
