/* How every XMPP connection of the game checks its server's certificate:
 * against the player's CA file when one is named (a private server), else
 * the certificate authorities the package ships or the system's
 * (platform/ca_bundle.h), then, for one that file refused, the system's
 * own store where there is one (Windows: platform/server_trust.h); and why
 * it refused one, in words a player can act on (self-signed, another
 * server's name, expired, an unknown authority) rather than libstrophe's
 * "No certfail handler set". Used by the room transport (xmpp_transport.c)
 * and the referee's client (src/referee/xmpp_direct.c). No SDL. */
#ifndef VILLAGE_NET_XMPP_CERTIFICATE_H
#define VILLAGE_NET_XMPP_CERTIFICATE_H

#include <stdbool.h>
#include <stddef.h>

#include <strophe.h>

#include "platform/server_trust.h"

/* Sets conn's CA file and its refusal handler. A refusal's sentence goes
 * to reason (size bytes, emptied here), which must outlive conn; call it
 * from the thread that runs conn's events (libstrophe's handler gets no
 * user data, so the reason is found through that thread). */
void xmpp_certificate_check(xmpp_conn_t *conn, const char *players_ca_file, char *reason,
                            size_t size);

/* A certificate OpenSSL refused is accepted only when 'ask' (the system's
 * store: platform_system_trusts_server) says it is trusted for the
 * account's server, the domain of jid ("ana@example.org/desk" asks for
 * "example.org"). False without asking for no certificate or no domain. */
bool xmpp_certificate_second_opinion(const char *pem, const char *jid,
                                     platform_server_trust (*ask)(const char *pem,
                                                                  const char *server_name));

/* OpenSSL's words for a refused certificate as a sentence for the player,
 * e.g. "its certificate is self-signed". */
const char *xmpp_certificate_words(const char *openssl_words);

#endif
