/* Direct XMPP messages between the referee and players (docs/referee.md,
 * "Requests"): one connection of one account that sends and receives chat
 * messages addressed to JIDs, outside any room. A player's program asks
 * the referee through it. (The referee itself reads requests and sends its
 * answers and "your turn" notices on its one connection, room_hub.h, the
 * same way: to the player's bare JID, so that a server with offline
 * storage, XEP-0160, keeps a notice for a player who is not online and
 * delivers it at their next login.) The connection
 * runs libstrophe on its own thread and comes back by itself when the
 * server is lost. Every call returns at once. A build without libstrophe
 * (xmpp_direct_unavailable.c) refuses to open one and says why. No SDL. */
#ifndef VILLAGE_REFEREE_XMPP_DIRECT_H
#define VILLAGE_REFEREE_XMPP_DIRECT_H

#include <stdbool.h>
#include <stddef.h>

enum {
    /* A longer body is not a request of ours: it is dropped unread. */
    REFEREE_DIRECT_BODY_MAX = 4096,
    REFEREE_DIRECT_JID_MAX = 255
};

typedef struct referee_direct referee_direct;

typedef struct referee_direct_account {
    const char *jid; /* "referee@example.org" */
    const char *password;
    const char *ca_file;  /* PEM certificates to trust; NULL: the system's */
    const char *server;   /* "HOST:PORT"; NULL: the JID's domain */
    const char *resource; /* NULL: the server's choice */
} referee_direct_account;

/* Connects (TLS always, the certificate checked); NULL only for a malformed
 * account or want of memory, with why in err. */
referee_direct *referee_direct_open(const referee_direct_account *account, char *err,
                                    size_t err_size);
void referee_direct_close(referee_direct *d);

/* Logged in and present now. */
bool referee_direct_online(const referee_direct *d);
/* Why the last connection ended or failed ("" while none did). */
void referee_direct_failure(referee_direct *d, char *out, size_t size);

/* Queues a chat message to 'to' (a bare JID): false when the body is not
 * one line of UTF-8 of at most REFEREE_DIRECT_BODY_MAX bytes, or the queue
 * is full. Sent once the connection is up. */
bool referee_direct_send(referee_direct *d, const char *to, const char *body);
/* The next message received: its sender's bare JID and its body (valid
 * until the next call or close); false when none waits. */
bool referee_direct_poll(referee_direct *d, const char **from, const char **body);
/* Sleeps until a message is ready or timeout_ms passed. */
void referee_direct_wait(referee_direct *d, int timeout_ms);
/* wake(ctx) is called on the connection's thread each time a message is
 * received or the connection comes up or goes down, so that a program's
 * loop can sleep until then (the game's app_wake). NULL: none. */
void referee_direct_set_waker(referee_direct *d, void (*wake)(void *ctx), void *ctx);

#endif
