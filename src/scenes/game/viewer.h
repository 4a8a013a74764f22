/* Who sits at the table (viewer.c). */
#ifndef VILLAGE_SCENES_GAME_VIEWER_H
#define VILLAGE_SCENES_GAME_VIEWER_H

#include "scenes/game/game_ui.h"

/* viewer.c: a person at this computer plays this seat (a human seat; in a
 * network game only this computer's own), how many seats they play, and
 * whether the seat to act is theirs and not answered yet */
bool viewer_here(const game_ui *g, int seat);
int viewer_people(const game_ui *g);
bool viewer_to_decide(const game_ui *g);
/* viewer.c: the human whose secrets may be shown (the only human, or the
 * one to act while looking at their own customers), or -1 */
int viewer_seat(const game_ui *g);
/* Whose decisions Undo may take back (session_undo's holder): anyone's with
 * one person at the table; at a hot seat only those of the person holding
 * it, nobody's while a table left for the title waits to be claimed. */
int viewer_undo_holder(const game_ui *g);

#endif
