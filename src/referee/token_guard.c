/* The token guard (token_guard.h): every call goes to the room's transport,
 * but a tokenless hello never comes out of poll. */
#include <stdlib.h>
#include <string.h>

#include "net/protocol.h"
#include "referee/token_guard.h"

typedef struct guard {
    net_transport outer;
    net_transport *inner;
    char line[NET_LINE_MAX + 1];
} guard;

static bool guard_send(void *self, int peer, const char *line, size_t length)
{
    guard *g = self;
    return g->inner->ops->send(g->inner->self, peer, line, length);
}

static bool tokenless_hello(const net_event *e)
{
    if (e->kind != NET_EVENT_LINE || e->length < 6 || memcmp(e->text, "hello ", 6) != 0)
        return false;
    net_message m;
    char err[160];
    return net_message_read(e->text, e->length, &m, err, sizeof err) && m.kind == NET_MSG_HELLO &&
           !m.has_token;
}

static bool guard_poll(void *self, net_event *out)
{
    guard *g = self;
    while (net_poll(g->inner, out)) {
        if (!tokenless_hello(out))
            return true;
        size_t n = net_write_error(g->line, sizeof g->line, NET_ERR_TOKEN,
                                   "a chair of a referee's game is taken with its token: ask the "
                                   "referee for your seat");
        if (n)
            g->inner->ops->send(g->inner->self, out->peer, g->line, n);
        net_drop(g->inner, out->peer);
    }
    return false;
}

static void guard_wait(void *self, int timeout_ms)
{
    net_wait(((guard *)self)->inner, timeout_ms);
}

static void guard_drop(void *self, int peer)
{
    net_drop(((guard *)self)->inner, peer);
}

static const char *guard_address(void *self)
{
    return net_address(((guard *)self)->inner);
}

static void guard_free(void *self)
{
    guard *g = self;
    net_transport_free(g->inner);
    free(g);
}

static const net_transport_ops GUARD_OPS = {
    .name = "xmpp",
    .send = guard_send,
    .poll = guard_poll,
    .wait = guard_wait,
    .drop = guard_drop,
    .address = guard_address,
    .free = guard_free,
};

net_transport *referee_token_guard_new(net_transport *inner)
{
    guard *g = calloc(1, sizeof *g);
    if (!g) {
        net_transport_free(inner);
        return NULL;
    }
    g->inner = inner;
    g->outer = (net_transport){&GUARD_OPS, g};
    return &g->outer;
}
