/* The keyboard's focus over the table, as table_focus.c keeps it (its state only:
 * the ring reads the whole table, table_focus.h). */
#ifndef VILLAGE_SCENES_GAME_FOCUS_STATE_H
#define VILLAGE_SCENES_GAME_FOCUS_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include "table/focus.h"

/* The keyboard's focus over the table (table_focus.c): the spot it rests on
 * (table/focus.h: an option or one of the scene's buttons), and the step it
 * was placed at, so a new step puts it on that step's first option. */
typedef struct focus_state {
    bool shown;      /* a key moved it; a mouse move hides the ring until the next key */
    int kind;        /* table_focus_kind */
    int id;          /* the button's id; an option's index when placed; -1: nowhere yet */
    table_step step; /* an option's step: the option ringed and played is found by it */
    size_t decision;
    int depth, picked; /* the chooser's step when it was placed */
} focus_state;

#endif
