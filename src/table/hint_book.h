/* The hint's bookkeeping (issue 26's SDL-free table model): which decision
 * a hint was asked for, its analysis on a worker thread, when asking counts
 * towards the hints a player used (once per decision, also when asked again
 * after a look at the rules), and when it is dropped (a move was played, or
 * hints were turned off). The scene words the result and draws it; tests
 * drive the same bookkeeping through this header without a window. Uses the
 * rules core and the AI's analysis. */
#ifndef VILLAGE_TABLE_HINT_BOOK_H
#define VILLAGE_TABLE_HINT_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/analyse.h"
#include "village/village.h"

typedef struct table_hint {
    village_analysis_job *job; /* while the worker thinks */
    bool open;                 /* asked for this decision (thinking or come back) */
    bool ready;                /* the analysis came back: result holds it */
    size_t asked_at;           /* the game's move count when asked */
    int seat;                  /* the player it was asked for */
    village_analysis result;
    size_t counted_at; /* 1 + the move count whose hint was last counted; 0 none */
} table_hint;

/* What asking did. */
typedef enum table_hint_asked {
    TABLE_HINT_ALREADY, /* shown or on its way for this decision: nothing changed */
    TABLE_HINT_FAILED,  /* the worker could not start */
    TABLE_HINT_STARTED, /* asked again for a decision whose hint was counted */
    TABLE_HINT_COUNTED, /* a new decision's hint: the player's count goes up */
} table_hint_asked;

/* What a poll found. */
typedef enum table_hint_news {
    TABLE_HINT_NOTHING, /* none asked, still thinking, or come back earlier */
    TABLE_HINT_READY,   /* the analysis came back just now */
    TABLE_HINT_LOST,    /* the analysis failed: dropped */
    TABLE_HINT_DROPPED, /* a move was played or hints were turned off: dropped */
} table_hint_news;

/* Asks for the hint of the decision in s, the game's 'moves'-th; 'game_seed'
 * (the record's seed) makes the analysis the same each time it is asked. */
table_hint_asked table_hint_ask(table_hint *h, const village_state *s, size_t moves,
                                uint64_t game_seed);
/* Once a frame: 'moves' is the game's move count now. */
table_hint_news table_hint_poll(table_hint *h, size_t moves, bool hints_on);
/* Drops the hint, stopping its worker; which decision was counted stays. */
void table_hint_drop(table_hint *h);
/* Asked and still thinking. */
bool table_hint_busy(const table_hint *h);

#endif
