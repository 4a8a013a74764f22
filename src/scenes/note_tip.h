/* The whole of a screen's note (what went wrong) when its room holds only
 * its first lines (words_cut.h): its lines join the screen's buttons as a
 * note (menu_item.note), so that the pointer over them and the keyboard's
 * ring on them show the whole in a tooltip, and the voice says the whole. */
#ifndef VILLAGE_SCENES_NOTE_TIP_H
#define VILLAGE_SCENES_NOTE_TIP_H

#include "scenes/common.h"

/* A note's id among the buttons: never pressed, so never a scene's. */
enum { NOTE_TIP_ID = -2 };

/* When 'shown' (drawn at x, y, wrapped at 'wrap' in the body font at
 * 'size') is 'whole' cut, adds its lines to m as a note whose words are
 * a copy of 'whole' kept in the shared menu state (a screen's note may be
 * words it makes as it draws). A screen adds it after what stands above
 * it and before its own Back and "go on", so that Tab reaches it where
 * the eye does. */
void note_tip_add(app *a, menu *m, const char *whole, const char *shown, float size, float x,
                  float y, float wrap);

#endif
