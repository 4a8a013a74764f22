/* net_play over the XMPP transport through a real server: a Prosody the
 * test starts on 127.0.0.1 (prosody_server.h). A host and two guests play a
 * 3-player game, an AI deciding for every chair through net_play_decide;
 * one guest's computer dies mid-game and a new one comes back with its
 * chair's token (net_play_join), the other loses its connection and
 * reconnects over a new one (net_play_reconnect, as the table's Reconnect
 * does); the game finishes and every side ends on the host's public state.
 * VILLAGE_TEST_SEED=N replays a seed; a failure prints it. */
/* nanosleep */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "net/net_play.h"
#include "net/public_view.h"
#include "net/xmpp_transport.h"
#include "prosody_server.h"
#include "village/ai.h"

enum { GUESTS = 2, PLAYERS = 3 };

static prosody_server server;

static const prosody_account accounts[] = {
    {"host", "host-secret"},
    {"bea", "bea-secret"},
    {"cai", "cai-secret"},
};

typedef struct side {
    net_play *np;
    seat_source *ai;
    bool deciding;
    const char *user; /* the XMPP account */
} side;

typedef struct game {
    side host, guests[GUESTS];
    const char *room;
    uint64_t seed;
    int rejoins, reconnects;
} game;

static uint64_t test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 9;
}

#define CHECK(g, cond)                                                                             \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "test_net_play_xmpp: seed %llu (VILLAGE_TEST_SEED replays it)\n",      \
                    (unsigned long long)(g)->seed);                                                \
            fail_msg("%s", #cond);                                                                 \
        }                                                                                          \
    } while (0)

static int start_server(void **unused)
{
    (void)unused;
    char err[512];
    if (!prosody_start(&server, accounts, sizeof accounts / sizeof accounts[0], err, sizeof err)) {
        /* Not a skip: CI installs Prosody, so a missing one is a broken setup. */
        fprintf(stderr, "cannot start the test XMPP server: %s\n", err);
        return -1;
    }
    return 0;
}

static int stop_server(void **unused)
{
    (void)unused;
    prosody_stop(&server);
    return 0;
}

/* A connection of this account to the room (hosting or joining). */
static net_transport *connect_room(const char *user, const char *room, bool hosting)
{
    char jid[64];
    snprintf(jid, sizeof jid, "%s@" PROSODY_DOMAIN, user);
    const char *password = NULL;
    for (size_t i = 0; i < sizeof accounts / sizeof accounts[0]; i++)
        if (strcmp(accounts[i].user, user) == 0)
            password = accounts[i].password;
    net_xmpp_account a = {.jid = jid,
                          .password = password,
                          .room = room,
                          .nick = user,
                          .ca_file = server.ca_file,
                          .server = server.address};
    char err[256];
    net_transport *t =
        hosting ? net_xmpp_host(&a, err, sizeof err) : net_xmpp_join(&a, err, sizeof err);
    if (!t)
        fail_msg("%s: %s", user, err);
    return t;
}

static void side_init(side *s, const char *user)
{
    memset(s, 0, sizeof *s);
    s->user = user;
    s->ai = seat_ai_new(VILLAGE_AI_EASY);
    assert_non_null(s->ai);
}

static void side_free(side *s)
{
    net_play_free(s->np);
    seat_source_free(s->ai);
    memset(s, 0, sizeof *s);
}

/* The AI of the side decides when the person at that computer would. */
static void drive(game *g, side *s)
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
                          .seed = g->seed ^ (uint64_t)session_move_count(ses) * 977,
                          .threads = 1};
        village_redeal_hidden(&turn.view, turn.seed);
        seat_begin(s->ai, &turn);
        s->deciding = true;
    }
    village_move m;
    if (seat_poll(s->ai, &m) == SEAT_ANSWERED) {
        seat_end(s->ai);
        s->deciding = false;
        CHECK(g, net_play_decide(s->np, &m));
    }
}

static void turn(game *g, side *s)
{
    session_change c;
    session_turn r;
    while ((r = net_play_turn(s->np, 0.0, 0.0, &c)) == SESSION_PLAYED)
        ;
    CHECK(g, r != SESSION_REFUSED);
}

