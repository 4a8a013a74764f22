/* The main loop: events, fixed-rate updates from an accumulator, drawing at
 * the display rate while something moves. When nothing animates, it sleeps
 * until input arrives, another thread wakes it (app_wake: a network game's
 * line) or the scene's next timer (an AI to poll) is due, so an idle game
 * costs next to no CPU. Nothing here waits on the game or the AI. */
#include <stdio.h>

#include "app/app.h"
#include "app/controllers.h"
#include "ui/widgets.h"

enum { UPDATES_PER_SECOND = 120, FALLBACK_FPS = 60 };
/* An idle loop still wakes this often: a safety net for a timer nobody declared. */
enum { IDLE_WAKE_MS = 1000 };
/* Frames drawn at the display rate after an animation ends, so what its last
 * updates set off (a forced move, a hover) is shown before the loop sleeps. */
enum { SETTLE_FRAMES = 3 };
/* While the voice holds an utterance it must start itself, the loop looks
 * this often whether the one before has ended: a gap a listener hardly
 * hears, at a frame's cost each time. */
static const double VOICE_POLL_SECONDS = 0.05;
static const double STEP = 1.0 / UPDATES_PER_SECOND;

static bool is_fullscreen_key(const SDL_KeyboardEvent *k)
{
    bool alt_enter = (k->keysym.sym == SDLK_RETURN || k->keysym.sym == SDLK_KP_ENTER) &&
                     (k->keysym.mod & KMOD_ALT);
    return k->keysym.sym == SDLK_F11 || alt_enter;
}

/* Ctrl+plus (also Ctrl+= where plus needs Shift), Ctrl+minus, Ctrl+0: the
 * text and panel size; 2 = not such a key. */
static int ui_scale_key(const SDL_KeyboardEvent *k)
{
    if (!(k->keysym.mod & KMOD_CTRL))
        return 2;
    switch (k->keysym.sym) {
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
        return 1;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
        return -1;
    case SDLK_0:
    case SDLK_KP_0:
        return 0;
    default:
        return 2;
    }
}

/* One text and panel size up (+1), down (-1) or back to 100 % (0), said on
 * the status line. */
static void step_ui_scale(app *a, int direction)
{
    int now = app_ui_scale_in_use(a), next = SETTINGS_UI_SCALES[0];
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++) {
        if (SETTINGS_UI_SCALES[i] != now)
            continue;
        int j = direction > 0 ? i + 1 : i - 1;
        next = SETTINGS_UI_SCALES[j < 0 ? 0 : j >= SETTINGS_UI_SCALE_COUNT ? i : j];
    }
    if (direction == 0)
        next = SETTINGS_UI_SCALES[0];
    char number[16], text[160];
    if (app_set_ui_scale(a, next)) {
        snprintf(number, sizeof number, "%d", next);
        app_set_status(a, TRF(&a->i18n, text, "status.ui_scale", number));
    } else {
        snprintf(number, sizeof number, "%d", now);
        app_set_status(a, TRF(&a->i18n, text, "status.ui_scale_largest", number));
    }
}

static void on_window_event(app *a, const SDL_WindowEvent *w)
{
    if (w->event == SDL_WINDOWEVENT_SIZE_CHANGED)
        app_output_changed(a);
    if (w->event == SDL_WINDOWEVENT_SIZE_CHANGED || w->event == SDL_WINDOWEVENT_MOVED ||
        w->event == SDL_WINDOWEVENT_DISPLAY_CHANGED)
        a->refresh_hz = 0;
}

void app_handle_event(app *a, SDL_Event *e)
{
    if (controllers_event(a, e)) /* a controller's press reaches the scene as its action's key */
        return;
    switch (e->type) {
    case SDL_QUIT:
        a->quit = !(a->scenes->hold_quit && a->scenes->hold_quit(a));
        return;
    case SDL_WINDOWEVENT:
        on_window_event(a, &e->window);
        return;
    case SDL_RENDER_TARGETS_RESET: /* the cached layers lost their pictures */
        app_forget_cached_pictures(a);
        return;
    case SDL_USEREVENT:
        /* app_wake: news for the scene, which its update reads. A short
         * frame runs no fixed update (the accumulator holds less than a
         * step), and the loop would then sleep on the news: this frame runs
         * one. */
        if (a->accumulator < STEP)
            a->accumulator = STEP;
        return;
    case SDL_KEYDOWN:
        a->input.device = INPUT_KEYBOARD; /* the last device used shows its glyphs */
        if (is_fullscreen_key(&e->key)) {
            if (!e->key.repeat)
                app_toggle_fullscreen(a);
            return;
        }
        int zoom = ui_scale_key(&e->key);
        if (zoom != 2) {
            step_ui_scale(a, zoom);
            return;
        }
        if (e->key.keysym.sym == SDLK_F12) {
            if (!e->key.repeat)
                app_take_screenshot(a);
            return;
        }
        break;
    case SDL_MOUSEMOTION:
        a->mouse_x = (float)e->motion.x;
        a->mouse_y = (float)e->motion.y;
        a->input.device = INPUT_MOUSE;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        a->mouse_x = (float)e->button.x;
        a->mouse_y = (float)e->button.y;
        a->input.device = INPUT_MOUSE;
        break;
    default:
        break;
    }
    if (app_scene(a)->handle_event)
        app_scene(a)->handle_event(a, e);
}

