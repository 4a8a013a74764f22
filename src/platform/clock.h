/* The one reading of the monotonic clock (time that never goes back, not
 * the wall's): timeouts, deadlines, keep-alives and benchmarks measure with
 * it. Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_CLOCK_H
#define VILLAGE_PLATFORM_CLOCK_H

/* Milliseconds and seconds since an unspecified start, the same for every
 * thread of the process. */
long long platform_monotonic_ms(void);
double platform_monotonic_seconds(void);

#endif
