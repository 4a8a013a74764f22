/* The in-memory transport (memory_transport.h): every end has an inbox of
 * events behind the hub's one lock; a send appends to the other end's inbox
 * and wakes its waiter. */
/* pthread_cond_timedwait and clock_gettime */
#define _POSIX_C_SOURCE 200809L

#include "net/memory_transport.h"
#include "net/event_queue.h"
#include "platform/timed_wait.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A peer that does not read is dropped rather than let its inbox grow
 * without end, as a real transport's send buffer would fill. */
enum { INBOX_LIMIT = 4096, MAX_ENDS = 64 };

typedef struct memory_end {
    net_memory_hub *hub;
    net_transport transport;
    int id;         /* NET_PEER_HOST for the host, else the guest's number */
    bool connected; /* a guest: still linked to the host */
    net_event_queue inbox;
    net_waker_fn wake; /* net_set_waker's, called as an event is queued */
    void *wake_ctx;
} memory_end;

struct net_memory_hub {
    pthread_mutex_t lock;
    pthread_cond_t ready;
    memory_end *host;
    memory_end *guests[MAX_ENDS];
    int next_id;
};

static bool enqueue(memory_end *to, net_event_kind kind, int peer, const char *text, size_t length)
{
    if (!net_event_queue_push(&to->inbox, INBOX_LIMIT, kind, peer, text, length)) {
        return false;
    }
    pthread_cond_broadcast(&to->hub->ready);
    if (to->wake)
        to->wake(to->wake_ctx);
    return true;
}

static memory_end *guest_of(net_memory_hub *hub, int id)
{
    for (int i = 0; i < MAX_ENDS; i++) {
        if (hub->guests[i] && hub->guests[i]->id == id && hub->guests[i]->connected) {
            return hub->guests[i];
        }
    }
    return NULL;
}

/* Unlinks a guest from the host; both ends hear LEFT with why. Under the lock. */
static void unlink_guest(memory_end *guest, const char *why)
{
    net_memory_hub *hub = guest->hub;
    if (!guest->connected) {
        return;
    }
    guest->connected = false;
    enqueue(guest, NET_EVENT_LEFT, NET_PEER_HOST, why, strlen(why));
    if (hub->host) {
        enqueue(hub->host, NET_EVENT_LEFT, guest->id, why, strlen(why));
    }
}

static bool memory_send(void *self, int peer, const char *line, size_t length)
{
    memory_end *end = self;
    net_memory_hub *hub = end->hub;
    if (length > NET_LINE_MAX || memchr(line, '\n', length)) {
        return false;
    }
    pthread_mutex_lock(&hub->lock);
    bool sent = false;
    if (end == hub->host) {
        if (peer == NET_PEER_ALL) {
            sent = true;
            for (int i = 0; i < MAX_ENDS; i++) {
                memory_end *g = hub->guests[i];
                if (g && g->connected) {
                    sent = enqueue(g, NET_EVENT_LINE, NET_PEER_HOST, line, length) && sent;
                }
            }
        } else {
            memory_end *g = guest_of(hub, peer);
            sent = g && enqueue(g, NET_EVENT_LINE, NET_PEER_HOST, line, length);
        }
    } else if (peer == NET_PEER_HOST && end->connected && hub->host) {
        sent = enqueue(hub->host, NET_EVENT_LINE, end->id, line, length);
    }
    pthread_mutex_unlock(&hub->lock);
    return sent;
}

static bool memory_poll(void *self, net_event *out)
{
    memory_end *end = self;
    pthread_mutex_lock(&end->hub->lock);
    bool taken = net_event_queue_take(&end->inbox, out);
    pthread_mutex_unlock(&end->hub->lock);
    return taken;
}

static void memory_wait(void *self, int timeout_ms)
{
    memory_end *end = self;
    platform_deadline until = platform_deadline_after(timeout_ms / 1000.0);
    pthread_mutex_lock(&end->hub->lock);
    while (!end->inbox.head && platform_wait_until(&end->hub->ready, &end->hub->lock, &until)) {
    }
    pthread_mutex_unlock(&end->hub->lock);
}

