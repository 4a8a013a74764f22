/* The host's own helpers across its files (host.c, host_past.c). What it
 * shares with its remote seats is net/remote_chair.h. */
#ifndef VILLAGE_NET_HOST_INTERNAL_H
#define VILLAGE_NET_HOST_INTERNAL_H

#include "net/host.h"
/* Gives send each line, written into buf, that tells a guest coming back
 * to 'chair' the moves since its last one (host_past.c): a moved line and
 * an events line (as the chair may know them) a move, the latest
 * NET_GUEST_PAST_MAX at most, oldest first. Sent before its view. */
typedef void (*net_host_line_fn)(void *ctx, const char *line, size_t length);
void net_host_tell_past(const session *s, int chair, char *buf, size_t size, net_host_line_fn send,
                        void *ctx);

#endif
