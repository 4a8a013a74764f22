/* Issue 31: a whole 2-player game against the AI by keyboard events only,
 * from the title through the setup to the results: Tab and the arrows move
 * the focus ring, Enter chooses, and no mouse event is ever sent. At each
 * human decision the ring must reach every option the table offers (by Tab),
 * the arrows must move it; the leave question is opened with Escape and
 * answered by keys. The game is read through game_probe.h; the menus
 * through the scenes' shared menu state. At 1280x800, animations instant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

static void key(app *a, SDL_Keycode k)
{
    driver_key(a, k, SDL_GetScancodeFromKey(k), KMOD_NONE);
}

/* The current scene's n-th button labelled so, by Tab, then Enter. */
static void press_menu_button(app *a, const char *label, int nth)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    int want = -1;
    for (int i = 0; i < m.count && want < 0; i++)
        if (strcmp(m.items[i].label, label) == 0 && nth-- == 0)
            want = i;
    assert_true(want >= 0);
    for (int presses = 0; presses <= m.count + 1; presses++) {
        if (a->shared->menu.keys && a->shared->menu.hover == want)
            break;
        key(a, SDLK_TAB);
    }
    assert_true(a->shared->menu.keys);
    assert_int_equal(a->shared->menu.hover, want);
    key(a, SDLK_RETURN);
}

/* Title -> setup: the first chair a person, the second an easy AI, the others empty. */
static void set_up_by_keys(app *a)
{
    const i18n *t = &a->i18n;
    press_menu_button(a, TR(t, "title.new"), 0);
    assert_int_equal(a->scene, SCENE_SETUP);
    press_menu_button(a, TR(t, "setup.easy"), 0);  /* chair 2 */
    press_menu_button(a, TR(t, "setup.empty"), 2); /* chair 3 */
    press_menu_button(a, TR(t, "setup.empty"), 3); /* chair 4 */
    press_menu_button(a, TR(t, "setup.play"), 0);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_human_count(game_session(a)), 1);
    assert_int_equal(session_record(game_session(a))->num_players, 2);
}

static bool ringed(app *a, int *kind, int *id)
{
    return probe_focus(a->shared->game, kind, id);
}

/* What the rings reached over the game, by the kind of place an option has. */
typedef struct reached {
    int cubes, members, other_targets, buttons;
} reached;

static void count_reached(reached *r, int target)
{
    if (target == TARGET_NONE)
        r->buttons++;
    else if (target >= TARGET_MEMBER)
        r->members++;
    else if (target >= TARGET_CUBE && target < TARGET_WELL)
        r->cubes++;
    else
        r->other_targets++;
}

/* Tab once round all the spots: every option with a place on the table is
 * ringed on the way, and the ring comes back where it started. */
static void tab_round(app *a, reached *reach)
{
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = probe_focus_spots(a, spots, TABLE_FOCUS_SPOTS_MAX);
    assert_true(n > 0);
    int kind, id;
    assert_true(ringed(a, &kind, &id));
    int start_kind = kind, start_id = id;
    bool seen[TABLE_OPTIONS_MAX] = {false};
    for (int i = 0; i < n; i++) {
        key(a, SDLK_TAB);
        assert_true(ringed(a, &kind, &id));
        if (kind == TABLE_FOCUS_OPTION)
            seen[id] = true;
    }
    assert_int_equal(kind, start_kind);
    assert_int_equal(id, start_id);
    int options = 0;
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        SDL_FRect r;
        probe_option p = probe_option_at(a->shared->game, o);
        bool drawn = p.target != TARGET_NONE
                         ? probe_target_rect(&a->gfx, a->shared->game, p.target, &r)
                         : probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r);
        if (drawn) {
            assert_true(seen[o]);
            count_reached(reach, p.target);
            options++;
        }
    }
    assert_true(options > 0);
}

/* One step of the decision by keys: the ring shown, moved by a few random
 * arrows and Tabs, then Tab on to an enabled option, and Enter. */
