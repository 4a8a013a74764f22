/* The keyboard's focus over the game table (issue 31): which of a
 * decision's options the focus visits and in which order, where a new step
 * puts it, and where Tab or an arrow key moves it among the spots the scene
 * draws. The focus order is the model's; the scene only says where each
 * spot is drawn (a box in canvas units) and draws the ring. No SDL. */
#ifndef VILLAGE_TABLE_FOCUS_H
#define VILLAGE_TABLE_FOCUS_H

#include <stdbool.h>
#include <stdint.h>

#include "table/table.h"

/* What a spot is: one of the chooser's options, one of the scene's own
 * buttons (undo, hint, a question's answers, …) by its id, or the log. */
typedef enum table_focus_kind {
    TABLE_FOCUS_OPTION,
    TABLE_FOCUS_BUTTON,
    TABLE_FOCUS_LOG
} table_focus_kind;

/* The table's areas a controller's shoulder buttons (and F6) move between,
 * in their order: the board, the farmyards, the log, the choices (the
 * options' buttons and the table's buttons). */
typedef enum table_focus_area {
    TABLE_AREA_BOARD,
    TABLE_AREA_FARMS,
    TABLE_AREA_LOG,
    TABLE_AREA_CHOICES,
    TABLE_AREAS
} table_focus_area;

typedef enum table_focus_dir {
    TABLE_FOCUS_LEFT,
    TABLE_FOCUS_RIGHT,
    TABLE_FOCUS_UP,
    TABLE_FOCUS_DOWN
} table_focus_dir;

/* Where a spot is drawn, in the scene's canvas units. */
typedef struct table_focus_box {
    float x, y, w, h;
} table_focus_box;

typedef struct table_focus_spot {
    uint8_t kind; /* table_focus_kind */
    int id;       /* the option's index, or the button's id */
    bool enabled; /* Enter would choose it (a disabled one is visited to read why not) */
    uint8_t area; /* table_focus_area */
    table_focus_box box;
} table_focus_spot;

enum { TABLE_FOCUS_SPOTS_MAX = TABLE_OPTIONS_MAX + 32 };

/* Whether the option gives something up: skip the action, no privilege,
 * pass on a market day, done at a mass. */
bool table_focus_declines(const table_option *o);
/* The chooser's options in the order the focus visits them: the enabled ones
 * that do something in the row's slot order, then the enabled ones that
 * give something up (skip, pass, done), then the unavailable ones (their
 * tooltip says why not), so Tab reaches what can be chosen first and Enter
 * twice never throws an action away. Returns how many. */
int table_focus_options(const table_chooser *c, int out[], int max);
/* Where the focus starts at a step: the first in that order, -1 when none
 * is enabled. */
int table_focus_first_option(const table_chooser *c);
/* The option whose step is this one (its whole identity), or -1: the
 * focus holds a step, not an index, so the option it rings and the one
 * Enter plays are looked up the same way and can never be two. */
int table_focus_option_of_step(const table_chooser *c, const table_step *step);
/* The spot of that kind and id, or -1. */
int table_focus_find(const table_focus_spot spots[], int count, int kind, int id);
/* The area of an option: the choices for one without a board target, else
 * the board or the farmyards, as the scene draws its target. */
table_focus_area table_focus_option_area(int target, bool drawn_on_board);
/* The next area that has spots (+1) or the one before (-1), wrapping round:
 * the first spot of it in the list's order (a step's first enabled option
 * comes first); 'from' when no other area has any, -1 when there are none. */
int table_focus_next_area(const table_focus_spot spots[], int count, int from, int delta);
/* Tab (+1) and Shift+Tab (-1): the next spot in the list's order, wrapping
 * round; from -1 (no focus yet) the first or the last. -1 when there are none. */
int table_focus_next(int count, int from, int delta);
/* An arrow: the nearest spot whose middle lies that way, looking first in
 * line with 'from' (its row for Left and Right, its column for Up and Down),
 * then within 45 degrees of the direction, then anywhere on that side;
 * 'from' itself when nothing lies that way. */
int table_focus_toward(const table_focus_spot spots[], int count, int from, table_focus_dir d);

#endif
