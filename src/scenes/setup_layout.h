/* Where the new-game setup's words and buttons stand at the text and panel
 * size (setup.c draws and builds from it). Every word of the screen but its
 * title stands at one size, 22 grown by the text and panel size: the chairs'
 * labels, their buttons, the name fields, the column headings, the rows
 * below and Back and Play. A chair row too wide for that size in one line
 * wraps: its levels and style go to a second line under its kinds, named
 * in the labels' column, and the name field takes the room the levels
 * left. */
#ifndef VILLAGE_SCENES_SETUP_LAYOUT_H
#define VILLAGE_SCENES_SETUP_LAYOUT_H

#include <stdbool.h>

#include "scenes/common.h"

enum { SETUP_LEVELS = 4, SETUP_KINDS = 3, SETUP_CHAIRS = 4 };
/* The words of a chair's kinds (empty, human, computer) and levels, as
 * catalogue keys: the buttons show them, the layout measures them. */
extern const char *const SETUP_KIND_KEYS[SETUP_KINDS];
extern const char *const SETUP_LEVEL_KEYS[SETUP_LEVELS];

typedef struct setup_layout {
    float text;   /* the one size of the screen's words, logical pixels */
    bool wrapped; /* each chair's levels and style on a line of their own */
    float first_row, pitch;
    float button_h;           /* a chair's kinds, levels and name field */
    float level_dy;           /* the levels' top below their chair's (0: one line) */
    float style_dy, style_h;  /* the style button's top below its chair's, its height */
    float style_x, style_min; /* its left, its least width (the levels' span when under them) */
    float label_x, label_room;
    float kind_x[SETUP_KINDS], kind_w[SETUP_KINDS];
    float level_x[SETUP_LEVELS], level_w[SETUP_LEVELS];
    float name_x, name_w, colours_x;
    float heading_mid; /* the column headings' middle, above the first chair */
    /* The levels' column heading, when they stand in the first line; else
     * each computer's levels are named in the labels' column, under its
     * chair's label ("setup.level.row"). */
    bool level_heading;
    SDL_FRect fill;
    /* Where the warning may stand, the first its words fit at the screen's
     * size: right of Fill, or, taller, right of the rows below it. */
    SDL_FRect note[2];
    float row_label_x, row_label_room; /* "Starting player", "Seed" */
    SDL_FRect start_random, start_chair[SETUP_CHAIRS];
    SDL_FRect seed_random, seed_field;
    SDL_FRect back, play;
} setup_layout;

setup_layout setup_layout_for(app *a);
/* The top of chair i's row. */
float setup_chair_y(const setup_layout *l, int chair);

#endif
