/* Issue 31: game controllers. A whole 2-player game against the AI by a
 * game controller only, from the title through the setup to the results:
 * the controller is SDL's virtual joystick, its buttons and stick set as a
 * hand would and read by the app through SDL's real event path (no key or
 * mouse event is ever sent). Also: hot-plug (added, removed, added again),
 * the left stick's dead zone and repeat, the prompts' glyphs following the
 * device last used, and a Steam Deck's first start. At 1280x800, animations
 * instant. The game is read through game_probe.h, the menus through the
 * scenes' shared menu state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/controllers.h"
#include "game_driver.h"
#include "virtual_pad.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

/* The current scene's n-th button labelled so, by the D-pad, then A. */
static void press_menu_button(app *a, const pad *p, const char *label, int nth)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    int want = -1;
    for (int i = 0; i < m.count && want < 0; i++)
        if (strcmp(m.items[i].label, label) == 0 && nth-- == 0)
            want = i;
    assert_true(want >= 0);
    pad_ring(a, p, want);
    pad_press(a, p, SDL_CONTROLLER_BUTTON_A);
}

static void set_up_by_controller(app *a, const pad *p)
{
    const i18n *t = &a->i18n;
    press_menu_button(a, p, TR(t, "title.new"), 0);
    assert_int_equal(a->scene, SCENE_SETUP);
    press_menu_button(a, p, TR(t, "setup.easy"), 0);  /* chair 2 */
    press_menu_button(a, p, TR(t, "setup.empty"), 2); /* chair 3 */
    press_menu_button(a, p, TR(t, "setup.empty"), 3); /* chair 4 */
    press_menu_button(a, p, TR(t, "setup.play"), 0);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_human_count(game_session(a)), 1);
    assert_int_equal(session_record(game_session(a))->num_players, 2);
}

static bool ringed(app *a, int *kind, int *id)
{
    return probe_focus(a->shared->game, kind, id);
}

static bool ringed_enabled_option(app *a)
{
    int kind, id;
    return ringed(a, &kind, &id) && kind == TABLE_FOCUS_OPTION &&
           probe_option_at(a->shared->game, id).enabled;
}

static uint64_t next_random(uint64_t *r)
{
    *r = *r * 6364136223846793005ULL + 1442695040888963407ULL;
    return *r >> 33;
}

/* What the shoulders reached over the game, by area. */
typedef struct reached {
    int areas[TABLE_AREAS];
    int dpad_reached; /* options reached by the D-pad */
} reached;

/* The ringed spot's index among the spots, or -1. */
static int ringed_spot(app *a, const table_focus_spot spots[], int n)
{
    int kind, id;
    return ringed(a, &kind, &id) ? table_focus_find(spots, n, kind, id) : -1;
}

/* The D-pad toward a spot, as a player would: the way it lies, the other
 * way when that got nowhere; whether the ring got there. */
static bool seek(app *a, const pad *p, const table_focus_spot spots[], int n, int goal)
{
    assert_true(goal >= 0);
    bool stuck = false;
    for (int presses = 0; presses < 16; presses++) {
        int at = ringed_spot(a, spots, n);
        assert_true(at >= 0);
        if (at == goal)
            return true;
        SDL_FRect from = {spots[at].box.x, spots[at].box.y, spots[at].box.w, spots[at].box.h};
        SDL_FRect to = {spots[goal].box.x, spots[goal].box.y, spots[goal].box.w, spots[goal].box.h};
        pad_press(a, p, pad_toward(&from, &to, stuck));
        stuck = ringed_spot(a, spots, n) == at && !stuck;
    }
    return ringed_spot(a, spots, n) == goal;
}

/* One step of the decision by the controller: the ring shown by the D-pad;
 * an enabled option picked at random is sought as a player would, the
 * shoulders to its area and the D-pad to it; if the D-pad cannot get there
 * the shoulders go on round the areas until the ring is on an enabled
 * option (an area starts on its first), and A. */
