/* Games by turns on a real ejabberd cluster (docs/referee.md, "The XMPP
 * side: an ejabberd cluster"): two ejabberd nodes the test starts on
 * 127.0.0.1 and joins into one cluster (ejabberd_cluster.h), a PostgreSQL
 * (postgres_server.h), two village-referee processes, one logged into each
 * node (each given both nodes, its own first), and three players: ana on
 * node 1 while it lives, bo and cy on node 2. Referee one makes the game,
 * so its room lives on node 1.
 *
 * 1. Node 1 is killed mid-game, room and all. Referee one's connection
 *    goes with it: it logs into node 2 and makes the room again there. Cy,
 *    who stays in the room the whole game from node 2, hears nothing of
 *    the loss: its client finds out by asking the room (XEP-0410), joins
 *    again and plays on; ana comes back through node 2.
 * 2. Referee one is then killed (SIGKILL): once its lease has run out by
 *    the database's clock, referee two takes the game and hosts it in the
 *    same room; the players come back with their tokens.
 *
 * The game ends with no move lost or repeated (the offline replay of the
 * stored moves ends on every client's final state) and is rated once.
 *
 * Before the game, ejabberd's own refusals are checked against what the
 * transport makes of them: a player may not make a game's room (it is
 * refused, and the host's transport fails), and a guest refused the making
 * of a room not there yet waits for its referee to make it, as it does on
 * Prosody (xmpp_transport.c: Prosody says not-allowed, ejabberd forbidden). */
#define _GNU_SOURCE

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "child_process.h"
#include "ejabberd_cluster.h"
#include "net/xmpp_transport.h"
#include "postgres_server.h"
#include "referee_players.h"
#include "referee_world.h"
#include "referee/requests.h"
#include "referee/store.h"
#include "referee/xmpp_direct.h"
#include "temp_folder.h"
#include "wait_until.h"

/* Short, so that the dead referee's game waits little, but longer than a
 * live referee's longest pause on a loaded machine (test_referee_cluster). */
#define LEASE_SECONDS "10"
/* Node 1 dies after KILL_NODE_AT stored moves, referee one after
 * KILL_REFEREE_AT; ana and bo come and go around their turns until
 * CYCLE_UNTIL moves (each visit a login), then stay to the end. */
enum { KILL_NODE_AT = 8, KILL_REFEREE_AT = 20, CYCLE_UNTIL = 30, CLIENTS = 3 };
/* The visits' bound: the sanitizer build takes about a minute alone. */
enum { WORLD_SECONDS = 360 };
enum { ANA, BO, CY };

static const char *referee_path, *cli_path;
static char folder[256];

static pid_t start_referee(const ejabberd_cluster *c, const char *db, const char *name, int node)
{
    char jid[64], out_name[32], servers[80];
    snprintf(jid, sizeof jid, "referee-%s@" EJABBERD_DOMAIN, name);
    snprintf(out_name, sizeof out_name, "referee-%s", name);
    /* Its own node first, the other when that one is lost. */
    snprintf(servers, sizeof servers, "%s,%s", c->nodes[node].address, c->nodes[1 - node].address);
    /* --learned: the shipped weights, so its AI plays as a real referee's does. */
    const char *args[] = {
        "--db",       db,
        "--name",     name,
        "--jid",      jid,
        "--password", "referee-secret",
        "--server",   servers,
        "--ca",       c->ca_file,
        "--rooms",    EJABBERD_ROOMS,
        "--lease",    LEASE_SECONDS,
        "--peers",    "referee-one@" EJABBERD_DOMAIN ",referee-two@" EJABBERD_DOMAIN,
        "--learned",  VILLAGE_TEST_DATA_DIR "/ai/learned.txt",
        NULL};
    return world_start(folder, out_name, referee_path, args, NULL, SIGKILL);
}

typedef struct table {
    ejabberd_cluster *cluster;
    player players[CLIENTS];
    referee_msg seats[CLIENTS];
    visitor visitors[CLIENTS];
    pid_t one;                          /* referee one: 0 once killed */
    long node_lost_at, referee_lost_at; /* -1 until then */
} table;

