/* The system's voice on Linux and the other POSIX systems: speech-dispatcher,
 * whose client library (libspeechd) is loaded at run time, so the game
 * starts and plays silently on a computer without it and the build needs
 * neither its headers nor its library. The few calls are declared here as
 * libspeechd's ABI has had them since version 0.8. */
#include "platform/speech.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct spd_connection spd_connection;

enum { SPD_MODE_SINGLE = 0, SPD_PRIORITY_TEXT = 3 };

typedef struct speechd_voice {
    platform_speech base;
    void *library;
    spd_connection *connection;
    spd_connection *(*open)(const char *client, const char *connection, const char *user, int mode);
    int (*say)(spd_connection *c, int priority, const char *text);
    int (*cancel)(spd_connection *c);
    int (*set_voice_rate)(spd_connection *c, int rate);
    int (*set_volume)(spd_connection *c, int volume);
    int (*set_language)(spd_connection *c, const char *language);
    void (*close)(spd_connection *c);
} speechd_voice;

static void speechd_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    speechd_voice *s = (speechd_voice *)v;
    if (mode == PLATFORM_SPEECH_INTERRUPT)
        s->cancel(s->connection);
    s->say(s->connection, SPD_PRIORITY_TEXT, text);
}

static void speechd_stop(platform_speech *v)
{
    speechd_voice *s = (speechd_voice *)v;
    s->cancel(s->connection);
}

/* speech-dispatcher's rate and volume run from -100 to 100, 0 the voice's own. */
static int from_percent(int p)
{
    return p * 2 - 100;
}

static void speechd_rate(platform_speech *v, int p)
{
    speechd_voice *s = (speechd_voice *)v;
    s->set_voice_rate(s->connection, from_percent(p));
}

static void speechd_volume(platform_speech *v, int p)
{
    speechd_voice *s = (speechd_voice *)v;
    s->set_volume(s->connection, from_percent(p));
}

static void speechd_language(platform_speech *v, const char *code)
{
    speechd_voice *s = (speechd_voice *)v;
    s->set_language(s->connection, code);
}

static void speechd_close(platform_speech *v)
{
    speechd_voice *s = (speechd_voice *)v;
    s->cancel(s->connection);
    s->close(s->connection);
    dlclose(s->library);
    free(s);
}

static const platform_speech_ops SPEECHD_OPS = {
    speechd_say, speechd_stop, speechd_rate, speechd_volume, speechd_language, speechd_close, NULL};

/* A function pointer from dlsym (POSIX guarantees the conversion). */
#define LOAD(field, symbol) (*(void **)&s->field = dlsym(s->library, symbol)) != NULL

platform_speech *platform_speech_open_system(char *why, size_t why_size)
{
    speechd_voice *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    s->library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!s->library) {
        snprintf(why, why_size, "speech-dispatcher's libspeechd.so.2 is not installed");
        free(s);
        return NULL;
    }
    if (!(LOAD(open, "spd_open") && LOAD(say, "spd_say") && LOAD(cancel, "spd_cancel") &&
          LOAD(set_voice_rate, "spd_set_voice_rate") && LOAD(set_volume, "spd_set_volume") &&
          LOAD(set_language, "spd_set_language") && LOAD(close, "spd_close"))) {
        snprintf(why, why_size, "libspeechd.so.2 lacks the calls the game uses");
    } else if (!(s->connection = s->open("village", "main", NULL, SPD_MODE_SINGLE))) {
        snprintf(why, why_size, "speech-dispatcher does not answer");
    } else {
        s->base.ops = &SPEECHD_OPS;
        s->base.name = "speech-dispatcher";
        return &s->base;
    }
    dlclose(s->library);
    free(s);
    return NULL;
}
