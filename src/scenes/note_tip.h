/* The whole of a screen's note (what went wrong) when its room holds only
 * its first lines (words_cut.h): in a tooltip while the pointer is over the
 * lines shown. */
#ifndef VILLAGE_SCENES_NOTE_TIP_H
#define VILLAGE_SCENES_NOTE_TIP_H

#include "scenes/common.h"

/* 'shown' (drawn at x, y, wrapped at 'wrap' in the body font at 'size')
 * is 'whole' cut: under the pointer, the whole in a tooltip. Called after
 * the screen's buttons, so that it stands over them. */
void note_tip_draw(app *a, const char *whole, const char *shown, float size, float x, float y,
                   float wrap);

#endif
