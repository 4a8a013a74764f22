/* The game driver: runs the real application headless, clicks where things
 * are drawn, steps frames and waits (wait_until) for what a test expects;
 * it reads the scene through game_probe.h only. */
#include "game_driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "temp_folder.h"
#include "ui/widgets.h"
#include "village/ai.h"

app *driver_start(const char *pref_dir)
{
    return driver_start_on(VILLAGE_TEST_DATA_DIR, pref_dir);
}

app *driver_start_on(const char *data_dir, const char *pref_dir)
{
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    setenv("VILLAGE_DATA_DIR", data_dir, 1);
    setenv("VILLAGE_PREF_DIR", pref_dir, 1);
    mkdir(pref_dir, 0700);
    char path[512];
    snprintf(path, sizeof path, "%s/settings.txt", pref_dir);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("animation_speed = 3\nauto_apply = 0\n", f);
        fclose(f);
    }
    app *a = calloc(1, sizeof *a);
    app_options o = {.software = true, .width = 1600, .height = 900, .scenes = scenes_table()};
    if (!a || !app_init(a, &o)) {
        free(a);
        return NULL;
    }
    driver_frames(a, 2);
    return a;
}

app *driver_start_fresh(const char *name)
{
    char dir[256];
    return driver_fresh_dir(dir, sizeof dir, name) ? driver_start(dir) : NULL;
}

uint64_t driver_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 42;
}

void driver_stop(app *a)
{
    if (!a)
        return;
    app_shutdown(a);
    free(a);
}

/* The autosave is written on a worker thread: after each frame the driver
 * waits for it (probe_save_settle), so what a test reads on disk is what
 * the table shows, unless a test lets the saves lag (a stuck disk). */
static bool saves_lag;

void driver_let_saves_lag(bool lag)
{
    saves_lag = lag;
}

void driver_frames(app *a, int n)
{
    for (int i = 0; i < n; i++) {
        app_step(a, 1.0 / 60.0);
        if (!saves_lag)
            probe_save_settle(a->shared->game, 300);
    }
}

static void push_button(app *a, Uint32 type, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.button.windowID = SDL_GetWindowID(a->window);
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    SDL_PushEvent(&e);
}

static void push_motion(app *a, int x, int y)
{
    SDL_Event move;
    memset(&move, 0, sizeof move);
    move.type = SDL_MOUSEMOTION;
    move.motion.windowID = SDL_GetWindowID(a->window);
    move.motion.x = x;
    move.motion.y = y;
    SDL_PushEvent(&move);
}

void driver_move_mouse(app *a, float lx, float ly)
{
    int x, y;
    app_logical_to_window(a, lx, ly, &x, &y);
    push_motion(a, x, y);
    driver_frames(a, 2);
}

void driver_key(app *a, SDL_Keycode key, SDL_Scancode code, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(a->window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = code;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

void driver_click(app *a, float lx, float ly)
{
    int x, y;
    app_logical_to_window(a, lx, ly, &x, &y);
    push_motion(a, x, y);
    driver_frames(a, 1);
    push_button(a, SDL_MOUSEBUTTONDOWN, x, y);
    push_button(a, SDL_MOUSEBUTTONUP, x, y);
    driver_frames(a, 2);
}

bool driver_click_label(app *a, const char *label, int nth)
{
    const scene *sc = scene_get(a->scene);
    if (!sc->build_menu)
        return false;
    menu m;
    sc->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, label) == 0 && nth-- == 0) {
            driver_click(a, m.items[i].rect.x + m.items[i].rect.w / 2,
                         m.items[i].rect.y + m.items[i].rect.h / 2);
            return true;
        }
    return false;
}

void driver_click_rect(app *a, const SDL_FRect *r)
{
    driver_click(a, r->x + r->w / 2, r->y + r->h / 2);
}

bool driver_switch_language(app *a, const char *language_label)
{
    menu m;
    probe_panel_buttons(PROBE_VIEW(a), a->shared->game, &m);
    driver_click_rect(a, &m.items[PROBE_BUTTON_SETTINGS].rect);
    if (a->scene != SCENE_SETTINGS || !driver_click_label(a, language_label, 0) ||
        !driver_click_label(a, TR(&a->i18n, "common.back"), 0) || a->scene != SCENE_GAME)
        return false;
    driver_frames(a, 2);
    return true;
}

bool driver_rects_meet(const SDL_FRect *p, const SDL_FRect *q)
{
    return p->x < q->x + q->w && q->x < p->x + p->w && p->y < q->y + q->h && q->y < p->y + p->h;
}

/* Longest idle wait between two looks at a condition: a condition may step
 * another table by hand (a headless host or guest), which no event wakes. */
enum { IDLE_LOOK_MS = 10 };

