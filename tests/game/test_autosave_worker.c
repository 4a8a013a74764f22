/* The autosave off the frame, driven by clicks: the game's saves are written
 * by a worker thread, and the disk here is the operating system's behind a
 * gate the test holds shut or opens (a slow or stuck disk), or that fails
 * every write (a full one). Checked: of several quick saves the last is
 * what the disk holds; a failed write on the worker reaches the player as
 * the banner with its message; leaving the table waits for the write in
 * flight; a disk stuck past the wait is said before leaving, and nothing is
 * lost once it answers; and whose game the file holds is looked at by the
 * writer, never by the frame. */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "game_driver.h"
#include "platform/files.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "village/save.h"

/* The operating system's files with a gate before every atomic write. */
typedef struct gated_files {
    platform_files table; /* first: every call arrives with it */
    platform_files *os;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    bool open;
    int fail_with; /* an errno every write fails with, or 0 */
    int arrived;   /* writes that reached the gate */
    int passed;    /* writes that went through it */
    /* Reads of an autosave.json: on the thread that runs the frames, and on any other. */
    pthread_t frames;
    int autosave_reads_on_frames, autosave_reads_elsewhere;
} gated_files;

static gated_files gate = {
    .lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER, .open = true};

static bool gated_write(platform_files *self, const char *path, const char *text, size_t len,
                        platform_write_step step, platform_failure *why)
{
    gated_files *g = (gated_files *)self;
    pthread_mutex_lock(&g->lock);
    g->arrived++;
    pthread_cond_broadcast(&g->changed);
    while (!g->open)
        pthread_cond_wait(&g->changed, &g->lock);
    int fail_with = g->fail_with;
    pthread_mutex_unlock(&g->lock);
    bool ok = false;
    if (fail_with) {
        why->what = "cannot write";
        why->error = fail_with;
    } else {
        ok = g->os->write_atomic(g->os, path, text, len, step, why);
    }
    pthread_mutex_lock(&g->lock);
    g->passed++;
    pthread_cond_broadcast(&g->changed);
    pthread_mutex_unlock(&g->lock);
    return ok;
}

/* Everything else goes straight to the operating system. */
static char *gated_read(platform_files *self, const char *path, size_t max_bytes, size_t *len,
                        platform_read_trouble *trouble, platform_failure *why)
{
    gated_files *g = (gated_files *)self;
    const char *name = strrchr(path, '/');
    if (name && strcmp(name, "/autosave.json") == 0) {
        pthread_mutex_lock(&g->lock);
        if (pthread_equal(pthread_self(), g->frames))
            g->autosave_reads_on_frames++;
        else
            g->autosave_reads_elsewhere++;
        pthread_mutex_unlock(&g->lock);
    }
    platform_files *os = g->os;
    return os->read(os, path, max_bytes, len, trouble, why);
}

static bool gated_present(platform_files *self, const char *path)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->present(os, path);
}

static bool gated_is_folder(platform_files *self, const char *path)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->is_folder(os, path);
}

static int gated_list(platform_files *self, const char *folder, platform_entry_visitor visit,
                      void *context)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->list(os, folder, visit, context);
}

static int gated_make_folder(platform_files *self, const char *path, platform_folder_access access)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->make_folder(os, path, access);
}

static int gated_remove(platform_files *self, const char *path)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->remove(os, path);
}

static int gated_move(platform_files *self, const char *from, const char *dest)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->move_without_overwriting(os, from, dest);
}

static char *gated_target(platform_files *self, const char *path)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->write_target(os, path);
}

static platform_lock_result gated_lock_take(platform_files *self, platform_lock *lock,
                                            const char *lock_path, char *why, size_t why_size)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->lock_take(os, lock, lock_path, why, why_size);
}

static void gated_lock_release(platform_files *self, platform_lock *lock)
{
    platform_files *os = ((gated_files *)self)->os;
    os->lock_release(os, lock);
}

static bool gated_lock_guards(platform_files *self, const platform_lock *lock,
                              const char *lock_path)
{
    platform_files *os = ((gated_files *)self)->os;
    return os->lock_guards(os, lock, lock_path);
}

static void set_gate(bool open, int fail_with)
{
    pthread_mutex_lock(&gate.lock);
    gate.open = open;
    gate.fail_with = fail_with;
    pthread_cond_broadcast(&gate.changed);
    pthread_mutex_unlock(&gate.lock);
}

static int gate_count(const int *counter)
{
    pthread_mutex_lock(&gate.lock);
    int n = *counter;
    pthread_mutex_unlock(&gate.lock);
    return n;
}

/* Blocks until n writes in all reached the gate (woken by the gate, not
 * polled); fails after two minutes, a bound that only ends a hung test. */
