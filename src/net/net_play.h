/* A network game as the game's front end sees it (docs/network-protocol.md):
 * one object for either side, so the game scene drives a hosted game and a
 * joined one the way it drives a game on one screen. The host's side is its
 * own session with remote chairs (host.c); the guest's side is a session
 * that follows the host (session_follow): the guest's table is drawn from
 * it, its log and animations come from the changes it hands out, and the
 * guest's own decisions go to the host, never into the record directly.
 * Nothing here blocks (the transports do their I/O on their own threads).
 * No SDL. */
#ifndef VILLAGE_NET_NET_PLAY_H
#define VILLAGE_NET_NET_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/host.h"
#include "net/protocol.h"
#include "net/transport.h"
#include "session/session.h"

typedef struct net_play net_play;

typedef enum net_play_role { NET_PLAY_HOSTING, NET_PLAY_JOINED } net_play_role;

typedef enum net_play_phase {
    NET_PLAY_CONNECTING, /* guest: hello sent, no chair yet */
    NET_PLAY_LOBBY,      /* seated; the game waits for every remote chair */
    NET_PLAY_PLAYING,    /* the game is on */
    NET_PLAY_OVER,       /* the game is over (the final view is here) */
    NET_PLAY_REFUSED,    /* guest: the host refused us (net_play_refusal) */
    NET_PLAY_HOST_GONE,  /* guest: the connection is lost; the last view is kept */
    NET_PLAY_FAILED      /* host: the transport stopped (net_play_failure) */
} net_play_phase;

/* Hosts 's' (the net_play owns it and the transport from now on, also when
 * this fails: NULL). */
net_play *net_play_host(session *s, net_transport *t, const net_host_setup *setup);
/* Joins a game as 'name' ('token': a chair's token to take back, or NULL).
 * The net_play owns the transport. */
net_play *net_play_join(net_transport *t, const char *name, const char *token, uint64_t seed);
void net_play_free(net_play *np);

net_play_role net_play_role_of(const net_play *np);
net_play_phase net_play_phase_of(const net_play *np);

/* The game to draw: the host's record, or the guest's following session
 * (NULL until the guest's first view). */
const session *net_play_session(const net_play *np);

/* The loop's step, instead of session_play: reads the network, plays the
 * host's seats (announcing each move to the guests), or on a guest takes
 * the next move the host played. Never blocks. */
session_turn net_play_turn(net_play *np, double dt, double pace, session_change *out);
/* The decision of the person at this computer: on the host as
 * session_decide; on a guest, sent to the host (false when it is not this
 * chair's decision or not legal in the view). */
bool net_play_decide(net_play *np, const village_move *m);
/* Whether the person at this computer is to decide now: on the host, the
 * chair to act is one of the host's own people (not a guest's, not an AI);
 * on a guest, its chair is to act in the table's state (the following
 * session has caught up with the host) and has not answered yet. */
bool net_play_decides_here(const net_play *np);

/* The chairs, for the lobby and the table. Chairs are 0-based here. */
int net_play_players(const net_play *np);
int net_play_own_chair(const net_play *np); /* guest: its chair (-1 until seated); host: -1 */
net_chair_status net_play_chair_status(const net_play *np, int chair);
const char *net_play_chair_name(const net_play *np, int chair);
/* What to give friends: the address to type or the room to join. */
const char *net_play_address(const net_play *np);

/* Host: an AI of 'level' plays an away chair until its guest is back. */
bool net_play_stand_in(net_play *np, int chair, int level);

/* Host: writes the game (an ordinary save) and PATH.chairs (the remote
 * chairs' tokens) so that net_play_resume gives the guests their chairs back. */
bool net_play_save(const net_play *np, const char *path, char *err, size_t size);
/* Host: a saved network game taken up again; its remote chairs wait for
 * their guests. NULL with the reason in err. */
net_play *net_play_resume(const char *path, net_transport *t, uint64_t entropy, char *err,
                          size_t size);

/* Guest: the token that takes this chair back after a restart ("" until
 * seated): the front end keeps it with the game. */
const char *net_play_token(const net_play *np);
/* Guest: the host's refusal (net_error_kind), or -1. */
int net_play_refusal(const net_play *np);
/* Host or guest: why the transport stopped (English, for logs), or "". */
const char *net_play_failure(const net_play *np);

#endif
