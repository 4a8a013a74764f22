/* Two referees on one PostgreSQL, one killed mid-game (docs/referee.md,
 * "Several referees on one PostgreSQL"): a Prosody and a PostgreSQL started
 * by the test on 127.0.0.1, two village-referee processes ("one" and "two",
 * each with its own XMPP account) sharing the database, a game of three
 * people and an AI seat created through referee one, and three headless AI
 * clients (village-cli join) that connect when their seat is to act, move,
 * and disconnect. Referee one is killed (SIGKILL, by its PID) mid-game;
 * once its lease runs out by the database's clock, referee two claims the
 * game, replays it from the database and hosts it in the same room; the
 * clients come back with their tokens and the game finishes. Every client
 * ends on the same public state, and it is the offline replay of the moves
 * the database kept. */
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
#include "postgres_server.h"
#include "prosody_server.h"
#include "referee_players.h"
#include "referee_world.h"
#include "referee/requests.h"
#include "referee/store.h"
#include "referee/xmpp_direct.h"
#include "temp_folder.h"
#include "wait_until.h"

/* The referees' lease: short, so that the test waits little for the
 * dead referee's games, but longer than a live referee's longest pause on
 * a loaded 2-core machine under the sanitizers (an AI move, a slow
 * write): a live referee whose lease ran out would lose its game to
 * referee two before the test kills it. */
#define LEASE_SECONDS "10"
/* Kill referee one after this many stored moves; the clients connect and
 * disconnect around every move until CYCLE_UNTIL moves, then stay to the
 * end (each visit costs a login: a whole game of them would be slow). */
enum { KILL_AT = 20, CYCLE_UNTIL = 50, CLIENTS = 3 };

static const char *referee_path, *cli_path;
static char folder[256];

static pid_t start_referee(const prosody_server *server, const char *db, const char *name)
{
    char jid[64], out_name[32];
    snprintf(jid, sizeof jid, "referee-%s@" PROSODY_DOMAIN, name);
    snprintf(out_name, sizeof out_name, "referee-%s", name);
    /* --learned: the shipped weights, so its AI plays as a real referee's does. */
    const char *args[] = {
        "--db",       db,
        "--name",     name,
        "--jid",      jid,
        "--password", "referee-secret",
        "--server",   server->address,
        "--ca",       server->ca_file,
        "--rooms",    PROSODY_ROOMS,
        "--lease",    LEASE_SECONDS,
        "--peers",    "referee-one@" PROSODY_DOMAIN ",referee-two@" PROSODY_DOMAIN,
        "--learned",  VILLAGE_TEST_DATA_DIR "/ai/learned.txt",
        NULL};
    /* A failed test leaves no referee behind. */
    return world_start(folder, out_name, referee_path, args, NULL, SIGKILL);
}

static pid_t start_client(const prosody_server *server, const player *p, const referee_msg *seat)
{
    /* A failed test leaves no client behind. */
    return player_start_client(server, p, seat,
                               "referee-one@" PROSODY_DOMAIN ",referee-two@" PROSODY_DOMAIN,
                               cli_path, folder, SIGKILL);
}

/* The game the clients visit, and what the test does meanwhile. */
typedef struct table {
    const prosody_server *server;
    const player *players;
    const referee_msg *seats;
    pid_t one; /* referee one: 0 once killed */
    int killed_at;
} table;

static pid_t come(void *ctx, int seat)
{
    table *t = ctx;
    return start_client(t->server, &t->players[seat], &t->seats[seat]);
}

static void kill_referee_one(void *ctx, const referee_game *g)
{
    table *t = ctx;
    if (t->one && g->moves >= KILL_AT) {
        /* Referee one dies where it stands: no release, its lease runs out. */
        child_kill(t->one);
        t->one = 0;
        t->killed_at = (int)g->moves;
    }
}

