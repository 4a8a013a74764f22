/* Engine seats of village-cli tournament: each (worker thread, seat) pair
 * gets its own engine process, started on first use with /bin/sh -c
 * COMMAND and spoken to in the Village Engine Protocol
 * (docs/engine-protocol.md). */
#define _POSIX_C_SOURCE 200809L /* fdopen, posix_spawn, waitpid */
#include "engine_client.h"

#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;
#endif

#include "cli.h"

enum { REPLY_MAX = 512 };

#ifndef _WIN32
static bool read_reply(engine_process *e, char *line, size_t size)
{
    if (!fgets(line, (int)size, e->from))
        return false;
    line[strcspn(line, "\r\n")] = '\0';
    return true;
}

static bool start(engine_process *e, const char *command)
{
    int to[2], from[2];
    if (pipe(to) != 0)
        return false;
    if (pipe(from) != 0) {
        close(to[0]);
        close(to[1]);
        return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to[0], 0);
    posix_spawn_file_actions_adddup2(&actions, from[1], 1);
    posix_spawn_file_actions_addclose(&actions, to[1]);
    posix_spawn_file_actions_addclose(&actions, from[0]);
    char *argv[] = {"sh", "-c", (char *)command, NULL};
    int failed = posix_spawn(&e->pid, "/bin/sh", &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(to[0]);
    close(from[1]);
    e->to = failed ? NULL : fdopen(to[1], "w");
    e->from = failed ? NULL : fdopen(from[0], "r");
    if (!e->to || !e->from) {
        if (e->to)
            fclose(e->to);
        else
            close(to[1]);
        if (e->from)
            fclose(e->from);
        else
            close(from[0]);
        e->to = e->from = NULL;
        return false;
    }
    char line[REPLY_MAX];
    fputs("vep\n", e->to);
    fflush(e->to);
    while (read_reply(e, line, sizeof line))
        if (strcmp(line, "vepok") == 0)
            return e->started = true;
    cli_error("engine '%s' did not answer 'vepok' to 'vep'", command);
    return false;
}

/* The save of the game so far, on one line. */
static char *position_line(const village_tournament_game *game)
{
    village_record r;
    if (!village_record_new(&r, game->players, game->seed, game->start_player))
        return NULL;
    for (long i = 0; i < game->move_count; i++)
        if (!village_record_apply(&r, &game->moves[i], NULL)) {
            village_record_free(&r);
            return NULL;
        }
    char *json = village_save_to_json(&r);
    village_record_free(&r);
    for (char *c = json; c && *c; c++)
        if (*c == '\n')
            *c = ' ';
    return json;
}

static bool ask(engine_process *e, const char *command, const village_tournament_game *game,
                uint64_t seed, village_move *out)
{
    char *json = position_line(game);
    if (!json)
        return false;
    fprintf(e->to, "position json %s\ngo seat %d seed %llu\n", json, game->state->actor + 1,
            (unsigned long long)seed);
    free(json);
    fflush(e->to);
    char line[REPLY_MAX];
    while (read_reply(e, line, sizeof line)) {
        if (strncmp(line, "bestmove ", 9) == 0) {
            if (village_move_parse(game->state, line + 9, out))
                return true;
            cli_error("engine '%s' answered an illegal move: %s", command, line + 9);
            return false;
        }
        if (strncmp(line, "error", 5) == 0) {
            cli_error("engine '%s': %s", command, line);
            return false;
        }
    }
    cli_error("engine '%s' stopped answering", command);
    return false;
}
#endif

bool engine_seat_move(void *context, int worker, int seat, const village_tournament_game *game,
                      uint64_t seed, village_move *out)
{
    engine_pool *pool = context;
    if (worker < 0 || worker >= ENGINE_MAX_WORKERS || seat < 0 || seat >= VILLAGE_MAX_PLAYERS)
        return false;
    const char *command = pool->commands[seat];
#ifdef _WIN32
    (void)game;
    (void)seed;
    (void)out;
    cli_error("engine seats ('%s') need a POSIX system", command);
    return false;
#else
    engine_process *e = &pool->process[worker][seat];
    if (!e->started && (e->failed || !start(e, command))) {
        e->failed = true; /* one failed start is reported once, not at every decision */
        return false;
    }
    return ask(e, command, game, seed, out);
#endif
}

void engine_pool_init(engine_pool *pool, const village_tournament_config *cfg)
{
    memset(pool, 0, sizeof *pool);
    for (int seat = 0; seat < cfg->players; seat++)
        pool->commands[seat] = cfg->seats[seat].command;
#ifndef _WIN32
    signal(SIGPIPE, SIG_IGN); /* an engine that exits must not end the tournament */
#endif
}

void engine_pool_close(engine_pool *pool)
{
#ifndef _WIN32
    for (int w = 0; w < ENGINE_MAX_WORKERS; w++)
        for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++) {
            engine_process *e = &pool->process[w][seat];
            if (e->to) {
                fputs("quit\n", e->to);
                fclose(e->to);
            }
            if (e->from)
                fclose(e->from);
            if (e->started || e->to || e->from)
                waitpid(e->pid, NULL, 0);
        }
#else
    (void)pool;
#endif
}
