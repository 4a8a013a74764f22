/* The system's second opinion on a server's certificate (server_trust.h)
 * on Windows: the certificate is handed to CryptoAPI's chain engine, which
 * builds a chain to a root of the user's and the machine's stores (the
 * ones group policy fills; missing intermediates fetched as Windows does
 * for any TLS client), and the chain is checked by the SSL policy for a
 * server of that name: expiry, revocation as the engine knows it, usage,
 * the name. Only a chain with no error at all is trusted. */
#include "platform/server_trust.h"

#include <stdlib.h>
#include <string.h>
#include <windows.h>

#include <wincrypt.h>

static PCCERT_CONTEXT certificate_of(const char *pem)
{
    DWORD size = 0;
    if (!CryptStringToBinaryA(pem, 0, CRYPT_STRING_BASE64HEADER, NULL, &size, NULL, NULL) ||
        size == 0)
        return NULL;
    BYTE *der = malloc(size);
    PCCERT_CONTEXT cert = NULL;
    if (der && CryptStringToBinaryA(pem, 0, CRYPT_STRING_BASE64HEADER, der, &size, NULL, NULL))
        cert = CertCreateCertificateContext(X509_ASN_ENCODING | PKCS_7_ASN_ENCODING, der, size);
    free(der);
    return cert;
}

platform_server_trust platform_system_trusts_server(const char *pem, const char *server_name)
{
    if (!pem || !server_name || !server_name[0])
        return PLATFORM_TRUST_REFUSED;
    wchar_t name[256];
    if (!MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, server_name, -1, name,
                             (int)(sizeof name / sizeof *name)))
        return PLATFORM_TRUST_REFUSED;
    PCCERT_CONTEXT cert = certificate_of(pem);
    if (!cert)
        return PLATFORM_TRUST_REFUSED;
    LPSTR server_auth = szOID_PKIX_KP_SERVER_AUTH;
    CERT_CHAIN_PARA chain_para = {.cbSize = sizeof chain_para};
    chain_para.RequestedUsage.dwType = USAGE_MATCH_TYPE_AND;
    chain_para.RequestedUsage.Usage.cUsageIdentifier = 1;
    chain_para.RequestedUsage.Usage.rgpszUsageIdentifier = &server_auth;
    PCCERT_CHAIN_CONTEXT chain = NULL;
    platform_server_trust answer = PLATFORM_TRUST_REFUSED;
    if (CertGetCertificateChain(NULL, cert, NULL, NULL, &chain_para, 0, NULL, &chain)) {
        SSL_EXTRA_CERT_CHAIN_POLICY_PARA ssl = {
            .cbSize = sizeof ssl, .dwAuthType = AUTHTYPE_SERVER, .pwszServerName = name};
        CERT_CHAIN_POLICY_PARA policy = {.cbSize = sizeof policy, .pvExtraPolicyPara = &ssl};
        CERT_CHAIN_POLICY_STATUS status = {.cbSize = sizeof status};
        if (CertVerifyCertificateChainPolicy(CERT_CHAIN_POLICY_SSL, chain, &policy, &status) &&
            status.dwError == 0)
            answer = PLATFORM_TRUST_TRUSTED;
        CertFreeCertificateChain(chain);
    }
    CertFreeCertificateContext(cert);
    return answer;
}
