/* The sounds that carry meaning (issue 42, play by ear): which moments of the
 * game have a cue of their own, so a player who cannot see the screen hears
 * their turn come, a plague, a death and the end, and a choice refused. The
 * table decides which events are cues; the scene plays them. */
#ifndef VILLAGE_TABLE_CUES_H
#define VILLAGE_TABLE_CUES_H

#include "village/village.h"

typedef enum table_cue {
    TABLE_CUE_NONE,
    TABLE_CUE_TURN,    /* a person's turn to decide begins */
    TABLE_CUE_PLAGUE,  /* a plague cube was taken */
    TABLE_CUE_DEATH,   /* a family member died */
    TABLE_CUE_END,     /* the game is over */
    TABLE_CUE_REFUSED, /* a choice that cannot be made was pressed */
    TABLE_CUE_KINDS
} table_cue;

/* The cue an event sounds, or TABLE_CUE_NONE. */
table_cue table_cue_of_event(const village_event *e);
/* The cue's name ("plague"), for tests and messages. */
const char *table_cue_name(table_cue cue);

#endif
