/* The referee in this process against a Prosody the test starts on
 * 127.0.0.1, for what a game needs before and around its turns
 * (docs/referee.md, "Invitations", "Limits", "The time limit", "Notices"):
 * a person seated by someone else is invited and nothing happens to them
 * until they say yes (no "your turn", no token, no AI playing for them, no
 * rating), a no or an expired invitation cancels the game and everybody
 * seated is told, a yes starts it; each account's limits refuse with their
 * own error; the time limit counts a turn, not a decision, and the AI plays
 * the whole turn; a player who plays in the room finds no pile of "your
 * turn" notices in the server's offline storage afterwards; an expert seat,
 * with the shipped learned evaluation, plays its turns against a person. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "child_process.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "referee/requests.h"
#include "referee/xmpp_direct.h"
#include "referee_players.h"
#include "referee_world.h"
#include "temp_folder.h"
#include "village/ai.h"
#include "village/save.h"
#include "village/save_learned.h"
#include "wait_until.h"

#define REFEREE_JID "referee@" PROSODY_DOMAIN
#define ANA         "ana@" PROSODY_DOMAIN
#define BO          "bo@" PROSODY_DOMAIN

static const char *cli_path;

typedef struct heard {
    int count[REFEREE_MSG_KINDS];
    referee_msg last[REFEREE_MSG_KINDS];
} heard;

typedef struct world {
    char folder[256], db[320];
    prosody_server server;
    referee_store *store;
    referee *r;
    referee_direct *ana, *bo;
    heard at_ana, at_bo;
    int timeouts; /* the referee's "time ran out" log lines */
} world;

typedef struct world_options {
    bool offline_storage;
    bool players_logged_in;
    int max_open_games, max_invitations, max_creates_per_hour;
} world_options;

static void log_line(void *ctx, const char *line)
{
    world *w = ctx;
    if (strstr(line, "time ran out"))
        w->timeouts++;
    fprintf(stderr, "referee: %s\n", line);
}

static void listen_to(referee_direct *d, heard *h)
{
    const char *from, *body;
    while (d && referee_direct_poll(d, &from, &body)) {
        referee_msg m;
        char why[200];
        if (!referee_msg_read(body, strlen(body), &m, why, sizeof why))
            fail_msg("a line from %s nobody can read: %s (%s)", from, body, why);
        h->count[m.kind]++;
        h->last[m.kind] = m;
    }
}

static void listen_to_both(void *ctx)
{
    world *w = ctx;
    listen_to(w->ana, &w->at_ana);
    listen_to(w->bo, &w->at_bo);
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
    referee_world loop = {.referee = &w->r, .look = listen_to_both, .ctx = w, .pause = 0.01};
    return referee_world_run_until(&loop, condition_holds, &(asking){w, done, ctx}, seconds);
}

static bool all_online(world *w, void *ctx)
{
    (void)ctx;
    referee_stats s;
    referee_stats_get(w->r, &s);
    return s.online && (!w->ana || referee_direct_online(w->ana)) &&
           (!w->bo || referee_direct_online(w->bo));
}

static referee_direct *log_in(world *w, const char *jid, const char *password)
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

