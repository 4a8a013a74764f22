/* A cut note's whole words under the pointer (note_tip.h). */
#include "scenes/note_tip.h"

#include <string.h>

void note_tip_draw(app *a, const char *whole, const char *shown, float size, float x, float y,
                   float wrap)
{
    if (!shown[0] && !whole[0])
        return;
    if (strcmp(whole, shown) == 0)
        return;
    /* Its last line may be short; the box of all its lines is the target. */
    float h = shown[0] ? gfx_wrapped_height(&a->gfx, FONT_BODY, size, wrap, shown) : size * 1.4f;
    SDL_FRect lines = {x, y, wrap, h};
    if (gfx_contains(&lines, a->mouse_x, a->mouse_y))
        tooltip_draw(&a->gfx, a->mouse_x, a->mouse_y, NULL, whole);
}