static void change_scene_if_asked(app *a)
{
    if (!a->scene_change)
        return;
    a->scene_change = false;
    if (app_scene(a)->leave)
        app_scene(a)->leave(a);
    a->scene = a->next_scene;
    app_fit_canvas(a);
    if (app_scene(a)->enter)
        app_scene(a)->enter(a);
    if (a->scenes->entered)
        a->scenes->entered(a);
}

/* The status line sits at the foot of the canvas, raised above any of the
 * scene's buttons it would cover (the rules pages' Previous and Next sit
 * there): a note never hides a control for its three seconds. */
static void place_status(app *a, SDL_FRect *box)
{
    if (!app_scene(a)->build_menu)
        return;
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    bool moved = true;
    for (int tries = 0; moved && tries < MENU_MAX_ITEMS; tries++) {
        moved = false;
        for (int i = 0; i < m.count; i++) {
            const SDL_FRect *b = &m.items[i].rect;
            if (SDL_HasIntersectionF(box, b)) {
                box->y = b->y - 12 - box->h;
                moved = true;
            }
        }
    }
}

/* Wider than this, the status line wraps (a long note, a long path). */
static const float STATUS_WRAP = 1160;

bool app_status_box(app *a, SDL_FRect *box, float *size)
{
    if (!a->status[0] || a->clock >= a->status_until)
        return false;
    *size = gfx_ui_fit(&a->gfx, FONT_BODY, 20, STATUS_WRAP, a->status);
    float w = gfx_text_width(&a->gfx, FONT_BODY, *size, a->status) + 60;
    float h = *size * 1.4f + 28;
    if (w > STATUS_WRAP + 60) {
        w = STATUS_WRAP + 60;
        h = gfx_wrapped_height(&a->gfx, FONT_BODY, *size, STATUS_WRAP, a->status) + 30;
    }
    w = w < 800 ? 800 : w;
    *box = (SDL_FRect){960 - w / 2, gfx_canvas_h(&a->gfx) - 24 - h, w, h};
    place_status(a, box);
    return true;
}

int app_menu_prompts(int actions[], int max)
{
    static const int MENU[] = {ACTION_CHOOSE, ACTION_BACK, ACTION_MOVE}; /* most needed first */
    int count = 0;
    for (; count < max && count < (int)(sizeof MENU / sizeof MENU[0]); count++)
        actions[count] = MENU[count];
    return count;
}

void app_draw(app *a)
{
    SDL_Renderer *r = a->gfx.renderer;
    SDL_SetRenderDrawColor(r, COLOUR_TABLE_DARK.r, COLOUR_TABLE_DARK.g, COLOUR_TABLE_DARK.b, 255);
    SDL_RenderClear(r);
    a->gfx.cube_symbols = a->settings.cube_symbols;
    /* What the scene draws is kept, for the prompts band to stand clear of
     * (a test's own record, when it keeps one, holds the same words); only
     * when a band shows, so that a mouse player's frames copy nothing. */
    text_record *test_record = a->gfx.text.record;
    a->scene_words.count = 0;
    if (!test_record && app_loop_draws_prompts(a))
        a->gfx.text.record = &a->scene_words;
    if (app_scene(a)->draw)
        app_scene(a)->draw(a);
    a->gfx.text.record = test_record;
    app_draw_loop_prompts(a, test_record ? test_record : &a->scene_words);
    float size;
    SDL_FRect box;
    if (app_status_box(a, &box, &size)) {
        gfx_panel(&a->gfx, &box, true);
        if (gfx_text_width(&a->gfx, FONT_BODY, size, a->status) > STATUS_WRAP)
            gfx_text_wrapped(&a->gfx, FONT_BODY, size, COLOUR_PARCHMENT_LIGHT, box.x + 30,
                             box.y + 15, STATUS_WRAP, a->status);
        else
            gfx_text(&a->gfx, FONT_BODY, size, COLOUR_PARCHMENT_LIGHT, 960, box.y + 15,
                     ALIGN_CENTER, a->status);
    }
    text_end_frame(&a->gfx.text);
}

static void run_updates(app *a, double elapsed)
{
    if (elapsed > 0.25) /* after a stall, do not try to catch up */
        elapsed = 0.25;
    a->accumulator += elapsed;
    while (a->accumulator >= STEP) {
        if (app_scene(a)->update)
            app_scene(a)->update(a, STEP);
        a->clock += STEP;
        a->accumulator -= STEP;
        change_scene_if_asked(a);
    }
}

