/* village-referee: the referee of games by turns as a program of its own
 * (docs/referee.md). A service a club or a server's operator runs next to
 * an XMPP server, not a tool of a player's, so it is not a village-cli
 * command: it links the databases (SQLite, libpq) that village-cli has no
 * use for, runs until it is stopped, and is installed and started on its
 * own. With no options it keeps its games in a SQLite file in its data
 * folder; its XMPP account comes from the options or the environment. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "platform/files.h"
#include "platform/pref_dir.h"
#include "referee/referee.h"
#include "village/ai.h"
#include "village/save_learned.h"

/* The default only when the build names none (an installed referee's is
 * under its data folder: src/referee/CMakeLists.txt). */
#ifndef VILLAGE_REFEREE_LEARNED
#define VILLAGE_REFEREE_LEARNED "learned.txt"
#endif

static const char USAGE[] =
    "usage: village-referee [--db WHERE] [--name NAME] [--jid JID --password P]\n"
    "                       [--server HOST:PORT[,HOST:PORT…]] [--ca CERT]\n"
    "                       [--rooms SERVICE]\n"
    "                       [--peers JID,JID…]\n"
    "                       [--lease SECONDS] [--max-games N] [--timeout-level L]\n"
    "                       [--max-open-games N] [--max-invitations N]\n"
    "                       [--max-creates-per-hour N] [--learned FILE]\n"
    "       village-referee --version | --help\n"
    "\n"
    "Holds games by turns: logs into an XMPP server as JID, hosts each game it\n"
    "holds in its own room on SERVICE, keeps every game in the database WHERE,\n"
    "answers players' requests in direct messages, and runs until SIGINT or\n"
    "SIGTERM (then it lets its games go). Killed, it loses nothing: started\n"
    "again, every game continues from its last stored move.\n"
    "\n"
    "  --db WHERE         sqlite:FILE or FILE, or postgresql://… when built with\n"
    "                     libpq (default: games.sqlite in the data folder,\n"
    "                     ~/.local/share/VillageBoardGame/Village/referee/)\n"
    "  --name NAME        this referee's name in the database's leases, unique\n"
    "                     among the referees sharing one database (default: referee)\n"
    "  --jid, --password  the XMPP account (or VILLAGE_REFEREE_JID and\n"
    "                     VILLAGE_REFEREE_PASSWORD)\n"
    "  --server HOST:PORT the XMPP server (default: the JID's domain; or\n"
    "                     VILLAGE_REFEREE_SERVER); a cluster's nodes separated by\n"
    "                     commas are tried in turn when a connection is lost\n"
    "  --ca CERT          PEM certificates to trust (default: the system's; or\n"
    "                     VILLAGE_REFEREE_CA)\n"
    "  --rooms SERVICE    the multi-user chat service (default: conference.DOMAIN;\n"
    "                     or VILLAGE_REFEREE_ROOMS)\n"
    "  --peers JID,…      the XMPP accounts of the other referees on the same\n"
    "                     PostgreSQL database: owners of every room too, so one\n"
    "                     taking a game over can enter its room (or\n"
    "                     VILLAGE_REFEREE_PEERS)\n"
    "  --lease SECONDS    how long a lease lasts (default 30)\n"
    "  --max-games N      games held at once (default 200)\n"
    "  --timeout-level L  the AI level that plays the rest of a turn whose time\n"
    "                     ran out (default easy)\n"
    "  --max-open-games N games a player may sit in that are not over, invitations\n"
    "                     included (default 20)\n"
    "  --max-invitations N games a player created that wait for someone's yes\n"
    "                     (default 10)\n"
    "  --max-creates-per-hour N  games a player may create in an hour (default 10)\n"
    "  --learned FILE     the expert level's learned evaluation (or VILLAGE_LEARNED;\n"
    "                     default: " VILLAGE_REFEREE_LEARNED ");\n"
    "                     without a usable one, expert seats search with the\n"
    "                     hand-written evaluation, and a line on stderr says why\n"
    "\n"
    "It prints 'referee NAME online' once logged in, and one line per event on\n"
    "stderr. Exit 0 when stopped, 1 on an error (another referee already runs\n"
    "on the SQLite file, for one), 2 on a usage error.\n";

