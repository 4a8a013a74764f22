/* The referee's request protocol (docs/referee.md, "Requests"): what a
 * player and the referee say to each other in direct XMPP messages, one
 * line each, "village-referee 2 WORD …". Read and written without I/O. The
 * reader is strict (every word, number and address checked, nothing else
 * allowed; a refusal says why in a sentence) and bounded, so that
 * tests/fuzz/fuzz_referee_request.c can feed it anything. No SDL. */
#ifndef VILLAGE_REFEREE_REQUESTS_H
#define VILLAGE_REFEREE_REQUESTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "referee/seats.h"
#include "village/village.h"

enum {
    /* 2: a computer's seat may carry its style ("ai:hard/chronicler") */
    REFEREE_PROTOCOL_VERSION = 2,
    REFEREE_LINE_MAX = 2048,
    /* The time limit a game may be given for each turn (all the decisions
     * of one seat until another seat acts): a minute to four weeks. The same
     * time is how long an invitation to it waits for a yes. */
    REFEREE_MOVE_SECONDS_MIN = 60,
    REFEREE_MOVE_SECONDS_MAX = 28 * 86400,
    REFEREE_TEXT_MAX = 200
};

typedef enum referee_msg_kind {
    /* player → referee */
    REFEREE_MSG_CREATE,  /* move_seconds, players, seats (JIDs or AI levels and styles) */
    REFEREE_MSG_LIST,    /* the sender's games */
    REFEREE_MSG_SEAT,    /* game: its room and the sender's chair and token */
    REFEREE_MSG_RATING,  /* jid: its rating */
    REFEREE_MSG_ACCEPT,  /* game: the sender says yes to its invitation */
    REFEREE_MSG_DECLINE, /* game: the sender says no (or the creator withdraws it) */
    /* referee → player */
    REFEREE_MSG_CREATED,   /* game, room */
    REFEREE_MSG_GAME,      /* a line of the list: game, state, chair, to_act, moves,
                              seconds_left, room, players, seats */
    REFEREE_MSG_LISTED,    /* count: the list is complete */
    REFEREE_MSG_SEATED,    /* game, room, chair, token */
    REFEREE_MSG_YOUR_TURN, /* game, room, moves */
    REFEREE_MSG_PAUSED,    /* game, text: why (the database cannot be reached) */
    REFEREE_MSG_RESUMED,   /* game */
    REFEREE_MSG_RATED,     /* jid, rating */
    REFEREE_MSG_ERROR,     /* error, text */
    REFEREE_MSG_INVITED,   /* game, jid (who invites), move_seconds, players, seats */
    REFEREE_MSG_ACCEPTED,  /* game: the sender's yes is stored */
    REFEREE_MSG_CANCELLED, /* game, text: a refusal or an expired invitation cancelled it */
    REFEREE_MSG_KINDS
} referee_msg_kind;

typedef enum referee_error_kind {
    REFEREE_ERR_SYNTAX,     /* a line the protocol does not allow */
    REFEREE_ERR_VERSION,    /* another protocol version */
    REFEREE_ERR_NOT_SEATED, /* the sender has no seat in that game (or no game has that id) */
    REFEREE_ERR_INVALID, /* a game that cannot be made (the sender not in it, an address twice) */
    REFEREE_ERR_UNAVAILABLE,       /* the database cannot be reached now: try again later */
    REFEREE_ERR_BUSY,              /* this referee holds as many games as it may */
    REFEREE_ERR_NOT_STARTED,       /* seat: the game waits for invited people to accept */
    REFEREE_ERR_LIMIT_GAMES,       /* create: the sender sits in as many open games as allowed */
    REFEREE_ERR_LIMIT_INVITATIONS, /* create: as many unanswered invitations sent as allowed */
    REFEREE_ERR_LIMIT_CREATES,     /* create: as many games made in the last hour as allowed */
    REFEREE_ERR_OVER, /* accept, decline: the game has started, ended or been cancelled */
    REFEREE_ERR_KINDS
} referee_error_kind;

typedef enum referee_game_state {
    REFEREE_STATE_YOUR_TURN,
    REFEREE_STATE_WAITING,
    REFEREE_STATE_FINISHED,
    REFEREE_STATE_INVITED, /* the player has not said yes to the invitation yet */
    REFEREE_STATE_PENDING  /* the player said yes; others invited have not yet */
} referee_game_state;

typedef struct referee_msg {
    referee_msg_kind kind;
    uint64_t game;
    int move_seconds;
    int players;
    referee_seat seats[VILLAGE_MAX_PLAYERS]; /* jid, or ai_level >= 0 (and a style
                                                perhaps); no tokens */
    referee_game_state state;
    int chair;  /* 0-based; -1 none */
    int to_act; /* 0-based; -1 when over or not started */
    long moves;
    long seconds_left;
    int count;
    char room[REFEREE_ROOM_MAX + 1];
    char token[REFEREE_TOKEN_MAX + 1];
    char jid[REFEREE_JID_MAX + 1];
    referee_rating rating;
    referee_error_kind error;
    char text[REFEREE_TEXT_MAX + 1];
} referee_msg;

/* Reads one line (length bytes, no end of line): true with *out filled, or
 * false with why in err. */
bool referee_msg_read(const char *line, size_t length, referee_msg *out, char *err,
                      size_t err_size);
/* The version a line of this protocol says it is in ("village-referee 2
 * …": 1), or 0 when it is not such a line. Another version than
 * REFEREE_PROTOCOL_VERSION means the other side needs the same version of
 * the game, which is worth telling a person. */
int referee_line_version(const char *line, size_t length);
/* "village-referee VERSION error version …" saying which version this side
 * speaks, in the words of the other side's version (every version so far
 * words an error alike), so that an older program can tell its player to
 * update. Returns the length, 0 when it does not fit. */
size_t referee_version_error_write(char *buf, size_t size, int version);
/* Writes the message as one line (NUL-terminated) into buf; returns its
 * length, or 0 when it does not fit or a field is out of range. */
size_t referee_msg_write(char *buf, size_t size, const referee_msg *m);

/* A bare JID the protocol carries: local@domain, at most REFEREE_JID_MAX
 * bytes, printable ASCII without spaces, '/', '"', '<', '>' or a second '@'. */
bool referee_jid_ok(const char *jid, size_t length);

const char *referee_error_name(referee_error_kind e);
/* A game's state as the protocol words it ("your-turn", "invited", …). */
const char *referee_game_state_name(referee_game_state s);

#endif
