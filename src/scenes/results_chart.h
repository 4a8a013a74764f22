/* The results screen's chart: each player's score after every round, as a
 * line in the player's colour, drawn from left to right as it opens. */
#ifndef VILLAGE_SCENES_RESULTS_CHART_H
#define VILLAGE_SCENES_RESULTS_CHART_H

#include "app/app.h"
#include "scenes/score_history.h"

/* progress 0..1: how much of the lines is drawn yet. */
void results_chart_draw(app *a, const score_history *h, const SDL_FRect *box, float progress);

#endif
