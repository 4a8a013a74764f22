/* The game driven like a person would: clicks at real window positions on the
 * title, the table setup and the board; one human against AI seats. Then the
 * autosave is continued in a fresh application, and a decision is undone.
 * Seed: VILLAGE_TEST_SEED (default 42), printed on failure. */
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
#include "ui/widgets.h"

static void type_text(app *a, const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(a->window);
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    driver_frames(a, 1);
}

/* Clicks the setup scene's item with this id (colour swatches have no label). */
static void click_setup_item(app *a, int id)
{
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (m.items[i].id == id)
            driver_click(a, m.items[i].rect.x + 20, m.items[i].rect.y + 20);
}

enum { SETUP_SEED_FIELD = 31, SETUP_CHAIR0_WHITE = 100 + 6 + 3 };

/* Title -> setup -> a game of one human (starting, in white) and two easy AI seats. */
static void set_up_table_by_clicks(app *a, uint64_t seed)
{
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_SETUP);
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 0));
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 1));
    click_setup_item(a, SETUP_CHAIR0_WHITE); /* chair 4 gets red, then leaves */
    assert_true(driver_click_label(a, TR(t, "setup.empty"), 3));
    assert_true(driver_click_label(a, "1", 0));
    char digits[32];
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)seed);
    click_setup_item(a, SETUP_SEED_FIELD);
    type_text(a, digits);
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    driver_frames(a, 2);
}

static int first_cube_option(const app *a)
{
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        probe_option option = probe_option_at(a->shared->game, o);
        if (option.enabled && option.target >= TARGET_CUBE && option.target < TARGET_WELL)
            return o;
    }
    return -1;
}

/* Clicking a cube on the board takes exactly that cube. */
static void take_a_cube_by_click(app *a)
{
    assert_true(driver_wait_for_human(a, 30));
    int o = first_cube_option(a);
    assert_true(o >= 0);
    int target = probe_option_at(a->shared->game, o).target;
    int space = (target - TARGET_CUBE) / 8, colour = (target - TARGET_CUBE) % 8;
    village_state before = *session_state(game_session(a));
    SDL_FRect r;
    assert_true(probe_target_rect(&a->gfx, a->shared->game, target, &r));
    driver_click_rect(a, &r);
    const village_state *s = session_state(game_session(a));
    assert_int_equal(s->spaces[space][colour], before.spaces[space][colour] - 1);
    if (colour == VILLAGE_PLAGUE)
        assert_int_not_equal(s->players[0].lifetime, before.players[0].lifetime);
    else
        assert_int_equal(s->players[0].cubes[colour], before.players[0].cubes[colour] + 1);
    assert_int_equal(s->phase, VILLAGE_PHASE_ACTION);
    assert_int_equal(s->action_space, space);
}

static void play_human_decisions(app *a, int decisions)
{
    for (int i = 0; i < decisions; i++) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            return;
        size_t moves = session_move_count(game_session(a));
        assert_true(driver_decide(a));
        assert_true(session_move_count(game_session(a)) > moves);
    }
}

/* A fresh app at the table set up by set_up_table_by_clicks. */
static app *start_table(const char *name, uint64_t seed)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    set_up_table_by_clicks(a, seed);
    return a;
}

static void close_game_and_stop(app *a)
{
    game_close(&a->shared->game);
    driver_stop(a);
}