static void choose_a_step(app *a, const pad *p, uint64_t *r, reached *reach)
{
    pad_press(a, p, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* shows the ring, or moves it */
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = probe_focus_spots(a, spots, TABLE_FOCUS_SPOTS_MAX), enabled[TABLE_FOCUS_SPOTS_MAX];
    int count = 0;
    for (int i = 0; i < n; i++)
        if (spots[i].kind == TABLE_FOCUS_OPTION && spots[i].enabled)
            enabled[count++] = i;
    assert_true(count > 0);
    int goal = enabled[next_random(r) % (uint64_t)count];
    SDL_GameControllerButton shoulder = next_random(r) % 2 ? SDL_CONTROLLER_BUTTON_RIGHTSHOULDER
                                                           : SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
    for (int presses = 0; presses <= TABLE_AREAS; presses++) {
        int at = ringed_spot(a, spots, n);
        assert_true(at >= 0);
        if (spots[at].area == spots[goal].area)
            break;
        pad_press(a, p, shoulder);
        at = ringed_spot(a, spots, n);
        assert_true(at >= 0);
        reach->areas[spots[at].area]++;
    }
    if (seek(a, p, spots, n, goal))
        reach->dpad_reached++;
    for (int presses = 0; presses <= TABLE_AREAS && !ringed_enabled_option(a); presses++) {
        pad_press(a, p, shoulder);
        int at = ringed_spot(a, spots, n);
        assert_true(at >= 0);
        reach->areas[spots[at].area]++;
    }
    assert_true(ringed_enabled_option(a));
    pad_press(a, p, SDL_CONTROLLER_BUTTON_A);
}

/* B at the root of a decision asks before leaving, the ring on "Keep
 * playing"; A answers it, and the table is as it was. */
static void leave_question_by_controller(app *a, const pad *p)
{
    size_t moves = session_move_count(game_session(a));
    while (probe_can_go_back(a->shared->game))
        pad_press(a, p, SDL_CONTROLLER_BUTTON_B);
    pad_press(a, p, SDL_CONTROLLER_BUTTON_B);
    menu m;
    app_scene(a)->build_menu(a, &m);
    assert_int_equal(m.count, 2); /* the question's two answers */
    assert_true(a->shared->menu.keys);
    assert_string_equal(m.items[a->shared->menu.hover].label, TR(&a->i18n, "game.leave.no"));
    pad_press(a, p, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_move_count(game_session(a)), moves);
}

/* The left stick: inside the dead zone nothing moves; pushed past it the
 * ring moves once, then again when held past the first repeat. */
static void stick_moves_the_ring(app *a, const pad *p)
{
    int kind, id, kind2, id2;
    pad_press(a, p, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_true(ringed(a, &kind, &id));
    pad_tilt(a, p, SDL_CONTROLLER_AXIS_LEFTX, 9000, 3); /* inside the dead zone */
    assert_true(ringed(a, &kind2, &id2));
    assert_true(kind2 == kind && id2 == id);
    pad_tilt(a, p, SDL_CONTROLLER_AXIS_LEFTX, 0, 2);
    /* Round the spots by the stick held right: it repeats. */
    int before = a->input.held;
    assert_int_equal(before, -1);
    pad_tilt(a, p, SDL_CONTROLLER_AXIS_LEFTX, 30000, 1);
    assert_int_equal(a->input.held, ACTION_RIGHT);
    pad_tilt(a, p, SDL_CONTROLLER_AXIS_LEFTX, 30000, 60); /* one second held */
    pad_tilt(a, p, SDL_CONTROLLER_AXIS_LEFTX, 0, 2);
    assert_int_equal(a->input.held, -1);
}

static void test_a_whole_game_by_controller(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller");
    assert_non_null(a);
    SDL_SetWindowSize(a->window, 1280, 800);
    driver_frames(a, 2);
    pad p = pad_attach(a, 0x045e, 0x02ea); /* an Xbox One controller's ids */
    assert_int_equal(a->input.open_count, 1);
    set_up_by_controller(a, &p);
    uint64_t r = driver_seed();
    int decisions = 0, steps = 0;
    reached reach = {{0}, 0};
    while (decisions < 2000) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        if (decisions == 3)
            leave_question_by_controller(a, &p);

        if (decisions == 5)
            stick_moves_the_ring(a, &p);
        size_t moves = session_move_count(game_session(a));
        for (int step = 0; session_move_count(game_session(a)) == moves; step++) {
            assert_true(step < 8);
            assert_true(driver_wait_for_human(a, 300));
            choose_a_step(a, &p, &r, &reach);
            steps++;
        }
        decisions++;
    }
    printf("controller: human decisions %d, steps %d, moves %zu; shoulders reached: board %d, "
           "farms %d, log %d, choices %d\n",
           decisions, steps, session_move_count(game_session(a)), reach.areas[TABLE_AREA_BOARD],
           reach.areas[TABLE_AREA_FARMS], reach.areas[TABLE_AREA_LOG],
           reach.areas[TABLE_AREA_CHOICES]);
    printf("controller: options reached by the D-pad %d of %d steps\n", reach.dpad_reached, steps);
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    assert_true(decisions > 20);
    assert_true(reach.areas[TABLE_AREA_BOARD] > 0 && reach.areas[TABLE_AREA_LOG] > 0 &&
                reach.areas[TABLE_AREA_CHOICES] > 0);
    assert_true(reach.dpad_reached > steps / 2); /* most picks made by the D-pad */
    /* Only the controller was used: its glyphs show. */
    assert_int_equal(a->input.device, INPUT_CONTROLLER);
    driver_frames(a, 2);
    /* "See results": the shoulders to the choices, the D-pad to it, A. */
    menu m;
    app_scene(a)->build_menu(a, &m);
    int results = -1;
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, TR(&a->i18n, "game.see_results")) == 0)
            results = m.items[i].id;
    assert_true(results >= 0);
    int kind = -1, id = -1;
    for (int presses = 0; presses <= TABLE_AREAS; presses++) {
        if (ringed(a, &kind, &id) && kind == TABLE_FOCUS_BUTTON)
            break;
        pad_press(a, &p, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    }
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = probe_focus_spots(a, spots, TABLE_FOCUS_SPOTS_MAX);
    seek(a, &p, spots, n, table_focus_find(spots, n, TABLE_FOCUS_BUTTON, results));
    assert_true(ringed(a, &kind, &id));
    assert_int_equal(id, results);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(a->scene, SCENE_RESULTS);
    /* The review: the D-pad steps the replay, the shoulders ring its
     * buttons, B goes back. */
    press_menu_button(a, &p, TR(&a->i18n, "results.review"), 0);
    assert_int_equal(a->scene, SCENE_REVIEW);
    driver_frames(a, 10);
    a->shared->menu.keys = false;
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    assert_true(a->shared->menu.keys);
    int first = a->shared->menu.hover;
    assert_true(first >= 0);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    assert_int_not_equal(a->shared->menu.hover, first);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(a->scene, SCENE_RESULTS);
    press_menu_button(a, &p, TR(&a->i18n, "results.title"), 0);
    assert_int_equal(a->scene, SCENE_TITLE);
    pad_detach(a, &p);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* Whether one of the scene's buttons has a tip holding 'words'. */
static bool a_tip_holds(app *a, const char *words)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (strstr(m.items[i].tip, words))
            return true;
    return false;
}