static world *start_world(const world_options *o)
{
    world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "test_referee_consent"));
    snprintf(w->db, sizeof w->db, "%s/games.sqlite", w->folder);
    char err[512];
    static const prosody_account accounts[] = {
        {"referee", "referee-secret"}, {"ana", "ana-secret"}, {"bo", "bo-secret"}};
    prosody_options options = {.offline_storage = o->offline_storage};
    if (!prosody_start_with(&w->server, accounts, 3, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    w->store = referee_store_open(w->db, err, sizeof err);
    assert_non_null(w->store);
    referee_config c = {.name = "r1",
                        .store = w->store,
                        .jid = REFEREE_JID,
                        .password = "referee-secret",
                        .ca_file = w->server.ca_file,
                        .server = w->server.address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = 6,
                        .max_games = 8,
                        .timeout_level = 0,
                        .threads = 1,
                        .max_open_games = o->max_open_games,
                        .max_invitations = o->max_invitations,
                        .max_creates_per_hour = o->max_creates_per_hour,
                        .log = log_line,
                        .log_ctx = w};
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    if (o->players_logged_in) {
        w->ana = log_in(w, ANA, "ana-secret");
        w->bo = log_in(w, BO, "bo-secret");
    }
    assert_true(run_until(w, 90, all_online, NULL));
    return w;
}

static int setup(void **state)
{
    *state = start_world(&(world_options){.players_logged_in = true});
    return 0;
}

static int setup_limits(void **state)
{
    *state = start_world(&(world_options){.players_logged_in = true,
                                          .max_open_games = 2,
                                          .max_invitations = 1,
                                          .max_creates_per_hour = 2});
    return 0;
}

static int setup_offline_storage(void **state)
{
    *state = start_world(&(world_options){.offline_storage = true});
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

static void ask(world *w, referee_direct *who, const referee_msg *m)
{
    (void)w;
    char line[REFEREE_LINE_MAX + 1];
    assert_true(referee_msg_write(line, sizeof line, m) > 0);
    assert_true(referee_direct_send(who, REFEREE_JID, line));
}

static referee_game load(world *w, uint64_t id)
{
    referee_game g;
    assert_int_equal(referee_store_load_game(w->store, id, &g), REFEREE_STORE_OK);
    return g;
}

/* Ana's game with bo, bo invited (or not), a turn of 'seconds'. */
static referee_game game_with_bo(world *w, bool bo_invited, int seconds)
{
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = -1, .invited = bo_invited}};
    snprintf(seats[0].jid, sizeof seats[0].jid, ANA);
    snprintf(seats[1].jid, sizeof seats[1].jid, BO);
    referee_game g;
    assert_int_equal(referee_create_game(w->r, ANA, 2, seats, seconds, &g), REFEREE_STORE_OK);
    return g;
}

typedef struct count_goal {
    heard *h;
    referee_msg_kind kind;
    int at_least;
} count_goal;

static bool heard_enough(world *w, void *ctx)
{
    (void)w;
    count_goal *goal = ctx;
    return goal->h->count[goal->kind] >= goal->at_least;
}

static void hear(world *w, heard *h, referee_msg_kind kind)
{
    count_goal goal = {h, kind, h->count[kind] + 1};
    if (!run_until(w, 60, heard_enough, &goal))
        fail_msg("message %d never came", (int)kind);
}

/* A notice the referee sends on its own (not an answer) may have come while
 * the test waited for something else: heard once, whenever it came. */
static void hear_first(world *w, heard *h, referee_msg_kind kind)
{
    if (h->count[kind] == 0)
        hear(w, h, kind);
}

typedef struct status_goal {
    uint64_t id;
    referee_game_status status;
} status_goal;

static bool has_status(world *w, void *ctx)
{
    status_goal *goal = ctx;
    referee_game g;
    return referee_store_load_game(w->store, goal->id, &g) == REFEREE_STORE_OK &&
           g.status == goal->status;
}

/* Bo is invited to a game with a turn of 6 seconds and never answers: he
 * hears the invitation, gets no token, never hears "your turn"; nobody
 * plays for him; at the invitation's time the game is cancelled, both are
 * told, nobody is rated. (Six seconds, not fewer, so that on a loaded
 * machine his seat request is still answered before the invitation ends.) */
