/* village-cli turns (docs/cli.md, "Games by turns") against a village-referee
 * and a Prosody the test starts on 127.0.0.1: one player asks for a game
 * with another, who finds the invitation in the list, says yes and takes
 * the chair (its token in a file only the user may read), after which the
 * first player's list shows the game started; a refusal by the referee and
 * a wrong password are said and exit 1; a command line that cannot work
 * exits 64 before any connection; SIGTERM stops the idle referee at once. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "child_process.h"
#include "cli_process.h"
#include "prosody_server.h"
#include "temp_folder.h"

static const char *referee_path, *cli_path;

typedef struct world {
    char folder[256];
    prosody_server server;
    pid_t referee;
} world;

static world the_world;

static bool referee_online(void *ctx)
{
    char path[2048], word[64];
    snprintf(path, sizeof path, "%s/referee.out", ((world *)ctx)->folder);
    return child_output_word(path, "referee", word, sizeof word) && strstr(word, "online");
}

static int start(void **state)
{
    world *w = &the_world;
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "test_referee_cli_turns"));
    static const prosody_account accounts[] = {{"referee", "referee-secret"},
                                               {"ana", "ana-secret"},
                                               {"bo", "bo-secret"},
                                               {"cy", "cy-secret"}};
    char err[512];
    if (!prosody_start(&w->server, accounts, 4, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    char db[2048], out[2048];
    snprintf(db, sizeof db, "%s/games.sqlite", w->folder);
    snprintf(out, sizeof out, "%s/referee.out", w->folder);
    const char *argv[] = {referee_path, "--db", db, "--jid", "referee@" PROSODY_DOMAIN,
                          "--password", "referee-secret", "--server", w->server.address, "--ca",
                          w->server.ca_file, "--rooms", PROSODY_ROOMS,
                          /* Its next lease 20 minutes away: an idle loop
                           * sleeps until then unless a stop wakes it. */
                          "--lease", "3600", NULL};
    w->referee = child_start(&(child_spec){
        .argv = argv, .out = out, .err = out, .truncate = true, .parent_death_signal = SIGKILL});
    assert_true(w->referee > 0);
    int status = 0;
    if (child_wait_ready(w->referee, referee_online, w, 60000, &status) != CHILD_READY) {
        child_show_file(out, "referee: ");
        fail_msg("the referee did not log in");
    }
    *state = w;
    return 0;
}

static int stop(void **state)
{
    world *w = *state;
    child_stop(w->referee, SIGTERM, 10000, SIGKILL);
    prosody_stop(&w->server);
    return 0;
}

/* village-cli turns as user (password from the environment), with extra
 * arguments; NULL-terminated. */
static run_result turns(const world *w, const char *user, const char *password, const char *a1,
                        const char *a2, const char *a3, const char *a4, const char *a5,
                        const char *a6)
{
    char jid[64];
    snprintf(jid, sizeof jid, "%s@" PROSODY_DOMAIN, user);
    setenv("VILLAGE_XMPP_PASSWORD", password, 1);
    const char *argv[] = {cli_path,
                          "turns",
                          "--xmpp",
                          jid,
                          "--ca",
                          w->server.ca_file,
                          "--xmpp-server",
                          w->server.address,
                          "--wait",
                          "60",
                          a1,
                          a2,
                          a3,
                          a4,
                          a5,
                          a6,
                          NULL};
    run_result r = process_run(argv, NULL);
    unsetenv("VILLAGE_XMPP_PASSWORD");
    return r;
}

/* The 16 hex digits after "WORD " on a line of text. */
static bool word_after(const char *text, const char *word, char *out, size_t size)
{
    char key[32];
    snprintf(key, sizeof key, "%s ", word);
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (strncmp(p, key, strlen(key)) == 0) {
            size_t n = strcspn(p + strlen(key), " \n");
            if (n + 1 > size)
                return false;
            memcpy(out, p + strlen(key), n);
            out[n] = '\0';
            return true;
        }
    }
    return false;
}

