/* Shared between the synchronous entry point and the worker jobs. */
#ifndef VILLAGE_AI_INTERNAL_H
#define VILLAGE_AI_INTERNAL_H

#include "ai_stop.h"
#include "search.h"
#include "village/ai.h"

/* village_ai_choose with any kind of stop request. */
bool ai_decide(const village_state *s, const village_ai_config *cfg, const ai_stop *stop,
               village_move *out, village_ai_stats *stats);

/* The search parameters a config asks for: its level's, its budgets and
 * threads, and its tuning if it has one. */
void ai_search_params_of(const village_ai_config *cfg, ai_search_params *params);

#endif
