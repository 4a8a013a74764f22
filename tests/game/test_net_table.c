/* The game scene playing a network game (issue 28), driven as a person
 * drives it, over the direct transport on 127.0.0.1: the scene hosts a game
 * with a headless guest (an AI deciding for it) to the end; the scene joins
 * a headless host with AI seats and plays its chair by clicks to the end; a
 * guest that disconnects is shown away, the host's button lets an AI stand
 * in, and the chair is given back when the guest returns; a host that goes
 * is said on the guest's table, which keeps its last view; with the host
 * back (resumed from its save), the guest's Reconnect gives its chair back
 * and the table follows on, its log saying where it came back, never that a
 * new game begins. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "net/direct_transport.h"
#include "net/net_play.h"
#include "net/public_view.h"
#include "online_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/online_form.h"
#include "scenes/scene.h"
#include "ui/widgets.h"
#include "vanishing_transport.h"
#include "village/ai.h"

/* A side of the game run by the test, not by a window: its decisions are an
 * easy AI's. */
typedef struct headless {
    net_play *np;
    uint64_t seed;
    int decisions;
    bool idle; /* connected, but its player does not move */
} headless;

static void headless_step(headless *h)
{
    session_change c;
    net_play_turn(h->np, 1.0 / 60, 0, &c);
    const session *s = net_play_session(h->np);
    if (!s || h->idle || !net_play_decides_here(h->np))
        return;
    village_ai_config cfg = {.level = VILLAGE_AI_EASY, .seed = h->seed + (uint64_t)h->decisions};
    village_move m;
    if (village_ai_choose(session_state(s), &cfg, NULL, &m, NULL) && net_play_decide(h->np, &m))
        h->decisions++;
}

static village_seat seat(const char *name, village_seat_kind kind, int colour)
{
    village_seat s;
    memset(&s, 0, sizeof s);
    snprintf(s.name, sizeof s.name, "%s", name);
    s.kind = kind;
    s.colour = (uint8_t)colour;
    s.ai_level = VILLAGE_AI_EASY;
    return s;
}

/* A host on a free port of 127.0.0.1: three chairs, 'remote' the guests'. */
static net_play *host_on_loopback(const village_seat seats[VILLAGE_MAX_PLAYERS],
                                  const bool remote[3], uint64_t seed)
{
    session *s = session_new(3, seed, -1, seats);
    assert_non_null(s);
    char err[256];
    net_transport *t = net_direct_listen("127.0.0.1:0", err, sizeof err);
    assert_non_null(t);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    for (int c = 0; c < 3; c++)
        setup.remote[c] = remote[c];
    net_play *np = net_play_host(s, t, &setup);
    assert_non_null(np);
    return np;
}

static headless join_loopback(const net_play *host, const char *name, const char *token,
                              uint64_t seed)
{
    char err[256];
    net_transport *t = net_direct_connect(net_play_address(host), err, sizeof err);
    assert_non_null(t);
    headless h = {.np = net_play_join(t, name, token, seed), .seed = seed};
    assert_non_null(h.np);
    return h;
}

/* ---- the conditions the waiting loop steps the other side in ---- */

typedef struct pair {
    net_play *lobby;  /* before the scene has it: stepped here as the lobby would */
    headless *other;  /* the side the test runs */
    const char *chip; /* chip_shown: the key of the chip chair 1 should show */
    const int *dials; /* dialled_again: the dialer's count */
} pair;

static void step_other(pair *p)
{
    if (p->lobby) {
        session_change c;
        net_play_turn(p->lobby, 1.0 / 60, 0, &c);
    }
    if (p->other->np)
        headless_step(p->other);
}

static bool lobby_done(app *a, void *ctx)
{
    (void)a;
    pair *p = ctx;
    step_other(p);
    return net_play_phase_of(p->lobby) == NET_PLAY_PLAYING && net_play_session(p->lobby);
}

static bool game_over(const app *a)
{
    return session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER;
}

static bool person_or_end(app *a, void *ctx)
{
    step_other(ctx);
    return game_over(a) ||
           (probe_deciding(a->shared->game, &a->settings) && probe_choice_ready(a->shared->game));
}

static void start_scene(app *a, pair *p)
{
    assert_true(wait_until(a, lobby_done, p, 60));
    char err[256];
    net_play *np = p->lobby;
    p->lobby = NULL;
    assert_true(game_start_network(a, np, err, sizeof err));
    app_switch(a, SCENE_GAME);
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_net_game(a->shared->game));
}

/* One decision by clicks, first enabled option each step, until the
 * person no longer decides (on a guest the move is then on its way). */
static bool decide_by_clicks(app *a)
{
    for (int click = 0; click <= 12; click++) {
        if (!probe_deciding(a->shared->game, &a->settings))
            return true;
        int count = probe_option_count(a->shared->game);
        bool clicked = false;
        for (int o = 0; o < count && !clicked; o++) {
            probe_option option = probe_option_at(a->shared->game, o);
            SDL_FRect r;
            if (option.enabled && option.target != TARGET_NONE &&
                probe_target_rect(&a->gfx, a->shared->game, option.target, &r)) {
                driver_click_rect(a, &r);
                clicked = true;
            }
        }
        for (int o = 0; o < count && !clicked; o++) {
            SDL_FRect r;
            if (probe_option_at(a->shared->game, o).enabled &&
                probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r)) {
                driver_click_rect(a, &r);
                clicked = true;
            }
        }
        if (!clicked)
            return false;
    }
    return !probe_deciding(a->shared->game, &a->settings);
}

