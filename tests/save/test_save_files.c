/* Save files: saves written and read back through the atomic writer, a
 * reader that refuses what is not a save with the right refusal, the sweep
 * of interrupted writes' temporaries, and a refused save set aside under a
 * dated name. The save layer's own logic, run on the headless platform
 * (files in memory, platform/memory_files.h): no disk, and a full disk or
 * a pipe in place of a save made at will. What the operating system does
 * (FIFOs, links, permissions, read-only folders) is tested in
 * tests/platform. */
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
#include "save_test_util.h"

#define FOLDER "/home/ana/village"
static const char *const path = FOLDER "/game.json";

static platform_files *memory, *before;

/* Room for a save over the reader's limit (1 MiB), and no more. */
enum { DISK_BYTES = 4 << 20 };

static int use_memory(void **unused)
{
    (void)unused;
    memory = platform_memory_files_new(DISK_BYTES);
    if (!memory)
        return -1;
    before = platform_files_install(memory);
    return platform_make_folders(FOLDER, PLATFORM_FOLDER_PRIVATE);
}

static int use_the_os_again(void **unused)
{
    (void)unused;
    platform_files_install(before);
    platform_memory_files_free(memory);
    return 0;
}

static char *slurp(const char *file)
{
    char err[256];
    char *text = platform_read_text(file, 4 << 20, NULL, err, sizeof err);
    if (!text)
        fail_msg("%s", err);
    return text;
}

static void plant(const char *file, const char *bytes, size_t n)
{
    platform_remove_file(file);
    assert_true(platform_memory_files_plant(memory, file, PLATFORM_ENTRY_FILE, bytes, n));
}

static bool note_other(const char *name, platform_entry_kind kind, void *context)
{
    (void)kind;
    if (strcmp(name, "game.json") != 0)
        snprintf(context, 128, "%s", name);
    return true;
}

/* Only the save itself is in the folder: no temporary file left behind. */
static void assert_only_the_save_remains(void)
{
    char other[128] = "";
    assert_int_equal(platform_list_folder(FOLDER, note_other, other), 0);
    if (other[0])
        fail_msg("left behind: %s", other);
}

static void write_then_read_back(void **unused)
{
    (void)unused;
    village_record r, back;
    make_record(&r, 2, 5, 80);
    char err[256];
    assert_true(village_save_write_file(&r, path, err, sizeof err));
    assert_true(village_save_file_present(path));
    assert_true(village_save_read_file(path, &back, err, sizeof err));
    char *a = village_save_to_json(&r), *b = slurp(path);
    assert_string_equal(a, b);
    assert_int_equal(back.move_count, 80);
    free(a);
    free(b);
    village_record_free(&r);
    village_record_free(&back);
    assert_only_the_save_remains();
}

static void missing_folder_is_reported(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 2, 5, 3);
    char err[256];
    const char *where = FOLDER "/no/such/folder/game.json";
    assert_false(village_save_write_file(&r, where, err, sizeof err));
    assert_int_equal(village_write_trouble_of(errno), VILLAGE_WRITE_NO_FOLDER);
    assert_non_null(strstr(err, where));
    assert_non_null(strstr(err, strerror(ENOENT)));
    assert_non_null(strstr(err, "the folder does not exist"));
    village_record_free(&r);
}

/* A folder where the save goes: refused, and the folder left alone. */
static void folder_in_the_way_is_reported(void **unused)
{
    (void)unused;
    assert_int_equal(platform_make_folders(path, PLATFORM_FOLDER_PRIVATE), 0);
    char err[256];
    assert_false(village_write_file_atomic(path, "{}", 2, err, sizeof err));
    assert_int_equal(village_write_trouble_of(errno), VILLAGE_WRITE_PATH_BLOCKED);
    assert_non_null(strstr(err, "cannot replace"));
    village_record out;
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NOT_A_FILE);
}

/* A full disk: the write fails with a clear message and the previous save
 * is intact. */
