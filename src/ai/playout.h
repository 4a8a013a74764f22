/* What happens below the tree: a fast heuristic policy plays a few turns,
 * then the evaluation turns the position into a reward for every player. */
#ifndef VILLAGE_AI_PLAYOUT_H
#define VILLAGE_AI_PLAYOUT_H

#include "ai_rng.h"
#include "search.h"
#include "village/ai_learned.h"

/* Plays s forward until params->playout_turns new turns have begun or the
 * game is over. */
void ai_playout(village_state *s, const ai_search_params *params, ai_rng *rng);

/* Rewards of a position: a smooth function of each player's margin over
 * the best opponent, blended with the learned evaluation's chances (through
 * learned_sums when not NULL: the calling thread's own); at game over the
 * win itself weighs in. */
void ai_rewards(const village_state *s, const ai_search_params *params,
                village_learned_accumulator *learned_sums, double reward[VILLAGE_MAX_PLAYERS]);

#endif
