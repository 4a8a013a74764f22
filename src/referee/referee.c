/* The referee (referee.h). Each held game is its record in the store, and,
 * while it is live, its room on the referee's one connection (room_hub.h)
 * and, while someone is in that room or an AI is to act, a session rebuilt
 * from the store's moves and the network host over it. A game nobody is in
 * sleeps: its session and host are freed (a network host alone holds a
 * 64 KB line), it is looked at only when its room wakes it or its turn's
 * time runs out, and it is rebuilt from the store then. The store is the
 * only truth: whenever something goes wrong with a live game (the store
 * refuses a move, the room is lost) the live parts are thrown away without
 * announcing anything, and the game is built again from the store when it
 * can be. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "platform/secure_random.h"
#include "net/host.h"
#include "referee/due_heap.h"
#include "referee/game_styles.h"
#include "referee/id_map.h"
#include "referee/glicko2.h"
#include "referee/referee.h"
#include "referee/requests.h"
#include "referee/room_hub.h"
#include "referee/token_guard.h"
#include "village/ai.h"

enum {
    /* A room lost or a game that would not replay is tried again after this. */
    REOPEN_SECONDS = 5,
    /* An unreachable store is tried again this often. */
    STORE_RETRY_SECONDS = 2,
    /* A finished game stays in its room this long, so its players get the end. */
    LINGER_SECONDS = 10,
    /* A room another account owns is looked at again this rarely: it stays
     * unusable until the server removes it. */
    TAKEN_ROOM_SECONDS = 60,
    /* Requests wait at most this long at start for the held games' rooms
     * to be entered and made ours, so no room is made by another first. */
    ROOMS_PATIENCE_SECONDS = 30,
    MAX_LIST = 64,
    MAX_PEERS = 16,
    /* The most decisions one turn can take (a turn has 2 to 4): the bound of
     * the AI playing the rest of an absent seat's turn. */
    TURN_DECISIONS_MAX = 32,
    /* The limits per account when the configuration leaves them 0. */
    DEFAULT_MAX_OPEN_GAMES = 20,
    DEFAULT_MAX_INVITATIONS = 10,
    DEFAULT_MAX_CREATES_PER_HOUR = 10,
    /* A live game nobody is in goes to sleep after this long without news. */
    SLEEP_AFTER_SECONDS = 2,
    /* A loop with a game awake (an AI to act) looks again this soon. */
    BUSY_WAIT_MS = 5
};

struct referee;

typedef struct held_game {
    referee_game info;
    bool live;
    bool broken;      /* the stored moves do not replay with these rules: held, not hosted */
    bool finished;    /* rated and marked finished in the store */
    bool pending;     /* someone invited has not said yes: held, no room, no clock but the
                         invitation's; the store is read again every REOPEN_SECONDS */
    double reopen_at; /* when a game that is not live is tried again */
    double linger_until;
    double turn_started; /* this referee's monotonic clock: when the seat to act changed */
    int last_actor;
    bool told_paused; /* its players heard "paused" and not yet "resumed" */
    bool room_taken;  /* another account owns its room: never used, no token goes there */
    char said[400];   /* why it is not hosted, as last logged: said again only when it changes */
    /* A seat was sent "your turn" and has not been in the room since: no
     * second notice piles up in the server's offline storage. */
    bool told[VILLAGE_MAX_PLAYERS];
    session *s; /* NULL while the game sleeps */
    net_transport *t;
    net_transport *room; /* the room's own transport, inside t's token guard */
    net_host *h;         /* NULL while the game sleeps */
    struct referee *owner;
    atomic_bool news; /* its room has events: set by the connection's thread */
    double news_at;   /* when it last had news: a stranger's hello is due within */
} held_game;

