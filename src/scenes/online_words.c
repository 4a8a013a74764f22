/* A network game's troubles in the player's language (online_words.h). The
 * transports give their reasons in English for logs (src/net/, and the
 * sockets' in src/platform/): each reason a player can act on is known here
 * by a phrase it contains, and test_online_host checks that the phrases
 * still match what the transports say. */
#include "scenes/online_words.h"

#include <stdio.h>
#include <string.h>

#include "net/protocol.h"

/* Phrases of the transports' reasons, most specific first, and the
 * catalogue's sentence for each. */
static const struct {
    const char *phrase, *key;
} KNOWN[] = {
    {"already in use", "online.fail.port_in_use"},
    {"permission denied", "online.fail.permission"},
    {"has no such address", "online.fail.no_such_address"},
    {"is not an address", "online.fail.bad_address"},
    {"has no port", "online.fail.bad_address"},
    {"has no address before the port", "online.fail.bad_address"},
    {"cannot be connected to", "online.fail.bad_address"},
    {"not a known address or host name", "online.fail.unknown_host"},
    {"refused the account or password", "online.fail.xmpp_account"},
    /* src/net/xmpp_certificate.c's words for a refused certificate */
    {"certificate is self-signed", "online.fail.xmpp_self_signed"},
    {"certificate names another server", "online.fail.xmpp_wrong_name"},
    {"certificate is not from an authority", "online.fail.xmpp_untrusted"},
    {"no secure connection", "online.fail.xmpp_tls"},
    {"cannot reach the XMPP server", "online.fail.xmpp_unreachable"},
    {"did not finish the login", "online.fail.xmpp_silent"},
    {"no game is open in the room", "online.fail.no_room"},
    {"is already taken in the room", "online.fail.nick_taken"},
    {"needs a password", "online.fail.room_password"},
    /* a room the server would not make: only referees make rooms there */
    {"does not let this account make", "online.fail.room_not_made"},
    {"does not let this account in", "online.fail.room_closed"},
    {"already someone else's game", "online.fail.room_busy"},
    {"would not open the room", "online.fail.room_refused"},
    {"cannot be reached", "online.fail.unreachable"},
    {"was refused", "online.fail.refused"},
    {"timed out", "online.fail.timeout"},
    {"the host has left", "online.fail.host_left"},
    {"XMPP server closed the connection", "online.fail.xmpp_closed"},
    {"closed the connection", "online.fail.closed"},
    {"reset by the other side", "online.fail.closed"},
    {"closed by the other side", "online.fail.closed"},
    {"has no XMPP", "online.fail.no_xmpp"},
};

const char *online_failure_text(const i18n *cat, const char *english, char *out, size_t size)
{
    for (size_t i = 0; i < sizeof KNOWN / sizeof *KNOWN; i++)
        if (strstr(english, KNOWN[i].phrase)) {
            snprintf(out, size, "%s", TR(cat, KNOWN[i].key));
            return out;
        }
    return i18n_format(cat, out, size, "online.fail.other", (const char *const[]){english, NULL});
}

const char *online_refusal_text(const i18n *cat, int kind)
{
    static const char *const keys[NET_ERR_KINDS] = {
        [NET_ERR_VERSION] = "online.refused.version",
        [NET_ERR_RULES] = "online.refused.rules",
        [NET_ERR_FULL] = "online.refused.full",
        [NET_ERR_TOKEN] = "online.refused.token",
        [NET_ERR_TAKEN] = "online.refused.taken",
        [NET_ERR_SYNTAX] = "online.refused.other",
        [NET_ERR_FLOOD] = "online.refused.other",
        [NET_ERR_HELLO_FIRST] = "online.refused.other",
        [NET_ERR_NOT_YOUR_CHAIR] = "online.refused.other",
        [NET_ERR_NOT_YOUR_TURN] = "online.refused.other",
        [NET_ERR_SEQUENCE] = "online.refused.other",
        [NET_ERR_ILLEGAL] = "online.refused.other",
        [NET_ERR_NOT_STARTED] = "online.refused.other",
        [NET_ERR_GAME_OVER] = "online.refused.over",
    };
    if (kind < 0 || kind >= NET_ERR_KINDS)
        return TR(cat, "online.refused.other");
    return TR(cat, keys[kind]);
}
