/* village-cli host: hosts a network game headless (docs/cli.md, "Network
 * play"; docs/network-protocol.md): the host's chairs are AI levels, the
 * remote ones wait for guests (village-cli join or the game), and the game
 * is played to the end with every move checked here, saved after every
 * move, so that --resume can take it up again after a stop. */
/* clock_gettime: mingw-w64's C runtime has no C11 timespec_get, its
 * winpthreads has this. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "net/chairs_file.h"
#include "net/host.h"
#include "net/public_view.h"
#include "net_transport_options.h"
#include "platform/clock.h"
#include "platform/secure_random.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli host --listen ADDRESS:PORT --players N --seats LIST --seed S\n"
    "                        --save FILE [--resume] [--stand-in LEVEL] [--grace SECONDS]\n"
    "       village-cli host --xmpp JID --password-file FILE --room ROOM@SERVICE\n"
    "                        [--ca CERT] [--xmpp-server HOST:PORT] --players N … (as above)\n"
    "\n"
    "Hosts a game of N players: LIST gives each chair in order an AI level (random,\n"
    "easy, medium, hard, expert, strongest) played here, or 'remote' for a guest\n"
    "(village-cli join). A level may name its style (medium/chronicler; balanced,\n"
    "chronicler, councillor, merchant); computers of one level without one are dealt\n"
    "different styles, as at a table on one screen. Listens at ADDRESS:PORT (port 0:\n"
    "any free one) and prints 'listening ADDRESS:PORT'; the game starts once every\n"
    "remote chair has its guest. Every move is checked here and FILE is saved after\n"
    "each one; the chairs' tokens go to FILE.chairs, so that 'host --resume --save\n"
    "FILE' takes the game up again and its guests get their chairs back. With\n"
    "--stand-in, an AI of that level plays a chair whose guest left more than\n"
    "SECONDS ago (default 30) until the guest is back. At the end prints 'final\n"
    "HASH' (the public state's hash, as every guest prints it) and exits 0. With\n"
    "--xmpp the game is the chat room ROOM@SERVICE of an XMPP server, which the host\n"
    "joins (TLS always; --ca trusts that certificate, --xmpp-server connects there\n"
    "instead of the JID's domain) and prints 'listening ROOM@SERVICE'. The password:\n"
    "--password-file FILE or VILLAGE_XMPP_PASSWORD (--password P also works, but\n"
    "every user of the computer sees a command line). FILE.chairs is readable by\n"
    "this user only.\n"
    "\n"
    "example: village-cli host --listen 127.0.0.1:7717 --players 3 \\\n"
    "           --seats hard,remote,remote --seed 5 --save game.json\n";

enum { REMOTE = -1 };

typedef struct host_options {
    cli_net_options net;
    const char *seats, *save;
    long players;
    uint64_t seed;
    bool has_seed, resume;
    int stand_in; /* a level, or -1 */
    double grace;
} host_options;

static double now_seconds(void)
{
    return platform_monotonic_seconds();
}

/* Each chair's level (or REMOTE) and style: the one named after a slash,
 * else -1 for the deal (chair_styles). */
static bool parse_seats(const char *list, int levels[VILLAGE_MAX_PLAYERS],
                        int styles[VILLAGE_MAX_PLAYERS], int *count)
{
    char copy[128];
    if (!list || strlen(list) >= sizeof copy) {
        cli_error("--seats: expected a list such as hard,remote,remote");
        return false;
    }
    strcpy(copy, list);
    *count = 0;
    for (char *word = strtok(copy, ","); word; word = strtok(NULL, ",")) {
        int style;
        if (!cli_split_style("--seats", word, &style))
            return false;
        int level = strcmp(word, "remote") == 0 ? REMOTE : village_ai_level_from_name(word);
        if ((level < 0 && level != REMOTE) || *count == VILLAGE_MAX_PLAYERS) {
            cli_error("--seats: '%s' is not an AI level or 'remote', or more than %d seats", word,
                      VILLAGE_MAX_PLAYERS);
            return false;
        }
        if (style >= 0 && level == REMOTE) {
            cli_error("--seats: a remote chair has no style");
            return false;
        }
        styles[*count] = style;
        levels[(*count)++] = level;
    }
    return true;
}