struct referee {
    referee_config c;
    char name[REFEREE_NAME_MAX + 1];
    char jid[REFEREE_JID_MAX + 1], password[256], ca_file[1024], server[300];
    char rooms[REFEREE_ROOM_MAX - 32]; /* room names are "village-" + 16 hex digits + '@' + this */
    char peers[MAX_PEERS][REFEREE_JID_MAX + 1];
    const char *peer_list[MAX_PEERS];
    int peer_count;
    referee_hub *hub; /* the one XMPP connection: requests and every room */
    held_game *games; /* max_games slots; info.id 0 marks a free slot */
    /* The held games' ids to their slots, and the free slots (the lowest
     * on top at first; the games held are the others): written only by
     * hold and let_go, so that finding a game or a slot costs the same
     * with ten thousand games held. */
    referee_id_map *slot_of;
    int *free_slots, free_count;
    double next_lease;
    bool store_down;
    double store_retry_at;
    bool rooms_opened;   /* the held games' rooms were entered before any request was read */
    double started;      /* when the direct connection first came up */
    char login_why[256]; /* why the direct connection is down, as last logged */
    char claim_why[256]; /* why claiming games failed, as last logged */
    /* Games whose players heard "paused" and that this referee let go (a lease
     * that lapsed meanwhile): told "resumed" only when hosted again. */
    referee_id_map *paused;
    long moves_stored, games_finished;
    /* The held games live and awake, moved only where a game's live flag
     * and host change (set_live, set_host): referee_stats_get then costs
     * nothing with ten thousand games held. */
    int live_count, awake_count;
    /* The loop's sleep, in poll() on a pipe: a room's or a request's news
     * (the connection's thread) or a signal (referee_interrupt) writes a
     * byte, once until the loop wakes. */
    int wake_pipe[2];
    atomic_bool woken;
    bool again; /* requests are left over: look again at once */
    /* When each held game next needs a look, by slot: a wake-up looks at
     * the games due and those with news, never at every game. */
    referee_due_heap *due;
    /* Slots whose rooms had news since the loop last looked: filled by the
     * connection's thread, emptied by the loop, each slot in it once. */
    pthread_mutex_t news_lock;
    int *news, *news_taken, news_count;
    bool *news_queued;
    int settled_from;     /* rooms_settled looked no further back than this slot */
    long loop_wakeups;    /* referee_wait's returns */
    long games_looked_at; /* step_game's calls */
};

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void say(referee *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(referee *r, const char *fmt, ...)
{
    if (!r->c.log)
        return;
    char line[700];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    r->c.log(r->c.log_ctx, line);
}

/* Secrets (seeds, tokens, ids): the operating system's random source. */
static uint64_t random64(referee *r)
{
    (void)r;
    return platform_random64();
}

static void send_msg(referee *r, const char *to, const referee_msg *m)
{
    char line[REFEREE_LINE_MAX + 1];
    if (referee_msg_write(line, sizeof line, m) > 0)
        referee_hub_send(r->hub, to, line);
}

static void send_error(referee *r, const char *to, referee_error_kind e, const char *why)
{
    referee_msg m = {.kind = REFEREE_MSG_ERROR, .error = e};
    snprintf(m.text, sizeof m.text, "%s", why);
    send_msg(r, to, &m);
}

static bool is_person(const referee_game *g, int seat)
{
    return seat >= 0 && seat < g->players && g->seats[seat].ai_level < 0;
}

static void tell_persons(referee *r, const referee_game *g, const referee_msg *m)
{
    for (int s = 0; s < g->players; s++)
        if (is_person(g, s))
            send_msg(r, g->seats[s].jid, m);
}

/* "Your turn" to the seat to act, when it is a person who is not in the
 * room (they see it there) and has not been told already since they were
 * last there. */
static void notify_turn(referee *r, held_game *g, int seat)
{
    if (seat < 0 || !is_person(&g->info, seat) || g->told[seat] ||
        (g->h && net_host_chair_status(g->h, seat) == NET_CHAIR_GUEST))
        return;
    referee_msg m = {.kind = REFEREE_MSG_YOUR_TURN, .game = g->info.id, .moves = g->info.moves};
    snprintf(m.room, sizeof m.room, "%s", g->info.room);
    send_msg(r, g->info.seats[seat].jid, &m);
    g->told[seat] = true;
}

static void tell_cancelled(referee *r, const referee_game *g, const char *why)
{
    referee_msg m = {.kind = REFEREE_MSG_CANCELLED, .game = g->id};
    snprintf(m.text, sizeof m.text, "%s", why);
    tell_persons(r, g, &m);
}

/* ---- a game's live parts ---- */

/* Why a held game is not hosted, in the log once per reason: a game that
 * cannot be hosted is tried again every few seconds. */
static void say_game(referee *r, held_game *g, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void say_game(referee *r, held_game *g, const char *fmt, ...)
{
    char why[sizeof g->said];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    if (strcmp(why, g->said) == 0)
        return;
    snprintf(g->said, sizeof g->said, "%s", why);
    say(r, "game %016" PRIx64 ": %s", g->info.id, why);
}

static void set_live(held_game *g, bool live)
{
    g->owner->live_count += (int)live - (int)g->live;
    g->live = live;
}

/* A game is awake while it has its host: set only here. */
static void set_host(held_game *g, net_host *h)
{
    g->owner->awake_count += (h != NULL) - (g->h != NULL);
    g->h = h;
}

static void take_down(held_game *g)
{
    net_host_free(g->h); /* the host first: it gives the session's chairs back */
    net_transport_free(g->t);
    session_free(g->s);
    set_host(g, NULL);
    g->t = NULL;
    g->room = NULL;
    g->s = NULL;
    set_live(g, false);
}

/* Frees what a game nobody is in needs only while someone is: its room
 * stays entered, and wakes it. */
static void put_to_sleep(held_game *g)
{
    net_host_free(g->h);
    session_free(g->s);
    set_host(g, NULL);
    g->s = NULL;
}

/* Ends the loop's sleep. Called on the connection's thread under its lock,
 * and from a signal handler (referee_interrupt): a flag and one byte, no
 * lock. The byte is written once until the loop wakes, so a busy room does
 * not fill the pipe. */
static void wake_loop(referee *r)
{
    if (!atomic_exchange(&r->woken, true)) {
        char byte = 1;
        ssize_t written = write(r->wake_pipe[1], &byte, 1);
        (void)written; /* full: the loop is woken already */
    }
}

void referee_interrupt(referee *r)
{
    wake_loop(r);
}

/* A room has news: its game is marked and queued for the loop's next look,
 * so the loop finds it without looking at every game. */
static void on_room_news(void *ctx)
{
    held_game *g = ctx;
    referee *r = g->owner;
    atomic_store(&g->news, true);
    int slot = (int)(g - r->games);
    pthread_mutex_lock(&r->news_lock);
    if (!r->news_queued[slot]) {
        r->news_queued[slot] = true;
        r->news[r->news_count++] = slot;
    }
    pthread_mutex_unlock(&r->news_lock);
    wake_loop(r);
}

static void on_request(void *ctx)
{
    wake_loop(ctx);
}

static void schedule(referee *r, held_game *g);

static void let_go(referee *r, held_game *g)
{
    int slot = (int)(g - r->games);
    take_down(g);
    referee_id_map_remove(r->slot_of, g->info.id);
    memset(g, 0, sizeof *g);
    referee_due_heap_remove(r->due, slot);
    r->free_slots[r->free_count++] = slot;
}

typedef struct replay {
    session *s;
    long expected;
    char why[200];
} replay;

static bool replay_move(void *ctx, long seq, int actor, const char *text)
{
    replay *p = ctx;
    const village_state *st = session_state(p->s);
    village_move m;
    if (seq != p->expected || actor != st->actor || !village_move_parse(st, text, &m) ||
        !session_apply(p->s, &m, NULL)) {
        snprintf(p->why, sizeof p->why, "stored move %ld (%s by seat %d) does not replay", seq,
                 text, actor + 1);
        return false;
    }
    p->expected++;
    return true;
}

/* The game's session, its computers playing the styles its id deals them
 * (game_styles.h). */
static session *new_session(const referee_game *g)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    int styles[VILLAGE_MAX_PLAYERS] = {0};
    referee_game_styles(g->id, g->players, g->seats, styles);
    for (int p = 0; p < g->players; p++) {
        bool ai = g->seats[p].ai_level >= 0;
        seats[p].kind = ai ? VILLAGE_SEAT_AI : VILLAGE_SEAT_HUMAN;
        seats[p].ai_level = (uint8_t)(ai ? g->seats[p].ai_level : 0);
        seats[p].colour = (uint8_t)p;
        if (ai)
            snprintf(seats[p].name, sizeof seats[p].name, "%s",
                     village_ai_level_name(g->seats[p].ai_level));
        else
            snprintf(seats[p].name, sizeof seats[p].name, "%.*s",
                     (int)strcspn(g->seats[p].jid, "@"), g->seats[p].jid);
    }
    return session_new_styled(g->players, g->seed, -1, seats, styles);
}

/* Builds the game from the store and opens its room: the session replays
 * every stored move with the rules, and must end where the store says. */
static void bring_up(referee *r, held_game *g)
{
    double now = now_seconds();
    g->reopen_at = now + REOPEN_SECONDS;
    bool was_pending = g->pending;
    referee_store_result res = referee_store_load_game(r->c.store, g->info.id, &g->info);
    if (res != REFEREE_STORE_OK) {
        say_game(r, g, "cannot load it: %s; not hosted, tried again",
                 referee_store_error(r->c.store));
        return;
    }
    if (g->info.players < 2 || g->info.players > VILLAGE_MAX_PLAYERS) {
        g->broken = true;
        say_game(r, g, "its row says %d players (2 to %d are a game); held, not played",
                 g->info.players, VILLAGE_MAX_PLAYERS);
        return;
    }
    if (g->info.status != REFEREE_GAME_PLAYING) { /* cancelled (or finished) elsewhere */
        say(r, "game %016" PRIx64 ": %s: let go", g->info.id,
            g->info.status == REFEREE_GAME_CANCELLED ? "cancelled" : "over");
        let_go(r, g);
        return;
    }
    g->pending = referee_game_pending(&g->info);
    if (g->pending) {
        /* No room and no moves until every invited person has said yes. */
        g->turn_started = now - (g->info.turn_age > 0 ? g->info.turn_age : 0);
        return;
    }
    session *s = new_session(&g->info);
    if (!s) {
        say_game(r, g, "out of memory for its session; tried again");
        return;
    }
    session_host machine = {.threads = r->c.threads, .seconds = NULL};
    session_set_host(s, &machine);
    replay p = {.s = s};
    res = referee_store_read_moves(r->c.store, g->info.id, replay_move, &p);
    const village_state *st = session_state(s);
    bool over = village_game_over(st);
    if (res == REFEREE_STORE_OK && !p.why[0] &&
        (p.expected != g->info.moves || (over ? -1 : st->actor) != g->info.to_act))
        snprintf(p.why, sizeof p.why,
                 "the store says %ld moves and seat %d to act, the replay %ld and %d",
                 g->info.moves, g->info.to_act + 1, p.expected, over ? 0 : st->actor + 1);
    if (res != REFEREE_STORE_OK || p.why[0]) {
        if (p.why[0]) {
            g->broken = true;
            say_game(r, g, "%s; held, not played", p.why);
        } else {
            say_game(r, g, "cannot read its moves: %s; not hosted, tried again",
                     referee_store_error(r->c.store));
        }
        session_free(s);
        return;
    }
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.game_id = g->info.id;
    setup.resumed = true; /* the game goes on whoever is connected: it is by turns */
    for (int c = 0; c < g->info.players; c++) {
        setup.remote[c] = is_person(&g->info, c);
        snprintf(setup.tokens[c], sizeof setup.tokens[c], "%s", g->info.seats[c].token);
    }
    /* A sleeping game wakes in the room it never left. */
    bool waking = g->t != NULL;
    net_transport *room = g->room, *t = g->t;
    char err[256] = "out of memory";
    if (!waking) {
        /* The room admits the people's accounts only (room_hub.h). */
        const char *members[VILLAGE_MAX_PLAYERS];
        int member_count = 0;
        for (int c = 0; c < g->info.players; c++)
            if (is_person(&g->info, c))
                members[member_count++] = g->info.seats[c].jid;
        room = referee_hub_room(r->hub, g->info.room, "referee", members, member_count,
                                r->peer_list, r->peer_count, err, sizeof err);
        t = room ? referee_token_guard_new(room, &g->info) : NULL;
        if (room && !t)
            snprintf(err, sizeof err, "out of memory");
    }
    /* A game with nothing to do comes up asleep, as it would be 2 s later:
     * its room entered, its session and host freed at once. Ten thousand
     * games claimed at a referee's start then cost no host each (64 KB and
     * more, written as it is made) and no look each tick while the server
     * makes their rooms; its room's news wakes it as any sleeping game. */
    double turn_started = now - (g->info.turn_age > 0 ? g->info.turn_age : 0);
    int actor = st->actor; /* st is the session's: gone with it */
    bool asleep =
        !waking && !over && is_person(&g->info, actor) && now - turn_started < g->info.move_seconds;
    net_host *h = t && !asleep ? net_host_new(s, t, &setup) : NULL;
    if (!h && !(t && asleep)) {
        say_game(r, g, "cannot open its room: %s", err);
        if (waking)
            take_down(g);
        else
            net_transport_free(t);
        session_free(s);
        return;
    }
    if (!waking)
        net_set_waker(room, on_room_news, g);
    if (asleep) {
        session_free(s);
        s = NULL;
    }
    g->s = s;
    g->t = t;
    g->room = room;
    set_host(g, h);
    g->said[0] = '\0';
    g->news_at = now;
    g->reopen_at = 0; /* a sleep's news wakes it at once */
    if (g->told_paused) {
        referee_msg m = {.kind = REFEREE_MSG_RESUMED, .game = g->info.id};
        tell_persons(r, &g->info, &m);
        g->told_paused = false;
    }
    set_live(g, true);
    g->broken = false;
    g->turn_started = turn_started;
    g->last_actor = over ? -1 : actor;
    if (!waking)
        say(r, "game %016" PRIx64 ": live in %s at move %ld", g->info.id, g->info.room,
            g->info.moves);
    if (was_pending && !over) /* everyone said yes: the game starts */
        notify_turn(r, g, actor);
}

static void pause_all(referee *r, const char *why)
{
    if (!r->store_down)
        say(r, "the store cannot be reached (%s): games paused", why);
    r->store_down = true;
    r->store_retry_at = now_seconds() + STORE_RETRY_SECONDS;
    for (int i = 0; i < r->c.max_games; i++) {
        held_game *g = &r->games[i];
        if (!g->info.id || !g->live)
            continue;
        take_down(g);
        referee_msg m = {.kind = REFEREE_MSG_PAUSED, .game = g->info.id};
        snprintf(m.text, sizeof m.text, "the referee cannot reach its database");
        tell_persons(r, &g->info, &m);
        g->told_paused = true;
    }
    /* Nothing is due while the store is down (game_due). */
    for (int i = 0; i < r->c.max_games; i++)
        if (r->games[i].info.id)
            schedule(r, &r->games[i]);
}

static void rate(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS])
{
    const village_result *result = ctx;
    referee_glicko2_rate_game(n, result->rank, ratings);
}

