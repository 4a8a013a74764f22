/* A hostile guest against the host (docs/network-protocol.md, "Errors"
 * and "Threat model"): garbage, a line at the limit, an illegal move,
 * another chair's move, an old sequence number, a move out of turn, a
 * flood, a wrong version or rules build, a second claim on a chair, a full
 * table: each gets its error kind (and a drop where the protocol says so)
 * and the host's record never changes. Then a stranger's attacks on the
 * chairs and the slots: tokens worked out from one another, an away chair
 * taken without its token, connections that never say hello, many from one
 * address. Randomised by VILLAGE_TEST_SEED (printed). */
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
#include "village/splitmix64.h"

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

/* The host's clock in these tests: moved by hand, so that the hello
 * timeout is crossed without waiting. */
static long long fake_now;

static long long fake_clock(void *unused)
{
    (void)unused;
    return fake_now;
}

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
    h->host = net_host_new(h->s, h->host_transport, &setup);
    assert_non_null(h->host);
    net_host_set_clock(h->host, fake_clock, NULL);
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
        if (session_play(h->s, 0, 0, &c) != SESSION_PLAYED)
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
    snprintf(line, sizeof line, "hello %d %s - Mallory", NET_PROTOCOL_VERSION + 1, h.rules);
    say(&p, line);
    expect_error(&h, &p, NET_ERR_VERSION, true);
    net_transport_free(p.t);
    connect_peer(&h, &p);
    snprintf(line, sizeof line, "hello %d 0123456789abcdef - Mallory", NET_PROTOCOL_VERSION);
    say(&p, line);
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

/* The splitmix64 step the host once drew its tokens and game id with
 * (village/splitmix64.h), and its output step run backwards: from one
 * output, the generator's state. */
static uint64_t unshift(uint64_t z, int shift)
{
    uint64_t x = z;
    for (int i = 0; i < 64 / shift + 1; i++)
        x = z ^ (x >> shift);
    return x;
}

/* Multiplicative inverse modulo 2^64 (Newton's iteration). */
static uint64_t inverse(uint64_t a)
{
    uint64_t x = a;
    for (int i = 0; i < 6; i++)
        x *= 2 - a * x;
    return x;
}

static uint64_t unmix(uint64_t z)
{
    z = unshift(z, 31);
    z = unshift(z * inverse(0x94D049BB133111EBull), 27);
    return unshift(z * inverse(0xBF58476D1CE4E5B9ull), 30);
}

static uint64_t token_half(const char *token, int half)
{
    char part[17];
    memcpy(part, token + 16 * half, 16);
    part[16] = '\0';
    return strtoull(part, NULL, 16);
}

/* A three-player game with two remote chairs, on the same seed each time. */
static net_host *host_of_three(session **s, net_transport *t)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int c = 0; c < 3; c++) {
        snprintf(seats[c].name, sizeof seats[c].name, "Seat %d", c + 1);
        seats[c].colour = c;
    }
    *s = session_new(3, 77, 0, seats);
    assert_non_null(*s);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = setup.remote[2] = true;
    net_host *h = net_host_new(*s, t, &setup);
    assert_non_null(h);
    return h;
}

static void test_no_token_follows_from_another(void **unused)
{
    (void)unused;
    net_memory_hub *hubs[2] = {net_memory_hub_new(), net_memory_hub_new()};
    net_transport *t[2];
    session *s[2];
    net_host *h[2];
    uint64_t halves[8], ids[2];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        t[k] = net_memory_host(hubs[k]);
        h[k] = host_of_three(&s[k], t[k]);
        ids[k] = net_host_game_id(h[k]);
        for (int c = 1; c <= 2; c++) {
            assert_int_equal(strlen(net_host_token(h[k], c)), NET_TOKEN_HEX);
            halves[n++] = token_half(net_host_token(h[k], c), 0);
            halves[n++] = token_half(net_host_token(h[k], c), 1);
        }
    }
    /* The same game and chairs twice: nothing in common. */
    assert_string_not_equal(net_host_token(h[0], 1), net_host_token(h[1], 1));
    assert_string_not_equal(net_host_token(h[0], 2), net_host_token(h[1], 2));
    /* From any 64 bits of a token, the generator run forwards or backwards
     * does not reach another token's bits. */
    for (int i = 0; i < n; i++) {
        assert_true(village_splitmix64_mix(unmix(halves[i])) ==
                    halves[i]); /* the inverse is right */
        uint64_t state = unmix(halves[i]);
        for (int step = -8; step <= 8; step++) {
            uint64_t guess =
                village_splitmix64_mix(state + (uint64_t)step * VILLAGE_SPLITMIX64_GAMMA);
            for (int j = 0; j < n; j++)
                if (j != i && guess == halves[j])
                    fail_msg("token bits %d follow from token bits %d (step %d)", j, i, step);
            for (int k = 0; k < 2; k++)
                if (step != 0 && guess == ids[k])
                    fail_msg("the game id follows from token bits %d (step %d)", i, step);
        }
    }
    for (int k = 0; k < 2; k++) {
        net_host_free(h[k]);
        session_free(s[k]);
        net_transport_free(t[k]);
        net_memory_hub_free(hubs[k]);
    }
}