/* The chairs' styles: the ones named, and for the others the deal that makes
 * computers of one level differ (docs/ai.md, "Styles"), drawn from the OS so
 * that nothing shown to the guests comes from the game's seed. */
static void chair_styles(const int levels[VILLAGE_MAX_PLAYERS], int count,
                         int styles[VILLAGE_MAX_PLAYERS])
{
    int dealt_levels[VILLAGE_MAX_PLAYERS], dealt[VILLAGE_MAX_PLAYERS];
    for (int p = 0; p < count; p++)
        dealt_levels[p] = styles[p] < 0 ? levels[p] : -1;
    village_ai_default_styles(dealt_levels, count, platform_random64(), dealt);
    for (int p = 0; p < count; p++)
        if (styles[p] < 0)
            styles[p] = dealt[p]; /* balanced for a remote chair, as for any non-computer */
}

static bool parse(int argc, char **argv, host_options *o)
{
    const char *value;
    *o = (host_options){.stand_in = -1, .grace = 30};
    for (int i = 1; i < argc; i++) {
        long number;
        if (cli_option(argc, argv, &i, "--listen", &value)) {
            o->net.address = value;
        } else if (cli_net_option(argc, argv, &i, &o->net)) {
            continue;
        } else if (cli_option(argc, argv, &i, "--players", &value)) {
            if (!cli_parse_int("--players", value, 2, VILLAGE_MAX_PLAYERS, &o->players))
                return false;
        } else if (cli_option(argc, argv, &i, "--seats", &value)) {
            o->seats = value;
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            if (!cli_parse_u64("--seed", value, &o->seed))
                return false;
            o->has_seed = true;
        } else if (cli_option(argc, argv, &i, "--save", &value)) {
            o->save = value;
        } else if (strcmp(argv[i], "--resume") == 0) {
            o->resume = true;
        } else if (cli_option(argc, argv, &i, "--stand-in", &value)) {
            o->stand_in = village_ai_level_from_name(value);
            if (o->stand_in < 0) {
                cli_error("--stand-in: '%s' is not an AI level", value);
                return false;
            }
        } else if (cli_option(argc, argv, &i, "--grace", &value)) {
            if (!cli_parse_int("--grace", value, 0, 86400, &number))
                return false;
            o->grace = (double)number;
        } else {
            cli_error("host: unknown argument '%s'", argv[i]);
            return false;
        }
    }
    if (!cli_net_options_complete(&o->net, "host"))
        return false;
    if (!o->save || (!o->resume && (!o->seats || !o->players || !o->has_seed))) {
        cli_error("host: --save is needed, and for a new game --players, --seats and --seed");
        return false;
    }
    return true;
}

static session *open_game(const host_options *o, net_host_setup *setup)
{
    char err[512];
    if (o->resume) {
        session *s = session_load(o->save, err, sizeof err);
        if (!s) {
            cli_error("%s", err);
            return NULL;
        }
        if (!net_chairs_read(o->save, session_record(s)->num_players, setup, err, sizeof err)) {
            cli_error("%s", err);
            session_free(s);
            return NULL;
        }
        setup->resumed = true;
        return s;
    }
    int levels[VILLAGE_MAX_PLAYERS], styles[VILLAGE_MAX_PLAYERS], count = 0;
    if (!parse_seats(o->seats, levels, styles, &count))
        return NULL;
    if (count != o->players) {
        cli_error("--seats: %d seats for --players %ld", count, o->players);
        return NULL;
    }
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < count; p++) {
        setup->remote[p] = levels[p] == REMOTE;
        seats[p].kind = setup->remote[p] ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI;
        seats[p].ai_level = (uint8_t)(setup->remote[p] ? 0 : levels[p]);
        seats[p].colour = (uint8_t)p;
        snprintf(seats[p].name, sizeof seats[p].name, "%s",
                 setup->remote[p] ? "Guest" : village_ai_level_name(levels[p]));
    }
    chair_styles(levels, count, styles);
    session *s = session_new_styled(count, o->seed, -1, seats, styles);
    if (!s)
        cli_error("host: cannot set up the game");
    return s;
}

