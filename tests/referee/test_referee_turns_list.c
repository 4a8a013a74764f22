/* The player's list of games by turns (src/referee/turns_list.c) fed the
 * referee's lines: the player's turn first, then the games waiting for
 * others, then the finished ones, whatever order the lines come in; a
 * "your turn" notice moves its game up (or counts for a game not listed
 * yet, until the next list); a list whose count disagrees is dropped and the one shown stays;
 * paused games stay paused across a new list; lines that are not the
 * referee's to a player are refused and counted, but a referee of another
 * version is told as an answer (the player is asked to update); ratings
 * are asked for once per person; a computer's chosen style is kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee/turns_list.h"
#include "village/ai.h"

static const char *game_line(char *buf, size_t size, unsigned id, const char *state, int chair,
                             int to_act, long moves, const char *seats)
{
    snprintf(buf, size,
             "village-referee 2 game %016x %s %d %d %ld 86400 village-%016x@rooms.example.org %s",
             id, state, chair, to_act, moves, id, seats);
    return buf;
}

static turns_list *new_list(void)
{
    turns_list *l = malloc(sizeof *l);
    assert_non_null(l);
    turns_list_init(l);
    return l;
}

static void hear(turns_list *l, const char *line, turns_heard expected)
{
    assert_int_equal(turns_list_hear(l, line, 100.0), expected);
}

/* Three games in the wrong order: finished, waiting, your turn. */
static void hear_three(turns_list *l)
{
    char b[512];
    hear(l, game_line(b, sizeof b, 1, "finished", 1, 0, 40, "ana@x.org ai:easy"), TURNS_HEARD_GAME);
    hear(l, game_line(b, sizeof b, 2, "waiting", 1, 2, 3, "ana@x.org bo@x.org"), TURNS_HEARD_GAME);
    hear(l, game_line(b, sizeof b, 3, "your-turn", 2, 2, 5, "bo@x.org ana@x.org ai:hard"),
         TURNS_HEARD_GAME);
    assert_int_equal(l->incoming_count, 3); /* shown once the list is whole */
    hear(l, "village-referee 2 listed 3", TURNS_HEARD_LIST);
}

static void test_your_turn_first_then_waiting_then_finished(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    assert_true(l->listed);
    assert_int_equal(l->count, 3);
    assert_int_equal(l->games[0].id, 3);
    assert_int_equal(l->games[0].state, REFEREE_STATE_YOUR_TURN);
    assert_int_equal(l->games[0].chair, 1);
    assert_int_equal(l->games[0].players, 3);
    assert_int_equal(l->games[0].seats[2].ai_level, 3);
    assert_int_equal(l->games[1].id, 2);
    assert_int_equal(l->games[2].id, 1);
    assert_int_equal(turns_list_your_turns(l), 1);
    assert_int_equal(turns_game_seconds_left(&l->games[0], 100.0 + 400), 86000);
    assert_int_equal(turns_game_seconds_left(&l->games[0], 100.0 + 90000), 0);
    free(l);
}

static void test_a_notice_moves_its_game_up(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    hear(l, "village-referee 2 your-turn 0000000000000002 village-2@rooms.example.org 4",
         TURNS_HEARD_TURN);
    assert_int_equal(l->games[0].id, 3); /* the longer waiting stays first */
    assert_int_equal(l->games[1].id, 2);
    assert_int_equal(l->games[1].state, REFEREE_STATE_YOUR_TURN);
    assert_int_equal(l->games[1].moves, 4);
    assert_int_equal(l->games[1].to_act, 0);
    assert_int_equal(turns_list_your_turns(l), 2);
    /* A game not listed yet (a notice kept offline, heard before the list). */
    hear(l, "village-referee 2 your-turn 00000000000000aa village-aa@rooms.example.org 7",
         TURNS_HEARD_TURN);
    hear(l, "village-referee 2 your-turn 00000000000000aa village-aa@rooms.example.org 7",
         TURNS_HEARD_TURN);
    assert_int_equal(turns_list_your_turns(l), 3);
    /* The next list holds it: counted once. */
    char b[512];
    hear(l, game_line(b, sizeof b, 0xaa, "your-turn", 1, 1, 7, "ana@x.org ai:easy"),
         TURNS_HEARD_GAME);
    hear(l, "village-referee 2 listed 1", TURNS_HEARD_LIST);
    assert_int_equal(l->count, 1);
    assert_int_equal(turns_list_your_turns(l), 1);
    /* A notice the next list does not bear out (a game whose turn passed,
     * or one no longer kept) is not counted any more. */
    hear(l, "village-referee 2 your-turn 00000000000000bb village-bb@rooms.example.org 2",
         TURNS_HEARD_TURN);
    assert_int_equal(turns_list_your_turns(l), 2);
    hear(l, b, TURNS_HEARD_GAME);
    hear(l, "village-referee 2 listed 1", TURNS_HEARD_LIST);
    assert_int_equal(turns_list_your_turns(l), 1);
    free(l);
}

static void test_a_list_with_lines_lost_is_dropped(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    char b[512];
    hear(l, game_line(b, sizeof b, 9, "waiting", 1, 2, 3, "ana@x.org bo@x.org"), TURNS_HEARD_GAME);
    hear(l, "village-referee 2 listed 2", TURNS_HEARD_BAD);
    assert_int_equal(l->count, 3);
    assert_int_equal(l->games[0].id, 3);
    assert_int_equal(l->bad_lines, 1);
    free(l);
}

