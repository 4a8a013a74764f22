/* What a held game costs the referee, idle and under load (a benchmark, not a
 * test: HACKING.md, "Fuzzing and benchmarks"; docs/referee.md, "One
 * connection for every game"). One referee in this process, its store a
 * SQLite file, a Prosody on 127.0.0.1. It holds N games of two people
 * nobody plays (each game's room entered on the referee's one connection),
 * then:
 *
 *   idle: for S seconds nobody moves. Prints the referee's memory per held
 *   game, its CPU, and how often its threads woke.
 *
 *   load: M more games, each with a simulated player (a guest over its own
 *   XMPP connection, in a child process, so the referee's CPU is its own)
 *   against the referee's random AI, for S seconds. Prints the moves stored
 *   and announced per second, p50 and p99 from a player's move to the view
 *   that answers it, and the referee's CPU.
 *
 * usage: bench_referee_load [--games N] [--movers M] [--seconds S] */
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "net/guest.h"
#include "net/xmpp_transport.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "session/seat.h"
#include "temp_folder.h"
#include "village/ai.h"
#include "wait_until.h"

enum { MOVERS_MAX = 64, SAMPLES_MAX = 200000 };

static long rss_kb(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kb = atol(line + 6);
    if (f)
        fclose(f);
    return kb;
}

/* The heap in use (glibc): RSS keeps what was freed, and a game's
 * session and host are freed once it sleeps. */
static long heap_kb(void)
{
    struct mallinfo2 m = mallinfo2();
    return (long)((m.uordblks + m.hblkhd) / 1024);
}

