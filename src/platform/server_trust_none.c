/* The system's second opinion on a server's certificate (server_trust.h)
 * where there is none to ask: on Linux OpenSSL's CA file is the system's
 * list; macOS's keychain is not read (the bundle ships its CA file). */
#include "platform/server_trust.h"

platform_server_trust platform_system_trusts_server(const char *pem, const char *server_name)
{
    (void)pem;
    (void)server_name;
    return PLATFORM_TRUST_NOT_ASKED;
}