static void test_play_by_clicks_then_continue(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "flow"));
    app *a = driver_start(pref);
    assert_non_null(a);
    set_up_table_by_clicks(a, seed);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_non_null(a->shared->game);
    assert_int_equal(session_record(game_session(a))->num_players, 3);
    assert_int_equal(session_record(game_session(a))->seed, seed);
    assert_int_equal(session_state(game_session(a))->start_player, 0);
    assert_int_equal(session_record(game_session(a))->seats[0].kind, VILLAGE_SEAT_HUMAN);
    assert_int_equal(session_record(game_session(a))->seats[1].ai_level, VILLAGE_AI_EASY);
    assert_int_equal(session_record(game_session(a))->seats[0].colour, 3);
    take_a_cube_by_click(a);
    play_human_decisions(a, 25);
    char why[256];
    assert_true(village_check_invariants(session_state(game_session(a)), why, sizeof why));

    /* Quit without any goodbye (as if killed), start again, Continue. */
    village_state saved = *session_state(game_session(a));
    size_t moves = session_move_count(game_session(a));
    driver_stop(a);
    a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    /* The AI seats may already have moved on: the game must continue from the saved state. */
    assert_true(session_move_count(game_session(a)) >= moves);
    village_record resumed;
    assert_true(village_record_copy(&resumed, session_record(game_session(a))));
    assert_true(village_record_truncate(&resumed, moves));
    assert_memory_equal(&resumed.state, &saved, sizeof saved);
    village_record_free(&resumed);
    assert_string_equal(session_record(game_session(a))->seats[1].name, "Bertram");
    assert_int_equal(session_colour(game_session(a), 0), 3);
    assert_int_equal(session_colour(game_session(a), 1), 1);
    assert_int_equal(session_colour(game_session(a), 2), 2);
    close_game_and_stop(a);
}

/* Every cube drawn on a space answers a click, also the first of two of one
 * colour; returns how many cubes with a same-coloured neighbour were tried. */
static int check_every_cube_hits(app *a)
{
    int doubles = 0;
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        int target = probe_option_at(a->shared->game, o).target;
        if (!probe_option_at(a->shared->game, o).enabled || target < TARGET_CUBE ||
            target >= TARGET_WELL)
            continue;
        int space = (target - TARGET_CUBE) / 8, colour = (target - TARGET_CUBE) % 8;
        int count = probe_shown_state(a->shared->game)->spaces[space][colour];
        for (int nth = 0; nth < count; nth++) {
            float x, y;
            assert_true(probe_space_cube_centre(&a->gfx, probe_shown_state(a->shared->game), space,
                                                colour, nth, &x, &y));
            assert_int_equal(probe_target_under(&a->gfx, a->shared->game, x, y), target);
            doubles += count > 1;
        }
    }
    return doubles;
}

static void test_every_cube_is_clickable(void **unused)
{
    (void)unused;
    app *a = start_table("cubes", driver_seed() + 3);
    int doubles = 0;
    for (int i = 0; i < 40 && doubles == 0; i++) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_TURN)
            doubles += check_every_cube_hits(a);
        assert_true(driver_decide(a));
    }
    assert_true(doubles > 0);
    close_game_and_stop(a);
}

/* Resizing the window across the threshold switches the art live (@1x <-> @2x)
 * and the game still draws and takes clicks. */
static void test_art_follows_the_window_size(void **unused)
{
    (void)unused;
    app *a = start_table("density", driver_seed() + 4);
    assert_int_equal(a->gfx.atlas.density, 1);
    SDL_SetWindowSize(a->window, 2560, 1440);
    driver_frames(a, 3);
    assert_int_equal(a->gfx.atlas.density, 2);
    take_a_cube_by_click(a);
    SDL_SetWindowSize(a->window, 1600, 900);
    driver_frames(a, 3);
    assert_int_equal(a->gfx.atlas.density, 1);
    close_game_and_stop(a);
}

static void press_ctrl_z(app *a)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(a->window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = SDLK_z;
    e.key.keysym.scancode = SDL_SCANCODE_Z;
    e.key.keysym.mod = KMOD_LCTRL;
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

static void test_undo_takes_back_a_decision(void **unused)
{
    (void)unused;
    app *a = start_table("undo", driver_seed() + 1);
    assert_true(driver_wait_for_human(a, 30));
    village_state before = *session_state(game_session(a));
    take_a_cube_by_click(a);
    assert_int_equal(session_move_count(game_session(a)), 1);
    press_ctrl_z(a);
    assert_int_equal(session_move_count(game_session(a)), 0);
    assert_memory_equal(session_state(game_session(a)), &before, sizeof before);
    close_game_and_stop(a);
}

static void mouse_event(app *a, Uint32 type, float lx, float ly)
{
    int x, y;
    app_logical_to_window(a, lx, ly, &x, &y);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.windowID = SDL_GetWindowID(a->window);
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.windowID = SDL_GetWindowID(a->window);
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.x = x;
        e.button.y = y;
    }
    SDL_PushEvent(&e);
    driver_frames(a, 1);
}