static bool undo_disabled(app *a)
{
    menu m;
    probe_panel_buttons(PROBE_VIEW(a), a->shared->game, &m);
    return !m.items[PROBE_BUTTON_UNDO].enabled &&
           strcmp(m.items[PROBE_BUTTON_UNDO].tip, TR(&a->i18n, "net.undo.tip")) == 0;
}

/* Plays the scene's decisions until the game is over; returns them. */
static int play_to_the_end(app *a, pair *p)
{
    int decisions = 0;
    while (!game_over(a)) {
        assert_true(wait_until(a, person_or_end, p, 300));
        if (game_over(a))
            break;
        assert_true(undo_disabled(a));
        assert_true(decide_by_clicks(a));
        decisions++;
        assert_true(decisions < 3000);
    }
    return decisions;
}

static bool other_caught_up(app *a, void *ctx)
{
    pair *p = ctx;
    step_other(p);
    const session *s = net_play_session(p->other->np);
    return s &&
           net_public_hash(session_state(s)) == net_public_hash(session_state(game_session(a)));
}

static void scene_hosts_a_headless_guest(void **state)
{
    (void)state;
    uint64_t seed = driver_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-host");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Me", VILLAGE_SEAT_HUMAN, 0),
                                               seat("Ana", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Bot", VILLAGE_SEAT_AI, 2)};
    net_play *np = host_on_loopback(seats, (const bool[]){false, true, false}, seed);
    headless guest = join_loopback(np, "Ana", NULL, seed + 1);
    pair p = {.lobby = np, .other = &guest};
    start_scene(a, &p);
    assert_string_equal(probe_net_chip(GAME_WORDS(a), a->shared->game, 1),
                        TR(&a->i18n, "net.chip.connected"));
    assert_null(probe_net_chip(GAME_WORDS(a), a->shared->game, 0));
    int decisions = play_to_the_end(a, &p);
    assert_true(wait_until(a, other_caught_up, &p, 60));
    printf("host: %d decisions here, %d by the guest, %zu moves\n", decisions, guest.decisions,
           session_move_count(game_session(a)));
    assert_true(decisions > 10);
    assert_true(guest.decisions > 10);
    /* The host kept the game for Resume after every move. */
    char path[1200];
    app_pref_path(a, NETWORK_GAME_FILE, path, sizeof path);
    assert_true(probe_save_settle(a->shared->game, 10));
    village_record r;
    char err[256];
    bool read = village_save_read_file(path, &r, err, sizeof err);
    if (!read)
        printf("%s: %s\n", path, err);
    assert_true(read);
    assert_int_equal(r.move_count, session_move_count(game_session(a)));
    village_record_free(&r);
    /* The results as after any game. */
    driver_frames(a, 3);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.see_results"), 0));
    assert_int_equal(a->scene, SCENE_RESULTS);
    net_play_free(guest.np);
    driver_stop(a);
}

/* Where the scene's Reconnect dials: the test's host, wherever it is now. */
typedef struct redial {
    char address[64];
    int dials;
} redial;

static net_transport *dial_test_host(void *ctx, char *message, size_t size)
{
    redial *r = ctx;
    r->dials++;
    return net_direct_connect(r->address, message, size);
}

/* A host with AI seats, run by the test; the scene takes chair 1 (its
 * Reconnect dials through 'again', NULL: the table cannot reconnect). */
static app *scene_joins_again(const char *name, headless *host, uint64_t seed, redial *again)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Bot", VILLAGE_SEAT_AI, 0),
                                               seat("Me", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Cleo", VILLAGE_SEAT_AI, 2)};
    *host = (headless){.np = host_on_loopback(seats, (const bool[]){false, true, false}, seed),
                       .seed = seed};
    char err[256];
    net_transport *t = net_direct_connect(net_play_address(host->np), err, sizeof err);
    assert_non_null(t);
    net_play *np = net_play_join(t, "Me", NULL, seed + 7);
    assert_non_null(np);
    if (again) {
        snprintf(again->address, sizeof again->address, "%s", net_play_address(host->np));
        net_play_set_dialer(np, dial_test_host, again);
    }
    pair p = {.lobby = np, .other = host};
    start_scene(a, &p);
    return a;
}

static app *scene_joins(const char *name, headless *host, uint64_t seed)
{
    return scene_joins_again(name, host, seed, NULL);
}

static void scene_joins_a_headless_host(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 100;
    printf("seed %llu\n", (unsigned long long)seed);
    headless host;
    app *a = scene_joins("net-guest", &host, seed);
    pair p = {.other = &host};
    assert_string_equal(probe_net_chip(GAME_WORDS(a), a->shared->game, 1),
                        TR(&a->i18n, "net.chip.you"));
    int decisions = play_to_the_end(a, &p);
    const session *hs = net_play_session(host.np);
    printf("guest: %d decisions by clicks, host %zu moves\n", decisions, session_move_count(hs));
    assert_true(decisions > 10);
    assert_int_equal(net_public_hash(session_state(game_session(a))),
                     net_public_hash(session_state(hs)));
    /* This computer's own game slot was never written. */
    char path[1200];
    app_pref_path(a, "autosave.json", path, sizeof path);
    assert_false(village_save_file_present(path));
    app_pref_path(a, NETWORK_GAME_FILE, path, sizeof path);
    assert_false(village_save_file_present(path));
    driver_frames(a, 3);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.see_results"), 0));
    assert_int_equal(a->scene, SCENE_RESULTS);
    net_play_free(host.np);
    driver_stop(a);
}

