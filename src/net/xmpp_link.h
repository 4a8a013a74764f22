/* One XMPP client connection as every connection of the game makes it: the
 * room transport (xmpp_transport.c), the referee's one connection
 * (src/referee/room_hub.c) and a player's direct line to a referee
 * (src/referee/xmpp_direct.c). It owns libstrophe's context and connection:
 * the account's JID and password, TLS required, the server's certificate
 * checked (xmpp_certificate.h), the socket kept from Nagle and from the
 * programs this one starts and noted for poll(), one login at a time in the
 * process (libstrophe's SCRAM hashes in a static buffer), why a connection
 * ended in the words the player reads, and the pause before the next try.
 * The owner adds its stanza handlers when told the connection is up and
 * decides whether to try again.
 *
 * A link lives on one thread, the one that opens, runs and closes it:
 * libstrophe is not thread-safe. One link per thread. Built only with
 * libstrophe (src/net's CMakeLists.txt); the owners have their own
 * twins for a build without it. No SDL. */
#ifndef VILLAGE_NET_XMPP_LINK_H
#define VILLAGE_NET_XMPP_LINK_H

#include <stdbool.h>
#include <stddef.h>

#include <strophe.h>

#include "net/xmpp_memory.h"
#include "platform/sockets.h"

enum {
    XMPP_LINK_REASON_MAX = 256,
    /* A connection that ended is made again no sooner than this (by an
     * owner that makes it again: the referee's and a player's direct line;
     * a game's room transport gives up instead). */
    XMPP_LINK_RETRY_MS = 2000,
    /* How long closing lets a login under way end first: libstrophe loses
     * (leaks) its SASL state when a connection is cut while it logs in. */
    XMPP_LINK_LOGIN_GRACE_MS = 5000,
    /* How long closing waits for the server to take our leaving. */
    XMPP_LINK_LEAVE_GRACE_MS = 1000,
    /* A login not over this long after the connection started is ended:
     * a server that takes the connection and then says nothing would
     * otherwise keep the player waiting, and every other connection of the
     * process from logging in, for ever. */
    XMPP_LINK_LOGIN_MS = 20000,
    /* How often a connection waiting for its turn to log in asks again. */
    XMPP_LINK_TURN_MS = 20
};

typedef struct xmpp_link xmpp_link;

/* The owner's news, on the link's thread: the connection is logged in (why
 * is NULL: add the stanza handlers to link->conn now), or it ended or
 * could not start (why says so, e.g. "the XMPP server refused the account
 * or password (…)"). */
typedef void (*xmpp_link_news)(xmpp_link *link, const char *why, void *userdata);

typedef struct xmpp_link_account {
    const char *jid; /* "ana@example.org", or with "/resource" */
    const char *password;
    const char *ca_file; /* PEM certificates to trust; NULL: the bundle's or the system's */
} xmpp_link_account;

struct xmpp_link {
    /* For the owner to read, never to set. */
    xmpp_ctx_t *ctx;        /* from open to close: makes the owner's stanzas */
    xmpp_conn_t *conn;      /* the connection under way, or NULL between two */
    platform_socket socket; /* conn's socket, PLATFORM_NO_SOCKET until it has one */
    bool connected;         /* conn is logged in */
    long long retry_at;     /* platform_monotonic_ms: the next connection no sooner */

    /* The link's own. */
    xmpp_link_account account; /* the owner's strings, which outlive the link */
    xmpp_link_news news;
    void *userdata;
    xmpp_log_t log;
    xmpp_memory memory; /* ctx's blocks: what libstrophe leaves is freed at close */
    bool disconnected, was_connected, holds_login;
    /* Waiting for another connection's login to end (connect's host and
     * port kept for then), and the time this one's login must end by. */
    bool waits_turn, login_late;
    const char *turn_host;
    unsigned short turn_port;
    long long login_by;
    int login_ms;
    char last_error[XMPP_LINK_REASON_MAX];          /* libstrophe's last complaint */
    char certificate_refused[XMPP_LINK_REASON_MAX]; /* why the certificate was refused */
};

/* "HOST:PORT" or "[IPV6]:PORT" (an account's server, when it is not the
 * JID's domain) into its host, malloc'd for the caller to free, and port.
 * False for anything else, or for want of memory. */
bool xmpp_link_server(const char *server, char **host, unsigned short *port);

/* Makes the context, on the thread that will run the link (which then
 * ignores broken pipes: libstrophe writes without MSG_NOSIGNAL). False
 * only for want of memory. */
bool xmpp_link_open(xmpp_link *link, const xmpp_link_account *account, xmpp_link_news news,
                    void *userdata);
/* Starts a connection to host and port (NULL and 0: the JID's domain, as
 * its DNS says; host must outlive the link), unless one is under way.
 * While another connection of the process logs in it starts later, from
 * xmpp_link_run, never blocking the thread. The outcome comes through the
 * news; one that cannot start is told at once, and released; a login not
 * over in XMPP_LINK_LOGIN_MS ends with "the XMPP server did not finish the
 * login". */
void xmpp_link_connect(xmpp_link *link, const char *host, unsigned short port);
/* How long a login may take (tests shorten it); XMPP_LINK_LOGIN_MS unless set. */
void xmpp_link_set_login_patience(xmpp_link *link, int ms);
/* One turn of libstrophe's loop, waiting up to timeout_ms for the socket.
 * A connection that ended is released after it (conn NULL, retry_at set). */
void xmpp_link_run(xmpp_link *link, int timeout_ms);
/* Ends the link: lets a login under way finish (XMPP_LINK_LOGIN_GRACE_MS),
 * and when logged in calls last_words(userdata) (what must still be sent:
 * the leaving of rooms, the last answers), disconnects and waits for the
 * server (XMPP_LINK_LEAVE_GRACE_MS). Then frees conn and ctx. */
void xmpp_link_close(xmpp_link *link, void (*last_words)(void *userdata));

#endif
