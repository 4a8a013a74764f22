/* Buttons and lists of them: adding, hit-testing and drawing (widgets.h). */
#include "ui/widgets.h"

#include <stdio.h>
#include <string.h>

menu_item *menu_add(menu *m, float x, float y, float w, float h, const char *label, int id)
{
    if (m->count == MENU_MAX_ITEMS)
        return &m->items[MENU_MAX_ITEMS - 1];
    menu_item *it = &m->items[m->count++];
    memset(it, 0, sizeof *it);
    it->rect = (SDL_FRect){x, y, w, h};
    snprintf(it->label, sizeof it->label, "%s", label);
    it->enabled = true;
    it->id = id;
    return it;
}

int menu_hit(const menu *m, float x, float y)
{
    for (int i = m->count - 1; i >= 0; i--)
        if (gfx_contains(&m->items[i].rect, x, y))
            return i;
    return -1;
}

float text_field_size(const gfx *canvas, const menu_item *it)
{
    /* A screen that sets its words' size gets it here too, as far as a
     * button's words may take of the height: the setup's name fields stood
     * a step smaller than the buttons beside them. */
    if (it->text_size > 0) {
        float most = it->rect.h * BUTTON_TEXT_TALLEST;
        return it->text_size < most ? it->text_size : most;
    }
    const float designed = 20;
    float size = gfx_ui(canvas, designed), tallest = it->rect.h * 0.6f;
    return size > tallest ? (tallest > designed ? tallest : designed) : size;
}

float widget_words_mid(float top, float h, bool field)
{
    return field ? top + h / 2 : top + (h - 4) / 2;
}

void widget_line(gfx *canvas, font_role role, float size, SDL_Color c, float x, float mid_y,
                 const char *words)
{
    gfx_text(canvas, role, size, c, x, mid_y - size * WORDS_HALF_LINE, ALIGN_LEFT, words);
}

static void text_field(gfx *canvas, const menu_item *it, bool hover)
{
    SDL_Color fill = it->selected ? COLOUR_PARCHMENT_LIGHT : COLOUR_PARCHMENT;
    gfx_fill(canvas, &it->rect, fill);
    gfx_outline(canvas, &it->rect,
                it->selected ? COLOUR_GOLD
                : hover      ? COLOUR_INK_SOFT
                             : COLOUR_INK,
                it->selected ? 3 : 1.5f);
    /* The typed words grow with the text and panel size as the labels beside
     * the field do, as far as its height lets them. */
    float size = text_field_size(canvas, it);
    float w = gfx_text_width(canvas, FONT_BODY, size, it->label);
    float y = widget_words_mid(it->rect.y, it->rect.h, true) - size * WORDS_HALF_LINE;
    gfx_text(canvas, FONT_BODY, size, COLOUR_INK, it->rect.x + 10, y, ALIGN_LEFT, it->label);
    if (it->selected) {
        SDL_FRect caret = {it->rect.x + 12 + w, y + size * 0.15f, 2, size * 1.2f};
        gfx_fill(canvas, &caret, COLOUR_INK);
    }
}

float widget_button_text(gfx *canvas, const menu_item *it, float *text_w)
{
    float designed = it->rect.h >= 50 ? 24 : it->rect.h >= 38 ? 19 : 16;
    float icon_w = it->icon ? 30 : 0, room = it->rect.w - BUTTON_MARGIN - icon_w;
    /* Enlarged with the text and panel size as far as the button's height and
     * width let it; never smaller than the designed size would be drawn. A
     * screen that keeps all its words at one size gets that size up to a
     * little more of the height: the settings' buttons once stood a step
     * smaller than their rows' labels at 150 %, held at 0.62 of their rows. */
    float size = gfx_ui(canvas, designed), tallest = it->rect.h * 0.62f;
    if (size > tallest)
        size = tallest > designed ? tallest : designed;
    if (it->text_size > 0) {
        float most = it->rect.h * BUTTON_TEXT_TALLEST;
        size = it->text_size < most ? it->text_size : most;
    }
    *text_w = gfx_text_width(canvas, FONT_BOLD, size, it->label);
    while (size > designed && *text_w > room) {
        size = size - 1 > designed ? size - 1 : designed;
        *text_w = gfx_text_width(canvas, FONT_BOLD, size, it->label);
    }
    while (size > 12 && *text_w > room) {
        size -= 1;
        *text_w = gfx_text_width(canvas, FONT_BOLD, size, it->label);
    }
    return size;
}

float widget_button_w(gfx *canvas, float text, const char *words, float least)
{
    /* BUTTON_MARGIN clear, and a little more for rounding */
    float w = gfx_text_width(canvas, FONT_BOLD, text, words) + BUTTON_MARGIN + 4;
    return w > least ? w : least;
}

void widget_button(gfx *canvas, const menu_item *it, bool hover, bool pressed)
{
    if (it->note)
        return; /* its screen's words, drawn by the screen */
    if (it->field) {
        text_field(canvas, it, hover);
        return;
    }
    /* A chosen option looks pressed in, with a gold ring: unlike hovering. */
    const char *state = !it->enabled              ? "ui.button.disabled"
                        : pressed || it->selected ? "ui.button.pressed"
                        : hover                   ? "ui.button.hover"
                                                  : "ui.button.normal";
    gfx_three_slice(canvas, state, &it->rect, 14);
    if (it->selected) {
        SDL_FRect ring = {it->rect.x - 3, it->rect.y - 3, it->rect.w + 6, it->rect.h + 4};
        gfx_outline(canvas, &ring, COLOUR_GOLD, 4);
    }
    SDL_Color c = it->enabled ? COLOUR_INK : COLOUR_DISABLED;
    float text_w, icon_w = it->icon ? 30 : 0;
    float size = widget_button_text(canvas, it, &text_w);
    float x = it->rect.x + (it->rect.w - text_w - icon_w) / 2;
    float y = widget_words_mid(it->rect.y, it->rect.h, false);
    if (it->icon)
        gfx_draw_centered(canvas, it->icon, x + 12, y, 0.8f);
    widget_line(canvas, FONT_BOLD, size, c, x + icon_w, y, it->label);
}

void menu_draw(gfx *canvas, const menu *m, int hover, int pressed)
{
    for (int i = 0; i < m->count; i++)
        widget_button(canvas, &m->items[i], i == hover && m->items[i].enabled,
                      i == pressed && i == hover && m->items[i].enabled);
}

void widget_heading(gfx *canvas, const char *text, float cx, float y, float size)
{
    gfx_text(canvas, FONT_TITLE, size, COLOUR_INK, cx, y, ALIGN_CENTER, text);
    gfx_draw_centered(canvas, "ui.divider", cx, y + size * 1.35f, 2.0f);
}
