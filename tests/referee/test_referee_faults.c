/* The referee in this process against a Prosody the test starts on
 * 127.0.0.1, for what the whole-game test does not reach: a seat whose
 * time runs out gets an AI move from the referee (and the next person is
 * told it is their turn); the store that cannot be written pauses the
 * games and tells their players, and once it can again the games resume
 * from it; a player asking for a seat in a game that is not theirs is
 * told so and learns nothing of it; a player who is not logged in when
 * their turn comes hears of it at their next login, from the server's
 * offline storage; a guest whose game's room is gone, on a server where
 * only the referee makes rooms, waits until the referee makes it again. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
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
#include "referee_world.h"
#include "temp_folder.h"
#include "wait_until.h"

typedef struct world {
    char folder[256], db[320];
    prosody_server server;
    referee_store *store;
    referee *r;
    referee_config config; /* r's, to start it again */
    referee_direct *ana, *bo;
    int heard[REFEREE_MSG_KINDS];
    referee_msg last[REFEREE_MSG_KINDS];
    char log[16384]; /* the referee's log lines, one per line */
} world;

static void log_line(void *ctx, const char *line)
{
    world *w = ctx;
    fprintf(stderr, "referee: %s\n", line);
    size_t used = strlen(w->log);
    snprintf(w->log + used, sizeof w->log - used, "%s\n", line);
}

