/* The referee's request protocol (src/referee/requests.h): each message
 * written and read back the same, a computer's seat with its style or
 * without, the lines it must refuse, each with a sentence, and a line of
 * another version told apart, answered in that version's words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "referee/requests.h"
#include "village/ai.h"

static referee_msg read_ok(const char *line)
{
    referee_msg m;
    char err[200] = "";
    if (!referee_msg_read(line, strlen(line), &m, err, sizeof err))
        fail_msg("refused '%s': %s", line, err);
    return m;
}

static void refused(const char *line)
{
    referee_msg m;
    char err[200] = "";
    if (referee_msg_read(line, strlen(line), &m, err, sizeof err))
        fail_msg("accepted '%s'", line);
    assert_true(strlen(err) > 0);
}

static void round_trip(const char *line)
{
    referee_msg m = read_ok(line);
    char out[REFEREE_LINE_MAX + 1];
    size_t n = referee_msg_write(out, sizeof out, &m);
    assert_int_equal(n, strlen(line));
    assert_string_equal(out, line);
}

static void test_referee_requests_round_trip(void **state)
{
    (void)state;
    round_trip("village-referee 2 create 86400 ana@example.org bo@example.org ai:hard");
    round_trip("village-referee 2 list");
    round_trip("village-referee 2 seat 4c8b3e93fffc459f");
    round_trip("village-referee 2 rating ana@example.org");
    round_trip("village-referee 2 created 4c8b3e93fffc459f village-4c8b3e93fffc459f@rooms.x.org");
    round_trip("village-referee 2 game 4c8b3e93fffc459f your-turn 2 2 40 86000 r@rooms.x.org "
               "ana@x.org bo@x.org ai:easy");
    round_trip("village-referee 2 game 4c8b3e93fffc459f finished 1 0 913 0 r@rooms.x.org "
               "ana@x.org bo@x.org");
    round_trip("village-referee 2 listed 2");
    round_trip("village-referee 2 seated 4c8b3e93fffc459f r@rooms.x.org 3 "
               "0123456789abcdef0123456789abcdef");
    round_trip("village-referee 2 your-turn 4c8b3e93fffc459f r@rooms.x.org 41");
    round_trip("village-referee 2 paused 4c8b3e93fffc459f the referee cannot reach its database");
    round_trip("village-referee 2 resumed 4c8b3e93fffc459f");
    round_trip("village-referee 2 rated ana@x.org 1464.1 151.5 3");
    round_trip("village-referee 2 error not-seated you have no seat in that game");
    round_trip(
        "village-referee 2 create 86400 ana@x.org ai:hard/chronicler ai:hard ai:easy/balanced");
    round_trip("village-referee 2 game 4c8b3e93fffc459f waiting 1 2 0 60 r@rooms.x.org "
               "ana@x.org ai:medium/merchant");
    round_trip("village-referee 2 invited 4c8b3e93fffc459f ana@x.org 86400 ana@x.org bo@x.org "
               "ai:expert/councillor");
}

/* A computer's style when the game's creator chose one ("ai:hard/chronicler"),
 * none chosen when the seat names the level alone. */