static void test_paused_until_resumed(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    hear(l, "village-referee 2 paused 0000000000000002 the referee cannot reach its database",
         TURNS_HEARD_PAUSE);
    assert_true(l->games[1].paused);
    assert_string_equal(l->games[1].paused_why, "the referee cannot reach its database");
    hear_three(l);
    assert_true(turns_list_find(l, 2)->paused);
    hear(l, "village-referee 2 resumed 0000000000000002", TURNS_HEARD_PAUSE);
    assert_false(turns_list_find(l, 2)->paused);
    free(l);
}

static void test_bad_lines_change_nothing(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    static const char *const lines[] = {
        "",
        "hello",
        "village-referee 2 list", /* a player's request, not an answer */
        "village-referee 2 create 86400 ana@x.org ai:easy",
        "village-referee 2 game 0000000000000004 your-turn 1 2 0 60 r@x.org ana@x.org bo@x.org",
        "village-referee 2 game 0000000000000000 waiting 1 2 0 60 r@x.org ana@x.org bo@x.org",
        "village-referee 2 your-turn 0000000000000002",
        "village-referee 2 listed  3",
        "village-referee 2 rated ana@x.org 1500 350.0 0",
    };
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
        hear(l, lines[i], TURNS_HEARD_BAD);
    assert_int_equal(l->bad_lines, (int)(sizeof lines / sizeof *lines));
    assert_int_equal(l->count, 3);
    assert_int_equal(l->incoming_count, 0);
    assert_int_equal(turns_list_your_turns(l), 1);
    referee_msg answer;
    assert_false(turns_list_take_answer(l, &answer));
    free(l);
}

/* A referee that speaks another version: whatever it says, the player's
 * program tells its player to update rather than waiting on lines it
 * cannot read. The list shown stays. */
static void test_another_version_is_told(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    static const char *const lines[] = {
        "village-referee 1 error version this side speaks version 1",
        "village-referee 3 listed 0",
        "village-referee 3",
    };
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        hear(l, lines[i], TURNS_HEARD_ANSWER);
        referee_msg answer;
        assert_true(turns_list_take_answer(l, &answer));
        assert_int_equal(answer.kind, REFEREE_MSG_ERROR);
        assert_int_equal(answer.error, REFEREE_ERR_VERSION);
        assert_false(turns_list_take_answer(l, &answer));
    }
    assert_int_equal(l->count, 3);
    assert_int_equal(l->bad_lines, 0);
    free(l);
}

/* A computer whose style its game's creator chose keeps it in the list. */
static void test_a_chosen_style_is_kept(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    char b[512];
    hear(l, game_line(b, sizeof b, 9, "waiting", 1, 2, 0, "ana@x.org ai:hard/councillor ai:hard"),
         TURNS_HEARD_GAME);
    hear(l, "village-referee 2 listed 1", TURNS_HEARD_LIST);
    const turns_game *g = turns_list_find(l, 9);
    assert_non_null(g);
    assert_true(g->seats[1].style_chosen);
    assert_int_equal(g->seats[1].ai_style, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_false(g->seats[2].style_chosen);
    free(l);
}

static void test_answers_and_ratings(void **unused)
{
    (void)unused;
    turns_list *l = new_list();
    hear_three(l);
    /* The people of the games, once each, in the list's order; AI seats
     * have no address. */
    const char *first = turns_list_next_unasked(l);
    assert_non_null(first);
    assert_string_equal(first, "bo@x.org");
    assert_string_equal(turns_list_next_unasked(l), "ana@x.org");
    assert_null(turns_list_next_unasked(l));
    referee_rating r;
    assert_false(turns_list_rating(l, "bo@x.org", &r));
    hear(l, "village-referee 2 rated bo@x.org 1612.5 80.0 12", TURNS_HEARD_RATING);
    assert_true(turns_list_rating(l, "bo@x.org", &r));
    assert_true(r.rating > 1612.4 && r.rating < 1612.6);
    assert_int_equal(r.games, 12);
    hear_three(l);
    assert_null(turns_list_next_unasked(l)); /* cached: not asked again */

    hear(l, "village-referee 2 error unavailable the referee cannot reach its database",
         TURNS_HEARD_ANSWER);
    referee_msg answer;
    assert_true(turns_list_take_answer(l, &answer));
    assert_int_equal(answer.kind, REFEREE_MSG_ERROR);
    assert_int_equal(answer.error, REFEREE_ERR_UNAVAILABLE);
    assert_false(turns_list_take_answer(l, &answer));
    hear(l,
         "village-referee 2 seated 0000000000000003 village-3@rooms.example.org 2 "
         "0123456789abcdef0123456789abcdef",
         TURNS_HEARD_ANSWER);
    assert_true(turns_list_take_answer(l, &answer));
    assert_int_equal(answer.kind, REFEREE_MSG_SEATED);
    assert_int_equal(answer.chair, 1);
    assert_string_equal(answer.token, "0123456789abcdef0123456789abcdef");
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_your_turn_first_then_waiting_then_finished),
        cmocka_unit_test(test_a_notice_moves_its_game_up),
        cmocka_unit_test(test_a_list_with_lines_lost_is_dropped),
        cmocka_unit_test(test_paused_until_resumed),
        cmocka_unit_test(test_bad_lines_change_nothing),
        cmocka_unit_test(test_answers_and_ratings),
        cmocka_unit_test(test_another_version_is_told),
        cmocka_unit_test(test_a_chosen_style_is_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