static volatile sig_atomic_t stop_requested;
/* The referee the loop sleeps in: a stop wakes it (referee_interrupt), as
 * an idle referee sleeps until its leases are due. Signals are taken on
 * the main thread only, so it is never freed under a handler. */
static referee *volatile running;

static void on_stop(int signal)
{
    (void)signal;
    stop_requested = 1;
    if (running)
        referee_interrupt(running);
}

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    time_t now = time(NULL);
    struct tm utc;
    gmtime_r(&now, &utc);
    fprintf(stderr, "%04d-%02d-%02dT%02d:%02d:%02dZ %s\n", utc.tm_year + 1900, utc.tm_mon + 1,
            utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec, line);
}

static bool option(int argc, char **argv, int *i, const char *name, const char **value)
{
    if (strcmp(argv[*i], name) != 0)
        return false;
    if (*i + 1 >= argc) {
        fprintf(stderr, "village-referee: %s needs a value\n", name);
        exit(2);
    }
    *value = argv[++*i];
    return true;
}

static long number(const char *name, const char *value, long min, long max)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(value, &end, 10);
    if (errno || !end || *end || v < min || v > max) {
        fprintf(stderr, "village-referee: %s: %s is not a number from %ld to %ld\n", name, value,
                min, max);
        exit(2);
    }
    return v;
}

/* Read once, before any game's AI thread starts; it lives as long as the
 * program. */
static village_learned learned;

/* The expert level's learned evaluation, as the game and village-cli
 * install theirs: a missing or damaged file is said on stderr, and expert
 * seats search with the hand-written evaluation. */
static void install_learned(const char *path)
{
    char why[600], line[800];
    if (village_learned_read_file(path, &learned, why, sizeof why)) {
        village_learned_install(&learned);
        return;
    }
    village_learned_fallback_line("village-referee", why, line, sizeof line);
    fprintf(stderr, "%s\n", line);
}

static const char *from_env(const char *value, const char *variable)
{
    if (value)
        return value;
    const char *v = getenv(variable);
    return v && *v ? v : NULL;
}

