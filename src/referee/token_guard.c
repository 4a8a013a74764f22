/* The token guard (token_guard.h): every call goes to the room's transport,
 * but a hello that is not a chair's token from that chair's account never
 * comes out of poll. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "net/protocol.h"
#include "platform/secure_random.h"
#include "referee/token_guard.h"

typedef struct guard {
    net_transport outer;
    net_transport *inner;
    int players;
    referee_seat seats[VILLAGE_MAX_PLAYERS];
} guard;

static bool guard_send(void *self, int peer, const char *line, size_t length)
{
    guard *g = self;
    return g->inner->ops->send(g->inner->self, peer, line, length);
}

/* Why a hello may not reach the host, or NULL (not a hello, or a token
 * the chair's own account brings; an unknown token the host refuses). */
static const char *hello_refused(guard *g, const net_event *e)
{
    if (e->kind != NET_EVENT_LINE || e->length < 6 || memcmp(e->text, "hello ", 6) != 0)
        return NULL;
    net_message m;
    char err[160];
    if (!net_message_read(e->text, e->length, &m, err, sizeof err) || m.kind != NET_MSG_HELLO)
        return NULL;
    if (!m.has_token)
        return "a chair of a referee's game is taken with its token: ask the referee for your "
               "seat";
    for (int c = 0; c < g->players; c++) {
        const char *token = g->seats[c].token;
        if (strlen(token) != NET_TOKEN_HEX ||
            !platform_secrets_equal(token, m.token, NET_TOKEN_HEX))
            continue;
        char account[REFEREE_JID_MAX + 1];
        if (!net_peer_identity(g->inner, e->peer, account, sizeof account) ||
            strcasecmp(account, g->seats[c].jid) != 0)
            return "this chair belongs to another XMPP account: its token works only from it";
        return NULL;
    }
    return NULL;
}

static bool guard_poll(void *self, net_event *out)
{
    guard *g = self;
    while (net_poll(g->inner, out)) {
        const char *why = hello_refused(g, out);
        if (!why)
            return true;
        /* On the stack: a guard lives as long as its game is held, asleep
         * too, and a refusal is one short line. */
        char line[512];
        size_t n = net_write_error(line, sizeof line, NET_ERR_TOKEN, why);
        if (n)
            g->inner->ops->send(g->inner->self, out->peer, line, n);
        net_drop(g->inner, out->peer);
    }
    return false;
}

static void guard_wait(void *self, int timeout_ms)
{
    net_wait(((guard *)self)->inner, timeout_ms);
}

static void guard_drop(void *self, int peer)
{
    net_drop(((guard *)self)->inner, peer);
}

static const char *guard_address(void *self)
{
    return net_address(((guard *)self)->inner);
}

static bool guard_peer_identity(void *self, int peer, char *out, size_t size)
{
    return net_peer_identity(((guard *)self)->inner, peer, out, size);
}

static void guard_free(void *self)
{
    guard *g = self;
    net_transport_free(g->inner);
    free(g);
}

static const net_transport_ops GUARD_OPS = {
    .name = "xmpp",
    .send = guard_send,
    .poll = guard_poll,
    .wait = guard_wait,
    .drop = guard_drop,
    .address = guard_address,
    .free = guard_free,
    .peer_identity = guard_peer_identity,
};

net_transport *referee_token_guard_new(net_transport *inner, const referee_game *game)
{
    guard *g = calloc(1, sizeof *g);
    if (!g) {
        net_transport_free(inner);
        return NULL;
    }
    g->inner = inner;
    g->players = game->players < VILLAGE_MAX_PLAYERS ? game->players : VILLAGE_MAX_PLAYERS;
    memcpy(g->seats, game->seats, sizeof g->seats);
    g->outer = (net_transport){&GUARD_OPS, g};
    return &g->outer;
}
