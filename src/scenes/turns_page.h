/* The page each Games by turns screen (turns.h) stands on: every word at
 * the online screens' one size (online_text, 22 grown by the text and
 * panel size), a column of words as wide as the screen's width at 100 %
 * grown with them, so that a paragraph takes about as many lines at 150 %
 * as at 100 % (as far as the canvas lets it), the panel around the column,
 * and the row of buttons at its foot. */
#ifndef VILLAGE_SCENES_TURNS_PAGE_H
#define VILLAGE_SCENES_TURNS_PAGE_H

#include "scenes/common.h"

typedef struct turns_page {
    float text;      /* the one size of the screen's words */
    float x, w;      /* the column: its left edge and width */
    SDL_FRect panel; /* around the column */
    float buttons_y; /* Back and the screen's own buttons at the foot */
    float button_h;  /* a button as tall as its words need */
} turns_page;

enum { TURNS_HEADING_Y = 80, TURNS_TEXT_Y = 170 };

/* The page of a screen whose column is 'designed_w' wide at 100 %. */
turns_page turns_page_of(app *a, float designed_w);
/* A paragraph's height at the page's size and width. */
float turns_page_lines_h(app *a, const turns_page *p, const char *words);
/* The panel, the heading and a paragraph below it; where the paragraph ends. */
float turns_page_draw(app *a, const turns_page *p, const char *title, const char *text);
/* A button at the foot: from the column's left edge (right false) or
 * ending at its right edge, as wide as its words need with room beside
 * them, at least 300. */
menu_item *turns_page_button(app *a, menu *m, const turns_page *p, bool right, const char *words,
                             int id);

#endif
