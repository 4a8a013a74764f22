/* The referee in this process against a Prosody the test starts on
 * 127.0.0.1, for what the whole-game test does not reach: a seat whose
 * time runs out gets an AI move from the referee (and the next person is
 * told it is their turn); the store that cannot be written pauses the
 * games and tells their players, and once it can again the games resume
 * from it; a player asking for a seat in a game that is not theirs is
 * told so and learns nothing of it; a player who is not logged in when
 * their turn comes hears of it at their next login, from the server's
 * offline storage. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net/guest.h"
#include "net/xmpp_transport.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "referee/requests.h"
#include "referee/xmpp_direct.h"
#include "temp_folder.h"
#include "wait_until.h"

typedef struct world {
    char folder[256], db[320];
    prosody_server server;
    referee_store *store;
    referee *r;
    referee_direct *ana, *bo;
    int heard[REFEREE_MSG_KINDS];
    referee_msg last[REFEREE_MSG_KINDS];
} world;

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "referee: %s\n", line);
}

static void listen_to(world *w, referee_direct *d)
{
    const char *from, *body;
    while (referee_direct_poll(d, &from, &body)) {
        referee_msg m;
        char why[200];
        if (!referee_msg_read(body, strlen(body), &m, why, sizeof why))
            fail_msg("a line from %s nobody can read: %s (%s)", from, body, why);
        w->heard[m.kind]++;
        w->last[m.kind] = m;
    }
}

/* Steps the referee and listens until done(w) or 'seconds' passed. */
static bool run_until(world *w, double seconds, bool (*done)(world *w, void *ctx), void *ctx)
{
    double until = support_seconds_now() + seconds;
    while (support_seconds_now() < until) {
        referee_step(w->r);
        listen_to(w, w->ana);
        if (w->bo)
            listen_to(w, w->bo);
        if (done(w, ctx))
            return true;
        referee_wait(w->r, 5);
    }
    return false;
}

static bool is_online(world *w, void *ctx)
{
    (void)ctx;
    referee_stats s;
    referee_stats_get(w->r, &s);
    return s.online && referee_direct_online(w->ana) && (!w->bo || referee_direct_online(w->bo));
}

static referee_direct *player(world *w, const char *jid, const char *password)
{
    referee_direct_account account = {.jid = jid,
                                      .password = password,
                                      .ca_file = w->server.ca_file,
                                      .server = w->server.address};
    char err[200];
    referee_direct *d = referee_direct_open(&account, err, sizeof err);
    assert_non_null(d);
    return d;
}

/* The server, the store, the referee and ana; bo too when bo_logged_in. */
static world *start_world(bool offline_storage, bool bo_logged_in)
{
    world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "test_referee_faults"));
    snprintf(w->db, sizeof w->db, "%s/games.sqlite", w->folder);
    char err[512];
    static const prosody_account accounts[] = {
        {"referee", "referee-secret"}, {"ana", "ana-secret"}, {"bo", "bo-secret"}};
    prosody_options options = {.offline_storage = offline_storage};
    if (!prosody_start_with(&w->server, accounts, 3, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    w->store = referee_store_open(w->db, err, sizeof err);
    assert_non_null(w->store);
    referee_config c = {.name = "r1",
                        .store = w->store,
                        .jid = "referee@" PROSODY_DOMAIN,
                        .password = "referee-secret",
                        .ca_file = w->server.ca_file,
                        .server = w->server.address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = 6,
                        .max_games = 8,
                        .timeout_level = 0,
                        .threads = 1,
                        .log = log_line};
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    w->ana = player(w, "ana@" PROSODY_DOMAIN, "ana-secret");
    if (bo_logged_in)
        w->bo = player(w, "bo@" PROSODY_DOMAIN, "bo-secret");
    /* Ends as soon as all are online: generous for a loaded machine. */
    assert_true(run_until(w, 90, is_online, NULL));
    return w;
}

static int setup(void **state)
{
    *state = start_world(false, true);
    return 0;
}

static int setup_bo_away_offline_storage(void **state)
{
    *state = start_world(true, false);
    return 0;
}

static int teardown(void **state)
{
    world *w = *state;
    referee_free(w->r);
    referee_direct_close(w->ana);
    referee_direct_close(w->bo);
    referee_store_close(w->store);
    prosody_stop(&w->server);
    assert_true(temp_folder_remove_tree(w->folder));
    free(w);
    return 0;
}

static long stored_moves(world *w, uint64_t id)
{
    referee_game g;
    return referee_store_load_game(w->store, id, &g) == REFEREE_STORE_OK ? g.moves : -1;
}

typedef struct moves_goal {
    uint64_t id;
    long at_least;
} moves_goal;

static bool has_moves(world *w, void *ctx)
{
    moves_goal *goal = ctx;
    return stored_moves(w, goal->id) >= goal->at_least;
}

static referee_game new_game(world *w, int move_seconds)
{
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = -1}};
    snprintf(seats[0].jid, sizeof seats[0].jid, "ana@" PROSODY_DOMAIN);
    snprintf(seats[1].jid, sizeof seats[1].jid, "bo@" PROSODY_DOMAIN);
    referee_game g;
    assert_int_equal(referee_create_game(w->r, "ana@" PROSODY_DOMAIN, 2, seats, move_seconds, &g),
                     REFEREE_STORE_OK);
    return g;
}

