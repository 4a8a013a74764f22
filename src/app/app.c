/* The application's life: the window and renderer it tries (a GPU, else
 * SDL's software renderer), the assets and settings it loads, the scenes'
 * state it keeps, and the services app.h offers the scenes. */
#include "app/app.h"

#include <SDL_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/controllers.h"
#include "app/gpu_probe.h"
#include "app/paths.h"
#include "app/screenshot.h"
#include "platform/clock.h"
#include "platform/system.h"
#include "platform/files.h"
#include "ui/system_language.h"
#include "render/png_header.h"

/* An OpenGL that draws on the CPU (Mesa's llvmpipe, softpipe, swrast; no GPU,
 * as in a virtual machine or a virtual X server) is "accelerated" for SDL but
 * costs many times what SDL's own software renderer does for this game. */
static bool opengl_on_the_cpu(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r, &info) != 0 || SDL_strncmp(info.name, "opengl", 6) != 0)
        return false;
    typedef const unsigned char *(*gl_get_string)(unsigned int);
    gl_get_string get = (gl_get_string)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    const char *name = get ? (const char *)get(0x1F01 /* GL_RENDERER */) : NULL;
    return name && (SDL_strstr(name, "llvmpipe") || SDL_strstr(name, "softpipe") ||
                    SDL_strstr(name, "Software Rasterizer") || SDL_strstr(name, "SwiftShader"));
}

static bool create_renderer(app *a, bool software)
{
    Uint32 flags = SDL_RENDERER_TARGETTEXTURE;
    if (!software && app_no_gpu_for_opengl())
        fprintf(stderr, "village: no graphics device for OpenGL here; using the software "
                        "renderer\n");
    else if (!software) {
        a->gfx.renderer = SDL_CreateRenderer(
            a->window, -1, flags | SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (a->gfx.renderer && !opengl_on_the_cpu(a->gfx.renderer)) {
            a->vsync = true;
            return true;
        }
        if (a->gfx.renderer) {
            fprintf(stderr, "village: OpenGL runs on the CPU here; using the software renderer\n");
            SDL_DestroyRenderer(a->gfx.renderer);
        } else {
            fprintf(stderr, "village: no hardware renderer (%s); using software\n", SDL_GetError());
        }
    }
    /* Present the software framebuffer directly, not through an OpenGL texture
     * (which would be emulated on the CPU again where no GPU exists). */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    a->gfx.renderer = SDL_CreateRenderer(a->window, -1, flags | SDL_RENDERER_SOFTWARE);
    a->software = true;
    a->vsync = false;
    return a->gfx.renderer != NULL;
}

static void set_window_icon(app *a)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/icons/village-64.png", a->data_dir);
    char why[1400];
    SDL_Surface *icon = png_header_acceptable(path, why, sizeof why) ? IMG_Load(path) : NULL;
    if (icon) {
        SDL_SetWindowIcon(a->window, icon);
        SDL_FreeSurface(icon);
    }
}

static bool create_window(app *a, const app_options *o)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (o->hidden)
        flags |= SDL_WINDOW_HIDDEN;
    int w = 1600, h = 900; /* when the screen does not say its size */
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0)
        app_default_window_size(usable.w, usable.h, &w, &h);
    if (o->width > 0 && o->height > 0) {
        w = o->width;
        h = o->height;
    }
    a->window =
        SDL_CreateWindow("Village", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->window || !create_renderer(a, o->software)) {
        paths_report_error("Village cannot open a window", SDL_GetError(), a->headless);
        return false;
    }
    SDL_SetWindowMinimumSize(a->window, 640, 360);
    set_window_icon(a);
    gfx_set_canvas(&a->gfx, CANVAS_W, CANVAS_H);
    if (a->settings.fullscreen && !o->hidden)
        app_apply_fullscreen(a);
    return true;
}

static void update_text_scale(app *a)
{
    int w, h;
    SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h);
    float sx = (float)w / CANVAS_W, sy = (float)h / CANVAS_H, scale = sx < sy ? sx : sy;
    /* A degenerate output (1x1) would make every text size round to the
     * same few pixels and be rendered again at each step back: text keeps
     * the scale of the smallest window the game allows. */
    const float smallest = 1.0f / 12;
    /* Nor larger than the largest cached layer's: a huge window would
     * render every line of text as a picture of megabytes. */
    const float largest = (float)GFX_LAYER_MAX_SIDE / CANVAS_W;
    scale = scale < smallest ? smallest : scale;
    text_set_scale(&a->gfx.text, scale > largest ? largest : scale);
}

