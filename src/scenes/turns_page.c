/* The Games by turns screens' page (turns_page.h). */
#include "scenes/turns_page.h"

#include "scenes/online_form.h"

/* The widest the column may be: the panel's margins stay on the canvas. */
enum { PANEL_MARGIN = 90, COLUMN_MOST = 1640, PAGE_TOP = 40, PAGE_H = 1000, BUTTONS_Y = 950 };

turns_page turns_page_of(app *a, float designed_w)
{
    turns_page p;
    p.text = online_text(a);
    p.w = designed_w * p.text / ONLINE_TEXT;
    p.w = p.w < designed_w ? designed_w : p.w > COLUMN_MOST ? COLUMN_MOST : p.w;
    p.x = 960 - p.w / 2;
    p.panel = (SDL_FRect){p.x - PANEL_MARGIN, PAGE_TOP, p.w + 2 * PANEL_MARGIN, PAGE_H};
    p.buttons_y = BUTTONS_Y;
    p.button_h = online_button_h(p.text, 60);
    return p;
}

float turns_page_lines_h(app *a, const turns_page *p, const char *words)
{
    return words[0] ? gfx_wrapped_height(&a->gfx, FONT_BODY, p->text, p->w, words) : 0;
}

float turns_page_draw(app *a, const turns_page *p, const char *title, const char *text)
{
    scene_backdrop(a, &p->panel);
    widget_heading(&a->gfx, title, 960, TURNS_HEADING_Y, 56);
    gfx_text_wrapped(&a->gfx, FONT_BODY, p->text, COLOUR_INK, p->x, TURNS_TEXT_Y, p->w, text);
    return TURNS_TEXT_Y + turns_page_lines_h(a, p, text);
}

menu_item *turns_page_button(app *a, menu *m, const turns_page *p, bool right, const char *words,
                             int id)
{
    /* room beside the words, as a new game's seat buttons have */
    float w = widget_button_w(&a->gfx, p->text, words, 0) + 24;
    w = w > 300 ? w : 300;
    menu_item *it =
        menu_add(m, right ? p->x + p->w - w : p->x, p->buttons_y, w, p->button_h, words, id);
    it->text_size = p->text;
    return it;
}
