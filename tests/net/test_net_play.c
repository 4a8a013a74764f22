/* net_play (src/net/net_play.h), the front end's one object for a network
 * game: a host and two guests play whole 3-player games, an AI deciding for
 * every chair through net_play_decide (a guest's from its following
 * session's view), over the in-memory transport and over loopback TCP.
 * Every side ends on the same public state and every guest's session holds
 * the host's moves with the host's events as its chair may know them; a guest killed mid-game comes
 * back with its token and follows on; a host saved, freed and resumed gets its guests back and the
 * game finishes. VILLAGE_TEST_SEED=N replays a seed; a failure prints it. */
/* clock_gettime */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "net/direct_transport.h"
#include "net/memory_transport.h"
#include "net/net_play.h"
#include "net/public_view.h"
#include "net_play_loop.h"
#include "vanishing_transport.h"
#include "village/ai.h"
#include "wait_until.h"
#include "waker_probe.h"

enum { GUESTS = 2, PLAYERS = 3, MAX_LOG = 4096 };

typedef struct game {
    bool direct;
    net_memory_hub *hub;
    char address[64];
    net_loop_side host, guests[GUESTS];
    uint64_t seed;
    char save[256];
    net_loop loop; /* steps the host and the guests */
} game;

static uint64_t test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 5;
}

static void say_seed(const game *g)
{
    net_loop_say_seed(&g->loop);
}

#define CHECK(g, cond)                                                                             \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            say_seed(g);                                                                           \
            fail_msg("%s", #cond);                                                                 \
        }                                                                                          \
    } while (0)

static void side_init(net_loop_side *s)
{
    net_loop_side_init(s, MAX_LOG);
}

/* The loop over the game's host and guests, the seed set. */
static void loop_init(game *g)
{
    g->loop = (net_loop){.test = "test_net_play",
                         .seed = g->seed,
                         .sides = {&g->host, &g->guests[0], &g->guests[1]},
                         .count = 1 + GUESTS,
                         .pause = 100e-6};
}

static net_transport *host_transport(game *g)
{
    if (!g->direct)
        return net_memory_host(g->hub);
    char err[200];
    net_transport *t = net_direct_listen("127.0.0.1:0", err, sizeof err);
    assert_non_null(t);
    snprintf(g->address, sizeof g->address, "%s", net_address(t));
    return t;
}

static net_transport *guest_transport(game *g)
{
    if (!g->direct)
        return net_memory_join(g->hub);
    char err[200];
    return net_direct_connect(g->address, err, sizeof err);
}

/* The host's own chair is Ana's, or a medium computer's playing
 * computer_style when that is not negative. */
static void open_host_with(game *g, int computer_style)
{
    village_seat seats[VILLAGE_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int c = 0; c < PLAYERS; c++) {
        seats[c].kind = VILLAGE_SEAT_HUMAN;
        seats[c].colour = (uint8_t)c;
        snprintf(seats[c].name, sizeof seats[c].name, c ? "Guest" : "Ana");
    }
    int styles[VILLAGE_MAX_PLAYERS] = {computer_style};
    if (computer_style >= 0) {
        seats[0].kind = VILLAGE_SEAT_AI;
        seats[0].ai_level = VILLAGE_AI_MEDIUM;
    }
    session *s = session_new_styled(PLAYERS, g->seed, -1, seats, styles);
    assert_non_null(s);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = setup.remote[2] = true;
    side_init(&g->host);
    g->host.t = host_transport(g);
    g->host.np = net_play_host(s, g->host.t, &setup);
    assert_non_null(g->host.np);
    assert_int_equal(net_play_role_of(g->host.np), NET_PLAY_HOSTING);
    assert_int_equal(net_play_phase_of(g->host.np), NET_PLAY_LOBBY);
}

static void open_host(game *g)
{
    open_host_with(g, -1);
}

static void join(game *g, int i, const char *token)
{
    static const char *const names[GUESTS] = {"Bea", "Cai"};
    side_init(&g->guests[i]);
    g->guests[i].t = guest_transport(g);
    assert_non_null(g->guests[i].t);
    g->guests[i].np = net_play_join(g->guests[i].t, names[i], token, g->seed * 7 + (uint64_t)i);
    assert_non_null(g->guests[i].np);
}

