/* The pipe between a network game's host and its guests, whatever carries
 * it (a TCP connection, an XMPP room, memory in a test): messages are single
 * lines of UTF-8 text, delivered whole and in order, or the peer is gone.
 * Every call returns at once: the I/O runs on the transport's own thread,
 * so a slow or silent peer never holds up a frame. The protocol on top of
 * it (what the lines say) is docs/network-protocol.md. No SDL. */
#ifndef VILLAGE_NET_TRANSPORT_H
#define VILLAGE_NET_TRANSPORT_H

#include <stdbool.h>
#include <stddef.h>

/* The longest line a peer may send (without its end of line). A peer that
 * sends a longer one is dropped: no transport buffers more than this of one
 * message, so a 100 MB line costs nothing but the connection. */
enum { NET_LINE_MAX = 65536 };

/* A host's peers are numbered from 1 as they connect, never reused while
 * the transport lives; a guest's only peer is its host, NET_PEER_HOST. */
enum { NET_PEER_HOST = 0, NET_PEER_ALL = -1 };

/* The longest address a JOINED event names, with its NUL. */
enum { NET_ADDRESS_MAX = 64 };

typedef enum net_event_kind {
    NET_EVENT_JOINED, /* host: a guest connected; guest: the host is reached */
    NET_EVENT_LINE,   /* a line from the peer */
    NET_EVENT_LEFT,   /* the peer is gone (closed, dropped, timed out): text says why */
    NET_EVENT_FAILED  /* the transport itself stopped (cannot listen, server refused): text says why
                       */
} net_event_kind;

typedef struct net_event {
    net_event_kind kind;
    int peer;
    /* LINE: the line, NUL-terminated, no end of line; LEFT and FAILED: the
     * reason in English, for logs (the player sees the protocol's message
     * kind in their language); a host's JOINED: where the guest connects
     * from (an IP address, at most NET_ADDRESS_MAX - 1 bytes), or "" when the
     * transport cannot say. Owned by the transport, valid until its next
     * poll or free. */
    const char *text;
    size_t length; /* of text */
} net_event;

/* A transport's call to wake whoever waits for its events elsewhere (the
 * game's loop asleep in its event queue): see net_set_waker. */
typedef void (*net_waker_fn)(void *ctx);

typedef struct net_transport_ops {
    const char *name; /* "direct", "xmpp", "memory": for messages */
    /* Queues one line (no end of line, at most NET_LINE_MAX bytes) for the
     * peer, or for every guest with NET_PEER_ALL (host only). False if the
     * peer is unknown or gone, or its queue is full (the peer does not
     * read): the caller drops the peer. */
    bool (*send)(void *self, int peer, const char *line, size_t length);
    /* The next event, if any. */
    bool (*poll)(void *self, net_event *out);
    /* Sleeps until an event is ready or timeout_ms passed: for headless
     * loops, so a waiting game costs no CPU. */
    void (*wait)(void *self, int timeout_ms);
    /* Disconnects a guest (host) or the host (guest); a LEFT event follows. */
    void (*drop)(void *self, int peer);
    /* What the host gives its friends to join ("192.168.1.4:7717",
     * "village-3f2a@conference.example.org"); a guest: what it joined. */
    const char *(*address)(void *self);
    void (*free)(void *self);
    /* Optional (NULL: this transport wakes nobody): from now on calls
     * wake(ctx) whenever an event becomes ready (wake NULL: never again). */
    void (*set_waker)(void *self, net_waker_fn wake, void *ctx);
    /* Optional (NULL: this transport knows no accounts): the bare address of
     * the account behind a peer ("ana@example.org"), as the server vouches
     * for it, into out; false when it is unknown (an anonymous room, a TCP
     * peer, a peer gone). */
    bool (*peer_identity)(void *self, int peer, char *out, size_t size);
} net_transport_ops;

typedef struct net_transport {
    const net_transport_ops *ops;
    void *self;
} net_transport;

/* The calls, for readability at call sites. */
bool net_send(net_transport *t, int peer, const char *line);
bool net_poll(net_transport *t, net_event *out);
void net_wait(net_transport *t, int timeout_ms);
void net_drop(net_transport *t, int peer);
const char *net_address(const net_transport *t);
/* Wakes a loop that sleeps somewhere else than net_wait (the game's, in
 * its window's event queue) as soon as a line or a peer's coming or going
 * is ready to poll, so that it needs no timer to hear the network. wake is
 * called on the transport's own I/O thread (the memory transport's: the
 * sender's), with the transport's lock held: it must return at once, be
 * safe from any thread, and never call the transport (pushing an event
 * into a queue is what it is for). If events are ready already it is
 * called at once. False when this transport cannot wake anyone. */
bool net_set_waker(net_transport *t, net_waker_fn wake, void *ctx);
/* The account behind a peer (see peer_identity): a referee binds each chair
 * to one account with it, so a token alone seats nobody. False when the
 * transport cannot tell. */
bool net_peer_identity(net_transport *t, int peer, char *out, size_t size);
void net_transport_free(net_transport *t);

#endif
