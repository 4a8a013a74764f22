/* A game by turns end to end: a Prosody started on 127.0.0.1, village-referee
 * with no options (its account from the environment, its games in SQLite
 * in its data folder), a game created by a player's direct message with
 * three people and an AI seat, three headless AI clients (village-cli join)
 * seated with the tokens the referee gives them. The referee is killed
 * (SIGKILL) mid-game and started again, a client is killed and comes back
 * with its token; the game finishes, every client ends on the same public
 * state, and that state is the offline replay of the moves the store kept.
 * The request protocol is checked on the way: "your turn" notices, the
 * list with the game finished, the ratings. */
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
#include "prosody_server.h"
#include "referee_players.h"
#include "referee_world.h"
#include "referee/requests.h"
#include "referee/store.h"
#include "referee/xmpp_direct.h"
#include "temp_folder.h"

/* The one referee's account: every answer must come from it. */
#define REFEREE_JID "referee@" PROSODY_DOMAIN

static const char *referee_path, *cli_path;
static char folder[256];

static pid_t start_referee(const prosody_server *server, char env[][600])
{
    snprintf(env[0], 600, "XDG_DATA_HOME=%s/data", folder);
    snprintf(env[1], 600, "VILLAGE_REFEREE_JID=" REFEREE_JID);
    snprintf(env[2], 600, "VILLAGE_REFEREE_PASSWORD=referee-secret");
    snprintf(env[3], 600, "VILLAGE_REFEREE_SERVER=%s", server->address);
    snprintf(env[4], 600, "VILLAGE_REFEREE_CA=%s", server->ca_file);
    snprintf(env[5], 600, "VILLAGE_REFEREE_ROOMS=" PROSODY_ROOMS);
    /* The shipped weights, not the installed path a build tree lacks: its
     * AI seats play as a player's would. */
    snprintf(env[6], 600, "VILLAGE_LEARNED=%s/ai/learned.txt", VILLAGE_TEST_DATA_DIR);
    const char *const vars[] = {env[0], env[1], env[2], env[3], env[4], env[5], env[6], NULL};
    const char *const none[] = {NULL};
    return world_start(folder, "referee", referee_path, none, vars, 0);
}

/* Neither start of the referee said it fell back to the hand-written
 * evaluation: it read the shipped learned file. */
static void assert_learned_was_read(void)
{
    if (world_said(folder, "referee", "hand-written evaluation")) {
        world_show(folder, "referee", "err");
        fail_msg("the referee has no learned evaluation");
    }
}

static pid_t start_client(const prosody_server *server, const player *p, const referee_msg *seat)
{
    return player_start_client(server, p, seat, REFEREE_JID, cli_path, folder, 0);
}

/* How long the test waits for moves to be stored, ended as soon as they
 * are there. The restarted referee first waits out its predecessor's 30 s
 * lease, and a loaded machine under the sanitizers is slow. */
#define PATIENCE_SECONDS 300

/* A game's stored moves, looked at every 50 ms until there are enough. */
typedef struct stored {
    referee_store *store;
    uint64_t game;
    long moves, enough;
} stored;

static bool enough_stored(void *ctx)
{
    stored *s = ctx;
    referee_game g;
    if (referee_store_load_game(s->store, s->game, &g) == REFEREE_STORE_OK)
        s->moves = g.moves;
    return s->moves >= s->enough;
}

/* The moves stored once there are 'enough', or fewer after the patience. */
static long wait_for_moves(referee_store *st, uint64_t game, long enough)
{
    stored s = {.store = st, .game = game, .moves = -1, .enough = enough};
    referee_world world = {.pause = 0.05};
    referee_world_run_until(&world, enough_stored, &s, PATIENCE_SECONDS);
    return s.moves;
}

