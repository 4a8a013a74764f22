/* The one-writer lock (platform/lock.h) between processes, as two starts of
 * the game are: held by one, busy for the other; free again when the
 * holder lets go or dies, however it dies; not inherited by a program the
 * holder starts. The child and the parent talk through pipes. */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "platform/lock.h"
#include "temp_folder.h"

/* Each test's own empty folder to lock. */
static char folder[600];

static int make_folder(void **unused)
{
    (void)unused;
    return temp_folder_fresh(folder, sizeof folder, "lock") ? 0 : -1;
}

static int remove_folder(void **unused)
{
    (void)unused;
    return temp_folder_remove_tree(folder) ? 0 : -1;
}

static platform_lock_result try_lock(platform_lock *lock)
{
    char why[1400] = "";
    platform_lock_result got = platform_lock_take(lock, folder, why, sizeof why);
    if (got == PLATFORM_LOCK_FAILED)
        fail_msg("%s", why);
    return got;
}

/* A child that takes the lock, says so with one byte, and then either
 * lets go when told (a byte) or is killed. */
typedef struct holder {
    pid_t pid;
    int to_child, from_child;
} holder;

static holder start_holder(void)
{
    int down[2], up[2];
    assert_int_equal(pipe(down), 0);
    assert_int_equal(pipe(up), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(down[1]);
        close(up[0]);
        platform_lock lock = {0};
        char why[1400];
        char taken = platform_lock_take(&lock, folder, why, sizeof why) == PLATFORM_LOCK_TAKEN;
        if (write(up[1], &taken, 1) != 1)
            _exit(2);
        char go;
        if (read(down[0], &go, 1) == 1)
            platform_lock_release(&lock);
        char released = 1;
        _exit(write(up[1], &released, 1) == 1 ? 0 : 2);
    }
    close(down[0]);
    close(up[1]);
    holder h = {pid, down[1], up[0]};
    char taken = 0;
    assert_int_equal(read(h.from_child, &taken, 1), 1);
    assert_true(taken);
    return h;
}

static void end_holder(holder *h)
{
    int status;
    assert_int_equal(waitpid(h->pid, &status, 0), h->pid);
    close(h->to_child);
    close(h->from_child);
}

static void lock_is_held_then_released_across_processes(void **unused)
{
    (void)unused;
    holder h = start_holder();
    platform_lock mine = {0};
    assert_int_equal(try_lock(&mine), PLATFORM_LOCK_BUSY);
    assert_false(mine.held);
    char go = 1, released = 0;
    assert_int_equal(write(h.to_child, &go, 1), 1);
    assert_int_equal(read(h.from_child, &released, 1), 1);
    /* Released but the child still runs: the lock is free already. */
    assert_int_equal(try_lock(&mine), PLATFORM_LOCK_TAKEN);
    assert_true(mine.held);
    end_holder(&h);
    platform_lock_release(&mine);
    assert_false(mine.held);
    platform_lock_release(&mine); /* safe on a lock not held */
}

static void a_killed_holder_leaves_the_folder_free(void **unused)
{
    (void)unused;
    holder h = start_holder();
    platform_lock mine = {0};
    assert_int_equal(try_lock(&mine), PLATFORM_LOCK_BUSY);
    assert_int_equal(kill(h.pid, SIGKILL), 0);
    end_holder(&h);
    assert_int_equal(try_lock(&mine), PLATFORM_LOCK_TAKEN);
    platform_lock_release(&mine);
}

/* Two opens in one process see each other too (flock, not fcntl locks). */
static void a_second_lock_in_one_process_is_busy(void **unused)
{
    (void)unused;
    platform_lock first = {0}, second = {0};
    assert_int_equal(try_lock(&first), PLATFORM_LOCK_TAKEN);
    assert_int_equal(try_lock(&second), PLATFORM_LOCK_BUSY);
    platform_lock_release(&first);
    assert_int_equal(try_lock(&second), PLATFORM_LOCK_TAKEN);
    platform_lock_release(&second);
}

/* A program the holder starts (a browser, an engine) does not inherit the
 * lock: once the holder lets go, the folder is free though the program
 * still runs. */
static void a_started_program_does_not_keep_the_lock(void **unused)
{
    (void)unused;
    platform_lock mine = {0};
    assert_int_equal(try_lock(&mine), PLATFORM_LOCK_TAKEN);
    /* Between fork and exec the child shares the lock's descriptor: wait
     * for the exec, which closes the pipe's close-on-exec end. */
    int started[2];
    assert_int_equal(pipe(started), 0);
    assert_int_equal(fcntl(started[1], F_SETFD, FD_CLOEXEC), 0);
    pid_t program = fork();
    assert_true(program >= 0);
    if (program == 0) {
        close(started[0]);
        execlp("sleep", "sleep", "5", (char *)NULL);
        _exit(127);
    }
    close(started[1]);
    char byte;
    assert_int_equal(read(started[0], &byte, 1), 0);
    close(started[0]);
    platform_lock_release(&mine);
    platform_lock again = {0};
    platform_lock_result got = try_lock(&again);
    kill(program, SIGKILL);
    waitpid(program, NULL, 0);
    assert_int_equal(got, PLATFORM_LOCK_TAKEN);
    platform_lock_release(&again);
}

/* No folder, no lock: a failure that says where, not "busy". */
static void a_missing_folder_fails_with_a_reason(void **unused)
{
    (void)unused;
    char missing[700], why[1400] = "";
    snprintf(missing, sizeof missing, "%s/absent/", folder);
    platform_lock lock = {0};
    assert_int_equal(platform_lock_take(&lock, missing, why, sizeof why), PLATFORM_LOCK_FAILED);
    assert_false(lock.held);
    assert_non_null(strstr(why, "absent/" PLATFORM_LOCK_NAME));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(lock_is_held_then_released_across_processes, make_folder,
                                        remove_folder),
        cmocka_unit_test_setup_teardown(a_killed_holder_leaves_the_folder_free, make_folder,
                                        remove_folder),
        cmocka_unit_test_setup_teardown(a_second_lock_in_one_process_is_busy, make_folder,
                                        remove_folder),
        cmocka_unit_test_setup_teardown(a_started_program_does_not_keep_the_lock, make_folder,
                                        remove_folder),
        cmocka_unit_test_setup_teardown(a_missing_folder_fails_with_a_reason, make_folder,
                                        remove_folder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
