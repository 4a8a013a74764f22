/* "Since your last turn": what the other seats did since a human's last
 * move, kept per human seat as the events worth telling (so the words follow
 * a language change), told as a few lines and outlined as marks on the
 * pieces they moved. No SDL: the scene lays out and draws the panel and the
 * marks; tests read the lines and marks. */
#ifndef VILLAGE_TABLE_RECAP_H
#define VILLAGE_TABLE_RECAP_H

#include <stdbool.h>

#include "table/words.h"
#include "village/village.h"

enum { RECAP_EVENTS = 96, RECAP_LINES = 12, RECAP_LINE_MAX = 320, RECAP_MARKS = 48 };

/* One human seat's summary: the events worth telling since its last move. */
typedef struct seat_recap {
    village_event events[RECAP_EVENTS];
    int count;
    bool hidden; /* the person closed it: only the button to open it again shows */
} seat_recap;

/* The summary of every human seat. */
typedef struct turn_recap {
    seat_recap seats[VILLAGE_MAX_PLAYERS];
} turn_recap;

/* A piece the summary outlines on the board in its seat's colour. */
typedef enum recap_mark_kind {
    RECAP_MARK_MEMBER, /* 'what' is the member */
    RECAP_MARK_CUBES,  /* the cube colour on the seat's farmyard */
    RECAP_MARK_GOOD,   /* the good on the seat's farmyard */
    RECAP_MARK_CITY    /* the seat's marker in this city */
} recap_mark_kind;

typedef struct recap_mark {
    recap_mark_kind kind;
    int player, what;
} recap_mark;

/* Every summary emptied (before telling them again from a record). */
void table_recap_clear(turn_recap *r);
/* A move by 'actor' with these events was played: the mover's own summary
 * is over (they have acted); every other human seat hears what it did. */
void table_recap_note(turn_recap *r, const table_seats *seats, int actor, const village_events *ev);
/* The seat's lines ("Bruno took a pink cube from Crafts and made a plough.")
 * and the seat each is about, the newest 'max'; returns how many. */
int table_recap_lines(const turn_recap *r, int seat, const table_words *w, const table_seats *seats,
                      char out[][RECAP_LINE_MAX], int players[], int max);
/* The pieces the seat's summary outlines, each once; returns how many. */
int table_recap_marks(const turn_recap *r, int seat, recap_mark out[], int max);

#endif
