/* A player's games by turns as the player's program knows them from the
 * referee's lines (docs/referee.md, "Requests"): the list (your turn
 * first, then invitations to answer, then the games waiting for others,
 * then the finished ones), the "your turn" notices heard, the
 * invitations and cancellations heard, the games paused, the ratings asked for, and
 * the latest answer to a request (created, seated or refused). Only lines
 * in, state out: no I/O, no clock of its own (the caller's 'now', in
 * seconds), so that a test can feed it any line. turns_client.h wraps it
 * with the connection. No SDL. */
#ifndef VILLAGE_REFEREE_TURNS_LIST_H
#define VILLAGE_REFEREE_TURNS_LIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "referee/requests.h"

enum {
    TURNS_GAMES_MAX = 64, /* the referee lists at most 64 (docs/referee.md) */
    TURNS_RATINGS_MAX = 64,
    TURNS_NOTICES_MAX = 64
};

typedef struct turns_game {
    uint64_t id;
    referee_game_state state;
    int chair;  /* the player's, 0-based */
    int to_act; /* 0-based; -1 when finished */
    int players;
    long moves;
    long seconds_left; /* of the turn's time limit (of an invitation: of its time to
                          answer), when heard */
    double heard_at;   /* the caller's clock then */
    char room[REFEREE_ROOM_MAX + 1];
    referee_seat seats[VILLAGE_MAX_PLAYERS];
    bool paused; /* the referee cannot reach its database: the game waits */
    char paused_why[REFEREE_TEXT_MAX + 1];
} turns_game;

typedef struct turns_rating {
    char jid[REFEREE_JID_MAX + 1];
    bool asked, known;
    referee_rating rating;
} turns_rating;

/* What a line was. */
typedef enum turns_heard {
    TURNS_HEARD_BAD,    /* not a line the referee sends a player: ignored */
    TURNS_HEARD_GAME,   /* a line of a list being received */
    TURNS_HEARD_LIST,   /* a whole list: the games are replaced */
    TURNS_HEARD_TURN,   /* "your turn" in a game */
    TURNS_HEARD_PAUSE,  /* a game paused or resumed */
    TURNS_HEARD_RATING, /* a rating */
    TURNS_HEARD_ANSWER, /* created, seated, accepted or error: turns_list_take_answer */
    TURNS_HEARD_INVITE, /* an invitation to a game: the list is out of date */
    TURNS_HEARD_CANCEL  /* a game cancelled: taken off the list, kept in 'cancelled' */
} turns_heard;

typedef struct turns_list {
    turns_game games[TURNS_GAMES_MAX]; /* your turn, then waiting, then finished */
    int count;
    bool listed;     /* a whole list was heard */
    int lists_heard; /* how many: a caller that asked again waits for the next */
    turns_game incoming[TURNS_GAMES_MAX]; /* a list being received */
    int incoming_count;
    /* "Your turn" notices for games the list does not hold, heard since
     * the latest list (the next list replaces them). */
    uint64_t notices[TURNS_NOTICES_MAX];
    int notice_count;
    turns_rating ratings[TURNS_RATINGS_MAX];
    int rating_count;
    referee_msg answer;    /* the latest created, seated, accepted or error */
    referee_msg cancelled; /* the latest "cancelled" heard (game, why in English) */
    int cancellations;     /* how many were heard: a screen tells the newest */
    bool answered;         /* answer not taken yet */
    int bad_lines;
    char last_bad[REFEREE_TEXT_MAX + 1]; /* why the latest bad line was refused */
} turns_list;

void turns_list_init(turns_list *l);
/* One line (a direct message's body) from the referee, heard at 'now'. */
turns_heard turns_list_hear(turns_list *l, const char *line, double now);

/* The games where it is the player's turn: listed, or told by a notice. */
int turns_list_your_turns(const turns_list *l);
/* Seconds left of game g's move time limit at 'now' (never below 0). */
long turns_game_seconds_left(const turns_game *g, double now);
/* The listed game with this id, or NULL. */
const turns_game *turns_list_find(const turns_list *l, uint64_t id);

/* The latest answer to a request (created, seated, error), once: false
 * when none came since the last take. */
bool turns_list_take_answer(turns_list *l, referee_msg *out);

/* A person's rating if heard (false: not yet). */
bool turns_list_rating(const turns_list *l, const char *jid, referee_rating *out);
/* The next address of the listed games' people whose rating was never
 * asked for, marked asked: NULL when none. */
const char *turns_list_next_unasked(turns_list *l);

#endif