/* The node a player's client logs into now: ana's is node 1 while it
 * lives. */
static const ejabberd_node *node_of(const table *t, int i)
{
    const ejabberd_node *one = &t->cluster->nodes[0];
    return i == ANA && one->pid ? one : &t->cluster->nodes[1];
}

static pid_t start_client(void *ctx, int i)
{
    table *t = ctx;
    const ejabberd_node *n = node_of(t, i);
    return player_start_client_at(n->address, t->cluster->ca_file, &t->players[i], &t->seats[i],
                                  "referee-one@" EJABBERD_DOMAIN ",referee-two@" EJABBERD_DOMAIN,
                                  cli_path, folder, SIGKILL);
}

static void come(table *t, int i, long moves)
{
    visitor_came(&t->visitors[i], start_client(t, i), moves);
}

static void kill_node_then_referee(void *ctx, const referee_game *g)
{
    table *t = ctx;
    if (t->node_lost_at < 0 && g->moves >= KILL_NODE_AT && !t->visitors[ANA].pid) {
        /* Ana is away, so no client of ours is on node 1 but referee one. */
        ejabberd_kill_node(t->cluster, 0);
        t->node_lost_at = g->moves;
    }
    if (t->node_lost_at >= 0 && t->referee_lost_at < 0 && g->moves >= KILL_REFEREE_AT) {
        child_kill(t->one); /* where it stands: no release, its lease runs out */
        t->one = 0;
        t->referee_lost_at = g->moves;
    }
}

/* Bo, a player on node 2, tries to make a game's room as its host would:
 * whether the room became his (it must not). Refused, his transport says
 * the server would not make it (ejabberd's forbidden means that too), not
 * only that another account owns it. */
static bool player_makes_a_room(const ejabberd_cluster *c, const char *room)
{
    static const char *const lured[] = {"ana@" EJABBERD_DOMAIN};
    net_xmpp_account squat = {.jid = "bo@" EJABBERD_DOMAIN,
                              .password = "bo-secret",
                              .room = room,
                              .nick = "referee",
                              .ca_file = c->ca_file,
                              .server = c->nodes[1].address,
                              .members = lured,
                              .member_count = 1};
    char err[256];
    net_transport *t = net_xmpp_host(&squat, err, sizeof err);
    assert_non_null(t);
    bool failed = false, ready = false;
    double until = support_seconds_now() + 30;
    while (!failed && !ready && support_seconds_now() < until) {
        net_event e;
        while (net_poll(t, &e))
            if (e.kind == NET_EVENT_FAILED) {
                print_message("bo hosting %s: %s\n", room, e.text);
                assert_non_null(strstr(e.text, "does not let this account make"));
                failed = true;
            }
        ready = net_xmpp_room_ready(t);
        net_wait(t, 50);
    }
    net_transport_free(t);
    if (!failed && !ready)
        fail_msg("ejabberd neither gave bo the room nor refused it in 30 s");
    return ready;
}

/* Cy, a guest on node 2, comes to a room nobody has made: refused the
 * making of it, the guest waits for its host (net_xmpp_waiting_for_room,
 * which its table says) instead of giving up. */
static void guest_waits_for_an_unmade_room(const ejabberd_cluster *c, const char *room)
{
    net_xmpp_account account = {.jid = "cy@" EJABBERD_DOMAIN,
                                .password = "cy-secret",
                                .room = room,
                                .nick = "cy",
                                .ca_file = c->ca_file,
                                .server = c->nodes[1].address,
                                .host_jid = "referee-one@" EJABBERD_DOMAIN};
    char err[256];
    net_transport *t = net_xmpp_join(&account, err, sizeof err);
    assert_non_null(t);
    bool waiting = false;
    double until = support_seconds_now() + 30;
    while (!waiting && support_seconds_now() < until) {
        net_event e;
        while (net_poll(t, &e))
            if (e.kind == NET_EVENT_FAILED)
                fail_msg("a guest gave up on a room not made yet: %s", e.text);
        waiting = net_xmpp_waiting_for_room(t);
        net_wait(t, 50);
    }
    net_transport_free(t);
    if (!waiting)
        fail_msg("a guest refused the making of a room did not wait for its host");
}

