/* The session tests' seed and waiting loop (session_fixtures.h). */
#define _POSIX_C_SOURCE 200809L /* nanosleep, clock_gettime */
#include "session_fixtures.h"

#include <stdlib.h>
#include <time.h>

uint64_t sessfx_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 42;
}

static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

bool sessfx_wait_until(sessfx_condition done, void *ctx, double seconds)
{
    double end = wall_seconds() + seconds;
    while (!done(ctx)) {
        if (wall_seconds() > end)
            return false;
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    return true;
}
