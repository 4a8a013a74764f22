/* Pieces of the evaluation (evaluate.c, evaluate_goods.c, weights.c) on
 * top of the board view. */
#ifndef VILLAGE_AI_EVALUATE_INTERNAL_H
#define VILLAGE_AI_EVALUATE_INTERNAL_H

#include "board_view.h"
#include "village/ai.h"

extern const ai_weights ai_default_weights; /* fitted: the search's */
extern const ai_weights ai_hand_weights;    /* set by hand: the easy player's */

/* ai_evaluate with other weights, for fitting them (tune.c). */
void ai_evaluate_weighted(const village_state *s, const ai_weights *w,
                          double worth[VILLAGE_MAX_PLAYERS]);

/* What p's members are doing, counted for the evaluation (evaluate.c). */
void ai_census(const village_player *p, const ai_weights *w, ai_family *f);

/* Goods and grain: what they are worth towards the customers in sight,
 * before the horizon's factor. */
double ai_goods_value(const village_player *p, const ai_board_view *v, const ai_weights *w);

/* What following its plan (weights->plan[player], a village_ai_style)
 * adds to player's worth, given the census f and the next death's pressure
 * (evaluate_plan.c); 0 without one. */
double ai_plan_worth(const village_state *s, const ai_board_view *v, int player, const ai_family *f,
                     double death);

/* 'base' with player following the plan of 'style' (balanced: base as it
 * is). */
void ai_weights_with_plan(const ai_weights *base, int player, int style, ai_weights *out);

#endif