static void finish(referee *r, held_game *g)
{
    village_result result;
    village_result_compute(session_state(g->s), &result);
    referee_store_result res =
        referee_store_finish_game(r->c.store, r->name, g->info.id, rate, &result);
    if (res == REFEREE_STORE_UNREACHABLE) {
        pause_all(r, referee_store_error(r->c.store));
        return;
    }
    if (res != REFEREE_STORE_OK && res != REFEREE_STORE_CONFLICT) {
        say(r, "game %016" PRIx64 ": lost before it was rated: %s", g->info.id,
            referee_store_error(r->c.store));
        let_go(r, g);
        return;
    }
    g->finished = true;
    g->linger_until = now_seconds() + LINGER_SECONDS;
    r->games_finished++;
    say(r, "game %016" PRIx64 ": over after %zu moves, rated", g->info.id,
        session_move_count(g->s));
}

/* Stores what the session just played, then announces it. A move the
 * store did not take is never announced: the live game is thrown away. */
static bool commit(referee *r, held_game *g, const session_change *c)
{
    char text[REFEREE_MOVE_MAX + 1];
    if (village_move_format(&c->before, &c->move, text, sizeof text) <= 0) {
        say(r, "game %016" PRIx64 ": a move without notation", g->info.id);
        take_down(g);
        return false;
    }
    const village_state *st = session_state(g->s);
    bool over = village_game_over(st);
    int to_act = over ? -1 : st->actor;
    long seq = (long)session_move_count(g->s) - 1;
    referee_store_result res =
        referee_store_append_move(r->c.store, r->name, g->info.id, seq, c->actor, text, to_act);
    if (res == REFEREE_STORE_UNREACHABLE) {
        pause_all(r, referee_store_error(r->c.store));
        return false;
    }
    if (res != REFEREE_STORE_OK) {
        say(r, "game %016" PRIx64 ": move %ld not stored (%s): let go", g->info.id, seq,
            referee_store_error(r->c.store));
        let_go(r, g);
        return false;
    }
    r->moves_stored++;
    g->info.moves = seq + 1;
    g->info.to_act = to_act;
    /* A turn is all the decisions of one seat: its clock restarts, and its
     * person hears of it, only when the turn passes to another seat. */
    if (to_act != g->last_actor) {
        g->turn_started = now_seconds();
        notify_turn(r, g, to_act);
    }
    g->last_actor = to_act;
    if (over)
        finish(r, g);
    return true;
}

