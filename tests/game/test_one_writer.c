/* Issue 27: one writer per preferences folder. Two windows on one folder
 * (two processes, as two starts of the game are) lose nothing: the second
 * is read-only, says so, and never writes; and a save another game wrote
 * into autosave.json (a writer the lock cannot stop) is set aside, never
 * written over. The child process starts its app only after the fork:
 * nothing of SDL crosses it. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "village/save.h"

static bool start_default_game(app *a)
{
    if (!driver_click_label(a, TR(&a->i18n, "title.new"), 0) ||
        !driver_click_label(a, TR(&a->i18n, "setup.play"), 0))
        return false;
    driver_frames(a, 2);
    return a->scene == SCENE_GAME && driver_wait_for_human(a, 300);
}

static bool decisions(app *a, int n)
{
    for (int i = 0; i < n; i++) {
        driver_pass_handoff(a);
        if (!driver_wait_for_human(a, 300) || !driver_decide(a))
            return false;
    }
    return true;
}

/* The whole game as its save text, folded to one number (FNV-1a). */
static long game_fingerprint(const village_record *r)
{
    char *json = village_save_to_json(r);
    uint64_t h = 1469598103934665603ULL;
    for (const char *c = json; c && *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ULL;
    free(json);
    return (long)(h >> 1);
}

static void send_word(int fd, long word)
{
    assert_int_equal(write(fd, &word, sizeof word), (ssize_t)sizeof word);
}

static long receive_word(int fd)
{
    long word = -1;
    assert_int_equal(read(fd, &word, sizeof word), (ssize_t)sizeof word);
    return word;
}

/* The first window: a game of a few moves, then more once the second window
 * has had its go; reports its move count (or -1 on trouble) and quits. */
static int first_window(const char *pref, int to_parent, int from_parent)
{
    app *a = driver_start(pref);
    long moves = -1;
    if (a && start_default_game(a) && decisions(a, 3)) {
        long ready = (long)session_move_count(game_session(a));
        if (write(to_parent, &ready, sizeof ready) != (ssize_t)sizeof ready)
            return 2;
        long go;
        if (read(from_parent, &go, sizeof go) != (ssize_t)sizeof go)
            return 2;
        if (decisions(a, 3))
            moves = game_fingerprint(session_record(game_session(a)));
    } else {
        long failed = -1;
        if (write(to_parent, &failed, sizeof failed) < 0)
            return 2;
    }
    if (write(to_parent, &moves, sizeof moves) != (ssize_t)sizeof moves)
        return 2;
    driver_stop(a);
    return moves != -1 ? 0 : 1;
}

static void test_second_window_on_one_folder_loses_nothing(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "one-writer"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    int up[2], down[2];
    assert_int_equal(pipe(up), 0);
    assert_int_equal(pipe(down), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        close(up[0]);
        close(down[1]);
        _exit(first_window(pref, up[1], down[0]));
    }
    close(up[1]);
    close(down[0]);
    long first_moves = receive_word(up[0]);
    assert_true(first_moves > 0);

    /* The second window: the question first, in the player's language. */
    app *a = driver_start(pref);
    assert_non_null(a);
    bool asked = a->second_window_asking;
    driver_frames(a, 2); /* the question draws */
    if (asked)
        assert_true(driver_click_label(a, TR(&a->i18n, "title.second_window.read_only"), 0));
    assert_false(a->second_window_asking);
    bool read_only = a->read_only;

    /* It can look at the game and even play on: nothing it does is written. */
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(decisions(a, 2));

    /* The first window plays on and quits; the second makes one more move. */
    send_word(down[1], 1);
    long final_game = receive_word(up[0]);
    int status = 0;
    assert_int_equal(waitpid(child, &status, 0), child);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    assert_true(final_game != -1);
    assert_true(decisions(a, 1));
    driver_stop(a);

    /* The autosave is the first window's game, every move of it, as it left it. */
    village_record r;
    char err[256];
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_true(game_fingerprint(&r) == final_game);
    village_record_free(&r);
    assert_true(asked);     /* the second window said so */
    assert_true(read_only); /* and stayed read-only after the answer */
    close(up[0]);
    close(down[1]);
    assert_true(driver_remove_tree(pref));
}

/* A file in the folder other than the autosave that holds the game with
 * this id; its name in found. */
static bool folder_holds_game(const char *pref, uint64_t id, char *found, size_t size)
{
    DIR *d = opendir(pref);
    assert_non_null(d);
    bool seen = false;
    for (struct dirent *e; !seen && (e = readdir(d));) {
        if (strcmp(e->d_name, "autosave.json") == 0 || !strstr(e->d_name, ".json"))
            continue;
        char path[600];
        village_record r;
        char err[256];
        snprintf(path, sizeof path, "%s/%s", pref, e->d_name);
        if (village_save_read_file(path, &r, err, sizeof err)) {
            seen = r.game_id == id;
            village_record_free(&r);
            if (seen)
                snprintf(found, size, "%s", e->d_name);
        }
    }
    closedir(d);
    return seen;
}

static void test_another_games_autosave_is_set_aside(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "other-game"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    app *a = driver_start(pref);
    assert_non_null(a);
    assert_false(a->read_only);
    assert_true(start_default_game(a));
    assert_true(decisions(a, 1));
    uint64_t mine = session_game_id(game_session(a));
    assert_true(mine != 0);

    /* A writer that does not take the lock (an older version) saves its game. */
    village_record other;
    assert_true(village_record_new(&other, 3, 99, -1));
    other.game_id = mine ^ 0x5a5a5a5a5a5a5a5aULL;
    char err[256];
    assert_true(village_save_write_file(&other, save, err, sizeof err));
    village_record_free(&other);

    assert_true(decisions(a, 1));
    village_record r;
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_true(r.game_id == mine);
    assert_int_equal(r.move_count, session_move_count(game_session(a)));
    village_record_free(&r);
    char kept[300];
    assert_true(folder_holds_game(pref, mine ^ 0x5a5a5a5a5a5a5a5aULL, kept, sizeof kept));
    assert_non_null(
        strstr(probe_save_now(a->shared->game).notice, kept)); /* the player is told where */
    driver_frames(a, 2);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

/* Saves written before games had ids still load, and get one from then on. */
static void test_a_save_without_an_id_continues(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "no-id"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    village_record old;
    assert_true(village_record_new(&old, 2, 7, -1));
    char err[256];
    assert_true(village_save_write_file(&old, save, err, sizeof err));
    village_record_free(&old);
    app *a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
    assert_true(decisions(a, 1));
    village_record r;
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_true(r.game_id != 0 && r.game_id == session_game_id(game_session(a)));
    village_record_free(&r);
    assert_false(folder_holds_game(pref, 0, err, sizeof err)); /* nothing set aside */
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_second_window_on_one_folder_loses_nothing),
        cmocka_unit_test(test_another_games_autosave_is_set_aside),
        cmocka_unit_test(test_a_save_without_an_id_continues),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
