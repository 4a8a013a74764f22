/* A hostile guest against the host (docs/network-protocol.md, "Errors"):
 * garbage, a line at the limit, an illegal move, another chair's move, an
 * old sequence number, a move out of turn, a flood, a wrong version or
 * rules build, a second claim on a chair, a full table: each gets its
 * error kind (and a drop where the protocol says so) and the host's record
 * never changes. Randomised by VILLAGE_TEST_SEED (printed). */
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
    return env ? strtoull(env, NULL, 10) : 5;
}

/* The host's side: a two-player game, chair 1 the host's AI, chair 2 remote. */
typedef struct hostile_table {
    net_memory_hub *hub;
    net_transport *host_transport;
    session *s;
    net_host *host;
    char rules[NET_ID_HEX + 1];
} hostile_table;

/* A raw guest: lines in, lines out, nothing checked on its side. */
typedef struct raw_peer {
    net_transport *t;
    bool left;
    char last[NET_LINE_MAX + 1]; /* the last line of the kind looked for */
} raw_peer;

static void open_table(hostile_table *h)
{
    memset(h, 0, sizeof *h);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    strcpy(seats[0].name, "Host");
    seats[0].kind = VILLAGE_SEAT_AI;
    seats[0].ai_level = VILLAGE_AI_RANDOM;
    strcpy(seats[1].name, "Remote");
    seats[1].colour = 1;
    h->s = session_new(2, test_seed(), 0, seats);
    assert_non_null(h->s);
    h->hub = net_memory_hub_new();
    h->host_transport = net_memory_host(h->hub);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    setup.entropy = test_seed();
    h->host = net_host_new(h->s, h->host_transport, &setup);
    assert_non_null(h->host);
    net_rules_identity(h->rules);
}

static void close_table(hostile_table *h)
{
    net_host_free(h->host);
    session_free(h->s);
    net_transport_free(h->host_transport);
    net_memory_hub_free(h->hub);
}

static void connect_peer(hostile_table *h, raw_peer *p)
{
    memset(p, 0, sizeof *p);
    p->t = net_memory_join(h->hub);
    assert_non_null(p->t);
}

static void say(raw_peer *p, const char *line)
{
    assert_true(net_send(p->t, NET_PEER_HOST, line));
}

/* Lets the host answer, then reads the peer's events until a line of this
 * message kind came (true, in p->last) or none is left. */
static bool hear(hostile_table *h, raw_peer *p, net_message_kind kind, net_message *out)
{
    for (int round = 0; round < 20; round++) {
        net_host_poll(h->host);
        net_event e;
        while (net_poll(p->t, &e)) {
            if (e.kind == NET_EVENT_LEFT)
                p->left = true;
            if (e.kind != NET_EVENT_LINE)
                continue;
            net_message m;
            assert_true(net_message_read(e.text, e.length, &m, NULL, 0));
            if (m.kind == kind) {
                memcpy(p->last, e.text, e.length + 1);
                assert_true(net_message_read(p->last, e.length, out, NULL, 0));
                return true;
            }
        }
    }
    return false;
}

static void expect_error(hostile_table *h, raw_peer *p, net_error_kind kind, bool dropped)
{
    net_message m;
    assert_true(hear(h, p, NET_MSG_ERROR, &m));
    if (m.error != kind)
        fail_msg("expected error %s, got %s: %s", net_error_name(kind), net_error_name(m.error),
                 p->last);
    for (int i = 0; i < 5 && dropped && !p->left; i++) {
        net_host_poll(h->host);
        net_event e;
        while (net_poll(p->t, &e))
            p->left |= e.kind == NET_EVENT_LEFT;
    }
    assert_int_equal(p->left, dropped);
}

static void say_hello(hostile_table *h, raw_peer *p, const char *token, net_message *welcome)
{
    char line[256];
    assert_true(net_write_hello(line, sizeof line, h->rules, token, "Mallory") > 0);
    say(p, line);
    assert_true(hear(h, p, NET_MSG_WELCOME, welcome));
}

/* The record as it stands: its moves and the state's public hash. */
typedef struct record_mark {
    size_t moves;
    uint64_t hash, full;
} record_mark;

static record_mark mark(hostile_table *h)
{
    const village_state *s = session_state(h->s);
    record_mark m = {session_move_count(h->s), net_public_hash(s), s->rng.state ^ s->pile_top};
    return m;
}

static void assert_unchanged(hostile_table *h, record_mark before)
{
    record_mark now = mark(h);
    assert_int_equal(now.moves, before.moves);
    assert_true(now.hash == before.hash && now.full == before.full);
}

/* The host plays its AI's moves until the remote chair is to act. */
static void play_until_remote(hostile_table *h)
{
    for (int i = 0; i < 100000 && session_state(h->s)->actor != 1; i++) {
        session_change c;
        if (session_play(h->s, 0, 0, &c) == SESSION_PLAYED)
            net_host_played(h->host, &c);
        else
            net_wait(h->host_transport, 1);
    }
    assert_int_equal(session_state(h->s)->actor, 1);
}