static bool chip_shown(app *a, void *ctx)
{
    pair *p = ctx;
    step_other(p);
    const char *chip = probe_net_chip(GAME_WORDS(a), a->shared->game, 1);
    return chip && strcmp(chip, TR(&a->i18n, p->chip)) == 0;
}

static bool moves_past(app *a, void *ctx)
{
    size_t *until = ctx;
    if (probe_deciding(a->shared->game, &a->settings))
        decide_by_clicks(a);
    return game_over(a) || session_move_count(game_session(a)) >= *until;
}

static bool stand_in_button(app *a, char *label, size_t size)
{
    menu m;
    probe_net_buttons(PROBE_VIEW(a), a->shared->game, &m);
    if (m.count < 1) /* the first: an away chair also offers to give it away */
        return false;
    snprintf(label, size, "%s", m.items[0].label);
    return true;
}

static bool waits_for_ana(app *a, void *ctx)
{
    (void)ctx;
    char text[200], expected[200];
    if (probe_deciding(a->shared->game, &a->settings))
        decide_by_clicks(a);
    TRF(&a->i18n, expected, "net.waiting.away", "Ana");
    return probe_net_waiting(GAME_WORDS(a), a->shared->game, text, sizeof text) &&
           strcmp(text, expected) == 0;
}

static void a_guest_leaves_and_comes_back(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 200;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-away");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Me", VILLAGE_SEAT_HUMAN, 0),
                                               seat("Ana", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Bot", VILLAGE_SEAT_AI, 2)};
    net_play *np = host_on_loopback(seats, (const bool[]){false, true, false}, seed);
    headless guest = join_loopback(np, "Ana", NULL, seed + 1);
    pair p = {.lobby = np, .other = &guest};
    start_scene(a, &p);
    size_t until = 12;
    while (session_move_count(game_session(a)) < until && !game_over(a)) {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (probe_deciding(a->shared->game, &a->settings))
            assert_true(decide_by_clicks(a));
    }
    /* Ana's computer goes: her chair is away, the table says so. */
    char token[64];
    snprintf(token, sizeof token, "%s", net_play_token(guest.np));
    assert_true(token[0] != '\0');
    net_play_free(guest.np);
    guest.np = NULL;
    p.chip = "net.chip.away";
    assert_true(wait_until(a, chip_shown, &p, 60));
    char notice[300];
    TRF(&a->i18n, notice, "net.left", "Ana");
    assert_string_equal(probe_net_notice(a->shared->game), notice);
    /* The game goes on to Ana's turn, and waits there for her. */
    assert_true(wait_until(a, waits_for_ana, NULL, 300));
    char label[128], expected[128];
    assert_true(stand_in_button(a, label, sizeof label));
    TRF(&a->i18n, expected, "net.stand_in.button", "Ana");
    assert_string_equal(label, expected);
    size_t before = session_move_count(game_session(a));
    assert_true(driver_click_label(a, label, 0));
    assert_string_equal(probe_net_chip(GAME_WORDS(a), a->shared->game, 1),
                        TR(&a->i18n, "net.chip.stand_in"));
    /* The computer plays Ana's chair: the game moves past her turn. */
    size_t past = before + 1;
    assert_true(wait_until(a, moves_past, &past, 120));
    /* Ana comes back with her token: the chair is hers again. */
    guest = join_loopback(np, "Ana", token, seed + 3);
    p.chip = "net.chip.connected";
    assert_true(wait_until(a, chip_shown, &p, 60));
    TRF(&a->i18n, notice, "net.back", "Ana");
    assert_string_equal(probe_net_notice(a->shared->game), notice);
    int decisions = play_to_the_end(a, &p);
    printf("away: %d decisions here after the return, %d by Ana\n", decisions, guest.decisions);
    assert_true(guest.decisions > 0);
    net_play_free(guest.np);
    driver_stop(a);
}

static bool host_gone_shown(app *a, void *ctx)
{
    (void)ctx;
    char text[300];
    return probe_net_waiting(GAME_WORDS(a), a->shared->game, text, sizeof text) &&
           strcmp(text, TR(&a->i18n, "net.host_gone")) == 0;
}

static void the_host_gone_is_said_on_the_guest(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 300;
    printf("seed %llu\n", (unsigned long long)seed);
    headless host;
    app *a = scene_joins("net-gone", &host, seed);
    pair p = {.other = &host};
    size_t until = 8;
    while (session_move_count(game_session(a)) < until && !game_over(a)) {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (probe_deciding(a->shared->game, &a->settings))
            assert_true(decide_by_clicks(a));
    }
    uint64_t last = net_public_hash(session_state(game_session(a)));
    size_t moves = session_move_count(game_session(a));
    net_play_free(host.np);
    host.np = NULL;
    assert_true(wait_until(a, host_gone_shown, NULL, 60));
    assert_string_equal(probe_net_notice(a->shared->game), TR(&a->i18n, "net.host_gone"));
    /* The table keeps the last view, and the frames go on. */
    driver_frames(a, 30);
    assert_int_equal(session_move_count(game_session(a)), moves);
    assert_int_equal(net_public_hash(session_state(game_session(a))), last);
    assert_false(probe_deciding(a->shared->game, &a->settings));
    assert_int_equal(a->scene, SCENE_GAME);
    /* Leaving, the question says that nothing is kept here (the first
     * Escape may only close the tooltip the mouse left open). */
    for (int i = 0; i < 3 && !probe_leave_question_asked(a->shared->game); i++)
        driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_string_equal(probe_leave_question_body_key(a->shared->game), "game.leave.body.guest");
    driver_stop(a);
}

