/* A transport in memory, for tests: one host and any number of guests in one
 * process (threads or not), with the same contract as the real ones (line
 * limit, order, LEFT on drop), so the game's network logic is tested without
 * sockets. No SDL. */
#ifndef VILLAGE_NET_MEMORY_TRANSPORT_H
#define VILLAGE_NET_MEMORY_TRANSPORT_H

#include "net/transport.h"

typedef struct net_memory_hub net_memory_hub;

net_memory_hub *net_memory_hub_new(void);
/* Frees the hub; every transport made from it must be freed first. */
void net_memory_hub_free(net_memory_hub *hub);
/* The hub's host end (one per hub). NULL if the hub has one already or for
 * want of memory. */
net_transport *net_memory_host(net_memory_hub *hub);
/* A guest connecting to the hub's host: the host hears JOINED, the guest
 * hears JOINED. NULL when there is no host or for want of memory. */
net_transport *net_memory_join(net_memory_hub *hub);
/* The same, the host's JOINED naming 'address' as where the guest
 * connects from (net_memory_join: ""). */
net_transport *net_memory_join_from(net_memory_hub *hub, const char *address);

#endif