/* The seat to act is a person whose turn's time ran out: the referee's AI
 * plays the rest of that turn for it, every decision until another seat
 * is to act (the AI deals what it cannot see itself, so it plays fair). */
static void play_for_absent(referee *r, held_game *g)
{
    int seat = session_state(g->s)->actor;
    int decisions = 0;
    while (decisions < TURN_DECISIONS_MAX && g->live && !g->finished) {
        const village_state *st = session_state(g->s);
        if (village_game_over(st) || st->actor != seat)
            break;
        village_ai_config cfg = {.level = r->c.timeout_level, .seed = random64(r), .threads = 1};
        village_move m;
        session_change c;
        if (!village_ai_choose(st, &cfg, NULL, &m, NULL) || !session_apply(g->s, &m, &c))
            break;
        decisions++;
        if (!commit(r, g, &c))
            return;
    }
    say(r,
        "game %016" PRIx64
        ": seat %d's time ran out: the referee's AI played its turn (%d decisions)",
        g->info.id, seat + 1, decisions);
}

/* An invitation not answered by all within the game's time limit: the game
 * is cancelled, unrated, and everyone seated is told. */
static void expire(referee *r, held_game *g)
{
    referee_store_result res = referee_store_expire_invitation(r->c.store, r->name, g->info.id);
    if (res == REFEREE_STORE_UNREACHABLE) {
        pause_all(r, referee_store_error(r->c.store));
        return;
    }
    if (res == REFEREE_STORE_CONFLICT) { /* answered meanwhile, elsewhere: read it again */
        g->reopen_at = 0;
        return;
    }
    if (res == REFEREE_STORE_OK) {
        say(r, "game %016" PRIx64 ": the invitation expired: cancelled", g->info.id);
        tell_cancelled(r, &g->info, "the invitation expired before everyone accepted");
    }
    let_go(r, g);
}

/* The seat to act is the referee's AI: the game must be looked at until it
 * has played. */
static bool ai_to_act(const held_game *g)
{
    if (!g->s || g->finished)
        return false;
    const village_state *st = session_state(g->s);
    return !village_game_over(st) && !is_person(&g->info, st->actor);
}

/* A sleeping game's turn ran out: it must wake to play it. */
static bool turn_due(const held_game *g, double now)
{
    return g->info.to_act >= 0 && is_person(&g->info, g->info.to_act) &&
           now - g->turn_started >= g->info.move_seconds;
}

static void step_game(referee *r, held_game *g, double now)
{
    if (g->pending && !r->store_down && now - g->turn_started >= g->info.move_seconds) {
        expire(r, g);
        return;
    }
    if (!g->live) {
        if (g->finished) /* its room was closed while it lingered (a pause): nothing is owed */
            let_go(r, g);
        else if (!r->store_down && now >= g->reopen_at)
            bring_up(r, g);
        return;
    }
    if (!g->h) {
        /* Asleep: only its room's news or its turn's time wakes it. */
        if ((!atomic_load(&g->news) && !turn_due(g, now)) || now < g->reopen_at || r->store_down)
            return;
        atomic_store(&g->news, false);
        bring_up(r, g);
        if (!g->h) {
            atomic_store(&g->news, true); /* tried again at reopen_at */
            return;
        }
    }
    if (atomic_exchange(&g->news, false))
        g->news_at = now;
    net_host_poll(g->h);
    if (net_host_failure(g->h)) {
        bool taken = referee_hub_room_taken(g->room);
        if (taken)
            say_game(r, g,
                     "%s: never used, no token sent there; not hosted until the server's "
                     "operator removes that room",
                     net_host_failure(g->h));
        else
            say(r, "game %016" PRIx64 ": its room was lost: %s", g->info.id,
                net_host_failure(g->h));
        take_down(g);
        g->room_taken = taken;
        g->reopen_at = now + (taken ? TAKEN_ROOM_SECONDS : REOPEN_SECONDS);
        if (g->finished)
            let_go(r, g);
        return;
    }
    if (g->finished) {
        if (now >= g->linger_until) {
            referee_store_release_game(r->c.store, r->name, g->info.id);
            let_go(r, g);
        }
        return;
    }
    for (int seat = 0; seat < g->info.players; seat++)
        if (g->told[seat] && net_host_chair_status(g->h, seat) == NET_CHAIR_GUEST)
            g->told[seat] = false; /* they have seen the table: a later turn is news again */
    session_change c;
    for (int k = 0; k < 64 && g->live && !g->finished; k++) {
        session_turn turn = session_play(g->s, 0, 0, &c);
        if (turn != SESSION_PLAYED)
            break;
        if (!commit(r, g, &c))
            return;
    }
    if (!g->live || g->finished)
        return;
    const village_state *st = session_state(g->s);
    if (!village_game_over(st) && is_person(&g->info, st->actor) &&
        now - g->turn_started >= g->info.move_seconds)
        play_for_absent(r, g);
    if (!g->live || g->finished || !g->h)
        return;
    /* Nobody in its room, no AI to act, nothing heard for a moment: asleep. */
    if (!ai_to_act(g) && now - g->news_at >= SLEEP_AFTER_SECONDS &&
        referee_hub_room_ready(g->room) && referee_hub_room_occupants(g->room) == 0 &&
        !atomic_load(&g->news))
        put_to_sleep(g);
}

/* When the loop must look at this game again without news (now or
 * earlier: at once; INFINITY: only on news). */
static double game_due(const referee *r, const held_game *g, double now)
{
    if (!g->info.id || g->broken)
        return INFINITY;
    if (!g->live) {
        /* While the store is down nothing but letting a finished game go
         * can be done; its return puts every game back (leases). */
        if (r->store_down)
            return g->finished ? now : INFINITY;
        double due = g->finished ? now : g->reopen_at;
        if (g->pending && g->turn_started + g->info.move_seconds < due)
            due = g->turn_started + g->info.move_seconds;
        return due;
    }
    /* Awake: the network host's strangers and the AI want looking at, and
     * the moves a look played reach the guests only at the host's next
     * poll: a finished game's last move too, before it lingers out. */
    if (g->h)
        return now;
    double due = atomic_load(&g->news) ? g->reopen_at : INFINITY;
    if (g->info.to_act >= 0 && is_person(&g->info, g->info.to_act) &&
        g->turn_started + g->info.move_seconds < due)
        due = g->turn_started + g->info.move_seconds;
    return due;
}

/* Puts the game in the due heap at its next look, or takes it out when
 * only news can need one. A look due now is due at the next tick of
 * BUSY_WAIT_MS after the next, the same for every awake game: one step
 * looks at a game at most once from the heap, and a thousand awake games
 * (a referee's start) cost one wake-up a tick, not one each. */
static void schedule(referee *r, held_game *g)
{
    int slot = (int)(g - r->games);
    double now = now_seconds();
    double due = game_due(r, g, now);
    if (isinf(due)) {
        referee_due_heap_remove(r->due, slot);
        return;
    }
    if (due <= now) {
        double tick = BUSY_WAIT_MS / 1000.0;
        due = (floor(now / tick) + 2) * tick;
    }
    referee_due_heap_set(r->due, slot, due);
}

