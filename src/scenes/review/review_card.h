/* How a mistake's card in the review's panel sets its words: a heading on
 * one line, then the move played, the better move and why, each wrapped to
 * the card's width, all at one size stepped down until they stand within
 * the card. Where even the least size cannot hold all three (two long moves
 * and a long reason: six lines), the card leaves out the reason, which the
 * panel shows whole above when the card is clicked, rather than cut a word.
 * Apart from the panel so that test_text_fit can walk every kind of card in
 * every language without a game or a window. */
#ifndef VILLAGE_SCENES_REVIEW_CARD_H
#define VILLAGE_SCENES_REVIEW_CARD_H

#include <stdbool.h>

#include "render/gfx.h"

/* The card's words: their width, the height they may take (the card's 156
 * less its margins), the designed size and the least legible one at
 * 1280x720. */
#define REVIEW_CARD_WIDTH 488.0f
#define REVIEW_CARD_ROOM  142.0f
enum { REVIEW_CARD_TEXT = 18, REVIEW_CARD_TEXT_LEAST = 15 };

typedef struct review_card_words {
    const char *head;     /* "1 · move 12 · round 3 · Ana −7%": bold, one line */
    const char *lines[3]; /* played, better, why: wrapped */
} review_card_words;

typedef struct review_card_fit {
    float size;      /* the lines' size, logical pixels */
    float head_size; /* the heading's: the lines' or less, so it stays on one line */
    int lines;       /* the lines shown: 3, or 2 without the reason */
    bool whole;      /* false: even so a word would be cut or a line run under the card */
} review_card_fit;

/* How high the heading and the first 'lines' wrapped lines stand at 'size'. */
float review_card_height(gfx *canvas, const review_card_words *w, int lines, float size);
review_card_fit review_card_fit_words(gfx *canvas, const review_card_words *w);

#endif
