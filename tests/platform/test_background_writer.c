/* The background writer (platform/background_writer.h) on the headless
 * files, behind a gate the test opens and closes: a disk that does not
 * answer until told to. Checked: of several quick writes of one file the
 * last is what the disk holds and the ones between are skipped; a failed
 * write's outcome carries the player's message and the system error; a
 * wait gives up at its bound while the disk is stuck and succeeds once it
 * answers; ending the writer while the disk is stuck drops nothing. */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "platform/background_writer.h"
#include "platform/files.h"
#include "platform/memory_files.h"

/* The headless files with a gate before every write. */
typedef struct gated_files {
    platform_files table; /* first: the writer's calls arrive with it */
    platform_files *disk;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    bool open;
    int arrived; /* writes that reached the gate */
    int passed;  /* writes that went through it and finished */
} gated_files;

static bool gated_write(platform_files *self, const char *path, const char *text, size_t len,
                        platform_write_step step, platform_failure *why)
{
    gated_files *g = (gated_files *)self;
    pthread_mutex_lock(&g->lock);
    g->arrived++;
    pthread_cond_broadcast(&g->changed);
    while (!g->open)
        pthread_cond_wait(&g->changed, &g->lock);
    pthread_mutex_unlock(&g->lock);
    bool ok = g->disk->write_atomic(g->disk, path, text, len, step, why);
    pthread_mutex_lock(&g->lock);
    g->passed++;
    pthread_cond_broadcast(&g->changed);
    pthread_mutex_unlock(&g->lock);
    return ok;
}

static gated_files gate;
static platform_files *before;

static int use_gated_disk(void **unused)
{
    (void)unused;
    gate.disk = platform_memory_files_new(4096);
    if (!gate.disk)
        return -1;
    gate.table = (platform_files){.name = "gated memory", .write_atomic = gated_write};
    pthread_mutex_init(&gate.lock, NULL);
    pthread_cond_init(&gate.changed, NULL);
    gate.open = true;
    gate.arrived = gate.passed = 0;
    before = platform_files_install(gate.disk);
    int made = platform_make_folders("/prefs", PLATFORM_FOLDER_PRIVATE);
    platform_files_install(&gate.table);
    return made;
}

static int use_the_os_again(void **unused)
{
    (void)unused;
    platform_files_install(before);
    platform_memory_files_free(gate.disk);
    pthread_cond_destroy(&gate.changed);
    pthread_mutex_destroy(&gate.lock);
    return 0;
}

static void set_gate(bool open)
{
    pthread_mutex_lock(&gate.lock);
    gate.open = open;
    pthread_cond_broadcast(&gate.changed);
    pthread_mutex_unlock(&gate.lock);
}

/* Blocks until n writes reached the gate (no clock: the condition only). */
static void wait_arrived(int n)
{
    pthread_mutex_lock(&gate.lock);
    while (gate.arrived < n)
        pthread_cond_wait(&gate.changed, &gate.lock);
    pthread_mutex_unlock(&gate.lock);
}

static void wait_passed(int n)
{
    pthread_mutex_lock(&gate.lock);
    while (gate.passed < n)
        pthread_cond_wait(&gate.changed, &gate.lock);
    pthread_mutex_unlock(&gate.lock);
}

static char *copy(const char *text)
{
    char *c = malloc(strlen(text) + 1);
    assert_non_null(c);
    strcpy(c, text);
    return c;
}

static bool put(platform_writer *w, const char *path, const char *text, uint64_t tag)
{
    return platform_writer_put(w, path, copy(text), strlen(text), tag);
}

/* What the disk holds at path, read past the gate (only once the writer is idle). */
static char *on_disk(const char *path)
{
    size_t len;
    platform_read_trouble trouble;
    platform_failure why = {0};
    char *bytes = gate.disk->read(gate.disk, path, 4096, &len, &trouble, &why);
    assert_non_null(bytes);
    char *text = malloc(len + 1);
    assert_non_null(text);
    memcpy(text, bytes, len);
    text[len] = '\0';
    free(bytes);
    return text;
}