static void full_disk_keeps_the_old_save(void **unused)
{
    (void)unused;
    village_record small, big;
    make_record(&small, 2, 8, 2);
    make_record(&big, 4, 8, 400);
    char err[256];
    assert_true(village_save_write_file(&small, path, err, sizeof err));
    char *before_text = slurp(path);
    char *filler = calloc(1, DISK_BYTES);
    size_t room = DISK_BYTES - strlen(before_text) - 2000;
    assert_true(
        platform_memory_files_plant(memory, FOLDER "/filler", PLATFORM_ENTRY_FILE, filler, room));
    free(filler);
    bool ok = village_save_write_file(&big, path, err, sizeof err);
    assert_false(ok);
    assert_int_equal(village_write_trouble_of(errno), VILLAGE_WRITE_DISK_FULL);
    assert_non_null(strstr(err, "the previous file is unchanged"));
    assert_non_null(strstr(err, "could not save in the folder"));
    assert_non_null(strstr(err, "the disk is full"));
    assert_non_null(strstr(err, strerror(ENOSPC)));
    char *after = slurp(path);
    assert_string_equal(before_text, after);
    free(before_text);
    free(after);
    village_record_free(&small);
    village_record_free(&big);
}

static void reader_refuses_non_saves(void **unused)
{
    (void)unused;
    village_record out;
    char err[256];
    assert_false(village_save_read_file(FOLDER "/absent.json", &out, err, sizeof err));
    assert_non_null(strstr(err, "cannot open"));
    assert_non_null(strstr(err, "absent.json"));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_MISSING);

    plant(path, "{\"format\"\0: 1}", 14);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, "NUL byte"));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NOT_TEXT);

    plant(path, "{\"format\": \"village-save\", \"version\": 7}", 40);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "version 7"));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NEWER_VERSION);

    size_t big = (1u << 20) + 1; /* one byte over SAVE_MAX_BYTES */
    char *huge = malloc(big);
    memset(huge, ' ', big);
    plant(path, huge, big);
    free(huge);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, "too big"));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_TOO_BIG);

    assert_false(village_save_read_file(FOLDER, &out, err, sizeof err));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NOT_A_FILE);
}

/* Issue 11, found 4: a pipe (or any non-regular file) as the save is
 * refused with a message, and is still "present" (the front end asks). */
static void reader_refuses_a_pipe(void **unused)
{
    (void)unused;
    const char *pipe = FOLDER "/fifo.json";
    assert_true(platform_memory_files_plant(memory, pipe, PLATFORM_ENTRY_OTHER, NULL, 0));
    assert_true(village_save_file_present(pipe));
    village_record out;
    char err[256];
    assert_false(village_save_read_file(pipe, &out, err, sizeof err));
    assert_non_null(strstr(err, "not a regular file"));
    assert_non_null(strstr(err, "fifo.json"));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NOT_A_FILE);
    char *text = village_read_text_file(pipe, 1024, err, sizeof err);
    assert_null(text);
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NOT_A_FILE);
}

static void touch(const char *name)
{
    char file[256];
    snprintf(file, sizeof file, "%s/%s", FOLDER, name);
    plant(file, "x", 1);
}

static bool exists(const char *name)
{
    char file[256];
    snprintf(file, sizeof file, "%s/%s", FOLDER, name);
    return platform_file_present(file);
}

/* Issue 11, found 5: temporary files of interrupted saves are swept; files
 * that only look similar are left alone. */
