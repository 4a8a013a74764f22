/* Issue 28, Play online's join: the name and the host's address typed on
 * the join screen (keys: Tab from one field to the next), the lobby shows
 * the chair taken; the chair's token is kept in the settings and takes the
 * same chair back after leaving; a host whose chairs are all taken refuses,
 * and the lobby says why in the player's language. The host is headless,
 * beside the app, over loopback TCP. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "net/direct_transport.h"
#include "net/xmpp_certificate.h"
#include "scenes/online_words.h"
#include "online_driver.h"
#include "scenes/online_form.h"

/* The join screen with the name and address typed, the name field first,
 * then Tab to the address. */
static void join_screen_typed(app *a, const char *name, const char *address)
{
    assert_true(online_open_from_title(a, "online.join"));
    assert_int_equal(a->scene, SCENE_ONLINE_JOIN);
    assert_true(online_click_id(a, FORM_NAME));
    assert_int_equal(a->shared->menu.focus, FORM_NAME);
    online_erase(a, 40);
    online_type(a, name);
    driver_key(a, SDLK_TAB, SDL_SCANCODE_TAB, 0);
    assert_int_equal(a->shared->menu.focus, FORM_ADDRESS);
    online_erase(a, 40);
    online_type(a, address);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    assert_int_equal(a->shared->menu.focus, -1);
    assert_string_equal(a->settings.online.name, name);
    assert_string_equal(a->settings.online.address, address);
}

typedef struct waiting {
    net_play *games[2];
    int chair;
    const char *words;
} waiting;

static bool lobby_shows(app *a, void *ctx)
{
    waiting *w = ctx;
    online_step(a, w->games, 2);
    return online_lobby_shows(a, w->chair, w->words);
}

