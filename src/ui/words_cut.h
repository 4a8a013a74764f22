/* Words that must keep to a room (an error note above a screen's buttons):
 * whole when they fit, else their first lines ending in "…". */
#ifndef VILLAGE_UI_WORDS_CUT_H
#define VILLAGE_UI_WORDS_CUT_H

#include <stdbool.h>
#include <stddef.h>

#include "render/gfx.h"

/* 'words' as they fit 'room' tall when wrapped at 'wrap' and drawn at
 * 'size' in 'role': whole, or cut at a space and ended with "…"; empty when
 * not even one line fits. True when cut. */
bool words_cut_to_room(gfx *canvas, font_role role, float size, float wrap, const char *words,
                       float room, char *out, size_t out_size);

#endif