static void test_referee_ejabberd_node_and_referee_lost(void **unused)
{
    (void)unused;
    char err[512];
    if (!ejabberd_installed(err, sizeof err)) {
        print_message("SKIP: %s\n", err);
        skip();
    }
    static const prosody_account accounts[] = {{"referee-one", "referee-secret"},
                                               {"referee-two", "referee-secret"},
                                               {"ana", "ana-secret"},
                                               {"bo", "bo-secret"},
                                               {"cy", "cy-secret"}};
    double started = support_seconds_now();
    postgres_server pg;
    if (!postgres_start(&pg, false, err, sizeof err) ||
        !postgres_create_database(&pg, "ejabberd", err, sizeof err))
        fail_msg("cannot start the test PostgreSQL: %s", err);
    ejabberd_cluster cluster;
    /* Only the referees may make a room: a game's room gone with its node
     * can be made again by its referee only. */
    static const char *const referees[] = {"referee-one", "referee-two"};
    ejabberd_room_creators creators = {referees, 2};
    if (!ejabberd_start(&cluster, accounts, 5, &creators, err, sizeof err)) {
        postgres_stop(&pg);
        fail_msg("cannot start the test ejabberd cluster: %s", err);
    }
    print_message("PostgreSQL and two ejabberd nodes up and joined in %.1f s\n",
                  support_seconds_now() - started);
    char db[256];
    snprintf(db, sizeof db, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/ejabberd", pg.port);
    pid_t one = start_referee(&cluster, db, "one", 0);
    pid_t two = start_referee(&cluster, db, "two", 1);
    char word[256];
    world_wait_for_word(folder, "referee-one", "referee", word, sizeof word, 60);
    assert_string_equal(word, "one online");
    world_wait_for_word(folder, "referee-two", "referee", word, sizeof word, 60);
    assert_string_equal(word, "two online");
    for (int i = 0; i < 2; i++)
        if (world_said(folder, i ? "referee-two" : "referee-one", "hand-written evaluation")) {
            world_show(folder, i ? "referee-two" : "referee-one", "err");
            fail_msg("a referee has no learned evaluation");
        }
    static const char unmade[] = "village-0123456789abcdef@" EJABBERD_ROOMS;
    assert_false(player_makes_a_room(&cluster, unmade));
    guest_waits_for_an_unmade_room(&cluster, unmade);

    table t = {.cluster = &cluster,
               .players = {{.user = "ana", .password = "ana-secret"},
                           {.user = "bo", .password = "bo-secret"},
                           {.user = "cy", .password = "cy-secret"}},
               .one = one,
               .node_lost_at = -1,
               .referee_lost_at = -1};
    player *players = t.players;
    player_open_at(&players[ANA], cluster.nodes[0].address, cluster.ca_file);
    player_open_at(&players[BO], cluster.nodes[1].address, cluster.ca_file);
    player_open_at(&players[CY], cluster.nodes[1].address, cluster.ca_file);
    /* Ana asks referee one, on node 1, for a game of the three of them: its
     * room is made on node 1. No AI seat: the referee's AI thinking would
     * cost the sanitizer build minutes, and the clients play random moves. */
    const char *referee_one = "referee-one@" EJABBERD_DOMAIN;
    referee_msg create = {.kind = REFEREE_MSG_CREATE, .move_seconds = 86400, .players = 3};
    for (int i = 0; i < CLIENTS; i++) {
        snprintf(create.seats[i].jid, sizeof create.seats[i].jid, "%s", players[i].jid);
        create.seats[i].ai_level = -1;
    }
    player_ask(&players[ANA], referee_one, &create);
    referee_msg created = player_hear(&players[ANA], REFEREE_MSG_CREATED, NULL, 60);
    assert_true(created.game != 0);
    for (int i = BO; i < CLIENTS; i++) {
        player_ask(&players[i], referee_one,
                   &(referee_msg){.kind = REFEREE_MSG_ACCEPT, .game = created.game});
        player_hear(&players[i], REFEREE_MSG_ACCEPTED, NULL, 60);
    }
    for (int i = 0; i < CLIENTS; i++) {
        player_ask(&players[i], referee_one,
                   &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = created.game});
        t.seats[i] = player_hear(&players[i], REFEREE_MSG_SEATED, NULL, 60);
        assert_int_equal(t.seats[i].chair, i);
    }
    char holder[REFEREE_NAME_MAX + 1];
    postgres_game_holder(&pg, "ejabberd", created.game, holder, sizeof holder);
    assert_string_equal(holder, "one");

    referee_store *st = referee_store_open(db, err, sizeof err);
    assert_non_null(st);
    /* Cy stays in the room from node 2 the whole game. */
    come(&t, CY, 0);
    visiting v = {.store = st,
                  .game = created.game,
                  .visitors = t.visitors,
                  .first = ANA,
                  .last = BO,
                  .come = start_client,
                  .tick = kill_node_then_referee,
                  .ctx = &t,
                  .until_moves = CYCLE_UNTIL,
                  .seats = CLIENTS};
    visiting_init(&v);
    referee_world world = {.look = visiting_look, .ctx = &v, .pause = 0.05};
    /* Well inside ctest's bound, so that a stuck game shows its logs. */
    bool reached = referee_world_run_until(&world, visiting_over, &v, WORLD_SECONDS);
    static const char *const everyone[] = {"referee-one", "referee-two", "ana", "bo", "cy", NULL};
    visiting_require_end(&v, reached, folder, everyone);
    referee_game g = v.seen;
    long node_lost_at = t.node_lost_at, referee_lost_at = t.referee_lost_at;
    print_message("node 1 lost at move %ld, referee one at move %ld; ana and bo came %d and %d "
                  "times\n",
                  node_lost_at, referee_lost_at, t.visitors[ANA].visits, t.visitors[BO].visits);
    assert_true(node_lost_at >= KILL_NODE_AT);
    assert_true(referee_lost_at >= KILL_REFEREE_AT);
    /* Cy, on node 2, was told by the room itself that it was no longer in
     * it, and came back. */
    if (!world_said(folder, "cy", NET_XMPP_ROOM_VANISHED)) {
        world_show(folder, "cy", "err");
        fail_msg("cy never noticed that the room vanished with node 1");
    }
    /* Referee one came back through node 2 before it died: moves were
     * stored under it after node 1 was gone. */
    assert_true(referee_lost_at > node_lost_at);
    postgres_game_holder(&pg, "ejabberd", created.game, holder, sizeof holder);
    assert_true(strcmp(holder, "two") == 0 || g.status == REFEREE_GAME_FINISHED);

    /* Everyone stays to the end. */
    for (int i = 0; i < CLIENTS; i++)
        if (!t.visitors[i].pid)
            come(&t, i, g.moves);
    /* The same end on every side, the offline replay of the stored moves
     * ends there (none lost, none played twice), rated once. */
    pid_t clients[CLIENTS];
    for (int i = 0; i < CLIENTS; i++)
        clients[i] = t.visitors[i].pid;
    players_check_game_end(st, created.game, players, clients, CLIENTS, folder, "referee-two", &g);

    kill(two, SIGTERM);
    assert_int_equal(world_finish(folder, two, "referee-two", 30), 0);
    referee_store_close(st);
    for (int i = 0; i < CLIENTS; i++)
        referee_direct_close(players[i].d);
    ejabberd_stop(&cluster);
    postgres_stop(&pg);
    print_message("the whole test took %.1f s\n", support_seconds_now() - started);
}

static int fresh_folder(void **unused)
{
    (void)unused;
    return temp_folder_fresh(folder, sizeof folder, "test_referee_ejabberd") ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_referee_ejabberd VILLAGE_REFEREE VILLAGE_CLI\n");
        return 2;
    }
    referee_path = argv[1];
    cli_path = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_ejabberd_node_and_referee_lost, fresh_folder,
                                        NULL),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
