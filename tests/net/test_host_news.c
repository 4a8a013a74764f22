/* The news of a move reaches a guest through its chair's seat (seat.h,
 * heard), whoever played the move and however: a move the session applied
 * with no call to the host reaches the guest at the host's next poll, with
 * its events and a view whose public hash is the host's; a host freed
 * before that poll tells nothing (the referee frees the host of a game
 * whose move it could not store); a guest whose chair an AI plays for it
 * still hears every move, the AI's too. Randomised by VILLAGE_TEST_SEED
 * (printed). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net/host.h"
#include "net/memory_transport.h"
#include "net/protocol.h"
#include "net/public_view.h"
#include "village/ai.h"

static uint64_t test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    uint64_t seed = env ? strtoull(env, NULL, 10) : 7;
    printf("VILLAGE_TEST_SEED=%llu\n", (unsigned long long)seed);
    return seed;
}

/* Two players: chair 1 a person of the host's (nobody answers for it
 * here: the test applies its moves), chair 2 remote. */
typedef struct table {
    net_memory_hub *hub;
    net_transport *host_transport, *guest;
    session *s;
    net_host *host;
} table;

/* What the guest heard: the moves (seq, chair, text), the last view. */
typedef struct heard {
    int moved, events, views;
    long last_moved_seq, last_events_seq, last_view_seq;
    int last_moved_chair;
    char last_moved_text[NET_MOVE_TEXT_MAX + 1];
    uint64_t last_view_hash;
} heard;

static void open_table(table *t)
{
    memset(t, 0, sizeof *t);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    strcpy(seats[0].name, "Host");
    strcpy(seats[1].name, "Guest");
    seats[1].colour = 1;
    t->s = session_new(2, test_seed(), 0, seats);
    assert_non_null(t->s);
    t->hub = net_memory_hub_new();
    t->host_transport = net_memory_host(t->hub);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    t->host = net_host_new(t->s, t->host_transport, &setup);
    assert_non_null(t->host);
    t->guest = net_memory_join(t->hub);
    assert_non_null(t->guest);
}

static void close_table(table *t)
{
    net_host_free(t->host);
    session_free(t->s);
    net_transport_free(t->guest);
    net_transport_free(t->host_transport);
    net_memory_hub_free(t->hub);
}

/* Reads every line the guest has, counting the news. */
static void listen(table *t, heard *h)
{
    net_event e;
    while (net_poll(t->guest, &e)) {
        if (e.kind != NET_EVENT_LINE)
            continue;
        net_message m;
        assert_true(net_message_read(e.text, e.length, &m, NULL, 0));
        if (m.kind == NET_MSG_MOVED) {
            h->moved++;
            h->last_moved_seq = m.seq;
            h->last_moved_chair = m.chair;
            memcpy(h->last_moved_text, m.text, m.text_length);
            h->last_moved_text[m.text_length] = '\0';
        } else if (m.kind == NET_MSG_EVENTS) {
            h->events++;
            h->last_events_seq = m.seq;
        } else if (m.kind == NET_MSG_VIEW) {
            h->views++;
            h->last_view_seq = m.seq;
            h->last_view_hash = m.hash;
        }
    }
}

/* The guest says hello and takes chair 2: the game is on. */
static void seat_guest(table *t, heard *h)
{
    char rules[NET_ID_HEX + 1], line[256];
    net_rules_identity(rules);
    assert_true(net_write_hello(line, sizeof line, rules, NULL, "Bea") > 0);
    assert_true(net_send(t->guest, NET_PEER_HOST, line));
    for (int i = 0; i < 20 && !net_host_started(t->host); i++)
        net_host_poll(t->host);
    assert_true(net_host_started(t->host));
    net_host_poll(t->host);
    memset(h, 0, sizeof *h);
    listen(t, h);
    assert_int_equal(h->views, 1); /* the view of the start */
    memset(h, 0, sizeof *h);
}

/* The first legal move of the chair to act, applied as a tool would:
 * nothing but the session is called. */
