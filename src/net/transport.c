/* The transport calls (transport.h): each forwards to the transport's ops. */
#include "net/transport.h"

#include <string.h>

bool net_send(net_transport *t, int peer, const char *line)
{
    return t->ops->send(t->self, peer, line, strlen(line));
}

bool net_poll(net_transport *t, net_event *out)
{
    return t->ops->poll(t->self, out);
}

void net_wait(net_transport *t, int timeout_ms)
{
    t->ops->wait(t->self, timeout_ms);
}

void net_drop(net_transport *t, int peer)
{
    t->ops->drop(t->self, peer);
}

const char *net_address(const net_transport *t)
{
    return t->ops->address(t->self);
}

bool net_set_waker(net_transport *t, net_waker_fn wake, void *ctx)
{
    if (!t->ops->set_waker)
        return false;
    t->ops->set_waker(t->self, wake, ctx);
    return true;
}

bool net_peer_identity(net_transport *t, int peer, char *out, size_t size)
{
    if (size)
        out[0] = '\0';
    return t->ops->peer_identity && t->ops->peer_identity(t->self, peer, out, size);
}

void net_transport_free(net_transport *t)
{
    if (t) {
        t->ops->free(t->self);
    }
}