/* Reads what came to the peer until none is left; true when it was let go. */
static bool drain(hostile_table *h, raw_peer *p)
{
    for (int round = 0; round < 5; round++) {
        net_host_poll(h->host);
        net_event e;
        while (net_poll(p->t, &e))
            p->left |= e.kind == NET_EVENT_LEFT;
    }
    return p->left;
}

static void hello_without_token(hostile_table *h, raw_peer *p)
{
    char line[256];
    assert_true(net_write_hello(line, sizeof line, h->rules, NULL, "Trudy") > 0);
    say(p, line);
}

static void test_a_chair_away_stays_its_guests(void **unused)
{
    (void)unused;
    hostile_table h;
    open_table(&h);
    raw_peer ana, eve;
    net_message welcome, m;
    connect_peer(&h, &ana);
    say_hello(&h, &ana, NULL, &welcome);
    char token[NET_TOKEN_HEX + 1];
    strcpy(token, welcome.token);
    net_transport_free(ana.t);
    net_host_poll(h.host);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_AWAY);

    /* Away, then played by a stand-in: a hello without the token gets no
     * chair, and no token. */
    connect_peer(&h, &eve);
    hello_without_token(&h, &eve);
    expect_error(&h, &eve, NET_ERR_FULL, true);
    net_transport_free(eve.t);
    assert_true(net_host_stand_in(h.host, 1, VILLAGE_AI_RANDOM));
    connect_peer(&h, &eve);
    hello_without_token(&h, &eve);
    expect_error(&h, &eve, NET_ERR_FULL, true);
    net_transport_free(eve.t);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_STAND_IN);

    /* The host gives the chair away: open, a new token, the old one
     * worthless; the stand-in plays on until someone takes it. */
    assert_true(net_host_give_chair_away(h.host, 1));
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_OPEN);
    assert_string_not_equal(net_host_token(h.host, 1), token);
    assert_false(net_host_give_chair_away(h.host, 1)); /* open already */
    connect_peer(&h, &ana);
    char line[256];
    assert_true(net_write_hello(line, sizeof line, h.rules, token, "Ana") > 0);
    say(&ana, line);
    expect_error(&h, &ana, NET_ERR_TOKEN, true);
    net_transport_free(ana.t);
    connect_peer(&h, &eve);
    say_hello(&h, &eve, NULL, &welcome);
    assert_int_equal(welcome.chair, 1);
    assert_string_equal(welcome.token, net_host_token(h.host, 1));
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_GUEST);

    /* Given away while its guest is connected: the guest is told and let
     * go, and its token no longer opens anything. */
    strcpy(token, welcome.token);
    assert_true(net_host_give_chair_away(h.host, 1));
    expect_error(&h, &eve, NET_ERR_TAKEN, true);
    net_transport_free(eve.t);
    connect_peer(&h, &eve);
    say_hello(&h, &eve, NULL, &m);
    assert_string_not_equal(m.token, token);
    net_transport_free(eve.t);
    close_table(&h);
}

static void test_a_stand_in_for_an_idle_guest_gives_the_chair_back(void **unused)
{
    (void)unused;
    hostile_table h;
    open_table(&h);
    raw_peer ana;
    net_message welcome;
    connect_peer(&h, &ana);
    say_hello(&h, &ana, NULL, &welcome);
    assert_true(net_host_stand_in(h.host, 1, VILLAGE_AI_RANDOM));
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_STAND_IN);
    assert_false(net_host_stand_in(h.host, 1, VILLAGE_AI_RANDOM)); /* already */
    assert_false(net_host_stand_in(h.host, 0, VILLAGE_AI_RANDOM)); /* the host's */

    /* The AI plays the connected guest's chair... */
    size_t start = session_move_count(h.s);
    bool ai_played_remote = false;
    for (int i = 0; i < 100000 && !(ai_played_remote && session_state(h.s)->actor == 1); i++) {
        session_change c;
        if (session_play(h.s, 0, 0, &c) == SESSION_PLAYED) {
            net_host_poll(h.host); /* the guest hears each move */
            ai_played_remote |= c.actor == 1;
        } else {
            net_wait(h.host_transport, 1);
        }
        net_event e;
        while (net_poll(ana.t, &e)) {
        }
    }
    assert_true(ai_played_remote && session_move_count(h.s) > start);
    assert_int_equal(session_state(h.s)->actor, 1);

    /* ...until the guest sends a move of its own for its decision. */
    village_move legal[VILLAGE_MAX_MOVES];
    int count = village_legal_moves(session_state(h.s), legal);
    assert_true(count > 0);
    char text[NET_MOVE_TEXT_MAX + 1], line[NET_MOVE_TEXT_MAX + 64];
    village_move_format(session_state(h.s), &legal[count - 1], text, sizeof text);
    snprintf(line, sizeof line, "move %zu 2 %s", session_move_count(h.s), text);
    say(&ana, line);
    net_host_poll(h.host);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_GUEST);
    session_change c;
    session_turn r = SESSION_WAITING;
    for (int i = 0; i < 10 && r == SESSION_WAITING; i++)
        r = session_play(h.s, 0, 0, &c);
    assert_int_equal(r, SESSION_PLAYED);
    assert_int_equal(c.actor, 1);
    assert_true(village_move_equal(&c.move, &legal[count - 1]));
    net_transport_free(ana.t);
    close_table(&h);
}