typedef bool (*until_fn)(game *g);

typedef struct asking {
    game *g;
    until_fn until;
} asking;

static bool ask(void *ctx)
{
    asking *a = ctx;
    return a->until(a->g);
}

/* Steps until the condition holds; false after 'seconds'. */
static bool run_until(game *g, until_fn until, double seconds)
{
    return net_loop_run_until(&g->loop, ask, &(asking){g, until}, seconds);
}

static bool everyone_over(game *g)
{
    if (!g->host.np || net_play_phase_of(g->host.np) != NET_PLAY_OVER)
        return false;
    for (int i = 0; i < GUESTS; i++)
        if (!g->guests[i].np || net_play_phase_of(g->guests[i].np) != NET_PLAY_OVER)
            return false;
    return true;
}

static bool everyone_playing(game *g)
{
    for (int i = 0; i < GUESTS; i++)
        if (!g->guests[i].np || !net_play_session(g->guests[i].np))
            return false;
    return net_play_phase_of(g->host.np) == NET_PLAY_PLAYING;
}

static bool host_at_move_20(game *g)
{
    return session_move_count(net_play_session(g->host.np)) >= 20;
}

/* The host (its own chair Ana's, or a computer's as open_host_with says)
 * and both guests playing. */
static void open_game_with(game *g, bool direct, int computer_style)
{
    memset(g, 0, sizeof *g);
    g->direct = direct;
    g->seed = test_seed();
    loop_init(g);
    if (!direct) {
        g->hub = net_memory_hub_new();
        assert_non_null(g->hub);
    }
    snprintf(g->save, sizeof g->save, "/tmp/test_net_play_%ld.json", (long)getpid());
    open_host_with(g, computer_style);
    for (int i = 0; i < GUESTS; i++)
        join(g, i, NULL);
    CHECK(g, run_until(g, everyone_playing, 20));
    CHECK(g, net_play_own_chair(g->guests[0].np) + net_play_own_chair(g->guests[1].np) == 3);
    for (int i = 0; i < GUESTS; i++) {
        CHECK(g, net_play_own_chair(g->guests[i].np) >= 1);
        CHECK(g, net_play_players(g->guests[i].np) == PLAYERS);
        CHECK(g, strlen(net_play_token(g->guests[i].np)) == NET_TOKEN_HEX);
    }
}

static void open_game(game *g, bool direct)
{
    open_game_with(g, direct, -1);
}

static void close_game(game *g)
{
    net_loop_side_free(&g->host);
    for (int i = 0; i < GUESTS; i++)
        net_loop_side_free(&g->guests[i]);
    if (g->hub)
        net_memory_hub_free(g->hub);
    char chairs[300];
    snprintf(chairs, sizeof chairs, "%s.chairs", g->save);
    remove(g->save);
    remove(chairs);
}

static bool same_event(const village_event *a, const village_event *b)
{
    return a->kind == b->kind && a->player == b->player && a->member == b->member && a->a == b->a &&
           a->b == b->b && a->from_place == b->from_place && a->from_spot == b->from_spot &&
           a->to_place == b->to_place && a->to_spot == b->to_spot && a->amount == b->amount;
}

/* Every side ends on the host's public state; a guest's log holds the
 * host's moves since it began to follow. */
