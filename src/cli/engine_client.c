/* Engine seats of village-cli tournament: each (worker thread, seat) pair
 * gets its own engine process, started on first use with /bin/sh -c
 * COMMAND and spoken to in the Village Engine Protocol
 * (docs/engine-protocol.md). Engines are supervised: every answer has a
 * deadline and a size, pipes are never inherited by other engines, and an
 * engine that does not exit is killed, so no engine can hang the
 * tournament. */
#define _POSIX_C_SOURCE 200809L /* posix_spawn, waitpid, clock_gettime */
#include "engine_client.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;
#endif

#include "cli.h"
#include "engine_protocol.h"

double engine_answer_timeout(double requested, double decision_seconds)
{
    if (requested > 0)
        return requested;
    double t = ENGINE_TIMEOUT_FACTOR * decision_seconds;
    return t > ENGINE_TIMEOUT_FLOOR ? t : ENGINE_TIMEOUT_FLOOR;
}

#ifndef _WIN32
typedef enum line_status { LINE_OK, LINE_TIMEOUT, LINE_CLOSED, LINE_TOO_LONG } line_status;

/* Pipes are created and engines spawned one at a time: a pipe made by one
 * worker thread must be close-on-exec before another thread spawns, or the
 * other engine inherits it and an engine waiting for the end of its input
 * never sees it. */
static pthread_mutex_t spawn_lock = PTHREAD_MUTEX_INITIALIZER;

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Milliseconds left until the deadline, for poll (0 once it passed). */
static int millis_left(double deadline)
{
    double left = deadline - now_seconds();
    if (left <= 0)
        return 0;
    return left > 1e6 ? 1000000000 : (int)(left * 1000.0) + 1;
}

static void sleep_seconds(double seconds)
{
    struct timespec t = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&t, NULL);
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

static bool make_pipe(int fds[2])
{
    if (pipe(fds) != 0)
        return false;
    for (int i = 0; i < 2; i++)
        if (fcntl(fds[i], F_SETFD, FD_CLOEXEC) != 0) {
            close(fds[0]);
            close(fds[1]);
            return false;
        }
    return true;
}

/* True once the process has exited (and is reaped) within 'seconds'. */
static bool wait_exit(pid_t pid, double seconds)
{
    double deadline = now_seconds() + seconds;
    for (;;) {
        pid_t r = waitpid(pid, NULL, WNOHANG);
        if (r == pid || (r < 0 && errno != EINTR))
            return true;
        if (now_seconds() >= deadline)
            return false;
        sleep_seconds(0.005);
    }
}

/* Ends the engine's process group: SIGTERM, then SIGKILL after the grace.
 * True if SIGTERM was enough. */
static bool kill_engine(engine_process *e, double grace)
{
    kill(-e->pid, SIGTERM);
    bool ended = wait_exit(e->pid, grace);
    if (!ended) {
        kill(-e->pid, SIGKILL);
        waitpid(e->pid, NULL, 0);
    }
    e->pid = 0;
    return ended;
}

/* An engine that misbehaved: said why once, stopped now (it may be busy
 * sending garbage) and never asked again. */
static void give_up(engine_process *e, double grace, const char *command, const char *why)
{
    cli_error("engine '%s' %s; it is stopped", command, why);
    close_fd(&e->to);
    close_fd(&e->from);
    if (e->pid > 0)
        kill_engine(e, grace);
    e->failed = true;
}