static void sweep_removes_only_stale_temporaries(void **unused)
{
    (void)unused;
    touch("game.json.tmp-abc123");
    touch("game.json.tmp-ZZ9zz0");
    touch("game.json.tmp-toolong1");
    touch("game.json.tmp-ab!123");
    touch("other.json.tmp-abc123");
    touch("game.json");
    assert_int_equal(platform_make_folders(FOLDER "/game.json.tmp-fold3r", PLATFORM_FOLDER_PRIVATE),
                     0);
    assert_int_equal(village_save_sweep_temporaries(path), 2);
    assert_false(exists("game.json.tmp-abc123"));
    assert_false(exists("game.json.tmp-ZZ9zz0"));
    assert_true(exists("game.json.tmp-toolong1"));
    assert_true(exists("game.json.tmp-ab!123"));
    assert_true(exists("other.json.tmp-abc123"));
    assert_true(exists("game.json.tmp-fold3r")); /* a folder is not ours */
    assert_true(exists("game.json"));
    assert_int_equal(village_save_sweep_temporaries(path), 0);
}

/* Issue 11, found 3 (its non-screen part): a refused save is moved aside
 * under a dated name, never over another file. */
static void refused_save_is_set_aside(void **unused)
{
    (void)unused;
    const char *save = FOLDER "/autosave.json";
    char moved[2][256], err[256];
    for (int i = 0; i < 2; i++) {
        plant(save, i == 0 ? "one" : "two", 3);
        if (!village_save_set_aside(save, moved[i], sizeof moved[i], err, sizeof err))
            fail_msg("%s", err);
        assert_false(village_save_file_present(save));
        const char *name = strrchr(moved[i], '/') + 1;
        unsigned day, clock;
        char rest[32] = "";
        assert_int_equal(sscanf(name, "autosave.rejected-%8u-%6u%31s", &day, &clock, rest), 3);
        assert_true(day >= 20000101);
        assert_string_equal(rest, i == 0 ? ".json" : "-2.json");
        char *text = slurp(moved[i]);
        assert_string_equal(text, i == 0 ? "one" : "two");
        free(text);
    }
    assert_int_equal(platform_remove_file(moved[0]), 0);
    assert_int_equal(platform_remove_file(moved[1]), 0);
    assert_false(village_save_set_aside(save, moved[0], sizeof moved[0], err, sizeof err));
    assert_non_null(strstr(err, "autosave.json"));
}

/* A folder the save cannot be created in: a path through a regular file. */
static void path_through_a_file_is_reported(void **unused)
{
    (void)unused;
    char err[512];
    touch("plain-file");
    assert_false(
        village_write_file_atomic(FOLDER "/plain-file/game.json", "{}", 2, err, sizeof err));
    assert_int_equal(village_write_trouble_of(errno), VILLAGE_WRITE_PATH_BLOCKED);
    assert_non_null(strstr(err, "could not save in the folder"));
    assert_non_null(strstr(err, "plain-file"));
    assert_non_null(strstr(err, strerror(ENOTDIR)));
}

/* The crash-safety test's hook sees each step of a save, in order. */
static char steps_seen[64];
static void note_step(const char *step)
{
    size_t n = strlen(steps_seen);
    snprintf(steps_seen + n, sizeof steps_seen - n, "%s%s", n ? " " : "", step);
}

static void step_hook_sees_every_step(void **unused)
{
    (void)unused;
    char err[256];
    steps_seen[0] = '\0';
    village_save_step_hook = note_step;
    bool ok = village_write_file_atomic(path, "{}", 2, err, sizeof err);
    village_save_step_hook = NULL;
    assert_true(ok);
    assert_string_equal(steps_seen, "created written flushed renamed");
}

int main(void)
{
#define ON_MEMORY(name) cmocka_unit_test_setup_teardown(name, use_memory, use_the_os_again)
    const struct CMUnitTest tests[] = {
        ON_MEMORY(write_then_read_back),
        ON_MEMORY(missing_folder_is_reported),
        ON_MEMORY(folder_in_the_way_is_reported),
        ON_MEMORY(full_disk_keeps_the_old_save),
        ON_MEMORY(reader_refuses_non_saves),
        ON_MEMORY(reader_refuses_a_pipe),
        ON_MEMORY(sweep_removes_only_stale_temporaries),
        ON_MEMORY(refused_save_is_set_aside),
        ON_MEMORY(path_through_a_file_is_reported),
        ON_MEMORY(step_hook_sees_every_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
