/* The game log as lines of text: each move's events told as sentences in the
 * player's language ("Anna took a brown cube from Crafts, trained a member in
 * the smithy, spent 6 time and made a plough."), each turn's lines under a
 * heading naming its seat, rounds and masses as headings of their own. No
 * SDL: the scene's log panel draws the lines (and their pictures); tests read
 * them. */
#ifndef VILLAGE_TABLE_LOG_H
#define VILLAGE_TABLE_LOG_H

#include "table/words.h"
#include "village/village.h"

enum { LOG_LINES = 160, LOG_LINE_MAX = 240 };

/* The small picture at the start of a log line, from the game's own sprites
 * (the scene's log panel draws it; a cube through the colour-blind setting). */
typedef enum log_icon {
    LOG_ICON_NONE,
    LOG_ICON_CUBE, /* the colour is the line's 'colour' */
    LOG_ICON_WELL,
    LOG_ICON_BIRTH,
    LOG_ICON_DEATH,
    LOG_ICON_COIN,
    LOG_ICON_GRAIN,
    LOG_ICON_TIME,
    LOG_ICON_PRESTIGE,
    LOG_ICON_HARVEST,
    LOG_ICON_CRAFTS,
    LOG_ICON_TRAVEL,
    LOG_ICON_CHURCH,
    LOG_ICON_COUNCIL,
    LOG_ICON_MARKET,
    LOG_ICON_BAG, /* the green bag: cubes drawn onto the spaces */
    LOG_ICON_KINDS
} log_icon;

/* A log line is a round's heading (the round, the mass, the end), a turn's
 * heading in its seat's colour, or a line told under the last heading. */
typedef enum log_kind { LOG_TOLD, LOG_ROUND, LOG_TURN } log_kind;

typedef struct log_line {
    char text[LOG_LINE_MAX];
    signed char kind;   /* log_kind */
    signed char turn;   /* the seat whose turn the line is in (its heading's), -1 none */
    signed char icon;   /* log_icon */
    signed char colour; /* the cube's colour, for LOG_ICON_CUBE */
} log_line;

/* The log's lines, the newest last; when full, the oldest goes. */
typedef struct log_lines {
    log_line lines[LOG_LINES];
    int count;
    int turn;   /* the seat whose turn new lines are told under, -1 none */
    long added; /* lines ever added (a panel scrolled up keeps its lines in place by it) */
} log_lines;

/* A line, in the given turn's group. */
void table_log_add_line(log_lines *log, const char *text, log_kind kind, int turn, log_icon icon,
                        int colour);
/* A plain line, in the current turn's group. */
void table_log_add(log_lines *log, const char *line);
/* Tells what a move did: 'before' is the state it was made in, 'ev' its events. */
void table_log_events(log_lines *log, const table_words *w, const table_seats *seats,
                      const village_state *before, const village_events *ev);
#endif
