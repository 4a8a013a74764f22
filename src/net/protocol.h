/* The network game protocol's lines (docs/network-protocol.md), read and
 * written without I/O: a line in, a checked message out, and each message
 * written as one line. The reader is strict (every word, number and length
 * checked; anything else is refused with a sentence) and bounded (it never
 * copies more than a name, and reads at most NET_LINE_MAX bytes), so that
 * tests/fuzz/fuzz_net.c can feed it anything. No SDL. */
#ifndef VILLAGE_NET_PROTOCOL_H
#define VILLAGE_NET_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/transport.h"
#include "village/save.h"
#include "village/village.h"

enum {
    NET_PROTOCOL_VERSION = 2,
    NET_AI_STYLES = 4,  /* the seats line's letters for village_ai_style's styles */
    NET_TOKEN_HEX = 32, /* a chair's token: 32 lower-case hex digits */
    NET_ID_HEX = 16,    /* game ids, hashes, the rules' identity: 16 hex digits */
    NET_SEQ_MAX = 10000000,
    NET_MOVE_TEXT_MAX = 160, /* longer than any move's notation */
    NET_ERROR_TEXT_MAX = 240,
    /* Lines a guest may send between two moves of the game: a real guest
     * sends one or two; more is a flood, and the guest is dropped. */
    NET_FLOOD_LINES = 64
};

typedef enum net_message_kind {
    /* guest → host */
    NET_MSG_HELLO, /* version, rules, token (has_token), name */
    NET_MSG_MOVE,  /* seq, chair, text (the move's notation) */
    NET_MSG_SYNC,  /* send me the view again */
    NET_MSG_BYE,   /* either side: I am leaving */
    /* host → guest */
    NET_MSG_WELCOME, /* version, game_id, chair, players, token */
    NET_MSG_CHAIR,   /* chair, status, name (empty for an open chair) */
    NET_MSG_MOVED,   /* seq (the move count before it), chair (who moved), text */
    NET_MSG_VIEW,    /* seq, hash, counts, text (the chair's view, a position's JSON) */
    NET_MSG_EVENTS,  /* seq (of the move, as in MOVED), events (as the chair may know them) */
    NET_MSG_SEATS,   /* players, person (who plays each chair: a person or an AI) */
    NET_MSG_ERROR,   /* error, text (English, for logs) */
    NET_MSG_KINDS
} net_message_kind;

/* Why the host refused something: the UI words each in the player's
 * language; the English sentence after it is for logs. */
typedef enum net_error_kind {
    NET_ERR_VERSION,     /* another protocol version: dropped */
    NET_ERR_RULES,       /* another rules build: dropped */
    NET_ERR_FULL,        /* no free chair: dropped */
    NET_ERR_TOKEN,       /* no chair of this game has that token: dropped */
    NET_ERR_TAKEN,       /* your chair was claimed by a newer connection with its token: dropped */
    NET_ERR_SYNTAX,      /* a line the protocol does not allow: dropped */
    NET_ERR_FLOOD,       /* too many lines: dropped */
    NET_ERR_HELLO_FIRST, /* anything before hello, or hello twice: dropped */
    NET_ERR_NOT_YOUR_CHAIR, /* a move for another chair: dropped */
    NET_ERR_NOT_YOUR_TURN,  /* your chair is not to act */
    NET_ERR_SEQUENCE,       /* the move answers another decision (an old or unknown sequence) */
    NET_ERR_ILLEGAL,        /* not a legal move now */
    NET_ERR_NOT_STARTED,    /* the game waits for its players */
    NET_ERR_GAME_OVER,      /* the game is over */
    NET_ERR_KINDS
} net_error_kind;

/* Who is in a chair, as the host tells its guests. */
typedef enum net_chair_status {
    NET_CHAIR_HOST,     /* a seat of the host's own (a person or an AI there) */
    NET_CHAIR_OPEN,     /* a remote chair nobody has taken yet */
    NET_CHAIR_GUEST,    /* a remote chair, its guest connected */
    NET_CHAIR_AWAY,     /* a remote chair whose guest left: the game waits for it */
    NET_CHAIR_STAND_IN, /* a remote chair whose guest left, an AI of the host plays it */
    NET_CHAIR_KINDS
} net_chair_status;

typedef struct net_message {
    net_message_kind kind;
    int version;
    char rules[NET_ID_HEX + 1];
    bool has_token;
    char token[NET_TOKEN_HEX + 1];
    char name[VILLAGE_SEAT_NAME_MAX];
    uint64_t game_id, hash;
    long seq;
    int chair, players;
    net_chair_status status;
    net_error_kind error;
    int counts[VILLAGE_MAX_PLAYERS];   /* VIEW: face-down customers per player (players of them) */
    village_events events;             /* EVENTS */
    bool person[VILLAGE_MAX_PLAYERS];  /* SEATS: who plays each chair (players of them) */
    int ai_style[VILLAGE_MAX_PLAYERS]; /* SEATS: an AI chair's village_ai_style; 0 a person's */
    /* MOVE, MOVED: the move; ERROR: the sentence; VIEW: the JSON. Points
     * into the line read; length text_length. */
    const char *text;
    size_t text_length;
} net_message;

/* One line (without its end of line; length bytes, no NUL needed inside).
 * False with a one-line printable sentence in err when the line is not a
 * message of this protocol. */
bool net_message_read(const char *line, size_t length, net_message *out, char *err,
                      size_t err_size);

/* Each writer fills buf (NET_LINE_MAX + 1 bytes is always enough) and
 * returns the line's length, or 0 when it does not fit or a value is out of
 * range (a writer never writes what the reader would refuse). */
size_t net_write_hello(char *buf, size_t size, const char *rules, const char *token,
                       const char *name);
size_t net_write_move(char *buf, size_t size, long seq, int chair, const char *text);
size_t net_write_sync(char *buf, size_t size);
size_t net_write_bye(char *buf, size_t size);
size_t net_write_welcome(char *buf, size_t size, uint64_t game_id, int chair, int players,
                         const char *token);
size_t net_write_chair(char *buf, size_t size, int chair, net_chair_status status,
                       const char *name);
size_t net_write_moved(char *buf, size_t size, long seq, int chair, const char *text);
size_t net_write_view(char *buf, size_t size, long seq, uint64_t hash, int players,
                      const int counts[VILLAGE_MAX_PLAYERS], const char *json);
/* The events of move seq, as one chair may know them (net_events_for_chair). */
size_t net_write_events(char *buf, size_t size, long seq, const village_events *events);
/* Who plays each of the 'players' chairs: a person (at the host's computer,
 * or a guest) or an AI (the host's, also a stand-in) with the style it
 * plays (village_ai_style; ignored for a person). */
size_t net_write_seats(char *buf, size_t size, int players, const bool person[VILLAGE_MAX_PLAYERS],
                       const int ai_style[VILLAGE_MAX_PLAYERS]);
size_t net_write_error(char *buf, size_t size, net_error_kind error, const char *text);

/* The words on the wire ("version", "not-your-turn"). */
const char *net_error_name(net_error_kind error);
const char *net_message_name(net_message_kind kind);

#endif
