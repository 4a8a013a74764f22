/* Being available, and knowing the server knows it. A session that has
 * just logged in is not yet one the server delivers to: until it has
 * handled our initial presence, a message to our bare address is bounced
 * (or kept offline, where the server keeps messages). So "online" waits
 * for the answer to a ping sent right after the presence: the server
 * handles one stream's stanzas in order, so any answer to the ping, a
 * result or an error, means the presence was handled first. */
#ifndef VILLAGE_REFEREE_XMPP_READY_H
#define VILLAGE_REFEREE_XMPP_READY_H

#include <strophe.h>

/* Sends the available presence and the ping on 'conn', logged in as
 * 'jid'; 'on_ready' is called once on the connection's thread with the
 * answer, and should return 0. */
void referee_xmpp_ready_announce(xmpp_conn_t *conn, xmpp_ctx_t *ctx, const char *jid,
                                 xmpp_handler on_ready, void *userdata);

#endif
