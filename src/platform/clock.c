/* The monotonic clock (clock.h). clock_gettime: mingw-w64's C runtime has
 * no C11 timespec_get with a monotonic base, its winpthreads has this. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "platform/clock.h"

static struct timespec now(void)
{
    struct timespec t = {0};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t;
}

long long platform_monotonic_ms(void)
{
    struct timespec t = now();
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

double platform_monotonic_seconds(void)
{
    struct timespec t = now();
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