/* Clicks a button of the log panel (Undo, Rules, Settings, Menu, Hint) by
 * its label; false when the panel has no such button. */
static bool click_game_button(app *a, const char *label)
{
    menu m;
    probe_panel_buttons(PROBE_VIEW(a), a->shared->game, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, label) == 0) {
            driver_click_rect(a, &m.items[i].rect);
            return true;
        }
    return false;
}

/* What the moves from 'from' on were: whether a human seat made a move that
 * had no alternative after the first of them (played for the person), and
 * whether any revealed something hidden (no undo goes past that). */
typedef struct moves_seen {
    const session *s;
    size_t from;
    bool forced_human;
    bool revealed;
} moves_seen;

static bool see_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                     const village_events *ev, const village_state *after)
{
    (void)m, (void)after;
    moves_seen *seen = ctx;
    if (index < seen->from)
        return true;
    village_move legal[VILLAGE_MAX_MOVES];
    if (index > seen->from && session_is_human(seen->s, before->actor) &&
        village_legal_moves(before, legal) == 1)
        seen->forced_human = true;
    seen->revealed = seen->revealed || village_events_reveal_hidden(ev);
    return true;
}

static moves_seen moves_since(app *a, size_t from)
{
    const session *s = game_session(a);
    moves_seen seen = {.s = s, .from = from};
    assert_true(
        village_record_replay(session_record(s), session_move_count(s), see_move, &seen, NULL));
    return seen;
}

static bool undo_enabled(app *a)
{
    menu m;
    probe_panel_buttons(PROBE_VIEW(a), a->shared->game, &m);
    return m.items[PROBE_BUTTON_UNDO].enabled;
}

/* Issue 25: a choice followed by moves played for the person (setting "play
 * forced moves": the well onto Harvest with nobody on the farm, then the
 * harvest skipped). Undo takes back the whole decision, the forced moves
 * with it, and the game waits at the choice instead of playing them again. */
static void test_undo_takes_back_what_was_played_for_the_player(void **unused)
{
    (void)unused;
    app *a = start_table("undo-forced", driver_seed() + 5);
    a->settings.auto_apply = true;
    bool tried = false;
    for (int i = 0; i < 300 && !tried; i++) {
        assert_true(driver_wait_for_human(a, 300));
        if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        village_state before = *session_state(game_session(a));
        size_t from = session_move_count(game_session(a));
        assert_true(driver_decide(a));
        assert_true(driver_wait_for_human(a, 300));
        moves_seen seen = moves_since(a, from);
        if (!seen.forced_human || seen.revealed)
            continue;
        tried = true;
        printf("undo after move %zu, %zu moves later\n", from, session_move_count(game_session(a)));
        assert_true(click_game_button(a, TR(&a->i18n, "game.undo")));
        assert_true(driver_wait_for_human(a, 30));
        driver_frames(a, 10);
        assert_int_equal(session_move_count(game_session(a)), from);
        assert_memory_equal(session_state(game_session(a)), &before, sizeof before);
    }
    assert_true(tried);
    close_game_and_stop(a);
}

/* The hint's worker has answered, or no hint is asked for. */
static bool hint_answered(app *a, void *unused)
{
    (void)unused;
    return !probe_hint_open(a->shared->game) || probe_hint_ready(a->shared->game);
}

/* Waits until the hint is on screen (a generous bound so a sanitizer build
 * is not a failure; the speed target lives in the analysis benchmark). */