static bool heard_your_turn_in(world *w, void *ctx)
{
    const uint64_t *id = ctx;
    return w->heard[REFEREE_MSG_YOUR_TURN] >= 1 && w->last[REFEREE_MSG_YOUR_TURN].game == *id;
}

/* Nobody comes to the table: every second the referee's AI moves for the
 * seat whose time ran out, and each new person to act is told. A turn can
 * take several decisions by the same seat, so "told" is awaited on its own
 * rather than after a fixed number of moves. */
static void test_referee_time_limit_moves_for_absent_seats(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 1);
    assert_int_equal(stored_moves(w, g.id), 0);
    moves_goal goal = {g.id, 3};
    assert_true(run_until(w, 30, has_moves, &goal));
    assert_true(run_until(w, 60, heard_your_turn_in, &g.id));
    assert_true(stored_moves(w, g.id) >= 3);
    assert_string_equal(w->last[REFEREE_MSG_YOUR_TURN].room, g.room);
}

static bool heard_paused(world *w, void *ctx)
{
    (void)ctx;
    return w->heard[REFEREE_MSG_PAUSED] >= 2; /* ana and bo */
}

static bool heard_resumed(world *w, void *ctx)
{
    (void)ctx;
    return w->heard[REFEREE_MSG_RESUMED] >= 2;
}

/* Another process holds the database's write lock: the referee's next
 * write fails, it pauses the game and tells both players; the lock goes,
 * the game resumes from the store and goes on. */
static void test_referee_store_down_pauses_and_resumes(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 1);
    moves_goal goal = {g.id, 1};
    assert_true(run_until(w, 30, has_moves, &goal));
    sqlite3 *other = NULL;
    assert_int_equal(sqlite3_open(w->db, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
    assert_true(run_until(w, 60, heard_paused, NULL));
    assert_int_equal(w->last[REFEREE_MSG_PAUSED].game, g.id);
    referee_stats s;
    referee_stats_get(w->r, &s);
    assert_true(s.store_down);
    assert_int_equal(s.live, 0);
    long paused_at = stored_moves(w, g.id);
    assert_int_equal(sqlite3_exec(other, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    assert_true(run_until(w, 60, heard_resumed, NULL));
    goal.at_least = paused_at + 2;
    assert_true(run_until(w, 30, has_moves, &goal));
    referee_stats_get(w->r, &s);
    assert_false(s.store_down);
    assert_int_equal(s.live, 1);
}

static bool heard_error(world *w, void *ctx)
{
    (void)ctx;
    return w->heard[REFEREE_MSG_ERROR] > 0 || w->heard[REFEREE_MSG_SEATED] > 0;
}

/* Bo asks for a seat in a game of ana's alone, then in one that does not
 * exist: the same refusal, nothing of the game in it. */
static void test_referee_no_seat_in_anothers_game(void **state)
{
    world *w = *state;
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = 1}};
    snprintf(seats[0].jid, sizeof seats[0].jid, "ana@" PROSODY_DOMAIN);
    referee_game g;
    assert_int_equal(referee_create_game(w->r, "ana@" PROSODY_DOMAIN, 2, seats, 86400, &g),
                     REFEREE_STORE_OK);
    uint64_t ids[2] = {g.id, g.id ^ 0x5555};
    char first[REFEREE_TEXT_MAX + 1] = "";
    for (int i = 0; i < 2; i++) {
        char line[REFEREE_LINE_MAX + 1];
        assert_true(referee_msg_write(line, sizeof line,
                                      &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = ids[i]}) >
                    0);
        w->heard[REFEREE_MSG_ERROR] = 0;
        assert_true(referee_direct_send(w->bo, "referee@" PROSODY_DOMAIN, line));
        assert_true(run_until(w, 30, heard_error, NULL));
        assert_int_equal(w->heard[REFEREE_MSG_SEATED], 0);
        assert_int_equal(w->last[REFEREE_MSG_ERROR].error, REFEREE_ERR_NOT_SEATED);
        if (i == 0)
            snprintf(first, sizeof first, "%s", w->last[REFEREE_MSG_ERROR].text);
        else
            assert_string_equal(first, w->last[REFEREE_MSG_ERROR].text);
    }
}

