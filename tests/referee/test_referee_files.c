/* The referee's files: its SQLite database holds every game's seed and
 * tokens, so it is the referee's user's alone (0600) whatever the umask,
 * also a database named outside the data folder (made 0700 by the program); and one SQLite file has
 * one referee: a second village-referee started on it says why and exits with status 1, while the
 * first goes on. */
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
#include <sys/wait.h>
#include <unistd.h>

#include "child_process.h"
#include "prosody_server.h"
#include "referee/store.h"
#include "temp_folder.h"

static const char *referee_path;

static mode_t mode_of(const char *path)
{
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    return st.st_mode & 0777;
}

static referee_game a_game(void)
{
    referee_game g;
    memset(&g, 0, sizeof g);
    g.id = 0x0123456789abcdefull;
    g.seed = 99;
    g.players = 2;
    g.move_seconds = 3600;
    g.to_act = 0;
    snprintf(g.room, sizeof g.room, "village-0123456789abcdef@rooms.example.org");
    snprintf(g.creator, sizeof g.creator, "ana@example.org");
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "ana@example.org");
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032x", 1);
    g.seats[0].ai_level = -1;
    g.seats[1].ai_level = 1;
    return g;
}

/* Under the usual umask 022 a new file would be 0644: the store makes it
 * the user's alone, its -wal file too, and narrows a database it finds
 * readable by others. */
static void test_referee_database_private_whatever_umask(void **state)
{
    (void)state;
    char folder[256], sub[300], db[340], wal[360];
    assert_true(temp_folder_fresh(folder, sizeof folder, "test_referee_files"));
    snprintf(sub, sizeof sub, "%s/referee", folder);
    assert_int_equal(mkdir(sub, 0700), 0);
    snprintf(db, sizeof db, "%s/games.sqlite", sub);
    snprintf(wal, sizeof wal, "%s-wal", db);
    mode_t old = umask(022);
    char err[256];
    referee_store *st = referee_store_open(db, err, sizeof err);
    if (!st)
        fail_msg("%s", err);
    referee_game g = a_game();
    assert_int_equal(referee_store_create_game(st, "r1", 30, &g), REFEREE_STORE_OK);
    assert_int_equal(mode_of(db), 0600);
    assert_int_equal(mode_of(wal), 0600);
    referee_store_close(st);

    assert_int_equal(chmod(db, 0644), 0);
    st = referee_store_open(db, err, sizeof err);
    assert_non_null(st);
    assert_int_equal(mode_of(db), 0600);
    referee_store_close(st);
    umask(old);
    assert_true(temp_folder_remove_tree(folder));
}

static bool says_cannot_log_in(void *ctx)
{
    char *text = child_read_text(ctx);
    bool found = text && strstr(text, "cannot log in as");
    free(text);
    return found;
}

/* The first referee holds the file (it cannot log in: no server, and says
 * so); a second one on the same file says another runs there and exits
 * with 1; the first still runs, and stops cleanly. */
static void test_referee_one_per_sqlite_file(void **state)
{
    (void)state;
    char folder[256], db[320], first_err[320], second_err[320], server[32];
    assert_true(temp_folder_fresh(folder, sizeof folder, "test_referee_files"));
    snprintf(db, sizeof db, "%s/games.sqlite", folder);
    snprintf(first_err, sizeof first_err, "%s/first.err", folder);
    snprintf(second_err, sizeof second_err, "%s/second.err", folder);
    prosody_closed_address(server, sizeof server);
    const char *argv[] = {referee_path,          "--db",     db,     "--jid",
                          "referee@example.org", "--server", server, "--rooms",
                          "rooms.example.org",   NULL};
    const char *env[] = {"VILLAGE_REFEREE_PASSWORD=secret", NULL};
    child_spec first = {.argv = argv,
                        .env = env,
                        .out = first_err,
                        .err = first_err,
                        .truncate = true,
                        .parent_death_signal = SIGKILL};
    pid_t pid = child_start(&first);
    assert_true(pid > 0);
    int status = 0;
    if (child_wait_ready(pid, says_cannot_log_in, first_err, 60000, &status) != CHILD_READY) {
        child_show_file(first_err, "first referee: ");
        child_kill(pid);
        fail_msg("the first referee never said why it is not online");
    }
    child_spec second = first;
    second.out = second.err = second_err;
    int exit_status = child_run(&second);
    char *said = child_read_text(second_err);
    assert_non_null(said);
    if (!strstr(said, "another referee runs on")) {
        child_show_file(second_err, "second referee: ");
        fail_msg("the second referee did not say why it stops");
    }
    free(said);
    assert_int_equal(exit_status, 1);
    assert_false(child_wait(pid, 0, &status));
    child_stop(pid, SIGTERM, 20000, SIGKILL);
    char *text = child_read_text(first_err);
    assert_non_null(text);
    /* Said once, though it tried again every 2 s meanwhile. */
    int times = 0;
    for (const char *at = text; (at = strstr(at, "cannot log in as")); at++)
        times++;
    assert_int_equal(times, 1);
    free(text);
    assert_true(temp_folder_remove_tree(folder));
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_referee_files VILLAGE-REFEREE\n");
        return 2;
    }
    referee_path = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_database_private_whatever_umask),
        cmocka_unit_test(test_referee_one_per_sqlite_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
