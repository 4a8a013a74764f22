/* The transports' event queue (event_queue.h). */
#include "net/event_queue.h"

#include <stdlib.h>
#include <string.h>

size_t net_event_cost(size_t length)
{
    return length + 1 + sizeof(net_queued) + 32;
}

bool net_event_queue_push(net_event_queue *q, size_t limit, net_event_kind kind, int peer,
                          const char *text, size_t length)
{
    if (q->count >= limit)
        return false;
    net_queued *e = calloc(1, sizeof *e);
    char *copy = malloc(length + 1);
    if (!e || !copy) {
        free(e);
        free(copy);
        return false;
    }
    memcpy(copy, text, length);
    copy[length] = '\0';
    *e = (net_queued){.kind = kind, .peer = peer, .text = copy, .length = length};
    if (q->tail)
        q->tail->next = e;
    else
        q->head = e;
    q->tail = e;
    q->count++;
    q->bytes += net_event_cost(length);
    return true;
}

net_queued *net_event_queue_pop(net_event_queue *q)
{
    net_queued *e = q->head;
    if (e) {
        q->head = e->next;
        if (!q->head)
            q->tail = NULL;
        q->count--;
        q->bytes -= net_event_cost(e->length);
        e->next = NULL;
    }
    return e;
}

void net_queued_free(net_queued *e)
{
    if (e) {
        free(e->text);
        free(e);
    }
}

bool net_event_queue_take(net_event_queue *q, net_event *out)
{
    free(q->current);
    q->current = NULL;
    net_queued *e = net_event_queue_pop(q);
    if (!e)
        return false;
    q->current = e->text;
    *out = (net_event){.kind = e->kind, .peer = e->peer, .text = e->text, .length = e->length};
    free(e);
    return true;
}

void net_event_queue_clear(net_event_queue *q)
{
    for (net_queued *e; (e = net_event_queue_pop(q));)
        net_queued_free(e);
    free(q->current);
    q->current = NULL;
}
