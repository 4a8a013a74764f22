/* Hover help boxes: a title and a wrapped body on the tooltip 9-slice, kept
 * inside the canvas, grown with the text and panel size. */
#include "ui/widgets.h"

typedef struct tip_metrics {
    float wrap, pad, title_size, body_size;
} tip_metrics;

static tip_metrics metrics(const gfx *canvas)
{
    return (tip_metrics){gfx_ui(canvas, 400), gfx_ui(canvas, 18), gfx_ui(canvas, 20),
                         gfx_ui(canvas, 18)};
}

void tooltip_size(gfx *canvas, const char *title, const char *body, float *w_out, float *h_out)
{
    tip_metrics m = metrics(canvas);
    const float wrap = m.wrap, pad = m.pad;
    float title_h =
        title && *title ? gfx_wrapped_height(canvas, FONT_BOLD, m.title_size, wrap, title) + 2 : 0;
    float body_h =
        body && *body ? gfx_wrapped_height(canvas, FONT_BODY, m.body_size, wrap, body) : 0;
    float w = wrap + 2 * pad;
    if (!body_h && title_h) {
        float title_w = gfx_text_width(canvas, FONT_BOLD, m.title_size, title);
        w = (title_w < wrap ? title_w : wrap) + 2 * pad;
    }
    *w_out = w;
    *h_out = title_h + body_h + 2 * pad;
}

void tooltip_draw(gfx *canvas, float x, float y, const char *title, const char *body)
{
    tip_metrics m = metrics(canvas);
    const float wrap = m.wrap, pad = m.pad;
    /* A long title (an option's label) wraps like the body rather than running out of the box. */
    float title_h =
        title && *title ? gfx_wrapped_height(canvas, FONT_BOLD, m.title_size, wrap, title) + 2 : 0;
    float body_h =
        body && *body ? gfx_wrapped_height(canvas, FONT_BODY, m.body_size, wrap, body) : 0;
    float w = wrap + 2 * pad;
    if (!body_h && title_h) {
        float title_w = gfx_text_width(canvas, FONT_BOLD, m.title_size, title);
        w = (title_w < wrap ? title_w : wrap) + 2 * pad;
    }
    float h = title_h + body_h + 2 * pad;
    float bx = x + 18, by = y + 22;
    if (bx + w > gfx_canvas_w(canvas) - 4)
        bx = x - w - 12;
    if (by + h > gfx_canvas_h(canvas) - 4)
        by = gfx_canvas_h(canvas) - 4 - h;
    if (bx < 4)
        bx = 4;
    if (by < 4)
        by = 4;
    SDL_FRect box = {bx, by, w, h};
    gfx_nine_slice(canvas, "ui.tooltip", &box, 16);
    if (title_h)
        gfx_text_wrapped(canvas, FONT_BOLD, m.title_size, COLOUR_INK, bx + pad, by + pad - 4, wrap,
                         title);
    if (body_h)
        gfx_text_wrapped(canvas, FONT_BODY, m.body_size, COLOUR_INK, bx + pad, by + pad + title_h,
                         wrap, body);
}