static void test_the_last_of_quick_writes_lands(void **unused)
{
    (void)unused;
    platform_writer *w = platform_writer_new();
    assert_non_null(w);
    set_gate(false); /* the first write stays on the disk; the rest queue behind it */
    assert_true(put(w, "/prefs/autosave.json", "move 1", 1));
    wait_arrived(1);
    for (uint64_t tag = 2; tag <= 9; tag++) {
        char text[32];
        snprintf(text, sizeof text, "move %d", (int)tag);
        assert_true(put(w, "/prefs/autosave.json", text, tag));
    }
    assert_true(put(w, "/prefs/lesson-save.json", "lesson", 100)); /* another file queues apart */
    assert_false(platform_writer_idle(w));
    set_gate(true);
    assert_true(platform_writer_wait(w, 600));
    assert_true(platform_writer_idle(w));

    /* Three writes ran: the first, the last of the eight queued behind it
     * (the seven before it were replaced) and the other file. */
    uint64_t tags[8];
    int n = 0;
    platform_write_outcome o;
    while (n < 8 && platform_writer_take(w, &o)) {
        assert_true(o.ok);
        assert_string_equal(o.message, "");
        tags[n++] = o.tag;
    }
    assert_int_equal(n, 3);
    assert_int_equal(tags[0], 1);
    assert_int_equal(tags[1], 9);
    assert_int_equal(tags[2], 100);
    assert_int_equal(gate.passed, 3);
    char *text = on_disk("/prefs/autosave.json");
    assert_string_equal(text, "move 9");
    free(text);
    text = on_disk("/prefs/lesson-save.json");
    assert_string_equal(text, "lesson");
    free(text);
    assert_true(platform_writer_free(w, 600));
}

/* A check made by the writer's thread just before a write (the autosave's
 * "whose game is this file?", issue 41): it runs on the writer's thread,
 * never the caller's, sees the file the write replaces, reads the facts
 * handed over with the text (a queued text replaced brings its own), and
 * its note comes back with the write's outcome. */
static pthread_t caller;
static int checks_on_caller;

static void look_before(const char *path, const void *facts, char *note, size_t size)
{
    if (pthread_equal(pthread_self(), caller))
        checks_on_caller++;
    size_t len = 0;
    platform_read_trouble trouble;
    platform_failure why = {0};
    char *old = gate.disk->read(gate.disk, path, 64, &len, &trouble, &why);
    uint64_t fact;
    memcpy(&fact, facts, sizeof fact);
    snprintf(note, size, "%d saw %.*s", (int)fact, old ? (int)len : 4, old ? old : "none");
    free(old);
}

static bool put_checked(platform_writer *w, const char *text, uint64_t tag, uint64_t fact)
{
    return platform_writer_put_checked(w, "/prefs/autosave.json", copy(text), strlen(text), tag,
                                       look_before, &fact, sizeof fact);
}

static void test_a_check_runs_on_the_writers_thread_before_the_write(void **unused)
{
    (void)unused;
    caller = pthread_self();
    checks_on_caller = 0;
    platform_writer *w = platform_writer_new();
    assert_non_null(w);
    assert_true(put(w, "/prefs/autosave.json", "old", 1)); /* no check */
    assert_true(platform_writer_wait(w, 600));
    set_gate(false);
    assert_true(put_checked(w, "a", 2, 7));
    wait_arrived(2); /* checked, and held at the disk */
    assert_true(put_checked(w, "b", 3, 8));
    assert_true(put_checked(w, "c", 4, 9)); /* replaces b, facts and all */
    set_gate(true);
    assert_true(platform_writer_wait(w, 600));
    const char *expected[] = {"", "7 saw old", "9 saw a"};
    platform_write_outcome o;
    int n = 0;
    while (platform_writer_take(w, &o)) {
        assert_true(n < 3);
        assert_true(o.ok);
        assert_string_equal(o.note, expected[n]);
        n++;
    }
    assert_int_equal(n, 3);
    assert_int_equal(checks_on_caller, 0);
    /* Facts that do not fit are refused, with nothing queued. */
    char big[PLATFORM_WRITE_FACTS_MAX + 1] = {0};
    assert_false(platform_writer_put_checked(w, "/prefs/autosave.json", copy("d"), 1, 5,
                                             look_before, big, sizeof big));
    assert_true(platform_writer_idle(w));
    char *text = on_disk("/prefs/autosave.json");
    assert_string_equal(text, "c");
    free(text);
    assert_true(platform_writer_free(w, 600));
}

