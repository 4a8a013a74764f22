/* How far the PostgreSQL store carries a cluster of referees (a benchmark:
 * HACKING.md, "Fuzzing and benchmarks"; docs/referee.md has the figures).
 * It starts a PostgreSQL on 127.0.0.1 (postgres_server.h, fsync on, as a
 * real server) and runs one referee, then two, as separate processes on
 * that one database, twice:
 * - the store alone: --games free games; each referee claims its share, then
 *   for --seconds appends moves to the games it holds in turn, each the
 *   transaction a real referee makes (lease checked under the game's row
 *   lock), and renews its leases every second;
 * - whole referees (unless --store-only): each a referee (referee.h) with
 *   its own account on a Prosody started on 127.0.0.1, holding its share of
 *   --room-games games whose seats are all the random AI, each hosted in its
 *   room, for --seconds: every move played, checked, stored and announced.
 * It prints per referee the games it holds and its moves per second. */
#define _GNU_SOURCE

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "postgres_server.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "referee/store.h"
#include "wait_until.h"

enum { MAX_REFEREES = 8, LEASE_SECONDS = 30 };

typedef struct options {
    int games;
    int room_games;
    double seconds;
    int max_referees;
    bool durable;
    bool store_only;
} options;

typedef struct referee_figures {
    int held;
    double claim_ms;
    double renew_ms; /* the mean of the renewals */
    long moves;
    long failures;
    double seconds;
    int live; /* whole referees: games hosted in their rooms at the end */
} referee_figures;

static referee_game bench_game(uint64_t id)
{
    referee_game g = {0};
    g.id = id;
    g.players = 3;
    g.seed = id * 2654435761u;
    g.move_seconds = 86400;
    snprintf(g.room, sizeof g.room, "bench-%llu@rooms.example.org", (unsigned long long)id);
    snprintf(g.creator, sizeof g.creator, "ana@example.org");
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "ana@example.org");
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032llx", (unsigned long long)id);
    snprintf(g.seats[1].jid, sizeof g.seats[1].jid, "bo@example.org");
    g.seats[1].ai_level = -1;
    snprintf(g.seats[1].token, sizeof g.seats[1].token, "%031llx1", (unsigned long long)id);
    g.seats[2].ai_level = 2;
    return g;
}

/* One referee process: claims its share, moves, renews; its figures. */
static referee_figures run_referee(const char *where, const char *name, int share, double seconds)
{
    referee_figures fig = {0};
    char err[512];
    referee_store *st = referee_store_open(where, err, sizeof err);
    if (!st) {
        fprintf(stderr, "%s: %s\n", name, err);
        exit(1);
    }
    uint64_t *ids = calloc((size_t)share + 1, sizeof *ids);
    long *moves = calloc((size_t)share + 1, sizeof *moves);
    double start = support_seconds_now();
    while (fig.held < share) {
        int got = 0;
        if (referee_store_claim_games(st, name, LEASE_SECONDS, share - fig.held, ids + fig.held,
                                      &got) != REFEREE_STORE_OK) {
            fprintf(stderr, "%s: claim: %s\n", name, referee_store_error(st));
            exit(1);
        }
        if (got == 0) {
            break;
        }
        fig.held += got;
    }
    fig.claim_ms = (support_seconds_now() - start) * 1000;
    start = support_seconds_now();
    double next_renewal = start + 1;
    int renewals = 0;
    uint64_t *held = calloc((size_t)share + 1, sizeof *held);
    for (int i = 0; fig.held > 0 && support_seconds_now() - start < seconds;
         i = (i + 1) % fig.held) {
        char text[32];
        snprintf(text, sizeof text, "bench %ld", moves[i]);
        referee_store_result r = referee_store_append_move(
            st, name, ids[i], moves[i], (int)(moves[i] % 3), text, (int)((moves[i] + 1) % 3));
        if (r == REFEREE_STORE_OK) {
            moves[i]++;
            fig.moves++;
        } else {
            fig.failures++;
        }
        if (support_seconds_now() >= next_renewal) {
            double t = support_seconds_now();
            int count = 0;
            referee_store_renew_leases(st, name, LEASE_SECONDS, held, share, &count);
            fig.renew_ms += (support_seconds_now() - t) * 1000;
            renewals++;
            next_renewal += 1;
        }
    }
    fig.seconds = support_seconds_now() - start;
    fig.renew_ms = renewals ? fig.renew_ms / renewals : 0;
    referee_store_close(st);
    free(ids);
    free(moves);
    free(held);
    return fig;
}

