/* The game's voice: which one, when it is open, and what it is told. */
#include "app/voice.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"

/* The system's voice, with the log beside it when VILLAGE_SPEECH_LOG asks
 * for one; a headless window (tests, benchmarks, the selftest) never opens
 * the system's voice. NULL when there is neither. */
static platform_speech *open_voice(const app *a)
{
    platform_speech *system = NULL;
    if (!a->headless) {
        char why[200] = "";
        system = platform_speech_open_system(why, sizeof why);
        if (!system)
            fprintf(stderr, "village: no voice (%s); speech is off\n", why);
    }
    const char *log = getenv("VILLAGE_SPEECH_LOG");
    if (!log || !log[0])
        return system;
    platform_speech *logged = platform_speech_log_new(log, system);
    if (!logged) {
        fprintf(stderr, "village: the speech log %s cannot be written\n", log);
        return system;
    }
    return logged;
}

static void tune(app *a)
{
    platform_speech_set_rate(a->voice, a->settings.speech_rate);
    platform_speech_set_volume(a->voice, a->settings.speech_volume);
    platform_speech_set_language(a->voice, a->settings.language);
}

void app_voice_apply(app *a)
{
    if (a->voice_given) {
        tune(a);
        return;
    }
    if (!a->settings.speech && a->voice) {
        platform_speech_close(a->voice);
        a->voice = NULL;
        a->voice_tried = false;
    }
    if (a->settings.speech && !a->voice && !a->voice_tried) {
        a->voice_tried = true; /* a computer without a voice is told once */
        a->voice = open_voice(a);
    }
    tune(a);
}

bool app_speaking(const app *a)
{
    return a->settings.speech && a->voice;
}

void app_say(app *a, const char *text, bool interrupt)
{
    if (a->settings.speech)
        platform_speech_say(a->voice, text,
                            interrupt ? PLATFORM_SPEECH_INTERRUPT : PLATFORM_SPEECH_QUEUE);
}

void app_say_offer(app *a, const char *text)
{
    if (!a->voice) { /* not marked as tried: turning speech on tries again */
        a->voice = open_voice(a);
        tune(a);
    }
    platform_speech_say(a->voice, text, PLATFORM_SPEECH_INTERRUPT);
}

void app_voice_use(app *a, platform_speech *v)
{
    platform_speech_close(a->voice);
    a->voice = v;
    a->voice_given = v != NULL;
    a->voice_tried = true;
    tune(a);
}

void app_voice_poll(app *a)
{
    a->voice_waiting = platform_speech_poll(a->voice);
}

bool app_voice_waiting(const app *a)
{
    return a->voice_waiting;
}

void app_voice_close(app *a)
{
    platform_speech_close(a->voice);
    a->voice = NULL;
    a->voice_waiting = false;
}
