/* The application: window, renderer, assets, settings, and the scene that
 * currently owns the screen, known only by its number in the scene table.
 * This header is also the services the scenes may use (switching scenes,
 * language, settings, sound, paths, status line). */
#ifndef VILLAGE_APP_APP_H
#define VILLAGE_APP_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "app/art_density.h"
#include "app/audio.h"
#include "app/fullscreen.h"
#include "app/input.h"
#include "app/settings.h"
#include "app/scene_table.h"
#include "app/ui_scale.h"
#include "app/voice.h"
#include "app/window_size.h"
#include "platform/lock.h"
#include "render/gfx.h"
#include "catalogue/i18n.h"

struct scene_shared;

typedef struct app_options {
    bool software; /* software renderer, no vsync */
    bool hidden;   /* no visible window (selftest, bench) */
    int width, height;
    bool no_settings; /* do not read or write the settings file */
    /* This run's language (--language), or NULL: the settings file keeps the
     * one chosen in Settings until the player chooses another there. */
    const char *language;
    const scene_table *scenes;
} app_options;

/* Where the start's time goes (--bench-start prints it): each mark is the
 * wall clock and the process's CPU when a phase of app_init ended. */
enum { APP_START_MARKS = 12 };
typedef struct app_start_mark {
    const char *phase; /* "SDL", "fonts", … */
    double wall_ms, cpu_ms;
} app_start_mark;

struct app {
    SDL_Window *window;
    gfx gfx;
    bool software, vsync, headless, no_settings;
    char data_dir[1024], pref_dir[1024];
    int pref_dir_error; /* errno when pref_dir could not be made (the title says so), else 0 */
    bool language_for_this_run; /* --language: settings.txt keeps saved_language */
    char saved_language[8];
    settings settings;
    i18n i18n;
    audio audio;
    /* The voice the game speaks with (voice.h), NULL while speech is off;
     * tried once, given by a test, or opened for the first start's offer. */
    platform_speech *voice;
    bool voice_tried, voice_given;
    bool voice_waiting; /* the voice holds utterances it starts itself (app_voice_poll) */
    const scene_table *scenes;
    int scene, next_scene; /* numbers in the scene table */
    bool scene_change;
    struct scene_shared *shared; /* what several scenes share: the app only keeps it */
    void **scene_states;         /* by scene number: each one's own state (app_scene_state) */
    bool quit;
    float mouse_x, mouse_y; /* logical */
    app_input input;        /* the device in use and the open controllers (input.h) */
    double clock;           /* seconds of fixed updates so far */
    uint64_t last_counter;
    double accumulator;
    gfx_layer backdrop; /* table and panel of the menu scenes, cached */
    SDL_FRect backdrop_panel;
    char status[1400]; /* a message shown at the bottom (screenshot saved, …) */
    /* The words the scene drew this frame, where: the prompts band stands
     * clear of them (app_draw writes it, prompts_place.c reads it). */
    text_record scene_words;
    double status_until;
    window_cover cover;     /* fullscreen done by the program (no window manager) */
    int refresh_hz;         /* frames per second the loop keeps to, 0: ask the display */
    int output_w, output_h; /* the output size text, panels and art were last fitted to */
    int settled_frames;     /* frames drawn since the last animation or input (loop.c) */
    bool first_frame_shown; /* sound starts after it (app_start_audio) */
    bool audio_started;
    /* One writer per preferences folder (platform/lock.h): a second window on
     * the same folder is read-only, and asks first (second_window_asking)
     * whether to go on so or quit. */
    platform_lock prefs_lock;
    bool read_only, second_window_asking;
    app_start_mark start_marks[APP_START_MARKS];
    int start_mark_count;
    /* The folder deleted while the game runs (prefs_folder.c): when it was
     * last looked at, and whether it could not be made again (said once). */
    double prefs_checked_at;
    bool prefs_lost;
};

void app_mark_start(app *a, const char *phase);

bool app_init(app *a, const app_options *o);
void app_shutdown(app *a);
/* The loop: until quit. */
int app_run(app *a);
/* One iteration with real time (events, fixed updates, draw, present). */
void app_frame(app *a);
/* Seconds until a frame is needed without input: 0 while anything animates. */
double app_next_frame_in(app *a);
/* One iteration advancing exactly 'dt' seconds, without waiting: tests and bench. */
void app_step(app *a, double dt);
void app_draw(app *a);
/* The prompts band naming 'actions' (app/input.h's app_action) with the
 * glyphs of the keyboard or controller in use, its bottom right corner at
 * (right, bottom), rows packed within max_w; nothing after the mouse. For a
 * scene that places the band itself (its prompts callback returns 0). */