static bool write_all(engine_process *e, const char *text, size_t length, double deadline)
{
    while (length > 0) {
        ssize_t n = write(e->to, text, length);
        if (n > 0) {
            text += n;
            length -= (size_t)n;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
            return false;
        struct pollfd p = {e->to, POLLOUT, 0};
        if (poll(&p, 1, millis_left(deadline)) == 0)
            return false;
    }
    return true;
}

/* The next line of the engine's output, without its line break. */
static line_status read_line(engine_process *e, char *line, double deadline)
{
    for (;;) {
        switch (vep_take_line(e->buffer, &e->buffered, sizeof e->buffer, line)) {
        case VEP_LINE_READY:
            return LINE_OK;
        case VEP_LINE_TOO_LONG:
            return LINE_TOO_LONG;
        case VEP_LINE_NEED_MORE:
            break;
        }
        struct pollfd p = {e->from, POLLIN, 0};
        int ready = poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return ready == 0 ? LINE_TIMEOUT : LINE_CLOSED;
        ssize_t n = read(e->from, e->buffer + e->buffered, sizeof e->buffer - e->buffered);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            return LINE_CLOSED;
        e->buffered += (size_t)n;
    }
}

/* Reads lines until one that 'wanted' accepts (copied to line). False,
 * with the reason in 'why', on a timeout, a closed pipe, an overlong line or
 * too many other lines first. */
static bool read_answer(engine_process *e, const engine_pool *pool, bool (*wanted)(const char *),
                        const char *request, char *line, char *why, size_t why_size)
{
    double deadline = now_seconds() + pool->answer_timeout;
    for (int lines = 0; lines < ENGINE_LINES_PER_ANSWER; lines++) {
        switch (read_line(e, line, deadline)) {
        case LINE_OK:
            if (wanted(line))
                return true;
            continue;
        case LINE_TIMEOUT:
            snprintf(why, why_size, "did not answer '%s' within %g s (--answer-timeout)", request,
                     pool->answer_timeout);
            return false;
        case LINE_CLOSED:
            snprintf(why, why_size, "stopped answering (closed its output) after '%s'", request);
            return false;
        case LINE_TOO_LONG:
            snprintf(why, why_size, "answered '%s' with a line longer than %d bytes", request,
                     ENGINE_LINE_MAX - 1);
            return false;
        }
    }
    snprintf(why, why_size, "sent more than %d lines without answering '%s'",
             ENGINE_LINES_PER_ANSWER, request);
    return false;
}

static bool is_vepok(const char *line)
{
    const char *rest;
    return vep_parse_answer(line, &rest) == VEP_ANSWER_VEPOK;
}

static bool is_move_or_error(const char *line)
{
    const char *rest;
    vep_answer_kind kind = vep_parse_answer(line, &rest);
    return kind == VEP_ANSWER_BESTMOVE || kind == VEP_ANSWER_ERROR;
}

/* Spawns /bin/sh -c COMMAND in its own process group (so that SIGTERM
 * reaches everything the shell started) with SIGPIPE back to its default,
 * its standard input and output on two close-on-exec pipes. */
static bool spawn(engine_process *e, const char *command)
{
    int to[2], from[2];
    pthread_mutex_lock(&spawn_lock);
    if (!make_pipe(to)) {
        pthread_mutex_unlock(&spawn_lock);
        return false;
    }
    if (!make_pipe(from)) {
        close(to[0]);
        close(to[1]);
        pthread_mutex_unlock(&spawn_lock);
        return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to[0], 0);
    posix_spawn_file_actions_adddup2(&actions, from[1], 1);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    char *argv[] = {"sh", "-c", (char *)command, NULL};
    int failed = posix_spawn(&e->pid, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    pthread_mutex_unlock(&spawn_lock);
    close(to[0]);
    close(from[1]);
    e->to = to[1];
    e->from = from[0];
    if (failed) {
        e->pid = 0;
        close_fd(&e->to);
        close_fd(&e->from);
        return false;
    }
    /* Writes wait in poll with a deadline, never in write. */
    fcntl(e->to, F_SETFL, fcntl(e->to, F_GETFL) | O_NONBLOCK);
    return true;
}

static bool start(engine_process *e, const engine_pool *pool, const char *command)
{
    if (!spawn(e, command)) {
        e->failed = true;
        cli_error("engine '%s' could not be started", command);
        return false;
    }
    char line[ENGINE_LINE_MAX], why[200], said[260];
    if (!write_all(e, "vep\n", 4, now_seconds() + pool->answer_timeout))
        snprintf(why, sizeof why, "closed its input or did not read it");
    else if (read_answer(e, pool, is_vepok, "vep", line, why, sizeof why))
        return e->started = true;
    snprintf(said, sizeof said, "did not answer 'vepok' to 'vep': it %s", why);
    give_up(e, pool->exit_grace, command, said);
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

static bool ask(engine_process *e, const engine_pool *pool, const char *command,
                const village_tournament_game *game, uint64_t seed, village_move *out)
{
    char *json = position_line(game);
    if (!json)
        return false;
    char go[96];
    snprintf(go, sizeof go, "\ngo seat %d seed %llu\n", game->state->actor + 1,
             (unsigned long long)seed);
    double deadline = now_seconds() + pool->answer_timeout;
    bool sent = write_all(e, "position json ", 14, deadline) &&
                write_all(e, json, strlen(json), deadline) &&
                write_all(e, go, strlen(go), deadline);
    free(json);
    char line[ENGINE_LINE_MAX], why[ENGINE_LINE_MAX + 100];
    if (!sent) {
        give_up(e, pool->exit_grace, command, "did not read its position in time");
        return false;
    }
    if (!read_answer(e, pool, is_move_or_error, "go", line, why, sizeof why)) {
        give_up(e, pool->exit_grace, command, why);
        return false;
    }
    const char *move;
    if (vep_parse_answer(line, &move) == VEP_ANSWER_BESTMOVE) {
        if (village_move_parse(game->state, move, out))
            return true;
        snprintf(why, sizeof why, "answered an illegal move: %s", move);
    } else {
        snprintf(why, sizeof why, "answered: %s", line);
    }
    give_up(e, pool->exit_grace, command, why);
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
    if (e->failed) /* reported once, when it failed */
        return false;
    if (!e->started && !start(e, pool, command))
        return false;
    return ask(e, pool, command, game, seed, out);
#endif
}

void engine_pool_init(engine_pool *pool, const village_tournament_config *cfg,
                      double answer_timeout)
{
    memset(pool, 0, sizeof *pool);
    for (int seat = 0; seat < cfg->players; seat++)
        pool->commands[seat] = cfg->seats[seat].command;
    pool->answer_timeout = answer_timeout;
    pool->exit_grace =
        answer_timeout < ENGINE_EXIT_GRACE_MAX ? answer_timeout : ENGINE_EXIT_GRACE_MAX;
#ifndef _WIN32
    for (int w = 0; w < ENGINE_MAX_WORKERS; w++)
        for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++)
            pool->process[w][seat].to = pool->process[w][seat].from = -1;
    signal(SIGPIPE, SIG_IGN); /* an engine that exits must not end the tournament */
#endif
}

int engine_pool_close(engine_pool *pool)
{
    int killed = 0;
#ifndef _WIN32
    /* Every engine gets quit and the end of its input before any is waited
     * for, so engines that stop only at the end of input all stop. */
    for (int w = 0; w < ENGINE_MAX_WORKERS; w++)
        for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++) {
            engine_process *e = &pool->process[w][seat];
            if (e->to >= 0) /* an engine that reads nothing has a full pipe: no waiting */
                write_all(e, "quit\n", 5, now_seconds() + 0.1);
            close_fd(&e->to);
            close_fd(&e->from); /* an engine still writing gets SIGPIPE */
        }
    double grace_end = now_seconds() + pool->exit_grace;
    for (int w = 0; w < ENGINE_MAX_WORKERS; w++)
        for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++) {
            engine_process *e = &pool->process[w][seat];
            if (e->pid > 0 && !wait_exit(e->pid, grace_end - now_seconds())) {
                bool terminated = kill_engine(e, pool->exit_grace);
                cli_error("engine '%s' did not exit after 'quit': stopped with %s",
                          pool->commands[seat], terminated ? "SIGTERM" : "SIGKILL");
                killed++;
            }
            e->pid = 0;
        }
#else
    (void)pool;
#endif
    return killed;
}
