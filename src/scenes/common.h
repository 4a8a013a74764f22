/* Helpers shared by the menu-like scenes. */
#ifndef VILLAGE_SCENES_COMMON_H
#define VILLAGE_SCENES_COMMON_H

#include "app/app.h"
#include "scenes/scene.h"
#include "table/focus.h"
#include "ui/widgets.h"

/* The table picture with a parchment panel in the middle. */
void scene_backdrop(app *a, const SDL_FRect *panel);
/* Tracks hover and press on m; returns the id of a clicked, enabled item or -1. */
int scene_menu_event(app *a, const menu *m, const SDL_Event *e);
void scene_menu_draw(app *a, const menu *m);
/* The two halves of scene_menu_draw, for a scene that draws over its
 * buttons: the tooltip goes last so nothing covers it. */
void scene_menu_draw_items(app *a, const menu *m);
void scene_menu_draw_tip(app *a, const menu *m);
/* The keyboard's ring on the button it rests on, if the keyboard moved it
 * (scene_menu_draw_items draws it; a question drawn over the game calls it). */
void scene_menu_draw_ring(gfx *canvas, const menu *m, const menu_state *ms);
/* No button hovered or held: a scene's enter starts with it. */
void scene_menu_reset(app *a);
/* The current scene's buttons (its build_menu) given the event: the id of a
 * clicked button, escape_id for the Escape key (when >= 0), or -1. */
int scene_menu_clicked(app *a, const SDL_Event *e, int escape_id);
/* The same, and start_id for the Menu action's key (a controller's Start)
 * when that button is enabled and no text field takes the keys: the
 * screen's own "go on" (the setup's Play). */
int scene_menu_clicked_start(app *a, const SDL_Event *e, int escape_id, int start_id);

/* menu_keys.c: the buttons by keyboard. Tab, Shift+Tab and the arrows ring
 * a button (the first key rings the one under the mouse, or the first);
 * Enter or Space presses the ringed one: its id, else -1. Nothing while a
 * text field takes the keys. scene_menu_event calls it for every key. */
int scene_menu_key(app *a, const menu *m, const SDL_KeyboardEvent *k);
/* speech_offer.c: the first start's offer of speech on the title: said on
 * entering, drawn, and answered by S (true: the key is taken) or any other
 * key or click. */
void speech_offer_enter(app *a);
bool speech_offer_event(app *a, const SDL_Event *e);
void speech_offer_draw(app *a);
/* menu_voice.c: says the ringed button (its row, label, state and tip),
 * interrupting, when speech is on. */
void scene_say_menu_item(app *a, const menu_item *it);
/* The same, queued after what is being said: where the ring moved after a
 * choice that was heard made. */
void scene_say_menu_item_next(app *a, const menu_item *it);
/* Enter on a choice already chosen: "Chair 1: Medium, already chosen", so
 * the key is never met by silence. */
void scene_say_already_chosen(app *a, const menu_item *it);
/* After a choice the keys made changed the screen: the ringed button said
 * again with its new state ("Chair 1: Hard, selected"); nothing when the
 * mouse has the buttons or a field takes the keys. */
void scene_say_ringed(app *a);
/* A screen's note as the voice says it (the scene table's 'note'). */
typedef struct scene_note {
    char words[1400]; /* whole, never as cut to its room; "" none */
    /* The id of the grey button whose wait it explains (Host's Open), or
     * NOTE_NOT_WAITING: something went wrong, or is under way. */
    int waits_for;
} scene_note;
enum { NOTE_NOT_WAITING = -1 };
/* Fills n with 'words' (a copy), waiting for nothing. */
void scene_note_set(scene_note *n, const char *words);
/* note_voice.c, the scene table's 'updated': the screen's note said whole
 * and queued when it appears or changes; a note of what went wrong said
 * again after the next button pressed, a note of why a button waits only
 * when that button is pressed. */
void scene_say_note(app *a);
/* Whether 'now' is to be said, given what was heard and the presses since;
 * the one writer of 'heard'. */
bool note_voice_due(note_heard *heard, const scene_note *now, const menu_state *ms);
/* A button pressed (scene.c, menu_keys.c): the press the note's voice hears. */
void scene_menu_pressed(menu_state *ms, const menu_item *it);
/* A player's colour by its name in the catalogue ("blue"), as the screen
 * shows it by its marker. */
const char *scene_seat_colour_name(app *a, int colour);
/* scene_names.c: says the screen just opened by its name (its heading),
 * interrupting, when speech is on; the game's table says its decision
 * instead. The scene table's 'entered'. */
void scene_say_name(app *a);
/* The arrow keys as directions of the focus (table/focus.h); false for any other key. */
bool scene_focus_direction(SDL_Keycode key, table_focus_dir *d);
/* Enter, the keypad's Enter or Space: choose what the ring is on. */
bool scene_is_choose_key(SDL_Keycode key);
/* The Menu action's key (app/input.h; a controller's Start arrives as it):
 * a menu-like scene's "confirm", pressing the ringed button or ringing the first. */
bool scene_is_start_key(const SDL_KeyboardEvent *k);

#endif