static void test_referee_game_survives_kills(void **unused)
{
    (void)unused;
    static const prosody_account accounts[] = {{"referee", "referee-secret"},
                                               {"ana", "ana-secret"},
                                               {"bo", "bo-secret"},
                                               {"cy", "cy-secret"}};
    prosody_server server;
    char err[512];
    /* Only the referee makes rooms (docs/referee.md): the room it left when
     * killed is made again by the restarted referee, never by a player
     * coming back first. */
    static const char *const referee_only[] = {"referee"};
    prosody_options options = {.room_creators = referee_only, .room_creator_count = 1};
    if (!prosody_start_with(&server, accounts, 4, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    char env[7][600];
    pid_t ref = start_referee(&server, env);
    char word[256];
    world_wait_for_word(folder, "referee", "referee", word, sizeof word, 30);
    assert_string_equal(word, "referee online");

    player players[3] = {{.user = "ana", .password = "ana-secret"},
                         {.user = "bo", .password = "bo-secret"},
                         {.user = "cy", .password = "cy-secret"}};
    for (int i = 0; i < 3; i++)
        player_open(&players[i], &server);

    /* Ana asks for a game: the three of them and an AI seat, a day a move. */
    referee_msg create = {.kind = REFEREE_MSG_CREATE, .move_seconds = 86400, .players = 4};
    for (int i = 0; i < 3; i++) {
        snprintf(create.seats[i].jid, sizeof create.seats[i].jid, "%s", players[i].jid);
        create.seats[i].ai_level = -1;
    }
    create.seats[3].ai_level = 0;
    player_ask(&players[0], REFEREE_JID, &create);
    referee_msg created = player_hear(&players[0], REFEREE_MSG_CREATED, REFEREE_JID, 30);
    assert_true(created.game != 0);
    /* Bo and cy were invited: the game starts once both say yes. */
    for (int i = 1; i < 3; i++) {
        player_ask(&players[i], REFEREE_JID,
                   &(referee_msg){.kind = REFEREE_MSG_ACCEPT, .game = created.game});
        player_hear(&players[i], REFEREE_MSG_ACCEPTED, REFEREE_JID, 30);
    }

    /* A player not in the game gets no seat; the three get theirs. */
    referee_msg seats[3];
    pid_t clients[3];
    for (int i = 0; i < 3; i++) {
        player_ask(&players[i], REFEREE_JID,
                   &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = created.game});
        seats[i] = player_hear(&players[i], REFEREE_MSG_SEATED, REFEREE_JID, 30);
        assert_int_equal(seats[i].chair, i);
        assert_string_equal(seats[i].room, created.room);
        clients[i] = start_client(&server, &players[i], &seats[i]);
    }

    char db[600];
    snprintf(db, sizeof db, "%s/data/VillageBoardGame/Village/referee/games.sqlite", folder);
    referee_store *st = referee_store_open(db, err, sizeof err);
    assert_non_null(st);

    /* Mid-game, the referee is killed where it stands, and started again. */
    long before = wait_for_moves(st, created.game, 40);
    assert_true(before >= 40);
    child_kill(ref);
    ref = start_referee(&server, env);

    /* Later a client is killed between two moves and comes back with its token. */
    long now = wait_for_moves(st, created.game, before + 30);
    assert_true(now >= before + 30);
    child_kill(clients[1]);
    clients[1] = start_client(&server, &players[1], &seats[1]);

    /* Every client saw the same end, the offline replay of the stored
     * moves ends there, and each player is rated once. */
    referee_game g;
    players_check_game_end(st, created.game, players, clients, 3, folder, "referee", &g);

    /* The ratings as the referee tells them; the list says it is finished;
     * notices came. */
    player_ask(&players[2], REFEREE_JID,
               &(referee_msg){.kind = REFEREE_MSG_RATING, .jid = "ana@" PROSODY_DOMAIN});
    referee_msg rated = player_hear(&players[2], REFEREE_MSG_RATED, REFEREE_JID, 30);
    assert_int_equal(rated.rating.games, 1);
    player_ask(&players[1], REFEREE_JID, &(referee_msg){.kind = REFEREE_MSG_LIST});
    referee_msg listed = player_hear(&players[1], REFEREE_MSG_GAME, REFEREE_JID, 30);
    assert_int_equal(listed.game, created.game);
    assert_int_equal(listed.state, REFEREE_STATE_FINISHED);
    assert_int_equal(player_hear(&players[1], REFEREE_MSG_LISTED, REFEREE_JID, 30).count, 1);
    int notices = 0;
    for (int i = 0; i < 3; i++) {
        player_drain(&players[i]);
        notices += players[i].your_turns;
    }
    assert_true(notices > 0);

    kill(ref, SIGTERM);
    assert_int_equal(world_finish(folder, ref, "referee", 30), 0);
    assert_learned_was_read();
    referee_store_close(st);
    for (int i = 0; i < 3; i++)
        referee_direct_close(players[i].d);
    prosody_stop(&server);
}

static int fresh_folder(void **unused)
{
    (void)unused;
    return temp_folder_fresh(folder, sizeof folder, "test_referee_game") ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_referee_game VILLAGE_REFEREE VILLAGE_CLI\n");
        return 2;
    }
    referee_path = argv[1];
    cli_path = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_game_survives_kills, fresh_folder, NULL),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