static bool waiting_says(app *a, void *ctx)
{
    const char *key = ctx;
    char text[300];
    return probe_net_waiting(GAME_WORDS(a), a->shared->game, text, sizeof text) &&
           strcmp(text, TR(&a->i18n, key)) == 0;
}

static bool notice_says(app *a, void *ctx)
{
    return strcmp(probe_net_notice(a->shared->game), TR(&a->i18n, (const char *)ctx)) == 0;
}

static bool host_gone_buttons(app *a, const char **labels, int count)
{
    menu m;
    probe_net_buttons(PROBE_VIEW(a), a->shared->game, &m);
    if (m.count != count)
        return false;
    for (int i = 0; i < count; i++)
        if (strcmp(m.items[i].label, TR(&a->i18n, labels[i])) != 0)
            return false;
    return true;
}

/* The host has the scene's chair back, and the scene's table is no longer
 * waiting to reconnect. */
static bool own_chair_back(app *a, void *ctx)
{
    pair *p = ctx;
    step_other(p);
    char text[300];
    bool waiting = probe_net_waiting(GAME_WORDS(a), a->shared->game, text, sizeof text);
    return net_play_chair_status(p->other->np, 1) == NET_CHAIR_GUEST &&
           !(waiting && (strcmp(text, TR(&a->i18n, "net.reconnecting")) == 0 ||
                         strcmp(text, TR(&a->i18n, "net.host_gone.reconnect")) == 0));
}

static bool log_has(app *a, const char *text)
{
    for (int i = 0; i < probe_log_count(a->shared->game); i++)
        if (strcmp(probe_log_line_at(a->shared->game, i).text, text) == 0)
            return true;
    return false;
}

static bool log_has_key_start(app *a, const char *key)
{
    char prefix[300];
    snprintf(prefix, sizeof prefix, "%s", TR(&a->i18n, key));
    char *brace = strchr(prefix, '{');
    if (brace)
        *brace = '\0';
    for (int i = 0; i < probe_log_count(a->shared->game); i++)
        if (strncmp(probe_log_line_at(a->shared->game, i).text, prefix, strlen(prefix)) == 0)
            return true;
    return false;
}

/* The host's window closes mid-game (its game saved, as the table saves
 * after every move); the guest's table says so and offers Reconnect and
 * Leave. Reconnect while the host is still away fails and says so; the host
 * resumes from its save; Reconnect then gives the chair back with its
 * token, the table jumps to the host's game, the log says where, and the
 * game plays to the end. */
static void the_guest_reconnects_when_the_host_is_back(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 400;
    printf("seed %llu\n", (unsigned long long)seed);
    headless host;
    redial again = {.dials = 0};
    app *a = scene_joins_again("net-reconnect", &host, seed, &again);
    pair p = {.other = &host};
    size_t until = 10;
    while (session_move_count(game_session(a)) < until && !game_over(a)) {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (probe_deciding(a->shared->game, &a->settings))
            assert_true(decide_by_clicks(a));
    }
    char path[1200], err[300];
    app_pref_path(a, "test-host-game.json", path, sizeof path);
    assert_true(net_play_save(host.np, path, err, sizeof err));
    net_play_free(host.np);
    host.np = NULL;
    assert_true(wait_until(a, waiting_says, "net.host_gone.reconnect", 60));
    assert_string_equal(probe_net_notice(a->shared->game), TR(&a->i18n, "net.host_gone"));
    assert_true(
        host_gone_buttons(a, (const char *[]){"net.reconnect.button", "net.leave.button"}, 2));
    size_t moves = session_move_count(game_session(a));
    /* Nobody is back yet: the attempt fails and says so. */
    assert_true(driver_click_label(a, TR(&a->i18n, "net.reconnect.button"), 0));
    assert_int_equal(again.dials, 1);
    assert_true(wait_until(a, notice_says, "net.reconnect.failed", 60));
    assert_true(wait_until(a, waiting_says, "net.host_gone.reconnect", 60));
    /* The host is back, resumed from its save; the guest reconnects. */
    char listen[64];
    snprintf(listen, sizeof listen, "%s", again.address);
    net_transport *t = net_direct_listen(listen, err, sizeof err);
    if (!t) { /* the old port still held by the system: the host listens elsewhere */
        printf("listen %s: %s\n", listen, err);
        t = net_direct_listen("127.0.0.1:0", err, sizeof err);
        assert_non_null(t);
        snprintf(again.address, sizeof again.address, "%s", net_address(t));
    }
    host.np = net_play_resume(path, t, err, sizeof err);
    assert_non_null(host.np);
    assert_int_equal(net_play_chair_status(host.np, 1), NET_CHAIR_AWAY);
    assert_true(driver_click_label(a, TR(&a->i18n, "net.reconnect.button"), 0));
    assert_int_equal(again.dials, 2);
    assert_true(wait_until(a, own_chair_back, &p, 60));
    assert_true(wait_until(a, notice_says, "net.reconnect.done", 10));
    assert_int_equal(net_play_chair_status(host.np, 1), NET_CHAIR_GUEST);
    /* The table is the host's game, and the log goes on from where it was. */
    assert_true(wait_until(a, other_caught_up, &p, 60));
    char line[300], move[24];
    snprintf(move, sizeof move, "%zu", session_move_count(net_play_session(host.np)));
    printf("reconnected at host move %s (the table had %zu)\n", move, moves);
    assert_true(log_has_key_start(a, "net.log.reconnected"));
    assert_false(log_has_key_start(a, "net.log.caught_up"));
    int started = 0;
    char begins[300];
    snprintf(begins, sizeof begins, "%s", TR(&a->i18n, "log.started"));
    *strchr(begins, '{') = '\0';
    for (int i = 0; i < probe_log_count(a->shared->game); i++)
        started += strncmp(probe_log_line_at(a->shared->game, i).text, begins, strlen(begins)) == 0;
    assert_int_equal(started, 1); /* the game's own start, before the host left */
    int decisions = play_to_the_end(a, &p);
    printf("reconnect: %d decisions after coming back\n", decisions);
    assert_int_equal(net_public_hash(session_state(game_session(a))),
                     net_public_hash(session_state(net_play_session(host.np))));
    (void)line;
    net_play_free(host.np);
    driver_stop(a);
}

