/* A guest of a network game (docs/network-protocol.md): says hello, takes
 * a chair, keeps the last public view the host sent (made playable by
 * dealing the hidden parts itself), sends its chair's moves, checks the
 * host's hash after every move (a desync asks for the view again), and
 * says when the host is gone, keeping the last view. Nothing here blocks.
 * No SDL. */
#ifndef VILLAGE_NET_GUEST_H
#define VILLAGE_NET_GUEST_H

#include <stdbool.h>
#include <stdint.h>

#include "net/protocol.h"
#include "net/transport.h"
#include "session/seat.h"

typedef struct net_guest net_guest;

typedef enum net_guest_phase {
    NET_GUEST_CONNECTING, /* hello sent or about to be: no chair yet */
    NET_GUEST_LOBBY,      /* seated; the game waits for its players */
    NET_GUEST_PLAYING,    /* a view is here: the game is on */
    NET_GUEST_OVER,       /* the final view is here */
    NET_GUEST_REFUSED,    /* the host refused us (net_guest_refusal says why) and dropped us */
    NET_GUEST_HOST_GONE   /* the connection is lost; the last view is kept */
} net_guest_phase;

/* A guest over the transport (the caller's; free the guest first) named
 * 'name'; 'token' (NULL: none) claims the chair it was given before.
 * 'seed' deals what the guest cannot see; it owes nothing to the host's. */
net_guest *net_guest_new(net_transport *t, const char *name, const char *token, uint64_t seed);
void net_guest_free(net_guest *g);

/* Reads every pending event and answers it. Never blocks. */
void net_guest_poll(net_guest *g);

net_guest_phase net_guest_status(const net_guest *g);
int net_guest_chair(const net_guest *g);         /* -1 until welcomed */
const char *net_guest_token(const net_guest *g); /* "" until welcomed: keep it to come back */
int net_guest_players(const net_guest *g);
net_chair_status net_guest_chair_status(const net_guest *g, int chair);
const char *net_guest_chair_name(const net_guest *g, int chair);
/* Whether a person plays the chair (the host's seats line): its own chair
 * always; before the host said, a guest's chair is a person's and the
 * host's own seats an AI's. */
bool net_guest_chair_is_person(const net_guest *g, int chair);
/* The style a computer's chair plays (village_ai_style, as the host's seats
 * line says; balanced before it said); -1 for a person's chair. */
int net_guest_chair_ai_style(const net_guest *g, int chair);

/* The latest view, playable (NULL before the first): the host's public
 * state with the hidden parts dealt by this guest. */
const village_state *net_guest_view(const net_guest *g);
long net_guest_seq(const net_guest *g);      /* the view's move count */
uint64_t net_guest_hash(const net_guest *g); /* its public hash, as the host said */

/* Sends the move for this chair's decision now; false when it is not this
 * chair's decision, the move is not legal in the view, or the host is gone. */
bool net_guest_send_move(net_guest *g, const village_move *m);
/* This chair is to act in the latest view and has not answered it yet. */
bool net_guest_to_act(const net_guest *g);

/* Lets a seat source (an AI, seat.h) play this chair: begins a decision
 * when the chair is to act, polls it, sends its answer, ends a decision the
 * game left behind. Call after each net_guest_poll. */
void net_guest_drive(net_guest *g, seat_source *src, int threads);

/* What one view the guest took from the host told: the host's view of this
 * chair after a move (has_move: the host's move 'move' by 'actor' at decision
 * seq - 1, and its events), or a view without the move that led to it (the
 * first view, a rejoin, the answer to a sync, a view after a move the guest
 * could not follow). The events are the host's as this chair may know them
 * (the events line), or, from a host that sent none, the guest's own replay
 * of the move on its view (host_events false: hidden draws may differ). */
/* A move the host played while this chair was away, as the host tells a
 * guest who comes back (the moved and events lines between its welcome and
 * its first view): who moved, and what it did as this chair may know it. */
typedef struct net_guest_past {
    long seq;
    int actor;
    village_events events;
} net_guest_past;
/* The most a guest keeps: the host sends no more (host.c). */
enum { NET_GUEST_PAST_MAX = 48 };

typedef struct net_guest_step {
    long seq;
    bool has_move;
    int actor;
    village_move move;
    bool host_events;
    village_events events;
    const village_state *view; /* valid during the call */
    /* The first view after a welcome: the moves the host told since this
     * chair last acted, oldest first (valid during the call; 0 mostly). */
    const net_guest_past *past;
    int past_count;
} net_guest_step;
typedef void (*net_guest_step_fn)(void *ctx, const net_guest_step *step);
/* Calls fn (NULL: none) for every view taken, from inside net_guest_poll:
 * net_play keeps them so that its following session moves one step at a
 * time. */
void net_guest_on_step(net_guest *g, net_guest_step_fn fn, void *ctx);

/* The host's last error kind, or -1. */
int net_guest_refusal(const net_guest *g);
/* Views whose hash disagreed with the guest's own view or move (each asked
 * for the view again), and lines from the host the guest could not read. */
int net_guest_desyncs(const net_guest *g);
/* Why the connection ended (the transport's words), or "". */
const char *net_guest_gone_reason(const net_guest *g);

#endif
