/* Seats as sources of moves (src/session/seat.h), without SDL: an AI seat
 * answers on its own and takes no decision from the table, a person's seat
 * waits for the decision handed in, a
 * source that answers an illegal move is refused with nothing changed, and
 * every source sees the game with the hidden draws re-dealt (never the real pile order
 * or generator) and hears each move and undo. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/session.h"
#include "session_fixtures.h"

/* The bound on a wait for the AI's worker: it only ends a hung test. */
enum { WAIT_SECONDS = 60 };

static session *new_session(int kind0, int kind1)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    int kinds[2] = {kind0, kind1};
    for (int p = 0; p < 2; p++) {
        snprintf(seats[p].name, sizeof seats[p].name, "Seat %d", p + 1);
        seats[p].kind = (uint8_t)kinds[p];
        seats[p].ai_level = VILLAGE_AI_EASY;
        seats[p].colour = (uint8_t)p;
    }
    session *s = session_new(2, sessfx_seed(), 0, seats);
    assert_non_null(s);
    return s;
}

/* A clock that moves a quarter second each time it is read: the session
 * takes its clock from the host. */
static double fake_now;
static double fake_seconds(void)
{
    fake_now += 0.25;
    return fake_now;
}

/* A source the test scripts: it answers 'answer' (when 'answers') and keeps
 * what it was shown and told. */
typedef struct scripted {
    bool answers;
    village_move answer;
    int begins, polls, ends, heard, undos, freed;
    seat_turn turn;
    seat_news news;
} scripted;

static void scripted_begin(void *self, const seat_turn *turn)
{
    scripted *s = self;
    s->begins++;
    s->turn = *turn;
}

static seat_answer scripted_poll(void *self, village_move *out)
{
    scripted *s = self;
    s->polls++;
    if (!s->answers)
        return SEAT_WAITING;
    *out = s->answer;
    return SEAT_ANSWERED;
}

static void scripted_end(void *self)
{
    ((scripted *)self)->ends++;
}

static void scripted_heard(void *self, const seat_news *news)
{
    scripted *s = self;
    s->heard++;
    s->undos += news->kind == SEAT_NEWS_UNDO;
    s->news = *news;
}

static void scripted_free(void *self)
{
    ((scripted *)self)->freed++;
}

static const seat_source_ops SCRIPTED = {
    .name = "scripted",
    .begin = scripted_begin,
    .poll = scripted_poll,
    .end = scripted_end,
    .heard = scripted_heard,
    .free = scripted_free,
};

/* A session played on, a millisecond at a time, while its AI thinks. */
typedef struct played_on {
    session *s;
    double elapsed, pace;
    session_turn turn;
    session_change change;
} played_on;

/* Whether the session played (or refused) something this time. */
static bool session_moved(void *ctx)
{
    played_on *p = ctx;
    p->turn = session_play(p->s, p->elapsed, p->pace, &p->change);
    return p->turn != SESSION_WAITING;
}

/* Whether the AI has answered; the session, paced, plays nothing yet. */
static bool ai_answered(void *ctx)
{
    played_on *p = ctx;
    assert_int_equal(session_play(p->s, p->elapsed, p->pace, &p->change), SESSION_WAITING);
    session_ai_timing t;
    session_ai_timing_get(p->s, &t);
    return t.decisions > 0;
}

static void test_an_ai_seat_answers(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_AI, VILLAGE_SEAT_HUMAN);
    session_set_host(s, &(session_host){.threads = 1, .seconds = fake_seconds});
    int actor = session_state(s)->actor;
    assert_int_equal(actor, 0);
    played_on p = {.s = s, .elapsed = 0.001, .pace = 0.0};
    assert_true(sessfx_wait_until(session_moved, &p, WAIT_SECONDS));
    assert_int_equal(p.turn, SESSION_PLAYED);
    assert_int_equal(p.change.actor, actor);
    assert_true(village_move_equal(&p.change.move, &session_record(s)->moves[0]));
    assert_int_equal(session_move_count(s), 1);
    session_ai_timing t;
    session_ai_timing_get(s, &t);
    assert_int_equal(t.decisions, 1);
    assert_true(t.seconds >= 0.25); /* measured on the host's clock: read at least twice */
    session_free(s);
}

