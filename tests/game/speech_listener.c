/* The listening test player (speech_listener.h). */
#include "speech_listener.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "scenes/scene.h"

listener listener_start(const char *name, const char *language)
{
    listener l = {.a = driver_start_fresh(name)};
    assert_non_null(l.a);
    assert_true(app_set_language(l.a, language));
    l.voice = platform_speech_memory_new();
    app_voice_use(l.a, l.voice);
    app_switch(l.a, SCENE_TITLE);
    driver_frames(l.a, 2);
    listener_key(&l, SDLK_s);
    assert_true(l.a->settings.speech);
    return l;
}

const char *listener_last_said(const listener *l)
{
    long n = platform_speech_memory_count(l->voice);
    return n ? platform_speech_memory_said(l->voice, n - 1) : "";
}

bool listener_starts_with(const char *text, const char *start)
{
    return strncmp(text, start, strlen(start)) == 0;
}

void listener_key_mod(listener *l, SDL_Keycode k, Uint16 mod)
{
    driver_key(l->a, k, SDL_GetScancodeFromKey(k), mod);
}

void listener_key(listener *l, SDL_Keycode k)
{
    listener_key_mod(l, k, KMOD_NONE);
}

bool listener_ring_heard(listener *l, const char *start)
{
    for (int presses = 0; presses < 80; presses++) {
        listener_key(l, SDLK_TAB);
        if (listener_starts_with(listener_last_said(l), start))
            return true;
    }
    return false;
}
