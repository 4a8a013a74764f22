/* Hot seat hand-over (handoff.c). */
#ifndef VILLAGE_SCENES_GAME_HANDOFF_H
#define VILLAGE_SCENES_GAME_HANDOFF_H

#include "scenes/game/game_ui.h"

/* handoff.c: hot seat, "Pass to <name>" between two human players' decisions */
bool handoff_pending(const game_ui *g, const settings *st);
void handoff_button(const table_words *w, const session *s, struct menu *m);
/* Over the dimmed table: the scene's buttons, which keep undo, rules,
 * settings and menu in reach beside the hand-over. */
void handoff_draw(const part_view *v, const game_ui *g, const struct menu *buttons);

#endif