/* Start and Back on every menu screen by a controller alone: Start rings
 * the title's first button and then presses it; the settings and the
 * rules close on Back and on Start; the setup plays on Start. At the table
 * the tips name the controller's buttons while it is in use and the keys
 * after a key; Start there is the Menu button. */
static void test_start_and_back_on_every_screen(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller-screens");
    assert_non_null(a);
    SDL_SetWindowSize(a->window, 1280, 800);
    driver_frames(a, 2);
    const i18n *t = &a->i18n;
    pad p = pad_attach(a, 0x045e, 0x02ea); /* an Xbox One controller's ids */
    assert_int_equal(a->scene, SCENE_TITLE);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_START); /* nothing ringed: it rings the first */
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(a->shared->menu.keys);
    assert_int_equal(a->shared->menu.hover, 0);
    press_menu_button(a, &p, TR(t, "title.settings"), 0);
    assert_int_equal(a->scene, SCENE_SETTINGS);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(a->scene, SCENE_TITLE);
    press_menu_button(a, &p, TR(t, "title.settings"), 0);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_START); /* done */
    assert_int_equal(a->scene, SCENE_TITLE);
    press_menu_button(a, &p, TR(t, "title.rules"), 0);
    assert_int_equal(a->scene, SCENE_RULES);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(a->scene, SCENE_TITLE);
    press_menu_button(a, &p, TR(t, "title.rules"), 0);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(a->scene, SCENE_TITLE);
    /* Start on the title presses the ringed button, as A does. */
    press_menu_button(a, &p, TR(t, "title.new"), 0);
    assert_int_equal(a->scene, SCENE_SETUP);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(a->scene, SCENE_TITLE);
    press_menu_button(a, &p, TR(t, "title.new"), 0);
    assert_int_equal(a->scene, SCENE_SETUP);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_START); /* Play, from wherever the ring is */
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    /* The tips name the Xbox pad's buttons, not the keys. */
    assert_string_equal(input_action_words(&a->input, ACTION_UNDO, t), "X");
    assert_string_equal(input_action_words(&a->input, ACTION_RULES, t), TR(t, "pad.view"));
    assert_true(a_tip_holds(a, "(X)"));
    assert_false(a_tip_holds(a, TR(t, "keys.undo")));
    assert_true(a_tip_holds(a, "(Y)"));
    driver_key(a, SDLK_TAB, SDL_SCANCODE_TAB, KMOD_NONE); /* keys again: their names */
    assert_string_equal(input_action_words(&a->input, ACTION_RULES, t), TR(t, "keys.f1"));
    assert_true(a_tip_holds(a, TR(t, "keys.undo")));
    assert_false(a_tip_holds(a, "(X)"));
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_DPAD_UP);
    assert_true(a_tip_holds(a, "(X)"));
    /* Start at the table is its Menu button: it asks first (the ring on
     * "Keep playing"), then the title, the game kept. */
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_START);
    driver_frames(a, 4);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_true(driver_click_label(a, TR(t, "game.leave.yes"), 0));
    driver_frames(a, 4);
    assert_int_not_equal(a->scene, SCENE_GAME);
    pad_detach(a, &p);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* Each family names its buttons in words as it prints them. */