static void test_referee_requests_styles(void **state)
{
    (void)state;
    referee_msg m = read_ok("village-referee 2 create 3600 ana@x.org ai:hard/councillor ai:hard "
                            "ai:easy/balanced");
    assert_int_equal(m.seats[1].ai_level, VILLAGE_AI_HARD);
    assert_true(m.seats[1].style_chosen);
    assert_int_equal(m.seats[1].ai_style, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_int_equal(m.seats[2].ai_level, VILLAGE_AI_HARD);
    assert_false(m.seats[2].style_chosen);
    assert_true(m.seats[3].style_chosen);
    assert_int_equal(m.seats[3].ai_style, VILLAGE_AI_STYLE_BALANCED);
    assert_false(m.seats[0].style_chosen);
    for (int style = 0; style < VILLAGE_AI_STYLES; style++) {
        char line[200];
        snprintf(line, sizeof line, "village-referee 2 create 3600 ana@x.org ai:medium/%s",
                 village_ai_style_name(style));
        m = read_ok(line);
        assert_int_equal(m.seats[1].ai_style, style);
        round_trip(line);
    }
    refused("village-referee 2 create 3600 ana@x.org ai:hard/sleepy");
    refused("village-referee 2 create 3600 ana@x.org ai:hard/");
    refused("village-referee 2 create 3600 ana@x.org ai:/chronicler");
    refused("village-referee 2 create 3600 ana@x.org ai:hard/chronicler/councillor");
    refused("village-referee 2 create 3600 ana@x.org ai:hard/Chronicler");
    refused("village-referee 2 create 3600 ana@x.org/chronicler bo@x.org");
    /* The writer never words a style it does not know. */
    m = read_ok("village-referee 2 create 3600 ana@x.org ai:hard/chronicler");
    m.seats[1].ai_style = VILLAGE_AI_STYLES;
    char out[REFEREE_LINE_MAX + 1];
    assert_int_equal(referee_msg_write(out, sizeof out, &m), 0);
    m.seats[1].ai_style = -1;
    assert_int_equal(referee_msg_write(out, sizeof out, &m), 0);
}

/* Version 1 had no styles: its lines are another version's, refused by the
 * reader and told apart, so that a person hears "update the game". */
static void test_referee_requests_other_versions(void **state)
{
    (void)state;
    refused("village-referee 1 list");
    refused("village-referee 1 create 3600 ana@x.org ai:hard");
    assert_int_equal(referee_line_version("village-referee 1 list", 22), 1);
    assert_int_equal(referee_line_version("village-referee 3", 17), 3);
    assert_int_equal(referee_line_version("village-referee 2 list", 22), 2);
    assert_int_equal(referee_line_version("village-referee 1x list", 23), 0);
    assert_int_equal(referee_line_version("village-referee  1 list", 23), 0);
    assert_int_equal(referee_line_version("village-referee 1234 list", 25), 0);
    assert_int_equal(referee_line_version("village-referee ", 16), 0);
    assert_int_equal(referee_line_version("hello", 5), 0);
    char out[REFEREE_LINE_MAX + 1];
    size_t n = referee_version_error_write(out, sizeof out, 1);
    assert_int_equal(n, strlen(out));
    assert_string_equal(out, "village-referee 1 error version this side speaks version 2");
    /* As version 1 reads it: an error of kind "version" (every version words
     * an error alike); this reader, at version 2, reads the same words. */
    out[16] = '2';
    referee_msg m = read_ok(out);
    assert_int_equal(m.kind, REFEREE_MSG_ERROR);
    assert_int_equal(m.error, REFEREE_ERR_VERSION);
    assert_int_equal(referee_version_error_write(out, 20, 1), 0);
    assert_int_equal(referee_version_error_write(out, sizeof out, 0), 0);
}

static void test_referee_requests_fields(void **state)
{
    (void)state;
    referee_msg m = read_ok("village-referee 2 create 3600 ana@x.org ai:random bo@x.org");
    assert_int_equal(m.kind, REFEREE_MSG_CREATE);
    assert_int_equal(m.move_seconds, 3600);
    assert_int_equal(m.players, 3);
    assert_string_equal(m.seats[0].jid, "ana@x.org");
    assert_int_equal(m.seats[0].ai_level, -1);
    assert_int_equal(m.seats[1].ai_level, 0);
    m = read_ok("village-referee 2 game 00000000000000ff waiting 1 2 7 10 r@s a@x b@x");
    assert_int_equal(m.game, 255);
    assert_int_equal(m.state, REFEREE_STATE_WAITING);
    assert_int_equal(m.chair, 0);
    assert_int_equal(m.to_act, 1);
    assert_int_equal(m.moves, 7);
    assert_int_equal(m.seconds_left, 10);
}

static void test_referee_requests_refused(void **state)
{
    (void)state;
    refused("");
    refused("hello referee");
    refused("village-referee 3 list");
    refused("village-referee 2  list");
    refused("village-referee 2 list ");
    refused(" village-referee 2 list");
    refused("village-referee 2 list now");
    refused("village-referee 2 dance");
    refused("village-referee 01 list");
    refused("village-referee 2 create 59 ana@x.org bo@x.org");      /* under a minute */
    refused("village-referee 2 create 2419201 ana@x.org bo@x.org"); /* over four weeks */
    refused("village-referee 2 create 3600 ana@x.org");             /* one seat */
    refused("village-referee 2 create 3600 a@x b@x c@x d@x e@x");   /* five */
    refused("village-referee 2 create 3600 ana@x.org/phone bo@x.org");
    refused("village-referee 2 create 3600 ana@x.org ai:genius");
    refused("village-referee 2 create 3600 ana bo@x.org");
    refused("village-referee 2 create 3600 @x.org bo@x.org");
    refused("village-referee 2 create 3600 a@b@x.org bo@x.org");
    refused("village-referee 2 seat 0000000000000000");
    refused("village-referee 2 seat 4C8B3E93FFFC459F");
    refused("village-referee 2 seat 4c8b3e93fffc459");
    refused("village-referee 2 seated 4c8b3e93fffc459f r@s 5 0123456789abcdef0123456789abcdef");
    refused("village-referee 2 seated 4c8b3e93fffc459f r@s 1 0123");
    /* A state that disagrees with the seat to act. */
    refused("village-referee 2 game 4c8b3e93fffc459f your-turn 1 2 40 86000 r@s a@x b@x");
    refused("village-referee 2 game 4c8b3e93fffc459f finished 1 1 40 0 r@s a@x b@x");
    refused("village-referee 2 rated a@x 01.0 1.0 1");
    refused("village-referee 2 error bored nothing");
    refused("village-referee 2 list\x01");
    char long_line[REFEREE_LINE_MAX + 10];
    memset(long_line, 'a', sizeof long_line - 1);
    long_line[sizeof long_line - 1] = '\0';
    refused(long_line);
}

static void test_referee_requests_writer_refuses(void **state)
{
    (void)state;
    char out[REFEREE_LINE_MAX + 1];
    referee_msg m = {.kind = REFEREE_MSG_CREATE, .move_seconds = 10, .players = 2};
    strcpy(m.seats[0].jid, "a@x");
    m.seats[0].ai_level = -1;
    m.seats[1].ai_level = 1;
    assert_int_equal(referee_msg_write(out, sizeof out, &m), 0); /* 10 s: under a minute */
    m.move_seconds = 60;
    assert_true(referee_msg_write(out, sizeof out, &m) > 0);
    strcpy(m.seats[0].jid, "a b@x");
    assert_int_equal(referee_msg_write(out, sizeof out, &m), 0);
    referee_msg e = {.kind = REFEREE_MSG_ERROR, .error = REFEREE_ERR_SYNTAX};
    strcpy(e.text, "two\nlines");
    assert_int_equal(referee_msg_write(out, sizeof out, &e), 0);
    assert_int_equal(referee_msg_write(out, 10, &(referee_msg){.kind = REFEREE_MSG_LIST}), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_requests_round_trip),
        cmocka_unit_test(test_referee_requests_fields),
        cmocka_unit_test(test_referee_requests_refused),
        cmocka_unit_test(test_referee_requests_writer_refuses),
        cmocka_unit_test(test_referee_requests_styles),
        cmocka_unit_test(test_referee_requests_other_versions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