static void check_end(game *g)
{
    const session *host = net_play_session(g->host.np);
    char *want = net_public_json(session_state(host));
    assert_non_null(want);
    /* The host's record calls each guest's chair by the name its guest gave,
     * not by the setup's placeholder ("Guest"). */
    for (int i = 0; i < GUESTS; i++) {
        int chair = net_play_own_chair(g->guests[i].np);
        CHECK(g, chair > 0 && strcmp(session_player_name(host, chair), i ? "Cai" : "Bea") == 0);
    }
    for (int i = 0; i < GUESTS; i++) {
        const net_loop_side *s = &g->guests[i];
        const session *follow = net_play_session(s->np);
        CHECK(g, session_is_following(follow));
        /* Every chair is a person's: the host's own (Ana) as the host's
         * seats line says, the guests' too. */
        for (int c = 0; c < PLAYERS; c++)
            CHECK(g, session_is_human(follow, c));
        CHECK(g, strcmp(session_player_name(follow, 0), "Ana") == 0);
        CHECK(g, strcmp(session_player_name(follow, 1), "Bea") == 0 ||
                     strcmp(session_player_name(follow, 1), "Cai") == 0);
        char *got = net_public_json(session_state(follow));
        CHECK(g, got && strcmp(got, want) == 0);
        free(got);
        CHECK(g, s->first_logged + s->logged <= g->host.logged);
        for (size_t k = 0; k < s->logged; k++) {
            const net_loop_move *h = &g->host.log[s->first_logged + k], *m = &s->log[k];
            CHECK(g, h->actor == m->actor);
            CHECK(g, village_move_equal(&h->move, &m->move));
            /* The host's events, as this chair may know them. */
            village_events known;
            net_events_for_chair(&h->events, net_play_own_chair(s->np), h->over, &known);
            CHECK(g, known.count == m->events.count && known.overflowed == m->events.overflowed);
            for (int e = 0; e < known.count; e++)
                CHECK(g, same_event(&known.items[e], &m->events.items[e]));
        }
        char err[200];
        CHECK(g, !session_save(follow, g->save, err, sizeof err));
        CHECK(g, strstr(err, "host") != NULL);
    }
    free(want);
}

static void whole_game(bool direct)
{
    game g;
    open_game(&g, direct);
    bool over = run_until(&g, everyone_over, 240);
    if (!over) {
        fprintf(stderr, "host phase %d moves %zu actor %d here %d\n", net_play_phase_of(g.host.np),
                session_move_count(net_play_session(g.host.np)),
                session_state(net_play_session(g.host.np))->actor,
                net_play_decides_here(g.host.np));
        for (int i = 0; i < GUESTS; i++)
            fprintf(stderr, "guest %d refusal %d here %d phase %d moves %zu logged %zu\n", i,
                    net_play_refusal(g.guests[i].np), net_play_decides_here(g.guests[i].np),
                    net_play_phase_of(g.guests[i].np),
                    session_move_count(net_play_session(g.guests[i].np)), g.guests[i].logged);
    }
    CHECK(&g, over);
    for (int i = 0; i < GUESTS; i++)
        CHECK(&g, g.guests[i].logged == g.host.logged);
    check_end(&g);
    close_game(&g);
}

static void whole_game_in_memory(void **state)
{
    (void)state;
    whole_game(false);
}

static void whole_game_over_loopback(void **state)
{
    (void)state;
    whole_game(true);
}

/* A guest's table shows the host's computer with the style it plays
 * (docs/ai.md, "Styles"): the results say it, as on one screen. */
static void guests_see_the_computers_style(void **state)
{
    (void)state;
    game g;
    open_game_with(&g, false, VILLAGE_AI_STYLE_MERCHANT);
    CHECK(&g, session_ai_style(net_play_session(g.host.np), 0) == VILLAGE_AI_STYLE_MERCHANT);
    for (int i = 0; i < GUESTS; i++) {
        const session *follow = net_play_session(g.guests[i].np);
        CHECK(&g, !session_is_human(follow, 0));
        CHECK(&g, session_ai_style(follow, 0) == VILLAGE_AI_STYLE_MERCHANT);
        for (int c = 1; c < PLAYERS; c++)
            CHECK(&g, session_is_human(follow, c) && session_ai_style(follow, c) == -1);
    }
    close_game(&g);
}

static bool host_sees_chair_1_away(game *g)
{
    return net_play_chair_status(g->host.np, 1) == NET_CHAIR_AWAY;
}

/* Guest 0 is killed at move 20 and comes back with its token. */
static void killed_guest_rejoins(void **state)
{
    (void)state;
    game g;
    open_game(&g, false);
    CHECK(&g, run_until(&g, host_at_move_20, 60));
    char token[NET_TOKEN_HEX + 1];
    snprintf(token, sizeof token, "%s", net_play_token(g.guests[0].np));
    CHECK(&g, strlen(token) == NET_TOKEN_HEX);
    net_loop_side_free(&g.guests[0]);
    CHECK(&g, run_until(&g, host_sees_chair_1_away, 20));
    join(&g, 0, token);
    CHECK(&g, run_until(&g, everyone_playing, 20));
    CHECK(&g, net_play_own_chair(g.guests[0].np) == 1);
    CHECK(&g, run_until(&g, everyone_over, 240));
    /* The guest that came back followed the host from its first view on:
     * its moves are the last of the host's. */
    CHECK(&g, g.guests[0].logged > 0 && g.guests[0].logged < g.host.logged);
    g.guests[0].first_logged = g.host.logged - g.guests[0].logged;
    check_end(&g);
    close_game(&g);
}

