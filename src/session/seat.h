/* Seats as move sources: where the session gets the next move of the seat
 * to act. A local person's seat answers the decision the table's chooser
 * hands in; an AI seat answers from a worker job; another kind (a peer over
 * the network) is one more set of seat_source_ops. A source only proposes:
 * the session checks the move with the rules and is the only one that
 * changes the record. A source is never shown the hidden draws: its view is
 * the state with the pile's order and the generator re-dealt
 * (village_redeal_hidden), so nothing it keeps or sends on tells the
 * future. The other players' face-down customers are still in the view (the
 * rules API re-deals only the draws); a source that sends the view to a
 * peer must leave them out. No SDL, no I/O. */
#ifndef VILLAGE_SESSION_SEAT_H
#define VILLAGE_SESSION_SEAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/ai.h"
#include "village/village.h"

/* A decision the seat is asked for. */
typedef struct seat_turn {
    int player;         /* the chair to act */
    size_t move_number; /* the record's move count: which decision this is */
    village_state view; /* the game now, the hidden draws re-dealt for this chair */
    /* For a source that decides on this computer (the AI: same view, same
     * seed, same decision). Derived from the record's seed, which decides
     * every hidden draw: never to be sent to a peer. */
    uint64_t seed;
    int threads; /* the worker threads an AI may use (session_host) */
} seat_turn;

typedef enum seat_news_kind {
    SEAT_NEWS_MOVE, /* a move was played */
    SEAT_NEWS_UNDO  /* the record was taken back to move_number */
} seat_news_kind;

enum {
    /* Longer than any move's notation (the save's text of a move). */
    SEAT_MOVE_TEXT_MAX = 160
};

/* What every seat that listens (a source with heard) hears after the record
 * changed: the move and its events (any seat's), or an undo; and the state
 * after it, the hidden draws re-dealt. */
typedef struct seat_news {
    seat_news_kind kind;
    int player;         /* the chair hearing it */
    int actor;          /* who moved; -1 for an undo */
    size_t move_number; /* the record's move count after the change */
    village_move move;
    /* The move in the save's notation, written in the state it was made in
     * (which a source never sees): what a source sends on to a peer. "" for
     * an undo. */
    char move_text[SEAT_MOVE_TEXT_MAX + 1];
    village_events events; /* none for an undo */
    village_state view;    /* the game after it, the hidden draws re-dealt */
} seat_news;

typedef enum seat_answer {
    SEAT_WAITING,  /* no move yet: the session asks again on its next poll */
    SEAT_ANSWERED, /* the move is in *out */
} seat_answer;

/* A kind of seat. begin and poll are required; the others may be NULL. */
typedef struct seat_source_ops {
    const char *name; /* "person", "ai", …: for messages */
    /* The seat is to decide: one begin before the polls of one decision. */
    void (*begin)(void *self, const seat_turn *turn);
    /* Never blocks. */
    seat_answer (*poll)(void *self, village_move *out);
    /* The decision begun is over: answered, refused, taken back by an undo,
     * or the table left. The next decision starts with begin again. */
    void (*end)(void *self);
    void (*heard)(void *self, const seat_news *news);
    void (*free)(void *self);
} seat_source_ops;

typedef struct seat_source seat_source;

/* A source of any kind: the session calls ops with self; it owns both from
 * session_set_source on (ops->free frees self). NULL for want of memory. */
seat_source *seat_source_new(const seat_source_ops *ops, void *self);
void seat_source_free(seat_source *src);

/* A person at this computer: waits until seat_person_decide hands in the
 * move the table's chooser decided. */
seat_source *seat_person_new(void);
/* False when src is not a person's seat. The decision is kept until the
 * next poll answers it or the decision ends. */
bool seat_person_decide(seat_source *src, const village_move *m);
bool seat_is_person(const seat_source *src);

/* An AI of this level (village_ai_level) thinking on a worker thread by the
 * game's time budget (docs/ai.md). */
seat_source *seat_ai_new(int level);
/* The same, following the plan of a style (village_ai_style). */
seat_source *seat_ai_new_styled(int level, int style);

/* For the session (session.c): the calls of one seat's ops. */
void seat_begin(seat_source *src, const seat_turn *turn);
seat_answer seat_poll(seat_source *src, village_move *out);
void seat_end(seat_source *src);
void seat_hear(seat_source *src, const seat_news *news);
/* Whether the source hears news at all (has heard): the session builds a
 * chair's view only for one that does. */
bool seat_listens(const seat_source *src);

#endif
