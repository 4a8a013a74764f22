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
 * With --postgres, or --referees R above 1, the same on a PostgreSQL the
 * benchmark starts (bench_load_postgres.h): R referees, each its own
 * process and XMPP account, share the games by their leases.
 *
 * usage: bench_referee_load [--games N] [--movers M] [--seconds S]
 *                           [--postgres] [--referees R] */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_load_parts.h"
#include "bench_load_postgres.h"
#include "temp_folder.h"
#include "wait_until.h"

int main(int argc, char **argv)
{
    int games = 100, movers = 4;
    double seconds = 20;
    int referees = 1;
    bool postgres = false;
    for (int i = 1; i < argc; i += 2) {
        if (strcmp(argv[i], "--postgres") == 0) {
            postgres = true;
            i--; /* a flag without a value */
        } else if (i + 1 >= argc)
            break;
        else if (strcmp(argv[i], "--referees") == 0)
            referees = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--games") == 0)
            games = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--movers") == 0)
            movers = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seconds") == 0)
            seconds = atof(argv[i + 1]);
    }
    if (games < 1 || movers < 0 || movers > BENCH_MOVERS_MAX || seconds <= 0 || referees < 1 ||
        referees > BENCH_REFEREES_MAX) {
        fprintf(stderr,
                "usage: bench_referee_load [--games N] [--movers M (0-%d)] "
                "[--seconds S] [--postgres] [--referees R (1-%d)]\n",
                BENCH_MOVERS_MAX, BENCH_REFEREES_MAX);
        return 2;
    }
    if (postgres || referees > 1) {
#ifdef VILLAGE_BENCH_POSTGRES
        return bench_load_postgres(games, movers, seconds, referees);
#else
        fprintf(stderr, "bench_referee_load: built without PostgreSQL (libpq)\n");
        return 2;
#endif
    }
    char folder[256];
    if (!temp_folder_fresh(folder, sizeof folder, "bench_referee_load"))
        return 1;
    prosody_server server;
    char err[512];
    static prosody_account accounts[BENCH_MOVERS_MAX + 1];
    static char names[BENCH_MOVERS_MAX][24];
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
    bench_step_for(r, 1);
    long base_kb = bench_rss_kb(getpid()), prosody_base_kb = bench_rss_kb(server.pid),
         heap_base = bench_heap_kb();

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
    } while ((s.live < games || s.rooms_ready < games || s.awake > 0) &&
             support_seconds_now() < deadline);
    double opened = support_seconds_now() - opening;
    long heap_held = bench_heap_kb();
    malloc_trim(0);
    long held_kb = bench_rss_kb(getpid()), prosody_held_kb = bench_rss_kb(server.pid);
    printf("machine: %ld cores online; Prosody and the referee on 127.0.0.1\n",
           sysconf(_SC_NPROCESSORS_ONLN));
    printf("games held %d (live %d, awake %d) on one XMPP connection; creating them took %.1f s "
           "(each stored in its own transaction), until all were live and asleep in their ready "
           "rooms %.1f s\n",
           s.held, s.live, s.awake, created, opened);
    printf("referee heap in use: %ld KB before, %ld KB with them: %.1f KB a held game\n", heap_base,
           heap_held, (double)(heap_held - heap_base) / games);
    printf("referee resident memory (after giving freed memory back): %ld KB before, %ld KB "
           "with them: %.1f KB a held game\n",
           base_kb, held_kb, (double)(held_kb - base_kb) / games);
    printf("Prosody memory: %ld KB before, %ld KB with their rooms: %.1f KB a room\n",
           prosody_base_kb, prosody_held_kb, (double)(prosody_held_kb - prosody_base_kb) / games);

    referee_stats before = s;
    double cpu = bench_cpu_seconds();
    bench_step_for(r, seconds);
    referee_stats_get(r, &s);
    double idle_cpu = bench_cpu_seconds() - cpu;
    printf("idle %.0f s: referee CPU %.3f s (%.2f %% of a core, %.3f ms a game a minute); "
           "its loop woke %ld times and looked at %ld games, its connection's thread woke %ld "
           "times; stanzas in %ld out %ld\n",
           seconds, idle_cpu, 100 * idle_cpu / seconds, 1000 * idle_cpu / seconds * 60 / games,
           s.loop_wakeups - before.loop_wakeups, s.games_looked_at - before.games_looked_at,
           s.wakeups - before.wakeups, s.stanzas_in - before.stanzas_in,
           s.stanzas_out - before.stanzas_out);
    printf("room entries sent again, unanswered for 5 s, since the start: %ld\n", s.entries_again);

    if (movers > 0) {
        bench_mover *m = calloc((size_t)movers, sizeof *m);
        referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = 0}};
        for (int i = 0; m && i < movers; i++) {
            referee_game g;
            snprintf(seats[0].jid, sizeof seats[0].jid, "mover%d@%s", i + 1, PROSODY_DOMAIN);
            snprintf(m[i].jid, sizeof m[i].jid, "%s", seats[0].jid);
            snprintf(m[i].host, sizeof m[i].host, "referee@" PROSODY_DOMAIN);
            if (referee_create_game(r, seats[0].jid, 2, seats, 86400, &g) == REFEREE_STORE_OK) {
                snprintf(m[i].room, sizeof m[i].room, "%s", g.room);
                snprintf(m[i].token, sizeof m[i].token, "%s", g.seats[0].token);
            }
        }
        bench_step_for(r, 1);
        char results[400];
        snprintf(results, sizeof results, "%s/latencies.txt", folder);
        fflush(stdout);
        pid_t child = fork();
        if (child == 0)
            _exit(bench_run_movers(m, movers, &server, seconds + 10, results));
        bench_step_for(r, 8); /* the movers log in and join */
        referee_stats_get(r, &before);
        cpu = bench_cpu_seconds();
        bench_step_for(r, seconds);
        referee_stats_get(r, &s);
        double load_cpu = bench_cpu_seconds() - cpu;
        int status = 0;
        waitpid(child, &status, 0);
        static double samples[BENCH_SAMPLES_MAX];
        int n = bench_read_latencies(results, -1, samples);
        printf("load %.0f s, %d players moving against the AI beside %d idle games: %.1f moves "
               "stored and announced a second; referee CPU %.2f s (%.1f %% of a core); stanzas "
               "out %.0f a second\n",
               seconds, movers, games, (double)(s.moves_stored - before.moves_stored) / seconds,
               load_cpu, 100 * load_cpu / seconds,
               (double)(s.stanzas_out - before.stanzas_out) / seconds);
        if (n > 0)
            printf("a player's move to the view that answers it (%d moves): p50 %.1f ms, p99 "
                   "%.1f ms\n",
                   n, bench_percentile_ms(samples, n, 50), bench_percentile_ms(samples, n, 99));
        free(m);
    }
    referee_free(r);
    referee_store_close(st);
    prosody_stop(&server);
    char command[400];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) == 0 ? 0 : 1;
}