/* The AI's answer waits for the pace: a person can follow it. */
static void test_an_ai_answer_waits_for_the_pace(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_AI, VILLAGE_SEAT_HUMAN);
    played_on p = {.s = s, .elapsed = 0.0, .pace = 5.0};
    assert_true(sessfx_wait_until(ai_answered, &p, WAIT_SECONDS));
    session_ai_timing t;
    session_ai_timing_get(s, &t);
    assert_int_equal(t.decisions, 1); /* answered, not yet played */
    assert_int_equal(session_move_count(s), 0);
    session_change c;
    assert_int_equal(session_play(s, 4.0, 5.0, &c), SESSION_WAITING);
    assert_int_equal(session_play(s, 1.0, 5.0, &c), SESSION_PLAYED);
    assert_int_equal(session_move_count(s), 1);
    session_free(s);
}

static void test_a_persons_seat_waits_for_the_decision(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_HUMAN);
    session_change c;
    for (int i = 0; i < 100; i++)
        assert_int_equal(session_play(s, 10.0, 0.0, &c), SESSION_WAITING);
    assert_int_equal(session_move_count(s), 0);
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(session_state(s), moves);
    assert_true(n > 1);
    assert_true(session_decide(s, &moves[n - 1]));
    assert_int_equal(session_move_count(s), 0); /* handed in, played by the session */
    assert_int_equal(session_play(s, 0.0, 0.0, &c), SESSION_PLAYED);
    assert_int_equal(c.actor, 0);
    assert_true(village_move_equal(&c.move, &moves[n - 1]));
    assert_int_equal(session_move_count(s), 1);
    session_free(s);
}

/* An AI's seat takes no decision from the table. */
static void test_an_ai_seat_takes_no_decision(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_AI, VILLAGE_SEAT_HUMAN);
    village_move moves[VILLAGE_MAX_MOVES];
    assert_true(village_legal_moves(session_state(s), moves) > 0);
    assert_false(session_decide(s, &moves[0]));
    assert_int_equal(session_move_count(s), 0);
    session_free(s);
}

static void test_an_illegal_answer_is_refused(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_HUMAN);
    scripted peer = {.answers = true};
    peer.answer.kind = VILLAGE_MOVE_SERVE;
    peer.answer.where = 9;
    assert_false(village_is_legal(session_state(s), &peer.answer));
    assert_true(session_set_source(s, 0, seat_source_new(&SCRIPTED, &peer)));
    village_state before = *session_state(s);
    session_change c;
    assert_int_equal(session_play(s, 0.1, 0.0, &c), SESSION_REFUSED);
    assert_int_equal(c.actor, 0);
    assert_true(village_move_equal(&c.move, &peer.answer));
    assert_int_equal(c.events.count, 0);
    assert_int_equal(session_move_count(s), 0);
    assert_memory_equal(&before, session_state(s), sizeof before);
    assert_int_equal(peer.ends, 1);
    assert_int_equal(peer.heard, 0); /* nothing happened to tell */
    /* Asked again, it answers a legal move: played. */
    village_move moves[VILLAGE_MAX_MOVES];
    assert_true(village_legal_moves(session_state(s), moves) > 0);
    peer.answer = moves[0];
    assert_int_equal(session_play(s, 0.1, 0.0, &c), SESSION_PLAYED);
    assert_int_equal(peer.begins, 2);
    assert_int_equal(session_move_count(s), 1);
    session_free(s);
    assert_int_equal(peer.freed, 1);
    /* A person's illegal decision is refused the same way. */
    s = new_session(VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_HUMAN);
    village_move bogus = {0};
    bogus.kind = VILLAGE_MOVE_SERVE;
    bogus.where = 9;
    assert_true(session_decide(s, &bogus));
    assert_int_equal(session_play(s, 0, 0, &c), SESSION_REFUSED);
    assert_int_equal(c.actor, 0);
    assert_int_equal(session_move_count(s), 0);
    session_free(s);
}

/* Every source is shown its chair's view: what is hidden (the pile's order,
 * the generator) re-dealt, everything else as it is. */
static void assert_chair_view(const village_state *view, const village_state *real)
{
    assert_int_equal(view->pile_top, real->pile_top);
    assert_memory_not_equal(&view->rng, &real->rng, sizeof view->rng);
    int seen[VILLAGE_CUSTOMERS] = {0}, kept[VILLAGE_CUSTOMERS] = {0};
    for (int i = real->pile_top; i < VILLAGE_CUSTOMERS; i++) {
        seen[view->pile[i]]++;
        kept[real->pile[i]]++;
    }
    assert_memory_equal(seen, kept, sizeof seen); /* the same tiles, in another order */
    village_state a = *view, b = *real;
    memset(&a.rng, 0, sizeof a.rng);
    memset(&b.rng, 0, sizeof b.rng);
    memcpy(a.pile, b.pile, sizeof a.pile);
    assert_memory_equal(&a, &b, sizeof a);
}