/* A guest whose room vanished with a server's node (docs/referee.md, "A
 * node lost") joins it again by itself, without Reconnect, and its table
 * says what happened in one line of the log; the game goes on to the end. */
static bool dialled_again(app *a, void *ctx)
{
    (void)a;
    pair *p = ctx;
    step_other(p);
    return *p->dials > 0;
}

/* The log's line comes when the table takes in the new view, which waits
 * for a move being drawn to end: later than the session catching up. */
static bool vanished_line_logged(app *a, void *ctx)
{
    step_other(ctx);
    return log_has_key_start(a, "net.log.room_vanished");
}

/* The host has taken a move past the count in ctx[1] (ctx[0]: the pair). */
static bool host_moved_past(app *a, void *ctx)
{
    void **args = ctx;
    pair *p = args[0];
    return other_caught_up(a, p) &&
           session_move_count(net_play_session(p->other->np)) > *(size_t *)args[1];
}

static void a_vanished_room_is_joined_again_and_said(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 600;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-vanished");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Bot", VILLAGE_SEAT_AI, 0),
                                               seat("Me", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Cleo", VILLAGE_SEAT_AI, 2)};
    headless host = {.np = host_on_loopback(seats, (const bool[]){false, true, false}, seed),
                     .seed = seed};
    redial again = {0};
    snprintf(again.address, sizeof again.address, "%s", net_play_address(host.np));
    char err[256];
    vanishing_transport *room = NULL;
    net_transport *t =
        vanishing_transport_new(net_direct_connect(again.address, err, sizeof err), &room);
    assert_non_null(t);
    net_play *np = net_play_join(t, "Me", NULL, seed + 7);
    assert_non_null(np);
    net_play_set_dialer(np, dial_test_host, &again);
    pair p = {.lobby = np, .other = &host};
    start_scene(a, &p);
    p.lobby = NULL;
    while (session_move_count(game_session(a)) < 8 && !game_over(a)) {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (probe_deciding(a->shared->game, &a->settings))
            assert_true(decide_by_clicks(a));
    }
    assert_false(log_has_key_start(a, "net.log.room_vanished"));
    vanishing_transport_vanish(room);
    p.dials = &again.dials;
    assert_true(wait_until(a, dialled_again, &p, 60)); /* by itself: nobody pressed Reconnect */
    assert_true(wait_until(a, own_chair_back, &p, 60));
    assert_int_equal(again.dials, 1);
    assert_true(wait_until(a, other_caught_up, &p, 60));
    assert_true(wait_until(a, vanished_line_logged, &p, 60));
    assert_false(log_has_key_start(a, "net.log.reconnected"));
    /* The game goes on at this table: a decision of its own, taken by the
     * host (the whole game is test_net_play's). */
    size_t back_at = session_move_count(net_play_session(host.np));
    int decisions = 0;
    while (decisions == 0 && !game_over(a)) {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (probe_deciding(a->shared->game, &a->settings)) {
            assert_true(decide_by_clicks(a));
            decisions++;
        }
    }
    assert_int_equal(decisions, 1);
    /* The decision travels to the host: until it lands both sides still
     * agree on the position before it. */
    assert_true(wait_until(a, host_moved_past, (void *[]){&p, &back_at}, 60));
    net_play_free(host.np);
    driver_stop(a);
}

/* A guest's window that joins a game under way (a restart with its chair's
 * token) starts its log where it came in, at the host's move: no "a new
 * game begins". */
/* A guest's window that joins a game under way (a restart with its chair's
 * token) starts its log where it came in, at the host's move: no "a new
 * game begins". */
