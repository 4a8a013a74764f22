/* How the application knows its scenes: a table of callbacks by number, handed
 * to app_init by the program (scenes/scene.h fills it in). The loop calls the
 * current scene's callbacks and tells every scene about language changes,
 * lost render targets and the end; it never names a scene. Any callback may
 * be NULL: the scene has nothing to do then. Events arrive in logical canvas
 * coordinates (1920x1080, or taller for a scene that fills the screen). */
#ifndef VILLAGE_APP_SCENE_TABLE_H
#define VILLAGE_APP_SCENE_TABLE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct app app;
struct menu;
struct scene_note;

typedef struct scene {
    void (*enter)(app *a);
    void (*handle_event)(app *a, const SDL_Event *e);
    void (*update)(app *a, double dt);
    void (*draw)(app *a);
    void (*leave)(app *a);
    /* The scene's buttons as drawn now: lets tests click them. */
    void (*build_menu)(app *a, struct menu *m);
    /* The note the scene shows now (what went wrong, or why a button
     * waits), whole, for the table's 'updated' to say. NULL: none ever. */
    void (*note)(app *a, struct scene_note *n);
    /* The language changed: text the scene keeps is told again in it. */
    void (*language_changed)(app *a);
    /* The renderer lost its target textures (or the art changed): cached
     * pictures must be redrawn. */
    void (*targets_reset)(app *a);
    /* The application closes: free what the scene keeps between visits. */
    void (*close)(app *a);
    /* Seconds until the scene needs a frame with no input: 0 while it animates
     * (frames at the display rate), a little while it waits on something (an
     * AI's move). NULL: only input changes it, and the loop sleeps. */
    double (*next_frame_in)(app *a);
    /* The actions the on-screen prompts name now (app/input.h's app_action),
     * shown with the glyphs of the keyboard or controller in use; returns how
     * many. NULL: move, choose and back, as every menu takes them. */
    int (*prompts)(app *a, int actions[], int max);
    /* Bytes of the scene's own state (sizeof its state struct; 0: none),
     * kept by the app for it from app_init to app_shutdown and reached with
     * app_scene_state. It starts zeroed: all zeros is every scene's first
     * state. */
    size_t state_size;
    /* The scene lays itself out from the layout's anchors and the canvas's
     * size (gfx_canvas_h), so on a screen taller than 16:9 (16:10, 4:3) it
     * is given a taller canvas that fills it. false: drawn on 1920x1080,
     * centred on the table's colour. */
    bool fills_screen;
} scene;

typedef struct scene_table {
    const scene *const *scenes; /* by scene number */
    int count;
    int first;          /* the scene shown at start */
    size_t shared_size; /* bytes of state several scenes share, kept by the app for them */
    /* The player closed the window (or Alt+F4): true keeps the application
     * running because the scenes ask first and set a->quit themselves. */
    bool (*hold_quit)(app *a);
    /* Once after the shared part is made, before the first scene's enter
     * (what every scene relies on: the expert's learned evaluation), and once
     * after every scene's close, before the shared part is freed. NULL: none. */
    void (*start)(app *a);
    void (*stop)(app *a);
    /* After a scene's enter: says the screen's name when speech is on, so
     * a player who cannot see it knows where they are before the first
     * focus (issue 42). NULL: nothing is said. */
    void (*entered)(app *a);
    /* Once a frame, after its events and updates and before it is drawn:
     * what the scenes make of what those changed (the screen's note said
     * when it appears). Drawing changes nothing, so that a frame drawn
     * twice, or a screenshot, says nothing. NULL: nothing. */
    void (*updated)(app *a);
} scene_table;

#endif
