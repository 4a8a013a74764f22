/* clock_gettime is POSIX; on mingw-w64 winpthreads provides it. */
#define _POSIX_C_SOURCE 200809L
#include "ai_clock.h"

#include <pthread.h>
#include <time.h>

double ai_clock_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
