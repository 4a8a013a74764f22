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
    /* A guest: the bare address the room's host must be ("referee@example.org"),
     * or several separated by commas (the referees sharing one database, any
     * of which may hold the game). The host's real address is read from its
     * presence (the room must show it: a non-anonymous room); a room whose
     * owner is anyone else, or hides its address, is left before a line is
     * sent, so a chair's token never reaches a squatter. NULL: any owner of
     * the room (live play among friends). */
    const char *host_jid;
    /* A host: the bare addresses of the only accounts the room admits. With
     * them the room is configured as the referee's (XEP-0045 §10.2): it
     * admits only these members, shows occupants' real addresses, and lives
     * while the host is in it (the server is to let only hosts make rooms,
     * so nobody else can make it meanwhile). A room
     * that exists and is not ours is never used (net_xmpp_room_taken). NULL:
     * an open room that lasts while the host is in it (live play). */
    const char *const *members;
    int member_count;
    /* A host with members: the bare addresses made owners of the room too
     * (the other referees sharing its database), so that whichever takes
     * the game over enters the room as its own. */
    const char *const *owners;
    int owner_count;
} net_xmpp_account;

/* Connects, then creates or joins the room as its host. Returns at once (NULL
 * only for want of memory or a malformed account, with why in err); a
 * connection that fails later reports FAILED with the reason. */
net_transport *net_xmpp_host(const net_xmpp_account *account, char *err, size_t err_size);
/* Connects and joins the room as a guest: JOINED (peer NET_PEER_HOST) once
 * the host is in the room; LEFT when the host leaves or the room closes;
 * FAILED when the server cannot be reached or refuses. Returns at once as
 * net_xmpp_host does. In the room, the guest asks it every few seconds
 * whether it is still there (XEP-0410): a room lost with its server's
 * cluster node says nothing to its occupants on the other nodes, and the
 * room its host makes again elsewhere does not know them; such a guest
 * gets LEFT and FAILED with NET_XMPP_ROOM_VANISHED, and joins again as
 * after any lost connection. */
net_transport *net_xmpp_join(const net_xmpp_account *account, char *err, size_t err_size);
/* The reason of a guest's FAILED when the room no longer knows it. */
#define NET_XMPP_ROOM_VANISHED "the room vanished from the XMPP server (a server node lost)"

/* A host with members: the room is entered, configured and its members set,
 * so guests may come. */
bool net_xmpp_room_ready(net_transport *t);
/* A guest: the room is not there and the server refused to let this
 * account make it (only hosts make rooms there: docs/referee.md, "Only the
 * referees make rooms"), so it waits for its host to make it again, trying
 * every 0.5 s for up to 120 s before it fails. False once it is in. */
bool net_xmpp_waiting_for_room(net_transport *t);
/* A host: the room exists and another account owns it, or it would not let
 * us in (a squatter made it first). The transport has failed then; nothing
 * was sent into the room. */
bool net_xmpp_room_taken(net_transport *t);

#endif
