/* Keeping the preferences folder while the game runs (issue 27:
 * platform_pref_dir_keep in platform/pref_dir.h), on the headless files:
 * the folder, or its lock file alone, deleted under a window that holds
 * its lock is made again and locked anew, so the next write lands and a
 * second window still finds the folder taken; one another window locked
 * first leaves this one without the lock; one that cannot be made again is
 * tried again. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "platform/files.h"
#include "platform/memory_files.h"
#include "platform/pref_dir.h"

static const char PREFS[] = "/home/ana/.local/share/VillageBoardGame/Village/";
static const char PREFS_FOLDER[] = "/home/ana/.local/share/VillageBoardGame/Village";
static const char AUTOSAVE[] = "/home/ana/.local/share/VillageBoardGame/Village/autosave.json";

typedef struct fixture {
    platform_files *memory, *before;
    platform_lock lock; /* the window's, taken at its start */
} fixture;

static int start_window(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    if (!f || !(f->memory = platform_memory_files_new(1 << 20)))
        return -1;
    f->before = platform_files_install(f->memory);
    *state = f;
    char why[256];
    if (platform_make_folders(PREFS, PLATFORM_FOLDER_PRIVATE) != 0 ||
        platform_lock_take(&f->lock, PREFS, why, sizeof why) != PLATFORM_LOCK_TAKEN)
        return -1;
    char err[256];
    return platform_write_atomic(AUTOSAVE, "move 1", 6, NULL, err, sizeof err) ? 0 : -1;
}

static int end_window(void **state)
{
    fixture *f = *state;
    platform_lock_release(&f->lock);
    platform_files_install(f->before);
    platform_memory_files_free(f->memory);
    free(f);
    return 0;
}

/* What another window starting now finds. */
static platform_lock_result second_window_finds(void)
{
    platform_lock other = {0};
    char why[256];
    platform_lock_result got = platform_lock_take(&other, PREFS, why, sizeof why);
    platform_lock_release(&other);
    return got;
}

static void a_folder_left_alone_is_kept(void **state)
{
    fixture *f = *state;
    int error = -1;
    assert_true(platform_lock_guards(&f->lock, PREFS));
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_KEPT);
    assert_int_equal(error, 0);
    assert_true(f->lock.held);
    assert_int_equal(second_window_finds(), PLATFORM_LOCK_BUSY);
}

static void a_deleted_folder_is_made_again_and_the_next_write_lands(void **state)
{
    fixture *f = *state;
    char err[256];
    int error;
    assert_true(
        platform_memory_files_remove_folder(f->memory, "/home/ana/.local/share/VillageBoardGame"));
    assert_false(platform_lock_guards(&f->lock, PREFS));
    /* Unguarded, the folder would be a second window's for the taking. */
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_MADE_AGAIN);
    assert_true(f->lock.held);
    assert_true(platform_lock_guards(&f->lock, PREFS));
    assert_int_equal(second_window_finds(), PLATFORM_LOCK_BUSY);
    assert_true(platform_write_atomic(AUTOSAVE, "move 2", 6, NULL, err, sizeof err));
    char *text = platform_read_text(AUTOSAVE, 100, NULL, err, sizeof err);
    assert_non_null(text);
    assert_string_equal(text, "move 2");
    free(text);
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_KEPT);
}

static void a_deleted_lock_file_alone_is_locked_anew(void **state)
{
    fixture *f = *state;
    int error;
    assert_int_equal(
        platform_remove_file("/home/ana/.local/share/VillageBoardGame/Village/village.lock"), 0);
    assert_false(platform_lock_guards(&f->lock, PREFS));
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_MADE_AGAIN);
    assert_int_equal(second_window_finds(), PLATFORM_LOCK_BUSY);
    assert_true(platform_file_present(AUTOSAVE)); /* the folder's files were never touched */
}

static void a_folder_another_window_locked_first_is_left_to_it(void **state)
{
    fixture *f = *state;
    char why[256];
    int error;
    assert_true(platform_memory_files_remove_folder(f->memory, PREFS_FOLDER));
    platform_lock other = {0};
    assert_int_equal(platform_make_folders(PREFS, PLATFORM_FOLDER_PRIVATE), 0);
    assert_int_equal(platform_lock_take(&other, PREFS, why, sizeof why), PLATFORM_LOCK_TAKEN);
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_TAKEN);
    assert_false(f->lock.held);
    assert_true(other.held && platform_lock_guards(&other, PREFS));
    /* Without the lock nothing is kept any more: the window is read-only. */
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_KEPT);
    assert_false(f->lock.held);
    platform_lock_release(&other);
}

static void a_folder_that_cannot_be_made_is_tried_again(void **state)
{
    fixture *f = *state;
    int error;
    assert_true(platform_memory_files_remove_folder(f->memory, PREFS_FOLDER));
    assert_true(platform_memory_files_plant(f->memory, PREFS_FOLDER, PLATFORM_ENTRY_FILE, "x", 1));
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_LOST);
    assert_int_equal(error, ENOTDIR);
    assert_true(f->lock.held); /* held still, so the next call tries again */
    assert_int_equal(platform_remove_file(PREFS_FOLDER), 0);
    assert_int_equal(platform_pref_dir_keep(PREFS, &f->lock, &error), PLATFORM_PREF_DIR_MADE_AGAIN);
    assert_int_equal(second_window_finds(), PLATFORM_LOCK_BUSY);
}

int main(void)
{
#define WINDOW_TEST(name) cmocka_unit_test_setup_teardown(name, start_window, end_window)
    const struct CMUnitTest tests[] = {
        WINDOW_TEST(a_folder_left_alone_is_kept),
        WINDOW_TEST(a_deleted_folder_is_made_again_and_the_next_write_lands),
        WINDOW_TEST(a_deleted_lock_file_alone_is_locked_anew),
        WINDOW_TEST(a_folder_another_window_locked_first_is_left_to_it),
        WINDOW_TEST(a_folder_that_cannot_be_made_is_tried_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
