/* The presence and the ping that make a session deliverable (xmpp_ready.h). */
#include "referee/xmpp_ready.h"

static const char *const ID_READY = "village-ready";
static const char *const PING_NS = "urn:xmpp:ping";

void referee_xmpp_ready_announce(xmpp_conn_t *conn, xmpp_ctx_t *ctx, const char *jid,
                                 xmpp_handler on_ready, void *userdata)
{
    xmpp_stanza_t *presence = xmpp_presence_new(ctx);
    xmpp_send(conn, presence);
    xmpp_stanza_release(presence);
    char *domain = xmpp_jid_domain(ctx, jid);
    xmpp_stanza_t *iq = xmpp_iq_new(ctx, "get", ID_READY);
    xmpp_stanza_t *ping = xmpp_stanza_new(ctx);
    xmpp_stanza_set_name(ping, "ping");
    xmpp_stanza_set_ns(ping, PING_NS);
    xmpp_stanza_add_child(iq, ping);
    xmpp_stanza_release(ping);
    if (domain)
        xmpp_stanza_set_to(iq, domain);
    xmpp_id_handler_add(conn, on_ready, ID_READY, userdata);
    xmpp_send(conn, iq);
    xmpp_stanza_release(iq);
    xmpp_free(ctx, domain);
}
