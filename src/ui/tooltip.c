/* Hover help boxes: a title and a wrapped body on the tooltip 9-slice, kept
 * inside the canvas. */
#include "ui/widgets.h"

void tooltip_size(gfx *g, const char *title, const char *body, float *w_out, float *h_out)
{
    const float wrap = 400, pad = 18;
    float title_h = title && *title ? gfx_wrapped_height(g, FONT_BOLD, 20, wrap, title) + 2 : 0;
    float body_h = body && *body ? gfx_wrapped_height(g, FONT_BODY, 18, wrap, body) : 0;
    float w = wrap + 2 * pad;
    if (!body_h && title_h) {
        float title_w = gfx_text_width(g, FONT_BOLD, 20, title);
        w = (title_w < wrap ? title_w : wrap) + 2 * pad;
    }
    *w_out = w;
    *h_out = title_h + body_h + 2 * pad;
}

void tooltip_draw(gfx *g, float x, float y, const char *title, const char *body)
{
    const float wrap = 400, pad = 18;
    /* A long title (an option's label) wraps like the body rather than running out of the box. */
    float title_h = title && *title ? gfx_wrapped_height(g, FONT_BOLD, 20, wrap, title) + 2 : 0;
    float body_h = body && *body ? gfx_wrapped_height(g, FONT_BODY, 18, wrap, body) : 0;
    float w = wrap + 2 * pad;
    if (!body_h && title_h) {
        float title_w = gfx_text_width(g, FONT_BOLD, 20, title);
        w = (title_w < wrap ? title_w : wrap) + 2 * pad;
    }
    float h = title_h + body_h + 2 * pad;
    float bx = x + 18, by = y + 22;
    if (bx + w > CANVAS_W - 4)
        bx = x - w - 12;
    if (by + h > CANVAS_H - 4)
        by = CANVAS_H - 4 - h;
    if (bx < 4)
        bx = 4;
    SDL_FRect box = {bx, by, w, h};
    gfx_nine_slice(g, "ui.tooltip", &box, 16);
    if (title_h)
        gfx_text_wrapped(g, FONT_BOLD, 20, COLOUR_INK, bx + pad, by + pad - 4, wrap, title);
    if (body_h)
        gfx_text_wrapped(g, FONT_BODY, 18, COLOUR_INK, bx + pad, by + pad + title_h, wrap, body);
}
