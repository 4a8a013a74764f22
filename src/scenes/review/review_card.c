/* A mistake card's words stepped down to the card (review_card.h). */
#include "scenes/review/review_card.h"

float review_card_height(gfx *canvas, const review_card_words *w, int lines, float size)
{
    float h = size * 1.55f;
    for (int i = 0; i < lines; i++)
        h += gfx_wrapped_height(canvas, FONT_BODY, size, REVIEW_CARD_WIDTH, w->lines[i]) + 2;
    return h;
}

/* The largest size from the designed one down to the least at which the
 * first 'lines' lines stand within the card. */
static float size_for(gfx *canvas, const review_card_words *w, int lines)
{
    float size = REVIEW_CARD_TEXT;
    while (size > REVIEW_CARD_TEXT_LEAST &&
           review_card_height(canvas, w, lines, size) > REVIEW_CARD_ROOM)
        size -= 1;
    return size;
}

review_card_fit review_card_fit_words(gfx *canvas, const review_card_words *w)
{
    review_card_fit fit = {0, 0, 3, true};
    /* Whole words first: a long German move ("Generation 2 …") wraps, and the
     * card's words step down to the least legible size before any is cut. */
    fit.size = size_for(canvas, w, 3);
    if (review_card_height(canvas, w, 3, fit.size) > REVIEW_CARD_ROOM) {
        fit.lines = 2;
        fit.size = size_for(canvas, w, 2);
    }
    fit.whole = review_card_height(canvas, w, fit.lines, fit.size) <= REVIEW_CARD_ROOM;
    /* The heading is one line: a long name makes it smaller, never cut. */
    fit.head_size = fit.size;
    while (fit.head_size > REVIEW_CARD_TEXT_LEAST &&
           gfx_text_width(canvas, FONT_BOLD, fit.head_size, w->head) > REVIEW_CARD_WIDTH)
        fit.head_size -= 1;
    if (gfx_text_width(canvas, FONT_BOLD, fit.head_size, w->head) > REVIEW_CARD_WIDTH)
        fit.whole = false;
    return fit;
}
