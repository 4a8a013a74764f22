/* Engine seats of village-cli tournament: external programs speaking the
 * Village Engine Protocol (docs/engine-protocol.md), supervised so that no
 * engine can hang the tournament. */
#ifndef VILLAGE_CLI_ENGINE_CLIENT_H
#define VILLAGE_CLI_ENGINE_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "village/ai_tournament.h"

enum {
    ENGINE_MAX_WORKERS = 256,     /* --jobs' upper bound */
    ENGINE_LINE_MAX = 1024,       /* a longer answer line is a failure */
    ENGINE_LINES_PER_ANSWER = 64, /* more lines before the answer is a failure */
};

/* With no --answer-timeout: the longest wait for one answer is
 * ENGINE_TIMEOUT_FACTOR times the decision's time cap (--seconds), and never
 * under ENGINE_TIMEOUT_FLOOR seconds (6 times the slowest level's own cap,
 * 5 s, for engines on their defaults). */
#define ENGINE_TIMEOUT_FLOOR  30.0
#define ENGINE_TIMEOUT_FACTOR 4.0
/* The longest wait for an engine to exit after 'quit', then after SIGTERM. */
#define ENGINE_EXIT_GRACE_MAX 5.0

typedef struct engine_process {
    int to, from; /* pipe ends, -1 once closed */
    pid_t pid;    /* 0 when no process is running */
    bool started, failed;
    char buffer[ENGINE_LINE_MAX]; /* bytes read but not yet returned as a line */
    size_t buffered;
} engine_process;

typedef struct engine_pool {
    const char *commands[VILLAGE_MAX_PLAYERS];
    double answer_timeout; /* seconds for one answer (vepok, bestmove) */
    double exit_grace;     /* seconds to exit after quit, then after SIGTERM */
    engine_process process[ENGINE_MAX_WORKERS][VILLAGE_MAX_PLAYERS];
} engine_pool;

/* The wait for one answer: 'requested' if above 0, else derived from the
 * decisions' time cap (0: none) as ENGINE_TIMEOUT_* say. */
double engine_answer_timeout(double requested, double decision_seconds);
void engine_pool_init(engine_pool *pool, const village_tournament_config *cfg,
                      double answer_timeout);
/* village_tournament_config.external_move, with the pool as context. An
 * engine that fails (no answer in time, too long or too many lines, an
 * error, an illegal move, a closed pipe) is reported on stderr, stopped and
 * not asked again. */
bool engine_seat_move(void *context, int worker, int seat, const village_tournament_game *game,
                      uint64_t seed, village_move *out);
/* Sends quit to every engine running and closes its input; an engine still
 * running after the grace gets SIGTERM, then SIGKILL. Returns how many had
 * to be killed (each reported on stderr). */
int engine_pool_close(engine_pool *pool);

#endif
