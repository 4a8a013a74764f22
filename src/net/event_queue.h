/* The one queue of events the three transports (memory, TCP, XMPP) keep
 * for their caller: events in arrival order, each with a copy of its text,
 * counted (a limit on how many) and weighed (their memory, for a limit on
 * bytes), and the text of the event last taken kept until the next take,
 * as net_event promises. No lock of its own: each transport holds its own
 * around these calls. The XMPP transport's outbox is one too, and so are the
 * referee's room hub's queues (its rooms' inboxes, its outbox, the requests
 * it heard): an event there may carry a tag, the address it goes to or
 * came from. */
#ifndef VILLAGE_NET_EVENT_QUEUE_H
#define VILLAGE_NET_EVENT_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

#include "net/transport.h"

typedef struct net_queued {
    net_event_kind kind;
    int peer;
    char *text; /* a copy of length bytes and a NUL (the bytes may hold a NUL of their own) */
    size_t length;
    /* An address the event goes to or came from (a nick, a room, a JID), a
     * copy; NULL when pushed without one. */
    char *tag;
    struct net_queued *next;
} net_queued;

typedef struct net_event_queue {
    net_queued *head, *tail;
    size_t count;  /* events queued */
    size_t bytes;  /* their memory, as net_event_cost counts it */
    char *current; /* the text of the event last taken (net_event_queue_take) */
} net_event_queue;

/* What a queued event of 'length' bytes (its text and tag) costs, so that
 * a flood of empty lines is bounded as a flood of long ones is. */
size_t net_event_cost(size_t length);
/* Appends an event with a copy of text; false, with nothing queued, when
 * 'limit' events are queued already or memory is short. */
bool net_event_queue_push(net_event_queue *q, size_t limit, net_event_kind kind, int peer,
                          const char *text, size_t length);
/* The same with a tag (a string, copied; NULL: none). */
bool net_event_queue_push_tagged(net_event_queue *q, size_t limit, net_event_kind kind, int peer,
                                 const char *tag, const char *text, size_t length);
/* The oldest event, taken out of the queue (the caller frees it with
 * net_queued_free), or NULL. */
net_queued *net_event_queue_pop(net_event_queue *q);
void net_queued_free(net_queued *e);
/* The oldest event as a transport's poll hands it on: its text stays
 * valid until the next take or clear. False when the queue is empty. */
bool net_event_queue_take(net_event_queue *q, net_event *out);
/* Frees every event and the text last taken: the queue is empty again. */
void net_event_queue_clear(net_event_queue *q);

#endif