static net_transport *dial_memory(void *ctx, char *message, size_t size)
{
    game *g = ctx;
    net_transport *t = net_memory_join(g->hub);
    if (!t)
        snprintf(message, size, "no host");
    return t;
}

/* A guest whose room vanished mid-game (docs/network-protocol.md, "A guest
 * asks the room every 3 s whether it is still in it") joins again by
 * itself through its dialer, is given its chair back and follows the game
 * to the end; without a dialer it would wait for Reconnect. */
static void vanished_room_rejoined_on_its_own(void **state)
{
    (void)state;
    game g;
    memset(&g, 0, sizeof g);
    g.seed = test_seed();
    loop_init(&g);
    g.hub = net_memory_hub_new();
    assert_non_null(g.hub);
    snprintf(g.save, sizeof g.save, "/tmp/test_net_play_%ld.json", (long)getpid());
    open_host(&g);
    vanishing_transport *v = NULL;
    net_transport *t = vanishing_transport_new(net_memory_join(g.hub), &v);
    assert_non_null(t);
    side_init(&g.guests[0]);
    g.guests[0].t = t;
    g.guests[0].np = net_play_join(t, "Bea", NULL, g.seed * 7);
    assert_non_null(g.guests[0].np);
    net_play_set_dialer(g.guests[0].np, dial_memory, &g);
    join(&g, 1, NULL);
    CHECK(&g, run_until(&g, everyone_playing, 20));
    CHECK(&g, run_until(&g, host_at_move_20, 60));
    int chair = net_play_own_chair(g.guests[0].np);
    size_t followed = g.guests[0].logged;
    assert_int_equal(net_play_vanished_rejoins(g.guests[0].np), 0);

    vanishing_transport_vanish(v); /* the room is gone, and the guest with it */
    CHECK(&g, run_until(&g, everyone_over, 240));
    assert_int_equal(net_play_vanished_rejoins(g.guests[0].np), 1);
    assert_int_equal(net_play_own_chair(g.guests[0].np), chair);
    /* It played on after coming back: its table followed moves since. */
    CHECK(&g, g.guests[0].logged > followed);
    assert_int_equal(net_public_hash(session_state(net_play_session(g.guests[0].np))),
                     net_public_hash(session_state(net_play_session(g.host.np))));
    close_game(&g);
}

static bool guests_see_host_gone(game *g)
{
    for (int i = 0; i < GUESTS; i++)
        if (net_play_phase_of(g->guests[i].np) != NET_PLAY_HOST_GONE)
            return false;
    return true;
}

static bool everyone_welcomed_again(game *g)
{
    for (int i = 0; i < GUESTS; i++)
        if (net_play_phase_of(g->guests[i].np) != NET_PLAY_PLAYING)
            return false;
    return true;
}

/* The host saves at move 20 and stops; its guests say so and keep their
 * tables. The host resumes from its save; the guests reconnect with their
 * tokens (net_play_reconnect), their tables jump to the host's view and
 * follow on, and the game finishes: each guest's log is the whole game. */
