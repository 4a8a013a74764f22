/* The bounded wait for a condition, and the clock it reads (wait_until.h). */
#define _POSIX_C_SOURCE 200809L /* nanosleep, clock_gettime */
#include "wait_until.h"

#include <time.h>

double support_seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void support_sleep_seconds(double seconds)
{
    if (seconds <= 0)
        return;
    time_t whole = (time_t)seconds;
    nanosleep(&(struct timespec){whole, (long)((seconds - (double)whole) * 1e9)}, NULL);
}

bool support_wait_until(support_condition done, void *ctx, double seconds)
{
    double end = support_seconds_now() + seconds;
    while (!done(ctx)) {
        if (support_seconds_now() > end)
            return false;
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    return true;
}
