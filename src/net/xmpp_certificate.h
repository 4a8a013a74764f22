/* How every XMPP connection of the game checks its server's certificate:
 * against the player's CA file when one is named (a private server), else
 * the certificate authorities the package ships or the system's
 * (platform/ca_bundle.h); and why it refused one, in words a player can
 * act on (self-signed, another server's name, expired, an unknown
 * authority) rather than libstrophe's "No certfail handler set". Used by
 * the room transport (xmpp_transport.c) and the referee's client
 * (src/referee/xmpp_direct.c). No SDL. */
#ifndef VILLAGE_NET_XMPP_CERTIFICATE_H
#define VILLAGE_NET_XMPP_CERTIFICATE_H

#include <stddef.h>

#include <strophe.h>

/* Sets conn's CA file and its refusal handler. A refusal's sentence goes
 * to reason (size bytes, emptied here), which must outlive conn; call it
 * from the thread that runs conn's events (libstrophe's handler gets no
 * user data, so the reason is found through that thread). */
void xmpp_certificate_check(xmpp_conn_t *conn, const char *players_ca_file, char *reason,
                            size_t size);

/* OpenSSL's words for a refused certificate as a sentence for the player,
 * e.g. "its certificate is self-signed". */
const char *xmpp_certificate_words(const char *openssl_words);

#endif