static bool load_fonts(app *a, char *err, size_t size)
{
    char paths[FONT_ROLES][1200];
    snprintf(paths[FONT_BODY], sizeof paths[0], "%s/fonts/OpenSans-Regular.ttf", a->data_dir);
    snprintf(paths[FONT_BOLD], sizeof paths[0], "%s/fonts/OpenSans-Bold.ttf", a->data_dir);
    snprintf(paths[FONT_TITLE], sizeof paths[0], "%s/fonts/EBGaramond12-Regular.otf", a->data_dir);
    snprintf(paths[FONT_ITALIC], sizeof paths[0], "%s/fonts/OpenSans-Italic.ttf", a->data_dir);
    const char *list[FONT_ROLES] = {paths[0], paths[1], paths[2], paths[3]};
    return text_init(&a->gfx.text, list, err, size);
}

static const char *catalogue_lookup(const void *catalogue, const char *key)
{
    return i18n_get(catalogue, key);
}

static bool load_assets(app *a)
{
    char err[512], layout_path[1300], labels_path[1300];
    int w, h;
    SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h);
    snprintf(layout_path, sizeof layout_path, "%s/gfx/layout.txt", a->data_dir);
    snprintf(labels_path, sizeof labels_path, "%s/gfx/labels.txt", a->data_dir);
    a->gfx.lookup = catalogue_lookup;
    a->gfx.catalogue = &a->i18n;
    bool ok = art_load(&a->gfx, a->data_dir, app_density_for_output(w, 0), err, sizeof err);
    app_mark_start(a, "atlas and the table's picture");
    ok = ok && layout_load(&a->gfx.layout, layout_path, err, sizeof err) &&
         labels_load(&a->gfx.labels, labels_path, err, sizeof err);
    app_mark_start(a, "layout and labels");
    ok = ok && load_fonts(a, err, sizeof err);
    app_mark_start(a, "fonts");
    const char *language = a->settings.language;
    if (ok && !i18n_load(&a->i18n, a->data_dir, language, err, sizeof err)) {
        fprintf(stderr, "village: %s; using English\n", err);
        language = "en";
        snprintf(a->settings.language, sizeof a->settings.language, "%s", language);
        ok = i18n_load(&a->i18n, a->data_dir, language, err, sizeof err);
    }
    app_mark_start(a, "catalogue");
    snprintf(a->gfx.language, sizeof a->gfx.language, "%s", language);
    if (!ok) {
        paths_report_error("Village is missing a file", err, a->headless);
        return false;
    }
    update_text_scale(a);
    app_apply_ui_scale(a);
    return true;
}

static bool find_folders(app *a)
{
    /* A data folder asked for by name that holds no assets is a mistake to
     * report, not to paper over with another folder. */
    const char *asked = getenv("VILLAGE_DATA_DIR");
    if (asked && *asked && !paths_holds_assets(asked)) {
        char message[1400];
        snprintf(message, sizeof message,
                 "VILLAGE_DATA_DIR is set to '%s', but that folder holds no Village assets "
                 "(gfx/layout.txt is missing). Point it at the game's 'assets' folder, or unset "
                 "it to use the installed assets.",
                 asked);
        paths_report_error("Village cannot find its data", message, a->headless);
        return false;
    }
    if (!paths_find_data_dir(a->data_dir, sizeof a->data_dir)) {
        paths_report_error("Village cannot find its data",
                           "The folder 'assets' (with gfx/layout.txt) was not found next to the "
                           "program, in ../share/games/village/assets, or in $VILLAGE_DATA_DIR.",
                           a->headless);
        return false;
    }
    char why[256];
    if (!paths_pref_dir(a->pref_dir, sizeof a->pref_dir, why, sizeof why)) {
        paths_report_error("Village cannot find a folder for saves", why, a->headless);
        return false;
    }
    /* The folder may not be made yet (a first start, $VILLAGE_PREF_DIR).
     * The game still plays when it cannot be made; the title says so. */
    a->pref_dir_error = paths_make_dirs(a->pref_dir);
    if (a->pref_dir_error)
        fprintf(stderr, "village: cannot make the folder for saves %s: %s\n", a->pref_dir,
                strerror(a->pref_dir_error));
    return true;
}

