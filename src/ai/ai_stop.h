/* When a decision must stop early: the caller's cancel flag (the public
 * API's volatile int) or a worker job's atomic flag, or neither. */
#ifndef VILLAGE_AI_STOP_H
#define VILLAGE_AI_STOP_H

#include <stdatomic.h>
#include <stdbool.h>

typedef struct ai_stop {
    const volatile int *flag;
    const atomic_int *atomic_flag;
} ai_stop;

static inline bool ai_stop_requested(const ai_stop *stop)
{
    if (!stop)
        return false;
    if (stop->flag && *stop->flag)
        return true;
    return stop->atomic_flag && atomic_load_explicit(stop->atomic_flag, memory_order_relaxed);
}

#endif
