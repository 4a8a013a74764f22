/* Issue 29, Games by turns in the game: the real screens driven by clicks
 * and typing, against a Prosody and a referee on SQLite that the test
 * starts on 127.0.0.1 (the referee runs in this process, on a thread of
 * its own). The account is typed on the account screen; a game against a
 * computer player is created from the New game screen; My games lists it
 * with "your turn"; Open joins its room through the lobby to the table; a
 * move is made there; leaving the table comes back to My games, where the
 * move count has grown. The remembered password is a file only its owner
 * may read, and at the next start the title says where it is your turn.
 * The referee's refusal and a wrong password are said in words. A friend's
 * invitation shows in My games with Accept and Decline: Accept starts the
 * game, Decline cancels another and says so; a limit's refusal is said in
 * words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game_driver.h"
#include "online_driver.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "referee/xmpp_direct.h"
#include "scenes/game/game_probe.h"
#include "scenes/game/game_ui.h"
#include "scenes/turns.h"
#include "temp_folder.h"
#include "village/ai.h"
#include "wait_until.h"

/* The account screen's fields' ids (turns_account.c). */
enum { ID_JID = 1, ID_PASSWORD, ID_REFEREE, ID_SERVER, ID_CA, ID_REMEMBER = 20, ID_LOGIN };
/* My games' and New game's (turns_games.c, turns_new.c). */
enum { ID_OPEN = 1, ID_DECLINE = 20, ID_NEW = 40, ID_KIND = 10, ID_STYLE = 40, ID_CREATE = 50 };

typedef struct world {
    char folder[256], db[320];
    prosody_server server;
    referee_store *store;
    referee *r;
    pthread_t thread;
    pthread_mutex_t lock;
    bool stop;
} world;

static void referee_says(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "referee: %s\n", line);
}

static void *referee_thread(void *arg)
{
    world *w = arg;
    for (;;) {
        pthread_mutex_lock(&w->lock);
        bool stop = w->stop;
        pthread_mutex_unlock(&w->lock);
        if (stop)
            return NULL;
        referee_step(w->r);
        referee_wait(w->r, 10);
    }
}

static int setup(void **state)
{
    world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "referee"));
    snprintf(w->db, sizeof w->db, "%s/games.sqlite", w->folder);
    char err[512];
    static const prosody_account accounts[] = {
        {"referee", "referee-secret"}, {"ana", "ana-secret"}, {"bo", "bo-secret"}};
    prosody_options options = {.offline_storage = true};
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
                        .lease_seconds = 30,
                        .max_games = 8,
                        .timeout_level = 0,
                        .threads = 1,
                        .max_invitations = 1,
                        .log = referee_says};
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    pthread_mutex_init(&w->lock, NULL);
    assert_int_equal(pthread_create(&w->thread, NULL, referee_thread, w), 0);
    *state = w;
    return 0;
}

static int teardown(void **state)
{
    world *w = *state;
    pthread_mutex_lock(&w->lock);
    w->stop = true;
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    pthread_mutex_destroy(&w->lock);
    referee_free(w->r);
    referee_store_close(w->store);
    prosody_stop(&w->server);
    assert_true(temp_folder_remove_tree(w->folder));
    free(w);
    return 0;
}

/* Typed as SDL sends it, in pieces as long as one text event holds. */
static void type_text(app *a, const char *text)
{
    for (size_t at = 0; at < strlen(text); at += 20) {
        char piece[21];
        snprintf(piece, sizeof piece, "%s", text + at);
        online_type(a, piece);
    }
}

static void type_field(app *a, int id, const char *text)
{
    assert_true(online_click_id(a, id));
    assert_int_equal(a->shared->menu.focus, id);
    driver_key(a, SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE, KMOD_LCTRL);
    type_text(a, text);
}

static const turns_list *shown_list(app *a)
{
    turns_session *s = turns_session_of(a);
    return s->client ? turns_client_list(s->client) : NULL;
}

