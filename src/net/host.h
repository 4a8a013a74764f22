/* The authoritative host of a network game (docs/network-protocol.md): its
 * session is the only record; guests take remote chairs, send their moves,
 * and get each chair's view after every move. The host checks every line
 * (protocol.h) and every move (the rules, through the session), refuses
 * with an error kind and drops a peer that sends garbage, another chair's
 * move or a flood; a bad line never changes the record. A remote chair is a
 * seat_source (seat_remote.c), so the session gets its moves as it gets an
 * AI's. Nothing here blocks: the program calls net_host_poll and
 * session_play in its loop. No SDL. */
#ifndef VILLAGE_NET_HOST_H
#define VILLAGE_NET_HOST_H

#include <stdbool.h>
#include <stdint.h>

#include "net/protocol.h"
#include "net/transport.h"
#include "session/session.h"

typedef struct net_host net_host;

typedef struct net_host_setup {
    bool remote[VILLAGE_MAX_PLAYERS]; /* the chairs guests play */
    uint64_t game_id;                 /* 0: the session's own, or a new one */
    /* Each remote chair's token: "" for a new one. A resumed game gives
     * the ones it had (net_host_token), so its guests get their chairs back. */
    char tokens[VILLAGE_MAX_PLAYERS][NET_TOKEN_HEX + 1];
    /* Randomness for new tokens and game ids (a clock's nanoseconds, the
     * OS's random bytes): never the game's seed. */
    uint64_t entropy;
    /* A resumed game: its remote chairs start away (their guests played
     * them before) and the game goes on as soon as they are back. */
    bool resumed;
} net_host_setup;

/* Hosts the session's game over the transport (both stay the caller's;
 * free the host first). Remote chairs get remote seat sources; the game
 * starts once every remote chair has had its guest (net_host_started). */
net_host *net_host_new(session *s, net_transport *t, const net_host_setup *setup);
void net_host_free(net_host *h);

/* Reads every pending event of the transport and answers it. Never blocks. */
void net_host_poll(net_host *h);
/* Tells every guest what the session just played (call after each
 * SESSION_PLAYED of session_play). */
void net_host_played(net_host *h, const session_change *c);
/* Every remote chair has been taken: the game is on. */
bool net_host_started(const net_host *h);

net_chair_status net_host_chair_status(const net_host *h, int chair);
const char *net_host_chair_name(const net_host *h, int chair);
const char *net_host_token(const net_host *h, int chair);
uint64_t net_host_game_id(const net_host *h);

/* An AI of this level plays an away chair until its guest is back (then
 * the guest has it again); false when the chair is not away. */
bool net_host_stand_in(net_host *h, int chair, int level);
/* A fresh token for an away or stood-in chair, which is open again for the
 * next guest; the old token takes nothing. False for another chair. */
bool net_host_give_chair_away(net_host *h, int chair);

/* Why the transport itself stopped (it cannot listen, the server refused
 * or was lost: its FAILED event), or NULL while it works. */
const char *net_host_failure(const net_host *h);

/* Lines refused with this error since the host started (tests, logs). */
int net_host_refusals(const net_host *h, net_error_kind kind);

#endif
