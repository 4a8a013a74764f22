/* The one timed wait (timed_wait.h). clock_gettime: mingw-w64's C runtime
 * has no C11 timespec_get, its winpthreads has this. */
#define _POSIX_C_SOURCE 200809L
#include "platform/timed_wait.h"

platform_deadline platform_deadline_after(double seconds)
{
    platform_deadline d;
    clock_gettime(CLOCK_REALTIME, &d.at);
    if (seconds < 0)
        seconds = 0;
    if (seconds > 1e6)
        seconds = 1e6;
    long long ns = (long long)(seconds * 1e9) + d.at.tv_nsec;
    d.at.tv_sec += (time_t)(ns / 1000000000LL);
    d.at.tv_nsec = (long)(ns % 1000000000LL);
    return d;
}

bool platform_wait_until(pthread_cond_t *cond, pthread_mutex_t *lock,
                         const platform_deadline *deadline)
{
    return pthread_cond_timedwait(cond, lock, &deadline->at) == 0;
}
