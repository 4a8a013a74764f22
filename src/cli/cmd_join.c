/* village-cli join: a guest of a network game headless (docs/cli.md,
 * "Network play"): takes the next free remote chair of the host at
 * ADDRESS:PORT, plays it with an AI, and writes the final public state.
 * When the connection is lost it tries again for --retry seconds with its
 * chair's token, so that a host that stopped and resumed gets it back. */
/* clock_gettime: mingw-w64's C runtime has no C11 timespec_get, its
 * winpthreads has this. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "platform/clock.h"
#include "platform/files.h"
#include "platform/secure_random.h"
#include "net/guest.h"
#include "net/public_view.h"
#include "net_transport_options.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli join ADDRESS:PORT --level L --save FILE [--name NAME]\n"
    "                        [--token-file FILE] [--retry SECONDS] [--trace FILE]\n"
    "       village-cli join --xmpp JID --password-file FILE --room ROOM@SERVICE\n"
    "                        [--ca CERT] [--xmpp-server HOST:PORT] [--host JID[,JID…]]\n"
    "                        --level L --save FILE …\n"
    "\n"
    "Joins the game hosted at ADDRESS:PORT (village-cli host) in the next\n"
    "open remote chair (or, with a token, the chair that token holds) and plays it with\n"
    "the AI level L. Prints 'chair N TOKEN' once seated (the token takes the chair\n"
    "back), and at the end 'final HASH' (the public state's hash, as the host prints\n"
    "it), writes the final public state to FILE as a position file\n"
    "(docs/position-format.md) and exits 0. If the connection is lost it tries\n"
    "again with its token for SECONDS (default 0: it says so and exits 1).\n"
    "Refused by the host: the error's kind on stderr, exit 1. --trace writes every\n"
    "line received from the host to FILE, one per line. With --xmpp the game is the\n"
    "chat room ROOM@SERVICE of an XMPP server (village-cli host --xmpp); the nick in\n"
    "the room is NAME, by default the JID's user. Secrets stay off the command line,\n"
    "which every user of the computer can see: the token from --token-file FILE or\n"
    "VILLAGE_CHAIR_TOKEN (--token T also works), the password from --password-file\n"
    "FILE or VILLAGE_XMPP_PASSWORD (--password P also works). The --trace file is\n"
    "readable by this user only (it holds the token). --host names the account\n"
    "(or, separated by commas, the accounts: a game by turns' referees) that must\n"
    "host the room: a room whose host is anyone else, or hides who it is, is left\n"
    "before the token is sent, with the reason, exit 1.\n"
    "\n"
    "example: village-cli join 127.0.0.1:7717 --level easy --save end.json\n";

typedef struct join_options {
    cli_net_options net;
    const char *save, *name, *token, *token_file, *trace;
    char token_text[NET_TOKEN_HEX + 2];
    char nick[64];
    int level;
    double retry;
} join_options;

static double now_seconds(void)
{
    return platform_monotonic_seconds();
}

static bool parse(int argc, char **argv, join_options *o)
{
    const char *value;
    *o = (join_options){.level = -1};
    for (int i = 1; i < argc; i++) {
        long number;
        if (cli_option(argc, argv, &i, "--level", &value)) {
            o->level = village_ai_level_from_name(value);
            if (o->level < 0) {
                cli_error("--level: '%s' is not an AI level", value);
                return false;
            }
        } else if (cli_option(argc, argv, &i, "--save", &value)) {
            o->save = value;
        } else if (cli_option(argc, argv, &i, "--name", &value)) {
            o->name = value;
        } else if (cli_option(argc, argv, &i, "--trace", &value)) {
            o->trace = value;
        } else if (cli_option(argc, argv, &i, "--token", &value)) {
            o->token = value;
        } else if (cli_option(argc, argv, &i, "--token-file", &value)) {
            o->token_file = value;
        } else if (cli_option(argc, argv, &i, "--retry", &value)) {
            if (!cli_parse_int("--retry", value, 0, 86400, &number))
                return false;
            o->retry = (double)number;
        } else if (cli_net_option(argc, argv, &i, &o->net)) {
            continue;
        } else if (argv[i][0] != '-' && !o->net.address) {
            o->net.address = argv[i];
        } else {
            cli_error("join: unknown argument '%s'", argv[i]);
            return false;
        }
    }
    if (!cli_net_options_complete(&o->net, "join"))
        return false;
    if (!o->save || o->level < 0) {
        cli_error("join: --level and --save are needed");
        return false;
    }
    /* The name at the table and the nick in an XMPP room: by default the
     * JID's user (unique on its server), else "village-cli". */
    if (o->name)
        snprintf(o->nick, sizeof o->nick, "%s", o->name);
    else if (o->net.jid)
        snprintf(o->nick, sizeof o->nick, "%.*s", (int)strcspn(o->net.jid, "@"), o->net.jid);
    else
        snprintf(o->nick, sizeof o->nick, "village-cli");
    if (!cli_secret("--token-file", o->token_file, "VILLAGE_CHAIR_TOKEN", o->token_text,
                    sizeof o->token_text, &o->token))
        return false;
    if (o->token && strlen(o->token) != NET_TOKEN_HEX) {
        cli_error("--token: expected %d hex digits", NET_TOKEN_HEX);
        return false;
    }
    return true;
}

/* A transport that writes every line it receives to a file before handing
 * it on (--trace): what this guest was sent, for tests and bug reports. */
typedef struct traced_transport {
    net_transport outer;
    net_transport *inner;
    FILE *file;
} traced_transport;