/* How many of the referee's log lines hold 'words'. */
static int log_lines_with(const world *w, const char *words)
{
    int n = 0;
    for (const char *at = w->log; (at = strstr(at, words)); at += strlen(words))
        n++;
    return n;
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

static void listen_to_players(void *ctx)
{
    world *w = ctx;
    listen_to(w, w->ana);
    if (w->bo)
        listen_to(w, w->bo);
}

typedef struct asking {
    world *w;
    bool (*done)(world *w, void *ctx);
    void *ctx;
} asking;

static bool condition_holds(void *ctx)
{
    asking *a = ctx;
    return a->done(a->w, a->ctx);
}

/* Steps the referee and listens until done(w, ctx) or 'seconds' passed. */
static bool run_until(world *w, double seconds, bool (*done)(world *w, void *ctx), void *ctx)
{
    referee_world loop = {.referee = &w->r, .look = listen_to_players, .ctx = w};
    return referee_world_run_until(&loop, condition_holds, &(asking){w, done, ctx}, seconds);
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

/* The server, the store, the referee and ana; bo too when bo_logged_in;
 * with referee_makes_rooms, only the referee's account may make a room, as
 * docs/referee.md tells a referee's operator to set the server up. */
static world *start_world(bool offline_storage, bool bo_logged_in, bool referee_makes_rooms)
{
    world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "test_referee_faults"));
    snprintf(w->db, sizeof w->db, "%s/games.sqlite", w->folder);
    char err[512];
    static const prosody_account accounts[] = {{"referee", "referee-secret"},
                                               {"ana", "ana-secret"},
                                               {"bo", "bo-secret"},
                                               {"mallory", "mallory-secret"}};
    static const char *const referee_only[] = {"referee"};
    prosody_options options = {.offline_storage = offline_storage,
                               .room_creators = referee_makes_rooms ? referee_only : NULL,
                               .room_creator_count = referee_makes_rooms ? 1 : 0};
    if (!prosody_start_with(&w->server, accounts, 4, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    w->store = referee_store_open(w->db, err, sizeof err);
    assert_non_null(w->store);
    w->config = (referee_config){.name = "r1",
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
                                 .log = log_line,
                                 .log_ctx = w};
    w->r = referee_new(&w->config, err, sizeof err);
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
    *state = start_world(false, true, true);
    return 0;
}

/* A server that lets any account make a room, for the squatter. */
static int setup_anyone_makes_rooms(void **state)
{
    *state = start_world(false, true, false);
    return 0;
}

static int setup_bo_away_offline_storage(void **state)
{
    *state = start_world(true, false, true);
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

typedef struct joined {
    net_transport *t;
    net_guest *g;
} joined;

/* 'user' joins the room as a guest, with 'token' (NULL: none), checking
 * that the room's host is the referee; tried again while the referee's
 * room is still being made. Ends seated, refused, or gone. */
static joined join_room_as(world *w, const char *user, const char *room, const char *token)
{
    char jid[64], password[64];
    snprintf(jid, sizeof jid, "%s@" PROSODY_DOMAIN, user);
    snprintf(password, sizeof password, "%s-secret", user);
    net_xmpp_account account = {.jid = jid,
                                .password = password,
                                .room = room,
                                .nick = user,
                                .ca_file = w->server.ca_file,
                                .server = w->server.address,
                                .host_jid = "referee@" PROSODY_DOMAIN};
    char err[256];
    joined j = {NULL, NULL};
    guest_goal goal = {NULL};
    for (int attempt = 0; attempt < 20; attempt++) {
        j.t = net_xmpp_join(&account, err, sizeof err);
        assert_non_null(j.t);
        j.g = goal.g = net_guest_new(j.t, user, token, 7);
        assert_non_null(j.g);
        if (run_until(w, 15, guest_decided, &goal) && net_guest_status(j.g) != NET_GUEST_HOST_GONE)
            break;
        fprintf(stderr, "%s: not in the room yet: %s\n", user, net_guest_gone_reason(j.g));
        net_guest_free(j.g);
        net_transport_free(j.t);
        j.g = goal.g = NULL;
    }
    assert_non_null(j.g);
    return j;
}

static void leave_room(joined *j)
{
    net_guest_free(j->g);
    net_transport_free(j->t);
}

/* Bo learnt the room of a game he sits in and joins it without a token:
 * the room admits only its chairs' tokens, and bo is refused. */
static void test_referee_room_refuses_tokenless_guest(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 86400);
    joined bo = join_room_as(w, "bo", g.room, NULL);
    assert_int_equal(net_guest_status(bo.g), NET_GUEST_REFUSED);
    assert_int_equal(net_guest_refusal(bo.g), NET_ERR_TOKEN);
    assert_int_equal(net_guest_chair(bo.g), -1);
    leave_room(&bo);
}

/* Ana's token leaked to bo, who sits in the same game: from bo's account it
 * takes no chair, while ana's own account takes hers with it. */
static void test_referee_stolen_token_refused(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 86400);
    referee_game stored;
    assert_int_equal(referee_store_load_game(w->store, g.id, &stored), REFEREE_STORE_OK);
    const char *anas_token = stored.seats[0].token;
    joined bo = join_room_as(w, "bo", g.room, anas_token);
    assert_int_equal(net_guest_status(bo.g), NET_GUEST_REFUSED);
    assert_int_equal(net_guest_refusal(bo.g), NET_ERR_TOKEN);
    assert_int_equal(net_guest_chair(bo.g), -1);
    leave_room(&bo);
    joined ana = join_room_as(w, "ana", g.room, anas_token);
    assert_int_equal(net_guest_chair(ana.g), 0);
    leave_room(&ana);
}

static bool mallory_ready(world *w, void *ctx)
{
    (void)w;
    return net_xmpp_room_ready(ctx);
}

static bool taken_room_logged(world *w, void *ctx)
{
    (void)ctx;
    return log_lines_with(w, "belongs to another account") > 0;
}

static bool heard_answer(world *w, void *ctx)
{
    (void)ctx;
    return w->heard[REFEREE_MSG_ERROR] > 0 || w->heard[REFEREE_MSG_SEATED] > 0;
}

/* On a server that lets any account make rooms (against docs/referee.md's
 * advice), mallory made the room of a game before its referee could (the
 * referee was down, the server had removed the room): a members-only room
 * she owns,
 * with ana as a member to lure her in. The referee finds the room is not
 * its own, says so, never enters it and tells ana her seat is unavailable;
 * ana's game, sent there anyway with her token, sees that the room's host
 * is not the referee and leaves before it says hello: mallory never gets a
 * line, so never the token, and no move of hers is ever stored. */
static void test_referee_squatted_room_gets_no_token(void **state)
{
    world *w = *state;
    referee_game g;
    memset(&g, 0, sizeof g);
    g.id = 0x5157a77ed0000001ull;
    g.seed = 42;
    g.players = 2;
    g.move_seconds = 86400;
    snprintf(g.room, sizeof g.room, "village-%016" PRIx64 "@" PROSODY_ROOMS, g.id);
    snprintf(g.creator, sizeof g.creator, "ana@" PROSODY_DOMAIN);
    const char *people[2] = {"ana@" PROSODY_DOMAIN, "bo@" PROSODY_DOMAIN};
    for (int s = 0; s < 2; s++) {
        g.seats[s].ai_level = -1;
        snprintf(g.seats[s].jid, sizeof g.seats[s].jid, "%s", people[s]);
        snprintf(g.seats[s].token, sizeof g.seats[s].token, "%032x", 0xa11ce + s);
    }
    village_state first;
    assert_true(village_new_game(&first, 2, g.seed, -1));
    g.to_act = first.actor;

    const char *lured[1] = {"ana@" PROSODY_DOMAIN};
    net_xmpp_account squat = {.jid = "mallory@" PROSODY_DOMAIN,
                              .password = "mallory-secret",
                              .room = g.room,
                              .nick = "referee",
                              .ca_file = w->server.ca_file,
                              .server = w->server.address,
                              .members = lured,
                              .member_count = 1};
    char err[256];
    net_transport *mallory = net_xmpp_host(&squat, err, sizeof err);
    assert_non_null(mallory);
    assert_true(run_until(w, 60, mallory_ready, mallory));

    /* The game as a restarted referee finds it: stored, its lease ours. */
    assert_int_equal(referee_store_create_game(w->store, "r1", 6, &g), REFEREE_STORE_OK);
    assert_true(run_until(w, 60, taken_room_logged, NULL));
    referee_stats stats;
    referee_stats_get(w->r, &stats);
    assert_int_equal(stats.live, 0);

    char line[REFEREE_LINE_MAX + 1];
    assert_true(referee_msg_write(line, sizeof line,
                                  &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = g.id}) > 0);
    assert_true(referee_direct_send(w->ana, "referee@" PROSODY_DOMAIN, line));
    assert_true(run_until(w, 30, heard_answer, NULL));
    assert_int_equal(w->heard[REFEREE_MSG_SEATED], 0);
    assert_int_equal(w->last[REFEREE_MSG_ERROR].error, REFEREE_ERR_UNAVAILABLE);

    /* Ana's game goes there anyway with her token. */
    char ana_jid[] = "ana@" PROSODY_DOMAIN;
    net_xmpp_account account = {.jid = ana_jid,
                                .password = "ana-secret",
                                .room = g.room,
                                .nick = "ana",
                                .ca_file = w->server.ca_file,
                                .server = w->server.address,
                                .host_jid =
                                    "referee@" PROSODY_DOMAIN ",referee-two@" PROSODY_DOMAIN};
    net_transport *t = net_xmpp_join(&account, err, sizeof err);
    assert_non_null(t);
    guest_goal goal = {net_guest_new(t, "ana", g.seats[0].token, 7)};
    assert_non_null(goal.g);
    bool ana_came = false;
    int lines = 0;
    double until = support_seconds_now() + 20;
    while (support_seconds_now() < until && net_guest_status(goal.g) != NET_GUEST_HOST_GONE) {
        net_guest_poll(goal.g);
        net_event e;
        while (net_poll(mallory, &e)) {
            ana_came |= e.kind == NET_EVENT_JOINED;
            lines += e.kind == NET_EVENT_LINE;
        }
        referee_step(w->r);
        listen_to(w, w->ana);
        net_wait(mallory, 10);
    }
    assert_int_equal(net_guest_status(goal.g), NET_GUEST_HOST_GONE);
    assert_non_null(strstr(net_guest_gone_reason(goal.g),
                           "is mallory@" PROSODY_DOMAIN ", not one of referee@" PROSODY_DOMAIN
                           ",referee-two@" PROSODY_DOMAIN));
    assert_int_equal(net_guest_chair(goal.g), -1);
    /* Whatever came in meanwhile: still not one line from ana. */
    until = support_seconds_now() + 2;
    while (support_seconds_now() < until) {
        net_event e;
        while (net_poll(mallory, &e)) {
            ana_came |= e.kind == NET_EVENT_JOINED;
            lines += e.kind == NET_EVENT_LINE;
        }
        net_wait(mallory, 50);
    }
    assert_true(ana_came);
    assert_int_equal(lines, 0);
    assert_int_equal(stored_moves(w, g.id), 0);
    net_guest_free(goal.g);
    net_transport_free(t);
    net_transport_free(mallory);
}

