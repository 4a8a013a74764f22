/* Drives the real application headless: starts it offscreen, clicks at the
 * window positions where things are drawn, and steps frames. */
#ifndef VILLAGE_TESTS_GAME_DRIVER_H
#define VILLAGE_TESTS_GAME_DRIVER_H

#include <stdbool.h>
#include <stdint.h>

#include "app/app.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

/* The app on the assets, with pref_dir (made if missing) as its preferences
 * folder, at 1600x900 with instant animations. */
app *driver_start(const char *pref_dir);
/* The same on the assets in data_dir (a copy the test changes). */
app *driver_start_on(const char *data_dir, const char *pref_dir);
/* The same in a new empty folder named for the test (driver_fresh_dir); NULL if it fails. */
app *driver_start_fresh(const char *name);
/* A randomised test's seed: VILLAGE_TEST_SEED, else 42 (the test prints it). */
uint64_t driver_seed(void);
void driver_stop(app *a);
/* n frames; after each the autosave's writes in flight are waited for, so
 * the disk holds what the table shows (driver_let_saves_lag(true): not). */
void driver_frames(app *a, int n);
void driver_let_saves_lag(bool lag);
/* A left click at a logical canvas point, sent as window coordinates through SDL's queue. */
void driver_click(app *a, float lx, float ly);
/* Moves the mouse to a logical canvas point and steps two frames. */
void driver_move_mouse(app *a, float lx, float ly);
/* A key pressed (key, scancode and modifiers as SDL sends them), then two frames. */
void driver_key(app *a, SDL_Keycode key, SDL_Scancode code, Uint16 mod);
/* Clicks the n-th (0-based) button of the current scene whose label is 'label'. */
bool driver_click_label(app *a, const char *label, int nth);
/* Leaves the table as a person does: clicks Menu and, when the game asks
 * "Leave the table?", "Go to the title screen"; false if either is missing. */
bool driver_leave_by_menu(app *a);
/* A condition a test waits for; ctx is the caller's own (NULL when unused). */
typedef bool (*driver_condition)(app *a, void *ctx);
/* The one waiting loop: steps frames, letting worker threads (AI, hint,
 * review) run between them, until done(a, ctx) holds; false once 'seconds'
 * of wall-clock time passed without it. The bound only ends a hung test:
 * make it generous, a slow machine or the sanitizer build must not hit it. */
bool wait_until(app *a, driver_condition done, void *ctx, double seconds);
/* Waits until the game waits for a human decision (or is over). */
bool driver_wait_for_human(app *a, double seconds);
/* Makes one decision for the human as a person would, step by step: each click
 * picks a board target of the first option that has one, else the first enabled
 * option button, until a move is applied. */
bool driver_decide(app *a);
/* Hot seat: clicks "I am <name>: continue" if the game waits behind a handoff; true if it did. */
bool driver_pass_handoff(app *a);
/* Every option of the decision has a button on screen (cubes are clicked on the board). */
bool driver_all_options_visible(app *a);
/* Clicks the middle of a rectangle given in logical canvas coordinates. */
void driver_click_rect(app *a, const SDL_FRect *r);
/* Game -> Settings -> the language labelled so -> Back, by clicks; false if
 * a step did not lead where a person would expect. */
bool driver_switch_language(app *a, const char *language_label);
/* Whether two rectangles share some area (touching edges do not). */
bool driver_rects_meet(
    const SDL_FRect *p,
    const SDL_FRect *q); /* A screen's computers' style buttons in the order they are drawn
                          * ("Style: Chronicler"), and the style each shows; how many (at most
                          * VILLAGE_MAX_PLAYERS). */
int driver_style_items(const i18n *t, const menu *m, const menu_item *items[], int styles[]);

/* A new empty folder <name> (an old one removed) in the test's own
 * temporary folder (temp_folder.h), its path in out; false if it cannot be
 * made. */
bool driver_fresh_dir(char *out, size_t size, const char *name);
/* Removes a folder and everything in it; false if that failed. */
bool driver_remove_tree(const char *dir);

/* The words of one frame of the current scene as drawn (text.h's record),
 * the title's aside; at most TEXT_RECORD_MAX. */
int driver_words_drawn(app *a, text_drawn out[TEXT_RECORD_MAX]);

/* A hidden window of the given size drawn in software, the scene table
 * behind it and no settings read from disk (a layout test's start). */
bool driver_open_hidden(app *a, int width, int height);

#endif