bool wait_until(app *a, driver_condition done, void *ctx, double seconds)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)(seconds * 1000);
    for (;;) {
        if (done(a, ctx))
            return true;
        Uint64 now = SDL_GetTicks64();
        if (now >= end)
            return false;
        /* As the game's own loop does (app_frame): with nothing to animate,
         * wait for input or another thread's news (app_wake) instead of
         * drawing frame after frame, and let the clock follow the time that
         * passed. Drawing idle frames as fast as they came was most of the
         * processor time of the tests that wait on servers and threads. */
        double idle = app_next_frame_in(a);
        if (idle > 0) {
            double ms = idle * 1000.0 < IDLE_LOOK_MS ? idle * 1000.0 : IDLE_LOOK_MS;
            SDL_WaitEventTimeout(NULL, (int)ms + 1);
            double passed = (double)(SDL_GetTicks64() - now) / 1000.0;
            app_step(a, passed > 1.0 / 60.0 ? passed : 1.0 / 60.0);
            if (!saves_lag)
                probe_save_settle(a->shared->game, 300);
        } else {
            driver_frames(a, 1);
            SDL_Delay(1);
        }
    }
}

static bool human_waits(app *a, void *unused)
{
    (void)unused;
    const session *s = game_session(a);
    if (!s)
        return false;
    const village_state *st = session_state(s);
    return st->phase == VILLAGE_PHASE_GAME_OVER ||
           (session_is_human(s, st->actor) && !probe_animating(a->shared->game) &&
            probe_choice_ready(a->shared->game));
}

bool driver_wait_for_human(app *a, double seconds)
{
    return wait_until(a, human_waits, NULL, seconds);
}

static bool click_one_option(app *a)
{
    int count = probe_option_count(a->shared->game);
    for (int o = 0; o < count; o++) {
        probe_option option = probe_option_at(a->shared->game, o);
        SDL_FRect r;
        if (option.enabled && option.target != TARGET_NONE &&
            probe_target_rect(&a->gfx, a->shared->game, option.target, &r)) {
            driver_click_rect(a, &r);
            return true;
        }
    }
    for (int o = 0; o < count; o++) {
        SDL_FRect r;
        if (probe_option_at(a->shared->game, o).enabled &&
            probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r)) {
            driver_click_rect(a, &r);
            return true;
        }
    }
    return false;
}

bool driver_pass_handoff(app *a)
{
    SDL_FRect r;
    if (!probe_handoff_pending(a->shared->game, &a->settings) ||
        !probe_handoff_button(GAME_WORDS(a), a->shared->game, &r))
        return false;
    driver_click_rect(a, &r);
    return true;
}

bool driver_leave_by_menu(app *a)
{
    if (!driver_click_label(a, TR(&a->i18n, "game.menu"), 0))
        return false;
    if (a->scene == SCENE_GAME && a->shared->game && probe_leave_question_asked(a->shared->game))
        return driver_click_label(a, TR(&a->i18n, "game.leave.yes"), 0);
    return true;
}

bool driver_decide(app *a)
{
    driver_pass_handoff(a);
    size_t moves = session_move_count(game_session(a));
    for (int click = 0; click <= TABLE_STEP_MAX; click++) {
        if (!click_one_option(a))
            return false;
        if (session_move_count(game_session(a)) != moves)
            return true;
    }
    return false;
}

bool driver_all_options_visible(app *a)
{
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        probe_option option = probe_option_at(a->shared->game, o);
        SDL_FRect r;
        bool cube = option.target >= TARGET_CUBE && option.target < TARGET_WELL;
        if (!cube && !probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r)) {
            fprintf(stderr, "option '%s' has no room in the choices panel\n", option.label);
            return false;
        }
    }
    return true;
}

bool driver_fresh_dir(char *out, size_t size, const char *name)
{
    return temp_folder_fresh(out, size, name);
}

bool driver_remove_tree(const char *dir)
{
    return temp_folder_remove_tree(dir);
}

int driver_words_drawn(app *a, text_drawn out[TEXT_RECORD_MAX])
{
    static text_record seen;
    seen.count = 0;
    a->gfx.text.record = &seen;
    app_step(a, 1.0 / 60.0);
    a->gfx.text.record = NULL;
    int n = 0;
    for (int i = 0; i < seen.count; i++)
        if (seen.items[i].role != FONT_TITLE)
            out[n++] = seen.items[i];
    return n;
}

bool driver_open_hidden(app *a, int width, int height)
{
    app_options o = {.software = true,
                     .hidden = true,
                     .scenes = scenes_table(),
                     .no_settings = true,
                     .width = width,
                     .height = height};
    return app_init(a, &o);
}

int driver_style_items(const i18n *t, const menu *m, const menu_item *items[], int styles[])
{
    int count = 0;
    for (int i = 0; i < m->count; i++)
        for (int style = 0; style < VILLAGE_AI_STYLES; style++) {
            char key[32], label[96];
            snprintf(key, sizeof key, "setup.style.%d", style);
            TRF(t, label, "setup.style", TR(t, key));
            if (strcmp(m->items[i].label, label) == 0 && count < VILLAGE_MAX_PLAYERS) {
                items[count] = &m->items[i];
                styles[count++] = style;
            }
        }
    return count;
}
