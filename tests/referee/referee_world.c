/* A referee test's world loop and its visiting clients (referee_world.h). */
#define _POSIX_C_SOURCE 200809L /* waitid */

#include "referee_world.h"

#include <signal.h>
#include <sys/wait.h>

#include "child_process.h"

bool referee_world_run_until(const referee_world *w, support_condition done, void *done_ctx,
                             double seconds)
{
    double until = support_seconds_now() + seconds;
    while (support_seconds_now() < until) {
        referee *r = w->referee ? *w->referee : NULL;
        if (r)
            referee_step(r);
        if (w->look)
            w->look(w->ctx);
        if (done(done_ctx))
            return true;
        if (r)
            referee_wait(r, 5);
        else
            support_sleep_seconds(w->pause);
    }
    return false;
}

void visitor_came(visitor *v, pid_t pid, long moves)
{
    v->pid = pid;
    v->moves_then = moves;
    v->visits++;
}

void visiting_init(visiting *v)
{
    v->ended_seat = -1;
    v->ended_status = 0;
}

static bool game_over(const visiting *v)
{
    return v->seen.id == v->game &&
           (v->seen.status == REFEREE_GAME_FINISHED || v->seen.moves >= v->until_moves);
}

bool visiting_over(void *visiting_ctx)
{
    const visiting *v = visiting_ctx;
    return v->ended_seat >= 0 || game_over(v);
}

/* A client that failed before the game ended (it gave up, was refused or
 * crashed) is reaped here, so that the world stops on it rather than
 * waiting on a seat nobody plays. One that ended well saw the game's end,
 * perhaps before the store was read: it is left for the end's checks. */
static void note_ended_client(visiting *v)
{
    int seats = v->seats > 0 ? v->seats : v->last + 1;
    for (int i = 0; i < seats && v->ended_seat < 0; i++) {
        visitor *c = &v->visitors[i];
        siginfo_t info = {0};
        if (!c->pid || waitid(P_PID, (id_t)c->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
            info.si_pid != c->pid || (info.si_code == CLD_EXITED && info.si_status == 0))
            continue;
        int status;
        child_wait(c->pid, 0, &status);
        c->pid = 0;
        v->ended_seat = i;
        v->ended_status = status;
    }
}

void visiting_look(void *visiting_ctx)
{
    visiting *v = visiting_ctx;
    referee_game g;
    if (referee_store_load_game(v->store, v->game, &g) != REFEREE_STORE_OK)
        return;
    v->seen = g;
    if (game_over(v))
        return;
    note_ended_client(v);
    if (v->ended_seat >= 0)
        return;
    if (v->tick)
        v->tick(v->ctx, &g);
    for (int i = v->first; i <= v->last; i++) {
        visitor *c = &v->visitors[i];
        if (c->pid && g.moves > c->moves_then && g.to_act != i) {
            child_kill(c->pid); /* it moved: it goes */
            c->pid = 0;
        } else if (!c->pid && g.to_act == i) {
            visitor_came(c, v->come(v->ctx, i), g.moves);
        }
    }
}
