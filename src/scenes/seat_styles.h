/* Which style each computer plays at a table being set up for a game this
 * computer does not deal (a network game's host screen, a new game by
 * turns): the player's choice, else a deal that makes computers of one
 * level differ, as at a table on one screen (docs/ai.md, "Styles"). The
 * deal's seed comes from the system's random source when the seats are
 * first set, never from the game's seed, so the styles can be shown before
 * the game exists and what is shown is what is played. No SDL. */
#ifndef VILLAGE_SCENES_SEAT_STYLES_H
#define VILLAGE_SCENES_SEAT_STYLES_H

#include <stdbool.h>
#include <stdint.h>

#include "village/village.h"

typedef struct seat_styles {
    uint64_t seed;
    bool chosen[VILLAGE_MAX_PLAYERS]; /* the player chose this computer's style */
    int style[VILLAGE_MAX_PLAYERS];   /* village_ai_style, when chosen */
} seat_styles;

/* A new deal, nothing chosen. */
void seat_styles_start(seat_styles *s);
/* styles[c] for each chair: the style of a computer of level levels[c],
 * -1 for a chair whose levels[c] is -1 (a person's, an empty one). */
void seat_styles_of(const seat_styles *s, const int levels[VILLAGE_MAX_PLAYERS],
                    int styles[VILLAGE_MAX_PLAYERS]);
/* The player asks chair c's computer for the next style: chosen from now on. */
void seat_styles_next(seat_styles *s, const int levels[VILLAGE_MAX_PLAYERS], int c);

#endif