static void test_a_game_asked_listed_accepted_and_seated(void **state)
{
    world *w = *state;
    run_result made =
        turns(w, "bo", "bo-secret", "--new", "ana@" PROSODY_DOMAIN, NULL, NULL, NULL, NULL);
    if (made.status != 0)
        fail_msg("turns --new: exit %d: %s", made.status, made.err);
    char game[32];
    assert_true(word_after(made.out, "created", game, sizeof game));
    assert_int_equal(strlen(game), 16);
    /* The creator's own list already has it, waiting for ana's yes. */
    char line[200];
    snprintf(line, sizeof line, "game %s pending moves 0", game);
    assert_non_null(strstr(made.out, line));
    run_free(&made);

    run_result listed = turns(w, "ana", "ana-secret", NULL, NULL, NULL, NULL, NULL, NULL);
    assert_int_equal(listed.status, 0);
    snprintf(line, sizeof line,
             "game %s invited moves 0 to-act 0 chair 2 room village-%s@" PROSODY_ROOMS
             " seats bo@" PROSODY_DOMAIN ",ana@" PROSODY_DOMAIN "\n",
             game, game);
    if (!strstr(listed.out, line))
        fail_msg("ana's list lacks '%s': %s", line, listed.out);
    assert_non_null(strstr(listed.out, "listed 1\n"));
    run_free(&listed);

    char token_file[400];
    snprintf(token_file, sizeof token_file, "%s/ana.token", w->folder);
    run_result seated =
        turns(w, "ana", "ana-secret", "--accept", game, "--seat", game, "--token-file", token_file);
    if (seated.status != 0)
        fail_msg("turns --accept --seat: exit %d: %s", seated.status, seated.err);
    snprintf(line, sizeof line, "accepted %s\nseated %s village-%s@" PROSODY_ROOMS " 2\n", game,
             game, game);
    assert_non_null(strstr(seated.out, line));
    run_free(&seated);
    struct stat st;
    assert_int_equal(stat(token_file, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    char *token = child_read_text(token_file);
    assert_non_null(token);
    assert_int_equal(strlen(token), 32);
    assert_int_equal(strspn(token, "0123456789abcdef"), 32);
    free(token);

    /* Started now: bo's list says whose turn it is, no longer "pending". */
    run_result after = turns(w, "bo", "bo-secret", NULL, NULL, NULL, NULL, NULL, NULL);
    assert_int_equal(after.status, 0);
    snprintf(line, sizeof line, "game %s pending", game);
    assert_null(strstr(after.out, line));
    snprintf(line, sizeof line, "game %s ", game);
    const char *mine = strstr(after.out, line);
    assert_non_null(mine);
    assert_true(strncmp(mine + strlen(line), "your-turn ", 10) == 0 ||
                strncmp(mine + strlen(line), "waiting ", 8) == 0);
    run_free(&after);
}

/* Computers' styles: one chosen (medium/councillor), kept by the referee and
 * listed back; two easy computers without a style, dealt different ones,
 * one of them balanced (listed by its level alone) and the other the
 * chronicler. */
static void test_computers_styles_asked_and_listed(void **state)
{
    world *w = *state;
    run_result made =
        turns(w, "cy", "cy-secret", "--new", "medium/councillor,easy,easy", NULL, NULL, NULL, NULL);
    if (made.status != 0)
        fail_msg("turns --new: exit %d: %s", made.status, made.err);
    char game[32], line[200];
    assert_true(word_after(made.out, "created", game, sizeof game));
    snprintf(line, sizeof line, "game %s ", game);
    const char *listed = strstr(made.out, line);
    assert_non_null(listed);
    const char *seats = strstr(listed, " seats cy@" PROSODY_DOMAIN ",medium/councillor,");
    if (!seats)
        fail_msg("the list lacks the councillor: %s", made.out);
    seats += strlen(" seats cy@" PROSODY_DOMAIN ",medium/councillor,");
    assert_true(strncmp(seats, "easy,easy/chronicler\n", 21) == 0 ||
                strncmp(seats, "easy/chronicler,easy\n", 21) == 0);
    run_free(&made);
}

static void test_a_refusal_is_said(void **state)
{
    world *w = *state;
    run_result r =
        turns(w, "ana", "ana-secret", "--accept", "00000000000000ff", NULL, NULL, NULL, NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "the referee refused"));
    run_free(&r);
}

static void test_a_wrong_password_is_said_at_once(void **state)
{
    world *w = *state;
    run_result r = turns(w, "ana", "not-her-password", NULL, NULL, NULL, NULL, NULL, NULL);
    assert_int_equal(r.status, 1);
    assert_null(strstr(r.err, "no answer from the referee"));
    assert_non_null(strstr(r.err, "turns: "));
    run_free(&r);
}

/* SIGTERM stops an idle referee at once: its loop sleeps with no bound of
 * its own until something is due (its leases, 20 minutes away here), and
 * the signal's handler wakes it (docs/referee.md, "One connection for
 * every game"). Last: the referee is gone after it. */
static void test_an_idle_referee_stops_at_once(void **state)
{
    world *w = *state;
    sleep(3); /* its game nobody is in falls asleep */
    assert_int_equal(kill(w->referee, SIGTERM), 0);
    int status = child_finish(w->referee, 60);
    w->referee = 0;
    assert_int_equal(status, 0);
}

static void test_command_lines_that_cannot_work_exit_64(void **state)
{
    (void)state;
    const char *no_account[] = {cli_path, "turns", "--password", "x", NULL};
    const char *seat_alone[] = {cli_path,     "turns", "--xmpp", "ana@" PROSODY_DOMAIN,
                                "--password", "x",     "--seat", "00000000000000ff",
                                NULL};
    const char *bad_seat[] = {cli_path,     "turns", "--xmpp", "ana@" PROSODY_DOMAIN,
                              "--password", "x",     "--new",  "not an address",
                              NULL};
    const char *bad_style[] = {cli_path,     "turns", "--xmpp", "ana@" PROSODY_DOMAIN,
                               "--password", "x",     "--new",  "medium/sleepy",
                               NULL};
    const char *bad_game[] = {cli_path,     "turns", "--xmpp",   "ana@" PROSODY_DOMAIN,
                              "--password", "x",     "--accept", "game-7",
                              NULL};
    const char *const *lines[] = {no_account, seat_alone, bad_seat, bad_style, bad_game};
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        run_result r = process_run(lines[i], NULL);
        assert_int_equal(r.status, 64);
        assert_non_null(strstr(r.err, "usage: village-cli turns"));
        run_free(&r);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s VILLAGE_REFEREE VILLAGE_CLI\n", argv[0]);
        return 2;
    }
    referee_path = argv[1];
    cli_path = argv[2];
    const struct CMUnitTest offline[] = {
        cmocka_unit_test(test_command_lines_that_cannot_work_exit_64),
    };
    const struct CMUnitTest online[] = {
        cmocka_unit_test(test_a_game_asked_listed_accepted_and_seated),
        cmocka_unit_test(test_computers_styles_asked_and_listed),
        cmocka_unit_test(test_a_refusal_is_said),
        cmocka_unit_test(test_a_wrong_password_is_said_at_once),
        cmocka_unit_test(test_an_idle_referee_stops_at_once),
    };
    int failed = cmocka_run_group_tests_name("offline", offline, NULL, NULL);
    return failed + cmocka_run_group_tests_name("referee", online, start, stop);
}
