/* clock_gettime is POSIX; on mingw-w64 winpthreads provides it. */
#define _POSIX_C_SOURCE 200809L
#include "ai_clock.h"

#include <pthread.h>
#include <time.h>

static double read_clock(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double ai_clock_seconds(void)
{
    return read_clock(CLOCK_MONOTONIC);
}

double ai_thread_cpu_seconds(void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
    return read_clock(CLOCK_THREAD_CPUTIME_ID);
#else
    return read_clock(CLOCK_MONOTONIC);
#endif
}
