/* The calls of every voice, the memory voice for tests and the log voice. */
#include "platform/speech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void platform_speech_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    if (v && text && text[0])
        v->ops->say(v, text, mode);
}

void platform_speech_stop(platform_speech *v)
{
    if (v)
        v->ops->stop(v);
}

static int percent(int p)
{
    return p < 0 ? 0 : p > 100 ? 100 : p;
}

void platform_speech_set_rate(platform_speech *v, int p)
{
    if (v)
        v->ops->set_rate(v, percent(p));
}

void platform_speech_set_volume(platform_speech *v, int p)
{
    if (v)
        v->ops->set_volume(v, percent(p));
}

void platform_speech_set_language(platform_speech *v, const char *code)
{
    if (v && code)
        v->ops->set_language(v, code);
}

void platform_speech_close(platform_speech *v)
{
    if (v)
        v->ops->close(v);
}

bool platform_speech_poll(platform_speech *v)
{
    return v && v->ops->poll && v->ops->poll(v);
}

/* The memory voice: the newest MEMORY_KEPT utterances. */
enum { MEMORY_KEPT = 1024 };

typedef struct memory_voice {
    platform_speech base;
    char *said[MEMORY_KEPT];
    bool interrupted[MEMORY_KEPT];
    long total;
    long polls;
} memory_voice;

static char *copy_text(const char *text)
{
    size_t n = strlen(text) + 1;
    char *c = malloc(n);
    if (c)
        memcpy(c, text, n);
    return c;
}

static void memory_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    memory_voice *m = (memory_voice *)v;
    int at = (int)(m->total % MEMORY_KEPT);
    free(m->said[at]);
    m->said[at] = copy_text(text);
    m->interrupted[at] = mode == PLATFORM_SPEECH_INTERRUPT;
    m->total++;
}

static void ignore(platform_speech *v)
{
    (void)v;
}

static void ignore_percent(platform_speech *v, int p)
{
    (void)v;
    (void)p;
}

static void ignore_language(platform_speech *v, const char *code)
{
    (void)v;
    (void)code;
}

static void memory_close(platform_speech *v)
{
    memory_voice *m = (memory_voice *)v;
    for (int i = 0; i < MEMORY_KEPT; i++)
        free(m->said[i]);
    free(m);
}

static bool memory_poll(platform_speech *v)
{
    ((memory_voice *)v)->polls++;
    return false;
}

static const platform_speech_ops MEMORY_OPS = {
    memory_say, ignore, ignore_percent, ignore_percent, ignore_language, memory_close, memory_poll};

platform_speech *platform_speech_memory_new(void)
{
    memory_voice *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->base.ops = &MEMORY_OPS;
    m->base.name = "memory";
    return &m->base;
}

long platform_speech_memory_total(const platform_speech *v)
{
    return ((const memory_voice *)v)->total;
}

long platform_speech_memory_polls(const platform_speech *v)
{
    return ((const memory_voice *)v)->polls;
}

long platform_speech_memory_count(const platform_speech *v)
{
    long total = platform_speech_memory_total(v);
    return total < MEMORY_KEPT ? total : MEMORY_KEPT;
}

static int memory_slot(const platform_speech *v, long n)
{
    long total = platform_speech_memory_total(v);
    return (int)((total - platform_speech_memory_count(v) + n) % MEMORY_KEPT);
}

const char *platform_speech_memory_said(const platform_speech *v, long n)
{
    if (n < 0 || n >= platform_speech_memory_count(v))
        return "";
    const char *s = ((const memory_voice *)v)->said[memory_slot(v, n)];
    return s ? s : "";
}

bool platform_speech_memory_interrupted(const platform_speech *v, long n)
{
    if (n < 0 || n >= platform_speech_memory_count(v))
        return false;
    return ((const memory_voice *)v)->interrupted[memory_slot(v, n)];
}

/* The log voice. */
typedef struct log_voice {
    platform_speech base;
    FILE *file;
    platform_speech *inner;
} log_voice;

static void log_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    log_voice *l = (log_voice *)v;
    fputs(mode == PLATFORM_SPEECH_INTERRUPT ? "> " : "  ", l->file);
    for (const char *c = text; *c; c++) /* one utterance, one line */
        fputc(*c == '\n' ? ' ' : *c, l->file);
    fputc('\n', l->file);
    fflush(l->file);
    platform_speech_say(l->inner, text, mode);
}

static void log_stop(platform_speech *v)
{
    platform_speech_stop(((log_voice *)v)->inner);
}

static void log_rate(platform_speech *v, int p)
{
    platform_speech_set_rate(((log_voice *)v)->inner, p);
}

static void log_volume(platform_speech *v, int p)
{
    platform_speech_set_volume(((log_voice *)v)->inner, p);
}

static void log_language(platform_speech *v, const char *code)
{
    platform_speech_set_language(((log_voice *)v)->inner, code);
}

static void log_close(platform_speech *v)
{
    log_voice *l = (log_voice *)v;
    fclose(l->file);
    platform_speech_close(l->inner);
    free(l);
}

static bool log_poll(platform_speech *v)
{
    return platform_speech_poll(((log_voice *)v)->inner);
}

static const platform_speech_ops LOG_OPS = {log_say,      log_stop,  log_rate, log_volume,
                                            log_language, log_close, log_poll};

platform_speech *platform_speech_log_new(const char *path, platform_speech *inner)
{
    log_voice *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->file = fopen(path, "a");
    if (!l->file) {
        free(l);
        return NULL;
    }
    l->base.ops = &LOG_OPS;
    l->base.name = "log";
    l->inner = inner;
    return &l->base;
}
