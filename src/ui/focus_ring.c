/* The keyboard's focus ring: a broad light band between two dark lines, so
 * it reads on the parchment, the wood and the board's art alike, and looks
 * like neither the gold rings that mark what may be chosen nor the single
 * dark line of "since your last turn". Scaled with the text and panel size,
 * as the rest of the interface is. */
#include "ui/widgets.h"

static SDL_FRect grown(const SDL_FRect *r, float by)
{
    return (SDL_FRect){r->x - by, r->y - by, r->w + 2 * by, r->h + 2 * by};
}

void widget_focus_ring(gfx *canvas, const SDL_FRect *around)
{
    float line = gfx_ui(canvas, 2), band = gfx_ui(canvas, 4), room = gfx_ui(canvas, 2);
    /* Each outline is drawn inside its box: inner dark line, band, outer dark line. */
    SDL_FRect dark_in = grown(around, room + line);
    SDL_FRect light = grown(&dark_in, band);
    SDL_FRect dark_out = grown(&light, line);
    gfx_outline(canvas, &dark_out, COLOUR_INK, line);
    gfx_outline(canvas, &light, (SDL_Color){0xff, 0xfb, 0xee, 0xff}, band);
    gfx_outline(canvas, &dark_in, COLOUR_INK, line);
}
