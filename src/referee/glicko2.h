/* Glicko-2 ratings (docs/referee.md, "Ratings"): Mark E. Glickman,
 * "Example of the Glicko-2 system" (Boston University, 2013), steps 1 to 8,
 * with the system constant tau = 0.5. A game of Village between several
 * seats is rated as one rating period in which every seat played every
 * other seat once: a win against each seat ranked below it, a draw against
 * each seat of its rank, a loss against each above. No SDL, no I/O. */
#ifndef VILLAGE_REFEREE_GLICKO2_H
#define VILLAGE_REFEREE_GLICKO2_H

#include "referee/store.h"

enum { REFEREE_GLICKO2_MAX_OPPONENTS = 16 };

/* One result of a rating period: the opponent's rating (as it was before
 * the period) and the score, 1 a win, 0.5 a draw, 0 a loss. */
typedef struct referee_glicko2_result {
    referee_rating opponent;
    double score;
} referee_glicko2_result;

/* The player's rating after a period with these results (n <= the
 * maximum; n = 0: only the deviation grows, step 6). 'games' counts up by
 * one when n > 0. */
referee_rating referee_glicko2_update(referee_rating player, const referee_glicko2_result *results,
                                      int n);

/* Rates a finished game: rank[i] (1 the winner, ties share a rank) of each
 * of the n seats; ratings are replaced, all from the ratings before. */
void referee_glicko2_rate_game(int n, const int rank[], referee_rating ratings[]);

#endif
