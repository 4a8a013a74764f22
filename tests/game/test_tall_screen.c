/* A 16:10 screen at the largest text and panel size (issue 43, item 9): a
 * Steam Deck's 1280x800 at 150 %. The game fills the whole screen (no bars
 * above and below the table), every button's words fit its box and no two
 * buttons overlap on the title, the setup, the settings and the table in
 * English, Spanish and German, the settings and the setup grow all their
 * words together (none left at the designed size beside enlarged ones), and
 * the council's privilege buttons stand where they first appeared: a click
 * aimed at one on the first frame still lands on it later. Positions come
 * from seeded random legal moves (VILLAGE_TEST_SEED, default 42, printed). */
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
#include "ui/widgets.h"

enum { SCREEN_W = 1280, SCREEN_H = 800, LARGEST_TEXT = 150 };

static const char *const LANGUAGES[] = {"en", "es", "de"};

static app *start_deck(const char *name)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    SDL_SetWindowSize(a->window, SCREEN_W, SCREEN_H);
    driver_frames(a, 2);
    app_follow_output(a);
    assert_true(app_set_ui_scale(a, LARGEST_TEXT));
    return a;
}

static void start_four_player_game(app *a, uint64_t seed)
{
    table_config table = {.start_chair = 0, .seed = seed};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    for (int i = 1; i < 4; i++)
        table.chairs[i] = (table_chair){CHAIR_AI, 0, i, "AI"};
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    driver_frames(a, 3);
    assert_true(driver_wait_for_human(a, 60));
}

/* The table at 1280x800 uses the screen's whole height: the canvas is as
 * tall as the screen's shape (1920x1200), the canvas's foot lands on the
 * window's last row, and the choices and the log take the added room. The
 * menu screens keep the designed 1920x1080 in the middle. */
static void test_the_table_fills_a_16_10_screen(void **unused)
{
    (void)unused;
    app *a = start_deck("fills");
    driver_frames(a, 2);
    assert_int_equal((int)gfx_canvas_h(&a->gfx), CANVAS_H); /* the title, as designed */
    start_four_player_game(a, driver_seed());
    assert_int_equal((int)gfx_canvas_w(&a->gfx), CANVAS_W);
    assert_int_equal((int)gfx_canvas_h(&a->gfx), CANVAS_W * SCREEN_H / SCREEN_W);
    int top_x, top_y, foot_x, foot_y;
    app_logical_to_window(a, 0, 0, &top_x, &top_y);
    app_logical_to_window(a, gfx_canvas_w(&a->gfx), gfx_canvas_h(&a->gfx), &foot_x, &foot_y);
    assert_int_equal(top_y, 0);
    assert_int_equal(foot_y, SCREEN_H);
    assert_int_equal(top_x, 0);
    assert_int_equal(foot_x, SCREEN_W);
    const SDL_FRect *choices = layout_find(&a->gfx.layout, "ui.choices");
    const SDL_FRect *log = layout_find(&a->gfx.layout, "ui.log");
    const SDL_FRect *scores = layout_find(&a->gfx.layout, "ui.scores");
    const SDL_FRect *board = layout_find(&a->gfx.layout, "board");
    assert_non_null(choices);
    assert_non_null(log);
    assert_non_null(scores);
    assert_non_null(board);
    float foot = gfx_canvas_h(&a->gfx);
    assert_true(choices->y + choices->h > foot - 12 && choices->y + choices->h <= foot);
    assert_true(log->y + log->h > foot - 12 && scores->y + scores->h > foot - 12);
    assert_true(board->h == 880); /* the board keeps its size and place */
    /* Leaving the table gives the title back its designed canvas. */
    game_close(&a->shared->game);
    app_switch(a, SCENE_TITLE);
    driver_frames(a, 2);
    assert_int_equal((int)gfx_canvas_h(&a->gfx), CANVAS_H);
    const SDL_FRect *again = layout_find(&a->gfx.layout, "ui.choices");
    assert_true(again->y + again->h <= CANVAS_H);
    driver_stop(a);
}

/* Whether a button's words fit it (as test_text_fit measures them). */
static bool words_fit(app *a, const menu_item *it, const char *where)
{
    float w;
    widget_button_text(&a->gfx, it, &w);
    float room = it->rect.w - BUTTON_MARGIN / 2.0f - (it->icon ? 30 : 0);
    if (w <= room + 0.5f)
        return true;
    print_error("%s: \"%s\" is %.1f wide in %.1f\n", where, it->label, w, room);
    return false;
}

static int check_buttons(app *a, const menu *m, const char *where)
{
    int bad = 0;
    for (int i = 0; i < m->count; i++) {
        if (!m->items[i].field && !words_fit(a, &m->items[i], where))
            bad++;
        for (int j = i + 1; j < m->count; j++)
            if (driver_rects_meet(&m->items[i].rect, &m->items[j].rect)) {
                print_error("%s: \"%s\" and \"%s\" overlap\n", where, m->items[i].label,
                            m->items[j].label);
                bad++;
            }
    }
    return bad;
}