static void wait_arrived(int n)
{
    struct timespec end;
    clock_gettime(CLOCK_REALTIME, &end);
    end.tv_sec += 120;
    pthread_mutex_lock(&gate.lock);
    int timed_out = 0;
    while (gate.arrived < n && timed_out == 0)
        timed_out = pthread_cond_timedwait(&gate.changed, &gate.lock, &end);
    bool reached = gate.arrived >= n;
    pthread_mutex_unlock(&gate.lock);
    if (!reached)
        fail_msg("%d writes reached the gate, not %d, in two minutes", gate_count(&gate.arrived),
                 n);
}

/* Every test starts with the gate open on a fresh folder and the driver
 * waiting for the saves after each frame. */
static int use_gate(void **unused)
{
    (void)unused;
    gate.table = (platform_files){.name = "gated os",
                                  .write_atomic = gated_write,
                                  .read = gated_read,
                                  .present = gated_present,
                                  .is_folder = gated_is_folder,
                                  .list = gated_list,
                                  .make_folder = gated_make_folder,
                                  .remove = gated_remove,
                                  .move_without_overwriting = gated_move,
                                  .write_target = gated_target,
                                  .lock_take = gated_lock_take,
                                  .lock_release = gated_lock_release,
                                  .lock_guards = gated_lock_guards};
    gate.os = platform_os_files();
    gate.frames = pthread_self();
    set_gate(true, 0);
    platform_files_install(&gate.table);
    driver_let_saves_lag(false);
    return 0;
}

static int use_the_os_again(void **unused)
{
    (void)unused;
    set_gate(true, 0);
    driver_let_saves_lag(false);
    platform_files_install(gate.os);
    return 0;
}

/* Title -> setup -> the default table, to the first human decision. */
static app *start_game(const char *name, char *save, size_t size)
{
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, name));
    snprintf(save, size, "%s/autosave.json", pref);
    app *a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
    return a;
}