static held_game *find_game(referee *r, uint64_t id)
{
    int slot = referee_id_map_get(r->slot_of, id);
    return slot >= 0 ? &r->games[slot] : NULL;
}

static held_game *hold(referee *r, uint64_t id)
{
    if (!id || r->free_count == 0)
        return NULL;
    int slot = r->free_slots[--r->free_count];
    held_game *g = &r->games[slot];
    referee_id_map_put(r->slot_of, id, slot);
    memset(g, 0, sizeof *g);
    g->info.id = id;
    g->owner = r;
    g->told_paused = referee_id_map_remove(r->paused, id);
    schedule(r, g);
    return g;
}

/* A game let go whose players heard "paused": remembered, so that they hear
 * "resumed" only when a referee hosts it again, never before (forgotten when
 * max_games are remembered already, as the list was bounded before). */
static void remember_paused(referee *r, uint64_t id)
{
    referee_id_map_put(r->paused, id, 0);
}

static int by_id(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static bool among(const uint64_t *sorted, int n, uint64_t id)
{
    return n > 0 && bsearch(&id, sorted, (size_t)n, sizeof id, by_id) != NULL;
}

/* Renews this referee's leases, lets go of what it lost, claims what it
 * has room for. The store's list is sorted and searched and the held games
 * found by id, not compared pairwise: with ten thousand games that was
 * 10^8 comparisons a renewal. */
static void leases(referee *r, double now)
{
    if (now < r->next_lease && !(r->store_down && now >= r->store_retry_at))
        return;
    r->next_lease = now + r->c.lease_seconds / 3.0;
    uint64_t *ids = calloc((size_t)r->c.max_games, sizeof *ids);
    if (!ids)
        return;
    int n = 0;
    referee_store_result res = referee_store_renew_leases(r->c.store, r->name, r->c.lease_seconds,
                                                          ids, r->c.max_games, &n);
    if (res == REFEREE_STORE_UNREACHABLE) {
        pause_all(r, referee_store_error(r->c.store));
        free(ids);
        return;
    }
    if (res == REFEREE_STORE_OK) {
        if (r->store_down) {
            /* Its players hear "resumed" from bring_up, once it is hosted. */
            say(r, "the store is back: games resume as they are hosted again");
            r->store_down = false;
            for (int i = 0; i < r->c.max_games; i++)
                if (r->games[i].info.id) {
                    r->games[i].reopen_at = 0;
                    schedule(r, &r->games[i]);
                }
        }
        qsort(ids, (size_t)n, sizeof *ids, by_id);
        for (int i = 0; i < r->c.max_games; i++) {
            held_game *g = &r->games[i];
            if (!g->info.id || g->finished || among(ids, n, g->info.id))
                continue;
            say(r, "game %016" PRIx64 ": its lease was lost: let go%s", g->info.id,
                g->told_paused ? "; its players stay paused until it is hosted again" : "");
            if (g->told_paused)
                remember_paused(r, g->info.id);
            let_go(r, g);
        }
        /* Games the store says are ours that we do not hold: a restart of ours. */
        for (int k = 0; k < n; k++)
            if (!find_game(r, ids[k]))
                hold(r, ids[k]);
        int room = r->free_count;
        if (room > 0) {
            res = referee_store_claim_games(r->c.store, r->name, r->c.lease_seconds, room, ids, &n);
            if (res == REFEREE_STORE_OK) {
                r->claim_why[0] = '\0';
                for (int k = 0; k < n; k++)
                    if (!find_game(r, ids[k]))
                        hold(r, ids[k]);
            } else if (strcmp(r->claim_why, referee_store_error(r->c.store)) != 0) {
                snprintf(r->claim_why, sizeof r->claim_why, "%s", referee_store_error(r->c.store));
                say(r, "cannot claim games: %s; tried again every %.0f s", r->claim_why,
                    r->c.lease_seconds / 3.0);
            }
        }
    }
    free(ids);
}

/* ---- requests ---- */

referee_store_result referee_create_game(referee *r, const char *creator, int players,
                                         const referee_seat seats[], int move_seconds,
                                         referee_game *out)
{
    referee_game g;
    memset(&g, 0, sizeof g);
    g.players = players;
    g.move_seconds = move_seconds;
    snprintf(g.creator, sizeof g.creator, "%s", creator);
    for (int p = 0; p < players && p < VILLAGE_MAX_PLAYERS; p++) {
        g.seats[p] = seats[p];
        g.seats[p].token[0] = '\0';
        g.seats[p].invited = seats[p].invited && seats[p].ai_level < 0;
        if (g.seats[p].ai_level < 0)
            snprintf(g.seats[p].token, sizeof g.seats[p].token, "%016" PRIx64 "%016" PRIx64,
                     random64(r), random64(r));
    }
    referee_store_result res = REFEREE_STORE_CONFLICT;
    for (int attempt = 0; attempt < 4 && res == REFEREE_STORE_CONFLICT; attempt++) {
        do
            g.id = random64(r);
        while (!g.id);
        g.seed = random64(r);
        snprintf(g.room, sizeof g.room, "village-%016" PRIx64 "@%s", g.id, r->rooms);
        village_state first;
        if (!village_new_game(&first, players, g.seed, -1))
            return REFEREE_STORE_INVALID;
        g.to_act = first.actor;
        res = referee_store_create_game(r->c.store, r->name, r->c.lease_seconds, &g);
    }
    if (res == REFEREE_STORE_UNREACHABLE)
        pause_all(r, referee_store_error(r->c.store));
    if (res != REFEREE_STORE_OK)
        return res;
    held_game *h = hold(r, g.id);
    if (h) {
        h->info = g;
        bring_up(r, h);
        if (h->live)
            notify_turn(r, h, g.to_act);
        schedule(r, h);
    } else {
        referee_store_release_game(r->c.store, r->name, g.id);
    }
    if (out)
        *out = g;
    say(r, "game %016" PRIx64 ": created by %s, %d players, %d s a turn%s", g.id, creator, players,
        move_seconds, referee_game_pending(&g) ? ", invitations sent" : "");
    referee_msg invite = {.kind = REFEREE_MSG_INVITED,
                          .game = g.id,
                          .move_seconds = move_seconds,
                          .players = players};
    snprintf(invite.jid, sizeof invite.jid, "%s", creator);
    memcpy(invite.seats, g.seats, sizeof invite.seats);
    for (int p = 0; p < players; p++)
        invite.seats[p].token[0] = '\0';
    for (int p = 0; p < players; p++)
        if (g.seats[p].invited)
            send_msg(r, g.seats[p].jid, &invite);
    return REFEREE_STORE_OK;
}

static int limit_of(int configured, int fallback)
{
    return configured > 0 ? configured : fallback;
}

/* The limits per account, counted by the store: false, with the sender
 * told which limit, when this game would pass one. (A sentence of at most
 * a dozen words: a line has at most 16.) */
static bool within_limits(referee *r, const char *from, bool invites)
{
    referee_account_counts n;
    if (referee_store_account_counts(r->c.store, from, &n) != REFEREE_STORE_OK) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
        return false;
    }
    int creates = limit_of(r->c.max_creates_per_hour, DEFAULT_MAX_CREATES_PER_HOUR);
    int open = limit_of(r->c.max_open_games, DEFAULT_MAX_OPEN_GAMES);
    int invitations = limit_of(r->c.max_invitations, DEFAULT_MAX_INVITATIONS);
    char why[REFEREE_TEXT_MAX + 1];
    referee_error_kind kind;
    if (n.created_last_hour >= creates) {
        kind = REFEREE_ERR_LIMIT_CREATES;
        snprintf(why, sizeof why, "limit reached: %d games created in the last hour",
                 n.created_last_hour);
    } else if (n.open_games >= open) {
        kind = REFEREE_ERR_LIMIT_GAMES;
        snprintf(why, sizeof why, "limit reached: you sit in %d open games", n.open_games);
    } else if (invites && n.invitations_pending >= invitations) {
        kind = REFEREE_ERR_LIMIT_INVITATIONS;
        snprintf(why, sizeof why, "limit reached: %d of your invitations wait for an answer",
                 n.invitations_pending);
    } else {
        return true;
    }
    say(r, "%s refused a game: %s", from, referee_error_name(kind));
    send_error(r, from, kind, why);
    return false;
}

