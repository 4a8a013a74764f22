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
    NET_PLAY_LOBBY,      /* seated; the game waits for every remote chair (a resumed
                          * game is PLAYING at once, its chairs away until their
                          * guests are back) */
    NET_PLAY_PLAYING,    /* the game is on */
    NET_PLAY_OVER,       /* the game is over (a guest: its table followed every move) */
    NET_PLAY_REFUSED,    /* guest: the host refused us (net_play_refusal) */
    NET_PLAY_HOST_GONE,  /* guest: the connection is lost; the last view is kept */
    NET_PLAY_FAILED      /* host: the transport stopped (net_play_failure) */
} net_play_phase;

/* Hosts 's' (the net_play owns it and the transport from now on, also when
 * this fails: NULL). */
net_play *net_play_host(session *s, net_transport *t, const net_host_setup *setup);
/* Joins a game as 'name' ('token': a chair's token to take back, or NULL).
 * The net_play owns the transport (also when this fails: NULL). */
net_play *net_play_join(net_transport *t, const char *name, const char *token, uint64_t seed);
/* Guest: connects again over a new transport (the old one is freed; the
 * net_play owns the new one) with the chair's token, keeping the table: the
 * following session stays as it was and jumps to the host's view when it
 * comes. For a guest whose host is gone (NET_PLAY_HOST_GONE) or that wants
 * to try again; false (t freed) on the host's side or for want of memory. */
bool net_play_reconnect(net_play *np, net_transport *t);
/* Guest: how to reach the same host again (the front end's join screen
 * knows: an address, or an XMPP account and room), so that the table can
 * offer to reconnect by itself. dial returns a new transport, or NULL with
 * the reason in the player's language in message; ctx must outlive the
 * net_play. */
typedef net_transport *(*net_play_dial_fn)(void *ctx, char *message, size_t size);
void net_play_set_dialer(net_play *np, net_play_dial_fn dial, void *ctx);
/* Guest: whether a dialer was given (the table offers Reconnect). */
bool net_play_can_redial(const net_play *np);
/* Guest: dials again and reconnects with the chair's token
 * (net_play_reconnect). False with the reason in message when there is no
 * dialer, the dial fails or this is the host. */
bool net_play_redial(net_play *np, char *message, size_t size);
/* Guest: how many times the table joined again on its own because its
 * room vanished from the XMPP server (NET_XMPP_ROOM_VANISHED: a cluster's
 * node lost with the room; its host makes it again elsewhere). That needs
 * a dialer; each such loss is redialled once, and a dial that fails leaves
 * the host gone as any other loss does. */
int net_play_vanished_rejoins(const net_play *np);
/* Guest: the game's room is not there and only its host may make it (a
 * referee's room lost, the referee not back yet): the guest waits for it
 * (net_xmpp_waiting_for_room), and the table says so. */
bool net_play_waiting_for_room(const net_play *np);
void net_play_free(net_play *np);

net_play_role net_play_role_of(const net_play *np);
net_play_phase net_play_phase_of(const net_play *np);

/* The game to draw: the host's record, or the guest's following session
 * (NULL until the guest's first view; its state is the host's view as far as
 * net_play_turn has handed the moves out). */
const session *net_play_session(const net_play *np);

/* The loop's step, instead of session_play: reads the network, plays the
 * host's seats (announcing each move to the guests), or on a guest takes
 * the next move the host played (one per call, so that the table can
 * animate each; dt and pace are the host's: a guest shows moves as they
 * come). Never blocks. */
session_turn net_play_turn(net_play *np, double dt, double pace, session_change *out);
/* Counts every change of the table's state: each move played or followed,
 * and on a guest each jump to a view that came without its move (a rejoin,
 * a resync: net_play_turn then hands out no change). A front end that keeps
 * a picture of the state (animations) starts again from the session's state
 * when this moved on without a SESSION_PLAYED. */
unsigned long net_play_revision(const net_play *np);
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
/* Guest: its chair (-1 until first seated; kept while it reconnects); host: -1. */
int net_play_own_chair(const net_play *np);
net_chair_status net_play_chair_status(const net_play *np, int chair);
const char *net_play_chair_name(const net_play *np, int chair);
/* The style of the computer that plays a chair (village_ai_style), -1 when
 * a person plays it: the host knows its own seats, a guest what the host's
 * seats line said. */
int net_play_chair_computer_style(const net_play *np, int chair);
/* What to give friends: the address to type or the room to join. */
const char *net_play_address(const net_play *np);

/* Host: an AI of 'level' plays a chair whose guest is away or idle until
 * the guest is back (net_host_stand_in). */
bool net_play_stand_in(net_play *np, int chair, int level);
/* Host: the chair goes to whoever joins next, with a new token; its old
 * guest is let go (net_host_give_chair_away). */
bool net_play_give_chair_away(net_play *np, int chair);

/* Host: writes the game (an ordinary save) and PATH.chairs (the remote
 * chairs' tokens) so that net_play_resume gives the guests their chairs back. */
bool net_play_save(const net_play *np, const char *path, char *err, size_t size);
/* Host: a saved network game taken up again (PATH and PATH.chairs, as
 * net_play_save wrote them); its remote chairs wait for their guests. NULL
 * with the reason in err (a hostile chairs file is refused with its line);
 * the net_play owns the transport, also when this fails. */
net_play *net_play_resume(const char *path, net_transport *t, char *err, size_t size);

/* The game's loop sleeps in its window's event queue: wake(ctx) is called
 * on the transport's thread whenever a line or a peer's coming or going is
 * ready, so that the loop calls net_play_turn at once (net_set_waker says
 * what wake may do; ctx must outlive the net_play). Kept for the transport
 * of a reconnection. False when the transport cannot wake anyone. */
bool net_play_set_waker(net_play *np, net_waker_fn wake, void *ctx);

/* Guest: the moves the host played since this chair last acted, as the
 * host told them when the guest came back (a reconnection, a restart, a
 * game by turns opened): fn gets each one's chair and its events as this
 * chair may know them, oldest first, so that the table can say what
 * happened meanwhile. Taken once (then 0 until the next return); returns
 * how many. */
typedef void (*net_play_past_fn)(void *ctx, int actor, const village_events *events);
int net_play_take_past(net_play *np, net_play_past_fn fn, void *ctx);

/* Guest: the token that takes this chair back after a restart ("" until
 * seated): the front end keeps it with the game. */
const char *net_play_token(const net_play *np);
/* Guest: the host's refusal (net_error_kind), or -1. */
int net_play_refusal(const net_play *np);
/* Host or guest: why the transport stopped (English, for logs), or "". */
const char *net_play_failure(const net_play *np);

#endif
