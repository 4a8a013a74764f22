/* Game controllers through SDL's GameController API (issue 31): opened when
 * SDL says one was added (at start and on hot-plug), closed when removed; a
 * button, the D-pad, the left stick (with a dead zone and repeat) and the
 * triggers become the actions of input.h, delivered to the scene as their
 * keys. Also the Steam Deck's detection. Writes app.input only. */
#ifndef VILLAGE_APP_CONTROLLERS_H
#define VILLAGE_APP_CONTROLLERS_H

#include <SDL.h>
#include <stdbool.h>

#include "app/input.h"

typedef struct app app;

/* A controller event (added, removed, button, axis): handled, and true; false
 * for any other event. */
bool controllers_event(app *a, const SDL_Event *e);
/* Once per step: a held direction repeats. */
void controllers_repeat(app *a);
/* Seconds until a held direction repeats (a long while when none is held). */
double controllers_next_repeat_in(const app *a);
void controllers_close_all(app *a);
/* The action's key as a key event to the current scene, as if typed. */
void app_deliver_action(app *a, app_action action, bool repeat);
/* The glyph family of a controller SDL has opened. */
glyph_family controllers_family(SDL_GameController *pad, bool on_steam_deck);
/* A Steam Deck: SteamDeck=1 in the environment (Steam sets it there), or a
 * 1280x800 panel with the Deck's own controller. */
bool app_detect_steam_deck(void);

#endif