static void apply_a_move(table *t, char *text, size_t size)
{
    village_move moves[VILLAGE_MAX_MOVES];
    const village_state *st = session_state(t->s);
    assert_true(village_legal_moves(st, moves) > 0);
    assert_true(village_move_format(st, &moves[0], text, size) > 0);
    assert_true(session_apply(t->s, &moves[0], NULL));
}

static void test_a_move_applied_reaches_the_guest(void **unused)
{
    (void)unused;
    table t;
    heard h;
    open_table(&t);
    seat_guest(&t, &h);
    char text[NET_MOVE_TEXT_MAX + 1];
    int actor = session_state(t.s)->actor;
    apply_a_move(&t, text, sizeof text);
    net_host_poll(t.host);
    listen(&t, &h);
    assert_int_equal(h.moved, 1);
    assert_int_equal(h.events, 1);
    assert_int_equal(h.views, 1);
    assert_int_equal(h.last_moved_seq, 0);
    assert_int_equal(h.last_events_seq, 0);
    assert_int_equal(h.last_moved_chair, actor);
    assert_string_equal(h.last_moved_text, text);
    assert_int_equal(h.last_view_seq, 1);
    assert_true(h.last_view_hash == net_public_hash(session_state(t.s)));
    close_table(&t);
}

static void test_moves_are_told_in_order(void **unused)
{
    (void)unused;
    table t;
    heard h;
    open_table(&t);
    seat_guest(&t, &h);
    char text[NET_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < 5 && !village_game_over(session_state(t.s)); i++)
        apply_a_move(&t, text, sizeof text);
    size_t played = session_move_count(t.s);
    assert_true(played > 1);
    net_host_poll(t.host);
    listen(&t, &h);
    assert_int_equal(h.moved, (int)played);
    assert_int_equal(h.views, (int)played);
    assert_int_equal(h.last_moved_seq, (long)played - 1);
    assert_string_equal(h.last_moved_text, text);
    assert_int_equal(h.last_view_seq, (long)played);
    assert_true(h.last_view_hash == net_public_hash(session_state(t.s)));
    close_table(&t);
}

static void test_a_host_freed_before_its_poll_tells_nothing(void **unused)
{
    (void)unused;
    table t;
    heard h;
    open_table(&t);
    seat_guest(&t, &h);
    char text[NET_MOVE_TEXT_MAX + 1];
    apply_a_move(&t, text, sizeof text);
    net_host_free(t.host);
    t.host = NULL;
    listen(&t, &h);
    assert_int_equal(h.moved, 0);
    assert_int_equal(h.views, 0);
    close_table(&t);
}

static void test_a_stood_in_guest_hears_the_ai(void **unused)
{
    (void)unused;
    table t;
    heard h;
    open_table(&t);
    seat_guest(&t, &h);
    assert_true(net_host_stand_in(t.host, 1, VILLAGE_AI_RANDOM));
    char text[NET_MOVE_TEXT_MAX + 1];
    int ai_moves = 0;
    for (int i = 0; i < 200000 && ai_moves < 3 && !village_game_over(session_state(t.s)); i++) {
        if (session_state(t.s)->actor == 0) {
            apply_a_move(&t, text, sizeof text);
            continue;
        }
        session_change c;
        if (session_play(t.s, 0, 0, &c) == SESSION_PLAYED)
            ai_moves++;
        else
            net_wait(t.host_transport, 1);
    }
    assert_int_equal(ai_moves, 3);
    net_host_poll(t.host);
    listen(&t, &h);
    assert_int_equal(h.moved, (int)session_move_count(t.s));
    assert_int_equal(h.last_view_seq, (long)session_move_count(t.s));
    assert_true(h.last_view_hash == net_public_hash(session_state(t.s)));
    close_table(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_move_applied_reaches_the_guest),
        cmocka_unit_test(test_moves_are_told_in_order),
        cmocka_unit_test(test_a_host_freed_before_its_poll_tells_nothing),
        cmocka_unit_test(test_a_stood_in_guest_hears_the_ai),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