static void test_referee_invitation_never_answered_is_cancelled(void **state)
{
    world *w = *state;
    referee_game g = game_with_bo(w, true, 6);
    hear(w, &w->at_bo, REFEREE_MSG_INVITED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_INVITED].game, g.id);
    assert_string_equal(w->at_bo.last[REFEREE_MSG_INVITED].jid, ANA);
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = g.id});
    hear(w, &w->at_bo, REFEREE_MSG_ERROR);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_ERROR].error, REFEREE_ERR_NOT_STARTED);
    assert_int_equal(w->at_bo.count[REFEREE_MSG_SEATED], 0);
    status_goal cancelled = {g.id, REFEREE_GAME_CANCELLED};
    assert_true(run_until(w, 60, has_status, &cancelled));
    hear_first(w, &w->at_bo, REFEREE_MSG_CANCELLED);
    hear_first(w, &w->at_ana, REFEREE_MSG_CANCELLED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_CANCELLED].game, g.id);
    assert_int_equal(w->at_ana.last[REFEREE_MSG_CANCELLED].game, g.id);
    assert_int_equal(load(w, g.id).moves, 0);
    assert_int_equal(w->at_bo.count[REFEREE_MSG_YOUR_TURN], 0);
    assert_int_equal(w->at_ana.count[REFEREE_MSG_YOUR_TURN], 0);
    assert_int_equal(w->timeouts, 0);
    referee_rating rating;
    assert_int_equal(referee_store_rating(w->store, BO, &rating), REFEREE_STORE_OK);
    assert_int_equal(rating.games, 0);
    assert_int_equal(referee_store_rating(w->store, ANA, &rating), REFEREE_STORE_OK);
    assert_int_equal(rating.games, 0);
    referee_stats s;
    referee_stats_get(w->r, &s);
    assert_int_equal(s.held, 0);
    /* Cancelled games leave the lists. */
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_LIST});
    hear(w, &w->at_bo, REFEREE_MSG_LISTED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_LISTED].count, 0);
}

/* Bo says no: the game is cancelled at once and both are told. */
static void test_referee_decline_cancels(void **state)
{
    world *w = *state;
    referee_game g = game_with_bo(w, true, 86400);
    hear(w, &w->at_bo, REFEREE_MSG_INVITED);
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_DECLINE, .game = g.id});
    hear(w, &w->at_bo, REFEREE_MSG_CANCELLED);
    hear_first(w, &w->at_ana, REFEREE_MSG_CANCELLED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_CANCELLED].game, g.id);
    assert_non_null(strstr(w->at_ana.last[REFEREE_MSG_CANCELLED].text, "declined"));
    assert_int_equal(load(w, g.id).status, REFEREE_GAME_CANCELLED);
    /* A yes after the no is refused: the game is over. */
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_ACCEPT, .game = g.id});
    hear(w, &w->at_bo, REFEREE_MSG_ERROR);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_ERROR].error, REFEREE_ERR_OVER);
    assert_int_equal(w->at_bo.count[REFEREE_MSG_YOUR_TURN], 0);
}

static bool game_live(world *w, void *ctx)
{
    (void)ctx;
    referee_stats s;
    referee_stats_get(w->r, &s);
    return s.live == 1;
}

/* Bo's list shows the invitation; his yes starts the game: it goes live,
 * the first to act hears "your turn", and bo may take his chair. */
static void test_referee_accept_starts(void **state)
{
    world *w = *state;
    referee_game g = game_with_bo(w, true, 86400);
    hear(w, &w->at_bo, REFEREE_MSG_INVITED);
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_LIST});
    hear(w, &w->at_bo, REFEREE_MSG_LISTED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_GAME].state, REFEREE_STATE_INVITED);
    ask(w, w->ana, &(referee_msg){.kind = REFEREE_MSG_LIST});
    hear(w, &w->at_ana, REFEREE_MSG_LISTED);
    assert_int_equal(w->at_ana.last[REFEREE_MSG_GAME].state, REFEREE_STATE_PENDING);
    referee_stats s;
    referee_stats_get(w->r, &s);
    assert_int_equal(s.live, 0);
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_ACCEPT, .game = g.id});
    hear(w, &w->at_bo, REFEREE_MSG_ACCEPTED);
    assert_true(run_until(w, 60, game_live, NULL));
    heard *first = g.to_act == 0 ? &w->at_ana : &w->at_bo;
    hear_first(w, first, REFEREE_MSG_YOUR_TURN);
    assert_int_equal(first->last[REFEREE_MSG_YOUR_TURN].game, g.id);
    ask(w, w->bo, &(referee_msg){.kind = REFEREE_MSG_SEAT, .game = g.id});
    hear(w, &w->at_bo, REFEREE_MSG_SEATED);
    assert_int_equal(w->at_bo.last[REFEREE_MSG_SEATED].chair, 1);
}

