/* The session tests' seed and waiting loop (session_fixtures.h). */
#include "session_fixtures.h"

#include <stdlib.h>

#include "wait_until.h"

uint64_t sessfx_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 42;
}

bool sessfx_wait_until(sessfx_condition done, void *ctx, double seconds)
{
    return support_wait_until(done, ctx, seconds);
}
