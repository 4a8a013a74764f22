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
/* The question's answer, the id of its button chosen (-1 none; Escape is
 * AUTOSAVE_KEEP_PLAYING, the safe answer): where to go now, or
 * GAME_LEAVE_NONE to stay. The scene does the leaving (game.c). */
game_exit autosave_dialog_answer(save_status *st, const session *game, const table_words *w,
                                 int id);

#endif
