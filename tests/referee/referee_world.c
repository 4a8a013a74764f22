/* A referee test's world loop and its visiting clients (referee_world.h). */
#include "referee_world.h"

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

bool visiting_over(void *visiting_ctx)
{
    const visiting *v = visiting_ctx;
    return v->seen.id == v->game &&
           (v->seen.status == REFEREE_GAME_FINISHED || v->seen.moves >= v->until_moves);
}

void visiting_look(void *visiting_ctx)
{
    visiting *v = visiting_ctx;
    referee_game g;
    if (referee_store_load_game(v->store, v->game, &g) != REFEREE_STORE_OK)
        return;
    v->seen = g;
    if (visiting_over(v))
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
