/* "Leave the table?" (leave_question.c). */
#ifndef VILLAGE_SCENES_GAME_LEAVE_QUESTION_H
#define VILLAGE_SCENES_GAME_LEAVE_QUESTION_H

#include "scenes/game/game_ui.h"

/* leave_question.c: "Leave the table?", asked when Escape has no step left
 * to go back; it takes every event while shown. */
void leave_question_open(game_ui *g);
/* Its answers' button ids. */
enum { LEAVE_YES = 320, LEAVE_NO };
bool leave_question_asking(const game_ui *g); /* g may be NULL: no game, no question */
void leave_question_menu(const table_words *w, struct menu *m);
/* The catalogue key of the question's words: what leaving keeps of this game. */
const char *leave_question_body_key(const game_ui *g);
/* Opened by a key: the keyboard's ring starts on the safe answer, "Keep
 * playing", so Enter after Escape never leaves by accident. */
void leave_question_ring_safe(menu_state *buttons);
/* The question's answer, the id of its button chosen (-1 none; Escape is
 * LEAVE_NO, "Keep playing"): true for "Leave", which the scene carries out
 * (to the title, or the unsaved-moves question first). */
bool leave_question_answer(game_ui *g, int id);
/* The buttons drawn with the scenes' menu state (a->shared->menu). */
void leave_question_draw(const part_view *v, const game_ui *g, const menu_state *buttons);

#endif
