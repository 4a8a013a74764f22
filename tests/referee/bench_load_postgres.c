/* bench_load_postgres.h: R referee processes on one PostgreSQL. Each
 * referee reports its figures to this process through a pipe at the end of
 * each phase (settled, idle, load) and waits for a byte before the next,
 * so that their measures run side by side. */
#include "bench_load_postgres.h"

#include <ctype.h>
#include <dirent.h>
#include <inttypes.h>
#include <malloc.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_load_parts.h"
#include "postgres_server.h"
#include "referee/store.h"
#include "temp_folder.h"
#include "village/splitmix64.h"
#include "village/village.h"
#include "wait_until.h"

enum { LEASE_SECONDS = 60, STATS_CALLS = 200 };

/* What one referee process measured, sent whole through its pipe. */
typedef struct figures {
    int max_games;
    int held, live, awake, rooms_ready;
    double settled_s; /* from its start to every game it holds live in its room and asleep */
    long heap_base_kb, heap_held_kb, rss_base_kb, rss_held_kb;
    double stats_us;   /* one referee_stats_get, with its games held */
    double recount_us; /* one count over every game slot, as referee_stats_get once did */
    double idle_cpu;
    long idle_loop_wakeups, idle_looked_at, idle_thread_wakeups, idle_in, idle_out;
    long entries_again;
    long moves;
    double load_cpu;
    long load_out;
} figures;

typedef struct referee_link {
    pid_t pid;
    int go;   /* this process writes a byte: the next phase */
    int back; /* the referee writes its figures */
} referee_link;

static void say_error(const char *what, const char *err)
{
    fprintf(stderr, "bench_referee_load: %s: %s\n", what, err);
}

/* A game as referee_create_game makes it (id, seed, tokens, room), stored
 * by a maker and let go, so that the referees claim it as a deployment's
 * referees claim the games of one that stopped. */
static bool make_game(referee_store *st, uint64_t *rng, const referee_seat seats[2],
                      referee_game *out)
{
    referee_game g;
    memset(&g, 0, sizeof g);
    g.players = 2;
    g.move_seconds = 86400;
    snprintf(g.creator, sizeof g.creator, "%s", seats[0].jid);
    for (int p = 0; p < 2; p++) {
        g.seats[p] = seats[p];
        if (seats[p].ai_level < 0)
            snprintf(g.seats[p].token, sizeof g.seats[p].token, "%016" PRIx64 "%016" PRIx64,
                     village_splitmix64_next(rng), village_splitmix64_next(rng));
    }
    do
        g.id = village_splitmix64_next(rng);
    while (!g.id);
    g.seed = village_splitmix64_next(rng);
    snprintf(g.room, sizeof g.room, "village-%016" PRIx64 "@%s", g.id, PROSODY_ROOMS);
    village_state first;
    if (!village_new_game(&first, 2, g.seed, -1))
        return false;
    g.to_act = first.actor;
    if (referee_store_create_game(st, "maker", LEASE_SECONDS, &g) != REFEREE_STORE_OK ||
        referee_store_release_game(st, "maker", g.id) != REFEREE_STORE_OK) {
        say_error("making the games", referee_store_error(st));
        return false;
    }
    *out = g;
    return true;
}

static void send_figures(int fd, const figures *f)
{
    ssize_t written = write(fd, f, sizeof *f);
    if (written != (ssize_t)sizeof *f)
        _exit(1);
}

/* Steps the referee as its loop does until this process says go on (a
 * byte; end of file: this process is gone). */
static void step_until_told(referee *r, int fd)
{
    for (;;) {
        referee_step(r);
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, 0) > 0) {
            char byte;
            if (read(fd, &byte, 1) != 1)
                _exit(1);
            return;
        }
        referee_wait(r, 20);
    }
}

