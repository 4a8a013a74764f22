/* The certificate check every XMPP connection shares (xmpp_certificate.h). */
#include "net/xmpp_certificate.h"

#include <stdio.h>
#include <string.h>

#include "platform/ca_bundle.h"
#include "platform/server_trust.h"

/* The connection this thread drives: libstrophe calls the refusal handler
 * on it, with no user data. */
static _Thread_local char *refusal;
static _Thread_local size_t refusal_size;

const char *xmpp_certificate_words(const char *openssl_words)
{
    const char *w = openssl_words ? openssl_words : "";
    /* OpenSSL 3 writes "self-signed", 1.1 "self signed". */
    if (strstr(w, "self-signed") || strstr(w, "self signed"))
        return "its certificate is self-signed, from no authority this computer trusts";
    if (strstr(w, "hostname mismatch") || strstr(w, "Hostname mismatch"))
        return "its certificate names another server";
    if (strstr(w, "expired"))
        return "its certificate has expired";
    if (strstr(w, "not yet valid"))
        return "its certificate is not valid yet";
    return "its certificate is not from an authority this computer trusts";
}

bool xmpp_certificate_second_opinion(const char *pem, const char *jid,
                                     platform_server_trust (*ask)(const char *pem,
                                                                  const char *server_name))
{
    if (!pem || !pem[0] || !jid || !ask)
        return false;
    /* The server's name is the account's domain: "ana@example.org/desk". */
    const char *at = strchr(jid, '@');
    const char *domain = at ? at + 1 : jid;
    size_t n = strcspn(domain, "/");
    char name[256];
    if (n == 0 || n >= sizeof name)
        return false;
    memcpy(name, domain, n);
    name[n] = '\0';
    return ask(pem, name) == PLATFORM_TRUST_TRUSTED;
}

static int on_certificate_refused(const xmpp_tlscert_t *cert, const char *openssl_words)
{
    /* The shipped CA file did not vouch for it: the system's store may
     * (Windows, a company's own authority); nothing else overrides. */
    xmpp_conn_t *conn = cert ? xmpp_tlscert_get_conn(cert) : NULL;
    if (conn && xmpp_certificate_second_opinion(xmpp_tlscert_get_pem(cert), xmpp_conn_get_jid(conn),
                                                platform_system_trusts_server))
        return 1;
    if (refusal && refusal_size && !refusal[0])
        snprintf(refusal, refusal_size, "%s (%s)", xmpp_certificate_words(openssl_words),
                 openssl_words ? openssl_words : "?");
    return 0; /* refused: never connect anyway */
}

void xmpp_certificate_check(xmpp_conn_t *conn, const char *players_ca_file, char *reason,
                            size_t size)
{
    refusal = reason;
    refusal_size = size;
    if (reason && size)
        reason[0] = '\0';
    const char *ca_file = platform_ca_file_or_default(players_ca_file);
    if (ca_file)
        xmpp_conn_set_cafile(conn, ca_file);
    xmpp_conn_set_certfail_handler(conn, on_certificate_refused);
}