static void request_create(referee *r, const char *from, const referee_msg *q)
{
    bool sits = false;
    for (int s = 0; s < q->players; s++)
        sits |= q->seats[s].ai_level < 0 && strcmp(q->seats[s].jid, from) == 0;
    if (!sits) {
        send_error(r, from, REFEREE_ERR_INVALID, "you must have a seat in the game you create");
        return;
    }
    if (r->free_count == 0) {
        send_error(r, from, REFEREE_ERR_BUSY, "this referee holds as many games as it may");
        return;
    }
    /* Everybody else seated is invited: the game starts when all said yes. */
    referee_seat seats[VILLAGE_MAX_PLAYERS];
    bool invites = false;
    for (int s = 0; s < q->players; s++) {
        seats[s] = q->seats[s];
        seats[s].invited = seats[s].ai_level < 0 && strcmp(seats[s].jid, from) != 0;
        invites |= seats[s].invited;
    }
    if (!within_limits(r, from, invites))
        return;
    referee_game g;
    referee_store_result res = referee_create_game(r, from, q->players, seats, q->move_seconds, &g);
    if (res == REFEREE_STORE_OK) {
        referee_msg m = {.kind = REFEREE_MSG_CREATED, .game = g.id};
        snprintf(m.room, sizeof m.room, "%s", g.room);
        send_msg(r, from, &m);
    } else if (res == REFEREE_STORE_UNREACHABLE) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
    } else {
        char why[REFEREE_TEXT_MAX + 1];
        snprintf(why, sizeof why, "%s", referee_store_error(r->c.store));
        for (char *c = why; *c; c++)
            if (*c == ' ' && c[1] == ' ')
                *c = '-';
        send_error(r, from, REFEREE_ERR_INVALID, why[0] ? why : "the game cannot be made");
    }
}

static void request_list(referee *r, const char *from)
{
    referee_game *list = calloc(MAX_LIST, sizeof *list);
    int n = 0;
    referee_store_result res = list ? referee_store_list_games(r->c.store, from, list, MAX_LIST, &n)
                                    : REFEREE_STORE_UNREACHABLE;
    if (res != REFEREE_STORE_OK) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
        free(list);
        return;
    }
    /* Damaged games the store left out of the list: the operator hears which. */
    if (referee_store_error(r->c.store)[0])
        say(r, "%s's list: %s", from, referee_store_error(r->c.store));
    for (int i = 0; i < n; i++) {
        const referee_game *g = &list[i];
        int chair = -1;
        for (int s = 0; s < g->players; s++)
            if (is_person(g, s) && strcmp(g->seats[s].jid, from) == 0)
                chair = s;
        referee_msg m = {.kind = REFEREE_MSG_GAME,
                         .game = g->id,
                         .chair = chair,
                         .to_act = g->status == REFEREE_GAME_FINISHED ? -1 : g->to_act,
                         .moves = g->moves,
                         .players = g->players};
        bool pending = referee_game_pending(g);
        if (pending)
            m.to_act = -1; /* nobody acts before the game starts */
        m.state = pending && chair >= 0 && g->seats[chair].invited ? REFEREE_STATE_INVITED
                  : pending                                        ? REFEREE_STATE_PENDING
                  : m.to_act < 0                                   ? REFEREE_STATE_FINISHED
                  : m.to_act == chair                              ? REFEREE_STATE_YOUR_TURN
                                                                   : REFEREE_STATE_WAITING;
        /* Of the turn, or of the invitation's time (counted from the creation). */
        double left = m.to_act < 0 && !pending ? 0 : g->move_seconds - g->turn_age;
        m.seconds_left = left < 0 ? 0 : (long)left;
        snprintf(m.room, sizeof m.room, "%s", g->room);
        memcpy(m.seats, g->seats, sizeof m.seats);
        send_msg(r, from, &m);
    }
    referee_msg done = {.kind = REFEREE_MSG_LISTED, .count = n};
    send_msg(r, from, &done);
    free(list);
}

static void request_seat(referee *r, const char *from, uint64_t id)
{
    referee_game g;
    referee_store_result res = referee_store_load_game(r->c.store, id, &g);
    if (res == REFEREE_STORE_UNREACHABLE) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
        return;
    }
    const held_game *held = res == REFEREE_STORE_OK ? find_game(r, id) : NULL;
    for (int s = 0; res == REFEREE_STORE_OK && s < g.players; s++)
        if (is_person(&g, s) && strcmp(g.seats[s].jid, from) == 0) {
            /* No token before the game starts: nobody plays a game that
             * not everybody has agreed to. */
            if (g.status == REFEREE_GAME_CANCELLED) {
                send_error(r, from, REFEREE_ERR_OVER, "the game was cancelled");
                return;
            }
            if (referee_game_pending(&g)) {
                send_error(r, from, REFEREE_ERR_NOT_STARTED,
                           g.seats[s].invited
                               ? "accept the invitation first"
                               : "the game starts when everyone invited has accepted");
                return;
            }
            if (held && held->room_taken) {
                send_error(r, from, REFEREE_ERR_UNAVAILABLE,
                           "another account holds the game's room: the referee's operator is told");
                return;
            }
            referee_msg m = {.kind = REFEREE_MSG_SEATED, .game = id, .chair = s};
            snprintf(m.room, sizeof m.room, "%s", g.room);
            snprintf(m.token, sizeof m.token, "%s", g.seats[s].token);
            send_msg(r, from, &m);
            return;
        }
    /* The same answer whether the game exists or not: ids are not to be probed. */
    send_error(r, from, REFEREE_ERR_NOT_SEATED, "you have no seat in that game");
}