static void test_bad_lines_change_nothing(void **unused)
{
    (void)unused;
    hostile_table h;
    open_table(&h);
    raw_peer p;
    net_message welcome, m;
    char line[NET_LINE_MAX + 1];

    /* Before hello: anything else is refused and dropped. */
    connect_peer(&h, &p);
    say(&p, "sync");
    expect_error(&h, &p, NET_ERR_HELLO_FIRST, true);
    net_transport_free(p.t);

    /* Another protocol version, another rules build. */
    connect_peer(&h, &p);
    snprintf(line, sizeof line, "hello 2 %s - Mallory", h.rules);
    say(&p, line);
    expect_error(&h, &p, NET_ERR_VERSION, true);
    net_transport_free(p.t);
    connect_peer(&h, &p);
    say(&p, "hello 1 0123456789abcdef - Mallory");
    expect_error(&h, &p, NET_ERR_RULES, true);
    net_transport_free(p.t);

    /* A real hello takes the remote chair and starts the game. */
    connect_peer(&h, &p);
    say_hello(&h, &p, NULL, &welcome);
    assert_int_equal(welcome.chair, 1);
    char token[NET_TOKEN_HEX + 1];
    strcpy(token, welcome.token);
    assert_true(net_host_started(h.host));
    assert_true(hear(&h, &p, NET_MSG_VIEW, &m));

    /* A full table: a second guest without a token. */
    raw_peer q;
    connect_peer(&h, &q);
    assert_true(net_write_hello(line, sizeof line, h.rules, NULL, "Trudy") > 0);
    say(&q, line);
    expect_error(&h, &q, NET_ERR_FULL, true);
    net_transport_free(q.t);

    /* Out of turn (the host's chair is to act at first), then the host's
     * AI plays until the remote chair is to act. */
    if (session_state(h.s)->actor != 1) {
        record_mark before = mark(&h);
        snprintf(line, sizeof line, "move %zu 2 harvest", session_move_count(h.s));
        say(&p, line);
        expect_error(&h, &p, NET_ERR_NOT_YOUR_TURN, false);
        assert_unchanged(&h, before);
    }
    play_until_remote(&h);
    record_mark before = mark(&h);

    /* An old sequence number, an unknown one, an illegal move: refused, the
     * connection kept. */
    village_move legal[VILLAGE_MAX_MOVES];
    assert_true(village_legal_moves(session_state(h.s), legal) > 0);
    char text[NET_MOVE_TEXT_MAX + 1];
    village_move_format(session_state(h.s), &legal[0], text, sizeof text);
    if (session_move_count(h.s) > 0) {
        snprintf(line, sizeof line, "move %zu 2 %s", session_move_count(h.s) - 1, text);
        say(&p, line);
        expect_error(&h, &p, NET_ERR_SEQUENCE, false);
    }
    snprintf(line, sizeof line, "move %zu 2 %s", session_move_count(h.s) + 1, text);
    say(&p, line);
    expect_error(&h, &p, NET_ERR_SEQUENCE, false);
    snprintf(line, sizeof line, "move %zu 2 dies g9@nowhere", session_move_count(h.s));
    say(&p, line);
    expect_error(&h, &p, NET_ERR_ILLEGAL, false);
    for (int i = 0; i < 10; i++) {
        session_change c;
        assert_int_equal(session_play(h.s, 0, 0, &c), SESSION_WAITING);
    }
    assert_unchanged(&h, before);

    /* Another chair's move: refused and dropped; the chair waits. */
    snprintf(line, sizeof line, "move %zu 1 %s", session_move_count(h.s), text);
    say(&p, line);
    expect_error(&h, &p, NET_ERR_NOT_YOUR_CHAIR, true);
    net_transport_free(p.t);
    net_host_poll(h.host);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_AWAY);
    assert_unchanged(&h, before);

    /* Garbage, and a line at the transport's limit: dropped. */
    connect_peer(&h, &p);
    say_hello(&h, &p, token, &welcome);
    say(&p, "\x01\xff garbage");
    expect_error(&h, &p, NET_ERR_SYNTAX, true);
    net_transport_free(p.t);
    connect_peer(&h, &p);
    say_hello(&h, &p, token, &welcome);
    memset(line, 'x', NET_LINE_MAX);
    line[NET_LINE_MAX] = '\0';
    say(&p, line);
    expect_error(&h, &p, NET_ERR_SYNTAX, true);
    net_transport_free(p.t);
    assert_unchanged(&h, before);

    /* A flood of lines between two moves: dropped. */
    connect_peer(&h, &p);
    say_hello(&h, &p, token, &welcome);
    for (int i = 0; i < NET_FLOOD_LINES + 5; i++)
        say(&p, "sync");
    expect_error(&h, &p, NET_ERR_FLOOD, true);
    net_transport_free(p.t);
    assert_unchanged(&h, before);

    /* Two connections claiming one chair: the newer one (with the token)
     * wins, the older one is told and dropped. */
    connect_peer(&h, &p);
    say_hello(&h, &p, token, &welcome);
    connect_peer(&h, &q);
    say_hello(&h, &q, token, &welcome);
    expect_error(&h, &p, NET_ERR_TAKEN, true);
    net_transport_free(p.t);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_GUEST);

    /* A token of no chair here. */
    connect_peer(&h, &p);
    assert_true(
        net_write_hello(line, sizeof line, h.rules, "0123456789abcdef0123456789abcdef", "Eve") > 0);
    say(&p, line);
    expect_error(&h, &p, NET_ERR_TOKEN, true);
    net_transport_free(p.t);
    assert_unchanged(&h, before);

    /* And after all that, the chair's legal move is played. */
    snprintf(line, sizeof line, "move %zu 2 %s", session_move_count(h.s), text);
    say(&q, line);
    net_host_poll(h.host);
    session_change c;
    session_turn r = SESSION_WAITING;
    for (int i = 0; i < 10 && r == SESSION_WAITING; i++)
        r = session_play(h.s, 0, 0, &c);
    assert_int_equal(r, SESSION_PLAYED);
    assert_true(village_move_equal(&c.move, &legal[0]));
    assert_int_equal(session_move_count(h.s), before.moves + 1);
    assert_true(net_host_refusals(&*h.host, NET_ERR_SYNTAX) == 2);
    net_transport_free(q.t);
    close_table(&h);
}

int main(void)
{
    printf("VILLAGE_TEST_SEED=%llu\n", (unsigned long long)test_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_lines_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
