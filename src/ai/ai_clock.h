/* Clocks for search budgets and decision timings. */
#ifndef VILLAGE_AI_CLOCK_H
#define VILLAGE_AI_CLOCK_H

/* Wall-clock seconds since an arbitrary fixed point; only differences mean
 * anything. */
double ai_clock_seconds(void);

/* Processor seconds used by the calling thread: what a decision costs on
 * one core, whatever else the machine is doing. Falls back to the wall
 * clock where threads have no clock of their own. */
double ai_thread_cpu_seconds(void);

#endif