static referee_msg create(const char *a, const char *b)
{
    referee_msg m = {.kind = REFEREE_MSG_CREATE, .move_seconds = 86400, .players = 2};
    m.seats[0] = (referee_seat){.ai_level = -1};
    snprintf(m.seats[0].jid, sizeof m.seats[0].jid, "%s", a);
    if (strncmp(b, "ai:", 3) == 0) {
        m.seats[1] = (referee_seat){.ai_level = 0};
    } else {
        m.seats[1] = (referee_seat){.ai_level = -1};
        snprintf(m.seats[1].jid, sizeof m.seats[1].jid, "%s", b);
    }
    return m;
}

/* What a player had heard before asking. */
typedef struct before {
    const heard *h;
    int created, errors;
} before;

static bool answered(world *w, void *ctx)
{
    (void)w;
    const before *b = ctx;
    return b->h->count[REFEREE_MSG_CREATED] > b->created ||
           b->h->count[REFEREE_MSG_ERROR] > b->errors;
}

/* The answer to a create: created, or the error's kind. */
static int create_answer(world *w, referee_direct *who, heard *h, const referee_msg *m)
{
    before b = {h, h->count[REFEREE_MSG_CREATED], h->count[REFEREE_MSG_ERROR]};
    ask(w, who, m);
    assert_true(run_until(w, 60, answered, &b));
    if (h->count[REFEREE_MSG_CREATED] > b.created)
        return -1;
    return (int)h->last[REFEREE_MSG_ERROR].error;
}

/* A referee with at most 1 unanswered invitation, 2 creates an hour and 2
 * open games per account: each refusal names its limit. */
static void test_referee_limits_per_account(void **state)
{
    world *w = *state;
    referee_msg with_bo = create(ANA, BO), with_ai = create(ANA, "ai:");
    assert_int_equal(create_answer(w, w->ana, &w->at_ana, &with_bo), -1);
    assert_int_equal(create_answer(w, w->ana, &w->at_ana, &with_bo), REFEREE_ERR_LIMIT_INVITATIONS);
    assert_non_null(strstr(w->at_ana.last[REFEREE_MSG_ERROR].text, "invitations"));
    assert_int_equal(create_answer(w, w->ana, &w->at_ana, &with_ai), -1);
    assert_int_equal(create_answer(w, w->ana, &w->at_ana, &with_ai), REFEREE_ERR_LIMIT_CREATES);
    assert_non_null(strstr(w->at_ana.last[REFEREE_MSG_ERROR].text, "hour"));
    /* Bo sits in ana's invitation: one game of his own fills his two. */
    referee_msg bo_alone = create(BO, "ai:");
    assert_int_equal(create_answer(w, w->bo, &w->at_bo, &bo_alone), -1);
    assert_int_equal(create_answer(w, w->bo, &w->at_bo, &bo_alone), REFEREE_ERR_LIMIT_GAMES);
    assert_non_null(strstr(w->at_bo.last[REFEREE_MSG_ERROR].text, "open games"));
    /* The counts are the store's: they hold for any referee of it. */
    referee_account_counts n;
    assert_int_equal(referee_store_account_counts(w->store, ANA, &n), REFEREE_STORE_OK);
    assert_int_equal(n.created_last_hour, 2);
    assert_int_equal(n.invitations_pending, 1);
    assert_int_equal(n.open_games, 2);
}

/* The runs of one seat in the stored moves: the turns played. */
typedef struct runs {
    int last_actor;
    long turns, moves;
} runs;