static void test_join_typed_then_back_to_the_same_chair(void **unused)
{
    (void)unused;
    net_play *host = online_headless_host(3);
    assert_non_null(host);
    char address[128];
    snprintf(address, sizeof address, "%s", net_play_address(host));
    app *a = driver_start_fresh("online-join");
    assert_non_null(a);
    join_screen_typed(a, "Cy", address);
    assert_true(driver_click_label(a, TR(&a->i18n, "online.join.go"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_LOBBY);

    char you[256];
    i18n_format(&a->i18n, you, sizeof you, "online.chair.you", (const char *const[]){"Cy", NULL});
    waiting w = {{host, NULL}, 1, you};
    assert_true(wait_until(a, lobby_shows, &w, 60));
    assert_string_equal(net_play_chair_name(host, 1), "Cy");
    assert_true(online_lobby_shows(a, 2, TR(&a->i18n, "online.chair.open")));
    /* The host's computer is told as a computer, not as the host's person. */
    char bot[256];
    i18n_format(&a->i18n, bot, sizeof bot, "online.chair.computer",
                (const char *const[]){"Hostbot", NULL});
    assert_true(online_lobby_shows(a, 0, bot));
    /* A chair nobody has taken yet still has a name: the host's. */
    assert_true(net_play_chair_name(host, 2)[0] != '\0');
    assert_string_equal(net_play_chair_name(online_lobby_play(a), 2), net_play_chair_name(host, 2));
    online_lobby_words words;
    online_lobby_words_of(a, &words);
    assert_string_equal(words.address, address);
    /* The token is kept for this address, on disk too. */
    assert_int_equal(strlen(a->settings.online.token), 32);
    assert_string_equal(a->settings.online.token_for, address);

    /* Leave: the chair waits; joining again takes it back (without the
     * token the first open chair, 3, would be taken). */
    assert_true(driver_click_label(a, TR(&a->i18n, "online.lobby.leave"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_JOIN);
    assert_null(online_lobby_play(a));
    for (int i = 0; i < 200 && net_play_chair_status(host, 1) != NET_CHAIR_AWAY; i++)
        online_step(a, &host, 1);
    assert_int_equal(net_play_chair_status(host, 1), NET_CHAIR_AWAY);
    assert_true(driver_click_label(a, TR(&a->i18n, "online.join.go"), 0));
    driver_frames(a, 2);
    assert_true(wait_until(a, lobby_shows, &w, 60));
    assert_int_equal(net_play_chair_status(host, 2), NET_CHAIR_OPEN);
    driver_stop(a);
    net_play_free(host);
}

/* Every chair taken: the host refuses, and the lobby says so in Spanish. */
static void test_refused_join_says_why(void **unused)
{
    (void)unused;
    net_play *host = online_headless_host(2);
    assert_non_null(host);
    char address[128];
    snprintf(address, sizeof address, "%s", net_play_address(host));
    net_play *first = online_headless_guest(address, "Bo");
    assert_non_null(first);
    app *a = driver_start_fresh("online-refused");
    assert_non_null(a);
    for (int i = 0; i < 3000 && net_play_own_chair(first) < 0; i++) {
        net_play *both[2] = {host, first};
        online_step(a, both, 2);
    }
    assert_int_equal(net_play_own_chair(first), 1);

    assert_true(app_set_language(a, "es"));
    join_screen_typed(a, "Cy", address);
    assert_true(driver_click_label(a, TR(&a->i18n, "online.join.go"), 0));
    driver_frames(a, 2);
    waiting w = {{host, first}, -2, TR(&a->i18n, "online.refused.full")};
    assert_true(wait_until(a, lobby_shows, &w, 60));
    assert_null(online_lobby_play(a)); /* the connection is closed */
    /* Back: on the join screen, still saying why. */
    assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_ONLINE_JOIN);
    assert_string_equal(a->shared->menu.message, TR(&a->i18n, "online.refused.full"));

    /* Nobody listens at the address: the lobby says so, not "lost". */
    char err[256];
    net_transport *gone = net_direct_listen("127.0.0.1:0", err, sizeof err);
    assert_non_null(gone);
    snprintf(address, sizeof address, "%s", net_address(gone));
    net_transport_free(gone);
    assert_true(online_click_id(a, FORM_ADDRESS));
    online_erase(a, 40);
    online_type(a, address);
    driver_key(a, SDLK_RETURN, SDL_SCANCODE_RETURN, 0);
    assert_true(driver_click_label(a, TR(&a->i18n, "online.join.go"), 0));
    driver_frames(a, 2);
    waiting nobody = {{NULL, NULL}, -2, TR(&a->i18n, "online.fail.refused")};
    assert_true(wait_until(a, lobby_shows, &nobody, 60));
    driver_stop(a);
    net_play_free(first);
    net_play_free(host);
}

/* A server's certificate refused: the player reads why in their language
 * (self-signed, another server's name, an unknown authority), from the
 * sentence the XMPP transport writes with OpenSSL's words. */
static void test_a_refused_certificate_says_why(void **unused)
{
    (void)unused;
    static const struct {
        const char *openssl, *key;
    } cases[] = {
        {"self-signed certificate", "online.fail.xmpp_self_signed"},
        {"self-signed certificate in certificate chain", "online.fail.xmpp_self_signed"},
        {"hostname mismatch", "online.fail.xmpp_wrong_name"},
        {"unable to get local issuer certificate", "online.fail.xmpp_untrusted"},
    };
    app *a = driver_start_fresh("online-certificate");
    assert_non_null(a);
    const char *languages[] = {"en", "es", "de"};
    for (size_t l = 0; l < 3; l++) {
        assert_true(app_set_language(a, languages[l]));
        for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
            char reason[256], shown[512];
            snprintf(reason, sizeof reason, "no secure connection to the XMPP server: %s (%s)",
                     xmpp_certificate_words(cases[i].openssl), cases[i].openssl);
            assert_true(i18n_has(&a->i18n, cases[i].key));
            assert_string_equal(online_failure_text(&a->i18n, reason, shown, sizeof shown),
                                TR(&a->i18n, cases[i].key));
        }
    }
    driver_stop(a);
}

/* A server that takes the connection and then says nothing: the link
 * gives up on the login (net/xmpp_link.h) and the player reads why. */
static void test_a_silent_server_says_why(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("online-silent");
    assert_non_null(a);
    const char *languages[] = {"en", "es", "de"};
    for (size_t l = 0; l < 3; l++) {
        assert_true(app_set_language(a, languages[l]));
        char shown[512];
        assert_true(i18n_has(&a->i18n, "online.fail.xmpp_silent"));
        assert_string_equal(online_failure_text(&a->i18n,
                                                "the XMPP server did not finish the login in 20 s",
                                                shown, sizeof shown),
                            TR(&a->i18n, "online.fail.xmpp_silent"));
    }
    driver_stop(a);
}

/* A server where only referees make rooms refuses a player's room: the
 * player reads that the server would not make it, not that someone else
 * owns it (the XMPP transport's words for Prosody's not-allowed and
 * ejabberd's forbidden, with and without members). */
static void test_a_room_the_server_would_not_make_says_why(void **unused)
{
    (void)unused;
    static const char *const reasons[] = {
        "this server does not let this account make the room game@rooms.example.org "
        "(not-allowed)",
        "this server does not let this account make or enter the room game@rooms.example.org "
        "(forbidden)",
        "the room game@rooms.example.org is another account's, or this server does not let this "
        "account make it (forbidden)",
    };
    app *a = driver_start_fresh("online-room-not-made");
    assert_non_null(a);
    const char *languages[] = {"en", "es", "de"};
    for (size_t l = 0; l < 3; l++) {
        assert_true(app_set_language(a, languages[l]));
        assert_true(i18n_has(&a->i18n, "online.fail.room_not_made"));
        for (size_t i = 0; i < sizeof reasons / sizeof *reasons; i++) {
            char shown[512];
            assert_string_equal(online_failure_text(&a->i18n, reasons[i], shown, sizeof shown),
                                TR(&a->i18n, "online.fail.room_not_made"));
        }
    }
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_join_typed_then_back_to_the_same_chair),
        cmocka_unit_test(test_refused_join_says_why),
        cmocka_unit_test(test_a_refused_certificate_says_why),
        cmocka_unit_test(test_a_silent_server_says_why),
        cmocka_unit_test(test_a_room_the_server_would_not_make_says_why),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
