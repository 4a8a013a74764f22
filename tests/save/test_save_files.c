/* Save files: atomic writes that never damage the previous save, and a
 * reader that refuses what is not a save. POSIX-only helpers (mkdtemp,
 * setrlimit) simulate a missing folder and a full disk. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "save_test_util.h"

static char folder[64];
static char path[128];

static int make_folder(void **unused)
{
    (void)unused;
    snprintf(folder, sizeof folder, "/tmp/village-save-test-XXXXXX");
    if (!mkdtemp(folder))
        return -1;
    snprintf(path, sizeof path, "%s/game.json", folder);
    return 0;
}

static int remove_folder(void **unused)
{
    (void)unused;
    DIR *d = opendir(folder);
    for (struct dirent *e; d && (e = readdir(d));) {
        char file[384];
        snprintf(file, sizeof file, "%s/%s", folder, e->d_name);
        if (e->d_name[0] != '.')
            remove(file);
    }
    if (d)
        closedir(d);
    return rmdir(folder);
}

static char *slurp(const char *file)
{
    FILE *f = fopen(file, "rb");
    assert_non_null(f);
    char *text = calloc(1, 1 << 20);
    size_t n = fread(text, 1, (1 << 20) - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* Only the save itself is in the folder: no temporary file left behind. */
static void assert_only_the_save_remains(void)
{
    DIR *d = opendir(folder);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (e->d_name[0] != '.' && strcmp(e->d_name, "game.json") != 0)
            fail_msg("left behind: %s", e->d_name);
    closedir(d);
}

static void write_then_read_back(void **unused)
{
    (void)unused;
    village_record r, back;
    make_record(&r, 2, 5, 80);
    char err[256];
    assert_true(village_save_write_file(&r, path, err, sizeof err));
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
    char err[256], where[192];
    snprintf(where, sizeof where, "%s/no/such/folder/game.json", folder);
    assert_false(village_save_write_file(&r, where, err, sizeof err));
    assert_non_null(strstr(err, where));
    assert_non_null(strstr(err, strerror(ENOENT)));
    village_record_free(&r);
}

/* Renaming over a folder fails after the temporary file was written: it
 * must be removed and the folder left alone. */
static void failed_rename_cleans_up(void **unused)
{
    (void)unused;
    char sub[160];
    snprintf(sub, sizeof sub, "%s/taken", folder);
    assert_int_equal(mkdir(sub, 0755), 0);
    char err[256];
    assert_false(village_write_file_atomic(sub, "{}", 2, err, sizeof err));
    assert_non_null(strstr(err, "cannot replace"));
    struct stat st;
    assert_int_equal(stat(sub, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    assert_int_equal(rmdir(sub), 0);
    assert_only_the_save_remains();
}

/* A full disk, simulated by a file size limit: the write fails with a
 * clear message and the previous save is intact. */
static void full_disk_keeps_the_old_save(void **unused)
{
    (void)unused;
    village_record small, big;
    make_record(&small, 2, 8, 2);
    make_record(&big, 4, 8, 400);
    char err[256];
    assert_true(village_save_write_file(&small, path, err, sizeof err));
    char *before = slurp(path);
    struct rlimit old, limit;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    limit = old;
    limit.rlim_cur = strlen(before) + 100;
    signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &limit), 0);
    bool ok = village_save_write_file(&big, path, err, sizeof err);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    assert_false(ok);
    assert_non_null(strstr(err, "the previous file is unchanged"));
    assert_non_null(strstr(err, strerror(EFBIG)));
    char *after = slurp(path);
    assert_string_equal(before, after);
    free(before);
    free(after);
    village_record_free(&small);
    village_record_free(&big);
    assert_only_the_save_remains();
}

static void write_text(const char *file, const char *bytes, size_t n)
{
    FILE *f = fopen(file, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

static void reader_refuses_non_saves(void **unused)
{
    (void)unused;
    village_record out;
    char err[256];
    char missing[160];
    snprintf(missing, sizeof missing, "%s/absent.json", folder);
    assert_false(village_save_read_file(missing, &out, err, sizeof err));
    assert_non_null(strstr(err, "cannot open"));
    assert_non_null(strstr(err, "absent.json"));

    write_text(path, "{\"format\"\0: 1}", 14);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, "NUL byte"));

    write_text(path, "{\"format\": \"village-save\", \"version\": 7}", 40);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "version 7"));

    size_t big = 2u << 20;
    char *huge = malloc(big);
    memset(huge, ' ', big);
    write_text(path, huge, big);
    free(huge);
    assert_false(village_save_read_file(path, &out, err, sizeof err));
    assert_non_null(strstr(err, "too big"));
    assert_false(village_save_read_file(folder, &out, err, sizeof err));
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(write_then_read_back),     cmocka_unit_test(missing_folder_is_reported),
        cmocka_unit_test(failed_rename_cleans_up),  cmocka_unit_test(full_disk_keeps_the_old_save),
        cmocka_unit_test(reader_refuses_non_saves),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