/* Hands a chair to the stand-in AI once its guest has been away long enough. */
static void stand_in(net_host *h, const host_options *o, int players, double away_since[])
{
    double now = now_seconds();
    for (int c = 0; c < players; c++) {
        if (net_host_chair_status(h, c) != NET_CHAIR_AWAY) {
            away_since[c] = 0;
            continue;
        }
        if (away_since[c] == 0)
            away_since[c] = now;
        if (o->stand_in >= 0 && now - away_since[c] >= o->grace &&
            net_host_stand_in(h, c, o->stand_in))
            fprintf(stderr, "host: an AI plays chair %d until its guest is back\n", c + 1);
    }
}

/* After the end: the guests get the final view, then leave. */
static void linger(net_host *h, net_transport *t, int players)
{
    double until = now_seconds() + 10;
    while (now_seconds() < until) {
        net_host_poll(h);
        bool anyone = false;
        for (int c = 0; c < players; c++)
            anyone |= net_host_chair_status(h, c) == NET_CHAIR_GUEST;
        if (!anyone)
            return;
        net_wait(t, 50);
    }
}

static int serve(session *s, net_host *h, net_transport *t, const host_options *o)
{
    int players = session_record(s)->num_players;
    double away_since[VILLAGE_MAX_PLAYERS] = {0};
    char err[512];
    bool announced = false;
    while (!village_game_over(session_state(s))) {
        net_host_poll(h);
        if (net_host_failure(h)) {
            cli_error("host: %s", net_host_failure(h));
            session_save(s, o->save, err, sizeof err);
            return CLI_ERROR;
        }
        bool played = false;
        if (net_host_started(h)) {
            if (!announced)
                fprintf(stderr, "host: every chair is taken, the game is on\n");
            announced = true;
            session_change c;
            while (session_play(s, 0, 0, &c) == SESSION_PLAYED)
                played = true; /* the guests hear it at the next net_host_poll */
            if (played && !session_save(s, o->save, err, sizeof err)) {
                cli_error("%s", err);
                return CLI_ERROR;
            }
        }
        stand_in(h, o, players, away_since);
        if (!played)
            net_wait(t, 5);
    }
    if (!session_save(s, o->save, err, sizeof err)) {
        cli_error("%s", err);
        return CLI_ERROR;
    }
    linger(h, t, players);
    printf("final %016" PRIx64 "\n", net_public_hash(session_state(s)));
    return CLI_OK;
}

CLI_COMMAND(host)
{
    if (argc > 1 && cli_is_help(argv[1])) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    host_options o;
    if (!parse(argc, argv, &o)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    session *s = open_game(&o, &setup);
    if (!s)
        return o.resume ? CLI_ERROR : CLI_USAGE;
    session_host machine = {.threads = 1, .seconds = now_seconds};
    session_set_host(s, &machine);
    char err[512] = "";
    net_transport *t = cli_net_transport(&o.net, true, "host");
    if (!t) {
        session_free(s);
        return CLI_ERROR;
    }
    net_host *h = net_host_new(s, t, &setup);
    int status = CLI_ERROR;
    if (!h) {
        cli_error("host: out of memory");
    } else if (net_chairs_write(o.save, h, session_record(s)->num_players, err, sizeof err) &&
               session_save(s, o.save, err, sizeof err)) {
        printf("listening %s\n", net_address(t));
        fflush(stdout);
        status = serve(s, h, t, &o);
    } else if (err[0]) {
        cli_error("%s", err);
    }
    net_host_free(h);
    session_free(s);
    net_transport_free(t);
    return status;
}