static bool game_live(world *w, void *ctx)
{
    (void)ctx;
    referee_stats s;
    referee_stats_get(w->r, &s);
    return s.live == 1;
}

/* A host's transport for 'room' under mallory's account, stepped until it
 * is ready or has failed; whether she got the room. Refused, her transport
 * says the server would not make it (Prosody's not-allowed). */
static bool mallory_makes(world *w, const char *room)
{
    static const char *const lured[] = {"ana@" PROSODY_DOMAIN};
    net_xmpp_account squat = {.jid = "mallory@" PROSODY_DOMAIN,
                              .password = "mallory-secret",
                              .room = room,
                              .nick = "referee",
                              .ca_file = w->server.ca_file,
                              .server = w->server.address,
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
                fprintf(stderr, "mallory: %s\n", e.text);
                assert_non_null(strstr(e.text, "does not let this account make"));
                failed = true;
            }
        ready = net_xmpp_room_ready(t);
        net_wait(t, 50);
    }
    net_transport_free(t);
    assert_true(failed || ready);
    return ready;
}

/* On a server where only the referee makes rooms (Prosody's
 * restrict_room_creation), a game's room goes when the referee leaves it
 * (rooms are not persistent) and nobody else can make it meanwhile:
 * mallory is refused it. Ana's game, coming while the referee is away, is
 * refused the making of the room too: it waits (net_xmpp_waiting_for_room,
 * which its table says), past the 10 s a guest gives a room that is merely
 * late, and takes its chair once the referee is back and has made the
 * room again. */
