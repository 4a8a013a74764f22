/* The voice that follows the screen reader (speech_choice.h): each
 * utterance goes to the reader's route while a reader runs, else to the
 * system's voice; a voice that stops being chosen is silenced, so two never
 * talk over each other. */
#include "platform/speech_choice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct choice_voice {
    platform_speech base;
    const platform_speech_routes *routes;
    platform_speech *reader, *system;
    bool reader_tried, system_tried; /* a route that failed once is not tried at each word */
    platform_speech *last;           /* the voice the last utterance went to */
    int rate, volume;
    char language[8];
} choice_voice;

/* A voice opened now takes the settings the others were given. */
static void tune(const choice_voice *c, platform_speech *v)
{
    platform_speech_set_rate(v, c->rate);
    platform_speech_set_volume(v, c->volume);
    if (c->language[0])
        platform_speech_set_language(v, c->language);
}

static platform_speech *reader_voice(choice_voice *c, char *why, size_t why_size)
{
    if (!c->reader_tried) {
        c->reader_tried = true;
        c->reader = c->routes->open_reader(c->routes->ctx, why, why_size);
        if (c->reader)
            tune(c, c->reader);
    }
    return c->reader;
}

static platform_speech *system_voice(choice_voice *c, char *why, size_t why_size)
{
    if (!c->system_tried) {
        c->system_tried = true;
        c->system = c->routes->open_system(c->routes->ctx, why, why_size);
        if (c->system)
            tune(c, c->system);
    }
    return c->system;
}

/* The reader's route while a reader runs (when it opens), else the
 * system's voice; the one open when the other cannot be had. */
static platform_speech *pick(choice_voice *c)
{
    char why[160];
    if (c->routes->reader_running(c->routes->ctx) && reader_voice(c, why, sizeof why))
        return c->reader;
    platform_speech *system = system_voice(c, why, sizeof why);
    return system ? system : c->reader;
}

static void choice_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    choice_voice *c = (choice_voice *)v;
    platform_speech *to = pick(c);
    if (c->last && c->last != to)
        platform_speech_stop(c->last);
    c->last = to;
    platform_speech_say(to, text, mode);
}

static void choice_stop(platform_speech *v)
{
    choice_voice *c = (choice_voice *)v;
    platform_speech_stop(c->reader);
    platform_speech_stop(c->system);
}

static void choice_rate(platform_speech *v, int percent)
{
    choice_voice *c = (choice_voice *)v;
    c->rate = percent;
    platform_speech_set_rate(c->reader, percent);
    platform_speech_set_rate(c->system, percent);
}

static void choice_volume(platform_speech *v, int percent)
{
    choice_voice *c = (choice_voice *)v;
    c->volume = percent;
    platform_speech_set_volume(c->reader, percent);
    platform_speech_set_volume(c->system, percent);
}

static void choice_language(platform_speech *v, const char *code)
{
    choice_voice *c = (choice_voice *)v;
    snprintf(c->language, sizeof c->language, "%s", code);
    platform_speech_set_language(c->reader, code);
    platform_speech_set_language(c->system, code);
}

static void choice_close(platform_speech *v)
{
    choice_voice *c = (choice_voice *)v;
    platform_speech_close(c->reader);
    platform_speech_close(c->system);
    free(c);
}

static bool choice_poll(platform_speech *v)
{
    choice_voice *c = (choice_voice *)v;
    bool reader = platform_speech_poll(c->reader);
    return platform_speech_poll(c->system) || reader;
}

static const platform_speech_ops CHOICE_OPS = {choice_say,    choice_stop,     choice_rate,
                                               choice_volume, choice_language, choice_close,
                                               choice_poll};

platform_speech *platform_speech_choice_new(const platform_speech_routes *routes, char *why,
                                            size_t why_size)
{
    choice_voice *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    c->base.ops = &CHOICE_OPS;
    c->base.name = "the screen reader or the system's voice";
    c->routes = routes;
    c->rate = 50;
    c->volume = 100;
    /* One voice must open now, so that a computer with none says so at once. */
    char reader_why[160] = "no screen reader runs", system_why[160] = "";
    if (routes->reader_running(routes->ctx) && reader_voice(c, reader_why, sizeof reader_why))
        return &c->base;
    if (system_voice(c, system_why, sizeof system_why))
        return &c->base;
    snprintf(why, why_size, "%s; %s", reader_why, system_why);
    free(c);
    return NULL;
}

const char *platform_speech_choice_route(const platform_speech *v)
{
    const choice_voice *c = (const choice_voice *)v;
    return c->last ? c->last->name : "";
}
