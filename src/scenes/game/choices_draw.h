/* The choices panel drawn (choices_draw.c). */
#ifndef VILLAGE_SCENES_GAME_CHOICES_DRAW_H
#define VILLAGE_SCENES_GAME_CHOICES_DRAW_H

#include "scenes/game/game_ui.h"

void choices_draw(const part_view *v, const game_ui *g);
/* The prompt above the choices ("Ana: take a cube…", args: name, count,
 * market starter) as it fits 'width': the text, its name shortened if need
 * be, in 'out', and the font size it is drawn at (returned). */
float choices_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                         float width, char *out, size_t size);

#endif