static bool wait_for_hint(app *a)
{
    wait_until(a, hint_answered, NULL, 120);
    return probe_hint_ready(a->shared->game);
}

/* Hints (issue 14): the Hint button answers on a worker thread with the best
 * move and two alternatives, each legal, with a chance to win and a worded
 * reason, and outlines the suggested move; playing a move drops the hint; the
 * H key asks again; the count is kept per player; the setting takes hints away. */
static void test_hints_by_button_key_and_setting(void **unused)
{
    (void)unused;
    app *a = start_table("hints", driver_seed() + 7);
    assert_true(driver_wait_for_human(a, 30));
    int human = session_state(game_session(a))->actor;
    assert_int_equal(session_hints_used(game_session(a), human), 0);
    assert_true(click_game_button(a, TR(&a->i18n, "game.hint")));
    assert_true(probe_hint_open(a->shared->game));
    assert_true(wait_for_hint(a));
    assert_int_equal(session_hints_used(game_session(a), human), 1);
    assert_true(probe_hint_result(a->shared->game)->count >= 1);
    assert_true(probe_hint_result(a->shared->game)->count <= VILLAGE_ANALYSIS_CANDIDATES);
    village_move legal[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(session_state(game_session(a)), legal);
    for (int i = 0; i < probe_hint_result(a->shared->game)->count; i++) {
        const village_move_estimate *e = &probe_hint_result(a->shared->game)->moves[i];
        bool is_legal = false;
        for (int k = 0; k < n; k++)
            is_legal = is_legal || memcmp(&legal[k], &e->move, sizeof e->move) == 0;
        assert_true(is_legal);
        assert_true(e->win >= 0 && e->win <= 1);
        assert_true(strchr(probe_hint_line(a->shared->game, i), '%') != NULL);
        assert_true(strlen(probe_hint_reason(a->shared->game, i)) > 0);
        assert_null(strstr(probe_hint_reason(a->shared->game, i), "{1}"));
    }
    SDL_FRect mark;
    if (probe_hint_target(a->shared->game) != TARGET_NONE)
        assert_true(
            probe_target_rect(&a->gfx, a->shared->game, probe_hint_target(a->shared->game), &mark));
    driver_frames(a, 2); /* drawn with the panel open */

    /* The same decision asked again: no second hint is counted. */
    driver_key(a, SDLK_h, SDL_SCANCODE_H, 0);
    assert_int_equal(session_hints_used(game_session(a), human), 1);

    assert_true(driver_decide(a));
    driver_frames(a, 1);
    assert_false(probe_hint_open(a->shared->game));
    assert_true(driver_wait_for_human(a, 300));
    driver_key(a, SDLK_h, SDL_SCANCODE_H, 0);
    assert_true(probe_hint_open(a->shared->game));
    assert_true(wait_for_hint(a));
    assert_int_equal(session_hints_used(game_session(a), human), 2);

    /* Back from Settings the hint is asked again for the same decision: still one. */
    assert_true(click_game_button(a, TR(&a->i18n, "game.settings")));
    assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    assert_true(driver_wait_for_human(a, 30));
    driver_key(a, SDLK_h, SDL_SCANCODE_H, 0);
    assert_true(probe_hint_open(a->shared->game));
    assert_true(wait_for_hint(a));
    assert_int_equal(session_hints_used(game_session(a), human), 2);

    /* Settings: Hints Off (the fifth On/Off row) takes the button and the key away. */
    assert_true(click_game_button(a, TR(&a->i18n, "game.settings")));
    assert_true(driver_click_label(a, TR(&a->i18n, "settings.off"), 4));
    assert_false(a->settings.hints);
    assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    assert_true(driver_wait_for_human(a, 30));
    assert_false(probe_hint_open(a->shared->game));
    assert_false(click_game_button(a, TR(&a->i18n, "game.hint")));
    driver_key(a, SDLK_h, SDL_SCANCODE_H, 0);
    assert_false(probe_hint_open(a->shared->game));
    assert_int_equal(session_hints_used(game_session(a), human), 2);
    close_game_and_stop(a);
}

/* The log's scrollbar: a click above the thumb pages up, new lines leave the
 * view where it is, the wheel scrolls, and dragging the thumb down returns
 * to the newest line. */
static void test_log_scrollbar(void **unused)
{
    (void)unused;
    app *a = start_table("log", driver_seed() + 2);
    play_human_decisions(a, 12);
    /* The computers' answers land in the log whenever their threads end:
     * the scrolling is checked only once it is the person's turn again. */
    assert_true(driver_wait_for_human(a, 300));
    driver_frames(a, 2);
    SDL_FRect thumb;
    assert_true(probe_log_thumb(PROBE_VIEW(a), a->shared->game, &thumb)); /* more lines than fit */
    assert_int_equal(probe_log_scroll(a->shared->game), 0);
    mouse_event(a, SDL_MOUSEBUTTONDOWN, thumb.x + thumb.w / 2, thumb.y - 4);
    mouse_event(a, SDL_MOUSEBUTTONUP, thumb.x + thumb.w / 2, thumb.y - 4);
    assert_true(probe_log_scroll(a->shared->game) > 0);
    int scroll = probe_log_scroll(a->shared->game);
    char shown[PROBE_LOG_LINE_MAX];
    snprintf(shown, sizeof shown, "%s", probe_log_bottom_line(a->shared->game));
    probe_log_tell(a->shared->game, "a new line arrives");
    assert_string_equal(probe_log_bottom_line(a->shared->game), shown);
    SDL_Event wheel;
    memset(&wheel, 0, sizeof wheel);
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.windowID = SDL_GetWindowID(a->window);
    wheel.wheel.y = -1;
    SDL_PushEvent(&wheel);
    driver_frames(a, 1);
    assert_int_equal(probe_log_scroll(a->shared->game), scroll);
    driver_frames(a, 1);
    assert_true(probe_log_thumb(PROBE_VIEW(a), a->shared->game, &thumb));
    const SDL_FRect *panel = layout_find(&a->gfx.layout, "ui.log");
    mouse_event(a, SDL_MOUSEBUTTONDOWN, thumb.x + thumb.w / 2, thumb.y + 2);
    mouse_event(a, SDL_MOUSEMOTION, thumb.x + thumb.w / 2, panel->y + panel->h + 40);
    mouse_event(a, SDL_MOUSEBUTTONUP, thumb.x + thumb.w / 2, panel->y + panel->h + 40);
    assert_int_equal(probe_log_scroll(a->shared->game), 0);
    probe_log_tell(a->shared->game, "the newest line stays in view");
    assert_int_equal(probe_log_scroll(a->shared->game), 0);
    close_game_and_stop(a);
}

/* Title -> setup: two humans (chairs 1 and 2) and two easy AI seats. */
static app *start_hot_seat(const char *name)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    assert_true(driver_click_label(a, TR(t, "setup.human"), 1)); /* chair 2 */
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 0));  /* chair 3 */
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 1));  /* chair 4 */
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_human_count(game_session(a)), 2);
    return a;
}