static bool count_run(void *ctx, long seq, int actor, const char *text)
{
    (void)seq;
    (void)text;
    runs *r = ctx;
    r->turns += actor != r->last_actor;
    r->last_actor = actor;
    r->moves++;
    return true;
}

static runs stored_runs(world *w, uint64_t id)
{
    runs r = {.last_actor = -1};
    assert_int_equal(referee_store_read_moves(w->store, id, count_run, &r), REFEREE_STORE_OK);
    return r;
}

static bool a_long_turn_played(world *w, void *ctx)
{
    const uint64_t *id = ctx;
    runs r = stored_runs(w, *id);
    return r.turns >= 6 && r.moves > r.turns;
}

/* Nobody comes to a game whose turn lasts 1 second: each time the limit
 * runs out the referee's AI plays that seat's whole turn, so the limit
 * runs out once a turn, not once a decision. */
static void test_referee_time_limit_counts_turns(void **state)
{
    world *w = *state;
    referee_game g = game_with_bo(w, false, 1);
    assert_true(run_until(w, 120, a_long_turn_played, &g.id));
    int timeouts = w->timeouts; /* every one logged after its turn was stored */
    runs r = stored_runs(w, g.id);
    fprintf(stderr, "%ld decisions in %ld turns, %d time limits ran out\n", r.moves, r.turns,
            timeouts);
    assert_true(timeouts >= 1);
    assert_true(timeouts <= r.turns);
    assert_true(r.moves > timeouts);
}

static bool game_over(world *w, void *ctx)
{
    const uint64_t *id = ctx;
    referee_game g;
    return referee_store_load_game(w->store, *id, &g) == REFEREE_STORE_OK &&
           g.status == REFEREE_GAME_FINISHED;
}

/* Ana's game, a day a turn, against the referee's AI at 'level', her
 * chair taken by a village-cli join client that plays random moves from
 * the room only. */
static pid_t ana_against_the_ai(world *w, int level, referee_game *g)
{
    referee_seat seats[2] = {{.ai_level = -1}, {.ai_level = level}};
    snprintf(seats[0].jid, sizeof seats[0].jid, ANA);
    assert_int_equal(referee_create_game(w->r, ANA, 2, seats, 86400, g), REFEREE_STORE_OK);
    referee_game stored = load(w, g->id);
    referee_msg seat = {.kind = REFEREE_MSG_SEATED, .game = g->id, .chair = 0};
    snprintf(seat.room, sizeof seat.room, "%s", stored.room);
    snprintf(seat.token, sizeof seat.token, "%s", stored.seats[0].token);
    player ana = {.user = "ana", .password = "ana-secret"};
    snprintf(ana.jid, sizeof ana.jid, ANA);
    return player_start_client(&w->server, &ana, &seat, REFEREE_JID, cli_path, w->folder, SIGKILL);
}

/* Ana plays a whole game against the referee's AI from the room only (a
 * village-cli join client; no direct connection of hers is logged in, so
 * the server keeps what is sent to her). At her next login, the notices
 * kept for that one finished game are a few at most (the first turn,
 * before she joined the room, and any turn that came while her client was
 * away): the referee never tells a player who is in the room. Measured:
 * the count is printed. */
static void test_referee_notices_do_not_pile_up(void **state)
{
    world *w = *state;
    referee_game g;
    pid_t client = ana_against_the_ai(w, 0, &g);
    bool over = run_until(w, 600, game_over, &g.id);
    child_stop(client, SIGTERM, 5000, SIGKILL);
    assert_true(over);
    w->ana = log_in(w, ANA, "ana-secret");
    assert_true(run_until(w, 60, all_online, NULL));
    /* The server delivers what it kept as soon as she is present, before
     * any answer to a request sent after: the list's end closes the count. */
    ask(w, w->ana, &(referee_msg){.kind = REFEREE_MSG_LIST});
    hear(w, &w->at_ana, REFEREE_MSG_LISTED);
    int kept = w->at_ana.count[REFEREE_MSG_YOUR_TURN];
    fprintf(stderr, "notices kept for ana for one finished game of %ld moves: %d\n",
            load(w, g.id).moves, kept);
    /* The first turn's (before her client joined), and one for each time
     * her client was away when her turn came (a loaded machine's client may
     * drop and rejoin the room); one per turn of hers before (63 in a game
     * of 255 moves). */
    assert_true(kept <= 3);
}