static void test_a_failed_write_says_why(void **unused)
{
    (void)unused;
    platform_writer *w = platform_writer_new();
    assert_non_null(w);
    char big[5000]; /* more than the disk holds */
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    assert_true(put(w, "/prefs/autosave.json", "small", 1));
    assert_true(put(w, "/prefs/missing-folder/autosave.json", "lost", 2));
    assert_true(platform_writer_wait(w, 600));
    assert_true(put(w, "/prefs/autosave.json", big, 3));
    assert_true(platform_writer_wait(w, 600));

    platform_write_outcome o;
    assert_true(platform_writer_take(w, &o));
    assert_true(o.ok);
    assert_true(platform_writer_take(w, &o));
    assert_int_equal(o.tag, 2);
    assert_false(o.ok);
    assert_int_equal(platform_write_trouble_of(o.error), PLATFORM_WRITE_NO_FOLDER);
    assert_non_null(strstr(o.message, "/prefs/missing-folder"));
    assert_true(platform_writer_take(w, &o));
    assert_int_equal(o.tag, 3);
    assert_false(o.ok);
    assert_int_equal(platform_write_trouble_of(o.error), PLATFORM_WRITE_DISK_FULL);
    assert_non_null(strstr(o.message, "the disk is full"));
    assert_false(platform_writer_take(w, &o));
    char *text = on_disk("/prefs/autosave.json"); /* the previous file is unchanged */
    assert_string_equal(text, "small");
    free(text);
    assert_true(platform_writer_free(w, 600));
}

static void test_a_wait_gives_up_at_its_bound_while_the_disk_is_stuck(void **unused)
{
    (void)unused;
    platform_writer *w = platform_writer_new();
    assert_non_null(w);
    set_gate(false);
    assert_true(put(w, "/prefs/autosave.json", "stuck", 1));
    wait_arrived(1);
    assert_false(platform_writer_wait(w, 0.05));
    platform_write_outcome o;
    assert_false(platform_writer_take(w, &o)); /* nothing finished */
    set_gate(true);
    assert_true(platform_writer_wait(w, 600));
    assert_true(platform_writer_take(w, &o));
    assert_true(o.ok);
    assert_true(platform_writer_free(w, 600));
}

/* Ended while the disk is stuck: the writer says it could not wait, and
 * its thread still writes everything handed over once the disk answers. */
static void test_ending_while_stuck_drops_nothing(void **unused)
{
    (void)unused;
    platform_writer *w = platform_writer_new();
    assert_non_null(w);
    set_gate(false);
    assert_true(put(w, "/prefs/autosave.json", "first", 1));
    wait_arrived(1);
    assert_true(put(w, "/prefs/autosave.json", "second", 2));
    assert_true(put(w, "/prefs/autosave.json", "third", 3));
    assert_false(platform_writer_free(w, 0.05));
    set_gate(true);
    wait_passed(2); /* the first, then the third, which replaced the second */
    char *text = on_disk("/prefs/autosave.json");
    assert_string_equal(text, "third");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_last_of_quick_writes_lands, use_gated_disk,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_a_check_runs_on_the_writers_thread_before_the_write,
                                        use_gated_disk, use_the_os_again),
        cmocka_unit_test_setup_teardown(test_a_failed_write_says_why, use_gated_disk,
                                        use_the_os_again),
        cmocka_unit_test_setup_teardown(test_a_wait_gives_up_at_its_bound_while_the_disk_is_stuck,
                                        use_gated_disk, use_the_os_again),
        cmocka_unit_test_setup_teardown(test_ending_while_stuck_drops_nothing, use_gated_disk,
                                        use_the_os_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
