/* The XMPP transport's calls in a build without libstrophe (src/net's
 * CMakeLists.txt says when): they refuse with a sentence that says why, so
 * the rest of network play (the direct transport) works and the player
 * learns what this build lacks. */
#include "net/xmpp_transport.h"

#include <stdio.h>

static net_transport *unavailable(char *err, size_t err_size)
{
    if (err && err_size) {
        snprintf(err, err_size,
                 "this build of Village has no XMPP: it was built without libstrophe");
    }
    return NULL;
}

net_transport *net_xmpp_host(const net_xmpp_account *account, char *err, size_t err_size)
{
    (void)account;
    return unavailable(err, err_size);
}

net_transport *net_xmpp_join(const net_xmpp_account *account, char *err, size_t err_size)
{
    (void)account;
    return unavailable(err, err_size);
}

bool net_xmpp_room_ready(net_transport *t)
{
    (void)t;
    return false;
}

bool net_xmpp_room_taken(net_transport *t)
{
    (void)t;
    return false;
}