void app_draw_prompts_at(app *a, const int actions[], int count, float right, float bottom,
                         float max_w);
/* prompts_place.c: the band of the scene's prompts as the loop draws it,
 * clear of its buttons and of the words it drew this frame; and where it
 * stands now (tests, after a frame; false: none shows, or the scene draws
 * its own). */
void app_draw_loop_prompts(app *a, const text_record *words);
bool app_loop_draws_prompts(app *a); /* whether it draws one this frame */
bool app_prompts_band(app *a, SDL_FRect *band);
/* Choose, back and move, the most needed first: the prompts of every menu
 * (a band with room for one row names the first); returns how many. */
int app_menu_prompts(int actions[], int max);
void app_handle_event(app *a, SDL_Event *e);
void app_switch(app *a, int number);
/* The current scene (never NULL). */
const scene *app_scene(const app *a);
/* The state the app keeps for scene 'number' (its state_size bytes, zeroed
 * at start), or NULL for a scene that keeps none. Only that scene's files
 * write it. */
void *app_scene_state(const app *a, int number);
bool app_set_language(app *a, const char *language);
void app_toggle_fullscreen(app *a);
/* Makes the window match settings.fullscreen. */
void app_apply_fullscreen(app *a);
/* The window's pixel size changed: text scale, text and panel size limit and
 * picture density follow it. */
void app_output_changed(app *a);
/* The logical canvas for the current scene and output: taller than
 * 1920x1080 on a taller screen for a scene that fills_screen, else as
 * designed (gfx_set_canvas). On every output change and scene switch. */
void app_fit_canvas(app *a);
/* Before each frame is drawn: app_output_changed when the renderer's output
 * is not the size they were fitted to. Under X11 the renderer draws at the
 * new size a frame or two before the window's size event arrives, and a
 * cached picture drawn then would keep text rendered for the old size. */
void app_follow_output(app *a);
/* Opens the sound device and loads the sounds, once. The loop calls it when
 * the first frame is on screen: opening a device can take a tenth of a second. */
void app_start_audio(app *a);
/* Wakes the loop sleeping between frames (app_frame), at once: for another
 * thread that has news for the scene, as a network transport's thread when
 * a line arrives (net_play's waker). Safe from any thread; the argument,
 * a callback's context, is unused. */
void app_wake(void *unused);
/* Every scene's cached pictures are redrawn on the next frame. */
void app_forget_cached_pictures(app *a);
/* The text and panel size in use (the setting within the window's limit,
 * ui_scale.h); set gfx.ui_scale from it; choose a size (false, nothing
 * changed, when the window does not offer it). */
int app_ui_scale_in_use(const app *a);
void app_apply_ui_scale(app *a);
bool app_set_ui_scale(app *a, int percent);
void app_apply_volume(app *a);
void app_save_settings(app *a);
/* Whether this window may write in the preferences folder: not with
 * no_settings (selftest, bench) nor as a read-only second window. */
bool app_may_write_prefs(const app *a);
/* prefs_folder.c: the folder's lock, taken at the start (a second window is
 * read-only and asks what to do). */
void app_take_prefs_lock(app *a);
/* Before a write in the preferences folder: a folder (or its lock file)
 * deleted while the game runs is made again and locked anew, so the write
 * lands, and the status line tells the player; if another window took it
 * meanwhile, this one turns read-only and says so. */
void app_keep_prefs_folder(app *a);
/* The same once a second at most (the loop calls it every update). */
void app_keep_prefs_folder_now_and_then(app *a);
void app_take_screenshot(app *a);
void app_set_status(app *a, const char *text);
/* The same for longer than a short note's three seconds. */
void app_set_status_for(app *a, const char *text, double seconds);
/* Where the status line is drawn now and its text size; false while none shows. */
bool app_status_box(app *a, SDL_FRect *box, float *size);
/* Where a logical canvas point lands in window coordinates (for synthetic input). */
void app_logical_to_window(app *a, float lx, float ly, int *wx, int *wy);
void app_pref_path(const app *a, const char *file, char *out, size_t size);

#endif