referee_store_result referee_answer_invitation(referee *r, const char *jid, uint64_t id, bool yes)
{
    referee_game g;
    referee_store_result res = referee_store_answer_invitation(r->c.store, id, jid, yes, &g);
    if (res != REFEREE_STORE_OK)
        return res;
    held_game *h = find_game(r, id);
    if (!yes) {
        say(r, "game %016" PRIx64 ": %s declined: cancelled", id, jid);
        char why[REFEREE_TEXT_MAX + 1];
        snprintf(why, sizeof why, "%.100s %s", jid,
                 strcmp(jid, g.creator) == 0 ? "withdrew the invitation"
                                             : "declined the invitation");
        tell_cancelled(r, &g, why);
        if (h)
            let_go(r, h);
    } else if (h && h->pending && !referee_game_pending(&g)) {
        say(r, "game %016" PRIx64 ": %s accepted, the last: it starts", id, jid);
        bring_up(r, h); /* another referee that holds it reads it within REOPEN_SECONDS */
        schedule(r, h);
    }
    return REFEREE_STORE_OK;
}

static void request_answer(referee *r, const char *from, uint64_t id, bool yes)
{
    referee_store_result res = referee_answer_invitation(r, from, id, yes);
    if (res == REFEREE_STORE_OK && yes) {
        referee_msg m = {.kind = REFEREE_MSG_ACCEPTED, .game = id};
        send_msg(r, from, &m);
    } else if (res == REFEREE_STORE_UNREACHABLE) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
    } else if (res == REFEREE_STORE_CONFLICT) {
        send_error(r, from, REFEREE_ERR_OVER,
                   yes ? "the game was cancelled or is over"
                       : "the game has started, ended or been cancelled");
    } else if (res != REFEREE_STORE_OK) {
        send_error(r, from, REFEREE_ERR_NOT_SEATED, "you have no seat in that game");
    }
}

static void request_rating(referee *r, const char *from, const char *jid)
{
    referee_msg m = {.kind = REFEREE_MSG_RATED};
    snprintf(m.jid, sizeof m.jid, "%s", jid);
    if (referee_store_rating(r->c.store, jid, &m.rating) != REFEREE_STORE_OK) {
        send_error(r, from, REFEREE_ERR_UNAVAILABLE, "the referee cannot reach its database");
        return;
    }
    send_msg(r, from, &m);
}

/* Answers up to 64 requests; true when that left some waiting. */
static bool requests(referee *r)
{
    const char *from, *body;
    int k = 0;
    for (; k < 64 && referee_hub_poll(r->hub, &from, &body); k++) {
        referee_msg q;
        char why[200];
        if (!referee_jid_ok(from, strlen(from)))
            continue;
        if (!referee_msg_read(body, strlen(body), &q, why, sizeof why)) {
            /* Only lines of our protocol get an answer: a person who writes
             * to the referee by hand gets one sentence, not a conversation.
             * Another version's program is answered in its own version's
             * words, which it can read and tell its player. */
            int version = referee_line_version(body, strlen(body));
            char line[REFEREE_LINE_MAX + 1];
            if (version && version != REFEREE_PROTOCOL_VERSION) {
                if (referee_version_error_write(line, sizeof line, version))
                    referee_hub_send(r->hub, from, line);
            } else {
                send_error(r, from, REFEREE_ERR_SYNTAX,
                           version ? why
                                   : "this is a referee of Village games: see docs/referee.md");
            }
            continue;
        }
        switch (q.kind) {
        case REFEREE_MSG_CREATE:
            request_create(r, from, &q);
            break;
        case REFEREE_MSG_LIST:
            request_list(r, from);
            break;
        case REFEREE_MSG_SEAT:
            request_seat(r, from, q.game);
            break;
        case REFEREE_MSG_RATING:
            request_rating(r, from, q.jid);
            break;
        case REFEREE_MSG_ACCEPT:
        case REFEREE_MSG_DECLINE:
            request_answer(r, from, q.game, q.kind == REFEREE_MSG_ACCEPT);
            break;
        default:
            send_error(r, from, REFEREE_ERR_SYNTAX, "a message only the referee sends");
            break;
        }
    }
    return k == 64;
}

/* ---- the referee ---- */

/* What referee_new allocated, the hub already closed. */
static void referee_release(referee *r)
{
    for (int i = 0; i < 2; i++)
        if (r->wake_pipe[i] >= 0)
            close(r->wake_pipe[i]);
    pthread_mutex_destroy(&r->news_lock);
    referee_due_heap_free(r->due);
    referee_id_map_free(r->slot_of);
    referee_id_map_free(r->paused);
    free(r->free_slots);
    free(r->news);
    free(r->news_taken);
    free(r->news_queued);
    free(r->games);
    free(r);
}

referee *referee_new(const referee_config *config, char *err, size_t err_size)
{
    referee *r = NULL;
    if (!config->store || !config->name || !*config->name ||
        strlen(config->name) > REFEREE_NAME_MAX || !config->jid || !config->password ||
        !config->rooms || !*config->rooms || strlen(config->rooms) >= sizeof r->rooms ||
        config->max_games < 1 || config->lease_seconds <= 0 || config->timeout_level < 0 ||
        config->timeout_level >= VILLAGE_AI_LEVELS) {
        snprintf(err, err_size,
                 "a referee needs a store, a name, an XMPP account, a rooms service, "
                 "a lease and room for games");
        return NULL;
    }
    r = calloc(1, sizeof *r);
    if (!r || !(r->games = calloc((size_t)config->max_games, sizeof *r->games))) {
        free(r);
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    r->c = *config;
    snprintf(r->name, sizeof r->name, "%s", config->name);
    snprintf(r->jid, sizeof r->jid, "%s", config->jid);
    snprintf(r->password, sizeof r->password, "%s", config->password);
    snprintf(r->ca_file, sizeof r->ca_file, "%s", config->ca_file ? config->ca_file : "");
    snprintf(r->server, sizeof r->server, "%s", config->server ? config->server : "");
    snprintf(r->rooms, sizeof r->rooms, "%s", config->rooms);
    for (const char *p = config->peers ? config->peers : ""; *p;) {
        size_t n = strcspn(p, ",");
        if (n > 0 && r->peer_count < MAX_PEERS && n <= REFEREE_JID_MAX && referee_jid_ok(p, n)) {
            snprintf(r->peers[r->peer_count], sizeof r->peers[0], "%.*s", (int)n, p);
            if (strcasecmp(r->peers[r->peer_count], r->jid) != 0) {
                r->peer_list[r->peer_count] = r->peers[r->peer_count];
                r->peer_count++;
            }
        } else if (n > 0) {
            snprintf(err, err_size, "--peers: '%.*s' is not an XMPP address (at most %d)",
                     (int)(n < 100 ? n : 100), p, MAX_PEERS);
            free(r->games);
            free(r);
            return NULL;
        }
        p += n + (p[n] == ',');
    }
    referee_hub_account account = {.jid = r->jid,
                                   .password = r->password,
                                   .ca_file = r->ca_file[0] ? r->ca_file : NULL,
                                   .server = r->server[0] ? r->server : NULL,
                                   .rooms = r->rooms};
    r->wake_pipe[0] = r->wake_pipe[1] = -1;
    pthread_mutex_init(&r->news_lock, NULL);
    size_t slots = (size_t)config->max_games;
    r->due = referee_due_heap_new(config->max_games);
    r->news = calloc(slots, sizeof *r->news);
    r->news_taken = calloc(slots, sizeof *r->news_taken);
    r->news_queued = calloc(slots, sizeof *r->news_queued);
    r->slot_of = referee_id_map_new(config->max_games);
    r->paused = referee_id_map_new(config->max_games);
    r->free_slots = malloc(slots * sizeof *r->free_slots);
    bool ok = r->due && r->news && r->news_taken && r->news_queued && r->slot_of && r->paused &&
              r->free_slots;
    for (int i = 0; ok && i < config->max_games; i++)
        r->free_slots[r->free_count++] = config->max_games - 1 - i;
    if (!ok)
        snprintf(err, err_size, "out of memory");
    if (ok && pipe(r->wake_pipe) != 0) {
        snprintf(err, err_size, "cannot make a pipe: %s", strerror(errno));
        ok = false;
    }
    for (int i = 0; ok && i < 2; i++)
        if (fcntl(r->wake_pipe[i], F_SETFL, O_NONBLOCK) != 0 ||
            fcntl(r->wake_pipe[i], F_SETFD, FD_CLOEXEC) != 0) {
            snprintf(err, err_size, "cannot set up a pipe: %s", strerror(errno));
            ok = false;
        }
    if (ok && !(r->hub = referee_hub_open(&account, err, err_size)))
        ok = false;
    if (!ok) {
        referee_release(r);
        return NULL;
    }
    referee_hub_set_waker(r->hub, on_request, r);
    return r;
}

void referee_free(referee *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->c.max_games; i++)
        if (r->games[i].info.id) {
            if (!r->store_down)
                referee_store_release_game(r->c.store, r->name, r->games[i].info.id);
            take_down(&r->games[i]);
        }
    referee_hub_close(r->hub);
    referee_release(r);
}

