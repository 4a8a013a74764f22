/* The glyphs of the device in use (issue 31): a keyboard key on a key cap, or
 * a game controller's button as that family of controllers prints it (Xbox's
 * coloured A B X Y, PlayStation's cross, circle, square and triangle, the
 * Nintendo Switch Pro's and the Steam Deck's letters, each family's shoulder,
 * trigger, Start and Back buttons). Drawn by code at run time, letters in the
 * game's font: no picture holds a word. */
#ifndef VILLAGE_UI_GLYPHS_H
#define VILLAGE_UI_GLYPHS_H

#include "catalogue/i18n.h"
#include "render/gfx.h"

typedef enum glyph_family {
    GLYPHS_KEYBOARD,
    GLYPHS_XBOX, /* also any controller SDL does not name: its layout is Xbox's */
    GLYPHS_PLAYSTATION,
    GLYPHS_SWITCH,
    GLYPHS_STEAM_DECK,
    GLYPH_FAMILIES
} glyph_family;

/* A controller's control by SDL's name for it (SDL_GameControllerButton's
 * order, then the triggers and the whole D-pad). SDL reports a Nintendo
 * controller's buttons by their labels, so PAD_A is the button printed "A". */
typedef enum glyph_pad {
    PAD_A,
    PAD_B,
    PAD_X,
    PAD_Y,
    PAD_BACK,
    PAD_GUIDE,
    PAD_START,
    PAD_LEFT_STICK,
    PAD_RIGHT_STICK,
    PAD_LEFT_SHOULDER,
    PAD_RIGHT_SHOULDER,
    PAD_LEFT_TRIGGER,
    PAD_RIGHT_TRIGGER,
    PAD_DPAD, /* the four directions: a cross */
    PAD_CONTROLS
} glyph_pad;

/* What one glyph shows: a key's name on a cap (keyboard; "" draws the four
 * arrow keys), or a controller's control in its family's look. */
typedef struct glyph {
    glyph_family family;
    glyph_pad pad;   /* a controller's */
    const char *key; /* the keyboard's: the key's name as printed */
} glyph;

/* The glyph in words, for a sentence that names it ("Rules: Market (View)"):
 * the key's name, or the button as its family prints or calls it ("Y",
 * "Triangle", "R1", "+"); the family's own words from the catalogue. */
const char *glyph_words(const glyph *g, const i18n *words);
/* How wide a glyph is drawn 'height' canvas units tall. */
float glyph_width(gfx *canvas, const glyph *g, float height);
/* Draws it with its left edge at x, its middle at mid_y. */
void glyph_draw(gfx *canvas, const glyph *g, float x, float mid_y, float height);

/* A row of prompts: each a glyph and what it does. */
typedef struct prompt {
    glyph glyph;
    const char *label;
} prompt;

enum { PROMPTS_MAX = 16 };
/* Drawn at the interface's text size on a dark band whose right end is at
 * 'right' and bottom at 'bottom', in as many rows as keep it within max_w. */
void prompts_draw(gfx *canvas, const prompt p[], int count, float right, float bottom, float max_w);
/* Where prompts_draw puts the band, without drawing it. */
SDL_FRect prompts_band(gfx *canvas, const prompt p[], int count, float right, float bottom,
                       float max_w);
/* How many of the prompts, the first ones, one row holds within max_w (the
 * band's padding included); and that one row's band height. */
int prompts_in_one_row(gfx *canvas, const prompt p[], int count, float max_w);
float prompts_row_height(gfx *canvas);

#endif
