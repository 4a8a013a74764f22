/* The keyboard's focus ring over the table (table_focus.c). */
#ifndef VILLAGE_SCENES_GAME_TABLE_FOCUS_H
#define VILLAGE_SCENES_GAME_TABLE_FOCUS_H

#include "scenes/game/game_ui.h"

/* table_focus.c: the keyboard's focus over the table (issue 31). The spots
 * are the table model's (table/focus.h): the options while a person decides
 * ('deciding'), then the scene's buttons ('buttons', game.c's menu); the
 * ring is drawn over what it rests on, with the tooltip a hover shows. */
int focus_spots(const part_view *v, const game_ui *g, bool deciding, const struct menu *buttons,
                table_focus_spot out[], int max);
/* Once a frame: a new step puts the focus on its first option; a spot gone
 * (the options went with the turn) takes it to the first there is. */
void focus_follow(focus_state *f, const game_ui *g, bool deciding);
/* Tab, Shift+Tab or an arrow moves it and shows the ring (the first key only
 * shows it where it is); F6 and Shift+F6 (a controller's shoulders) move it
 * to the next area's first spot (table/focus.h); on the log, Enter opens it
 * tall or back. False for any other key. */
bool focus_key(focus_state *f, log_panel *log_view, const part_view *v, const game_ui *g,
               bool deciding, const struct menu *buttons, SDL_Keycode key, Uint16 mod);
void focus_hide(focus_state *f); /* the mouse moved */
/* Shift+H: the ring shown on an option of the step shown (the hint's). */
void focus_ring_option(focus_state *f, const game_ui *g, int option);
/* The spot the ring is on, when it shows: its kind and id (an option's
 * index found again from its step in the choice shown now, so the ring
 * and Enter name the same option; none when that step is gone). */
bool focus_ringed(const focus_state *f, const game_ui *g, int *kind, int *id);
void focus_draw(const part_view *v, const game_ui *g, bool deciding, const struct menu *buttons);
/* The table draws its own prompts (focus_prompts_draw), so the app's are
 * none (app/scene_table.h's prompts). */
int focus_prompts(app *a, int actions[], int max);
/* The height the prompts take at the foot of the log, 0 when none show
 * (after the mouse, or the log opened tall). */
void focus_prompts_draw(const part_view *v, const game_ui *g);

#endif