/* One referee process: claims what it has room for, reports each phase. */
static void run_referee(int number, int referees, const char *where, const prosody_server *xmpp,
                        int total, double seconds, int go, int back)
{
    char err[512], name[32], jid[64], peers[BENCH_REFEREES_MAX * 64] = "";
    snprintf(name, sizeof name, "referee-%d", number);
    snprintf(jid, sizeof jid, "%s@" PROSODY_DOMAIN, name);
    for (int k = 1; k <= referees; k++)
        if (k != number) {
            size_t used = strlen(peers);
            snprintf(peers + used, sizeof peers - used, "%sreferee-%d@" PROSODY_DOMAIN,
                     used ? "," : "", k);
        }
    figures f = {0};
    /* Room for a share and a tenth more: the claims race, and a referee
     * that starts first does not take every game. */
    f.max_games = referees == 1 ? total : total / referees + total / 10 + 1;
    referee_store *st = referee_store_open(where, err, sizeof err);
    referee_config c = {.name = name,
                        .store = st,
                        .jid = jid,
                        .password = "referee-secret",
                        .ca_file = xmpp->ca_file,
                        .server = xmpp->address,
                        .rooms = PROSODY_ROOMS,
                        .peers = peers,
                        .lease_seconds = LEASE_SECONDS,
                        .max_games = f.max_games,
                        .timeout_level = 0,
                        .threads = 1};
    referee *r = st ? referee_new(&c, err, sizeof err) : NULL;
    if (!r) {
        say_error(name, err);
        _exit(1);
    }
    f.heap_base_kb = bench_heap_kb();
    f.rss_base_kb = bench_rss_kb(getpid());
    double start = support_seconds_now(), deadline = start + 60 + total / 2.0;
    double stable_since = start;
    referee_stats s;
    int last_held = -1;
    do {
        referee_step(r);
        referee_stats_get(r, &s);
        if (s.held != last_held) {
            last_held = s.held;
            stable_since = support_seconds_now();
        }
        referee_wait(r, 50);
    } while (!(s.online && s.held > 0 && s.live == s.held && s.rooms_ready == s.held &&
               s.awake == 0 && support_seconds_now() - stable_since > 2) &&
             support_seconds_now() < deadline);
    f.settled_s = support_seconds_now() - start;
    f.held = s.held;
    f.live = s.live;
    f.awake = s.awake;
    f.rooms_ready = s.rooms_ready;
    double t = support_seconds_now();
    for (int i = 0; i < STATS_CALLS; i++)
        referee_stats_get(r, &s);
    f.stats_us = (support_seconds_now() - t) * 1e6 / STATS_CALLS;
    t = support_seconds_now();
    for (int i = 0; i < STATS_CALLS; i++)
        referee_stats_recount(r, &s);
    f.recount_us = (support_seconds_now() - t) * 1e6 / STATS_CALLS;
    f.heap_held_kb = bench_heap_kb();
    malloc_trim(0);
    f.rss_held_kb = bench_rss_kb(getpid());
    send_figures(back, &f);

    step_until_told(r, go);
    referee_stats before = s;
    referee_stats_get(r, &before);
    double cpu = bench_cpu_seconds();
    bench_step_for(r, seconds);
    referee_stats_get(r, &s);
    f.idle_cpu = bench_cpu_seconds() - cpu;
    f.idle_loop_wakeups = s.loop_wakeups - before.loop_wakeups;
    f.idle_looked_at = s.games_looked_at - before.games_looked_at;
    f.idle_thread_wakeups = s.wakeups - before.wakeups;
    f.idle_in = s.stanzas_in - before.stanzas_in;
    f.idle_out = s.stanzas_out - before.stanzas_out;
    f.entries_again = s.entries_again;
    send_figures(back, &f);

    step_until_told(r, go);
    bench_step_for(r, 8); /* the movers log in and join */
    referee_stats_get(r, &before);
    cpu = bench_cpu_seconds();
    bench_step_for(r, seconds);
    referee_stats_get(r, &s);
    f.load_cpu = bench_cpu_seconds() - cpu;
    f.moves = s.moves_stored - before.moves_stored;
    f.load_out = s.stanzas_out - before.stanzas_out;
    send_figures(back, &f);

    step_until_told(r, go); /* serving the movers until they are done */
    referee_free(r);
    referee_store_close(st);
    _exit(0);
}

static bool read_figures(const referee_link *l, figures *f)
{
    size_t got = 0;
    while (got < sizeof *f) {
        ssize_t n = read(l->back, (char *)f + got, sizeof *f - got);
        if (n <= 0)
            return false;
        got += (size_t)n;
    }
    return true;
}

static void tell_all(const referee_link *links, int referees)
{
    for (int k = 0; k < referees; k++) {
        ssize_t written = write(links[k].go, "g", 1);
        (void)written; /* a referee that died says so by its missing figures */
    }
}