static void choose_a_step(app *a, uint64_t *r)
{
    int kind, id;
    key(a, SDLK_TAB); /* shows the ring, or moves it */
    *r = *r * 6364136223846793005ULL + 1442695040888963407ULL;
    static const SDL_Keycode arrows[] = {SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN};
    for (int i = 0; i < (int)(*r >> 61); i++)
        key(a, arrows[(*r >> (40 + 2 * i)) & 3]);
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = probe_focus_spots(a, spots, TABLE_FOCUS_SPOTS_MAX);
    for (int presses = 0; presses <= n; presses++) {
        assert_true(ringed(a, &kind, &id));
        if (kind == TABLE_FOCUS_OPTION && probe_option_at(a->shared->game, id).enabled)
            break;
        key(a, SDLK_TAB);
    }
    assert_int_equal(kind, TABLE_FOCUS_OPTION);
    assert_true(probe_option_at(a->shared->game, id).enabled);
    key(a, SDLK_RETURN);
}

/* Escape at the root of a decision asks before leaving, the ring on "Keep
 * playing"; Tab away and back to it and Enter answer it, and the table is as
 * it was. */
static void leave_question_by_keys(app *a)
{
    size_t moves = session_move_count(game_session(a));
    while (probe_can_go_back(a->shared->game))
        key(a, SDLK_ESCAPE);
    key(a, SDLK_ESCAPE);
    menu m;
    app_scene(a)->build_menu(a, &m);
    assert_int_equal(m.count, 2); /* the question's two answers */
    /* The ring starts on the safe answer: Enter after Escape stays. */
    assert_true(a->shared->menu.keys);
    assert_string_equal(m.items[a->shared->menu.hover].label, TR(&a->i18n, "game.leave.no"));
    key(a, SDLK_TAB);
    press_menu_button(a, TR(&a->i18n, "game.leave.no"), 0);
    app_scene(a)->build_menu(a, &m);
    assert_true(m.count != 2 || strcmp(m.items[1].label, TR(&a->i18n, "game.leave.no")) != 0);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_move_count(game_session(a)), moves);
}

static void test_a_whole_game_by_keyboard(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("keyboard");
    assert_non_null(a);
    SDL_SetWindowSize(a->window, 1280, 800);
    driver_frames(a, 2);
    set_up_by_keys(a);
    uint64_t r = driver_seed();
    int decisions = 0, steps = 0;
    reached reach = {0};
    while (decisions < 2000) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        if (decisions == 3)
            leave_question_by_keys(a);
        size_t moves = session_move_count(game_session(a));
        for (int step = 0; session_move_count(game_session(a)) == moves; step++) {
            assert_true(step < 8);
            assert_true(driver_wait_for_human(a, 300));
            if (decisions % 3 == 0) {
                key(a, SDLK_TAB);
                tab_round(a, &reach);
            }
            choose_a_step(a, &r);
            steps++;
        }
        decisions++;
    }
    printf("keyboard: human decisions %d, steps %d, moves %zu; ringed on Tab rounds: "
           "%d cubes, %d members, %d other board targets, %d buttons\n",
           decisions, steps, session_move_count(game_session(a)), reach.cubes, reach.members,
           reach.other_targets, reach.buttons);
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    assert_true(decisions > 20);
    /* The rounds rang cubes, other board targets (spaces, buildings, the
     * well, stalls, cities, council stages) and buttons, and checked each. */
    assert_true(reach.cubes > 0 && reach.other_targets > 0 && reach.buttons > 0);
    driver_frames(a, 2);
    /* "See results" is one of the table's buttons: Tab to it, Enter. */
    menu m;
    app_scene(a)->build_menu(a, &m);
    int results = -1;
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, TR(&a->i18n, "game.see_results")) == 0)
            results = m.items[i].id;
    assert_true(results >= 0);
    int kind = -1, id = -1;
    for (int presses = 0; presses <= m.count + 1; presses++) {
        if (ringed(a, &kind, &id) && kind == TABLE_FOCUS_BUTTON && id == results)
            break;
        key(a, SDLK_TAB);
    }
    assert_int_equal(id, results);
    key(a, SDLK_RETURN);
    assert_int_equal(a->scene, SCENE_RESULTS);
    /* And on to the title by keys. */
    press_menu_button(a, TR(&a->i18n, "results.title"), 0);
    assert_int_equal(a->scene, SCENE_TITLE);
    game_close(&a->shared->game);
    driver_stop(a);
}

int main(void)
{
    printf("seed %llu\n", (unsigned long long)driver_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_game_by_keyboard),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