/* Clicks the board target of the first option that has one; false if none. */
static bool click_a_board_target(app *a)
{
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        SDL_FRect r;
        if (probe_option_at(a->shared->game, o).enabled &&
            probe_target_rect(&a->gfx, a->shared->game, probe_option_at(a->shared->game, o).target,
                              &r)) {
            driver_click_rect(a, &r);
            return true;
        }
    }
    return false;
}

/* Hot seat: when the next human decision is another person's than the last
 * one, the game waits behind "Pass to <name>"; the board takes no clicks until
 * the button is clicked. The setting turns it off. */
static void test_hot_seat_handoff(void **unused)
{
    (void)unused;
    app *a = start_hot_seat("handoff");
    int handoffs = 0;
    for (int decision = 0; decision < 200 && handoffs < 2; decision++) {
        assert_true(driver_wait_for_human(a, 300));
        int actor = session_state(game_session(a))->actor;
        bool other_human = probe_table_holder(a->shared->game) >= 0 &&
                           probe_table_holder(a->shared->game) != actor;
        assert_int_equal(probe_handoff_pending(a->shared->game, &a->settings), other_human);
        if (other_human) {
            size_t moves = session_move_count(game_session(a));
            if (click_a_board_target(a))
                assert_int_equal(session_move_count(game_session(a)), moves);
            assert_true(driver_pass_handoff(a));
            assert_false(probe_handoff_pending(a->shared->game, &a->settings));
            assert_int_equal(probe_table_holder(a->shared->game), actor);
            handoffs++;
        }
        assert_true(driver_decide(a));
    }
    assert_int_equal(handoffs, 2);
    a->settings.hot_seat_handoff = false;
    for (int decision = 0; decision < 60; decision++) {
        assert_true(driver_wait_for_human(a, 300));
        assert_false(probe_handoff_pending(a->shared->game, &a->settings));
        assert_true(driver_decide(a));
    }
    close_game_and_stop(a);
}