/* The CPU of the PostgreSQL server and its backends (the postmaster's
 * children), in seconds. */
static double postgres_cpu(pid_t postmaster)
{
    double ticks = 0;
    DIR *d = opendir("/proc");
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (!isdigit((unsigned char)e->d_name[0]))
            continue;
        char path[300], line[1024];
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        size_t n = fread(line, 1, sizeof line - 1, f);
        fclose(f);
        line[n] = '\0';
        const char *after = strrchr(line, ')'); /* the command's name may hold spaces */
        int ppid;
        unsigned long utime, stime;
        if (after &&
            sscanf(after + 2, "%*c %d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ppid, &utime,
                   &stime) == 3 &&
            (ppid == postmaster || atoi(e->d_name) == postmaster))
            ticks += (double)(utime + stime);
    }
    if (d)
        closedir(d);
    return ticks / (double)sysconf(_SC_CLK_TCK);
}

static double load_average(void)
{
    double load = -1;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf", &load) != 1)
            load = -1;
        fclose(f);
    }
    return load;
}

static void print_settled(const figures *f, int referees)
{
    figures sum = {0};
    for (int k = 0; k < referees; k++) {
        const figures *x = &f[k];
        printf("referee %d (room for %d games): holds %d (live %d, awake %d, rooms ready %d), all "
               "live and asleep in their ready rooms %.1f s after it started; heap in use %.1f KB "
               "and resident memory %.1f KB a held "
               "game; referee_stats_get %.2f us a call (a count over every game slot: %.1f us)\n",
               k + 1, x->max_games, x->held, x->live, x->awake, x->rooms_ready, x->settled_s,
               x->held ? (double)(x->heap_held_kb - x->heap_base_kb) / x->held : 0,
               x->held ? (double)(x->rss_held_kb - x->rss_base_kb) / x->held : 0, x->stats_us,
               x->recount_us);
        sum.held += x->held;
        sum.live += x->live;
        sum.awake += x->awake;
    }
    if (referees > 1) {
        printf("the games split:");
        for (int k = 0; k < referees; k++)
            printf(" %d%s", f[k].held, k + 1 < referees ? " and" : "");
        printf(", %d held together (live %d, awake %d)\n", sum.held, sum.live, sum.awake);
    }
}

static void print_idle(const figures *f, int referees, double seconds)
{
    double cpu = 0;
    for (int k = 0; k < referees; k++) {
        const figures *x = &f[k];
        printf("idle %.0f s, referee %d: CPU %.3f s (%.2f %% of a core); its loop woke %ld times "
               "and looked at %ld games, its connection's thread woke %ld times; stanzas in %ld "
               "out %ld; room entries sent again since the start: %ld\n",
               seconds, k + 1, x->idle_cpu, 100 * x->idle_cpu / seconds, x->idle_loop_wakeups,
               x->idle_looked_at, x->idle_thread_wakeups, x->idle_in, x->idle_out,
               x->entries_again);
        cpu += x->idle_cpu;
    }
    if (referees > 1)
        printf("idle %.0f s, the referees together: CPU %.3f s (%.2f %% of a core)\n", seconds, cpu,
               100 * cpu / seconds);
}

static void print_latency(const char *results, int whose, const char *who)
{
    static double samples[BENCH_SAMPLES_MAX];
    int n = bench_read_latencies(results, whose, samples);
    if (n > 0)
        printf("a player's move to the view that answers it, %s (%d moves): p50 %.1f ms, p99 "
               "%.1f ms\n",
               who, n, bench_percentile_ms(samples, n, 50), bench_percentile_ms(samples, n, 99));
}

static void print_load(const figures *f, int referees, double seconds, int movers,
                       const int *movers_of, double pg_cpu, const char *results)
{
    long moves = 0;
    double cpu = 0;
    for (int k = 0; k < referees; k++) {
        const figures *x = &f[k];
        printf("load %.0f s, referee %d, %d of the players: %.1f moves stored and announced a "
               "second; CPU %.2f s (%.1f %% of a core); stanzas out %.0f a second\n",
               seconds, k + 1, movers_of[k], (double)x->moves / seconds, x->load_cpu,
               100 * x->load_cpu / seconds, (double)x->load_out / seconds);
        moves += x->moves;
        cpu += x->load_cpu;
    }
    printf("load %.0f s, %d players moving against the AI beside the idle games, %s: %.1f moves "
           "stored and announced a second; referee CPU %.2f s (%.1f %% of a core); PostgreSQL "
           "CPU %.2f s (%.1f %% of a core)\n",
           seconds, movers, referees > 1 ? "the referees together" : "the referee",
           (double)moves / seconds, cpu, 100 * cpu / seconds, pg_cpu, 100 * pg_cpu / seconds);
    for (int k = 0; referees > 1 && k < referees; k++) {
        char who[32];
        snprintf(who, sizeof who, "referee %d", k + 1);
        print_latency(results, k, who);
    }
    print_latency(results, -1, referees > 1 ? "all" : "the referee");
}

