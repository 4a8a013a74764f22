/* The referee's capacity on this machine (a benchmark, not a test: HACKING.md,
 * "Fuzzing and benchmarks"). One referee in this process, its store a SQLite
 * file, a Prosody started on 127.0.0.1; it holds N games whose seats are all
 * the random AI (so the referee's own work is measured, not an AI's
 * thinking: each move is played, checked, stored in its transaction and
 * announced in its room), for S seconds. Prints the games held and live,
 * the moves stored per second, and the store's own rate of appends alone.
 * usage: bench_referee [--games N] [--seconds S] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prosody_server.h"
#include "referee/referee.h"
#include "temp_folder.h"
#include "wait_until.h"

/* Appends alone: one game, moves with made-up text, each in its transaction. */
static double store_appends_per_second(const char *folder, double seconds)
{
    char path[400], err[256];
    snprintf(path, sizeof path, "%s/appends.sqlite", folder);
    referee_store *st = referee_store_open(path, err, sizeof err);
    if (!st)
        return 0;
    referee_game g;
    memset(&g, 0, sizeof g);
    g.id = 1;
    g.players = 2;
    g.move_seconds = 60;
    g.seats[0].ai_level = 0;
    g.seats[1].ai_level = 0;
    snprintf(g.room, sizeof g.room, "bench@rooms");
    referee_store_create_game(st, "bench", 3600, &g);
    long n = 0;
    double start = support_seconds_now(), until = start + seconds;
    while (support_seconds_now() < until &&
           referee_store_append_move(st, "bench", 1, n, 0, "family", 1) == REFEREE_STORE_OK)
        n++;
    double rate = (double)n / (support_seconds_now() - start);
    referee_store_close(st);
    return rate;
}

int main(int argc, char **argv)
{
    int games = 10;
    double seconds = 20;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--games") == 0)
            games = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seconds") == 0)
            seconds = atof(argv[i + 1]);
    }
    if (games < 1 || seconds <= 0) {
        fprintf(stderr, "usage: bench_referee [--games N] [--seconds S]\n");
        return 2;
    }
    char folder[256];
    if (!temp_folder_fresh(folder, sizeof folder, "bench_referee"))
        return 1;
    prosody_server server;
    char err[512];
    static const prosody_account accounts[] = {{"referee", "referee-secret"}};
    if (!prosody_start(&server, accounts, 1, err, sizeof err)) {
        fprintf(stderr, "bench_referee: %s\n", err);
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
                        .max_games = games,
                        .timeout_level = 0,
                        .threads = 1};
    referee *r = st ? referee_new(&c, err, sizeof err) : NULL;
    if (!r) {
        fprintf(stderr, "bench_referee: %s\n", err);
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
    double opening = support_seconds_now();
    referee_seat seats[2] = {{.ai_level = 0}, {.ai_level = 0}};
    for (int i = 0; i < games; i++)
        if (referee_create_game(r, "bench@" PROSODY_DOMAIN, 2, seats, 86400, NULL) !=
            REFEREE_STORE_OK)
            fprintf(stderr, "bench_referee: game %d not created\n", i + 1);
    referee_stats_get(r, &s);
    double opened = support_seconds_now() - opening;
    long moves_before = s.moves_stored, finished_before = s.games_finished;
    double start = support_seconds_now(), until = start + seconds;
    while (support_seconds_now() < until) {
        referee_step(r);
        /* Finished games are let go after a while; new ones keep N held. */
        referee_stats_get(r, &s);
        for (int i = s.held; i < games; i++)
            referee_create_game(r, "bench@" PROSODY_DOMAIN, 2, seats, 86400, NULL);
    }
    double elapsed = support_seconds_now() - start;
    referee_stats_get(r, &s);
    printf("games held %d (live %d) by one referee; opening %d games took %.1f s\n", s.held, s.live,
           games, opened);
    printf("moves stored and announced: %.0f per second over %.0f s; games finished %ld\n",
           (double)(s.moves_stored - moves_before) / elapsed, elapsed,
           s.games_finished - finished_before);
    printf("the SQLite store alone: %.0f appends per second (each its own transaction)\n",
           store_appends_per_second(folder, 3));
    referee_free(r);
    referee_store_close(st);
    prosody_stop(&server);
    char command[400];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) == 0 ? 0 : 1;
}