static bool listed(app *a, void *ctx)
{
    int *count = ctx;
    const turns_list *l = shown_list(a);
    if (getenv("TURNS_DEBUG")) {
        turns_session *s = turns_session_of(a);
        char why[300] = "";
        if (s->client)
            turns_client_failure(s->client, why, sizeof why);
        fprintf(stderr, "scene %d client %p online %d listed %d count %d why '%s' msg '%s'\n",
                a->scene, (void *)s->client, s->client && turns_client_online(s->client),
                l && l->listed, l ? l->count : -1, why, s->message);
    }
    return a->scene == SCENE_TURNS_GAMES && l && l->listed && l->count == *count;
}

static bool first_is_your_turn(app *a, void *ctx)
{
    long *moves_over = ctx;
    const turns_list *l = shown_list(a);
    return a->scene == SCENE_TURNS_GAMES && l && l->listed && l->count == 1 &&
           l->games[0].state == REFEREE_STATE_YOUR_TURN && l->games[0].moves > *moves_over;
}

static bool in_lobby(app *a, void *ctx)
{
    (void)ctx;
    return a->scene == SCENE_ONLINE_LOBBY;
}

static bool at_table_to_move(app *a, void *ctx)
{
    (void)ctx;
    return a->scene == SCENE_GAME && a->shared->game && game_person_decides(a);
}

static bool title_counts_one(app *a, void *ctx)
{
    (void)ctx;
    return a->scene == SCENE_TITLE && turns_waiting_count(a) == 1;
}

/* One decision by clicks, the first enabled option each step, until the
 * person no longer decides: on a guest the move is then on its way to the
 * referee, which answers when it has stored it. */
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

static bool table_moves_beyond(app *a, void *ctx)
{
    const size_t *count = ctx;
    return a->shared->game && session_move_count(game_session(a)) > *count;
}

static void account_typed(app *a, const world *w, bool remember)
{
    assert_true(online_open_from_title(a, "turns.menu"));
    assert_int_equal(a->scene, SCENE_TURNS_ACCOUNT);
    type_field(a, ID_JID, "ana@" PROSODY_DOMAIN);
    driver_key(a, SDLK_TAB, SDL_SCANCODE_TAB, 0);
    assert_int_equal(a->shared->menu.focus, ID_PASSWORD);
    type_text(a, "ana-secret");
    type_field(a, ID_SERVER, w->server.address);
    type_field(a, ID_CA, w->server.ca_file);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    if (remember)
        assert_true(online_click_id(a, ID_REMEMBER));
    assert_true(online_click_id(a, ID_LOGIN));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TURNS_GAMES);
    /* The referee's address defaults to referee@ the account's domain. */
    assert_string_equal(turns_session_of(a)->referee, "referee@" PROSODY_DOMAIN);
}