static void a_table_joined_mid_game_says_where_it_came_in(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 500;
    app *a = driver_start_fresh("net-rejoin");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Bot", VILLAGE_SEAT_AI, 0),
                                               seat("Me", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Cleo", VILLAGE_SEAT_AI, 2)};
    headless host = {.np = host_on_loopback(seats, (const bool[]){false, true, false}, seed),
                     .seed = seed};
    /* The first window plays chair 1 for a few moves, then goes. */
    headless first = join_loopback(host.np, "Me", NULL, seed + 1);
    pair both = {.lobby = host.np, .other = &first};
    assert_true(wait_until(a, lobby_done, &both, 60));
    pair host_side = {.other = &host};
    while (session_move_count(net_play_session(host.np)) < 6) {
        step_other(&host_side);
        headless_step(&first);
        driver_frames(a, 1);
    }
    char token[64];
    snprintf(token, sizeof token, "%s", net_play_token(first.np));
    assert_true(token[0] != '\0');
    net_play_free(first.np);
    /* The window comes back with the token: the scene takes chair 1. */
    char err[256];
    net_transport *t = net_direct_connect(net_play_address(host.np), err, sizeof err);
    assert_non_null(t);
    net_play *np = net_play_join(t, "Me", token, seed + 8);
    assert_non_null(np);
    pair q = {.lobby = np, .other = &host};
    start_scene(a, &q);
    long came_in = session_follow_first_move(game_session(a));
    printf("came in at host move %ld\n", came_in);
    assert_true(came_in >= 6);
    char move[24], line[300];
    snprintf(move, sizeof move, "%ld", came_in);
    assert_true(log_has(a, TRF(&a->i18n, line, "net.log.joined_at", move)));
    assert_false(log_has_key_start(a, "log.started"));
    net_play_free(host.np);
    driver_stop(a);
}

static bool guest_told_host_left(app *a, void *ctx)
{
    (void)a;
    headless *guest = ctx;
    headless_step(guest);
    return net_play_phase_of(guest->np) == NET_PLAY_HOST_GONE;
}

static bool guest_back_at_the_table(app *a, void *ctx)
{
    headless *guest = ctx;
    headless_step(guest);
    return a->scene == SCENE_GAME && net_play_phase_of(guest->np) == NET_PLAY_PLAYING &&
           net_play_own_chair(guest->np) == 1;
}

/* The scene hosts Ana; its player leaves the table (Escape, "Go to the
 * title screen"): the question says what leaving keeps, Ana hears the host
 * has left (its bye, not a silence timing out), and at once "Resume the
 * network game" listens on the same port again, from the game saved at
 * the last move; Ana's token gives her chair back. Quitting the window
 * then says bye too. Before, the title kept the game listening: Ana waited
 * for ever and Resume found the port taken. */
static void leaving_the_table_ends_the_hosted_game(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 600;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-leave");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Me", VILLAGE_SEAT_HUMAN, 0),
                                               seat("Ana", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Bot", VILLAGE_SEAT_AI, 2)};
    net_play *np = host_on_loopback(seats, (const bool[]){false, true, false}, seed);
    char address[64];
    snprintf(address, sizeof address, "%s", net_play_address(np));
    headless guest = join_loopback(np, "Ana", NULL, seed + 1);
    pair p = {.lobby = np, .other = &guest};
    start_scene(a, &p);
    do {
        assert_true(wait_until(a, person_or_end, &p, 120));
        if (session_move_count(game_session(a)) >= 8)
            break;
        assert_true(decide_by_clicks(a));
    } while (!game_over(a));
    assert_true(probe_save_settle(a->shared->game, 10));
    size_t moves = session_move_count(game_session(a));
    char token[64];
    snprintf(token, sizeof token, "%s", net_play_token(guest.np));
    assert_true(token[0] != '\0');

    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_string_equal(probe_leave_question_body_key(a->shared->game), "game.leave.body.host");
    assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.yes"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_null(a->shared->game);
    assert_true(wait_until(a, guest_told_host_left, &guest, 30));
    assert_string_equal(net_play_failure(guest.np), "the host has left");
    net_play_free(guest.np);

    assert_true(online_open_from_title(a, "online.resume"));
    assert_int_equal(a->scene, SCENE_ONLINE_HOST);
    assert_true(online_click_id(a, FORM_ADDRESS));
    online_erase(a, 40);
    online_type(a, address);
    assert_true(driver_click_label(a, TR(&a->i18n, "online.host.resume"), 0));
    driver_frames(a, 4);
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY);
    online_lobby_words w;
    online_lobby_words_of(a, &w);
    assert_string_equal(w.address, address);
    assert_int_equal(session_move_count(net_play_session(online_lobby_play(a))), moves);
    char err[256];
    net_transport *t = net_direct_connect(address, err, sizeof err);
    assert_non_null(t);
    guest = (headless){.np = net_play_join(t, "Ana", token, seed + 3), .seed = seed + 3};
    assert_non_null(guest.np);
    assert_true(wait_until(a, guest_back_at_the_table, &guest, 60));
    assert_true(session_move_count(game_session(a)) >= moves);

    /* Quitting the window ends the game for its guests too. */
    driver_stop(a);
    for (int i = 0; i < 3000 && net_play_phase_of(guest.np) != NET_PLAY_HOST_GONE; i++) {
        headless_step(&guest);
        SDL_Delay(10);
    }
    assert_int_equal(net_play_phase_of(guest.np), NET_PLAY_HOST_GONE);
    assert_string_equal(net_play_failure(guest.np), "the host has left");
    net_play_free(guest.np);
}

/* The id of the network button labelled 'label' (-1: none shown). */
static int net_button_id(app *a, const char *label)
{
    menu m;
    probe_net_buttons(PROBE_VIEW(a), a->shared->game, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, label) == 0)
            return m.items[i].id;
    return -1;
}