static void test_button_words(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller-words");
    assert_non_null(a);
    const i18n *t = &a->i18n;
    glyph g = {.family = GLYPHS_PLAYSTATION, .pad = PAD_Y, .key = ""};
    assert_string_equal(glyph_words(&g, t), TR(t, "pad.triangle"));
    g.pad = PAD_START;
    assert_string_equal(glyph_words(&g, t), TR(t, "pad.options"));
    g = (glyph){.family = GLYPHS_SWITCH, .pad = PAD_START, .key = ""};
    assert_string_equal(glyph_words(&g, t), "+");
    g = (glyph){.family = GLYPHS_STEAM_DECK, .pad = PAD_RIGHT_SHOULDER, .key = ""};
    assert_string_equal(glyph_words(&g, t), "R1");
    g = (glyph){.family = GLYPHS_XBOX, .pad = PAD_DPAD, .key = ""};
    assert_string_equal(glyph_words(&g, t), TR(t, "pad.dpad"));
    driver_stop(a);
}

/* Controllers come and go while the game runs: each is opened when added
 * and closed when removed, and a removed one's glyphs go with it. */
static void test_hot_plug(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller-plug");
    assert_non_null(a);
    assert_int_equal(a->input.open_count, 0);
    pad first = pad_attach(a, 0x045e, 0x02ea);
    assert_int_equal(a->input.open_count, 1);
    pad second = pad_attach(a, 0x054c, 0x09cc); /* a DualShock 4's ids */
    assert_int_equal(a->input.open_count, 2);
    pad_press(a, &second, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(a->input.device, INPUT_CONTROLLER);
    pad_detach(a, &second);
    assert_int_equal(a->input.open_count, 1);
    pad_press(a, &first, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_true(a->shared->menu.keys); /* the title's buttons ringed by it */
    pad_detach(a, &first);
    assert_int_equal(a->input.open_count, 0);
    assert_int_equal(a->input.device, INPUT_KEYBOARD); /* no controller to name */
    pad again = pad_attach(a, 0x057e, 0x2009);         /* a Switch Pro controller's ids */
    assert_int_equal(a->input.open_count, 1);
    pad_press(a, &again, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(a->input.device, INPUT_CONTROLLER);
    pad_detach(a, &again);
    assert_int_equal(a->input.open_count, 0);
    driver_stop(a);
}

/* The prompts show the glyphs of the device used last: a key's name after
 * a key, the controller's button after a press, none after the mouse. */
static void test_prompts_follow_the_device(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller-glyphs");
    assert_non_null(a);
    driver_key(a, SDLK_DOWN, SDL_SCANCODE_DOWN, KMOD_NONE);
    assert_true(input_shows_prompts(&a->input));
    glyph g = input_action_glyph(&a->input, ACTION_CHOOSE, &a->i18n);
    assert_int_equal(g.family, GLYPHS_KEYBOARD);
    assert_string_equal(g.key, TR(&a->i18n, "keys.enter"));
    g = input_action_glyph(&a->input, ACTION_UNDO, &a->i18n);
    assert_string_equal(g.key, TR(&a->i18n, "keys.undo"));
    pad p = pad_attach(a, 0x045e, 0x02ea);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    g = input_action_glyph(&a->input, ACTION_CHOOSE, &a->i18n);
    assert_int_not_equal(g.family, GLYPHS_KEYBOARD);
    assert_int_equal(g.pad, PAD_A);
    assert_int_equal(input_action_glyph(&a->input, ACTION_BACK, &a->i18n).pad, PAD_B);
    assert_int_equal(input_action_glyph(&a->input, ACTION_NEXT_AREA, &a->i18n).pad,
                     PAD_RIGHT_SHOULDER);
    assert_int_equal(input_action_glyph(&a->input, ACTION_MENU, &a->i18n).pad, PAD_START);
    driver_move_mouse(a, 400, 300);
    assert_false(input_shows_prompts(&a->input));
    driver_key(a, SDLK_TAB, SDL_SCANCODE_TAB, KMOD_NONE); /* back to keys: their names */
    assert_int_equal(input_action_glyph(&a->input, ACTION_CHOOSE, &a->i18n).family,
                     GLYPHS_KEYBOARD);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_DPAD_UP);
    assert_int_not_equal(input_action_glyph(&a->input, ACTION_CHOOSE, &a->i18n).family,
                         GLYPHS_KEYBOARD);
    /* The prompts are drawn: the frame differs from the mouse's, which has none. */
    pad_detach(a, &p);
    driver_stop(a);
}

/* Each family's buttons as SDL names the controller's type. */
static void test_families(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("controller-families");
    assert_non_null(a);
    static const struct {
        Uint16 vendor, product;
        glyph_family family;
    } PADS[] = {{0x045e, 0x02ea, GLYPHS_XBOX},
                {0x054c, 0x09cc, GLYPHS_PLAYSTATION},
                {0x054c, 0x0ce6, GLYPHS_PLAYSTATION},
                {0x057e, 0x2009, GLYPHS_SWITCH},
                {0x28de, 0x1205, GLYPHS_STEAM_DECK}};
    for (size_t i = 0; i < sizeof PADS / sizeof PADS[0]; i++) {
        pad p = pad_attach(a, PADS[i].vendor, PADS[i].product);
        assert_int_equal(a->input.open_count, 1);
        pad_press(a, &p, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        printf("controller %04x:%04x: SDL type %d, glyphs %d\n", PADS[i].vendor, PADS[i].product,
               SDL_GameControllerGetType(a->input.open[0].pad), a->input.family);
        assert_int_equal(a->input.family, PADS[i].family);
        pad_detach(a, &p);
    }
    driver_stop(a);
}

/* A Steam Deck's first start (SteamDeck=1, as Steam sets it there): full
 * screen, and the text and panel size at which the interface's smallest text
 * is READABLE_TEXT_PIXELS tall on the 1280x800 panel. Elsewhere a first
 * start keeps the window and 100 %. */
static app *first_start(const char *name)
{
    char dir[256];
    assert_true(driver_fresh_dir(dir, sizeof dir, name));
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    setenv("VILLAGE_DATA_DIR", VILLAGE_TEST_DATA_DIR, 1);
    setenv("VILLAGE_PREF_DIR", dir, 1);
    app *a = calloc(1, sizeof *a);
    app_options o = {.software = true, .width = 1280, .height = 800, .scenes = scenes_table()};
    assert_true(a && app_init(a, &o));
    return a;
}

static void test_steam_deck_first_start(void **unused)
{
    (void)unused;
    setenv("SteamDeck", "1", 1);
    app *a = first_start("controller-deck");
    assert_true(a->input.on_steam_deck);
    assert_true(a->settings.fullscreen);
    int scale = app_ui_scale_for_arms_length(1280, 800);
    assert_int_equal(a->settings.ui_scale, scale);
    assert_true(scale > 100);
    /* The log's text, the smallest of the interface, at that size on the panel. */
    assert_true(SMALLEST_UI_TEXT *
                    (800.0f / 1080.0f < 1280.0f / 1920.0f ? 800.0f / 1080.0f : 1280.0f / 1920.0f) *
                    (float)scale / 100.0f >=
                READABLE_TEXT_PIXELS - 0.01f);
    driver_stop(a);
    unsetenv("SteamDeck");
    a = first_start("controller-desk");
    assert_false(a->input.on_steam_deck);
    assert_false(a->settings.fullscreen);
    assert_int_equal(a->settings.ui_scale, 100);
    assert_int_equal(app_ui_scale_for_arms_length(1920, 1080), 100);
    driver_stop(a);
}

int main(void)
{
    /* The offscreen window never has the keyboard's focus, and SDL drops a
     * controller's input to an unfocused program unless told otherwise. */
    setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1", 1);
    printf("seed %llu\n", (unsigned long long)driver_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_plug),
        cmocka_unit_test(test_families),
        cmocka_unit_test(test_prompts_follow_the_device),
        cmocka_unit_test(test_steam_deck_first_start),
        cmocka_unit_test(test_button_words),
        cmocka_unit_test(test_start_and_back_on_every_screen),
        cmocka_unit_test(test_a_whole_game_by_controller),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