static double cpu_seconds(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec * 1e-6 +
           (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec * 1e-6;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct mover {
    char room[300], token[80], jid[REFEREE_JID_MAX + 1];
    net_transport *t;
    net_guest *g;
    seat_source *ai;
    bool waiting; /* its move is sent, its answer not yet seen */
    long sent_seq;
    double sent_at;
} mover;

/* The child: each mover joins its game's room as a guest and lets the
 * random AI play its chair; the time from each move sent to the view that
 * follows it is written to 'results', one number a line. */
static int run_movers(mover *m, int count, const prosody_server *server, double seconds,
                      const char *results)
{
    static double samples[SAMPLES_MAX];
    int n = 0;
    char err[256];
    for (int i = 0; i < count; i++) {
        net_xmpp_account account = {.jid = m[i].jid,
                                    .password = "mover-secret",
                                    .room = m[i].room,
                                    .nick = m[i].jid,
                                    .ca_file = server->ca_file,
                                    .server = server->address,
                                    .host_jid = "referee@" PROSODY_DOMAIN};
        m[i].t = net_xmpp_join(&account, err, sizeof err);
        m[i].g = m[i].t ? net_guest_new(m[i].t, m[i].jid, m[i].token, (uint64_t)i + 1) : NULL;
        m[i].ai = seat_ai_new(0);
        if (!m[i].g || !m[i].ai) {
            fprintf(stderr, "bench_referee_load: mover %d: %s\n", i, err);
            return 1;
        }
        support_sleep_seconds(0.2); /* libstrophe logs one connection in at a time */
    }
    double until = support_seconds_now() + seconds;
    while (support_seconds_now() < until) {
        for (int i = 0; i < count; i++) {
            net_guest_poll(m[i].g);
            double now = support_seconds_now();
            if (m[i].waiting && net_guest_seq(m[i].g) > m[i].sent_seq) {
                if (n < SAMPLES_MAX)
                    samples[n++] = now - m[i].sent_at;
                m[i].waiting = false;
            }
            bool before = net_guest_to_act(m[i].g);
            long seq = net_guest_seq(m[i].g);
            net_guest_drive(m[i].g, m[i].ai, 1);
            if (before && !net_guest_to_act(m[i].g) && !m[i].waiting) {
                m[i].waiting = true;
                m[i].sent_seq = seq;
                m[i].sent_at = now;
            }
        }
        support_sleep_seconds(0.001);
    }
    FILE *f = fopen(results, "w");
    for (int i = 0; f && i < n; i++)
        fprintf(f, "%.6f\n", samples[i]);
    if (f)
        fclose(f);
    for (int i = 0; i < count; i++) {
        net_guest_free(m[i].g);
        net_transport_free(m[i].t);
        seat_source_free(m[i].ai);
    }
    return 0;
}

/* The referee's own loop, as village-referee runs it (its wait bounded
 * only by the end of the measure, so its wake-ups are its own). */
static void step_for(referee *r, double seconds)
{
    double until = support_seconds_now() + seconds;
    for (double now = support_seconds_now(); now < until; now = support_seconds_now()) {
        referee_step(r);
        referee_wait(r, (int)((until - now) * 1000) + 1);
    }
}

int main(int argc, char **argv)
{
    int games = 100, movers = 4;
    double seconds = 20;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--games") == 0)
            games = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--movers") == 0)
            movers = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seconds") == 0)
            seconds = atof(argv[i + 1]);
    }
    if (games < 1 || movers < 0 || movers > MOVERS_MAX || seconds <= 0) {
        fprintf(stderr,
                "usage: bench_referee_load [--games N] [--movers M (0-%d)] "
                "[--seconds S]\n",
                MOVERS_MAX);
        return 2;
    }
    char folder[256];
    if (!temp_folder_fresh(folder, sizeof folder, "bench_referee_load"))
        return 1;
    prosody_server server;
    char err[512];
    static prosody_account accounts[MOVERS_MAX + 1];
    static char names[MOVERS_MAX][24];
    accounts[0] = (prosody_account){"referee", "referee-secret"};
    for (int i = 0; i < movers; i++) {
        snprintf(names[i], sizeof names[i], "mover%d", i + 1);
        accounts[i + 1] = (prosody_account){names[i], "mover-secret"};
    }
    /* Set up as docs/referee.md tells an operator: only the referee makes
     * rooms. */
    static const char *const referee_only[] = {"referee"};
    prosody_options options = {.room_creators = referee_only, .room_creator_count = 1};
    if (!prosody_start_with(&server, accounts, (size_t)movers + 1, &options, err, sizeof err)) {
        fprintf(stderr, "bench_referee_load: %s\n", err);
        return 1;
    }
    char path[400];
    snprintf(path, sizeof path, "%s/games.sqlite", folder);
    referee_store *st = referee_store_open(path, err, sizeof err);
    referee_config c = {.name = "bench",
                        .store = st,
                        .jid = "referee@" PROSODY_DOMAIN,
                        .password = "referee-secret",
                        .ca_file = server.ca_file,
                        .server = server.address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = 60,
                        .max_games = games + movers,
                        .timeout_level = 0,
                        .threads = 1};
    referee *r = st ? referee_new(&c, err, sizeof err) : NULL;
    if (!r) {
        fprintf(stderr, "bench_referee_load: %s\n", err);
        prosody_stop(&server);
        return 1;
    }
    referee_stats s;
    double deadline = support_seconds_now() + 30;
    do {
        referee_step(r);
        referee_stats_get(r, &s);
        referee_wait(r, 5);
    } while (!s.online && support_seconds_now() < deadline);
    step_for(r, 1);
    long base_kb = rss_kb(getpid()), prosody_base_kb = rss_kb(server.pid), heap_base = heap_kb();

    /* N games of two people who are never there: a day a turn. */
    double opening = support_seconds_now();
    referee_seat idle[2] = {{.jid = "idle1@" PROSODY_DOMAIN, .ai_level = -1},
                            {.jid = "idle2@" PROSODY_DOMAIN, .ai_level = -1}};
    for (int i = 0; i < games; i++) {
        if (referee_create_game(r, "idle1@" PROSODY_DOMAIN, 2, idle, 86400, NULL) !=
            REFEREE_STORE_OK)
            fprintf(stderr, "bench_referee_load: game %d not created\n", i + 1);
        if (i % 50 == 49) { /* its rooms entered as it goes, as a referee's start does */
            referee_step(r);
            referee_wait(r, 0);
        }
    }
    double created = support_seconds_now() - opening;
    deadline = support_seconds_now() + 60 + games / 2.0;
    do {
        referee_step(r);
        referee_stats_get(r, &s);
        referee_wait(r, 50);
    } while ((s.live < games || s.awake > 0) && support_seconds_now() < deadline);
    double opened = support_seconds_now() - opening;
    long heap_held = heap_kb();
    malloc_trim(0);
    long held_kb = rss_kb(getpid()), prosody_held_kb = rss_kb(server.pid);
    printf("machine: %ld cores online; Prosody and the referee on 127.0.0.1\n",
           sysconf(_SC_NPROCESSORS_ONLN));
    printf("games held %d (live %d, awake %d) on one XMPP connection; creating them took %.1f s "
           "(each stored in its own transaction), until all were live and asleep %.1f s\n",
           s.held, s.live, s.awake, created, opened);
    printf("referee heap in use: %ld KB before, %ld KB with them: %.1f KB a held game\n", heap_base,
           heap_held, (double)(heap_held - heap_base) / games);
    printf("referee resident memory (after giving freed memory back): %ld KB before, %ld KB "
           "with them: %.1f KB a held game\n",
           base_kb, held_kb, (double)(held_kb - base_kb) / games);
    printf("Prosody memory: %ld KB before, %ld KB with their rooms: %.1f KB a room\n",
           prosody_base_kb, prosody_held_kb, (double)(prosody_held_kb - prosody_base_kb) / games);

    referee_stats before = s;
    double cpu = cpu_seconds();
    step_for(r, seconds);
    referee_stats_get(r, &s);
    double idle_cpu = cpu_seconds() - cpu;
    printf("idle %.0f s: referee CPU %.3f s (%.2f %% of a core, %.3f ms a game a minute); "
           "its loop woke %ld times and looked at %ld games, its connection's thread woke %ld "
           "times; stanzas in %ld out %ld\n",
           seconds, idle_cpu, 100 * idle_cpu / seconds, 1000 * idle_cpu / seconds * 60 / games,
           s.loop_wakeups - before.loop_wakeups, s.games_looked_at - before.games_looked_at,
           s.wakeups - before.wakeups, s.stanzas_in - before.stanzas_in,
           s.stanzas_out - before.stanzas_out);
    printf("room entries sent again, unanswered for 5 s, since the start: %ld\n", s.entries_again);

    if (movers > 0) {
        mover *m = calloc((size_t)movers, sizeof *m);
        referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = 0}};
        for (int i = 0; m && i < movers; i++) {
            referee_game g;
            snprintf(seats[0].jid, sizeof seats[0].jid, "mover%d@%s", i + 1, PROSODY_DOMAIN);
            snprintf(m[i].jid, sizeof m[i].jid, "%s", seats[0].jid);
            if (referee_create_game(r, seats[0].jid, 2, seats, 86400, &g) == REFEREE_STORE_OK) {
                snprintf(m[i].room, sizeof m[i].room, "%s", g.room);
                snprintf(m[i].token, sizeof m[i].token, "%s", g.seats[0].token);
            }
        }
        step_for(r, 1);
        char results[400];
        snprintf(results, sizeof results, "%s/latencies.txt", folder);
        fflush(stdout);
        pid_t child = fork();
        if (child == 0)
            _exit(run_movers(m, movers, &server, seconds + 10, results));
        step_for(r, 8); /* the movers log in and join */
        referee_stats_get(r, &before);
        cpu = cpu_seconds();
        step_for(r, seconds);
        referee_stats_get(r, &s);
        double load_cpu = cpu_seconds() - cpu;
        int status = 0;
        waitpid(child, &status, 0);
        static double samples[SAMPLES_MAX];
        int n = 0;
        FILE *f = fopen(results, "r");
        while (f && n < SAMPLES_MAX && fscanf(f, "%lf", &samples[n]) == 1)
            n++;
        if (f)
            fclose(f);
        qsort(samples, (size_t)n, sizeof samples[0], by_value);
        printf("load %.0f s, %d players moving against the AI beside %d idle games: %.1f moves "
               "stored and announced a second; referee CPU %.2f s (%.1f %% of a core); stanzas "
               "out %.0f a second\n",
               seconds, movers, games, (double)(s.moves_stored - before.moves_stored) / seconds,
               load_cpu, 100 * load_cpu / seconds,
               (double)(s.stanzas_out - before.stanzas_out) / seconds);
        if (n > 0)
            printf("a player's move to the view that answers it (%d moves): p50 %.1f ms, p99 "
                   "%.1f ms\n",
                   n, 1000 * samples[n / 2], 1000 * samples[(n * 99) / 100]);
        free(m);
    }
    referee_free(r);
    referee_store_close(st);
    prosody_stop(&server);
    char command[400];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) == 0 ? 0 : 1;
}
