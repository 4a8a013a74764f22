/* The referee's files: its SQLite database holds every game's seed and
 * tokens, so it is the referee's user's alone (0600) whatever the umask,
 * also a database named outside the data folder (made 0700 by the program); and one SQLite file has
 * one referee: a second village-referee started on it says why and exits with status 1, while the
 * first goes on. It reads the expert level's learned evaluation as the game and village-cli
 * do: a missing or damaged file (--learned or VILLAGE_LEARNED) is a clear line on stderr,
 * a good one none. */
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
static const char *assets_dir;

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

/* Starts a referee (no server: it cannot log in) with the learned file
 * given by --learned, or by VILLAGE_LEARNED when by_env; waits until it has
 * said why it is not online, so everything before is on stderr; stops it
 * and returns what it said. */
static char *referee_says_with_learned(const char *folder, const char *learned, bool by_env)
{
    char db[400], err_path[400], server[32], variable[1200];
    static int run;
    snprintf(db, sizeof db, "%s/learned-%d.sqlite", folder, run);
    snprintf(err_path, sizeof err_path, "%s/learned-%d.err", folder, run++);
    prosody_closed_address(server, sizeof server);
    snprintf(variable, sizeof variable, "VILLAGE_LEARNED=%s", learned);
    const char *with_option[] = {referee_path,          "--db",      db,      "--jid",
                                 "referee@example.org", "--server",  server,  "--rooms",
                                 "rooms.example.org",   "--learned", learned, NULL};
    const char *with_env[] = {referee_path,          "--db",     db,     "--jid",
                              "referee@example.org", "--server", server, "--rooms",
                              "rooms.example.org",   NULL};
    const char *env[] = {"VILLAGE_REFEREE_PASSWORD=secret", by_env ? variable : NULL, NULL};
    child_spec spec = {.argv = by_env ? with_env : with_option,
                       .env = env,
                       .out = err_path,
                       .err = err_path,
                       .truncate = true,
                       .parent_death_signal = SIGKILL};
    pid_t pid = child_start(&spec);
    assert_true(pid > 0);
    int status = 0;
    if (child_wait_ready(pid, says_cannot_log_in, err_path, 60000, &status) != CHILD_READY) {
        child_show_file(err_path, "referee: ");
        child_kill(pid);
        fail_msg("the referee never said why it is not online");
    }
    child_stop(pid, SIGTERM, 20000, SIGKILL);
    char *text = child_read_text(err_path);
    assert_non_null(text);
    return text;
}

static void test_referee_says_when_its_learned_file_is_missing_or_damaged(void **state)
{
    (void)state;
    char folder[256], damaged[320], missing[320], good[1100];
    assert_true(temp_folder_fresh(folder, sizeof folder, "test_referee_learned"));
    snprintf(damaged, sizeof damaged, "%s/damaged.txt", folder);
    snprintf(missing, sizeof missing, "%s/absent.txt", folder);
    snprintf(good, sizeof good, "%s/ai/learned.txt", assets_dir);
    FILE *f = fopen(damaged, "wb");
    assert_non_null(f);
    fputs("village-learned 1\ncommand x\n", f);
    fclose(f);

    char *said = referee_says_with_learned(folder, good, false);
    if (strstr(said, "learned") || strstr(said, "hand-written"))
        fail_msg("a good learned file was complained of: %s", said);
    free(said);

    said = referee_says_with_learned(folder, damaged, false);
    if (!strstr(said, "village-referee: '") ||
        !strstr(said, "damaged.txt' is not a usable learned evaluation: line 3: the file ends "
                      "early; the expert level searches with the hand-written evaluation"))
        fail_msg("a damaged learned file was not said clearly: %s", said);
    free(said);

    said = referee_says_with_learned(folder, missing, true);
    if (!strstr(said, "absent.txt") ||
        !strstr(said, "the expert level searches with the hand-written evaluation"))
        fail_msg("a missing learned file (VILLAGE_LEARNED) was not said: %s", said);
    free(said);
    assert_true(temp_folder_remove_tree(folder));
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_referee_files VILLAGE-REFEREE ASSETS_FOLDER\n");
        return 2;
    }
    referee_path = argv[1];
    assets_dir = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_database_private_whatever_umask),
        cmocka_unit_test(test_referee_one_per_sqlite_file),
        cmocka_unit_test(test_referee_says_when_its_learned_file_is_missing_or_damaged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