static int check_scene(app *a, int id, const char *where)
{
    app_switch(a, id);
    driver_frames(a, 2);
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    assert_true(m.count > 0);
    return check_buttons(a, &m, where);
}

/* The options of the decision as buttons (and the table's own buttons) fit
 * their words and do not overlap each other. */
static int check_table(app *a, const char *where)
{
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    for (int o = 0; o < probe_option_count(a->shared->game) && m.count < MENU_MAX_ITEMS; o++) {
        SDL_FRect r;
        probe_option opt = probe_option_at(a->shared->game, o);
        if (probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r))
            menu_add(&m, r.x, r.y, r.w, r.h, opt.label, 10000 + o);
    }
    /* the table's menu may already hold the options' buttons: the same
     * button twice is not an overlap */
    int bad = 0;
    for (int i = 0; i < m.count; i++) {
        if (!words_fit(a, &m.items[i], where))
            bad++;
        for (int j = i + 1; j < m.count; j++)
            if (driver_rects_meet(&m.items[i].rect, &m.items[j].rect) &&
                memcmp(&m.items[i].rect, &m.items[j].rect, sizeof(SDL_FRect)) != 0) {
                print_error("%s: \"%s\" and \"%s\" overlap\n", where, m.items[i].label,
                            m.items[j].label);
                bad++;
            }
    }
    return bad;
}

static void test_buttons_fit_and_never_overlap(void **unused)
{
    (void)unused;
    app *a = start_deck("buttons");
    int bad = 0, screens = 0;
    for (size_t l = 0; l < sizeof LANGUAGES / sizeof *LANGUAGES; l++) {
        assert_true(app_set_language(a, LANGUAGES[l]));
        char where[64];
        static const struct {
            int scene;
            const char *name;
        } SCREENS[] = {
            {SCENE_TITLE, "title"}, {SCENE_SETUP, "setup"}, {SCENE_SETTINGS, "settings"}};
        for (size_t s = 0; s < sizeof SCREENS / sizeof *SCREENS; s++) {
            snprintf(where, sizeof where, "%s, %s", SCREENS[s].name, LANGUAGES[l]);
            bad += check_scene(a, SCREENS[s].scene, where);
            screens++;
        }
    }
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    start_four_player_game(a, seed);
    for (int decision = 0; decision < 12; decision++) {
        for (size_t l = 0; l < sizeof LANGUAGES / sizeof *LANGUAGES; l++) {
            assert_true(app_set_language(a, LANGUAGES[l]));
            driver_frames(a, 1);
            char where[64];
            snprintf(where, sizeof where, "the table, decision %d, %s", decision, LANGUAGES[l]);
            bad += check_table(a, where);
            screens++;
        }
        if (!driver_decide(a) || !driver_wait_for_human(a, 60))
            break;
    }
    assert_true(screens >= 3 * 3 + 3);
    assert_int_equal(bad, 0);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* The smallest and the largest of a screen's words (titles aside), in
 * output pixels, over two frames. */
static void text_sizes(app *a, int id, int *smallest, int *largest)
{
    app_switch(a, id);
    *smallest = INT32_MAX;
    *largest = 0;
    for (int i = 0; i < 2; i++) {
        app_step(a, 1.0 / 60.0);
        if (a->gfx.text.smallest_last_frame < *smallest)
            *smallest = a->gfx.text.smallest_last_frame;
        if (a->gfx.text.largest_last_frame > *largest)
            *largest = a->gfx.text.largest_last_frame;
    }
    assert_true(*smallest > 0 && *smallest <= *largest);
}

/* At 150 % the settings and the setup enlarge every word together: the
 * smallest word grows too (none stays at its designed size), and the
 * largest is about as far from the smallest as at 100 % (the row labels at
 * 150 % beside buttons and numbers at 100 % were 1.4 to 1.7 times apart). */
static void test_settings_and_setup_grow_every_word(void **unused)
{
    (void)unused;
    app *a = start_deck("grow");
    static const struct {
        int scene;
        const char *name;
    } SCREENS[] = {{SCENE_SETUP, "setup"}, {SCENE_SETTINGS, "settings"}};
    for (size_t l = 0; l < sizeof LANGUAGES / sizeof *LANGUAGES; l++) {
        assert_true(app_set_language(a, LANGUAGES[l]));
        for (size_t s = 0; s < sizeof SCREENS / sizeof *SCREENS; s++) {
            int small_100, large_100, small_150, large_150;
            assert_true(app_set_ui_scale(a, 100));
            text_sizes(a, SCREENS[s].scene, &small_100, &large_100);
            assert_true(app_set_ui_scale(a, LARGEST_TEXT));
            text_sizes(a, SCREENS[s].scene, &small_150, &large_150);
            print_message("%s, %s: words %d-%d px at 100 %%, %d-%d px at 150 %%\n", SCREENS[s].name,
                          LANGUAGES[l], small_100, large_100, small_150, large_150);
            if (small_150 <= small_100)
                fail_msg("%s in %s: a word at %d px at 150 %% (%d px at 100 %%)", SCREENS[s].name,
                         LANGUAGES[l], small_150, small_100);
            float spread_100 = (float)large_100 / (float)small_100,
                  spread_150 = (float)large_150 / (float)small_150;
            if (spread_150 > spread_100 * 1.12f)
                fail_msg("%s in %s: words %d-%d px at 150 %%, but %d-%d px at 100 %%",
                         SCREENS[s].name, LANGUAGES[l], small_150, large_150, small_100, large_100);
        }
    }
    driver_stop(a);
}

typedef struct rects_seen {
    SDL_FRect first[16];
    int count, frames;
} rects_seen;

static bool council_action(const app *a)
{
    const village_state *s = session_state(game_session((app *)a));
    return s->actor == 0 && s->phase == VILLAGE_PHASE_ACTION && s->action_space == VILLAGE_COUNCIL;
}

/* The option that climbs or enters the council, -1 none. */
static int climbing_option(app *a)
{
    const table_chooser *m = probe_chooser_model(a->shared->game);
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        probe_option opt = probe_option_at(a->shared->game, o);
        if (!opt.enabled || opt.move < 0)
            continue;
        int kind = m->moves[opt.move].kind;
        if (kind == VILLAGE_MOVE_COUNCIL_ENTER || kind == VILLAGE_MOVE_COUNCIL_ADVANCE)
            return o;
    }
    return -1;
}