/* Plays human decisions by clicks until the game waits behind a hand-over. */
static void play_to_a_handoff(app *a)
{
    for (int decision = 0; decision < 200; decision++) {
        assert_true(driver_wait_for_human(a, 300));
        if (probe_handoff_pending(a->shared->game, &a->settings))
            return;
        assert_true(driver_decide(a));
    }
    fail_msg("no hand-over in 200 decisions");
}

/* Issue 25, hot seat: while "Pass to <name>" shows, the previous player can
 * still take their decision back; once the next person has taken the table,
 * Undo no longer reaches the previous person's decision (Ctrl+Z says whose
 * it is), only the person's own. */
static void test_hot_seat_undo_keeps_to_the_person_at_the_table(void **unused)
{
    (void)unused;
    app *a = start_hot_seat("handoff-undo");
    bool own_undone = false;
    for (int handoffs = 0; handoffs < 20 && !own_undone; handoffs++) {
        play_to_a_handoff(a);
        int before_handoff = probe_table_holder(a->shared->game);
        assert_true(undo_enabled(a) == session_can_undo(game_session(a), before_handoff));
        assert_true(driver_pass_handoff(a));
        int holder = session_state(game_session(a))->actor;
        assert_int_not_equal(holder, before_handoff);
        size_t moves = session_move_count(game_session(a));
        assert_false(undo_enabled(a));
        press_ctrl_z(a);
        assert_int_equal(session_move_count(game_session(a)), moves);
        assert_false(probe_handoff_pending(a->shared->game, &a->settings));
        if (session_can_undo(game_session(a), SESSION_ANY_HUMAN)) {
            char expected[200];
            TRF(&a->i18n, expected, "game.undo.not_yours",
                session_player_name(game_session(a), before_handoff));
            assert_string_equal(probe_message(a->shared->game), expected);
        }
        /* The person's own decision can be taken back. */
        village_state before = *session_state(game_session(a));
        assert_true(driver_decide(a));
        assert_true(driver_wait_for_human(a, 300));
        if (moves_since(a, moves).revealed)
            continue;
        assert_true(undo_enabled(a));
        assert_true(click_game_button(a, TR(&a->i18n, "game.undo")));
        assert_true(driver_wait_for_human(a, 30));
        assert_int_equal(session_move_count(game_session(a)), moves);
        assert_memory_equal(session_state(game_session(a)), &before, sizeof before);
        assert_int_equal(probe_table_holder(a->shared->game), holder);
        assert_false(probe_handoff_pending(a->shared->game, &a->settings));
        own_undone = true;
    }
    assert_true(own_undone);
    close_game_and_stop(a);
}

/* Issue 25, hot seat: the title is in view of the whole table, so after
 * Menu -> Continue (or a restart and Continue) the person to act takes the
 * table again through the hand-over, even when that person had taken it
 * before leaving; until then nobody can undo. */