static void test_referee_guest_waits_for_the_referee_to_make_its_room(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 86400);
    assert_true(run_until(w, 60, game_live, NULL));
    /* Another game's room, while the referee is here: refused too. */
    assert_false(mallory_makes(w, "village-0123456789abcdef@" PROSODY_ROOMS));

    referee_free(w->r); /* leaves the room, which goes: nobody else is in it */
    w->r = NULL;
    assert_false(mallory_makes(w, g.room));

    char ana_jid[] = "ana@" PROSODY_DOMAIN;
    net_xmpp_account account = {.jid = ana_jid,
                                .password = "ana-secret",
                                .room = g.room,
                                .nick = "ana",
                                .ca_file = w->server.ca_file,
                                .server = w->server.address,
                                .host_jid = "referee@" PROSODY_DOMAIN};
    char err[256];
    net_transport *t = net_xmpp_join(&account, err, sizeof err);
    assert_non_null(t);
    net_guest *ana = net_guest_new(t, "ana", g.seats[0].token, 7);
    assert_non_null(ana);
    bool waited = false;
    double until = support_seconds_now() + 15;
    while (support_seconds_now() < until) {
        net_guest_poll(ana);
        assert_int_not_equal(net_guest_status(ana), NET_GUEST_HOST_GONE);
        waited |= net_xmpp_waiting_for_room(t);
        net_wait(t, 50);
    }
    assert_true(waited);
    assert_true(net_xmpp_waiting_for_room(t));

    w->r = referee_new(&w->config, err, sizeof err);
    assert_non_null(w->r);
    guest_goal goal = {ana};
    assert_true(run_until(w, 60, guest_decided, &goal));
    /* Seated in its own chair with its token (the lobby or the game). */
    assert_true(net_guest_status(ana) == NET_GUEST_LOBBY ||
                net_guest_status(ana) == NET_GUEST_PLAYING);
    assert_int_equal(net_guest_chair(ana), 0);
    assert_false(net_xmpp_waiting_for_room(t));
    net_guest_free(ana);
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

/* The store locked for longer than a lease, and meanwhile another referee
 * (r2) takes the game: when the store answers again the game is not this
 * referee's any more, so its players must not hear "resumed" (nobody hosts
 * it). Only once r2 lets it go and this referee hosts it again do they. */
