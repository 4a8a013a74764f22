/* The one timed wait on a condition variable: a deadline some seconds
 * from now on the clock pthread_cond_timedwait reads, and one wait until
 * it. The transports' "wait for a line, at most so long", and the
 * background writer's bounded wait, go through it (the referee's loop
 * sleeps in poll() on a pipe, so that a signal's handler can wake it).
 * POSIX threads (winpthreads on mingw-w64). */
#ifndef VILLAGE_PLATFORM_TIMED_WAIT_H
#define VILLAGE_PLATFORM_TIMED_WAIT_H

#include <pthread.h>
#include <stdbool.h>
#include <time.h>

typedef struct platform_deadline {
    struct timespec at; /* on CLOCK_REALTIME, as pthread_cond_timedwait wants */
} platform_deadline;

/* Now plus 'seconds' (negative: now; more than a million seconds, about
 * twelve days, stands for "forever" without overflowing time_t). */
platform_deadline platform_deadline_after(double seconds);
/* One wait on cond, its lock held, until woken or the deadline: false when
 * the deadline passed (or the wait failed), so a caller loops
 * `while (!ready && platform_wait_until(...))`. */
bool platform_wait_until(pthread_cond_t *cond, pthread_mutex_t *lock,
                         const platform_deadline *deadline);

#endif