static void free_games(const char *where, int games)
{
    char err[512];
    referee_store *st = referee_store_open(where, err, sizeof err);
    if (!st) {
        fprintf(stderr, "%s\n", err);
        exit(1);
    }
    for (int i = 1; i <= games; i++) {
        referee_game g = bench_game((uint64_t)i);
        if (referee_store_create_game(st, "maker", LEASE_SECONDS, &g) != REFEREE_STORE_OK ||
            referee_store_release_game(st, "maker", (uint64_t)i) != REFEREE_STORE_OK) {
            fprintf(stderr, "creating the games: %s\n", referee_store_error(st));
            exit(1);
        }
    }
    referee_store_close(st);
}

/* A whole referee in this process: logs in, keeps 'share' all-AI games
 * held (new ones as games finish), plays for 'seconds'. */
static referee_figures run_whole_referee(const char *where, const prosody_server *xmpp, int number,
                                         int share, double seconds)
{
    referee_figures fig = {0};
    char err[512], name[32], jid[64];
    snprintf(name, sizeof name, "referee-%d", number);
    snprintf(jid, sizeof jid, "referee-%d@" PROSODY_DOMAIN, number);
    referee_store *st = referee_store_open(where, err, sizeof err);
    referee_config c = {.name = name,
                        .store = st,
                        .jid = jid,
                        .password = "referee-secret",
                        .ca_file = xmpp->ca_file,
                        .server = xmpp->address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = LEASE_SECONDS,
                        .max_games = share,
                        .timeout_level = 0,
                        .threads = 1};
    referee *r = st ? referee_new(&c, err, sizeof err) : NULL;
    if (!r) {
        fprintf(stderr, "%s: %s\n", name, err);
        exit(1);
    }
    referee_stats stats;
    double deadline = support_seconds_now() + 30;
    do {
        referee_step(r);
        referee_stats_get(r, &stats);
        referee_wait(r, 5);
    } while (!stats.online && support_seconds_now() < deadline);
    referee_seat seats[2] = {{.ai_level = 0}, {.ai_level = 0}};
    for (int i = 0; i < share; i++) {
        referee_create_game(r, "bench@" PROSODY_DOMAIN, 2, seats, 86400, NULL);
    }
    /* The rooms open in the background: measure once they are up. */
    deadline = support_seconds_now() + 60;
    do {
        referee_step(r);
        referee_stats_get(r, &stats);
    } while (stats.live < share && support_seconds_now() < deadline);
    long before = stats.moves_stored;
    double start = support_seconds_now();
    while (support_seconds_now() - start < seconds) {
        referee_step(r);
        referee_stats_get(r, &stats);
        for (int i = stats.held; i < share; i++) {
            referee_create_game(r, "bench@" PROSODY_DOMAIN, 2, seats, 86400, NULL);
        }
    }
    fig.seconds = support_seconds_now() - start;
    referee_stats_get(r, &stats);
    fig.moves = stats.moves_stored - before;
    fig.held = stats.held;
    fig.live = stats.live;
    referee_free(r);
    referee_store_close(st);
    return fig;
}

/* R referee processes at once on a fresh database; prints their figures.
 * With xmpp, whole referees; without, the store alone. */