/* Every held game's room entered and made ours, or given up for now. Asked
 * at each wake-up of the start only: it goes on from the first game whose
 * room was not ready, so the start does not look at every game each time. */
static bool rooms_settled(referee *r)
{
    for (; r->settled_from < r->c.max_games; r->settled_from++) {
        const held_game *g = &r->games[r->settled_from];
        if (g->info.id && !g->broken && !g->finished &&
            (g->live ? !referee_hub_room_ready(g->room) : g->reopen_at == 0))
            return false;
    }
    return true;
}

/* Looks at one game, then puts it where its next look is due. */
static void look_at(referee *r, held_game *g, double now)
{
    if (g->info.id && !g->broken) {
        step_game(r, g, now);
        r->games_looked_at++;
    }
    schedule(r, g);
}

void referee_step(referee *r)
{
    double now = now_seconds();
    /* Games are opened only once the connection is up. */
    if (!referee_hub_online(r->hub)) {
        /* An operator must see why it is not online (a wrong password, no
         * server), once per reason: it tries again every 2 seconds. */
        char why[sizeof r->login_why];
        referee_hub_failure(r->hub, why, sizeof why);
        if (why[0] && strcmp(why, r->login_why) != 0) {
            snprintf(r->login_why, sizeof r->login_why, "%s", why);
            say(r, "cannot log in as %s: %s; trying again every 2 s", r->jid, why);
        }
        return;
    }
    if (r->login_why[0]) {
        say(r, "logged in as %s", r->jid);
        r->login_why[0] = '\0';
    }
    if (!r->started)
        r->started = now;
    leases(r, now);
    /* The games whose rooms had news, then the games due: never every game. */
    pthread_mutex_lock(&r->news_lock);
    int *taken = r->news, count = r->news_count;
    r->news = r->news_taken;
    r->news_taken = taken;
    r->news_count = 0;
    for (int i = 0; i < count; i++)
        r->news_queued[taken[i]] = false;
    pthread_mutex_unlock(&r->news_lock);
    for (int i = 0; i < count; i++)
        look_at(r, &r->games[taken[i]], now);
    int slot;
    double at;
    while (referee_due_heap_first(r->due, &slot, &at) && at <= now)
        look_at(r, &r->games[slot], now);
    /* Requests only once the held games' rooms are ours again: a player
     * sent to a room is never sent into one another account made first. */
    if (!r->rooms_opened)
        r->rooms_opened = rooms_settled(r) || now >= r->started + ROOMS_PATIENCE_SECONDS;
    r->again = r->rooms_opened && requests(r);
}

void referee_wait(referee *r, int timeout_ms)
{
    /* Asleep until a room or a request has news, a signal comes, or the
     * next thing is due: the first game in the due heap (an awake game's
     * every BUSY_WAIT_MS, a turn's time limit, a room to open again), the
     * leases' renewal, the store's retry, the start's patience. A game
     * nobody moves in wakes nobody; offline, the connection's thread wakes
     * the loop when it comes up or fails again. */
    double now = now_seconds();
    double until = INFINITY;
    if (r->again) {
        until = now;
    } else if (referee_hub_online(r->hub)) {
        until = r->next_lease;
        int slot;
        double at;
        if (referee_due_heap_first(r->due, &slot, &at) && at < until)
            until = at;
        if (r->store_down && r->store_retry_at < until)
            until = r->store_retry_at;
        if (!r->rooms_opened && r->started + ROOMS_PATIENCE_SECONDS < until)
            until = r->started + ROOMS_PATIENCE_SECONDS;
    }
    int ms = -1; /* poll()'s "no bound" */
    if (!isinf(until)) {
        double left = (until - now) * 1000.0;
        ms = left <= 0 ? 0 : left >= INT_MAX - 1 ? INT_MAX : (int)left + 1;
    }
    if (timeout_ms >= 0 && (ms < 0 || ms > timeout_ms))
        ms = timeout_ms;
    if (ms != 0 && !atomic_load(&r->woken)) {
        struct pollfd wake = {.fd = r->wake_pipe[0], .events = POLLIN};
        poll(&wake, 1, ms); /* EINTR: a signal, which the caller looks at */
    }
    atomic_store(&r->woken, false);
    char drained[64];
    while (read(r->wake_pipe[0], drained, sizeof drained) > 0) {
    }
    r->loop_wakeups++;
}

void referee_stats_get(const referee *r, referee_stats *out)
{
    *out = (referee_stats){.held = r->c.max_games - r->free_count,
                           .moves_stored = r->moves_stored,
                           .games_finished = r->games_finished,
                           .store_down = r->store_down,
                           .live = r->live_count,
                           .awake = r->awake_count,
                           .online = referee_hub_online(r->hub)};
    referee_hub_stats hub;
    referee_hub_stats_get(r->hub, &hub);
    out->stanzas_in = hub.stanzas_in;
    out->stanzas_out = hub.stanzas_out;
    out->wakeups = hub.wakeups;
    out->entries_again = hub.entries_again;
    out->rooms_ready = hub.rooms_ready;
    out->loop_wakeups = r->loop_wakeups;
    out->games_looked_at = r->games_looked_at;
}

void referee_stats_recount(const referee *r, referee_stats *out)
{
    referee_stats_get(r, out);
    out->held = out->live = out->awake = 0;
    for (int i = 0; i < r->c.max_games; i++) {
        out->held += r->games[i].info.id != 0;
        out->live += r->games[i].info.id && r->games[i].live;
        out->awake += r->games[i].info.id && r->games[i].h;
    }
}