static void test_strangers_cannot_hold_the_slots(void **unused)
{
    (void)unused;
    hostile_table h;
    open_table(&h);
    fake_now = 1000;
    raw_peer ana;
    net_message welcome;
    connect_peer(&h, &ana);
    say_hello(&h, &ana, NULL, &welcome);
    char token[NET_TOKEN_HEX + 1];
    strcpy(token, welcome.token);
    net_transport_free(ana.t);

    /* Every slot held by a stranger that says nothing, each from its own
     * address... */
    raw_peer strangers[NET_HOST_PEERS];
    for (int i = 0; i < NET_HOST_PEERS; i++) {
        char address[32];
        snprintf(address, sizeof address, "10.0.0.%d", i + 1);
        memset(&strangers[i], 0, sizeof strangers[i]);
        strangers[i].t = net_memory_join_from(h.hub, address);
        assert_non_null(strangers[i].t);
        fake_now++;
    }
    net_host_poll(h.host);
    assert_int_equal(net_host_strangers(h.host), NET_HOST_PEERS);

    /* ...and the guest with its token still gets in: the oldest stranger
     * gives way. */
    connect_peer(&h, &ana);
    say_hello(&h, &ana, token, &welcome);
    assert_int_equal(welcome.chair, 1);
    assert_true(drain(&h, &strangers[0]));
    assert_false(drain(&h, &strangers[1]));

    /* Past the hello timeout every stranger is told and let go; the guest
     * stays. */
    fake_now += NET_HELLO_TIMEOUT_MS;
    net_host_poll(h.host);
    assert_int_equal(net_host_strangers(h.host), 0);
    for (int i = 1; i < NET_HOST_PEERS; i++) {
        if (i == 1)
            expect_error(&h, &strangers[i], NET_ERR_HELLO_FIRST, true);
        else
            assert_true(drain(&h, &strangers[i]));
    }
    assert_false(drain(&h, &ana));
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_GUEST);
    for (int i = 0; i < NET_HOST_PEERS; i++)
        net_transport_free(strangers[i].t);
    net_transport_free(ana.t);
    close_table(&h);
}

static void test_one_address_holds_few_slots(void **unused)
{
    (void)unused;
    hostile_table h;
    open_table(&h);
    enum { MANY = NET_STRANGERS_PER_ADDRESS + 3 };
    raw_peer mallory[MANY], bob;
    memset(&bob, 0, sizeof bob);
    bob.t = net_memory_join_from(h.hub, "127.0.0.20");
    for (int i = 0; i < MANY; i++) {
        memset(&mallory[i], 0, sizeof mallory[i]);
        mallory[i].t = net_memory_join_from(h.hub, "127.0.0.66");
        fake_now++;
    }
    net_host_poll(h.host);
    /* Mallory's newest connections, and Bob's, which hers never push out. */
    assert_int_equal(net_host_strangers(h.host), NET_STRANGERS_PER_ADDRESS + 1);
    for (int i = 0; i < MANY; i++)
        assert_int_equal(drain(&h, &mallory[i]), i < MANY - NET_STRANGERS_PER_ADDRESS);
    assert_false(drain(&h, &bob));
    net_message welcome;
    say_hello(&h, &bob, NULL, &welcome);
    assert_int_equal(welcome.chair, 1);
    for (int i = 0; i < MANY; i++)
        net_transport_free(mallory[i].t);
    net_transport_free(bob.t);
    close_table(&h);
}

int main(void)
{
    printf("VILLAGE_TEST_SEED=%llu\n", (unsigned long long)test_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_lines_change_nothing),
        cmocka_unit_test(test_no_token_follows_from_another),
        cmocka_unit_test(test_a_chair_away_stays_its_guests),
        cmocka_unit_test(test_a_stand_in_for_an_idle_guest_gives_the_chair_back),
        cmocka_unit_test(test_strangers_cannot_hold_the_slots),
        cmocka_unit_test(test_one_address_holds_few_slots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