void app_mark_start(app *a, const char *phase)
{
    if (a->start_mark_count < APP_START_MARKS)
        a->start_marks[a->start_mark_count++] =
            (app_start_mark){phase, (double)platform_monotonic_ms(), platform_process_cpu_ms()};
}

bool app_init(app *a, const app_options *o)
{
    memset(a, 0, sizeof *a);
    a->headless = o->hidden;
    a->input.held = -1; /* no direction held, the stick at rest */
    a->input.stick_direction = -1;
    a->no_settings = o->no_settings;
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        paths_report_error("Village cannot start SDL", SDL_GetError(), a->headless);
        return false;
    }
    app_mark_start(a, "SDL's video");
    /* Controllers already plugged in arrive as "added" events (controllers.c).
     * An SDL built without them still plays by mouse and keyboard. */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        fprintf(stderr, "village: no game controllers (%s)\n", SDL_GetError());
    app_mark_start(a, "game controllers");
    a->input.on_steam_deck = app_detect_steam_deck();
    if (!find_folders(a))
        return false;
    char path[1200];
    if (!a->no_settings)
        app_take_prefs_lock(a);
    if (app_may_write_prefs(a)) {
        /* A save or settings write killed before its rename leaves a
         * temporary file; this window holds the folder's lock, so nothing
         * else is writing here and any left is stale. */
        app_pref_path(a, "autosave.json", path, sizeof path);
        platform_sweep_temporaries(path);
        app_pref_path(a, "settings.txt", path, sizeof path);
        platform_sweep_temporaries(path);
    }
    app_pref_path(a, "settings.txt", path, sizeof path);
    if (a->no_settings)
        settings_defaults(&a->settings);
    else if (!settings_load(&a->settings, path)) { /* a first start: the system's language */
        language_from_system(a->data_dir, a->settings.language, sizeof a->settings.language);
        if (a->input.on_steam_deck) /* fullscreen, the words large enough for the hands' reach */
            settings_for_steam_deck(&a->settings, app_ui_scale_for_arms_length(1280, 800));
    }
    if (o->language && o->language[0]) {
        snprintf(a->saved_language, sizeof a->saved_language, "%s", a->settings.language);
        snprintf(a->settings.language, sizeof a->settings.language, "%s", o->language);
        a->language_for_this_run = true;
    }
    app_mark_start(a, "folders and settings");
    if (!create_window(a, o))
        return false;
    app_mark_start(a, "window and renderer");
    if (!load_assets(a))
        return false;
    app_voice_apply(a);
    app_mark_start(a, "voice");
    a->last_counter = SDL_GetPerformanceCounter();
    a->scenes = o->scenes;
    /* Every scene's state before the shared part: the callbacks app_shutdown
     * runs once a->shared is there may reach any of them. */
    a->scene_states = calloc((size_t)o->scenes->count, sizeof *a->scene_states);
    if (!a->scene_states)
        return false;
    for (int i = 0; i < o->scenes->count; i++) {
        size_t size = o->scenes->scenes[i]->state_size;
        a->scene_states[i] = size ? calloc(1, size) : NULL;
        if (size && !a->scene_states[i])
            return false;
    }
    a->shared = calloc(1, o->scenes->shared_size);
    if (!a->shared)
        return false;
    if (o->scenes->start)
        o->scenes->start(a);
    a->scene = o->scenes->first;
    app_fit_canvas(a);
    if (app_scene(a)->enter)
        app_scene(a)->enter(a);
    if (o->scenes->entered)
        o->scenes->entered(a);
    app_mark_start(a, "the title's enter (saves, lessons)");
    return true;
}

void app_start_audio(app *a)
{
    if (a->audio_started)
        return;
    a->audio_started = true;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0)
        audio_init(&a->audio, a->data_dir);
    else
        fprintf(stderr, "village: no audio (%s); playing silently\n", SDL_GetError());
    app_apply_volume(a);
}

