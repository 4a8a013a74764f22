/* A transport whose room vanishes on demand (vanishing_transport.h). */
#include "vanishing_transport.h"

#include <stdlib.h>
#include <string.h>

#include "net/xmpp_transport.h"

struct vanishing_transport {
    net_transport transport;
    net_transport *inner; /* NULL once vanished */
    int told;             /* of LEFT and FAILED, how many were polled */
};

static bool vanishing_send(void *self, int peer, const char *line, size_t length)
{
    vanishing_transport *v = self;
    return v->inner && v->inner->ops->send(v->inner->self, peer, line, length);
}

static bool vanishing_poll(void *self, net_event *out)
{
    vanishing_transport *v = self;
    if (v->inner)
        return net_poll(v->inner, out);
    if (v->told == 2)
        return false;
    *out = (net_event){.kind = v->told++ ? NET_EVENT_FAILED : NET_EVENT_LEFT,
                       .peer = NET_PEER_HOST,
                       .text = NET_XMPP_ROOM_VANISHED,
                       .length = strlen(NET_XMPP_ROOM_VANISHED)};
    return true;
}

static void vanishing_wait(void *self, int timeout_ms)
{
    vanishing_transport *v = self;
    if (v->inner)
        net_wait(v->inner, timeout_ms);
}

static void vanishing_drop(void *self, int peer)
{
    vanishing_transport *v = self;
    if (v->inner)
        net_drop(v->inner, peer);
}

static const char *vanishing_address(void *self)
{
    vanishing_transport *v = self;
    return v->inner ? net_address(v->inner) : "";
}

static void vanishing_free(void *self)
{
    vanishing_transport *v = self;
    net_transport_free(v->inner);
    free(v);
}

static const net_transport_ops VANISHING_OPS = {.name = "vanishing",
                                                .send = vanishing_send,
                                                .poll = vanishing_poll,
                                                .wait = vanishing_wait,
                                                .drop = vanishing_drop,
                                                .address = vanishing_address,
                                                .free = vanishing_free};

net_transport *vanishing_transport_new(net_transport *inner, vanishing_transport **handle)
{
    vanishing_transport *v = inner ? calloc(1, sizeof *v) : NULL;
    if (!v) {
        net_transport_free(inner);
        return NULL;
    }
    v->inner = inner;
    v->transport = (net_transport){.ops = &VANISHING_OPS, .self = v};
    *handle = v;
    return &v->transport;
}

void vanishing_transport_vanish(vanishing_transport *v)
{
    net_transport_free(v->inner);
    v->inner = NULL;
}