int main(int argc, char **argv)
{
    const char *db = NULL, *name = NULL, *jid = NULL, *password = NULL, *server = NULL, *ca = NULL,
               *rooms = NULL, *peers = NULL, *learned_path = NULL, *value;
    double lease = 30;
    int max_games = 200, timeout_level = VILLAGE_AI_EASY;
    int max_open_games = 20, max_invitations = 10, max_creates_per_hour = 10;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(USAGE, stdout);
            return 0;
        } else if (strcmp(argv[i], "--version") == 0) {
            printf("village-referee %s\n", VILLAGE_VERSION);
            return 0;
        } else if (option(argc, argv, &i, "--db", &db) || option(argc, argv, &i, "--name", &name) ||
                   option(argc, argv, &i, "--jid", &jid) ||
                   option(argc, argv, &i, "--password", &password) ||
                   option(argc, argv, &i, "--server", &server) ||
                   option(argc, argv, &i, "--ca", &ca) ||
                   option(argc, argv, &i, "--rooms", &rooms) ||
                   option(argc, argv, &i, "--peers", &peers) ||
                   option(argc, argv, &i, "--learned", &learned_path)) {
            continue;
        } else if (option(argc, argv, &i, "--lease", &value)) {
            lease = (double)number("--lease", value, 3, 3600);
        } else if (option(argc, argv, &i, "--max-games", &value)) {
            max_games = (int)number("--max-games", value, 1, 100000);
        } else if (option(argc, argv, &i, "--max-open-games", &value)) {
            max_open_games = (int)number("--max-open-games", value, 1, 100000);
        } else if (option(argc, argv, &i, "--max-invitations", &value)) {
            max_invitations = (int)number("--max-invitations", value, 1, 100000);
        } else if (option(argc, argv, &i, "--max-creates-per-hour", &value)) {
            max_creates_per_hour = (int)number("--max-creates-per-hour", value, 1, 100000);
        } else if (option(argc, argv, &i, "--timeout-level", &value)) {
            timeout_level = village_ai_level_from_name(value);
            if (timeout_level < 0) {
                fprintf(stderr, "village-referee: --timeout-level: %s is not an AI level\n", value);
                return 2;
            }
        } else {
            fprintf(stderr, "village-referee: unknown argument '%s'\n%s", argv[i], USAGE);
            return 2;
        }
    }
    jid = from_env(jid, "VILLAGE_REFEREE_JID");
    password = from_env(password, "VILLAGE_REFEREE_PASSWORD");
    server = from_env(server, "VILLAGE_REFEREE_SERVER");
    ca = from_env(ca, "VILLAGE_REFEREE_CA");
    rooms = from_env(rooms, "VILLAGE_REFEREE_ROOMS");
    peers = from_env(peers, "VILLAGE_REFEREE_PEERS");
    if (!jid || !password || !strchr(jid, '@')) {
        fprintf(stderr, "village-referee: an XMPP account is needed: --jid and --password, or "
                        "VILLAGE_REFEREE_JID and VILLAGE_REFEREE_PASSWORD\n");
        return 2;
    }
    learned_path = from_env(learned_path, "VILLAGE_LEARNED");
    install_learned(learned_path ? learned_path : VILLAGE_REFEREE_LEARNED);
    char default_rooms[256];
    if (!rooms) {
        snprintf(default_rooms, sizeof default_rooms, "conference.%s", strchr(jid, '@') + 1);
        rooms = default_rooms;
    }
    char where[1200], why[512];
    if (!db) {
        char dir[1024];
        if (!platform_pref_dir("VillageBoardGame", "Village", dir, sizeof dir, why, sizeof why)) {
            fprintf(stderr, "village-referee: no data folder: %s\n", why);
            return 1;
        }
        char folder[1100];
        snprintf(folder, sizeof folder, "%sreferee", dir);
        int e = platform_make_folders(folder, PLATFORM_FOLDER_PRIVATE);
        if (e) {
            fprintf(stderr, "village-referee: cannot make %s: %s\n", folder, strerror(e));
            return 1;
        }
        snprintf(where, sizeof where, "sqlite:%s/games.sqlite", folder);
        db = where;
    }
    referee_store *store = referee_store_open(db, why, sizeof why);
    if (!store) {
        fprintf(stderr, "village-referee: %s\n", why);
        return 1;
    }
    int alone = -1;
    referee_alone a = referee_store_hold_alone(db, &alone, why, sizeof why);
    if (a != REFEREE_ALONE) {
        fprintf(stderr, "village-referee: %s\n", why);
        referee_store_close(store);
        return 1;
    }
    referee_config config = {.name = name ? name : "referee",
                             .store = store,
                             .jid = jid,
                             .password = password,
                             .ca_file = ca,
                             .server = server,
                             .rooms = rooms,
                             .peers = peers,
                             .lease_seconds = lease,
                             .max_games = max_games,
                             .timeout_level = timeout_level,
                             .max_open_games = max_open_games,
                             .max_invitations = max_invitations,
                             .max_creates_per_hour = max_creates_per_hour,
                             .threads = 1,
                             .log = log_line};
    /* The threads the referee starts (its connection's) inherit the
     * stop signals blocked: only this thread takes them. */
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, NULL);
    referee *r = referee_new(&config, why, sizeof why);
    if (!r) {
        fprintf(stderr, "village-referee: %s\n", why);
        referee_store_close(store);
        return 1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    running = r;
    pthread_sigmask(SIG_UNBLOCK, &stops, NULL);
    bool announced = false;
    while (!stop_requested) {
        referee_step(r);
        if (!announced) { /* said once, when first online */
            referee_stats stats;
            referee_stats_get(r, &stats);
            announced = stats.online;
            if (announced) {
                printf("referee %s online\n", config.name);
                fflush(stdout);
            }
        }
        referee_wait(r, -1); /* until something is due, news comes, or a stop */
    }
    pthread_sigmask(SIG_BLOCK, &stops, NULL);
    running = NULL;
    log_line(NULL, "stopping: the games are let go");
    referee_free(r);
    referee_store_close(store);
    if (alone >= 0)
        close(alone);
    return 0;
}
