/* What bench_referee_load's two modes (one referee on SQLite, two on one
 * PostgreSQL) share: a process's memory and CPU, the referee's loop as
 * village-referee runs it, and the simulated players. */
#ifndef VILLAGE_TESTS_BENCH_LOAD_PARTS_H
#define VILLAGE_TESTS_BENCH_LOAD_PARTS_H

#include <stdbool.h>
#include <sys/types.h>

#include "net/guest.h"
#include "net/transport.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "session/seat.h"

enum { BENCH_MOVERS_MAX = 64, BENCH_SAMPLES_MAX = 200000 };

long bench_rss_kb(pid_t pid);
/* The heap in use (glibc): RSS keeps what was freed, and a game's
 * session and host are freed once it sleeps. */
long bench_heap_kb(void);
/* This process's CPU, user and system, in seconds. */
double bench_cpu_seconds(void);
/* The referee's own loop, as village-referee runs it (its wait bounded
 * only by the end of the measure, so its wake-ups are its own). */
void bench_step_for(referee *r, double seconds);

typedef struct bench_mover {
    char room[300], token[80], jid[REFEREE_JID_MAX + 1];
    char host[REFEREE_JID_MAX + 1]; /* the referee that holds its game */
    int referee;                    /* which one (0 with one referee) */
    net_transport *t;
    net_guest *g;
    seat_source *ai;
    bool waiting; /* its move is sent, its answer not yet seen */
    long sent_seq;
    double sent_at;
} bench_mover;

/* Run in a child process: each mover joins its game's room as a guest and
 * lets the random AI play its chair for 'seconds'; the time from each move
 * sent to the view that follows it is written to 'results', a line each:
 * the mover's referee and the seconds. 0, or 1 when a mover cannot join. */
int bench_run_movers(bench_mover *m, int count, const prosody_server *server, double seconds,
                     const char *results);
/* The samples of one referee (or of all, whose < 0) from 'results',
 * sorted, in samples (at most BENCH_SAMPLES_MAX); how many. */
int bench_read_latencies(const char *results, int whose, double *samples);
/* "a player's move to the view that answers it" line's figures: p50 and
 * p99 in ms of n sorted samples. */
double bench_percentile_ms(const double *sorted, int n, int percent);

#endif
