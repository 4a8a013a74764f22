/* A game controller held by a test: SDL's virtual joystick, attached (SDL
 * then tells the app it was added) and opened here to set its buttons, read
 * by the app through SDL's real event path (no key event is sent). */
#ifndef VILLAGE_TESTS_VIRTUAL_PAD_H
#define VILLAGE_TESTS_VIRTUAL_PAD_H

#include <SDL.h>

#include "app/app.h"

typedef struct pad {
    int device;
    SDL_Joystick *joystick;
} pad;

pad pad_attach(app *a, Uint16 vendor, Uint16 product);
void pad_detach(app *a, pad *p);
/* A button pressed and let go, with frames between. */
void pad_press(app *a, const pad *p, SDL_GameControllerButton b);
/* A stick's axis held at a value for some frames. */
void pad_tilt(app *a, const pad *p, SDL_GameControllerAxis axis, Sint16 value, int frames);
/* The D-pad button toward a box from another: across when the two share a
 * row, else up or down; 'other' takes the other axis (when the first got
 * nowhere). */
SDL_GameControllerButton pad_toward(const SDL_FRect *from, const SDL_FRect *to, bool other);
/* The D-pad pressed until the current scene's button 'want' (its index in
 * the scene's menu) is ringed. */
void pad_ring(app *a, const pad *p, int want);

#endif
