/* What the session tests share: the run's seed and the one loop that waits
 * for a seat's worker thread. */
#ifndef VILLAGE_TESTS_SESSION_FIXTURES_H
#define VILLAGE_TESTS_SESSION_FIXTURES_H

#include <stdbool.h>
#include <stdint.h>

/* A randomised test's seed: $VILLAGE_TEST_SEED, else 42. */
uint64_t sessfx_seed(void);
/* A condition a test waits for; ctx is the caller's own. */
typedef bool (*sessfx_condition)(void *ctx);
/* The one waiting loop (support_wait_until, tests/support/wait_until.h):
 * asks done(ctx) every millisecond, letting the AI's worker thread think
 * between the asks, until it holds; false once 'seconds' of wall-clock time
 * passed without it. The bound only ends a hung test: make it generous, the
 * sanitizer build must not hit it. */
bool sessfx_wait_until(sessfx_condition done, void *ctx, double seconds);

#endif
