/* What is saved where after a move, and the unsaved-moves question's
 * answers (game_save.c); game_autosave and game_ask_before_leaving are
 * game.h's. */
#ifndef VILLAGE_SCENES_GAME_GAME_SAVE_H
#define VILLAGE_SCENES_GAME_GAME_SAVE_H

#include "scenes/game/game_ui.h"

/* Saves the game in progress of 'at' where it belongs (nowhere for a guest,
 * or when this window may not write the preferences folder). */
void game_save_at(const game_opener *at);
/* The autosave's listener (move_news.h): every move is saved. */
void game_save_heard(void *part, const move_news *news);
/* The question's clicks and keys (it takes every event while shown). */
bool autosave_dialog_event(app *a, const SDL_Event *e);

#endif