/* A source without heard is told nothing (and costs no view); one with it
 * beside it hears every move. */
static const seat_source_ops DEAF = {
    .name = "deaf",
    .begin = scripted_begin,
    .poll = scripted_poll,
    .end = scripted_end,
    .free = scripted_free,
};

static void test_only_a_seat_that_listens_hears(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_HUMAN);
    scripted seat[2] = {{.answers = false}, {.answers = false}};
    seat_source *deaf = seat_source_new(&DEAF, &seat[0]);
    assert_false(seat_listens(deaf));
    assert_true(session_set_source(s, 0, deaf));
    seat_source *listening = seat_source_new(&SCRIPTED, &seat[1]);
    assert_true(seat_listens(listening));
    assert_true(session_set_source(s, 1, listening));
    for (int i = 0; i < 6; i++) {
        village_move moves[VILLAGE_MAX_MOVES];
        assert_true(village_legal_moves(session_state(s), moves) > 0);
        assert_true(session_apply(s, &moves[0], NULL));
    }
    assert_int_equal(seat[0].heard, 0);
    assert_int_equal(seat[1].heard, 6);
    assert_int_equal(seat[1].news.player, 1);
    session_free(s);
}

static void test_sources_see_only_their_chairs_view(void **unused)
{
    (void)unused;
    session *s = new_session(VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_HUMAN);
    scripted seat[2] = {{.answers = false}, {.answers = false}};
    for (int p = 0; p < 2; p++)
        assert_true(session_set_source(s, p, seat_source_new(&SCRIPTED, &seat[p])));
    session_change c;
    int played = 0;
    for (int i = 0; i < 60 && session_state(s)->phase != VILLAGE_PHASE_GAME_OVER; i++) {
        int actor = session_state(s)->actor;
        village_move moves[VILLAGE_MAX_MOVES];
        assert_true(village_legal_moves(session_state(s), moves) > 0);
        seat[actor].answers = false;
        assert_int_equal(session_play(s, 0.1, 0.0, &c), SESSION_WAITING);
        assert_int_equal(seat[actor].turn.player, actor);
        assert_int_equal(seat[actor].turn.move_number, session_move_count(s));
        assert_chair_view(&seat[actor].turn.view, session_state(s));
        seat[actor].answers = true;
        seat[actor].answer = moves[0];
        char text[SEAT_MOVE_TEXT_MAX + 1];
        assert_true(village_move_format(session_state(s), &moves[0], text, sizeof text) > 0);
        assert_int_equal(session_play(s, 0.1, 0.0, &c), SESSION_PLAYED);
        played++;
        for (int p = 0; p < 2; p++) {
            const seat_news *n = &seat[p].news;
            assert_string_equal(n->move_text, text); /* what a peer is sent */
            assert_int_equal(seat[p].heard, played);
            assert_int_equal(n->kind, SEAT_NEWS_MOVE);
            assert_int_equal(n->player, p);
            assert_int_equal(n->actor, actor);
            assert_int_equal(n->move_number, session_move_count(s));
            assert_true(village_move_equal(&n->move, &moves[0]));
            assert_int_equal(n->events.count, c.events.count);
            assert_chair_view(&n->view, session_state(s));
        }
        seat[actor].answers = false;
    }
    assert_true(played > 10);
    assert_true(session_undo(s, SESSION_ANY_HUMAN));
    for (int p = 0; p < 2; p++) {
        assert_int_equal(seat[p].undos, 1);
        assert_int_equal(seat[p].news.actor, -1);
        assert_int_equal(seat[p].news.move_number, session_move_count(s));
        assert_chair_view(&seat[p].news.view, session_state(s));
    }
    session_free(s);
    assert_int_equal(seat[0].freed + seat[1].freed, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_an_ai_seat_answers),
        cmocka_unit_test(test_an_ai_answer_waits_for_the_pace),
        cmocka_unit_test(test_a_persons_seat_waits_for_the_decision),
        cmocka_unit_test(test_an_ai_seat_takes_no_decision),
        cmocka_unit_test(test_an_illegal_answer_is_refused),
        cmocka_unit_test(test_sources_see_only_their_chairs_view),
        cmocka_unit_test(test_only_a_seat_that_listens_hears),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