static bool run_round(postgres_server *server, const options *o, int referees,
                      const prosody_server *xmpp)
{
    char dbname[32], where[256], err[512];
    snprintf(dbname, sizeof dbname, "%s%d", xmpp ? "whole" : "store", referees);
    if (!postgres_create_database(server, dbname, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return false;
    }
    snprintf(where, sizeof where, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/%s",
             server->port, dbname);
    int games = xmpp ? o->room_games : o->games;
    if (!xmpp) {
        free_games(where, games);
    }
    int pipes[MAX_REFEREES][2];
    pid_t children[MAX_REFEREES];
    int share = (games + referees - 1) / referees;
    for (int r = 0; r < referees; r++) {
        if (pipe(pipes[r]) != 0) {
            return false;
        }
        children[r] = fork();
        if (children[r] == 0) {
            close(pipes[r][0]);
            char name[32];
            snprintf(name, sizeof name, "referee-%d", r + 1);
            referee_figures fig = xmpp ? run_whole_referee(where, xmpp, r + 1, share, o->seconds)
                                       : run_referee(where, name, share, o->seconds);
            ssize_t written = write(pipes[r][1], &fig, sizeof fig);
            _exit(written == (ssize_t)sizeof fig ? 0 : 1);
        }
        close(pipes[r][1]);
    }
    bool ok = true;
    double total = 0;
    for (int r = 0; r < referees; r++) {
        referee_figures fig;
        ssize_t got = read(pipes[r][0], &fig, sizeof fig);
        close(pipes[r][0]);
        int status = 0;
        waitpid(children[r], &status, 0);
        if (got != (ssize_t)sizeof fig) {
            fprintf(stderr, "referee %d gave no figures\n", r + 1);
            ok = false;
            continue;
        }
        double rate = fig.seconds > 0 ? (double)fig.moves / fig.seconds : 0;
        total += rate;
        if (xmpp) {
            printf("  referee %d of %d: holds %d games (%d live in their rooms), %ld moves stored "
                   "and announced in %.1f s = %.0f moves/s\n",
                   r + 1, referees, fig.held, fig.live, fig.moves, fig.seconds, rate);
        } else {
            printf("  referee %d of %d: holds %d games (claimed in %.0f ms, leases renewed in "
                   "%.1f ms), %ld moves in %.1f s = %.0f moves/s, %ld refused\n",
                   r + 1, referees, fig.held, fig.claim_ms, fig.renew_ms, fig.moves, fig.seconds,
                   rate, fig.failures);
        }
    }
    printf("  %d referee%s together: %.0f moves/s\n", referees, referees == 1 ? "" : "s", total);
    return ok;
}

static double load_average(void)
{
    double load = -1;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf", &load) != 1) {
            load = -1;
        }
        fclose(f);
    }
    return load;
}

int main(int argc, char **argv)
{
    options o = {.games = 500, .room_games = 20, .seconds = 10, .max_referees = 2, .durable = true};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            o.games = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            o.seconds = atof(argv[++i]);
        } else if (strcmp(argv[i], "--referees") == 0 && i + 1 < argc) {
            o.max_referees = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--room-games") == 0 && i + 1 < argc) {
            o.room_games = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--no-fsync") == 0) {
            o.durable = false;
        } else if (strcmp(argv[i], "--store-only") == 0) {
            o.store_only = true;
        } else {
            fprintf(stderr,
                    "usage: %s [--games N] [--room-games N] [--seconds S] [--referees MAX]\n"
                    "          [--no-fsync] [--store-only]\n"
                    "  runs 1, 2, … MAX referees on one test PostgreSQL; prints games held\n"
                    "  and moves per second per referee\n",
                    argv[0]);
            return 2;
        }
    }
    if (o.games < 1 || o.room_games < 1 || o.seconds <= 0 || o.max_referees < 1 ||
        o.max_referees > MAX_REFEREES) {
        fprintf(stderr, "--games >= 1, --seconds > 0, --referees 1 to %d\n", MAX_REFEREES);
        return 2;
    }
    postgres_server server;
    char err[512];
    if (!postgres_start(&server, o.durable, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    printf("PostgreSQL on 127.0.0.1 (fsync %s), %.0f s per round, load average %.2f\n",
           o.durable ? "on" : "off", o.seconds, load_average());
    printf("The store alone, %d games:\n", o.games);
    bool ok = true;
    for (int referees = 1; ok && referees <= o.max_referees; referees++) {
        ok = run_round(&server, &o, referees, NULL);
    }
    if (ok && !o.store_only) {
        prosody_account accounts[MAX_REFEREES];
        char users[MAX_REFEREES][24];
        for (int i = 0; i < o.max_referees; i++) {
            snprintf(users[i], sizeof users[i], "referee-%d", i + 1);
            accounts[i] = (prosody_account){.user = users[i], .password = "referee-secret"};
        }
        prosody_server xmpp;
        if (!prosody_start(&xmpp, accounts, (size_t)o.max_referees, err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            ok = false;
        }
        printf("Whole referees (Prosody on 127.0.0.1), %d games of two random AI seats, each "
               "in its room; load average %.2f:\n",
               o.room_games, load_average());
        for (int referees = 1; ok && referees <= o.max_referees; referees++) {
            ok = run_round(&server, &o, referees, &xmpp);
        }
        prosody_stop(&xmpp);
    }
    postgres_stop(&server);
    return ok ? 0 : 1;
}