/* Which referee holds each mover's game, by the database's word. */
static void find_hosts(const postgres_server *pg, bench_mover *m, const uint64_t *ids, int movers,
                       int referees, int *movers_of)
{
    for (int i = 0; i < movers; i++) {
        char holder[64];
        postgres_game_holder(pg, "load", ids[i], holder, sizeof holder);
        int k = 0;
        if (sscanf(holder, "referee-%d", &k) != 1 || k < 1 || k > referees) {
            fprintf(stderr, "bench_referee_load: mover %d's game is held by '%s'\n", i + 1, holder);
            k = 1;
        }
        m[i].referee = k - 1;
        movers_of[k - 1]++;
        snprintf(m[i].host, sizeof m[i].host, "referee-%d@" PROSODY_DOMAIN, k);
    }
}

static int measure(const postgres_server *pg, const prosody_server *xmpp, const char *where,
                   const char *folder, int games, int movers, double seconds, int referees,
                   bench_mover *m, const uint64_t *mover_ids)
{
    referee_link links[BENCH_REFEREES_MAX];
    figures f[BENCH_REFEREES_MAX];
    long prosody_base_kb = bench_rss_kb(xmpp->pid);
    fflush(stdout);
    for (int k = 0; k < referees; k++) {
        int go[2], back[2];
        if (pipe(go) != 0 || pipe(back) != 0)
            return 1;
        links[k] = (referee_link){.pid = fork(), .go = go[1], .back = back[0]};
        if (links[k].pid == 0) {
            close(go[1]);
            close(back[0]);
            for (int j = 0; j < k; j++) { /* the others' ends, inherited */
                close(links[j].go);
                close(links[j].back);
            }
            run_referee(k + 1, referees, where, xmpp, games + movers, seconds, go[0], back[1]);
        }
        close(go[0]);
        close(back[1]);
    }
    bool ok = true;
    for (int k = 0; k < referees; k++)
        ok = read_figures(&links[k], &f[k]) && ok;
    if (ok) {
        print_settled(f, referees);
        long prosody_kb = bench_rss_kb(xmpp->pid);
        printf("Prosody memory: %ld KB before, %ld KB with their rooms: %.1f KB a room\n",
               prosody_base_kb, prosody_kb, (double)(prosody_kb - prosody_base_kb) / games);
        fflush(stdout);
        tell_all(links, referees);
        for (int k = 0; k < referees; k++)
            ok = read_figures(&links[k], &f[k]) && ok;
    }
    if (ok) {
        print_idle(f, referees, seconds);
        fflush(stdout);
    }
    if (ok && movers > 0) {
        int movers_of[BENCH_REFEREES_MAX] = {0};
        find_hosts(pg, m, mover_ids, movers, referees, movers_of);
        char results[400];
        snprintf(results, sizeof results, "%s/latencies.txt", folder);
        fflush(stdout);
        pid_t child = fork();
        if (child == 0)
            _exit(bench_run_movers(m, movers, xmpp, seconds + 10, results));
        tell_all(links, referees);
        support_sleep_seconds(8); /* as the referees: the movers log in and join */
        double pg_cpu = postgres_cpu(pg->pid);
        support_sleep_seconds(seconds);
        pg_cpu = postgres_cpu(pg->pid) - pg_cpu;
        for (int k = 0; k < referees; k++)
            ok = read_figures(&links[k], &f[k]) && ok;
        int status = 0;
        waitpid(child, &status, 0);
        if (ok)
            print_load(f, referees, seconds, movers, movers_of, pg_cpu, results);
    }
    if (!ok)
        fprintf(stderr, "bench_referee_load: a referee gave no figures\n");
    tell_all(links, referees); /* stop */
    for (int k = 0; k < referees; k++) {
        close(links[k].go);
        close(links[k].back);
        int status = 0;
        waitpid(links[k].pid, &status, 0);
        ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    return ok ? 0 : 1;
}

int bench_load_postgres(int games, int movers, double seconds, int referees)
{
    char folder[256], err[512], where[256];
    if (!temp_folder_fresh(folder, sizeof folder, "bench_referee_load"))
        return 1;
    postgres_server pg;
    if (!postgres_start(&pg, true, err, sizeof err)) {
        say_error("PostgreSQL", err);
        return 1;
    }
    if (!postgres_create_database(&pg, "load", err, sizeof err)) {
        say_error("PostgreSQL", err);
        postgres_stop(&pg);
        return 1;
    }
    snprintf(where, sizeof where, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/load", pg.port);
    static prosody_account accounts[BENCH_REFEREES_MAX + BENCH_MOVERS_MAX];
    static char names[BENCH_REFEREES_MAX + BENCH_MOVERS_MAX][24];
    static const char *creators[BENCH_REFEREES_MAX];
    for (int k = 0; k < referees; k++) {
        snprintf(names[k], sizeof names[k], "referee-%d", k + 1);
        accounts[k] = (prosody_account){names[k], "referee-secret"};
        creators[k] = names[k];
    }
    for (int i = 0; i < movers; i++) {
        snprintf(names[referees + i], sizeof names[0], "mover%d", i + 1);
        accounts[referees + i] = (prosody_account){names[referees + i], "mover-secret"};
    }
    /* Only the referees make rooms, as docs/referee.md sets it up. */
    prosody_options options = {.room_creators = creators, .room_creator_count = (size_t)referees};
    prosody_server xmpp;
    if (!prosody_start_with(&xmpp, accounts, (size_t)(referees + movers), &options, err,
                            sizeof err)) {
        say_error("Prosody", err);
        postgres_stop(&pg);
        return 1;
    }
    printf("machine: %ld cores online, load average %.2f; PostgreSQL (fsync on), Prosody and %d "
           "referee%s (each its own process and account) on 127.0.0.1\n",
           sysconf(_SC_NPROCESSORS_ONLN), load_average(), referees, referees > 1 ? "s" : "");
    uint64_t rng = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    bench_mover *m = calloc((size_t)movers + 1, sizeof *m);
    uint64_t *mover_ids = calloc((size_t)movers + 1, sizeof *mover_ids);
    referee_store *st = referee_store_open(where, err, sizeof err);
    bool made = st && m && mover_ids;
    double opening = support_seconds_now();
    referee_seat idle[2] = {{.jid = "idle1@" PROSODY_DOMAIN, .ai_level = -1},
                            {.jid = "idle2@" PROSODY_DOMAIN, .ai_level = -1}};
    referee_game g;
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = 0}};
    /* The players' games spread among the idle ones, each in the middle
     * of its stretch: the referees claim the oldest first, so each gets
     * some. */
    for (int i = 0, made_movers = 0; made && i < games + movers; i++) {
        if (made_movers < movers && i >= (2 * made_movers + 1) * (games + movers) / (2 * movers)) {
            bench_mover *x = &m[made_movers];
            snprintf(seats[0].jid, sizeof seats[0].jid, "mover%d@%s", made_movers + 1,
                     PROSODY_DOMAIN);
            made = make_game(st, &rng, seats, &g);
            snprintf(x->jid, sizeof x->jid, "%s", seats[0].jid);
            snprintf(x->room, sizeof x->room, "%s", g.room);
            snprintf(x->token, sizeof x->token, "%s", g.seats[0].token);
            mover_ids[made_movers++] = g.id;
        } else {
            made = make_game(st, &rng, idle, &g);
        }
    }
    if (!st)
        say_error("the store", err);
    referee_store_close(st); /* before the fork: a connection is not shared */
    int status = 1;
    if (made) {
        printf("games created and stored: %d idle and %d with a player, %.1f s (one connection, "
               "each game its own transaction), then let go for the referees to claim\n",
               games, movers, support_seconds_now() - opening);
        status = measure(&pg, &xmpp, where, folder, games, movers, seconds, referees, m, mover_ids);
    }
    free(m);
    free(mover_ids);
    prosody_stop(&xmpp);
    postgres_stop(&pg);
    char command[400];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) == 0 ? status : 1;
}
