/* The transports' event queue (event_queue.h). */
#include "net/event_queue.h"

#include <stdlib.h>
#include <string.h>

size_t net_event_cost(size_t length)
{
    return length + 1 + sizeof(net_queued) + 32;
}

/* What e holds: its text, and its tag with the tag's NUL. */
static size_t held(const net_queued *e)
{
    return e->length + (e->tag ? strlen(e->tag) + 1 : 0);
}

bool net_event_queue_push_tagged(net_event_queue *q, size_t limit, net_event_kind kind, int peer,
                                 const char *tag, const char *text, size_t length)
{
    if (q->count >= limit)
        return false;
    net_queued *e = calloc(1, sizeof *e);
    char *copy = malloc(length + 1);
    size_t tag_size = tag ? strlen(tag) + 1 : 0;
    char *tag_copy = tag ? malloc(tag_size) : NULL;
    if (!e || !copy || (tag && !tag_copy)) {
        free(e);
        free(copy);
        free(tag_copy);
        return false;
    }
    if (length)
        memcpy(copy, text, length);
    if (tag)
        memcpy(tag_copy, tag, tag_size);
    copy[length] = '\0';
    *e = (net_queued){.kind = kind, .peer = peer, .text = copy, .length = length, .tag = tag_copy};
    if (q->tail)
        q->tail->next = e;
    else
        q->head = e;
    q->tail = e;
    q->count++;
    q->bytes += net_event_cost(held(e));
    return true;
}

bool net_event_queue_push(net_event_queue *q, size_t limit, net_event_kind kind, int peer,
                          const char *text, size_t length)
{
    return net_event_queue_push_tagged(q, limit, kind, peer, NULL, text, length);
}

net_queued *net_event_queue_pop(net_event_queue *q)
{
    net_queued *e = q->head;
    if (e) {
        q->head = e->next;
        if (!q->head)
            q->tail = NULL;
        q->count--;
        q->bytes -= net_event_cost(held(e));
        e->next = NULL;
    }
    return e;
}

void net_queued_free(net_queued *e)
{
    if (e) {
        free(e->text);
        free(e->tag);
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
    free(e->tag);
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
