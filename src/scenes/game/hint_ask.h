/* Asking for a hint: whether a person may, and the asking (hint_ask.c);
 * the hint itself is hint.h's part. */
#ifndef VILLAGE_SCENES_GAME_HINT_ASK_H
#define VILLAGE_SCENES_GAME_HINT_ASK_H

#include "scenes/game/game_ui.h"

bool hint_available(const game_ui *g, const settings *st); /* hints on and a human to decide */
/* Asks for the hint when a person may: a failure is said in the game's
 * message; true when a new decision's hint was counted in the game, which
 * the caller then saves (Continue keeps the count). */
bool hint_request(game_ui *g, const settings *st, const table_words *w);

#endif
