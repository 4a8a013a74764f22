/* Issue 28, Play online's host: from the title by clicks and keys to the
 * lobby on 127.0.0.1 (a free port), whose address is shown; headless guests
 * over loopback TCP join, the lobby shows their names, and once every
 * friend's chair is taken the table shows the game. A port already in use
 * is said on the host screen in the player's language. The saved network
 * game resumed waits in the lobby for its friends. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "net/direct_transport.h"
#include "online_driver.h"
#include "scenes/game/game.h"
#include "scenes/online_form.h"
#include "village/ai.h"

/* The host screen with the seats You, Friend, Friend and the address typed. */
static void host_screen_on(app *a, const char *address)
{
    assert_true(online_open_from_title(a, "online.host"));
    assert_int_equal(a->scene, SCENE_ONLINE_HOST);
    /* Chair 3 (a computer at first) becomes a friend's: the third "Friend" button. */
    assert_true(driver_click_label(a, TR(&a->i18n, "online.seat.friend"), 2));
    assert_true(online_click_id(a, FORM_ADDRESS));
    assert_int_equal(a->shared->menu.focus, FORM_ADDRESS);
    online_erase(a, 40);
    online_type(a, address);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0); /* leaves the field */
    assert_int_equal(a->shared->menu.focus, -1);
    assert_string_equal(a->settings.online.listen, address);
}

typedef struct guests {
    net_play *games[2];
    const char *name;
    int chair;
} guests;

static bool lobby_shows_guest(app *a, void *ctx)
{
    guests *g = ctx;
    online_step(a, g->games, 2);
    char line[256];
    i18n_format(&a->i18n, line, sizeof line, "online.chair.guest",
                (const char *const[]){g->name, NULL});
    return online_lobby_shows(a, g->chair, line);
}

static bool table_shows_game(app *a, void *ctx)
{
    guests *g = ctx;
    online_step(a, g->games, 2);
    return a->scene == SCENE_GAME;
}

static bool guests_playing(app *a, void *ctx)
{
    guests *g = ctx;
    online_step(a, g->games, 2);
    return net_play_phase_of(g->games[0]) == NET_PLAY_PLAYING &&
           net_play_phase_of(g->games[1]) == NET_PLAY_PLAYING;
}

