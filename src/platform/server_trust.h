/* A second opinion on a server's TLS certificate from the operating
 * system's own store of authorities, for a certificate the shipped CA file
 * did not vouch for: a company that installs its own authority into
 * Windows' store (by group policy) then reaches its private XMPP server
 * without each player naming a file. Only Windows is asked (CryptoAPI's
 * chain engine and its SSL policy, the server's name checked); elsewhere
 * OpenSSL's CA file already is the system's list, and the answer is
 * PLATFORM_TRUST_NOT_ASKED. Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_SERVER_TRUST_H
#define VILLAGE_PLATFORM_SERVER_TRUST_H

#include <stddef.h>

typedef enum platform_server_trust {
    PLATFORM_TRUST_NOT_ASKED, /* this system has no store apart from the CA file */
    PLATFORM_TRUST_REFUSED,   /* the store does not vouch for it for that name */
    PLATFORM_TRUST_TRUSTED    /* a chain to a trusted root, valid now, for that name */
} platform_server_trust;

/* Whether the system trusts the certificate (PEM text of the server's own
 * certificate) for a TLS server named server_name ("example.org"). */
platform_server_trust platform_system_trusts_server(const char *pem, const char *server_name);

#endif
