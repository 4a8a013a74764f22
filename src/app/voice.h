/* The game's voice (issue 42): the system's voice, opened when the speech
 * setting is on, at the settings' rate and volume and in the game's
 * language; everything the scenes say goes through here. With the
 * environment variable VILLAGE_SPEECH_LOG naming a file, each utterance is
 * also written there, one a line (a game tried by ear; docs/game.md). */
#ifndef VILLAGE_APP_VOICE_H
#define VILLAGE_APP_VOICE_H

#include <stdbool.h>

#include "platform/speech.h"

typedef struct app app;

/* Opens or closes the voice as the settings say, and gives it their rate,
 * volume and the language: after a change in Settings and at the start. */
void app_voice_apply(app *a);
/* Says text when speech is on: interrupting what is being said (a new
 * focus) or after it (an event). */
void app_say(app *a, const char *text, bool interrupt);
/* Says text even while speech is off: the first start's offer of speech,
 * the one thing said before the player has chosen. */
void app_say_offer(app *a, const char *text);
/* Whether the player turned speech on. */
bool app_speaking(const app *a);
/* Tests: this voice instead of the system's, owned by the app from now on
 * (a memory voice, platform/speech.h). */
void app_voice_use(app *a, platform_speech *v);
/* Once a frame: a voice that keeps its own queue (macOS' synthesizer)
 * starts its next utterance; while one waits the loop wakes often
 * (app_voice_waiting), so that it follows the last without a gap. */
void app_voice_poll(app *a);
bool app_voice_waiting(const app *a);
void app_voice_close(app *a);

#endif
