/* Buttons drawn with the art's button sprites, and lists of them. */
#ifndef VILLAGE_UI_WIDGETS_H
#define VILLAGE_UI_WIDGETS_H

#include <stdbool.h>

#include "render/gfx.h"

enum { MENU_MAX_ITEMS = 64, BUTTON_MARGIN = 20 /* logical pixels left of and right of a label */ };
/* A line of words stands this much of its size above the middle it is
 * centred on (its top: mid - WORDS_HALF_LINE * size). */
#define WORDS_HALF_LINE 0.7f
/* The most of a button's height its words take when a screen sets their size. */
#define BUTTON_TEXT_TALLEST 0.7f

typedef struct menu_item {
    SDL_FRect rect;
    char label[128];
    char tip[512]; /* shown on hover, may be empty (a paragraph that left its page) */
    bool enabled;
    bool selected;
    bool field;       /* a text field rather than a button */
    bool toggle;      /* selected means on, and pressing it again turns it off */
    const char *icon; /* sprite drawn left of the label, or NULL */
    int id;
    char group[64]; /* what a voice says before the label: its row ("Chair 2", "Speech") */
    /* The size its words are drawn at (logical pixels; smaller for a long
     * label, and at most BUTTON_TEXT_TALLEST of its height), so a screen can
     * keep all its words at one size; 0: as the text and panel size gives. */
    float text_size;
    /* Not a button: the lines of a screen's note, cut to their room, and
     * these its whole words (note_tip.h). Its screen draws the lines; the
     * keys ring it, its tooltip and the voice give the whole, and nothing
     * presses it. NULL for every button and field. */
    const char *note;
} menu_item;

typedef struct menu {
    menu_item items[MENU_MAX_ITEMS];
    int count;
} menu;

menu_item *menu_add(menu *m, float x, float y, float w, float h, const char *label, int id);
int menu_hit(const menu *m, float x, float y); /* index, or -1 */
void menu_draw(gfx *canvas, const menu *m, int hover, int pressed);
void widget_button(gfx *canvas, const menu_item *item, bool hover, bool pressed);
/* The size a button's label is drawn at (smaller for a long label) and its width;
 * it fits when width + icon <= rect.w - BUTTON_MARGIN. */
float widget_button_text(gfx *canvas, const menu_item *item, float *text_w);
/* How wide a button must be for its words to stand whole at 'text' (a
 * screen's one size of words), at least 'least'. */
float widget_button_w(gfx *canvas, float text, const char *words, float least);
/* The middle of the line an item's words stand on: a field's middle, a
 * button's a little above its own (the sprite's shadow is at its foot).
 * A label beside it drawn by widget_line at this middle stands on the
 * same baseline as the item's words. */
float widget_words_mid(float top, float h, bool field);
/* One line of words at 'size' exactly, its middle at mid_y, placed as an
 * item's words are (WORDS_HALF_LINE of its size above mid_y). */
void widget_line(gfx *canvas, font_role role, float size, SDL_Color c, float x, float mid_y,
                 const char *words);
/* The size a text field's words are drawn at: 20 enlarged by the text and
 * panel size, as far as the field's height allows; its text_size, when set,
 * as a button's. */
float text_field_size(const gfx *canvas, const menu_item *item);
/* The keyboard's focus ring around a box (focus_ring.c). */
void widget_focus_ring(gfx *canvas, const SDL_FRect *around);
/* A heading in the title font with a divider under it. */
void widget_heading(gfx *canvas, const char *text, float cx, float y, float size);
void tooltip_draw(gfx *canvas, float x, float y, const char *title, const char *body);
/* The box tooltip_draw would draw for this text. */
void tooltip_size(gfx *canvas, const char *title, const char *body, float *w, float *h);

#endif
