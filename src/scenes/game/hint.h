/* The hint for the decision pending (hint.c). */
#ifndef VILLAGE_SCENES_GAME_HINT_H
#define VILLAGE_SCENES_GAME_HINT_H

#include "scenes/game/part_view.h"
#include "table/hint_book.h"
#include "village/analyse.h"

/* The hint for the decision pending (hint.c): the table model's
 * bookkeeping (which decision, the worker job while it thinks, the analysis,
 * the count of hints asked), and the analysis in the player's language. */
typedef struct hint_panel {
    table_hint book;
    char lines[VILLAGE_ANALYSIS_CANDIDATES][HINT_LINE_MAX];
    char reasons[VILLAGE_ANALYSIS_CANDIDATES][200];
    int target; /* board target of the suggested move, outlined; TARGET_NONE */
} hint_panel;

/* hint.c: the Hint button and H key's analysis, shown above the choices */
/* Asks for the decision pending in 'game' (hint_ask.c decides whether a
 * person may): the words of an older hint go with it. */
table_hint_asked hint_ask(hint_panel *h, const session *game);
/* Once a frame: the analysis come back is put in words; false when it
 * failed (the scene says so). Dropped when a move was played or the
 * setting turned hints off. */
bool hint_update(hint_panel *h, const session *game, const table_words *w, bool hints_on);
bool hint_busy(const hint_panel *h); /* asked and still thinking */
/* The board target the shown hint outlines, or TARGET_NONE. */
int hint_target(const hint_panel *h);
/* The available option of the chooser's step that leads to the move the
 * hint puts first (what Shift+H rings), or -1: no hint told, or its move
 * is not reached from here. */
int hint_option(const hint_panel *h, const table_chooser *c);
/* mark: the outlined target's box (board_target_rect of hint_target), or NULL. */
void hint_draw(const part_view *v, const hint_panel *h, const session *game, const SDL_FRect *mark);
void hint_forget(hint_panel *h); /* drops the hint, stopping its worker */

#endif
