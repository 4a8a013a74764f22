/* Engine seats of village-cli tournament: external programs speaking the
 * Village Engine Protocol (docs/engine-protocol.md). */
#ifndef VILLAGE_CLI_ENGINE_CLIENT_H
#define VILLAGE_CLI_ENGINE_CLIENT_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

#include "village/ai_tournament.h"

enum { ENGINE_MAX_WORKERS = 256 }; /* --jobs' upper bound */

typedef struct engine_process {
    FILE *to, *from;
    pid_t pid;
    bool started, failed;
} engine_process;

typedef struct engine_pool {
    const char *commands[VILLAGE_MAX_PLAYERS];
    engine_process process[ENGINE_MAX_WORKERS][VILLAGE_MAX_PLAYERS];
} engine_pool;

void engine_pool_init(engine_pool *pool, const village_tournament_config *cfg);
/* village_tournament_config.external_move, with the pool as context. */
bool engine_seat_move(void *context, int worker, int seat, const village_tournament_game *game,
                      uint64_t seed, village_move *out);
/* Sends quit to every engine started and waits for it. */
void engine_pool_close(engine_pool *pool);

#endif