static void test_referee_lapsed_lease_is_not_resumed(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 86400);
    assert_true(run_until(w, 60, is_online, NULL));
    sqlite3 *other = NULL;
    assert_int_equal(sqlite3_open(w->db, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
    assert_true(run_until(w, 60, heard_paused, NULL));
    /* Held past the lease (6 s) by the database's clock. */
    double until = support_seconds_now() + 8;
    while (support_seconds_now() < until)
        sleep(1);
    assert_int_equal(sqlite3_exec(other, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    char err[256];
    referee_store *r2 = referee_store_open(w->db, err, sizeof err);
    assert_non_null(r2);
    uint64_t ids[4];
    int n = 0;
    assert_int_equal(referee_store_claim_games(r2, "r2", 20, 4, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 1);
    assert_int_equal(ids[0], g.id);

    /* r1 finds the store back and its lease gone: no "resumed". */
    assert_false(run_until(w, 10, heard_resumed, NULL));
    assert_int_equal(w->heard[REFEREE_MSG_RESUMED], 0);
    assert_true(log_lines_with(w, "its lease was lost") > 0);
    referee_stats s;
    referee_stats_get(w->r, &s);
    assert_false(s.store_down);
    assert_int_equal(s.held, 0);

    /* r2 lets it go: r1 claims it, hosts it, and only then says so. */
    assert_int_equal(referee_store_release_game(r2, "r2", g.id), REFEREE_STORE_OK);
    referee_store_close(r2);
    assert_true(run_until(w, 60, heard_resumed, NULL));
    assert_int_equal(w->last[REFEREE_MSG_RESUMED].game, g.id);
    referee_stats_get(w->r, &s);
    assert_int_equal(s.live, 1);
}

static bool heard_listed(world *w, void *ctx)
{
    (void)ctx;
    return w->heard[REFEREE_MSG_LISTED] > 0 || w->heard[REFEREE_MSG_ERROR] > 0;
}

static bool logged(world *w, void *ctx)
{
    return log_lines_with(w, ctx) > 0;
}

static void damage(world *w, const char *sql)
{
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(w->db, &db), SQLITE_OK);
    sqlite3_busy_timeout(db, 10000);
    char *why = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &why) != SQLITE_OK)
        fail_msg("%s: %s", sql, why);
    sqlite3_close(db);
}

/* One of ana's games has a damaged row (seven players), another a row of
 * one player: the log names each with why, neither is hosted, and ana's
 * list still comes, with the game that is whole. */
static void test_referee_damaged_games_named_and_skipped(void **state)
{
    world *w = *state;
    referee_game whole = new_game(w, 86400);
    referee_game seven = new_game(w, 86400);
    referee_game lonely = new_game(w, 86400);
    char sql[300];
    snprintf(sql, sizeof sql, "UPDATE games SET players = 7 WHERE id = %" PRId64,
             (int64_t)seven.id);
    damage(w, sql);
    snprintf(sql, sizeof sql,
             "UPDATE games SET players = 1 WHERE id = %" PRId64 ";"
             "DELETE FROM seats WHERE game = %" PRId64 " AND seat = 1",
             (int64_t)lonely.id, (int64_t)lonely.id);
    damage(w, sql);

    char line[REFEREE_LINE_MAX + 1];
    assert_true(referee_msg_write(line, sizeof line, &(referee_msg){.kind = REFEREE_MSG_LIST}) > 0);
    assert_true(referee_direct_send(w->ana, "referee@" PROSODY_DOMAIN, line));
    assert_true(run_until(w, 30, heard_listed, NULL));
    assert_int_equal(w->heard[REFEREE_MSG_ERROR], 0);
    assert_int_equal(w->last[REFEREE_MSG_LISTED].count, 1);
    assert_int_equal(w->heard[REFEREE_MSG_GAME], 1);
    assert_int_equal(w->last[REFEREE_MSG_GAME].game, whole.id);
    char name[64];
    snprintf(name, sizeof name, "game %016" PRIx64 ": its row says 7 players", seven.id);
    assert_true(log_lines_with(w, name) > 0);
    snprintf(name, sizeof name, "game %016" PRIx64 ": its row says 1 players", lonely.id);
    assert_true(log_lines_with(w, name) > 0);

    /* Restarted, the referee holds them again: each is named, once. */
    referee_free(w->r);
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
                        .log = log_line,
                        .log_ctx = w};
    char err[256];
    w->log[0] = '\0';
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    snprintf(name, sizeof name, "%016" PRIx64 ": cannot load it", seven.id);
    assert_true(run_until(w, 60, logged, name));
    char lonely_name[64];
    snprintf(lonely_name, sizeof lonely_name, "%016" PRIx64 ": cannot load it", lonely.id);
    assert_true(run_until(w, 60, logged, lonely_name));
    char whole_name[80];
    snprintf(whole_name, sizeof whole_name, "%016" PRIx64 ": live", whole.id);
    assert_true(run_until(w, 60, logged, whole_name));
    assert_false(run_until(w, 12, logged, "no such thing: wait past two retries"));
    assert_int_equal(log_lines_with(w, name), 1);
    assert_int_equal(log_lines_with(w, lonely_name), 1);
    referee_stats s;
    referee_stats_get(w->r, &s);
    assert_int_equal(s.live, 1);
}