typedef struct guest_goal {
    net_guest *g;
} guest_goal;

static bool guest_decided(world *w, void *ctx)
{
    (void)w;
    guest_goal *goal = ctx;
    net_guest_poll(goal->g);
    net_guest_phase p = net_guest_status(goal->g);
    return p == NET_GUEST_REFUSED || p == NET_GUEST_LOBBY || p == NET_GUEST_PLAYING;
}

/* Bo learnt the room of ana's game against an AI and joins it without a
 * token: the room admits only its chairs' tokens, and bo is refused. */
static void test_referee_room_refuses_tokenless_guest(void **state)
{
    world *w = *state;
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = 1}};
    snprintf(seats[0].jid, sizeof seats[0].jid, "ana@" PROSODY_DOMAIN);
    referee_game g;
    assert_int_equal(referee_create_game(w->r, "ana@" PROSODY_DOMAIN, 2, seats, 86400, &g),
                     REFEREE_STORE_OK);
    net_xmpp_account account = {.jid = "bo@" PROSODY_DOMAIN,
                                .password = "bo-secret",
                                .room = g.room,
                                .nick = "bo",
                                .ca_file = w->server.ca_file,
                                .server = w->server.address};
    char err[256];
    net_transport *t = NULL;
    guest_goal goal = {NULL};
    /* The referee's room may take a moment to be made: try again until it is. */
    for (int attempt = 0; attempt < 20; attempt++) {
        t = net_xmpp_join(&account, err, sizeof err);
        assert_non_null(t);
        goal.g = net_guest_new(t, "bo", NULL, 7);
        assert_non_null(goal.g);
        if (run_until(w, 15, guest_decided, &goal) &&
            net_guest_status(goal.g) != NET_GUEST_HOST_GONE)
            break;
        net_guest_free(goal.g);
        net_transport_free(t);
        goal.g = NULL;
    }
    assert_non_null(goal.g);
    assert_int_equal(net_guest_status(goal.g), NET_GUEST_REFUSED);
    assert_int_equal(net_guest_refusal(goal.g), NET_ERR_TOKEN);
    assert_int_equal(net_guest_chair(goal.g), -1);
    net_guest_free(goal.g);
    net_transport_free(t);
}

/* The turn passing to 'seat' from another seat: the referee tells a seat
 * of its turn only then, not when the same seat acts again. */
typedef struct turn_goal {
    uint64_t id;
    int seat;
    bool another_acted;
} turn_goal;

static bool turn_passed_to_seat(world *w, void *ctx)
{
    turn_goal *goal = ctx;
    referee_game g;
    if (referee_store_load_game(w->store, goal->id, &g) != REFEREE_STORE_OK)
        return false;
    if (g.to_act != goal->seat) {
        goal->another_acted = g.to_act >= 0;
        return false;
    }
    return goal->another_acted;
}

/* Bo is not logged in when the referee's AI has moved for ana and it is
 * bo's turn: the server keeps the referee's notice, and bo hears it at the
 * next login. The referee is gone by then, so only the server's offline
 * storage can have delivered it. */
static void test_referee_your_turn_waits_for_next_login(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 1);
    turn_goal goal = {g.id, 1, false};
    assert_true(run_until(w, 60, turn_passed_to_seat, &goal));
    referee_free(w->r); /* sends what it queued before it goes */
    w->r = NULL;
    memset(w->heard, 0, sizeof w->heard);
    w->bo = player(w, "bo@" PROSODY_DOMAIN, "bo-secret");
    double until = support_seconds_now() + 60;
    while (w->heard[REFEREE_MSG_YOUR_TURN] == 0 && support_seconds_now() < until) {
        referee_direct_wait(w->bo, 100);
        listen_to(w, w->bo);
    }
    assert_true(w->heard[REFEREE_MSG_YOUR_TURN] > 0);
    assert_int_equal(w->last[REFEREE_MSG_YOUR_TURN].game, g.id);
    assert_string_equal(w->last[REFEREE_MSG_YOUR_TURN].room, g.room);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_time_limit_moves_for_absent_seats, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_down_pauses_and_resumes, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_no_seat_in_anothers_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_room_refuses_tokenless_guest, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_your_turn_waits_for_next_login,
                                        setup_bo_away_offline_storage, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
