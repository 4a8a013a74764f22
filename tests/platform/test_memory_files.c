/* The headless platform (platform/memory_files.h) keeps the contract of the
 * operating system's files, so a test of their callers on it means what it
 * would on a disk: the same failures with the same messages, the same
 * listing, a full disk that keeps the old file, a pipe refused, a lock
 * busy while held and free again once its folder is made anew. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "platform/files.h"
#include "platform/memory_files.h"

static platform_files *before;

static int use_memory(void **state)
{
    platform_files *memory = platform_memory_files_new(4096);
    if (!memory)
        return -1;
    before = platform_files_install(memory);
    *state = memory;
    return platform_make_folders("/home/ana/prefs", PLATFORM_FOLDER_PRIVATE);
}

static int use_the_os_again(void **state)
{
    platform_files_install(before);
    platform_memory_files_free(*state);
    return 0;
}

static char *read_back(const char *path)
{
    char err[256];
    char *text = platform_read_text(path, 4096, NULL, err, sizeof err);
    if (!text)
        fail_msg("%s", err);
    return text;
}

static void installed_table_is_the_one_in_use(void **state)
{
    assert_ptr_equal(platform_files_in_use(), *state);
    assert_string_equal(platform_files_in_use()->name, "memory");
    assert_string_equal(before->name, "os");
    assert_ptr_equal(before, platform_os_files());
}

static void written_text_reads_back_and_replaces(void **unused)
{
    (void)unused;
    char err[256];
    const char *path = "/home/ana/prefs/settings.txt";
    assert_true(platform_write_atomic(path, "one\n", 4, NULL, err, sizeof err));
    assert_true(platform_write_atomic(path, "two\n", 4, NULL, err, sizeof err));
    char *text = read_back(path);
    assert_string_equal(text, "two\n");
    free(text);
    assert_true(platform_file_present(path));
    assert_false(platform_file_present("/home/ana/prefs/other.txt"));
    /* when it was written, as a disk tells it (the kept games' dates) */
    time_t written_after = time(NULL), when = 0;
    assert_true(platform_write_atomic(path, "three\n", 6, NULL, err, sizeof err));
    assert_true(platform_file_modified(path, &when));
    assert_true(when >= written_after && when <= time(NULL));
    assert_false(platform_file_modified("/home/ana/prefs/other.txt", &when));
}

static void missing_folder_fails_as_on_a_disk(void **unused)
{
    (void)unused;
    char err[256];
    assert_false(platform_write_atomic("/home/bo/game.json", "x", 1, NULL, err, sizeof err));
    assert_int_equal(platform_write_trouble_of(errno), PLATFORM_WRITE_NO_FOLDER);
    assert_non_null(strstr(err, "could not save in the folder '/home/bo': the folder does not "
                                "exist; the previous file is unchanged"));
    assert_non_null(strstr(err, strerror(ENOENT)));
}

static void full_disk_keeps_the_old_file(void **unused)
{
    (void)unused;
    char err[256];
    const char *path = "/home/ana/prefs/autosave.json";
    assert_true(platform_write_atomic(path, "old", 3, NULL, err, sizeof err));
    char *big = calloc(1, 5000);
    memset(big, 'x', 4999);
    assert_false(platform_write_atomic(path, big, 4999, NULL, err, sizeof err));
    free(big);
    assert_int_equal(platform_write_trouble_of(errno), PLATFORM_WRITE_DISK_FULL);
    assert_non_null(strstr(err, "the disk is full"));
    char *text = read_back(path);
    assert_string_equal(text, "old");
    free(text);
}

static void a_folder_where_the_file_goes_is_not_replaced(void **unused)
{
    (void)unused;
    char err[256];
    assert_int_equal(platform_make_folders("/home/ana/prefs/taken", PLATFORM_FOLDER_PRIVATE), 0);
    assert_false(platform_write_atomic("/home/ana/prefs/taken", "x", 1, NULL, err, sizeof err));
    assert_non_null(strstr(err, "cannot replace"));
    assert_non_null(strstr(err, "a folder stands where the file goes"));
}

static void a_pipe_and_a_folder_are_not_read(void **state)
{
    char err[256];
    platform_read_trouble trouble;
    assert_true(platform_memory_files_plant(*state, "/home/ana/prefs/layout.txt",
                                            PLATFORM_ENTRY_OTHER, NULL, 0));
    assert_null(platform_read_text("/home/ana/prefs/layout.txt", 64, &trouble, err, sizeof err));
    assert_int_equal(trouble, PLATFORM_READ_NOT_A_FILE);
    assert_non_null(strstr(err, "not a regular file"));
    assert_null(platform_read_text("/home/ana/prefs", 64, &trouble, err, sizeof err));
    assert_int_equal(trouble, PLATFORM_READ_NOT_A_FILE);
    assert_null(platform_read_text("/home/ana/none", 64, &trouble, err, sizeof err));
    assert_int_equal(trouble, PLATFORM_READ_MISSING);
    assert_true(platform_memory_files_plant(*state, "/home/ana/prefs/binary", PLATFORM_ENTRY_FILE,
                                            "a\0b", 3));
    assert_null(platform_read_text("/home/ana/prefs/binary", 64, &trouble, err, sizeof err));
    assert_int_equal(trouble, PLATFORM_READ_NOT_TEXT);
    assert_null(platform_read_text("/home/ana/prefs/binary", 2, &trouble, err, sizeof err));
    assert_int_equal(trouble, PLATFORM_READ_TOO_BIG);
}