void app_shutdown(app *a)
{
    if (a->shared && a->gfx.renderer && app_scene(a)->leave)
        app_scene(a)->leave(a);
    for (int i = 0; a->shared && i < a->scenes->count; i++)
        if (a->scenes->scenes[i]->close)
            a->scenes->scenes[i]->close(a);
    if (a->shared && a->scenes->stop)
        a->scenes->stop(a);
    free(a->shared);
    a->shared = NULL;
    for (int i = 0; a->scene_states && i < a->scenes->count; i++)
        free(a->scene_states[i]);
    free(a->scene_states);
    a->scene_states = NULL;
    audio_free(&a->audio);
    app_voice_close(a);
    gfx_layer_free(&a->backdrop);
    text_free(&a->gfx.text);
    images_free(&a->gfx.images);
    atlas_free(&a->gfx.atlas);
    layout_free(&a->gfx.layout);
    labels_free(&a->gfx.labels);
    i18n_free(&a->i18n);
    controllers_close_all(a);
    if (a->gfx.renderer)
        SDL_DestroyRenderer(a->gfx.renderer);
    if (a->window)
        SDL_DestroyWindow(a->window);
    TTF_Quit();
    SDL_Quit();
    platform_lock_release(&a->prefs_lock);
}

const scene *app_scene(const app *a)
{
    return a->scenes->scenes[a->scene];
}

void *app_scene_state(const app *a, int number)
{
    return a->scene_states[number];
}

void app_switch(app *a, int number)
{
    a->next_scene = number;
    a->scene_change = true;
}

bool app_set_language(app *a, const char *language)
{
    char err[256];
    if (!i18n_load(&a->i18n, a->data_dir, language, err, sizeof err)) {
        fprintf(stderr, "village: %s\n", err);
        return false;
    }
    snprintf(a->settings.language, sizeof a->settings.language, "%s", language);
    snprintf(a->gfx.language, sizeof a->gfx.language, "%s", language);
    a->language_for_this_run = false; /* the player's choice: kept from now on */
    platform_speech_set_language(a->voice, language);
    for (int i = 0; a->shared && i < a->scenes->count; i++)
        if (a->scenes->scenes[i]->language_changed)
            a->scenes->scenes[i]->language_changed(a);
    return true;
}

void app_wake(void *unused)
{
    (void)unused;
    /* SDL's event queue is thread-safe; one wake-up waiting is enough. */
    if (SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_USEREVENT, SDL_USEREVENT) > 0)
        return;
    SDL_Event e = {.type = SDL_USEREVENT};
    SDL_PushEvent(&e);
}

void app_forget_cached_pictures(app *a)
{
    gfx_layer_free(&a->backdrop);
    for (int i = 0; a->shared && i < a->scenes->count; i++)
        if (a->scenes->scenes[i]->targets_reset)
            a->scenes->scenes[i]->targets_reset(a);
}

/* Switches the art when the output crossed a threshold. */
static void update_density(app *a)
{
    int w, h;
    if (SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h) != 0 || !a->gfx.atlas.texture)
        return;
    int density = app_density_for_output(w, a->gfx.atlas.density);
    if (density == a->gfx.atlas.density)
        return;
    char err[512];
    if (art_load(&a->gfx, a->data_dir, density, err, sizeof err))
        app_forget_cached_pictures(a); /* cached pictures of the old art */
    else
        fprintf(stderr, "village: keeping the @%dx art: %s\n", a->gfx.atlas.density, err);
}

/* The tallest canvas a scene is given (4:3): past it, the choices and the
 * log would be taller than anything they hold. */
static const int TALLEST_CANVAS_H = CANVAS_W * 3 / 4;

void app_fit_canvas(app *a)
{
    int w = 0, h = 0, canvas_h = CANVAS_H;
    bool fills = a->scenes && app_scene(a)->fills_screen;
    if (fills && SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h) == 0 && w > 0 &&
        (long)h * CANVAS_W > (long)w * CANVAS_H) {
        canvas_h = (int)((long)CANVAS_W * h / w);
        canvas_h = canvas_h > TALLEST_CANVAS_H ? TALLEST_CANVAS_H : canvas_h;
    }
    gfx_set_canvas(&a->gfx, CANVAS_W, canvas_h);
}

