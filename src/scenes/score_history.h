/* Every player's score after every round of a game, told again from its
 * record (the record replay routine): the results screen's chart. No SDL. */
#ifndef VILLAGE_SCENES_SCORE_HISTORY_H
#define VILLAGE_SCENES_SCORE_HISTORY_H

#include <stdbool.h>

#include "village/save.h"
#include "village/village.h"

enum { HISTORY_POINTS_MAX = 32 };

typedef struct score_history {
    /* totals[k][p]: player p's score (R-SCO, projected while the game runs)
     * at point k: 0 the start, then the end of each round, the last one the
     * state the record ends in. */
    int totals[HISTORY_POINTS_MAX][VILLAGE_MAX_PLAYERS];
    int points;
    int players;
    int best; /* the highest score in the chart, at least 1 */
} score_history;

/* False (and an empty history) if the record does not replay. */
bool score_history_compute(const village_record *r, score_history *out);

#endif