static void step(game *g)
{
    turn(g, &g->host);
    drive(g, &g->host);
    for (int i = 0; i < GUESTS; i++) {
        if (!g->guests[i].np)
            continue;
        turn(g, &g->guests[i]);
        drive(g, &g->guests[i]);
    }
    struct timespec pause = {0, 200000};
    nanosleep(&pause, NULL);
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef bool (*until_fn)(game *g, long arg);

/* Steps until the condition holds; false after 'seconds'. */
static bool run_until(game *g, until_fn until, long arg, double seconds)
{
    double give_up = now_seconds() + seconds;
    while (now_seconds() < give_up) {
        if (until(g, arg))
            return true;
        step(g);
    }
    return until(g, arg);
}

static bool everyone_playing(game *g, long unused)
{
    (void)unused;
    for (int i = 0; i < GUESTS; i++)
        if (!net_play_session(g->guests[i].np) ||
            net_play_phase_of(g->guests[i].np) != NET_PLAY_PLAYING)
            return false;
    return net_play_phase_of(g->host.np) == NET_PLAY_PLAYING;
}

static bool host_at_move(game *g, long moves)
{
    return (long)session_move_count(net_play_session(g->host.np)) >= moves ||
           net_play_phase_of(g->host.np) == NET_PLAY_OVER;
}

static bool chair_is(game *g, long chair_and_status)
{
    return net_play_chair_status(g->host.np, (int)(chair_and_status / 16)) ==
           (net_chair_status)(chair_and_status % 16);
}

static bool guest_seated(game *g, long i)
{
    return net_play_own_chair(g->guests[i].np) >= 1 && net_play_session(g->guests[i].np);
}

static bool everyone_over(game *g, long unused)
{
    (void)unused;
    if (net_play_phase_of(g->host.np) != NET_PLAY_OVER)
        return false;
    for (int i = 0; i < GUESTS; i++)
        if (net_play_phase_of(g->guests[i].np) != NET_PLAY_OVER)
            return false;
    return true;
}

static void join(game *g, int i, const char *token)
{
    side *s = &g->guests[i];
    s->np = net_play_join(connect_room(s->user, g->room, false), s->user, token,
                          g->seed * 7 + (uint64_t)i + 100 * (uint64_t)g->rejoins);
    assert_non_null(s->np);
}

static void open_game(game *g, const char *room)
{
    memset(g, 0, sizeof *g);
    g->seed = test_seed();
    g->room = room;
    village_seat seats[VILLAGE_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int c = 0; c < PLAYERS; c++) {
        seats[c].kind = VILLAGE_SEAT_HUMAN;
        seats[c].colour = (uint8_t)c;
        snprintf(seats[c].name, sizeof seats[c].name, c ? "Guest" : "Ana");
    }
    session *s = session_new(PLAYERS, g->seed, -1, seats);
    assert_non_null(s);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = setup.remote[2] = true;
    side_init(&g->host, "host");
    g->host.np = net_play_host(s, connect_room("host", room, true), &setup);
    assert_non_null(g->host.np);
    assert_string_equal(net_play_address(g->host.np), room);
    side_init(&g->guests[0], "bea");
    side_init(&g->guests[1], "cai");
    /* The room is the host's once it has created it: a guest that came
     * first would find no game there. Give it a moment, stepping. */
    double until = now_seconds() + 1.0;
    while (now_seconds() < until)
        step(g);
    for (int i = 0; i < GUESTS; i++)
        join(g, i, NULL);
    CHECK(g, run_until(g, everyone_playing, 0, 30));
}

static void close_game(game *g)
{
    side_free(&g->host);
    for (int i = 0; i < GUESTS; i++)
        side_free(&g->guests[i]);
}

static void a_game_through_prosody_survives_a_drop_and_a_reconnect(void **unused)
{
    (void)unused;
    game g;
    open_game(&g, "village-play@" PROSODY_ROOMS);
    double started = now_seconds();
    int bea = net_play_own_chair(g.guests[0].np), cai = net_play_own_chair(g.guests[1].np);
    CHECK(&g, bea >= 1 && cai >= 1 && bea != cai);
    /* Bea's computer dies at move 15: her chair is away; a new one comes
     * back with her token and takes it. */
    CHECK(&g, run_until(&g, host_at_move, 15, 60));
    char token[NET_TOKEN_HEX + 1];
    snprintf(token, sizeof token, "%s", net_play_token(g.guests[0].np));
    CHECK(&g, strlen(token) == NET_TOKEN_HEX);
    if (g.guests[0].deciding)
        seat_end(g.guests[0].ai);
    g.guests[0].deciding = false;
    net_play_free(g.guests[0].np);
    g.guests[0].np = NULL;
    CHECK(&g, run_until(&g, chair_is, bea * 16 + NET_CHAIR_AWAY, 30));
    g.rejoins++;
    join(&g, 0, token);
    CHECK(&g, run_until(&g, chair_is, bea * 16 + NET_CHAIR_GUEST, 30));
    CHECK(&g, run_until(&g, guest_seated, 0, 30));
    CHECK(&g, net_play_own_chair(g.guests[0].np) == bea);
    /* Cai's connection drops at move 60; the same table reconnects over a
     * new one, keeping its chair and its session. */
    CHECK(&g, run_until(&g, host_at_move, 60, 120));
    const session *before = net_play_session(g.guests[1].np);
    CHECK(&g, net_play_reconnect(g.guests[1].np, connect_room("cai", g.room, false)));
    g.reconnects++;
    CHECK(&g, net_play_session(g.guests[1].np) == before);
    CHECK(&g, net_play_own_chair(g.guests[1].np) == cai);
    CHECK(&g, run_until(&g, everyone_over, 0, 300));
    double seconds = now_seconds() - started;
    /* Every side ends on the host's public state. */
    const session *host = net_play_session(g.host.np);
    char *want = net_public_json(session_state(host));
    assert_non_null(want);
    for (int i = 0; i < GUESTS; i++) {
        const session *follow = net_play_session(g.guests[i].np);
        char *got = net_public_json(session_state(follow));
        CHECK(&g, got && strcmp(got, want) == 0);
        free(got);
        CHECK(&g, session_follow_move(follow) == (long)session_move_count(host));
    }
    free(want);
    CHECK(&g, net_play_chair_status(g.host.np, bea) == NET_CHAIR_GUEST);
    CHECK(&g, net_play_chair_status(g.host.np, cai) == NET_CHAIR_GUEST);
    printf("xmpp: %zu moves in %.1f s, one rejoin and one reconnect\n", session_move_count(host),
           seconds);
    close_game(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_game_through_prosody_survives_a_drop_and_a_reconnect),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
