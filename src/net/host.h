/* The authoritative host of a network game (docs/network-protocol.md): its
 * session is the only record; guests take remote chairs, send their moves,
 * and get each chair's view after every move. The host checks every line
 * (protocol.h) and every move (the rules, through the session), refuses
 * with an error kind and drops a peer that sends garbage, another chair's
 * move or a flood; a bad line never changes the record. A remote chair is a
 * seat_source (seat_remote.c), so the session gets its moves as it gets an
 * AI's and tells it every move as it tells every seat that listens. Nothing here blocks: the
 * program calls net_host_poll and session_play in its loop. No SDL. */
#ifndef VILLAGE_NET_HOST_H
#define VILLAGE_NET_HOST_H

#include <stdbool.h>
#include <stdint.h>

#include "net/protocol.h"
#include "net/transport.h"
#include "session/session.h"

typedef struct net_host net_host;

enum {
    /* Connections the host keeps at once: its guests and strangers (not
     * yet said hello). */
    NET_HOST_PEERS = 32,
    /* A stranger that has not said a valid hello by then is dropped. */
    NET_HELLO_TIMEOUT_MS = 10 * 1000,
    /* Strangers from one address at once (when the transport says where a
     * connection comes from): a new one pushes out the oldest. */
    NET_STRANGERS_PER_ADDRESS = 4
};

typedef struct net_host_setup {
    bool remote[VILLAGE_MAX_PLAYERS]; /* the chairs guests play */
    uint64_t game_id;                 /* 0: the session's own, or a new one */
    /* Each remote chair's token: "" for a new one. A resumed game gives
     * the ones it had (net_host_token), so its guests get their chairs back. */
    char tokens[VILLAGE_MAX_PLAYERS][NET_TOKEN_HEX + 1];
    /* A resumed game: its remote chairs start away (their guests played
     * them before) and the game goes on as soon as they are back. */
    bool resumed;
} net_host_setup;

/* Hosts the session's game over the transport (both stay the caller's;
 * free the host first). Remote chairs get remote seat sources; the game
 * starts once every remote chair has had its guest (net_host_started).
 * New tokens (128 bits each) and a new game id come from the operating
 * system's random source, independent of each other and of the game's
 * seed; NULL when the system has none. */
net_host *net_host_new(session *s, net_transport *t, const net_host_setup *setup);
void net_host_free(net_host *h);

/* Sends each guest the news of the moves played since the last poll (its
 * chair's seat heard them from the session, whoever played them: no call
 * after a move is needed), then reads every pending event of the transport
 * and answers it. Never blocks. A host freed before its next poll sends
 * nothing more: the referee frees the host of a game whose move it could
 * not store, so that move is never told. */
void net_host_poll(net_host *h);
/* Every remote chair has been taken: the game is on. */
bool net_host_started(const net_host *h);

net_chair_status net_host_chair_status(const net_host *h, int chair);
const char *net_host_chair_name(const net_host *h, int chair);
const char *net_host_token(const net_host *h, int chair);
uint64_t net_host_game_id(const net_host *h);

/* An AI of this level plays a remote chair whose guest is away, or
 * connected but idle, until the guest is back: a hello with the chair's
 * token, or (a guest still connected) its next valid move for a decision
 * its chair is to act in. False when the chair has no guest to stand in
 * for (open, the host's, already stood in). */
bool net_host_stand_in(net_host *h, int chair, int level);
/* Gives a remote chair to whoever comes next: a fresh token (the old one
 * then gets `error token`), status open, every guest told. A connected
 * guest there is told `taken` and dropped. An AI standing in plays on
 * until someone takes the chair, so the game does not stall; a chair that
 * was away waits, open, for its next guest. False for a chair that is
 * open already, not remote, or when no token can be made. */
bool net_host_give_chair_away(net_host *h, int chair);

/* The time in milliseconds the host measures the hello timeout with
 * (NULL: the system's monotonic clock): tests pass their own. */
typedef long long (*net_host_clock)(void *ctx);
void net_host_set_clock(net_host *h, net_host_clock clock, void *ctx);

/* Connections that have not said hello and are not being dropped. */
int net_host_strangers(const net_host *h);

/* Why the transport itself stopped (it cannot listen, the server refused
 * or was lost: its FAILED event), or NULL while it works. */
const char *net_host_failure(const net_host *h);

/* Lines refused with this error since the host started (tests, logs). */
int net_host_refusals(const net_host *h, net_error_kind kind);

#endif