static bool traced_send(void *self, int peer, const char *line, size_t length)
{
    traced_transport *w = self;
    return w->inner->ops->send(w->inner->self, peer, line, length);
}

static bool traced_poll(void *self, net_event *out)
{
    traced_transport *w = self;
    if (!net_poll(w->inner, out))
        return false;
    if (out->kind == NET_EVENT_LINE && w->file) {
        fwrite(out->text, 1, out->length, w->file);
        fputc('\n', w->file);
    }
    return true;
}

static void traced_wait(void *self, int timeout_ms)
{
    net_wait(((traced_transport *)self)->inner, timeout_ms);
}

static void traced_drop(void *self, int peer)
{
    net_drop(((traced_transport *)self)->inner, peer);
}

static const char *traced_address(void *self)
{
    return net_address(((traced_transport *)self)->inner);
}

static void traced_free(void *self)
{
    traced_transport *w = self;
    net_transport_free(w->inner);
    if (w->file)
        fflush(w->file);
}

static const net_transport_ops TRACED_OPS = {
    .name = "traced",
    .send = traced_send,
    .poll = traced_poll,
    .wait = traced_wait,
    .drop = traced_drop,
    .address = traced_address,
    .free = traced_free,
};

/* One connection, played until the game ends, the host refuses us, or the
 * connection is lost. */
typedef struct join_run {
    traced_transport wire;
    FILE *trace;
    net_transport *t;
    net_guest *g;
    seat_source *ai;
    char token[NET_TOKEN_HEX + 1];
} join_run;

static bool connect_run(join_run *r, const join_options *o, uint64_t seed)
{
    net_transport *inner = cli_net_transport(&o->net, false, o->nick);
    if (!inner)
        return false;
    r->wire = (traced_transport){{&TRACED_OPS, &r->wire}, inner, r->trace};
    r->t = &r->wire.outer;
    r->g = net_guest_new(r->t, o->nick, r->token[0] ? r->token : NULL, seed);
    r->ai = seat_ai_new(o->level);
    if (!r->g || !r->ai) {
        cli_error("join: out of memory");
        return false;
    }
    return true;
}

static void close_run(join_run *r)
{
    seat_source_free(r->ai);
    net_guest_free(r->g);
    if (r->t)
        traced_free(&r->wire);
    r->ai = NULL;
    r->g = NULL;
    r->t = NULL;
}

static net_guest_phase play(join_run *r)
{
    bool told = false;
    for (;;) {
        net_guest_poll(r->g);
        net_guest_phase status = net_guest_status(r->g);
        if (!told && net_guest_chair(r->g) >= 0) {
            snprintf(r->token, sizeof r->token, "%s", net_guest_token(r->g));
            printf("chair %d %s\n", net_guest_chair(r->g) + 1, r->token);
            fflush(stdout);
            told = true;
        }
        if (status == NET_GUEST_OVER || status == NET_GUEST_REFUSED ||
            status == NET_GUEST_HOST_GONE)
            return status;
        net_guest_drive(r->g, r->ai, 1);
        net_wait(r->t, 5);
    }
}

static int finish(join_run *r, const join_options *o)
{
    const village_state *end = net_guest_view(r->g);
    char *json = net_public_json(end);
    char err[512];
    if (!json || !village_write_file_atomic(o->save, json, strlen(json), err, sizeof err)) {
        cli_error("%s", json ? err : "out of memory");
        free(json);
        return CLI_ERROR;
    }
    free(json);
    if (net_guest_desyncs(r->g))
        fprintf(stderr, "join: %d views disagreed with this guest's own and were taken\n",
                net_guest_desyncs(r->g));
    printf("final %016" PRIx64 "\n", net_guest_hash(r->g));
    return CLI_OK;
}

CLI_COMMAND(join)
{
    if (argc > 1 && cli_is_help(argv[1])) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    join_options o;
    if (!parse(argc, argv, &o)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    join_run r = {0};
    if (o.trace && !(r.trace = platform_create_private_stream(o.trace))) {
        cli_error("--trace: cannot write %s", o.trace);
        return CLI_ERROR;
    }
    if (o.token)
        snprintf(r.token, sizeof r.token, "%s", o.token);
    uint64_t seed = platform_random64();
    double give_up = 0;
    for (;;) {
        if (!connect_run(&r, &o, seed)) {
            close_run(&r);
            return CLI_ERROR;
        }
        net_guest_phase status = play(&r);
        if (status == NET_GUEST_OVER) {
            int code = finish(&r, &o);
            close_run(&r);
            return code;
        }
        if (status == NET_GUEST_REFUSED) {
            cli_error("join: the host refused: %s",
                      net_error_name((net_error_kind)net_guest_refusal(r.g)));
            close_run(&r);
            return CLI_ERROR;
        }
        /* The host is gone: the last view is kept while we try again. */
        double now = now_seconds();
        if (give_up == 0)
            give_up = now + o.retry;
        fprintf(stderr, "join: the host is gone (%s)%s\n", net_guest_gone_reason(r.g),
                now < give_up ? "; trying again" : "");
        bool was_seated = net_guest_chair(r.g) >= 0;
        if (now < give_up) /* a pause before the next try, on the dead connection's clock */
            for (double until = now + 0.2; now_seconds() < until;)
                net_wait(r.t, 50);
        close_run(&r);
        if (now >= give_up)
            return CLI_ERROR;
        if (was_seated)
            give_up = now_seconds() + o.retry; /* we got in: a fresh allowance */
    }
}
