/* The bounded wait for a condition (wait_until.h). */
#define _POSIX_C_SOURCE 200809L /* nanosleep, clock_gettime */
#include "wait_until.h"

#include <time.h>

static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

bool support_wait_until(support_condition done, void *ctx, double seconds)
{
    double end = wall_seconds() + seconds;
    while (!done(ctx)) {
        if (wall_seconds() > end)
            return false;
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    return true;
}
