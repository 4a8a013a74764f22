/* The remembered XMPP password's file (src/referee/turns_password.h): read
 * back as written, private to its owner, and a FIFO planted at its path in
 * the settings folder refused at once instead of hanging the game's start.
 * POSIX helpers (mkfifo, stat) make the situations. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "referee/turns_password.h"
#include "temp_folder.h"

static char folder[600];
static char path[700];

static int make_folder(void **unused)
{
    (void)unused;
    if (!temp_folder_fresh(folder, sizeof folder, "password"))
        return -1;
    snprintf(path, sizeof path, "%s/turns-password.txt", folder);
    return 0;
}

static void written_password_reads_back_and_is_private(void **unused)
{
    (void)unused;
    assert_true(turns_password_write(path, "s3cret pass"));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    char out[128] = "";
    assert_true(turns_password_read(path, out, sizeof out));
    assert_string_equal(out, "s3cret pass");
}

/* The line's end is not part of the password, and an empty file is none. */
static void line_end_and_empty_file(void **unused)
{
    (void)unused;
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("hunter2\r\n", f);
    fclose(f);
    char out[64] = "";
    assert_true(turns_password_read(path, out, sizeof out));
    assert_string_equal(out, "hunter2");
    f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    assert_false(turns_password_read(path, out, sizeof out));
    char missing[800];
    snprintf(missing, sizeof missing, "%s/none.txt", folder);
    assert_false(turns_password_read(missing, out, sizeof out));
}

/* A FIFO with no writer: the old open() blocked for ever, so this test hung
 * until ctest's timeout killed it. Now it is refused at once. */
static void fifo_is_refused_at_once(void **unused)
{
    (void)unused;
    assert_int_equal(mkfifo(path, 0600), 0);
    char out[64] = "unchanged";
    assert_false(turns_password_read(path, out, sizeof out));
    assert_int_equal(unlink(path), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(written_password_reads_back_and_is_private, make_folder),
        cmocka_unit_test_setup(line_end_and_empty_file, make_folder),
        cmocka_unit_test_setup(fifo_is_refused_at_once, make_folder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