static void test_referee_cluster_survives_a_dead_referee(void **unused)
{
    (void)unused;
    static const prosody_account accounts[] = {{"referee-one", "referee-secret"},
                                               {"referee-two", "referee-secret"},
                                               {"ana", "ana-secret"},
                                               {"bo", "bo-secret"},
                                               {"cy", "cy-secret"}};
    prosody_server server;
    postgres_server pg;
    char err[512];
    /* Only the referees make rooms (docs/referee.md): a room left empty by
     * a killed referee is made again by the referee that takes its game,
     * never by a player coming back first. */
    static const char *const referees[] = {"referee-one", "referee-two"};
    prosody_options options = {.room_creators = referees, .room_creator_count = 2};
    if (!prosody_start_with(&server, accounts, 5, &options, err, sizeof err)) {
        fail_msg("cannot start the test XMPP server: %s", err);
    }
    if (!postgres_start(&pg, false, err, sizeof err) ||
        !postgres_create_database(&pg, "cluster", err, sizeof err)) {
        prosody_stop(&server);
        fail_msg("cannot start the test PostgreSQL: %s", err);
    }
    char db[256];
    snprintf(db, sizeof db, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/cluster", pg.port);
    pid_t one = start_referee(&server, db, "one");
    pid_t two = start_referee(&server, db, "two");
    char word[256];
    world_wait_for_word(folder, "referee-one", "referee", word, sizeof word, 30);
    assert_string_equal(word, "one online");
    world_wait_for_word(folder, "referee-two", "referee", word, sizeof word, 30);
    assert_string_equal(word, "two online");
    for (int i = 0; i < 2; i++)
        if (world_said(folder, i ? "referee-two" : "referee-one", "hand-written evaluation")) {
            world_show(folder, i ? "referee-two" : "referee-one", "err");
            fail_msg("a referee has no learned evaluation");
        }

    player players[CLIENTS] = {{.user = "ana", .password = "ana-secret"},
                               {.user = "bo", .password = "bo-secret"},
                               {.user = "cy", .password = "cy-secret"}};
    for (int i = 0; i < CLIENTS; i++) {
        player_open(&players[i], &server);
    }
    /* Ana asks referee one for a game: the three of them and an AI seat. */
    const char *referee_one = "referee-one@" PROSODY_DOMAIN;
    referee_msg create = {.kind = REFEREE_MSG_CREATE, .move_seconds = 86400, .players = 4};
    for (int i = 0; i < CLIENTS; i++) {
        snprintf(create.seats[i].jid, sizeof create.seats[i].jid, "%s", players[i].jid);
        create.seats[i].ai_level = -1;
    }
    create.seats[3].ai_level = 0;
    player_ask(&players[0], referee_one, &create);
    referee_msg created = player_hear(&players[0], REFEREE_MSG_CREATED, NULL, 30);
    assert_true(created.game != 0);
    /* Bo and cy were invited: the game starts once both say yes. */
    for (int i = 1; i < CLIENTS; i++) {
        player_ask(&players[i], referee_one,
                   &(referee_msg){.kind = REFEREE_MSG_ACCEPT, .game = created.game});
        player_hear(&players[i], REFEREE_MSG_ACCEPTED, NULL, 30);
    }
    referee_msg seats[CLIENTS];
    for (int i = 0; i < CLIENTS; i++) {
        player_ask(&players[i], referee_one,
                   &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = created.game});
        seats[i] = player_hear(&players[i], REFEREE_MSG_SEATED, NULL, 30);
        assert_int_equal(seats[i].chair, i);
    }
    char holder[REFEREE_NAME_MAX + 1];
    postgres_game_holder(&pg, "cluster", created.game, holder, sizeof holder);
    assert_string_equal(holder, "one");

    referee_store *st = referee_store_open(db, err, sizeof err);
    assert_non_null(st);
    /* Each client comes when its seat is to act, moves, and goes. */
    visitor visitors[CLIENTS] = {0};
    table t = {.server = &server, .players = players, .seats = seats, .one = one, .killed_at = -1};
    visiting v = {.store = st,
                  .game = created.game,
                  .visitors = visitors,
                  .first = 0,
                  .last = CLIENTS - 1,
                  .come = come,
                  .tick = kill_referee_one,
                  .ctx = &t,
                  .until_moves = CYCLE_UNTIL};
    visiting_init(&v);
    referee_world world = {.look = visiting_look, .ctx = &v, .pause = 0.05};
    bool reached = referee_world_run_until(&world, visiting_over, &v, 600);
    static const char *const everyone[] = {"referee-one", "referee-two", "ana", "bo", "cy", NULL};
    visiting_require_end(&v, reached, folder, everyone);
    referee_game g = v.seen;
    int taken_over_at = t.killed_at;
    assert_true(taken_over_at >= 0);
    print_message("referee one killed at move %d; the clients visited %d, %d and %d times\n",
                  taken_over_at, visitors[0].visits, visitors[1].visits, visitors[2].visits);
    for (int i = 0; i < CLIENTS; i++) {
        assert_true(visitors[i].visits >= 3);
    }
    /* Referee two holds the game now: it replayed it from the database
     * (its log says from which move) and moves were stored under it. */
    postgres_game_holder(&pg, "cluster", created.game, holder, sizeof holder);
    assert_true(strcmp(holder, "two") == 0 || g.status == REFEREE_GAME_FINISHED);
    assert_true(g.moves > taken_over_at);
    char log_path[512];
    snprintf(log_path, sizeof log_path, "%s/referee-two.err", folder);
    char *log = child_read_text(log_path);
    assert_non_null(log);
    const char *live = strstr(log, " at move ");
    assert_non_null(live);
    assert_true(atol(live + strlen(" at move ")) >= KILL_AT);
    free(log);

    /* The clients stay to the end. */
    for (int i = 0; i < CLIENTS; i++) {
        if (!visitors[i].pid) {
            visitors[i].pid = start_client(&server, &players[i], &seats[i]);
        }
    }
    /* The same end on every side, the offline replay of the stored moves
     * ends there, rated once (by referee two). */
    pid_t clients[CLIENTS];
    for (int i = 0; i < CLIENTS; i++)
        clients[i] = visitors[i].pid;
    players_check_game_end(st, created.game, players, clients, CLIENTS, folder, "referee-two", &g);

    kill(two, SIGTERM);
    assert_int_equal(world_finish(folder, two, "referee-two", 30), 0);
    referee_store_close(st);
    for (int i = 0; i < CLIENTS; i++) {
        referee_direct_close(players[i].d);
    }
    postgres_stop(&pg);
    prosody_stop(&server);
}

static int fresh_folder(void **unused)
{
    (void)unused;
    return temp_folder_fresh(folder, sizeof folder, "test_referee_cluster") ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_referee_cluster VILLAGE_REFEREE VILLAGE_CLI\n");
        return 2;
    }
    referee_path = argv[1];
    cli_path = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_cluster_survives_a_dead_referee, fresh_folder,
                                        NULL),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
