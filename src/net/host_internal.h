/* What the host (host.c) and its remote seats (seat_remote.c) share: the
 * move a guest sent for its chair, checked and waiting for the session to
 * ask that chair. */
#ifndef VILLAGE_NET_HOST_INTERNAL_H
#define VILLAGE_NET_HOST_INTERNAL_H

#include "net/host.h"
#include "session/seat.h"

/* The guest's move for 'chair' at decision 'seq', if one came: taken (so it
 * is answered once). */
bool net_host_take_move(net_host *h, int chair, long seq, village_move *out);

/* A remote chair as a seat source: the session asks it as it asks an AI. */
seat_source *net_remote_seat_new(net_host *h, int chair);

/* Gives send each line, written into buf, that tells a guest coming back
 * to 'chair' the moves since its last one (host_past.c): a moved line and
 * an events line (as the chair may know them) a move, the latest
 * NET_GUEST_PAST_MAX at most, oldest first. Sent before its view. */
typedef void (*net_host_line_fn)(void *ctx, const char *line, size_t length);
void net_host_tell_past(const session *s, int chair, char *buf, size_t size, net_host_line_fn send,
                        void *ctx);

#endif
