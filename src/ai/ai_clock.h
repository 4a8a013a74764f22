/* A monotonic clock for search budgets and decision timings. */
#ifndef VILLAGE_AI_CLOCK_H
#define VILLAGE_AI_CLOCK_H

/* Seconds since an arbitrary fixed point; only differences mean anything. */
double ai_clock_seconds(void);

#endif
