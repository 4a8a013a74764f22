/* A test player who hears the game: the app with a memory voice
 * (platform/speech.h) listening, driven by key events, for the speech
 * tests that read what was said. */
#ifndef VILLAGE_TESTS_SPEECH_LISTENER_H
#define VILLAGE_TESTS_SPEECH_LISTENER_H

#include <stdbool.h>

#include "game_driver.h"
#include "platform/speech.h"

typedef struct listener {
    app *a;
    platform_speech *voice;
} listener;

/* The app on a fresh folder in a language, speech turned on by the first
 * start's offer (S), as a player turns it on. */
listener listener_start(const char *name, const char *language);
const char *listener_last_said(const listener *l);
bool listener_starts_with(const char *text, const char *start);
void listener_key_mod(listener *l, SDL_Keycode k, Uint16 mod);
void listener_key(listener *l, SDL_Keycode k);
/* Tab until the ringed button is heard to start so; false after many. */
bool listener_ring_heard(listener *l, const char *start);

#endif