typedef struct button_wait {
    pair *p;
    char label[160];
} button_wait;

static bool button_shown(app *a, void *ctx)
{
    button_wait *b = ctx;
    step_other(b->p);
    return net_button_id(a, b->label) >= 0;
}

/* Tab until the keyboard's ring is on the button, then Enter. */
static void press_by_keys(app *a, const char *label)
{
    int id = net_button_id(a, label), kind = -1, at = -1;
    assert_true(id >= 0);
    for (int tab = 0; tab < 60 && !(kind == TABLE_FOCUS_BUTTON && at == id); tab++) {
        driver_key(a, SDLK_TAB, SDL_SCANCODE_TAB, 0);
        if (!probe_focus(a->shared->game, &kind, &at))
            kind = -1;
    }
    assert_int_equal(kind, TABLE_FOCUS_BUTTON);
    assert_int_equal(at, id);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
}

static bool ana_to_act(app *a, void *ctx)
{
    pair *p = ctx;
    step_other(p);
    if (probe_deciding(a->shared->game, &a->settings))
        decide_by_clicks(a);
    return game_over(a) || session_state(game_session(a))->actor == 1;
}

typedef struct newcomer {
    headless *guest;
    const net_play *host; /* the scene's: stepped by the scene */
} newcomer;

static bool chair_taken_by(app *a, void *ctx)
{
    (void)a;
    newcomer *n = ctx;
    headless_step(n->guest);
    return net_play_own_chair(n->guest->np) == 1 &&
           net_play_chair_status(n->host, 1) == NET_CHAIR_GUEST;
}

/* Chair 2's token (1-based in the file) as the host's chairs file holds it. */
static bool saved_token(app *a, char *out, size_t size)
{
    char path[1200];
    app_pref_path(a, NETWORK_GAME_FILE ".chairs", path, sizeof path);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[200];
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        found = sscanf(line, "chair 2 %63s", out) == 1;
    fclose(f);
    (void)size;
    return found;
}

static bool refused_or_seated(app *a, void *ctx)
{
    (void)a;
    headless *h = ctx;
    headless_step(h);
    return net_play_phase_of(h->np) == NET_PLAY_REFUSED || net_play_own_chair(h->np) >= 0;
}

/* The host hands chairs on from its table. Ana is connected but does not
 * move at her turn; her computer goes, and the game waits for her: "Give
 * Ana's chair to a new player", reached by the keyboard, asks first; "Keep
 * it for Ana" keeps it; asked again and answered "Give it away", the chair
 * is open with a new token in the chairs file, Ana's old token takes
 * nothing, and Bea, joining without a token, sits there. Bea is connected
 * but does not move either: "Let the computer play for Bea" unblocks the
 * game. (Needs the host's net_host_give_chair_away and its stand-in for a
 * connected guest.) */
static void the_host_hands_chairs_on(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 700;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-hand-on");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Me", VILLAGE_SEAT_HUMAN, 0),
                                               seat("Ana", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Bot", VILLAGE_SEAT_AI, 2)};
    net_play *np = host_on_loopback(seats, (const bool[]){false, true, false}, seed);
    headless guest = join_loopback(np, "Ana", NULL, seed + 1);
    guest.idle = true;
    pair p = {.lobby = np, .other = &guest};
    start_scene(a, &p);
    assert_true(wait_until(a, ana_to_act, &p, 120));
    assert_false(game_over(a));
    /* Ana is there at her turn: the computer may play for her, her chair is not given away. */
    assert_int_equal(net_play_chair_status(np, 1), NET_CHAIR_GUEST);
    button_wait b = {.p = &p};
    char stand_in[160], give[160];
    TRF(&a->i18n, stand_in, "net.stand_in.button", "Ana");
    TRF(&a->i18n, give, "net.give_away.button", "Ana");
    snprintf(b.label, sizeof b.label, "%s", stand_in);
    assert_true(wait_until(a, button_shown, &b, 30));
    assert_int_equal(net_button_id(a, give), -1);

    /* Ana's computer goes; the game waits at her turn. */
    char old_token[64], token[64];
    snprintf(old_token, sizeof old_token, "%s", net_play_token(guest.np));
    assert_true(saved_token(a, token, sizeof token));
    assert_string_equal(token, old_token);
    net_play_free(guest.np);
    guest.np = NULL;
    snprintf(b.label, sizeof b.label, "%s", give);
    assert_true(wait_until(a, button_shown, &b, 60));
    assert_true(net_button_id(a, stand_in) >= 0);
    press_by_keys(a, give);
    char no[160];
    TRF(&a->i18n, no, "net.give_away.no", "Ana");
    assert_true(net_button_id(a, no) >= 0);
    assert_true(net_button_id(a, TR(&a->i18n, "net.give_away.yes")) >= 0);
    assert_int_equal(net_button_id(a, give), -1);
    assert_true(driver_click_label(a, no, 0));
    assert_true(net_button_id(a, give) >= 0); /* kept: asked again from the start */
    assert_int_equal(net_play_chair_status(np, 1), NET_CHAIR_AWAY);
    press_by_keys(a, give);
    press_by_keys(a, TR(&a->i18n, "net.give_away.yes"));
    assert_int_equal(net_play_chair_status(np, 1), NET_CHAIR_OPEN);
    driver_frames(a, 2);
    char notice[300];
    TRF(&a->i18n, notice, "net.give_away.done", "Ana");
    assert_string_equal(probe_net_notice(a->shared->game), notice);
    /* The chairs file holds the new token: a resumed game refuses the old one too. */
    assert_true(saved_token(a, token, sizeof token));
    assert_string_not_equal(token, old_token);

    /* Ana's old token takes nothing; Bea, new, takes the chair. */
    headless ana = join_loopback(np, "Ana", old_token, seed + 5);
    assert_true(wait_until(a, refused_or_seated, &ana, 60));
    assert_int_equal(net_play_phase_of(ana.np), NET_PLAY_REFUSED);
    net_play_free(ana.np);
    guest = join_loopback(np, "Bea", NULL, seed + 6);
    guest.idle = true;
    newcomer bea = {&guest, np};
    assert_true(wait_until(a, chair_taken_by, &bea, 60));

    /* Bea is connected at her turn and does not move: the computer plays for her. */
    TRF(&a->i18n, b.label, "net.stand_in.button", "Bea");
    assert_true(wait_until(a, button_shown, &b, 60));
    size_t before = session_move_count(game_session(a));
    assert_true(driver_click_label(a, b.label, 0));
    assert_string_equal(probe_net_chip(GAME_WORDS(a), a->shared->game, 1),
                        TR(&a->i18n, "net.chip.stand_in"));
    size_t past = before + 1;
    assert_true(wait_until(a, moves_past, &past, 120));
    net_play_free(guest.np);
    driver_stop(a);
}

