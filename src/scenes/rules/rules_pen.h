/* The pen the rules pages draw with (rules_pen.c): the lowest of the rules
 * scene's drawing files, used by the diagrams, the page layout and the
 * scene. Every text drawn goes into the pen's log. */
#ifndef VILLAGE_SCENES_RULES_PEN_H
#define VILLAGE_SCENES_RULES_PEN_H

#include "app/app.h"
#include "scenes/rules/rules_book.h"

typedef struct rules_pen {
    app *a;
    rules_text_log *log;
} rules_pen;

/* A catalogue text on one line inside box (vertically centred). */
void rules_label(rules_pen *p, const char *key, const SDL_FRect *box, font_role role, float size,
                 SDL_Color c, text_align align);
/* Literal numerals and signs on one line inside box. */
void rules_sign(rules_pen *p, const char *sign, const SDL_FRect *box, float size, SDL_Color c);
/* A catalogue text wrapped to box.w, from box.y (centred when 'middle'). */
void rules_paragraph(rules_pen *p, const char *key, const SDL_FRect *box, float size, bool middle);
/* An arrow from (x1,y1) to (x2,y2), horizontal or vertical. */
void rules_arrow(rules_pen *p, float x1, float y1, float x2, float y2);
/* A framed area: parchment with an ink outline. */
void rules_box(rules_pen *p, const SDL_FRect *r, SDL_Color fill);

#endif
