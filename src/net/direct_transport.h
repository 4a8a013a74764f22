/* The direct transport: the game's lines over one TCP connection per guest,
 * on a LAN or over the internet through a forwarded port. The host listens,
 * each guest connects to "ADDRESS:PORT"; every socket is served by the
 * transport's own I/O thread, so no call ever waits on the network. Limits
 * and timeouts: docs/network-protocol.md, "Transports". No SDL. */
#ifndef VILLAGE_NET_DIRECT_TRANSPORT_H
#define VILLAGE_NET_DIRECT_TRANSPORT_H

#include "net/transport.h"

/* A host: binds and listens at address_port ("0.0.0.0:7717",
 * "127.0.0.1:0" for any free port, "[::1]:7717" for IPv6) before it
 * returns, then accepts guests on its thread (each one a JOINED event).
 * net_address then says the real "ADDRESS:PORT" (for every interface,
 * "0.0.0.0:7717", this computer's address on its network, as
 * "192.168.1.4:7717"; over the internet friends need the router's public
 * address and a forwarded port instead). NULL with the reason in
 * English in err (a bad address, the port in use, no permission) when it
 * cannot listen. */
net_transport *net_direct_listen(const char *address_port, char *err, size_t err_size);

/* A guest: returns at once and connects to the host at address_port
 * ("192.168.1.4:7717", "example.org:7717") on its thread: JOINED when the
 * host is reached, else LEFT with why (refused, unreachable, timed out).
 * NULL with the reason in err only when address_port cannot be read or for
 * want of memory. */
net_transport *net_direct_connect(const char *address_port, char *err, size_t err_size);

/* How often a silent direct transport sends its keepalive (5 s) and how
 * long it waits to hear anything from a peer before it drops it as gone
 * (30 s): shorter, for tests. Does nothing to another transport. */
void net_direct_set_timeouts(net_transport *t, int keepalive_ms, int silence_ms);

#endif