/* Steps one frame at a time after the move that opens the privileges: from
 * the first frame their buttons are drawn, each keeps its rectangle. */
static void watch_privileges(app *a, rects_seen *seen)
{
    for (int frame = 0; frame < 600 && seen->frames < 90; frame++) {
        app_step(a, 1.0 / 60.0);
        const village_state *s = session_state(game_session(a));
        if (s->phase != VILLAGE_PHASE_PRIVILEGE || s->actor != 0 ||
            probe_animating(a->shared->game))
            continue;
        const table_chooser *m = probe_chooser_model(a->shared->game);
        /* what the frame drew is the chooser's options: they must be the
         * privileges' from the first frame on */
        assert_int_equal(m->state.phase, VILLAGE_PHASE_PRIVILEGE);
        int count = probe_option_count(a->shared->game);
        assert_true(count > 0 && count <= 16);
        for (int o = 0; o < count; o++) {
            SDL_FRect r = {0, 0, 0, 0};
            probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r);
            if (seen->frames == 0)
                seen->first[o] = r;
            else if (memcmp(&seen->first[o], &r, sizeof r) != 0)
                fail_msg("frame %d: \"%s\" moved from %.0f,%.0f %.0fx%.0f to %.0f,%.0f %.0fx%.0f",
                         seen->frames, probe_option_at(a->shared->game, o).label, seen->first[o].x,
                         seen->first[o].y, seen->first[o].w, seen->first[o].h, r.x, r.y, r.w, r.h);
        }
        if (seen->frames == 0)
            seen->count = count;
        assert_int_equal(count, seen->count);
        seen->frames++;
    }
}

static void test_privilege_buttons_are_laid_out_once(void **unused)
{
    (void)unused;
    app *a = start_deck("privileges");
    assert_true(app_set_language(a, "es"));
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    int watched = 0;
    for (int game = 0; game < 6 && !watched; game++) {
        start_four_player_game(a, seed + (uint64_t)game);
        for (int decision = 0; decision < 400 && !watched; decision++) {
            if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
                break;
            int climb = council_action(a) ? climbing_option(a) : -1;
            if (climb >= 0) {
                SDL_FRect r;
                assert_true(probe_option_rect(PROBE_VIEW(a), a->shared->game, climb, &r));
                /* the council's pieces fly as at a real table before the row appears */
                a->settings.anim_speed = SPEED_NORMAL;
                driver_click_rect(a, &r);
                /* a payment to choose: the first of them */
                for (int step = 0; step < 4 && council_action(a); step++)
                    if (!driver_decide(a))
                        break;
                rects_seen seen = {0};
                watch_privileges(a, &seen);
                a->settings.anim_speed = SPEED_INSTANT;
                if (seen.frames > 0) {
                    print_message("game %d: %d privilege buttons, same over %d frames\n", game,
                                  seen.count, seen.frames);
                    watched++;
                }
            } else if (!driver_decide(a)) {
                break;
            }
            if (!watched && !driver_wait_for_human(a, 60))
                break;
        }
        game_close(&a->shared->game);
    }
    assert_true(watched > 0);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_table_fills_a_16_10_screen),
        cmocka_unit_test(test_buttons_fit_and_never_overlap),
        cmocka_unit_test(test_settings_and_setup_grow_every_word),
        cmocka_unit_test(test_privilege_buttons_are_laid_out_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
