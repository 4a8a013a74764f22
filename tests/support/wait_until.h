/* The bounded wait for a condition another thread makes true (a worker's
 * answer, a freed job), for tests that have no loop of their own to step:
 * the game tests step frames with the driver's wait_until instead. Also the
 * monotonic clock and the sleep every such loop uses. */
#ifndef VILLAGE_TESTS_WAIT_UNTIL_H
#define VILLAGE_TESTS_WAIT_UNTIL_H

#include <stdbool.h>

/* A condition a test waits for; ctx is the caller's own. */
typedef bool (*support_condition)(void *ctx);
/* Asks done(ctx) every millisecond, sleeping between the asks, until it
 * holds; false once 'seconds' of wall-clock time passed without it. The
 * bound only ends a hung test: make it generous, the sanitizer build must
 * not hit it. */
bool support_wait_until(support_condition done, void *ctx, double seconds);
/* Seconds on the monotonic clock (never set back, not even by a test that
 * skews the wall clock): for a test's own deadlines and rates. */
double support_seconds_now(void);
/* Sleeps that many seconds (fractions too): a polling loop's pace. */
void support_sleep_seconds(double seconds);

#endif