void app_step(app *a, double dt)
{
    if (a->first_frame_shown) /* the title is on screen: now the sound */
        app_start_audio(a);
    SDL_Event e;
    while (SDL_PollEvent(&e))
        app_handle_event(a, &e);
    change_scene_if_asked(a);
    run_updates(a, dt);
    controllers_repeat(a);                 /* a direction held on a D-pad or stick */
    app_keep_prefs_folder_now_and_then(a); /* deleted while the game ran: made again */
    app_follow_output(a);
    if (a->scenes->updated) /* what this frame's events and updates changed */
        a->scenes->updated(a);
    app_voice_poll(a); /* after the updates, which may have queued words */
    app_draw(a);
    SDL_RenderPresent(a->gfx.renderer);
    a->first_frame_shown = true;
}

/* The display's refresh rate, or 60 when it does not say; asked again after
 * the window changed size or display. */
static int refresh_rate(app *a)
{
    if (a->refresh_hz > 0)
        return a->refresh_hz;
    SDL_DisplayMode mode;
    int display = SDL_GetWindowDisplayIndex(a->window);
    bool known =
        display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate >= 30;
    a->refresh_hz = known ? mode.refresh_rate : FALLBACK_FPS;
    return a->refresh_hz;
}

double app_next_frame_in(app *a)
{
    if (a->scene_change)
        return 0;
    const scene *sc = app_scene(a);
    double wait = sc->next_frame_in ? sc->next_frame_in(a) : IDLE_WAKE_MS / 1000.0;
    if (a->status[0] && a->clock < a->status_until && a->status_until - a->clock < wait)
        wait = a->status_until - a->clock + 0.01; /* the status line goes away */
    if (app_voice_waiting(a) && VOICE_POLL_SECONDS < wait)
        wait = VOICE_POLL_SECONDS;
    double repeat = controllers_next_repeat_in(a);
    return repeat < wait ? repeat : wait;
}

/* Sleeps until input arrives or 'ms' have passed; true for input. With a
 * controller open, SDL's own wait looks at it every millisecond (about 3 %
 * of a core); every CONTROLLER_POLL_MS answers within a frame for a tenth
 * of that. */
enum { CONTROLLER_POLL_MS = 10 };

static bool wait_for_input(app *a, int ms)
{
    if (a->input.open_count == 0)
        return SDL_WaitEventTimeout(NULL, ms);
    Uint64 until = SDL_GetTicks64() + (Uint64)ms;
    for (;;) {
        SDL_PumpEvents();
        if (SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0)
            return true;
        Uint64 now = SDL_GetTicks64();
        if (now >= until)
            return false;
        SDL_Delay(until - now < CONTROLLER_POLL_MS ? (Uint32)(until - now) : CONTROLLER_POLL_MS);
    }
}

/* The rest of a frame, slept out; news from another thread (app_wake: a
 * network game's move) ends it at once, so that it is drawn a frame sooner.
 * Input waits for the frame's end, as before. */
static void sleep_rest(Uint32 ms)
{
    Uint64 start = SDL_GetTicks64();
    if (!SDL_WaitEventTimeout(NULL, (int)ms))
        return;
    if (SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_USEREVENT, SDL_USEREVENT) > 0)
        return;
    Uint64 slept = SDL_GetTicks64() - start;
    if (slept < ms)
        SDL_Delay(ms - (Uint32)slept);
}

void app_frame(app *a)
{
    double wait = app_next_frame_in(a);
    bool idle = wait > 0 && a->settled_frames >= SETTLE_FRAMES;
    if (wait <= 0)
        a->settled_frames = 0;
    else if (a->settled_frames < SETTLE_FRAMES)
        a->settled_frames++;
    if (idle && art_preload_next(&a->gfx))
        idle = false; /* the rest of the art, one picture per idle moment */
    if (idle) {
        double ms = wait * 1000.0 < IDLE_WAKE_MS ? wait * 1000.0 : IDLE_WAKE_MS;
        if (wait_for_input(a, (int)ms + 1))
            a->settled_frames = SETTLE_FRAMES - 1; /* input: draw it, and the frame after */
    }
    Uint64 now = SDL_GetPerformanceCounter();
    double elapsed = (double)(now - a->last_counter) / (double)SDL_GetPerformanceFrequency();
    a->last_counter = now;
    app_step(a, elapsed);
    /* Sleep out the rest of the frame instead of spinning. Also with a
     * "vsync" renderer: with no display to wait for (a virtual X server, a
     * software OpenGL such as llvmpipe) its present returns at once, and the
     * loop would draw hundreds of frames a second. Where vsync works the
     * present has already waited a whole frame, so this sleeps nothing. */
    double spent =
        (double)(SDL_GetPerformanceCounter() - now) / (double)SDL_GetPerformanceFrequency();
    double rest = 1.0 / refresh_rate(a) - spent;
    if (!idle && rest > 0.001)
        sleep_rest((Uint32)(rest * 1000.0));
}

int app_run(app *a)
{
    while (!a->quit)
        app_frame(a);
    return 0;
}
