/* The hand-written position evaluation shared by every AI level: what a
 * position is worth to each player, in final-score points (docs/ai.md). */
#ifndef VILLAGE_AI_EVALUATE_H
#define VILLAGE_AI_EVALUATE_H

#include "village/village.h"

/* Each player's expected final score: prestige and points already earned,
 * plus what goods, cubes, grain, coins and family members are likely to
 * become before the end, minus what the next death will cost. At game
 * over it is the final score (with the R-SCO-6 tie-breaks as fractions). */
void ai_evaluate(const village_state *s, double worth[VILLAGE_MAX_PLAYERS]);

/* The same for positions reached from an earlier one by moves of 'mover'
 * alone, reusing the public facts worked out for it ('earlier' may be NULL;
 * see ai_board_view_init). Much cheaper when many such positions are
 * weighed against each other. */
struct ai_board_view;
void ai_evaluate_from(const village_state *s, const struct ai_board_view *earlier, int mover,
                      double worth[VILLAGE_MAX_PLAYERS]);
double ai_evaluate_player_from(const village_state *s, const struct ai_board_view *earlier,
                               int mover, int player);

/* Own worth minus the best opponent's: what every decision maximises. */
double ai_margin(const village_state *s, const double worth[VILLAGE_MAX_PLAYERS], int player);

#endif
