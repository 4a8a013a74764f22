/* Issue 27: layout.txt replaced by a FIFO hung the start (the probe for the
 * data folder and the layout's reader opened it, and opening a FIFO waits
 * for a writer). The game, started headless (--selftest) on a copy of the
 * data folder whose gfx/layout.txt is a FIFO, must stop soon with a message
 * that names the file, not wait. A hang is this test's failure: the child
 * is killed after a minute.
 * usage: test_layout_fifo PATH/TO/village */
#include <dirent.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"

static const char *village;

/* Every entry of 'from' linked into 'to', except gfx/, linked file by file,
 * with layout.txt a FIFO instead. */
static void data_folder_with_a_fifo_layout(const char *to)
{
    static const char *const folders[] = {"fonts", "i18n", "icons", "lessons", "sfx"};
    char from[1400], link[1400];
    for (size_t i = 0; i < sizeof folders / sizeof *folders; i++) {
        snprintf(from, sizeof from, "%s/%s", VILLAGE_TEST_DATA_DIR, folders[i]);
        snprintf(link, sizeof link, "%s/%s", to, folders[i]);
        assert_int_equal(symlink(from, link), 0);
    }
    snprintf(link, sizeof link, "%s/gfx", to);
    assert_int_equal(mkdir(link, 0700), 0);
    snprintf(from, sizeof from, "%s/gfx", VILLAGE_TEST_DATA_DIR);
    DIR *art = opendir(from);
    assert_non_null(art);
    for (struct dirent *e; (e = readdir(art));) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, "layout.txt") == 0)
            continue;
        snprintf(from, sizeof from, "%s/gfx/%s", VILLAGE_TEST_DATA_DIR, e->d_name);
        snprintf(link, sizeof link, "%s/gfx/%s", to, e->d_name);
        assert_int_equal(symlink(from, link), 0);
    }
    closedir(art);
    snprintf(link, sizeof link, "%s/gfx/layout.txt", to);
    assert_int_equal(mkfifo(link, 0600), 0);
}

static void test_fifo_as_layout_stops_the_start_with_a_message(void **unused)
{
    (void)unused;
    char dir[256], data[300], pref[300], said[300];
    assert_true(driver_fresh_dir(dir, sizeof dir, "layout-fifo"));
    snprintf(data, sizeof data, "%s/data", dir);
    snprintf(pref, sizeof pref, "%s/pref", dir);
    snprintf(said, sizeof said, "%s/stderr.txt", dir);
    assert_int_equal(mkdir(data, 0700), 0);
    data_folder_with_a_fifo_layout(data);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        setenv("VILLAGE_NO_DIALOGS", "1", 1);
        setenv("VILLAGE_DATA_DIR", data, 1);
        setenv("VILLAGE_PREF_DIR", pref, 1);
        if (!freopen(said, "w", stderr))
            _exit(126);
        execl(village, "village", "--selftest", (char *)NULL);
        _exit(127);
    }
    int status = 0;
    pid_t ended = 0;
    for (int tenth = 0; tenth < 600 && ended == 0; tenth++) {
        ended = waitpid(child, &status, WNOHANG);
        if (ended == 0)
            nanosleep(&(struct timespec){0, 100000000}, NULL);
    }
    if (ended == 0) {
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
        driver_remove_tree(dir);
        fail_msg("the start still waits on a FIFO as layout.txt after a minute");
    }
    FILE *f = fopen(said, "r");
    assert_non_null(f);
    char text[4096] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    assert_true(WIFEXITED(status));
    assert_int_not_equal(WEXITSTATUS(status), 0);
    if (!strstr(text, "layout.txt") || !strstr(text, "not a regular file"))
        fail_msg("the message does not say what is wrong with layout.txt: %s", text);
    assert_true(driver_remove_tree(dir));
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_layout_fifo PATH/TO/village\n");
        return 1;
    }
    village = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fifo_as_layout_stops_the_start_with_a_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