/* A player back at a game under way sees what happened meanwhile: a first
 * window plays chair 1 and goes; the host's computer players play on to
 * chair 1's turn; the window comes back with the token, and when its
 * decision starts, "since your last turn" tells what Bot and Cleo did,
 * from the host's moved and events lines sent before its view (the rejoin
 * itself brings only a view, which tells nothing). */
static void a_returning_guest_sees_what_happened(void **state)
{
    (void)state;
    uint64_t seed = driver_seed() + 800;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = driver_start_fresh("net-recap");
    assert_non_null(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat("Bot", VILLAGE_SEAT_AI, 0),
                                               seat("Me", VILLAGE_SEAT_HUMAN, 1),
                                               seat("Cleo", VILLAGE_SEAT_AI, 2)};
    headless host = {.np = host_on_loopback(seats, (const bool[]){false, true, false}, seed),
                     .seed = seed};
    headless first = join_loopback(host.np, "Me", NULL, seed + 1);
    pair both = {.lobby = host.np, .other = &first};
    assert_true(wait_until(a, lobby_done, &both, 60));
    pair host_side = {.other = &host};
    /* The first window decides at least once, then goes after its move. */
    for (int i = 0; i < 200000 &&
                    (first.decisions < 2 || session_state(net_play_session(host.np))->actor == 1);
         i++) {
        step_other(&host_side);
        headless_step(&first);
        driver_frames(a, 1);
    }
    assert_true(first.decisions >= 2);
    char token[64];
    snprintf(token, sizeof token, "%s", net_play_token(first.np));
    net_play_free(first.np);
    /* The computer players play on until chair 1 is to act again. */
    size_t left_at = session_move_count(net_play_session(host.np));
    for (int i = 0; i < 200000 && session_state(net_play_session(host.np))->actor != 1; i++) {
        step_other(&host_side);
        driver_frames(a, 1);
    }
    assert_int_equal(session_state(net_play_session(host.np))->actor, 1);
    size_t missed = session_move_count(net_play_session(host.np)) - left_at;
    printf("the host played %zu moves while chair 1 was away\n", missed);
    assert_true(missed > 0);

    char err[256];
    net_transport *t = net_direct_connect(net_play_address(host.np), err, sizeof err);
    assert_non_null(t);
    net_play *np = net_play_join(t, "Me", token, seed + 8);
    assert_non_null(np);
    pair q = {.lobby = np, .other = &host};
    start_scene(a, &q);
    pair p = {.other = &host};
    assert_true(wait_until(a, person_or_end, &p, 120));
    assert_true(probe_deciding(a->shared->game, &a->settings));
    assert_true(probe_recap_events(a->shared->game, 1) > 0);
    assert_true(probe_recap_shown(a->shared->game));
    char lines[PROBE_RECAP_LINES][PROBE_RECAP_LINE_MAX];
    int about[PROBE_RECAP_LINES];
    int n = probe_recap_lines(GAME_WORDS(a), a->shared->game, 1, lines, about, PROBE_RECAP_LINES);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        printf("recap: %s\n", lines[i]);
        assert_true(about[i] == 0 || about[i] == 2); /* what the others did, not chair 1 */
    }
    net_play_free(host.np);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(scene_hosts_a_headless_guest),
        cmocka_unit_test(scene_joins_a_headless_host),
        cmocka_unit_test(a_guest_leaves_and_comes_back),
        cmocka_unit_test(the_host_gone_is_said_on_the_guest),
        cmocka_unit_test(the_guest_reconnects_when_the_host_is_back),
        cmocka_unit_test(a_vanished_room_is_joined_again_and_said),
        cmocka_unit_test(a_table_joined_mid_game_says_where_it_came_in),
        cmocka_unit_test(leaving_the_table_ends_the_hosted_game),
        cmocka_unit_test(the_host_hands_chairs_on),
        cmocka_unit_test(a_returning_guest_sees_what_happened),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