static void test_hot_seat_handoff_after_leaving_the_table(void **unused)
{
    (void)unused;
    app *a = start_hot_seat("handoff-continue");
    play_to_a_handoff(a);
    assert_true(driver_pass_handoff(a));
    int actor = session_state(game_session(a))->actor;
    assert_false(probe_handoff_pending(a->shared->game, &a->settings));
    assert_true(driver_leave_by_menu(a));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 30));
    assert_true(probe_handoff_pending(a->shared->game, &a->settings));
    assert_false(undo_enabled(a));
    assert_true(driver_pass_handoff(a));
    assert_int_equal(probe_table_holder(a->shared->game), actor);
    assert_true(undo_enabled(a) == session_can_undo(game_session(a), actor));

    /* A fresh application continuing the save: the same. */
    char pref[sizeof a->pref_dir];
    snprintf(pref, sizeof pref, "%s", a->pref_dir);
    driver_stop(a);
    a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    assert_true(driver_wait_for_human(a, 30));
    assert_true(probe_handoff_pending(a->shared->game, &a->settings));
    assert_int_equal(session_state(game_session(a))->actor, actor);
    assert_true(driver_pass_handoff(a));
    assert_true(driver_decide(a));
    close_game_and_stop(a);
}

/* Issue 25: Escape goes back one step of a choice; at the root of a decision
 * it asks before leaving for the title, and Escape again or "Keep playing"
 * keeps the game. */
static void test_escape_at_the_root_asks_before_leaving(void **unused)
{
    (void)unused;
    app *a = start_table("escape", driver_seed() + 6);
    assert_true(driver_wait_for_human(a, 30));
    assert_false(probe_can_go_back(a->shared->game));
    size_t moves = session_move_count(game_session(a));
    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_true(click_a_board_target(a)); /* the table under the question takes nothing */
    assert_int_equal(session_move_count(game_session(a)), moves);
    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_false(probe_leave_question_asked(a->shared->game));
    assert_int_equal(a->scene, SCENE_GAME);
    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.no"), 0));
    assert_false(probe_leave_question_asked(a->shared->game));
    assert_int_equal(a->scene, SCENE_GAME);
    driver_key(a, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, 0);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.yes"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_int_equal(session_move_count(game_session(a)), moves);
    close_game_and_stop(a);
}

/* Issue 43: a click on Menu during a game asks as the keys do ("Leave the
 * table?"); "Keep playing" stays, "Go to the title screen" leaves. */
static void test_a_click_on_menu_asks_before_leaving(void **unused)
{
    (void)unused;
    app *a = start_table("menu-click", driver_seed() + 7);
    assert_true(driver_wait_for_human(a, 30));
    size_t moves = session_move_count(game_session(a));
    assert_true(click_game_button(a, TR(&a->i18n, "game.menu")));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.no"), 0));
    assert_false(probe_leave_question_asked(a->shared->game));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(click_game_button(a, TR(&a->i18n, "game.menu")));
    assert_true(probe_leave_question_asked(a->shared->game));
    assert_true(driver_click_label(a, TR(&a->i18n, "game.leave.yes"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_int_equal(session_move_count(game_session(a)), moves);
    close_game_and_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_by_clicks_then_continue),
        cmocka_unit_test(test_undo_takes_back_a_decision),
        cmocka_unit_test(test_undo_takes_back_what_was_played_for_the_player),
        cmocka_unit_test(test_hot_seat_undo_keeps_to_the_person_at_the_table),
        cmocka_unit_test(test_hot_seat_handoff_after_leaving_the_table),
        cmocka_unit_test(test_escape_at_the_root_asks_before_leaving),
        cmocka_unit_test(test_a_click_on_menu_asks_before_leaving),
        cmocka_unit_test(test_every_cube_is_clickable),
        cmocka_unit_test(test_art_follows_the_window_size),
        cmocka_unit_test(test_log_scrollbar),
        cmocka_unit_test(test_hot_seat_handoff),
        cmocka_unit_test(test_hints_by_button_key_and_setting),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
