/* Time management for the game's time-budgeted levels (docs/ai.md, "Time
 * management"): how long one decision may think, from what is at stake and
 * how clear the choice has become. */
#ifndef VILLAGE_AI_SEARCH_TIME_H
#define VILLAGE_AI_SEARCH_TIME_H

#include <stdbool.h>

typedef struct ai_time_plan {
    double start; /* wall clock when the decision began */
    double cap;   /* never think longer than this */
    double soft;  /* after this, a clear leader stops the search */
} ai_time_plan;

/* stakes: how far, in evaluation points, the heuristically best root move
 * stands above the typical one; little at stake earns a shorter think. */
void ai_time_plan_init(ai_time_plan *plan, double start, double cap, double stakes);

/* Whether to stop at wall-clock time 'now', after 'iterations' iterations of
 * the tree whose two most visited root moves have 'first' and 'second' visits. */
bool ai_time_plan_done(const ai_time_plan *plan, double now, int iterations, int first, int second);

#endif