static void host_resumes(void **state)
{
    (void)state;
    game g;
    open_game(&g, false);
    CHECK(&g, run_until(&g, host_at_move_20, 60));
    char err[300];
    CHECK(&g, net_play_save(g.host.np, g.save, err, sizeof err));
    size_t saved_moves = session_move_count(net_play_session(g.host.np));
    net_loop_side_free(&g.host);
    CHECK(&g, run_until(&g, guests_see_host_gone, 20));
    for (int i = 0; i < GUESTS; i++)
        CHECK(&g, net_play_failure(g.guests[i].np)[0] != '\0');
    net_memory_hub *old = g.hub;
    g.hub = net_memory_hub_new();
    assert_non_null(g.hub);
    side_init(&g.host);
    g.host.t = net_memory_host(g.hub);
    g.host.np = net_play_resume(g.save, g.host.t, err, sizeof err);
    if (!g.host.np)
        fail_msg("resume: %s", err);
    CHECK(&g, session_move_count(net_play_session(g.host.np)) == saved_moves);
    CHECK(&g, net_play_phase_of(g.host.np) == NET_PLAY_PLAYING);
    CHECK(&g, net_play_chair_status(g.host.np, 1) == NET_CHAIR_AWAY);
    for (int i = 0; i < GUESTS; i++) {
        unsigned long revision = net_play_revision(g.guests[i].np);
        CHECK(&g, net_play_reconnect(g.guests[i].np, net_memory_join(g.hub)));
        g.guests[i].t = NULL;
        CHECK(&g, net_play_revision(g.guests[i].np) == revision);
        CHECK(&g, net_play_own_chair(g.guests[i].np) == i + 1); /* kept meanwhile */
    }
    net_memory_hub_free(old); /* every transport of it is freed */
    CHECK(&g, run_until(&g, everyone_welcomed_again, 20));
    for (int i = 0; i < GUESTS; i++)
        CHECK(&g, net_play_own_chair(g.guests[i].np) == i + 1);
    CHECK(&g, run_until(&g, everyone_over, 240));
    const session *host = net_play_session(g.host.np);
    char *want = net_public_json(session_state(host));
    for (int i = 0; i < GUESTS; i++) {
        const net_loop_side *s = &g.guests[i];
        char *got = net_public_json(session_state(net_play_session(s->np)));
        CHECK(&g, got && want && strcmp(got, want) == 0);
        free(got);
        CHECK(&g, s->logged == saved_moves + g.host.logged);
        CHECK(&g, session_move_count(net_play_session(s->np)) == session_move_count(host));
        for (size_t k = 0; k < g.host.logged; k++)
            CHECK(&g, village_move_equal(&g.host.log[k].move, &s->log[saved_moves + k].move));
    }
    free(want);
    close_game(&g);
}

/* Two windows in one loop over loopback TCP, asleep on a waker as the game
 * sleeps in its event queue (a second's timeout, as the game's): each
 * chair's person decides at once, and the time from one side's decision
 * to the other side's table showing the move is measured; then the game
 * idles, connected, and the process's CPU time (the transports' threads
 * included) is measured. */
