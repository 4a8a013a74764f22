/* The certificate check every XMPP connection shares (xmpp_certificate.h). */
#include "net/xmpp_certificate.h"

#include <stdio.h>
#include <string.h>

#include "platform/ca_bundle.h"

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

static int on_certificate_refused(const xmpp_tlscert_t *cert, const char *openssl_words)
{
    (void)cert;
    if (refusal && refusal_size && !refusal[0])
        snprintf(refusal, refusal_size, "%s (%s)", xmpp_certificate_words(openssl_words),
                 openssl_words ? openssl_words : "?");
    return 0; /* never connect anyway */
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
