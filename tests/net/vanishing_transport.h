/* A guest's transport whose room vanishes when the test says so, for the
 * tests of what a guest does then (net_play, the game's table): it carries
 * the lines of another transport (memory, loopback TCP) until
 * vanishing_transport_vanish, then says what an XMPP guest says when its
 * room no longer knows it (LEFT and FAILED with NET_XMPP_ROOM_VANISHED:
 * net/xmpp_transport.h) and carries nothing more; the host hears the guest
 * leave, as the room made again elsewhere has no such occupant. */
#ifndef VILLAGE_TESTS_VANISHING_TRANSPORT_H
#define VILLAGE_TESTS_VANISHING_TRANSPORT_H

#include "net/transport.h"

typedef struct vanishing_transport vanishing_transport;

/* Wraps inner (the wrapper owns it from now on, also when this fails:
 * NULL). Free it with net_transport_free. */
net_transport *vanishing_transport_new(net_transport *inner, vanishing_transport **handle);
/* The room is gone: inner is closed, and the guest hears it. */
void vanishing_transport_vanish(vanishing_transport *v);

#endif