static void stop(app *a, const char *save)
{
    char pref[300];
    snprintf(pref, sizeof pref, "%s", save);
    *strrchr(pref, '/') = '\0';
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static void decide(app *a)
{
    driver_pass_handoff(a);
    assert_true(driver_wait_for_human(a, 300));
    assert_true(driver_decide(a));
}

/* How many moves the file at save holds (-1: it cannot be read). */
static long moves_on_disk(const char *save)
{
    village_record r;
    char err[300];
    if (!village_save_read_file(save, &r, err, sizeof err))
        return -1;
    long n = (long)r.move_count;
    village_record_free(&r);
    return n;
}

static void test_the_last_of_quick_saves_is_on_disk(void **unused)
{
    (void)unused;
    char save[300];
    app *a = start_game("autosave-quick", save, sizeof save);
    long before = moves_on_disk(save);
    assert_true(before >= 0);

    /* The disk holds the first write; every move after it is saved behind. */
    driver_let_saves_lag(true);
    set_gate(false, 0);
    int arrived = gate_count(&gate.arrived), passed = gate_count(&gate.passed);
    decide(a);
    wait_arrived(arrived + 1);
    decide(a);
    decide(a);
    long moves = (long)session_move_count(game_session(a));
    assert_true(moves >= before + 3);
    assert_int_equal(moves_on_disk(save), before); /* nothing landed yet */

    set_gate(true, 0);
    assert_true(probe_save_settle(a->shared->game, 300));
    assert_int_equal(moves_on_disk(save), moves);
    /* The writes between were replaced while they waited: the one held at
     * the gate and the last ran, not one per move. */
    assert_true(gate_count(&gate.passed) - passed <= 2);
    assert_false(probe_save_now(a->shared->game).failing);
    stop(a, save);
}

/* Issue 41: whose game autosave.json holds is looked at on the writer's
 * thread, just before it writes, never by the frame. Another game's save
 * put there meanwhile (a writer the folder's lock cannot stop) is set
 * aside, not written over, and the player is told where it went. */
static void test_the_owner_check_is_off_the_frame(void **unused)
{
    (void)unused;
    char save[300];
    app *a = start_game("autosave-owner", save, sizeof save);
    decide(a);
    assert_true(probe_save_settle(a->shared->game, 300));
    uint64_t mine = session_game_id(game_session(a));

    /* Another game's save, put in place without the platform's files. */
    village_record other;
    assert_true(village_record_new(&other, 3, 99, -1));
    other.game_id = mine ^ 0x0f0f0f0f0f0f0f0fULL;
    char *text = village_save_to_json(&other);
    village_record_free(&other);
    assert_non_null(text);
    FILE *f = fopen(save, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
    assert_int_equal(fclose(f), 0);
    free(text);

    pthread_mutex_lock(&gate.lock);
    gate.autosave_reads_on_frames = gate.autosave_reads_elsewhere = 0;
    pthread_mutex_unlock(&gate.lock);
    driver_let_saves_lag(true);
    set_gate(false, 0);
    int arrived = gate_count(&gate.arrived);
    decide(a);                 /* the frame hands the save over and goes on */
    wait_arrived(arrived + 1); /* the writer looked, and waits at the disk */
    assert_int_equal(gate_count(&gate.autosave_reads_on_frames), 0);
    assert_true(gate_count(&gate.autosave_reads_elsewhere) >= 1);
    assert_int_equal(probe_save_now(a->shared->game).notice[0], '\0'); /* not told yet */

    set_gate(true, 0);
    assert_true(probe_save_settle(a->shared->game, 300));
    assert_int_equal(gate_count(&gate.autosave_reads_on_frames), 0); /* the test reads below */
    village_record r;
    char err[300];
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_true(r.game_id == mine); /* this game's save is in place */
    village_record_free(&r);
    const char *notice = probe_save_now(a->shared->game).notice;
    assert_non_null(strstr(notice, "autosave")); /* where the other game went: a name beside it */
    char folder[300];
    snprintf(folder, sizeof folder, "%s", save);
    *strrchr(folder, '/') = '\0';
    assert_non_null(strstr(notice, folder));
    stop(a, save);
}

static void test_a_failing_write_shows_its_message(void **unused)
{
    (void)unused;
    char save[300];
    app *a = start_game("autosave-failing", save, sizeof save);
    set_gate(true, ENOSPC);
    decide(a);
    probe_save s = probe_save_now(a->shared->game);
    assert_true(s.failing);
    assert_false(s.stuck);
    assert_int_equal(s.why, VILLAGE_WRITE_DISK_FULL);
    assert_non_null(strstr(s.error, "the disk is full"));
    char folder[300];
    snprintf(folder, sizeof folder, "%s", save);
    *strrchr(folder, '/') = '\0';
    assert_non_null(strstr(s.error, folder)); /* the folder is named */
    assert_true(game_unsaved_moves(a->shared->game) >= 1);
    driver_frames(a, 2); /* the banner draws */

    set_gate(true, 0);
    driver_frames(a, 6 * 60); /* the timer's retry */
    assert_false(probe_save_now(a->shared->game).failing);
    assert_int_equal(moves_on_disk(save), (long)session_move_count(game_session(a)));
    stop(a, save);
}

/* Opens the gate a moment after the test clicked Menu. */
static void *open_gate_later(void *unused)
{
    (void)unused;
    struct timespec pause = {0, 200 * 1000 * 1000};
    nanosleep(&pause, NULL);
    set_gate(true, 0);
    return NULL;
}

static void test_leaving_the_table_waits_for_the_write(void **unused)
{
    (void)unused;
    char save[300];
    app *a = start_game("autosave-leave", save, sizeof save);
    driver_let_saves_lag(true);
    set_gate(false, 0);
    int arrived = gate_count(&gate.arrived);
    decide(a);
    wait_arrived(arrived + 1); /* the move's save is at the disk, which does not answer yet */

    pthread_t opener;
    assert_int_equal(pthread_create(&opener, NULL, open_gate_later, NULL), 0);
    assert_true(driver_leave_by_menu(a));
    /* Menu waited for the disk, then left: no question, every move on disk. */
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_false(probe_save_now(a->shared->game).asking);
    assert_false(probe_save_now(a->shared->game).failing);
    assert_int_equal(moves_on_disk(save), (long)session_move_count(game_session(a)));
    pthread_join(opener, NULL);
    stop(a, save);
}

static void test_a_stuck_disk_is_said_before_leaving(void **unused)
{
    (void)unused;
    char save[300];
    app *a = start_game("autosave-stuck", save, sizeof save);
    driver_let_saves_lag(true);
    set_gate(false, 0);
    int arrived = gate_count(&gate.arrived);
    decide(a);
    wait_arrived(arrived + 1);

    /* Menu waits its few seconds, then asks, naming a disk that does not answer. */
    assert_true(driver_leave_by_menu(a));
    assert_int_equal(a->scene, SCENE_GAME);
    probe_save s = probe_save_now(a->shared->game);
    assert_true(s.asking);
    assert_true(s.stuck);
    assert_true(s.failing);
    assert_true(game_unsaved_moves(a->shared->game) >= 1);
    driver_frames(a, 2); /* the question draws */

    /* The disk answers; trying again waits for it and then leaves. */
    set_gate(true, 0);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.retry"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_false(probe_save_now(a->shared->game).stuck);
    assert_int_equal(moves_on_disk(save), (long)session_move_count(game_session(a)));
    stop(a, save);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_last_of_quick_saves_is_on_disk, use_gate,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_the_owner_check_is_off_the_frame, use_gate,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_a_failing_write_shows_its_message, use_gate,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_leaving_the_table_waits_for_the_write, use_gate,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_a_stuck_disk_is_said_before_leaving, use_gate,
                                        use_the_os_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
