/* The test's network game loop (net_play_loop.h). */
#include "net_play_loop.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "village/ai.h"
#include "wait_until.h"

void net_loop_side_init(net_loop_side *s, size_t log_size)
{
    memset(s, 0, sizeof *s);
    s->ai = seat_ai_new(VILLAGE_AI_EASY);
    assert_non_null(s->ai);
    if (log_size > 0) {
        s->log = calloc(log_size, sizeof *s->log);
        assert_non_null(s->log);
        s->log_size = log_size;
    }
}

void net_loop_side_free(net_loop_side *s)
{
    net_play_free(s->np);
    seat_source_free(s->ai);
    free(s->log);
    memset(s, 0, sizeof *s);
}

void net_loop_side_leave(net_loop_side *s)
{
    if (s->deciding)
        seat_end(s->ai);
    s->deciding = false;
    net_play_free(s->np);
    s->np = NULL;
    s->t = NULL;
}

void net_loop_say_seed(const net_loop *l)
{
    fprintf(stderr, "%s: seed %llu (VILLAGE_TEST_SEED=%llu replays it)\n", l->test,
            (unsigned long long)l->seed, (unsigned long long)l->seed);
}

static void check(const net_loop *l, bool holds, const char *what)
{
    if (!holds) {
        net_loop_say_seed(l);
        fail_msg("%s", what);
    }
}

static void take_news(net_loop *l, net_loop_side *s)
{
    session_change c;
    session_turn r;
    while ((r = net_play_turn(s->np, 0.0, 0.0, &c)) == SESSION_PLAYED) {
        if (!s->log)
            continue;
        check(l, s->logged < s->log_size, "a side's log is full");
        bool over = village_game_over(session_state(net_play_session(s->np)));
        s->log[s->logged++] = (net_loop_move){c.actor, c.move, c.events, over};
    }
    check(l, r != SESSION_REFUSED, "net_play_turn refused a change");
}

/* The AI of the side decides when the person at that computer would. */
static void decide(net_loop *l, net_loop_side *s)
{
    bool here = net_play_decides_here(s->np);
    if (s->deciding && !here) {
        seat_end(s->ai);
        s->deciding = false;
    }
    if (!here)
        return;
    const session *ses = net_play_session(s->np);
    if (!s->deciding) {
        seat_turn turn = {.player = session_state(ses)->actor,
                          .move_number = session_move_count(ses),
                          .view = *session_state(ses),
                          .seed = l->seed ^ (uint64_t)session_move_count(ses) * 977,
                          .threads = 1};
        village_redeal_hidden(&turn.view, turn.seed);
        seat_begin(s->ai, &turn);
        s->deciding = true;
    }
    village_move m;
    if (seat_poll(s->ai, &m) == SEAT_ANSWERED) {
        seat_end(s->ai);
        s->deciding = false;
        check(l, net_play_decide(s->np, &m), "net_play_decide refused the AI's move");
    }
}

void net_loop_step(net_loop *l)
{
    for (int i = 0; i < l->count; i++) {
        net_loop_side *s = l->sides[i];
        if (!s->np)
            continue;
        take_news(l, s);
        decide(l, s);
    }
    support_sleep_seconds(l->pause);
}

bool net_loop_run_until(net_loop *l, bool (*until)(void *ctx), void *ctx, double seconds)
{
    double give_up = support_seconds_now() + seconds;
    while (support_seconds_now() < give_up) {
        if (until(ctx))
            return true;
        net_loop_step(l);
    }
    return until(ctx);
}
