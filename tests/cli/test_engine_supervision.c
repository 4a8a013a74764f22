/* village-cli tournament against engines that misbehave: silent, echoing
 * (cat), sending garbage or an endless line, never answering go, dying in
 * mid-game, ignoring quit (and SIGTERM), two that only stop at the end of
 * their input. Each must end the tournament with its results printed and
 * exit status 3 (or 0 when the engines played well) instead of hanging.
 * The fake engines are /bin/sh commands; the answer timeout is an option,
 * so the test waits a fraction of a second per failure and asserts no time.
 * A hang before the fix shows as ctest's timeout for this test.
 * usage: test_engine_supervision PATH/TO/village-cli */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "cli_process.h"

static const char *cli;

/* Runs village-cli tournament with the seats and the extra arguments
 * (NULL-terminated), standard input empty. */
static run_result tournament(const char *seats, ...)
{
    const char *argv[32] = {cli, "tournament", "--seats", seats, "--quiet"};
    int argc = 5;
    va_list ap;
    va_start(ap, seats);
    while (argc < 31 && (argv[argc] = va_arg(ap, const char *)))
        argc++;
    va_end(ap);
    argv[argc] = NULL;
    return process_run(argv, "/dev/null");
}

/* The table is printed: the summary line and one row per AI. */
static void assert_table(const run_result *r, const char *summary)
{
    if (!strstr(r->out, summary))
        fail_msg("expected '%s' in the output:\n%s\nstderr:\n%s", summary, r->out, r->err);
    assert_non_null(strstr(r->out, "\nai "));
    assert_non_null(strstr(r->out, "\neasy "));
    assert_non_null(strstr(r->out, "cpu s/decision"));
}

static void assert_said(const run_result *r, const char *words)
{
    if (!strstr(r->err, words))
        fail_msg("expected '%s' on stderr:\n%s", words, r->err);
}

/* A misbehaving engine in seat 1 against easy: status 3, the table with
 * the first game counted as an illegal move, and why on stderr. */
static void check_failing_engine(const char *command, const char *why)
{
    char seats[1024];
    snprintf(seats, sizeof seats, "engine:%s,easy", command);
    run_result r = tournament(seats, "--games", "3", "--answer-timeout", "0.3", NULL);
    assert_int_equal(r.status, 3);
    assert_table(&r, "played 0  abandoned 0  illegal moves 1");
    assert_non_null(strstr(r.out, "stopped early (1 of 3 games dealt): an engine failed"));
    assert_said(&r, why);
    run_free(&r);
}

/* The case, on the default timeout (30 s): cat echoes 'vep' and
 * then waits for ever. */
static void cat_as_an_engine_ends_with_status_3(void **unused)
{
    (void)unused;
    run_result r = tournament("engine:cat,easy", "--games", "2", NULL);
    assert_int_equal(r.status, 3);
    assert_table(&r, "played 0  abandoned 0  illegal moves 1");
    assert_said(&r, "did not answer 'vepok' to 'vep': it did not answer 'vep' within 30 s");
    run_free(&r);
}

static void silent_engine(void **unused)
{
    (void)unused;
    check_failing_engine("cat >/dev/null", "did not answer 'vep' within 0.3 s");
}

static void echoing_engine(void **unused)
{
    (void)unused;
    check_failing_engine("cat", "did not answer 'vep' within 0.3 s");
}

static void endless_garbage(void **unused)
{
    (void)unused;
    check_failing_engine("yes garbage", "sent more than 64 lines without answering 'vep'");
}

static void endless_line(void **unused)
{
    (void)unused;
    check_failing_engine("read l; echo vepok; read l; read l; tr '\\0' x </dev/zero",
                         "answered 'go' with a line longer than 1023 bytes");
}

static void no_reply_to_go(void **unused)
{
    (void)unused;
    check_failing_engine("read l; echo vepok; cat >/dev/null", "did not answer 'go' within 0.3 s");
}

static void engine_that_exits(void **unused)
{
    (void)unused;
    /* Whether 'vep' is written before the engine has gone is a race: the
     * write fails, or the read finds the output closed. Both say so. */
    check_failing_engine("exit 0", "did not answer 'vepok' to 'vep': it ");
}

