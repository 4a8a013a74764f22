/* Whole games by clicks (issue 25): in English and in Spanish, two people at
 * a hot seat and two easy AI seats play from the title to the results, and
 * every human decision is taken through the chooser as a person takes it
 * (a board target or an option button clicked at its window position, the
 * hand-over passed by its button, forced moves clicked too): the test never
 * hands the session a move. The language is chosen by clicks in Settings.
 * At 1280x720; animations are instant and the AI easy. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"

/* Title -> Settings -> the language's button -> Back, by clicks. */
static void choose_language(app *a, const char *button, const char *code)
{
    assert_true(driver_click_label(a, TR(&a->i18n, "title.settings"), 0));
    assert_int_equal(a->scene, SCENE_SETTINGS);
    assert_true(driver_click_label(a, button, 0));
    assert_string_equal(a->settings.language, code);
    assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
}

/* Title -> setup: two humans (chairs 1 and 2) and two easy AI seats. */
static void set_up_hot_seat(app *a)
{
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    assert_true(driver_click_label(a, TR(t, "setup.human"), 1)); /* chair 2 */
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 0));  /* chair 3 */
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 1));  /* chair 4 */
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_human_count(game_session(a)), 2);
    assert_int_equal(session_record(game_session(a))->num_players, 4);
}

static void play_a_whole_game_by_clicks(const char *button, const char *code)
{
    app *a = driver_start_fresh(code);
    assert_non_null(a);
    /* The smallest window the game supports well: every option must still
     * have its place, and a game costs fewer pixels to draw. */
    SDL_SetWindowSize(a->window, 1280, 720);
    driver_frames(a, 2);
    choose_language(a, button, code);
    set_up_hot_seat(a);
    int decisions = 0, handoffs = 0;
    while (decisions < 2000) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        handoffs += driver_pass_handoff(a);
        assert_true(driver_all_options_visible(a));
        size_t moves = session_move_count(game_session(a));
        assert_true(driver_decide(a));
        assert_true(session_move_count(game_session(a)) > moves);
        decisions++;
    }
    printf("%s: human decisions %d, hand-overs %d, moves %zu\n", code, decisions, handoffs,
           session_move_count(game_session(a)));
    assert_true(handoffs > 0);
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    char why[256];
    assert_true(village_check_invariants(session_state(game_session(a)), why, sizeof why));
    driver_frames(a, 2);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.see_results"), 0));
    assert_int_equal(a->scene, SCENE_RESULTS);
    assert_string_equal(a->settings.language, code);
    driver_frames(a, 2);
    game_close(&a->shared->game);
    driver_stop(a);
}

static void test_a_whole_game_in_english(void **unused)
{
    (void)unused;
    play_a_whole_game_by_clicks("English", "en");
}

static void test_a_whole_game_in_spanish(void **unused)
{
    (void)unused;
    play_a_whole_game_by_clicks("Español", "es");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_game_in_english),
        cmocka_unit_test(test_a_whole_game_in_spanish),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