static void test_create_open_move_and_come_back(void **state)
{
    world *w = *state;
    app *a = driver_start_fresh("referee-turns");
    assert_non_null(a);
    account_typed(a, w, true);
    int none = 0;
    assert_true(wait_until(a, listed, &none, 90));

    /* The password is kept in a file only its owner may read. */
    char path[1200];
    snprintf(path, sizeof path, "%sturns-password.txt", a->pref_dir);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);

    /* A new game against the computer: seat 2, medium by default, clicked
     * round to easy (hard, expert, friend, easy); its style, shown beside
     * it (balanced: a computer alone at its level), clicked twice to the
     * councillor; a day a move. */
    assert_true(online_click_id(a, ID_NEW));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TURNS_NEW);
    for (int i = 0; i < 4; i++)
        assert_true(online_click_id(a, ID_KIND + 1));
    assert_int_equal(turns_session_of(a)->seat_ai[1], 1);
    menu m;
    const menu_item *items[VILLAGE_MAX_PLAYERS];
    int shown[VILLAGE_MAX_PLAYERS];
    scene_get(a->scene)->build_menu(a, &m);
    assert_int_equal(driver_style_items(&a->i18n, &m, items, shown), 1);
    assert_int_equal(shown[0], VILLAGE_AI_STYLE_BALANCED);
    assert_true(strlen(items[0]->tip) > 20);
    assert_true(online_click_id(a, ID_STYLE + 1));
    assert_true(online_click_id(a, ID_STYLE + 1));
    scene_get(a->scene)->build_menu(a, &m);
    assert_int_equal(driver_style_items(&a->i18n, &m, items, shown), 1);
    assert_int_equal(shown[0], VILLAGE_AI_STYLE_COUNCILLOR);
    assert_true(online_click_id(a, 30 + 1));
    assert_true(online_click_id(a, ID_CREATE));
    long before = -1;
    assert_true(wait_until(a, first_is_your_turn, &before, 120));
    const turns_game *g = &shown_list(a)->games[0];
    assert_int_equal(g->players, 2);
    assert_int_equal(g->seats[1].ai_level, 1);
    assert_true(g->seats[1].style_chosen);
    assert_int_equal(g->seats[1].ai_style, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_true(g->seconds_left > 86000 && g->seconds_left <= 86400);
    long moves = g->moves;

    /* Open: the chair's token, the room, the lobby, the table, where the
     * referee's computer plays the style chosen. */
    assert_true(online_click_id(a, ID_OPEN));
    assert_true(wait_until(a, at_table_to_move, NULL, 120));
    assert_int_equal(session_ai_style(game_session(a), 1), VILLAGE_AI_STYLE_COUNCILLOR);
    size_t table_moves = session_move_count(game_session(a));
    assert_true(decide_by_clicks(a));
    /* The referee stores the move, then the table hears it back. */
    assert_true(wait_until(a, table_moves_beyond, &table_moves, 60));
    /* Leave the table: back to My games, the move counted. */
    assert_true(online_click_id(a, GAME_BUTTON_MENU));
    driver_frames(a, 4);
    if (a->scene == SCENE_GAME && a->shared->game && a->shared->game->leave_asked)
        assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.yes"), 0));
    assert_true(wait_until(a, first_is_your_turn, &moves, 120));
    assert_int_equal(a->scene, SCENE_TURNS_GAMES);
    assert_null(a->shared->game); /* the referee keeps the game, not this computer */

    /* Open it again and leave from the lobby: back to My games, not to
     * the live-play join screen. */
    assert_true(online_click_id(a, ID_OPEN));
    assert_true(wait_until(a, in_lobby, NULL, 60));
    assert_true(driver_click_label(a, TR(&a->i18n, "online.lobby.leave"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TURNS_GAMES);
    assert_null(a->shared->game);

    /* The next start: the password is remembered, so the game logs in by
     * itself and the title says where it is the player's turn. */
    char pref_dir[1024];
    snprintf(pref_dir, sizeof pref_dir, "%s", a->pref_dir);
    driver_stop(a);
    a = driver_start(pref_dir);
    assert_non_null(a);
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(wait_until(a, title_counts_one, NULL, 90));
    driver_stop(a);
}

typedef struct status_goal {
    int scene;
    const char *starts_with;
} status_goal;

static bool status_says(app *a, void *ctx)
{
    status_goal *goal = ctx;
    char status[1200];
    turns_games_status_of(a, status, sizeof status);
    return a->scene == goal->scene &&
           strncmp(status, goal->starts_with, strlen(goal->starts_with)) == 0;
}

static bool new_game_says(app *a, void *ctx)
{
    return a->scene == SCENE_TURNS_NEW &&
           strcmp(turns_session_of(a)->message, (const char *)ctx) == 0;
}

/* The referee's refusal and the server's are said in words: a game with
 * the player's own address twice, then a wrong password. */
static void test_refusals_in_words(void **state)
{
    world *w = *state;
    app *a = driver_start_fresh("referee-turns-refusals");
    assert_non_null(a);
    account_typed(a, w, false);
    int none = 0;
    assert_true(wait_until(a, listed, &none, 90));
    char path[1200];
    snprintf(path, sizeof path, "%sturns-password.txt", a->pref_dir);
    assert_int_not_equal(access(path, F_OK), 0); /* not remembered: not written */

    assert_true(online_click_id(a, ID_NEW));
    driver_frames(a, 2);
    for (int i = 0; i < 3; i++) /* medium → hard → expert → a friend */
        assert_true(online_click_id(a, ID_KIND + 1));
    assert_int_equal(turns_session_of(a)->seat_ai[1], -1);
    type_field(a, 1 + 1, "ana@" PROSODY_DOMAIN);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    assert_true(online_click_id(a, ID_CREATE));
    assert_true(wait_until(a, new_game_says, (void *)TR(&a->i18n, "turns.error.invalid"), 60));

    /* Back to the account; a wrong password. */
    assert_true(online_click_id(a, 51)); /* New game's Back */
    driver_frames(a, 2);
    assert_true(online_click_id(a, 42)); /* My games' Account */
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TURNS_ACCOUNT);
    type_field(a, ID_PASSWORD, "not-ana-secret");
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    assert_true(online_click_id(a, ID_LOGIN));
    driver_frames(a, 2);
    char offline[300];
    snprintf(offline, sizeof offline, "%s", TR(&a->i18n, "turns.offline"));
    offline[strcspn(offline, "{")] = '\0'; /* "Not connected: " */
    status_goal goal = {SCENE_TURNS_GAMES, offline};
    assert_true(wait_until(a, status_says, &goal, 90));
    char status[1200];
    turns_games_status_of(a, status, sizeof status);
    /* The server's refusal as the Join screen says it. */
    if (!strstr(status, TR(&a->i18n, "online.fail.xmpp_account")))
        fail_msg("the player reads: %s", status);
    driver_stop(a);
}

/* Bo, from his own XMPP client, invites ana to a game. */
static referee_direct *bo_logs_in(const world *w)
{
    referee_direct_account account = {.jid = "bo@" PROSODY_DOMAIN,
                                      .password = "bo-secret",
                                      .ca_file = w->server.ca_file,
                                      .server = w->server.address};
    char err[256];
    referee_direct *bo = referee_direct_open(&account, err, sizeof err);
    assert_non_null(bo);
    for (int i = 0; i < 2400 && !referee_direct_online(bo); i++)
        support_sleep_seconds(0.025);
    assert_true(referee_direct_online(bo));
    return bo;
}

static void bo_invites_ana(referee_direct *bo)
{
    assert_true(referee_direct_send(bo, "referee@" PROSODY_DOMAIN,
                                    "village-referee 2 create 86400 bo@" PROSODY_DOMAIN
                                    " ana@" PROSODY_DOMAIN));
}

typedef struct state_goal {
    int count;
    referee_game_state state;
} state_goal;

/* My games shows 'count' games, the first in this state. */
static bool first_in_state(app *a, void *ctx)
{
    state_goal *goal = ctx;
    const turns_list *l = shown_list(a);
    return a->scene == SCENE_TURNS_GAMES && l && l->listed && l->count == goal->count &&
           l->games[0].state == goal->state;
}

static bool message_starts(app *a, void *ctx)
{
    const char *start = ctx;
    return strncmp(turns_session_of(a)->message, start, strlen(start)) == 0;
}

/* For a person to look at the screens (run under a real X display with
 * SDL_VIDEODRIVER=x11): TURNS_LOOK_SECONDS=N holds each moment named here
 * on screen for N seconds, saying "look: NAME" on stderr; TURNS_LOOK_LANGUAGE
 * is the language's code to switch to first ("es"). Each moment is
 * also saved as the game's own screenshot. Unset, nothing. */
static void look(app *a, const char *name)
{
    const char *seconds = getenv("TURNS_LOOK_SECONDS");
    if (!seconds)
        return;
    SDL_ShowWindow(a->window); /* the driver's window is hidden */
    fprintf(stderr, "look: %s\n", name);
    double until = support_seconds_now() + atof(seconds);
    while (support_seconds_now() < until)
        driver_frames(a, 1);
    app_take_screenshot(a); /* what was drawn, in the preferences folder (its path on stderr) */
}

static void test_invitation_accept_and_decline_by_clicks(void **state)
{
    world *w = *state;
    app *a = driver_start_fresh("referee-turns-invitations");
    assert_non_null(a);
    if (getenv("TURNS_LOOK_LANGUAGE"))
        assert_true(app_set_language(a, getenv("TURNS_LOOK_LANGUAGE")));
    account_typed(a, w, false);
    int none = 0;
    assert_true(wait_until(a, listed, &none, 90));
    referee_direct *bo = bo_logs_in(w);

    /* The invitation comes in and is listed with Accept and Decline. */
    bo_invites_ana(bo);
    state_goal invited = {1, REFEREE_STATE_INVITED};
    assert_true(wait_until(a, first_in_state, &invited, 90));
    driver_frames(a, 2);
    look(a, "invitation");
    assert_true(driver_click_label(a, TR(&a->i18n, "turns.accept"), 0));
    /* Ana's yes was the last: the game has started, someone's turn. */
    state_goal started = {1, REFEREE_STATE_YOUR_TURN}, waiting = {1, REFEREE_STATE_WAITING};
    double until = support_seconds_now() + 90;
    while (!first_in_state(a, &started) && !first_in_state(a, &waiting) &&
           support_seconds_now() < until)
        driver_frames(a, 1);
    assert_true(first_in_state(a, &started) || first_in_state(a, &waiting));

    /* A second invitation, declined: it is cancelled and the player told. */
    bo_invites_ana(bo);
    state_goal second = {2, REFEREE_STATE_INVITED};
    if (!first_in_state(a, &started)) /* your turn stays first */
        assert_true(wait_until(a, first_in_state, &second, 90));
    else {
        until = support_seconds_now() + 90;
        while (shown_list(a)->count != 2 && support_seconds_now() < until)
            driver_frames(a, 1);
    }
    driver_frames(a, 2);
    look(a, "second-invitation");
    const turns_list *l = shown_list(a);
    int row = l->games[0].state == REFEREE_STATE_INVITED ? 0 : 1;
    assert_int_equal(l->games[row].state, REFEREE_STATE_INVITED);
    driver_frames(a, 2);
    assert_true(online_click_id(a, ID_DECLINE + row));
    char declined[300];
    snprintf(declined, sizeof declined, "%s", TR(&a->i18n, "turns.cancelled.declined"));
    declined[strcspn(declined, "{")] = '\0';
    assert_true(wait_until(a, message_starts, declined, 90));
    assert_true(wait_until(a, listed, &(int){1}, 90));
    look(a, "declined");

    /* Ana invites bo once (the referee allows one unanswered invitation
     * here), then again: the limit is said in her words. */
    for (int attempt = 0; attempt < 2; attempt++) {
        assert_true(online_click_id(a, ID_NEW));
        driver_frames(a, 2);
        /* Seat 2 clicked round to a friend (the form may keep one). */
        for (int i = 0; i < 6 && turns_session_of(a)->seat_ai[1] != -1; i++)
            assert_true(online_click_id(a, ID_KIND + 1));
        assert_int_equal(turns_session_of(a)->seat_ai[1], -1);
        type_field(a, 1 + 1, "bo@" PROSODY_DOMAIN);
        driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
        if (attempt == 0)
            look(a, "new-game");
        assert_true(online_click_id(a, ID_CREATE));
        if (attempt == 0) {
            state_goal pending = {2, REFEREE_STATE_PENDING};
            until = support_seconds_now() + 90;
            bool shown = false;
            while (!shown && support_seconds_now() < until) {
                driver_frames(a, 1);
                const turns_list *now = shown_list(a);
                shown = a->scene == SCENE_TURNS_GAMES && now && now->count == pending.count;
            }
            assert_true(shown);
            look(a, "pending");
        }
    }
    assert_true(
        wait_until(a, new_game_says, (void *)TR(&a->i18n, "turns.error.limit_invitations"), 60));
    look(a, "limit");
    referee_direct_close(bo);
    driver_stop(a);
}

int main(void)
{
    if (getenv("TURNS_LOOK_SECONDS")) /* looking: only the test that has moments to look at */
        cmocka_set_test_filter("test_invitation_accept_and_decline_by_clicks");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_create_open_move_and_come_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_refusals_in_words, setup, teardown),
        cmocka_unit_test_setup_teardown(test_invitation_accept_and_decline_by_clicks, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