static bool count_entry(const char *name, platform_entry_kind kind, void *context)
{
    int *counts = context;
    counts[kind]++;
    (void)name;
    return true;
}

static void listing_and_sweeping(void **state)
{
    char err[256];
    assert_true(platform_write_atomic("/home/ana/prefs/game.json", "{}", 2, NULL, err, sizeof err));
    assert_true(platform_memory_files_plant(*state, "/home/ana/prefs/game.json.tmp-abc123",
                                            PLATFORM_ENTRY_FILE, "x", 1));
    assert_true(platform_memory_files_plant(*state, "/home/ana/prefs/game.json.tmp-toolong1",
                                            PLATFORM_ENTRY_FILE, "x", 1));
    assert_int_equal(
        platform_make_folders("/home/ana/prefs/game.json.tmp-zzz999", PLATFORM_FOLDER_PRIVATE), 0);
    int counts[4] = {0};
    assert_int_equal(platform_list_folder("/home/ana/prefs", count_entry, counts), 0);
    assert_int_equal(counts[PLATFORM_ENTRY_FILE], 3);
    assert_int_equal(counts[PLATFORM_ENTRY_FOLDER], 1);
    assert_int_equal(platform_sweep_temporaries("/home/ana/prefs/game.json"), 1);
    assert_int_equal(platform_sweep_temporaries("/home/ana/prefs/game.json"), 0);
    assert_int_equal(platform_list_folder("/home/ana/absent", count_entry, counts), ENOENT);
}

static void moves_never_overwrite(void **unused)
{
    (void)unused;
    char err[256];
    assert_true(platform_write_atomic("/home/ana/prefs/a", "a", 1, NULL, err, sizeof err));
    assert_true(platform_write_atomic("/home/ana/prefs/b", "b", 1, NULL, err, sizeof err));
    assert_int_equal(platform_move_without_overwriting("/home/ana/prefs/a", "/home/ana/prefs/b"),
                     EEXIST);
    assert_int_equal(platform_move_without_overwriting("/home/ana/prefs/a", "/home/ana/prefs/c"),
                     0);
    assert_false(platform_file_present("/home/ana/prefs/a"));
    char *text = read_back("/home/ana/prefs/c");
    assert_string_equal(text, "a");
    free(text);
    assert_int_equal(platform_remove_file("/home/ana/prefs/c"), 0);
    assert_int_equal(platform_remove_file("/home/ana/prefs/c"), ENOENT);
}

/* Issue 27's next step, a preferences folder deleted during play: the
 * writes fail as "no folder", the folder is made again, and the lock,
 * gone with it, is taken anew. */
static void a_deleted_folder_is_made_again_and_locked_anew(void **state)
{
    char why[256], err[256];
    platform_lock first = {0}, second = {0};
    assert_int_equal(platform_lock_take(&first, "/home/ana/prefs/", why, sizeof why),
                     PLATFORM_LOCK_TAKEN);
    assert_int_equal(platform_lock_take(&second, "/home/ana/prefs", why, sizeof why),
                     PLATFORM_LOCK_BUSY);
    assert_true(platform_memory_files_remove_folder(*state, "/home/ana/prefs"));
    assert_false(
        platform_write_atomic("/home/ana/prefs/autosave.json", "x", 1, NULL, err, sizeof err));
    assert_int_equal(platform_write_trouble_of(errno), PLATFORM_WRITE_NO_FOLDER);
    assert_int_equal(platform_lock_take(&second, "/home/ana/prefs", why, sizeof why),
                     PLATFORM_LOCK_FAILED);
    assert_int_equal(platform_make_folders("/home/ana/prefs", PLATFORM_FOLDER_PRIVATE), 0);
    platform_lock_release(&first);
    assert_int_equal(platform_lock_take(&first, "/home/ana/prefs", why, sizeof why),
                     PLATFORM_LOCK_TAKEN);
    assert_true(
        platform_write_atomic("/home/ana/prefs/autosave.json", "x", 1, NULL, err, sizeof err));
    platform_lock_release(&first);
}

int main(void)
{
#define MEMORY_TEST(name) cmocka_unit_test_setup_teardown(name, use_memory, use_the_os_again)
    const struct CMUnitTest tests[] = {
        MEMORY_TEST(installed_table_is_the_one_in_use),
        MEMORY_TEST(written_text_reads_back_and_replaces),
        MEMORY_TEST(missing_folder_fails_as_on_a_disk),
        MEMORY_TEST(full_disk_keeps_the_old_file),
        MEMORY_TEST(a_folder_where_the_file_goes_is_not_replaced),
        MEMORY_TEST(a_pipe_and_a_folder_are_not_read),
        MEMORY_TEST(listing_and_sweeping),
        MEMORY_TEST(moves_never_overwrite),
        MEMORY_TEST(a_deleted_folder_is_made_again_and_locked_anew),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
