/* net_play over the XMPP transport through a real server: a Prosody the
 * test starts on 127.0.0.1 (prosody_server.h). A host and two guests play a
 * 3-player game, an AI deciding for every chair through net_play_decide;
 * one guest's computer dies mid-game and a new one comes back with its
 * chair's token (net_play_join), the other loses its connection and
 * reconnects over a new one (net_play_reconnect, as the table's Reconnect
 * does); the game finishes and every side ends on the host's public state.
 * VILLAGE_TEST_SEED=N replays a seed; a failure prints it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net/net_play.h"
#include "net/public_view.h"
#include "net/xmpp_transport.h"
#include "net_play_loop.h"
#include "prosody_server.h"
#include "wait_until.h"

enum { GUESTS = 2, PLAYERS = 3 };

static prosody_server server;

static const prosody_account accounts[] = {
    {"host", "host-secret"},
    {"bea", "bea-secret"},
    {"cai", "cai-secret"},
};

/* The guests' XMPP accounts. */
static const char *const guest_users[GUESTS] = {"bea", "cai"};

typedef struct game {
    net_loop_side host, guests[GUESTS];
    const char *room;
    uint64_t seed;
    int rejoins, reconnects;
    net_loop loop; /* steps the host and the guests */
} game;

static uint64_t test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 9;
}

#define CHECK(g, cond)                                                                             \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            net_loop_say_seed(&(g)->loop);                                                         \
            fail_msg("%s", #cond);                                                                 \
        }                                                                                          \
    } while (0)

static int start_server(void **unused)
{
    (void)unused;
    return prosody_group_start(&server, accounts, sizeof accounts / sizeof accounts[0]);
}

static int stop_server(void **unused)
{
    (void)unused;
    return prosody_group_stop(&server);
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

typedef bool (*until_fn)(game *g, long arg);

typedef struct asking {
    game *g;
    until_fn until;
    long arg;
} asking;

static bool ask(void *ctx)
{
    asking *a = ctx;
    return a->until(a->g, a->arg);
}

/* Steps until the condition holds; false after 'seconds'. */
static bool run_until(game *g, until_fn until, long arg, double seconds)
{
    return net_loop_run_until(&g->loop, ask, &(asking){g, until, arg}, seconds);
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

/* The room is the host's once it has made it: a guest that came first
 * would find no game there. */
static bool room_made(game *g, long unused)
{
    (void)unused;
    return net_xmpp_room_ready(g->host.t);
}

static void join(game *g, int i, const char *token)
{
    net_loop_side *s = &g->guests[i];
    const char *user = guest_users[i];
    s->t = connect_room(user, g->room, false);
    s->np =
        net_play_join(s->t, user, token, g->seed * 7 + (uint64_t)i + 100 * (uint64_t)g->rejoins);
    assert_non_null(s->np);
}

static void open_game(game *g, const char *room)
{
    memset(g, 0, sizeof *g);
    g->seed = test_seed();
    g->room = room;
    g->loop = (net_loop){.test = "test_net_play_xmpp",
                         .seed = g->seed,
                         .sides = {&g->host, &g->guests[0], &g->guests[1]},
                         .count = 1 + GUESTS,
                         .pause = 200e-6};
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
    net_loop_side_init(&g->host, 0);
    g->host.t = connect_room("host", room, true);
    g->host.np = net_play_host(s, g->host.t, &setup);
    assert_non_null(g->host.np);
    assert_string_equal(net_play_address(g->host.np), room);
    for (int i = 0; i < GUESTS; i++)
        net_loop_side_init(&g->guests[i], 0);
    CHECK(g, run_until(g, room_made, 0, 30));
    for (int i = 0; i < GUESTS; i++)
        join(g, i, NULL);
    CHECK(g, run_until(g, everyone_playing, 0, 30));
}

static void close_game(game *g)
{
    net_loop_side_free(&g->host);
    for (int i = 0; i < GUESTS; i++)
        net_loop_side_free(&g->guests[i]);
}

static void a_game_through_prosody_survives_a_drop_and_a_reconnect(void **unused)
{
    (void)unused;
    game g;
    open_game(&g, "village-play@" PROSODY_ROOMS);
    double started = support_seconds_now();
    int bea = net_play_own_chair(g.guests[0].np), cai = net_play_own_chair(g.guests[1].np);
    CHECK(&g, bea >= 1 && cai >= 1 && bea != cai);
    /* Bea's computer dies at move 15: her chair is away; a new one comes
     * back with her token and takes it. */
    CHECK(&g, run_until(&g, host_at_move, 15, 60));
    char token[NET_TOKEN_HEX + 1];
    snprintf(token, sizeof token, "%s", net_play_token(g.guests[0].np));
    CHECK(&g, strlen(token) == NET_TOKEN_HEX);
    net_loop_side_leave(&g.guests[0]);
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
    g.guests[1].t = connect_room("cai", g.room, false);
    CHECK(&g, net_play_reconnect(g.guests[1].np, g.guests[1].t));
    g.reconnects++;
    CHECK(&g, net_play_session(g.guests[1].np) == before);
    CHECK(&g, net_play_own_chair(g.guests[1].np) == cai);
    CHECK(&g, run_until(&g, everyone_over, 0, 300));
    double seconds = support_seconds_now() - started;
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