static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void moves_wake_the_other_window_and_idle_costs_nothing(void **state)
{
    (void)state;
    enum { MOVES = 200 };
    game g;
    memset(&g, 0, sizeof g);
    g.direct = true;
    g.seed = test_seed();
    loop_init(&g);
    waker_probe probe;
    waker_probe_init(&probe);
    village_seat seats[VILLAGE_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    seats[1].colour = 1;
    session *s = session_new(2, g.seed, 0, seats);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    net_transport *ht = host_transport(&g);
    net_play *host = net_play_host(s, ht, &setup);
    assert_non_null(host);
    assert_true(net_play_set_waker(host, waker_probe_wake, &probe));
    net_play *guest = net_play_join(guest_transport(&g), "Bea", NULL, 1);
    assert_non_null(guest);
    assert_true(net_play_set_waker(guest, waker_probe_wake, &probe));
    net_play *sides[2] = {host, guest};
    double latency[MOVES], decided_at = 0;
    int measured = 0, waiting_for = -1, sleeps_not_woken = 0;
    double give_up = support_seconds_now() + 120;
    while (measured < MOVES && support_seconds_now() < give_up) {
        int seen = waker_probe_wakes(&probe);
        for (int k = 0; k < 2; k++) {
            session_change c;
            /* As the game's loop does: turn while the table moves on (a
             * guest's view without a move is a step too). */
            for (;;) {
                unsigned long before = net_play_revision(sides[k]);
                session_turn r = net_play_turn(sides[k], 0.0, 0.0, &c);
                if (r == SESSION_PLAYED && k == waiting_for && measured < MOVES) {
                    latency[measured++] = support_seconds_now() - decided_at;
                    waiting_for = -1;
                }
                if (r != SESSION_PLAYED && net_play_revision(sides[k]) == before)
                    break;
            }
            if (waiting_for < 0 && net_play_decides_here(sides[k]) &&
                !village_game_over(session_state(net_play_session(sides[k])))) {
                village_move moves[VILLAGE_MAX_MOVES];
                const village_state *st = session_state(net_play_session(sides[k]));
                int n = village_legal_moves(st, moves);
                CHECK(&g, n > 0);
                decided_at = support_seconds_now();
                CHECK(&g, net_play_decide(sides[k], &moves[g.seed % (uint64_t)n]));
                waiting_for = 1 - k;
                k = -1; /* the deciding side plays it on its next turn */
            }
        }
        if (village_game_over(session_state(net_play_session(host))))
            break;
        /* With a move on its way, only the waker may end the sleep: 30 s
         * is no speed target but "never woken". */
        if (waiting_for >= 0) {
            if (waker_probe_sleep(&probe, seen, 30000) == seen) {
                sleeps_not_woken++;
                break;
            }
        } else {
            waker_probe_sleep(&probe, seen, 1000);
        }
    }
    CHECK(&g, sleeps_not_woken == 0);
    CHECK(&g, measured >= 50);
    qsort(latency, (size_t)measured, sizeof latency[0], compare_doubles);
    double p99 = latency[measured * 99 / 100];
    fprintf(stderr,
            "net_play over loopback: a decision to the other table, %d moves: median %.2f ms, "
            "p99 %.2f ms\n",
            measured, latency[measured / 2] * 1e3, p99 * 1e3);
    /* Printed, not judged: speed targets are the benchmarks' (the waker's
     * work is judged above by the sleeps it ended). */

    /* Idle: nobody decides; the loop wakes on the waker or once a second. */
    double wall = support_seconds_now(), cpu = cpu_seconds();
    while (support_seconds_now() - wall < 3) {
        int seen = waker_probe_wakes(&probe);
        net_play_turn(host, 0.0, 0.0, NULL);
        net_play_turn(guest, 0.0, 0.0, NULL);
        waker_probe_sleep(&probe, seen, 1000);
    }
    double share = (cpu_seconds() - cpu) / (support_seconds_now() - wall);
    fprintf(stderr, "net_play over loopback, connected and idle: %.3f%% of a core\n", share * 100);
    CHECK(&g, net_play_phase_of(guest) == NET_PLAY_PLAYING ||
                  net_play_phase_of(guest) == NET_PLAY_OVER);
    net_play_free(guest);
    net_play_free(host);
    waker_probe_destroy(&probe);
}

/* A guest cannot save the game, and a resumed host refuses a hostile
 * chairs file with the reason. */
static void resume_refuses_a_bad_chairs_file(void **state)
{
    (void)state;
    game g;
    open_game(&g, false);
    char err[300], chairs[300];
    CHECK(&g, !net_play_save(g.guests[0].np, g.save, err, sizeof err));
    CHECK(&g, net_play_save(g.host.np, g.save, err, sizeof err));
    snprintf(chairs, sizeof chairs, "%s.chairs", g.save);
    FILE *f = fopen(chairs, "wb");
    assert_non_null(f);
    fputs("village-chairs 1\ngame 00000000000000aa\nchair 7 "
          "0123456789abcdef0123456789abcdef\n",
          f);
    fclose(f);
    net_memory_hub *hub = net_memory_hub_new();
    assert_non_null(hub);
    net_play *np = net_play_resume(g.save, net_memory_host(hub), err, sizeof err);
    CHECK(&g, np == NULL);
    CHECK(&g, strstr(err, "chair 7 in a game of 3 players") != NULL);
    net_memory_hub_free(hub);
    close_game(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(whole_game_in_memory),
        cmocka_unit_test(whole_game_over_loopback),
        cmocka_unit_test(guests_see_the_computers_style),
        cmocka_unit_test(killed_guest_rejoins),
        cmocka_unit_test(vanished_room_rejoined_on_its_own),
        cmocka_unit_test(host_resumes),
        cmocka_unit_test(resume_refuses_a_bad_chairs_file),
        cmocka_unit_test(moves_wake_the_other_window_and_idle_costs_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
