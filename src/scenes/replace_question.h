/* Before a new game replaces an unfinished one: the question over the setup
 * screen (keep it among the kept games / discard it / cancel). */
#ifndef VILLAGE_SCENES_REPLACE_QUESTION_H
#define VILLAGE_SCENES_REPLACE_QUESTION_H

#include <stdbool.h>

#include "app/app.h"
#include "ui/widgets.h"

enum { REPLACE_KEEP = 900, REPLACE_DISCARD, REPLACE_CANCEL };

/* Whether starting a new game now would replace the player's own game
 * while it is unfinished (in memory, or in the autosave on disk). */
bool replace_question_needed(app *a);
/* The question's three answers (REPLACE_*), the only buttons while asked. */
void replace_question_menu(app *a, menu *m);
void replace_question_draw(app *a);

#endif
