/* What happens below the tree: a fast heuristic policy plays a few turns,
 * then the evaluation turns the position into a reward for every player. */
#ifndef VILLAGE_AI_PLAYOUT_H
#define VILLAGE_AI_PLAYOUT_H

#include "ai_rng.h"
#include "search.h"

/* Plays s forward until params->playout_turns new turns have begun or the
 * game is over. */
void ai_playout(village_state *s, const ai_search_params *params, ai_rng *rng);

/* Rewards of a position: a smooth function of each player's margin over
 * the best opponent; at game over the win itself weighs in. */
void ai_rewards(const village_state *s, const ai_search_params *params,
                double reward[VILLAGE_MAX_PLAYERS]);

#endif
