/* `village --selftest` on a computer with a display: a failing selftest
 * used to show a modal error box and wait on it for ever (deaf to SIGTERM,
 * which SDL turned into a quit event nobody read), so an installer's or
 * CI's check hung. It must print the trouble and exit 1. The test starts
 * its own virtual X server (Xvfb, on a display number it picks itself, no
 * TCP) and runs the selftest there with no data: a hang is this test's
 * failure (the child is killed after a minute). Without Xvfb on PATH
 * there is no display to test against: the test says so and is skipped.
 * usage: test_selftest_display PATH/TO/village */
#define _POSIX_C_SOURCE 200809L

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
#include <unistd.h>

#include <cmocka.h>

#include "child_process.h"
#include "game_driver.h"

static const char *village;

/* Xvfb on a display it chose (-displayfd): its pid, the display's number
 * in *display; -1 when it does not come up. */
static pid_t start_xvfb(int *display)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        char fd[16];
        snprintf(fd, sizeof fd, "%d", fds[1]);
        if (!freopen("/dev/null", "w", stderr) || !freopen("/dev/null", "w", stdout))
            _exit(126);
        execlp("Xvfb", "Xvfb", "-displayfd", fd, "-nolisten", "tcp", "-screen", "0", "800x600x24",
               (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    char number[32] = "";
    size_t got = 0;
    ssize_t n;
    /* The number, then a newline, once the server accepts clients. */
    while (got < sizeof number - 1 &&
           (n = read(fds[0], number + got, sizeof number - 1 - got)) > 0) {
        got += (size_t)n;
        if (memchr(number, '\n', got))
            break;
    }
    close(fds[0]);
    number[got] = '\0';
    if (pid < 0 || !strchr(number, '\n')) {
        child_kill(pid);
        return -1;
    }
    *display = atoi(number);
    return pid;
}

static void test_failing_selftest_with_a_display_exits(void **unused)
{
    (void)unused;
    if (!child_find_on_path("Xvfb", NULL, 0))
        skip(); /* no virtual X server here (Debian: xvfb) */
    int display = -1;
    pid_t xvfb = start_xvfb(&display);
    assert_true(xvfb > 0);
    char dir[256], data[300], pref[300], said[300];
    assert_true(driver_fresh_dir(dir, sizeof dir, "selftest-display"));
    snprintf(data, sizeof data, "%s/data", dir); /* holds no assets */
    snprintf(pref, sizeof pref, "%s/pref", dir);
    snprintf(said, sizeof said, "%s/said.txt", dir);
    assert_int_equal(mkdir(data, 0700), 0);
    char display_env[32], data_env[320], pref_env[320];
    snprintf(display_env, sizeof display_env, "DISPLAY=:%d", display);
    snprintf(data_env, sizeof data_env, "VILLAGE_DATA_DIR=%s", data);
    snprintf(pref_env, sizeof pref_env, "VILLAGE_PREF_DIR=%s", pref);
    /* A real screen: the X11 driver, and dialogs allowed. */
    unsetenv("VILLAGE_NO_DIALOGS");
    const char *argv[] = {village, "--selftest", NULL};
    /* Under the sanitizers, leak checking is off for this child only: SDL's
     * X11 start-up leaves libdbus's own buffers behind, which is the
     * system's, not ours, and would turn the exit status into an abort. */
    const char *env[] = {display_env,
                         data_env,
                         pref_env,
                         "SDL_VIDEODRIVER=x11",
                         "SDL_AUDIODRIVER=dummy",
                         "ASAN_OPTIONS=detect_leaks=0:abort_on_error=1",
                         NULL};
    child_spec spec = {.argv = argv,
                       .env = env,
                       .out = said,
                       .err = said,
                       .truncate = true,
                       .parent_death_signal = SIGKILL};
    pid_t child = child_start(&spec);
    assert_true(child > 0);
    int status = child_finish(child, 60);
    child_stop(xvfb, SIGTERM, 5000, SIGKILL);
    char *text = child_read_text(said);
    assert_non_null(text);
    if (status == -1)
        fail_msg("the selftest still waits after a minute (a dialog?): %s", text);
    assert_int_equal(status, 1);
    if (!strstr(text, "cannot find its data"))
        fail_msg("the selftest does not say what is wrong: %s", text);
    free(text);
    assert_true(driver_remove_tree(dir));
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_selftest_display PATH/TO/village\n");
        return 1;
    }
    village = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_failing_selftest_with_a_display_exits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