static void memory_drop(void *self, int peer)
{
    memory_end *end = self;
    net_memory_hub *hub = end->hub;
    pthread_mutex_lock(&hub->lock);
    if (end == hub->host) {
        memory_end *g = guest_of(hub, peer);
        if (g) {
            unlink_guest(g, "dropped by the host");
        }
    } else {
        unlink_guest(end, "left the game");
    }
    pthread_mutex_unlock(&hub->lock);
}

static const char *memory_address(void *self)
{
    (void)self;
    return "memory";
}

static void memory_free(void *self)
{
    memory_end *end = self;
    net_memory_hub *hub = end->hub;
    pthread_mutex_lock(&hub->lock);
    if (end == hub->host) {
        for (int i = 0; i < MAX_ENDS; i++) {
            if (hub->guests[i]) {
                unlink_guest(hub->guests[i], "the host closed the game");
            }
        }
        hub->host = NULL;
    } else {
        unlink_guest(end, "the guest closed the game");
        for (int i = 0; i < MAX_ENDS; i++) {
            if (hub->guests[i] == end) {
                hub->guests[i] = NULL;
            }
        }
    }
    pthread_mutex_unlock(&hub->lock);
    net_event_queue_clear(&end->inbox);
    free(end);
}

static void memory_set_waker(void *self, net_waker_fn wake, void *ctx)
{
    memory_end *end = self;
    pthread_mutex_lock(&end->hub->lock);
    end->wake = wake;
    end->wake_ctx = ctx;
    if (wake && end->inbox.head)
        wake(ctx);
    pthread_mutex_unlock(&end->hub->lock);
}

static const net_transport_ops memory_ops = {
    .name = "memory",
    .send = memory_send,
    .poll = memory_poll,
    .wait = memory_wait,
    .set_waker = memory_set_waker,
    .drop = memory_drop,
    .address = memory_address,
    .free = memory_free,
};

net_memory_hub *net_memory_hub_new(void)
{
    net_memory_hub *hub = calloc(1, sizeof *hub);
    if (!hub) {
        return NULL;
    }
    pthread_mutex_init(&hub->lock, NULL);
    pthread_cond_init(&hub->ready, NULL);
    hub->next_id = 1;
    return hub;
}

void net_memory_hub_free(net_memory_hub *hub)
{
    if (hub) {
        pthread_cond_destroy(&hub->ready);
        pthread_mutex_destroy(&hub->lock);
        free(hub);
    }
}

static memory_end *end_new(net_memory_hub *hub, int id)
{
    memory_end *end = calloc(1, sizeof *end);
    if (end) {
        end->hub = hub;
        end->id = id;
        end->transport = (net_transport){.ops = &memory_ops, .self = end};
    }
    return end;
}

net_transport *net_memory_host(net_memory_hub *hub)
{
    pthread_mutex_lock(&hub->lock);
    memory_end *end = hub->host ? NULL : end_new(hub, NET_PEER_HOST);
    if (end) {
        hub->host = end;
    }
    pthread_mutex_unlock(&hub->lock);
    return end ? &end->transport : NULL;
}

net_transport *net_memory_join(net_memory_hub *hub)
{
    return net_memory_join_from(hub, "");
}

net_transport *net_memory_join_from(net_memory_hub *hub, const char *address)
{
    pthread_mutex_lock(&hub->lock);
    memory_end *end = NULL;
    int slot = -1;
    for (int i = 0; i < MAX_ENDS && slot < 0; i++) {
        if (!hub->guests[i]) {
            slot = i;
        }
    }
    if (hub->host && slot >= 0) {
        end = end_new(hub, hub->next_id);
    }
    if (end) {
        hub->next_id++;
        end->connected = true;
        hub->guests[slot] = end;
        enqueue(end, NET_EVENT_JOINED, NET_PEER_HOST, "", 0);
        enqueue(hub->host, NET_EVENT_JOINED, end->id, address, strlen(address));
    }
    pthread_mutex_unlock(&hub->lock);
    return end ? &end->transport : NULL;
}
