/* The referee's one XMPP connection (docs/referee.md, "One connection for
 * every game"): a client logged in once, joined to the room of every game
 * the referee hosts, which also carries the players' direct requests. Each
 * room is a net_transport of its own, as the live game's XMPP transport
 * (net/xmpp_transport.h) is for one room, so the network host and the token
 * guard run over it unchanged: the same rooms (members-only,
 * non-anonymous, the peers as co-owners; not persistent: the referee makes
 * them again), the same private lines, the same refusal of a room another
 * account made.
 *
 * One thread runs libstrophe for all of them. While nothing happens it
 * sleeps in poll() on the connection's socket and a wake-up pipe, so a game
 * nobody moves in costs no wake-up at all; a lost connection fails every
 * room (the referee makes them again) and is made again after a moment.
 * A request of a room's setting up (our entry, its configuration, its
 * members) that the room neither answers nor refuses within 5 s (lost with
 * a cluster's node) is sent again; only such requests give the thread a
 * deadline. Every call returns at once. No SDL. */
#ifndef VILLAGE_REFEREE_ROOM_HUB_H
#define VILLAGE_REFEREE_ROOM_HUB_H

#include <stdbool.h>
#include <stddef.h>

#include "net/transport.h"

typedef struct referee_hub referee_hub;

typedef struct referee_hub_account {
    const char *jid; /* "referee@example.org" */
    const char *password;
    const char *ca_file; /* PEM certificates to trust; NULL: the system's */
    /* "HOST:PORT", or a cluster's nodes "HOST:PORT,HOST:PORT" tried in turn
     * (the next one after a connection fails or is lost); NULL: the JID's
     * domain. */
    const char *server;
    /* The multi-user chat service of the rooms: a message from it that is
     * not from one of our rooms is never taken for a request. */
    const char *rooms;
} referee_hub_account;

/* Connects (TLS always, the certificate checked); NULL only for a malformed
 * account or want of memory, with why in err. */
referee_hub *referee_hub_open(const referee_hub_account *account, char *err, size_t err_size);
/* Leaves every room still open and disconnects. The rooms' transports must
 * have been freed first. */
void referee_hub_close(referee_hub *h);

/* Logged in and present now. */
bool referee_hub_online(referee_hub *h);
/* Why the last connection ended or failed ("" while none did). */
void referee_hub_failure(referee_hub *h, char *out, size_t size);

/* Direct messages (xmpp_direct.h says what they are for): a chat message
 * to a bare JID; false when the body is not one line of UTF-8 of at most
 * REFEREE_DIRECT_BODY_MAX bytes or the queue is full. */
bool referee_hub_send(referee_hub *h, const char *to, const char *body);
/* The next request received: its sender's bare JID and its body, valid
 * until the next call; false when none waits. */
bool referee_hub_poll(referee_hub *h, const char **from, const char **body);
/* wake(ctx) on the connection's thread, under its lock, when a request
 * comes or the connection goes up or down: it must return at once. */
void referee_hub_set_waker(referee_hub *h, net_waker_fn wake, void *ctx);

/* Enters (making it if need be) the room as its host under nick and makes
 * it the referee's: members only these accounts, owners also these (the
 * other referees of the same database). Returns at once; the room is
 * entered once the connection is up. NULL only for a malformed address or
 * want of memory. Free it with net_transport_free: we leave the room. */
net_transport *referee_hub_room(referee_hub *h, const char *room, const char *nick,
                                const char *const *members, int member_count,
                                const char *const *owners, int owner_count, char *err,
                                size_t err_size);
/* The room is entered, configured and its members set: guests may come. */
bool referee_hub_room_ready(net_transport *t);
/* The room exists and another account owns it, or would not let us in.
 * The transport has failed then; nothing was sent into the room. */
bool referee_hub_room_taken(net_transport *t);
/* Occupants of the room other than us, as the room last said. */
int referee_hub_room_occupants(net_transport *t);

typedef struct referee_hub_stats {
    int rooms;           /* open now */
    int rooms_ready;     /* of them, entered, configured and their members set */
    long stanzas_in;     /* received since open */
    long stanzas_out;    /* sent since open */
    long wakeups;        /* times the connection's thread woke from poll() */
    long entries_again;  /* room entries sent again: unanswered for 5 s */
    long requests_again; /* room configuration or member requests sent again, alike */
} referee_hub_stats;
void referee_hub_stats_get(referee_hub *h, referee_hub_stats *out);

#endif