void app_output_changed(app *a)
{
    SDL_GetRendererOutputSize(a->gfx.renderer, &a->output_w, &a->output_h);
    app_fit_canvas(a);
    update_text_scale(a);
    app_apply_ui_scale(a);
    update_density(a);
}

void app_apply_fullscreen(app *a)
{
    app_fullscreen_set(a->window, &a->cover, a->settings.fullscreen);
    app_output_changed(a);
}

void app_toggle_fullscreen(app *a)
{
    a->settings.fullscreen = !a->settings.fullscreen;
    app_apply_fullscreen(a);
    app_save_settings(a);
}

int app_ui_scale_in_use(const app *a)
{
    return app_ui_scale_for_window(a->window, a->settings.ui_scale);
}

void app_apply_ui_scale(app *a)
{
    a->gfx.ui_scale = (float)app_ui_scale_in_use(a) / 100.0f;
}

bool app_set_ui_scale(app *a, int percent)
{
    int w = CANVAS_W, h = CANVAS_H;
    if (a->window)
        SDL_GetWindowSize(a->window, &w, &h);
    percent = settings_nearest_ui_scale(percent);
    if (percent > app_ui_scale_limit(w, h))
        return false;
    a->settings.ui_scale = percent;
    app_apply_ui_scale(a);
    app_save_settings(a);
    return true;
}

void app_follow_output(app *a)
{
    int w, h;
    if (SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h) == 0 &&
        (w != a->output_w || h != a->output_h))
        app_output_changed(a);
}

void app_apply_volume(app *a)
{
    audio_set_volume(&a->audio, a->settings.master_volume, a->settings.effects_volume,
                     a->settings.music_volume, a->settings.cue_volume);
}

bool app_may_write_prefs(const app *a)
{
    return !a->no_settings && !a->read_only;
}

void app_save_settings(app *a)
{
    app_keep_prefs_folder(a);
    if (!app_may_write_prefs(a))
        return;
    char path[1200];
    app_pref_path(a, "settings.txt", path, sizeof path);
    settings kept = a->settings;
    if (a->language_for_this_run)
        snprintf(kept.language, sizeof kept.language, "%s", a->saved_language);
    settings_save(&kept, path);
}

void app_set_status(app *a, const char *text)
{
    app_set_status_for(a, text, 3.0);
}

void app_set_status_for(app *a, const char *text, double seconds)
{
    snprintf(a->status, sizeof a->status, "%s", text);
    a->status_until = a->clock + seconds;
}

void app_take_screenshot(app *a)
{
    char path[1200], err[256], msg[1400];
    screenshot_name(a->pref_dir, path, sizeof path);
    if (screenshot_save(a->gfx.renderer, path, err, sizeof err)) {
        app_set_status(a, TRF(&a->i18n, msg, "status.screenshot", path));
        fprintf(stderr, "village: screenshot saved to %s\n", path);
    } else {
        fprintf(stderr, "village: screenshot failed: %s\n", err);
    }
}

void app_logical_to_window(app *a, float lx, float ly, int *wx, int *wy)
{
    int out_w, out_h, win_w, win_h;
    SDL_GetRendererOutputSize(a->gfx.renderer, &out_w, &out_h);
    SDL_GetWindowSize(a->window, &win_w, &win_h);
    float cw = gfx_canvas_w(&a->gfx), ch = gfx_canvas_h(&a->gfx);
    float scale = (float)out_w / cw < (float)out_h / ch ? (float)out_w / cw : (float)out_h / ch;
    float off_x = ((float)out_w - cw * scale) / 2, off_y = ((float)out_h - ch * scale) / 2;
    float dpi_x = (float)out_w / (float)win_w, dpi_y = (float)out_h / (float)win_h;
    *wx = (int)((off_x + lx * scale) / dpi_x + 0.5f);
    *wy = (int)((off_y + ly * scale) / dpi_y + 0.5f);
}

void app_pref_path(const app *a, const char *file, char *out, size_t size)
{
    snprintf(out, size, "%s%s", a->pref_dir, file);
}
