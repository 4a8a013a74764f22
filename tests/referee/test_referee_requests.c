/* The referee's request protocol (src/referee/requests.h): each message
 * written and read back the same, and the lines it must refuse, each with
 * a sentence. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "referee/requests.h"

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
    round_trip("village-referee 1 create 86400 ana@example.org bo@example.org ai:hard");
    round_trip("village-referee 1 list");
    round_trip("village-referee 1 seat 4c8b3e93fffc459f");
    round_trip("village-referee 1 rating ana@example.org");
    round_trip("village-referee 1 created 4c8b3e93fffc459f village-4c8b3e93fffc459f@rooms.x.org");
    round_trip("village-referee 1 game 4c8b3e93fffc459f your-turn 2 2 40 86000 r@rooms.x.org "
               "ana@x.org bo@x.org ai:easy");
    round_trip("village-referee 1 game 4c8b3e93fffc459f finished 1 0 913 0 r@rooms.x.org "
               "ana@x.org bo@x.org");
    round_trip("village-referee 1 listed 2");
    round_trip("village-referee 1 seated 4c8b3e93fffc459f r@rooms.x.org 3 "
               "0123456789abcdef0123456789abcdef");
    round_trip("village-referee 1 your-turn 4c8b3e93fffc459f r@rooms.x.org 41");
    round_trip("village-referee 1 paused 4c8b3e93fffc459f the referee cannot reach its database");
    round_trip("village-referee 1 resumed 4c8b3e93fffc459f");
    round_trip("village-referee 1 rated ana@x.org 1464.1 151.5 3");
    round_trip("village-referee 1 error not-seated you have no seat in that game");
}

static void test_referee_requests_fields(void **state)
{
    (void)state;
    referee_msg m = read_ok("village-referee 1 create 3600 ana@x.org ai:random bo@x.org");
    assert_int_equal(m.kind, REFEREE_MSG_CREATE);
    assert_int_equal(m.move_seconds, 3600);
    assert_int_equal(m.players, 3);
    assert_string_equal(m.seats[0].jid, "ana@x.org");
    assert_int_equal(m.seats[0].ai_level, -1);
    assert_int_equal(m.seats[1].ai_level, 0);
    m = read_ok("village-referee 1 game 00000000000000ff waiting 1 2 7 10 r@s a@x b@x");
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
    refused("village-referee 2 list");
    refused("village-referee 1  list");
    refused("village-referee 1 list ");
    refused(" village-referee 1 list");
    refused("village-referee 1 list now");
    refused("village-referee 1 dance");
    refused("village-referee 01 list");
    refused("village-referee 1 create 59 ana@x.org bo@x.org");      /* under a minute */
    refused("village-referee 1 create 2419201 ana@x.org bo@x.org"); /* over four weeks */
    refused("village-referee 1 create 3600 ana@x.org");             /* one seat */
    refused("village-referee 1 create 3600 a@x b@x c@x d@x e@x");   /* five */
    refused("village-referee 1 create 3600 ana@x.org/phone bo@x.org");
    refused("village-referee 1 create 3600 ana@x.org ai:genius");
    refused("village-referee 1 create 3600 ana bo@x.org");
    refused("village-referee 1 create 3600 @x.org bo@x.org");
    refused("village-referee 1 create 3600 a@b@x.org bo@x.org");
    refused("village-referee 1 seat 0000000000000000");
    refused("village-referee 1 seat 4C8B3E93FFFC459F");
    refused("village-referee 1 seat 4c8b3e93fffc459");
    refused("village-referee 1 seated 4c8b3e93fffc459f r@s 5 0123456789abcdef0123456789abcdef");
    refused("village-referee 1 seated 4c8b3e93fffc459f r@s 1 0123");
    /* A state that disagrees with the seat to act. */
    refused("village-referee 1 game 4c8b3e93fffc459f your-turn 1 2 40 86000 r@s a@x b@x");
    refused("village-referee 1 game 4c8b3e93fffc459f finished 1 1 40 0 r@s a@x b@x");
    refused("village-referee 1 rated a@x 01.0 1.0 1");
    refused("village-referee 1 error bored nothing");
    refused("village-referee 1 list\x01");
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