static bool expert_played_two_turns(world *w, void *ctx)
{
    const uint64_t *id = ctx;
    runs r = stored_runs(w, *id);
    /* Ana's random client and the expert take turns; the one to start is
     * the deal's: four turns hold two of the expert's, whoever began. */
    return r.turns >= 4;
}

/* The stored moves replayed by the rules from the game's deal. */
typedef struct replaying {
    village_state state;
    long played;
} replaying;

static bool replay_one(void *ctx, long seq, int actor, const char *text)
{
    (void)seq;
    replaying *p = ctx;
    village_move m;
    if (actor != p->state.actor || !village_move_parse(&p->state, text, &m) ||
        !village_apply(&p->state, &m, NULL)) {
        fprintf(stderr, "stored move %ld (%s by seat %d, seat %d to act) does not replay\n", seq,
                text, actor + 1, p->state.actor + 1);
        return false;
    }
    p->played++;
    return true;
}

static bool replays(world *w, uint64_t id)
{
    referee_game g = load(w, id);
    /* Dealt as the referee's session deals it. */
    village_record dealt;
    assert_true(village_record_new(&dealt, g.players, g.seed, -1));
    replaying p = {.state = dealt.state};
    village_record_free(&dealt);
    return referee_store_read_moves(w->store, id, replay_one, &p) == REFEREE_STORE_OK &&
           p.played == g.moves;
}

/* The expert level at a referee, as village-referee seats it: the shipped
 * learned evaluation installed (main.c does it from --learned or
 * VILLAGE_LEARNED), and an expert seat playing its turns against a person
 * in a game by turns, each decision on the referee's own budget. The
 * referee replays every stored move with the rules when it brings a game
 * up, and the test replays them too. */
static village_learned shipped; /* outlives every search (ai_learned.h) */

static void test_referee_expert_seat_plays_its_turns(void **state)
{
    world *w = *state;
    char path[512], why[300];
    snprintf(path, sizeof path, "%s/ai/learned.txt", VILLAGE_TEST_DATA_DIR);
    if (!village_learned_read_file(path, &shipped, why, sizeof why))
        fail_msg("the shipped learned evaluation: %s", why);
    village_learned_install(&shipped);
    referee_game g;
    pid_t client = ana_against_the_ai(w, VILLAGE_AI_EXPERT, &g);
    assert_int_equal(load(w, g.id).seats[1].ai_level, VILLAGE_AI_EXPERT);
    bool played = run_until(w, 300, expert_played_two_turns, &g.id);
    child_stop(client, SIGTERM, 5000, SIGKILL);
    village_learned_install(NULL);
    assert_true(played);
    runs r = stored_runs(w, g.id);
    fprintf(stderr, "the expert and ana: %ld decisions in %ld turns\n", r.moves, r.turns);
    /* Every stored move is legal where it stands, the expert's included. */
    assert_true(replays(w, g.id));
    assert_int_equal(w->timeouts, 0); /* nobody's time ran out: the expert played */
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s VILLAGE_CLI\n", argv[0]);
        return 2;
    }
    cli_path = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_invitation_never_answered_is_cancelled, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_decline_cancels, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_accept_starts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_limits_per_account, setup_limits, teardown),
        cmocka_unit_test_setup_teardown(test_referee_time_limit_counts_turns, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_notices_do_not_pile_up, setup_offline_storage,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_expert_seat_plays_its_turns,
                                        setup_offline_storage, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