static void error_and_illegal_answers(void **unused)
{
    (void)unused;
    check_failing_engine("read l; echo vepok; read l; read l; echo error out of ideas",
                         "answered: error out of ideas");
    check_failing_engine("read l; echo vepok; read l; read l; printf 'bestmove fly\\033[2J\\n'",
                         "answered an illegal move: fly?[2J");
}

/* An engine that reads no input at all (writes to it wait with a
 * deadline too, for a position larger than the pipe). */
static void engine_that_reads_nothing(void **unused)
{
    (void)unused;
    check_failing_engine("echo vepok; exec sleep 1000", "did not answer 'go' within 0.3 s");
}

/* A working engine that stops after 400 lines of input (about one game):
 * the game it finished is in the table. */
static void engine_dying_in_mid_tournament(void **unused)
{
    (void)unused;
    char seats[1024];
    snprintf(seats, sizeof seats,
             "engine:grep --line-buffered -m 400 '' | %s engine --iterations 8,easy", cli);
    run_result r = tournament(seats, "--games", "4", "--answer-timeout", "5", NULL);
    assert_int_equal(r.status, 3);
    assert_table(&r, "played 1  abandoned 0  illegal moves 1");
    assert_non_null(strstr(r.out, "stopped early (2 of 4 games dealt)"));
    assert_said(&r, "stopped answering (closed its output) after 'go'");
    run_free(&r);
}

/* Plays well but ignores quit and the end of its input: SIGTERM ends it;
 * with SIGTERM ignored too, SIGKILL. The games count; the status is 3. */
static void engine_ignoring_quit_is_killed(void **unused)
{
    (void)unused;
    const char *traps[] = {"", "trap '' TERM; "};
    const char *signals[] = {"stopped with SIGTERM", "stopped with SIGKILL"};
    for (int i = 0; i < 2; i++) {
        char seats[1024];
        snprintf(seats, sizeof seats,
                 "engine:%sgrep --line-buffered -v '^quit$' | %s engine --iterations 8; "
                 "exec sleep 1000,easy",
                 traps[i], cli);
        run_result r = tournament(seats, "--games", "1", "--answer-timeout", "1", NULL);
        assert_int_equal(r.status, 3);
        assert_table(&r, "played 1  abandoned 0  illegal moves 0");
        assert_said(&r, "did not exit after 'quit'");
        assert_said(&r, signals[i]);
        run_free(&r);
    }
}

/* Two engine seats that stop only at the end of their input (quit is
 * filtered out): each must see it, so neither may hold the other's pipe. */
static void engines_stopping_at_end_of_input(void **unused)
{
    (void)unused;
    char seat[512], seats[1100];
    snprintf(seat, sizeof seat,
             "engine:grep --line-buffered -v '^quit$' | %s engine --iterations 8", cli);
    snprintf(seats, sizeof seats, "%s,%s,easy", seat, seat);
    run_result r = tournament(seats, "--games", "2", "--answer-timeout", "20", NULL);
    assert_int_equal(r.status, 0);
    if (!strstr(r.out, "played 2  abandoned 0  illegal moves 0"))
        fail_msg("output:\n%s\nstderr:\n%s", r.out, r.err);
    assert_null(strstr(r.err, "did not exit"));
    run_free(&r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s PATH/TO/village-cli\n", argv[0]);
        return 2;
    }
    cli = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cat_as_an_engine_ends_with_status_3),
        cmocka_unit_test(silent_engine),
        cmocka_unit_test(echoing_engine),
        cmocka_unit_test(endless_garbage),
        cmocka_unit_test(endless_line),
        cmocka_unit_test(no_reply_to_go),
        cmocka_unit_test(engine_that_exits),
        cmocka_unit_test(error_and_illegal_answers),
        cmocka_unit_test(engine_that_reads_nothing),
        cmocka_unit_test(engine_dying_in_mid_tournament),
        cmocka_unit_test(engine_ignoring_quit_is_killed),
        cmocka_unit_test(engines_stopping_at_end_of_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
