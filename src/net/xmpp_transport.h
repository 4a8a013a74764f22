/* The XMPP transport: a game is a multi-user chat room (XEP-0045) on any
 * standard XMPP server, the way 0 A.D.'s lobby works, so every player
 * connects outward and NAT is no obstacle. The host joins the room under its
 * nick; every other occupant is a guest peer; lines between the host and a
 * guest are private room messages, so what is meant for one chair reaches
 * only that chair. TLS is mandatory and the server's certificate is checked.
 * The connection runs libstrophe's event loop on the transport's own thread.
 * No SDL. */
#ifndef VILLAGE_NET_XMPP_TRANSPORT_H
#define VILLAGE_NET_XMPP_TRANSPORT_H

#include "net/transport.h"

typedef struct net_xmpp_account {
    const char *jid;      /* "ana@example.org" */
    const char *password; /* the account's */
    const char *room;     /* "village-3f2a@conference.example.org" */
    const char *nick;     /* the name in the room */
    const char *ca_file;  /* PEM certificates to trust; NULL: the system's */
    const char *server;   /* "HOST:PORT"; NULL: the JID's domain (SRV records) */
} net_xmpp_account;

/* Connects, then creates or joins the room as its host. Returns at once (NULL
 * only for want of memory or a malformed account, with why in err); a
 * connection that fails later reports FAILED with the reason. */
net_transport *net_xmpp_host(const net_xmpp_account *account, char *err, size_t err_size);
/* Connects and joins the room as a guest: JOINED (peer NET_PEER_HOST) once
 * the host is in the room; LEFT when the host leaves or the room closes;
 * FAILED when the server cannot be reached or refuses. Returns at once as
 * net_xmpp_host does. */
net_transport *net_xmpp_join(const net_xmpp_account *account, char *err, size_t err_size);

#endif
