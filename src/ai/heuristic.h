/* The one-ply heuristic player ("easy") and the move values the search
 * borrows from it for priors and playouts. */
#ifndef VILLAGE_AI_HEURISTIC_H
#define VILLAGE_AI_HEURISTIC_H

#include <stdbool.h>

#include "ai_rng.h"
#include "village/village.h"

typedef enum ai_value_mode {
    AI_VALUE_MARGIN, /* own worth minus the best opponent's */
    AI_VALUE_OWN     /* own worth only: faster, blind to what the move does to others */
} ai_value_mode;

/* Values for the mover of the moves with wanted[i] (NULL: all), the others
 * left at -1e18, by 'weights' (NULL: the search's). Each move looks
 * 'depth' decisions ahead, except that on a turn the cube or well moves
 * onto one space share a single look at that space's action: the colour
 * changes the cube gained, rarely the action. */
struct ai_weights;
void ai_move_values(const village_state *s, const struct ai_weights *weights,
                    const village_move *moves, int n, const bool *wanted, int depth,
                    ai_value_mode mode, double *out);

/* The best of n legal moves for the mover, each valued as playing it and
 * then finishing the mover's part of the turn with the best follow-ups,
 * looking at most 'depth' decisions further; ties broken by rng. s must
 * already be determinised. Returns its index. */
int ai_best_move(const village_state *s, const village_move *moves, int n, int depth,
                 ai_value_mode mode, ai_rng *rng);

/* The two above with the view of s already built (evaluate_internal.h):
 * a playout builds each decision's view from the last decision's. */
struct ai_board_view;
void ai_move_values_in(const struct ai_board_view *view, const village_state *s,
                       const village_move *moves, int n, const bool *wanted, int depth,
                       ai_value_mode mode, double *out);
int ai_best_move_in(const struct ai_board_view *view, const village_state *s,
                    const village_move *moves, int n, int depth, ai_value_mode mode, ai_rng *rng);

/* The easy player's decision: determinise with 'seed', then ai_best_move,
 * following the plan of 'style' (village_ai_style). */
void ai_heuristic_choose(const village_state *s, uint64_t seed, int style, village_move *out);

#endif
