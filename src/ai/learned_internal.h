/* The learned evaluation's seams inside the AI: inputs and chances from a
 * hand-written worth the caller has already worked out, so the search's
 * reward does not work it out twice (docs/ai.md, "Learned evaluation"). */
#ifndef VILLAGE_AI_LEARNED_INTERNAL_H
#define VILLAGE_AI_LEARNED_INTERNAL_H

#include "village/ai_learned.h"

/* village_learned_inputs with worth = ai_evaluate(s), the fitted weights'
 * worth without a plan: the very inputs, without evaluating s again. */
void ai_learned_inputs_of_worth(const village_state *s, int viewer,
                                const double worth[VILLAGE_MAX_PLAYERS],
                                float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS]);

/* village_learned_evaluate (acc NULL) or village_learned_evaluate_incremental
 * from that worth (NULL: evaluated here). */
bool ai_learned_chances(const village_learned *set, const village_state *s, int viewer,
                        const double worth[VILLAGE_MAX_PLAYERS], village_learned_accumulator *acc,
                        double win[VILLAGE_MAX_PLAYERS]);

/* Each seat's chance from its hidden units' sums before tanh (seat p's
 * are sums[p * VILLAGE_LEARNED_MAX_HIDDEN ...]): the one second layer and
 * softmax of both paths, so they round alike. */
void ai_learned_chances_of_sums(const village_learned_net *net, int players, const float *sums,
                                double win[VILLAGE_MAX_PLAYERS]);

#endif
