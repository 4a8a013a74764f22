#include "game_driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

app *driver_start(const char *pref_dir)
{
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    setenv("VILLAGE_DATA_DIR", VILLAGE_TEST_DATA_DIR, 1);
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

void driver_stop(app *a)
{
    if (!a)
        return;
    app_shutdown(a);
    free(a);
}

void driver_frames(app *a, int n)
{
    for (int i = 0; i < n; i++)
        app_step(a, 1.0 / 60.0);
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

void driver_click(app *a, float lx, float ly)
{
    int x, y;
    app_logical_to_window(a, lx, ly, &x, &y);
    SDL_Event move;
    memset(&move, 0, sizeof move);
    move.type = SDL_MOUSEMOTION;
    move.motion.windowID = SDL_GetWindowID(a->window);
    move.motion.x = x;
    move.motion.y = y;
    SDL_PushEvent(&move);
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

static bool human_waits(app *a)
{
    game_ui *g = a->shared->game;
    const village_state *s = session_state(g->session);
    return s->phase == VILLAGE_PHASE_GAME_OVER ||
           (session_is_human(g->session, s->actor) && !view_busy(g) && g->choice.valid);
}

bool driver_wait_for_human(app *a, int max_frames)
{
    for (int i = 0; i < max_frames; i++) {
        if (a->shared->game && human_waits(a))
            return true;
        driver_frames(a, 1);
        SDL_Delay(1); /* let the AI worker run */
    }
    return false;
}

static bool click_one_option(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    part_view v = game_part_view(a);
    for (int o = 0; o < c->option_count; o++) {
        SDL_FRect r;
        if (c->options[o].enabled && c->options[o].target != TARGET_NONE &&
            board_target_rect(&a->gfx, &g->anim.shown, c->options[o].target, &r)) {
            driver_click(a, r.x + r.w / 2, r.y + r.h / 2);
            return true;
        }
    }
    for (int o = 0; o < c->option_count; o++) {
        SDL_FRect r;
        if (c->options[o].enabled && choices_option_rect(&v, c, o, &r)) {
            driver_click(a, r.x + r.w / 2, r.y + r.h / 2);
            return true;
        }
    }
    return false;
}

bool driver_pass_handoff(app *a)
{
    if (!handoff_pending(a->shared->game, &a->settings))
        return false;
    part_view v = game_part_view(a);
    menu m;
    m.count = 0;
    handoff_button(&v.words, a->shared->game->session, &m);
    const SDL_FRect *r = &m.items[0].rect;
    driver_click(a, r->x + r->w / 2, r->y + r->h / 2);
    return true;
}

bool driver_decide(app *a)
{
    driver_pass_handoff(a);
    size_t moves = session_move_count(game_session(a));
    for (int click = 0; click <= STEP_MAX; click++) {
        if (!click_one_option(a))
            return false;
        if (session_move_count(game_session(a)) != moves)
            return true;
    }
    return false;
}

bool driver_all_options_visible(app *a)
{
    const chooser *c = &a->shared->game->choice;
    part_view v = game_part_view(a);
    for (int o = 0; o < c->option_count; o++) {
        SDL_FRect r;
        bool cube = c->options[o].target >= TARGET_CUBE && c->options[o].target < TARGET_WELL;
        if (!cube && !choices_option_rect(&v, c, o, &r)) {
            fprintf(stderr, "option '%s' has no room in the choices panel\n", c->options[o].label);
            return false;
        }
    }
    return true;
}

bool driver_fresh_dir(char *out, size_t size, const char *name)
{
    snprintf(out, size, "/tmp/village-test-%s-%d", name, (int)getpid());
    return driver_remove_tree(out) && mkdir(out, 0700) == 0;
}

bool driver_remove_tree(const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0;
}
