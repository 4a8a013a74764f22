/* Asking for a hint: whether a person may, and the asking (hint_ask.c);
 * the hint itself is hint.h's part. */
#ifndef VILLAGE_SCENES_GAME_HINT_ASK_H
#define VILLAGE_SCENES_GAME_HINT_ASK_H

#include "scenes/game/game_ui.h"

bool hint_available(const game_ui *g, const settings *st); /* hints on and a human to decide */
/* Takes the app: a new decision's hint is counted in the game and autosaved,
 * and a failure is said in the game's message. */
void hint_request(app *a);

#endif
