/* The pen the rules pages draw with: catalogue texts on a line or wrapped,
 * numerals, arrows and framed areas. Every text drawn is recorded in the
 * pen's log, so a test can check every text against its box. */
#include <stdio.h>

#include "scenes/rules/rules_pen.h"

static void note(rules_pen *p, const char *key, const char *text, const SDL_FRect *box,
                 font_role role, float size, bool wrapped)
{
    rules_text_log *log = p->log;
    if (log->count == RULES_TEXT_LOG_MAX) {
        log->dropped++;
        return;
    }
    rules_text *t = &log->texts[log->count++];
    snprintf(t->key, sizeof t->key, "%s", key ? key : "");
    snprintf(t->text, sizeof t->text, "%s", text);
    t->box = *box;
    t->role = role;
    t->size = size;
    t->wrapped = wrapped;
}

static void one_line(rules_pen *p, const char *key, const char *text, const SDL_FRect *box,
                     font_role role, float size, SDL_Color c, text_align align)
{
    /* Enlarged with the text and panel size as far as the box holds it. */
    float designed = size;
    size = gfx_ui_fit(&p->a->gfx, role, size, box->w, text);
    while (size > designed && size * 1.35f > box->h)
        size = size - 1 > designed ? size - 1 : designed;
    note(p, key, text, box, role, size, false);
    float h = size * 1.35f;
    float x = align == ALIGN_LEFT     ? box->x
              : align == ALIGN_CENTER ? box->x + box->w / 2
                                      : box->x + box->w;
    gfx_text(&p->a->gfx, role, size, c, x, box->y + (box->h - h) / 2, align, text);
}

void rules_label(rules_pen *p, const char *key, const SDL_FRect *box, font_role role, float size,
                 SDL_Color c, text_align align)
{
    one_line(p, key, TR(&p->a->i18n, key), box, role, size, c, align);
}

void rules_sign(rules_pen *p, const char *sign, const SDL_FRect *box, float size, SDL_Color c)
{
    one_line(p, NULL, sign, box, FONT_BOLD, size, c, ALIGN_CENTER);
}

void rules_paragraph(rules_pen *p, const char *key, const SDL_FRect *box, float size, bool middle)
{
    const char *text = TR(&p->a->i18n, key);
    /* Enlarged with the text and panel size as far as the box's height holds it. */
    gfx *canvas = &p->a->gfx;
    for (float grown = gfx_ui(canvas, size); grown > size;
         grown = grown - 1 > size ? grown - 1 : size)
        if (gfx_wrapped_height(canvas, FONT_BODY, grown, box->w, text) <= box->h) {
            size = grown;
            break;
        }
    note(p, key, text, box, FONT_BODY, size, true);
    float y = box->y;
    if (middle)
        y += (box->h - gfx_wrapped_height(&p->a->gfx, FONT_BODY, size, box->w, text)) / 2;
    gfx_text_wrapped(&p->a->gfx, FONT_BODY, size, COLOUR_INK, box->x, y, box->w, text);
}

void rules_arrow(rules_pen *p, float x1, float y1, float x2, float y2)
{
    gfx *canvas = &p->a->gfx;
    bool across = y1 == y2;
    float head = 12;
    SDL_FRect shaft = across ? (SDL_FRect){SDL_min(x1, x2), y1 - 2, SDL_fabsf(x2 - x1) - head, 4}
                             : (SDL_FRect){x1 - 2, SDL_min(y1, y2), 4, SDL_fabsf(y2 - y1) - head};
    if (across && x2 < x1)
        shaft.x += head;
    if (!across && y2 < y1)
        shaft.y += head;
    gfx_fill(canvas, &shaft, COLOUR_WOOD_DARK);
    double degrees = across ? (x2 > x1 ? 0 : 180) : (y2 > y1 ? 90 : 270);
    gfx_draw_rotated(canvas, "ui.arrow", across ? x2 - (x2 > x1 ? head : -head) : x1,
                     across ? y1 : y2 - (y2 > y1 ? head : -head), 1.0f, degrees, 255);
}

void rules_box(rules_pen *p, const SDL_FRect *r, SDL_Color fill)
{
    gfx_fill(&p->a->gfx, r, fill);
    gfx_outline(&p->a->gfx, r, COLOUR_INK_SOFT, 1.5f);
}