/* The moves table is gone: the game the referee holds is named with why,
 * and ana's list is still served. */
static void test_referee_moves_gone_named(void **state)
{
    world *w = *state;
    referee_game g = new_game(w, 86400);
    referee_free(w->r);
    w->r = NULL;
    damage(w, "DROP TABLE moves");
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
                        .log = log_line,
                        .log_ctx = w};
    char err[256];
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    char name[120];
    snprintf(name, sizeof name, "game %016" PRIx64 ": cannot read its moves", g.id);
    assert_true(run_until(w, 60, logged, name));
    assert_non_null(strstr(w->log, "no such table: moves"));
    /* The store is read before the login ends: a list sent to an account
     * with no one signed in would wait in the server's offline store. */
    assert_true(run_until(w, 60, is_online, NULL));
    char line[REFEREE_LINE_MAX + 1];
    assert_true(referee_msg_write(line, sizeof line, &(referee_msg){.kind = REFEREE_MSG_LIST}) > 0);
    assert_true(referee_direct_send(w->ana, "referee@" PROSODY_DOMAIN, line));
    assert_true(run_until(w, 30, heard_listed, NULL));
    assert_int_equal(w->heard[REFEREE_MSG_ERROR], 0);
    assert_int_equal(w->last[REFEREE_MSG_LISTED].count, 1);
}

static bool never(world *w, void *ctx)
{
    (void)w;
    (void)ctx;
    return false;
}

/* A referee with a wrong password says why once, not at every retry; the
 * server gone, the reason changes and it says the new one, once. */
static void test_referee_login_failure_said_once_per_reason(void **state)
{
    world *w = *state;
    referee_free(w->r);
    referee_config c = {.name = "r1",
                        .store = w->store,
                        .jid = "referee@" PROSODY_DOMAIN,
                        .password = "not-the-password",
                        .ca_file = w->server.ca_file,
                        .server = w->server.address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = 6,
                        .max_games = 8,
                        .timeout_level = 0,
                        .threads = 1,
                        .log = log_line,
                        .log_ctx = w};
    char err[256];
    w->log[0] = '\0';
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    run_until(w, 9, never, NULL); /* four tries at least, 2 s apart */
    assert_int_equal(log_lines_with(w, "cannot log in as referee@" PROSODY_DOMAIN), 1);
    assert_int_equal(log_lines_with(w, "refused the account or password"), 1);
    /* The server goes: the reason changes (the server's goodbye, then no
     * connection), is said as it changes, then no more while it stays. */
    prosody_stop(&w->server);
    run_until(w, 6, never, NULL);
    int said = log_lines_with(w, "cannot log in as referee@" PROSODY_DOMAIN);
    assert_true(said >= 2);
    run_until(w, 9, never, NULL);
    assert_int_equal(log_lines_with(w, "cannot log in as referee@" PROSODY_DOMAIN), said);
    assert_int_equal(log_lines_with(w, "refused the account or password"), 1);
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
        cmocka_unit_test_setup_teardown(test_referee_stolen_token_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_squatted_room_gets_no_token,
                                        setup_anyone_makes_rooms, teardown),
        cmocka_unit_test_setup_teardown(test_referee_lapsed_lease_is_not_resumed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_damaged_games_named_and_skipped, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_moves_gone_named, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_login_failure_said_once_per_reason, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_your_turn_waits_for_next_login,
                                        setup_bo_away_offline_storage, teardown),
        cmocka_unit_test_setup_teardown(test_referee_guest_waits_for_the_referee_to_make_its_room,
                                        setup, teardown),
    };
    if (getenv("VILLAGE_TEST_ONLY"))
        cmocka_set_test_filter(getenv("VILLAGE_TEST_ONLY"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