static void test_host_lobby_guests_join(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("online-host");
    assert_non_null(a);
    host_screen_on(a, "127.0.0.1:0");
    assert_true(driver_click_label(a, TR(&a->i18n, "online.host.open"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY);
    assert_non_null(online_lobby_play(a));

    online_lobby_words w;
    online_lobby_words_of(a, &w);
    assert_true(strncmp(w.address, "127.0.0.1:", 10) == 0);
    assert_true(strcmp(w.address, "127.0.0.1:0") != 0); /* the real port */
    assert_int_equal(w.chairs, 3);
    char you[256];
    i18n_format(&a->i18n, you, sizeof you, "online.chair.you",
                (const char *const[]){a->settings.online.name, NULL});
    assert_string_equal(w.chair[0], you);
    assert_string_equal(w.chair[1], TR(&a->i18n, "online.chair.open"));
    assert_string_equal(w.state, TR(&a->i18n, "online.lobby.waiting"));

    guests g = {{online_headless_guest(w.address, "Bo"), NULL}, "Bo", 1};
    assert_non_null(g.games[0]);
    assert_true(wait_until(a, lobby_shows_guest, &g, 60));
    assert_true(online_lobby_shows(a, 2, TR(&a->i18n, "online.chair.open")));
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY); /* a friend's chair is still open */

    g.games[1] = online_headless_guest(w.address, "Cy");
    assert_non_null(g.games[1]);
    assert_true(wait_until(a, table_shows_game, &g, 60));
    assert_null(online_lobby_play(a)); /* the game scene has it now */
    /* The host started on Cy's hello: Cy hears its welcome a moment later. */
    assert_true(wait_until(a, guests_playing, &g, 60));
    for (int i = 0; i < 2; i++) {
        assert_int_equal(net_play_own_chair(g.games[i]), i + 1);
        net_play_free(g.games[i]);
    }
    driver_stop(a);
}

/* Another game listens at the port: the host screen says so, in Spanish. */
static void test_port_in_use_said(void **unused)
{
    (void)unused;
    char err[256];
    net_transport *taken = net_direct_listen("127.0.0.1:0", err, sizeof err);
    assert_non_null(taken);
    app *a = driver_start_fresh("online-port-in-use");
    assert_non_null(a);
    assert_true(app_set_language(a, "es"));
    host_screen_on(a, net_address(taken));
    assert_true(driver_click_label(a, TR(&a->i18n, "online.host.open"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_HOST);
    assert_true(i18n_has(&a->i18n, "online.fail.port_in_use"));
    assert_string_equal(a->shared->menu.message, TR(&a->i18n, "online.fail.port_in_use"));
    /* Back and forth: the message goes, the choices stay. */
    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_int_equal(a->scene, SCENE_ONLINE);
    driver_stop(a);
    net_transport_free(taken);
}

static bool guests_seated(app *a, void *ctx)
{
    net_play **games = ctx;
    online_step(a, games, 3);
    return net_play_phase_of(games[0]) == NET_PLAY_PLAYING && net_play_own_chair(games[1]) >= 0 &&
           net_play_own_chair(games[2]) >= 0;
}

/* The saved network game taken up again: its friends are away, so the
 * lobby shows the address and their chairs until the host goes to the
 * table. */
static void test_resume_waits_in_the_lobby(void **unused)
{
    (void)unused;
    char pref[256], save[400];
    assert_true(driver_fresh_dir(pref, sizeof pref, "online-resume"));
    app *a = driver_start(pref);
    assert_non_null(a);
    net_play *games[3] = {online_headless_host(3), NULL, NULL};
    assert_non_null(games[0]);
    games[1] = online_headless_guest(net_play_address(games[0]), "Bo");
    games[2] = online_headless_guest(net_play_address(games[0]), "Cy");
    assert_true(wait_until(a, guests_seated, games, 60));
    char err[256];
    snprintf(save, sizeof save, "%s/%s", pref, NETWORK_GAME_FILE);
    assert_true(net_play_save(games[0], save, err, sizeof err));
    char sat[64]; /* Bo or Cy: whoever was first took chair 2 */
    snprintf(sat, sizeof sat, "%s", net_play_chair_name(games[0], 1));
    for (int i = 0; i < 3; i++)
        net_play_free(games[i]);

    assert_true(online_open_from_title(a, "online.resume"));
    assert_int_equal(a->scene, SCENE_ONLINE_HOST);
    assert_true(online_click_id(a, FORM_ADDRESS));
    online_erase(a, 40);
    online_type(a, "127.0.0.1:0");
    assert_true(driver_click_label(a, TR(&a->i18n, "online.host.resume"), 0));
    driver_frames(a, 10);
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY);
    online_lobby_words w;
    online_lobby_words_of(a, &w);
    assert_true(strncmp(w.address, "127.0.0.1:", 10) == 0);
    char away[256];
    i18n_format(&a->i18n, away, sizeof away, "online.chair.away",
                (const char *const[]){sat, NULL}); /* the save keeps the name its guest gave */
    assert_string_equal(w.chair[1], away);
    assert_string_equal(w.state, TR(&a->i18n, "online.lobby.waiting_back"));
    assert_true(driver_click_label(a, TR(&a->i18n, "online.lobby.to_table"), 0));
    driver_frames(a, 4);
    assert_int_equal(a->scene, SCENE_GAME);
    driver_stop(a);
}

static bool guest_playing(app *a, void *ctx)
{
    net_play **guest = ctx;
    online_step(a, guest, 1);
    return net_play_phase_of(*guest) == NET_PLAY_PLAYING && net_play_session(*guest);
}

/* Issue 39: two medium computers at a network table show different styles
 * under their levels, as the table setup does; a click changes one; the
 * game's computers play the styles shown, and the friend's table knows
 * them. */
static void test_computers_styles_shown_and_played(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("online-host-styles");
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(online_open_from_title(a, "online.host"));
    /* You, a friend, and chairs 3 and 4 medium computers. */
    assert_true(driver_click_label(a, TR(t, "setup.ai"), 3));
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    const menu_item *items[VILLAGE_MAX_PLAYERS];
    int shown[VILLAGE_MAX_PLAYERS];
    assert_int_equal(driver_style_items(t, &m, items, shown), 2);
    assert_int_not_equal(shown[0], shown[1]);
    assert_true(strlen(items[0]->tip) > 20);
    /* Every button of the chairs stays above the note's place and clear of
     * the others. */
    for (int i = 0; i < m.count; i++)
        for (int j = i + 1; j < m.count; j++)
            assert_false(driver_rects_meet(&m.items[i].rect, &m.items[j].rect));
    char label[sizeof items[1]->label];
    snprintf(label, sizeof label, "%s", items[1]->label);
    assert_true(driver_click_label(a, label, 0));
    int chosen = (shown[1] + 1) % VILLAGE_AI_STYLES;
    scene_get(a->scene)->build_menu(a, &m);
    assert_int_equal(driver_style_items(t, &m, items, shown), 2);
    assert_int_equal(shown[1], chosen);

    assert_true(online_click_id(a, FORM_ADDRESS));
    online_erase(a, 40);
    online_type(a, "127.0.0.1:0");
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    assert_true(driver_click_label(a, TR(t, "online.host.open"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY);
    const session *host = net_play_session(online_lobby_play(a));
    for (int k = 0; k < 2; k++)
        assert_int_equal(session_ai_style(host, k + 2), shown[k]);
    online_lobby_words w;
    online_lobby_words_of(a, &w);
    /* The lobby names each computer's plan when it has one of its own. */
    for (int k = 0; k < 2; k++) {
        char style[32], line[256];
        snprintf(style, sizeof style, "turns.style.%d", shown[k]);
        const char *name = net_play_chair_name(online_lobby_play(a), k + 2);
        if (shown[k] > 0)
            i18n_format(&a->i18n, line, sizeof line, "online.chair.computer_style",
                        (const char *const[]){name, TR(t, style), NULL});
        else
            i18n_format(&a->i18n, line, sizeof line, "online.chair.computer",
                        (const char *const[]){name, NULL});
        assert_string_equal(w.chair[k + 2], line);
    }
    net_play *guest = online_headless_guest(w.address, "Bo");
    assert_non_null(guest);
    assert_true(wait_until(a, guest_playing, &guest, 60));
    const session *follow = net_play_session(guest);
    for (int k = 0; k < 2; k++)
        assert_int_equal(session_ai_style(follow, k + 2), shown[k]);
    assert_int_equal(session_ai_style(follow, 0), -1); /* the host's person */
    net_play_free(guest);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_host_lobby_guests_join),
        cmocka_unit_test(test_port_in_use_said),
        cmocka_unit_test(test_resume_waits_in_the_lobby),
        cmocka_unit_test(test_computers_styles_shown_and_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
