/* The macOS voice over the runtime's table (speech_macos.h). VoiceOver is
 * asked before each utterance, as Windows' reader flag is, so a player who
 * starts or quits it during a game is followed; while it runs each
 * utterance is an announcement in VoiceOver's own voice (high priority
 * interrupts it, medium waits), and the synthesizer is silenced so that two
 * voices never talk at once. NSSpeechSynthesizer says one string at a time:
 * a new string replaces the one being said, so the queue is kept here and
 * its next string started from the game's loop (platform_speech_poll) once
 * isSpeaking is false, rather than from a delegate, which would call back
 * on AppKit's schedule and need an Objective-C object of our own. */
#include "platform/speech_macos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* NSAccessibilityPriorityLevel's values. */
enum { PRIORITY_MEDIUM = 50, PRIORITY_HIGH = 90 };

/* NSSpeechSynthesizer's rate is in words a minute; when a voice does not
 * say its own, a usual one. */
static const float USUAL_WORDS_A_MINUTE = 180.0f;

typedef struct mac_classes {
    platform_objc_id synthesizer, workspace, application, string, dictionary, number;
} mac_classes;

typedef struct mac_selectors {
    platform_objc_sel alloc, init, release, shared_workspace, responds, voiceover, shared_app,
        main_window, with_utf8, with_integer, with_pairs, start, stop, speaking, rate, set_rate,
        set_volume, default_voice, available_voices, attributes, object_for_key, utf8, count,
        object_at, set_voice;
} mac_selectors;

typedef struct mac_voice {
    platform_speech base;
    platform_objc rt;
    mac_classes cls;
    mac_selectors sel;
    platform_objc_id workspace; /* [NSWorkspace sharedWorkspace] */
    platform_objc_id announcement, announcement_key, priority_key, locale_key; /* AppKit's */
    bool can_announce;      /* this macOS answers isVoiceOverEnabled and has the announcement */
    platform_objc_id synth; /* NULL when it did not start */
    float own_rate;         /* the voice's words a minute, at 50 % */
    int rate, volume;
    char language[8];
    bool synth_spoke; /* the synthesizer said the last utterance */
    char **queue;     /* strings waiting for the synthesizer, oldest first */
    size_t queued, queue_size;
} mac_voice;

static platform_objc_id send(mac_voice *m, platform_objc_id self, platform_objc_sel op)
{
    return m->rt.send(m->rt.ctx, self, op);
}

static bool voiceover_runs(mac_voice *m)
{
    return m->can_announce && m->rt.send_bool(m->rt.ctx, m->workspace, m->sel.voiceover);
}

/* An autoreleased NSString, or NULL (text that is not UTF-8). */
static platform_objc_id ns_string(mac_voice *m, const char *text)
{
    return m->rt.send_text(m->rt.ctx, m->cls.string, m->sel.with_utf8, text);
}

static void announce(mac_voice *m, const char *text, long priority)
{
    void *pool = m->rt.pool_push(m->rt.ctx);
    platform_objc_id said = ns_string(m, text);
    if (said) {
        platform_objc_id level =
            m->rt.send_long(m->rt.ctx, m->cls.number, m->sel.with_integer, priority);
        platform_objc_id objects[2] = {said, level};
        platform_objc_id keys[2] = {m->announcement_key, m->priority_key};
        platform_objc_id info =
            m->rt.send_pairs(m->rt.ctx, m->cls.dictionary, m->sel.with_pairs, objects, keys, 2);
        platform_objc_id app = send(m, m->cls.application, m->sel.shared_app);
        platform_objc_id window = send(m, app, m->sel.main_window);
        m->rt.post_notification(m->rt.ctx, window ? window : app, m->announcement, info);
    }
    m->rt.pool_pop(m->rt.ctx, pool);
}

static void synth_start(mac_voice *m, const char *text)
{
    void *pool = m->rt.pool_push(m->rt.ctx);
    platform_objc_id said = ns_string(m, text);
    if (said)
        m->rt.send_bool_id(m->rt.ctx, m->synth, m->sel.start, said);
    m->rt.pool_pop(m->rt.ctx, pool);
    m->synth_spoke = true;
}

static void clear_queue(mac_voice *m)
{
    for (size_t i = 0; i < m->queued; i++)
        free(m->queue[i]);
    m->queued = 0;
}

/* Out of memory: the string is dropped, as a busy voice would drop it. */
static void enqueue(mac_voice *m, const char *text)
{
    if (m->queued == m->queue_size) {
        size_t size = m->queue_size ? m->queue_size * 2 : 16;
        char **grown = realloc(m->queue, size * sizeof *grown);
        if (!grown)
            return;
        m->queue = grown;
        m->queue_size = size;
    }
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (!copy)
        return;
    memcpy(copy, text, n);
    m->queue[m->queued++] = copy;
}

/* The oldest waiting string, once the synthesizer has finished. */
static void start_next(mac_voice *m)
{
    if (!m->queued || m->rt.send_bool(m->rt.ctx, m->synth, m->sel.speaking))
        return;
    char *next = m->queue[0];
    m->queued--;
    memmove(m->queue, m->queue + 1, m->queued * sizeof *m->queue);
    synth_start(m, next);
    free(next);
}

static void synth_silence(mac_voice *m)
{
    clear_queue(m);
    if (m->synth)
        m->rt.send_void(m->rt.ctx, m->synth, m->sel.stop);
    m->synth_spoke = false;
}

static void macos_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    mac_voice *m = (mac_voice *)v;
    if (voiceover_runs(m)) {
        if (m->synth_spoke)
            synth_silence(m);
        announce(m, text, mode == PLATFORM_SPEECH_INTERRUPT ? PRIORITY_HIGH : PRIORITY_MEDIUM);
        return;
    }
    if (!m->synth) /* VoiceOver quit and there is no synthesizer: silence */
        return;
    if (mode == PLATFORM_SPEECH_INTERRUPT) {
        clear_queue(m);
        synth_start(m, text); /* replaces what it was saying */
        return;
    }
    enqueue(m, text);
    start_next(m);
}

static bool macos_poll(platform_speech *v)
{
    mac_voice *m = (mac_voice *)v;
    if (!m->queued)
        return false;
    if (voiceover_runs(m)) { /* started meanwhile: it says what was waiting */
        char **waiting = m->queue;
        size_t n = m->queued;
        m->queue = NULL;
        m->queued = m->queue_size = 0;
        synth_silence(m);
        for (size_t i = 0; i < n; i++) {
            announce(m, waiting[i], PRIORITY_MEDIUM);
            free(waiting[i]);
        }
        free(waiting);
        return false;
    }
    start_next(m);
    return m->queued > 0;
}

static void macos_stop(platform_speech *v)
{
    synth_silence((mac_voice *)v);
}

/* 50 % is the voice's own rate; 0 % half of it, 100 % twice it. */
static float words_a_minute(float own, int percent)
{
    float factor =
        percent <= 50 ? 0.5f + (float)percent / 100.0f : 1.0f + (float)(percent - 50) / 50.0f;
    return own * factor;
}

static void apply_rate(mac_voice *m)
{
    if (m->synth)
        m->rt.send_float(m->rt.ctx, m->synth, m->sel.set_rate,
                         words_a_minute(m->own_rate, m->rate));
}

static void apply_volume(mac_voice *m)
{
    if (m->synth)
        m->rt.send_float(m->rt.ctx, m->synth, m->sel.set_volume, (float)m->volume / 100.0f);
}

static void macos_rate(platform_speech *v, int percent)
{
    mac_voice *m = (mac_voice *)v;
    m->rate = percent;
    apply_rate(m);
}

static void macos_volume(platform_speech *v, int percent)
{
    mac_voice *m = (mac_voice *)v;
    m->volume = percent;
    apply_volume(m);
}

/* Whether the voice 'id' speaks the language 'code': its locale ("es_ES")
 * begins with the code. */
static bool voice_speaks(mac_voice *m, platform_objc_id id, const char *code)
{
    if (!id)
        return false;
    platform_objc_id attributes =
        m->rt.send_id(m->rt.ctx, m->cls.synthesizer, m->sel.attributes, id);
    platform_objc_id locale =
        attributes ? m->rt.send_id(m->rt.ctx, attributes, m->sel.object_for_key, m->locale_key)
                   : NULL;
    const char *text = locale ? m->rt.send_text_back(m->rt.ctx, locale, m->sel.utf8) : NULL;
    size_t n = strlen(code);
    return text && strncmp(text, code, n) == 0 &&
           (text[n] == '\0' || text[n] == '_' || text[n] == '-');
}

/* The player's own voice when it speaks the language, else the first
 * installed one that does; NULL: none does. */
static platform_objc_id voice_for(mac_voice *m, const char *code)
{
    platform_objc_id chosen = send(m, m->cls.synthesizer, m->sel.default_voice);
    if (voice_speaks(m, chosen, code))
        return chosen;
    platform_objc_id voices = send(m, m->cls.synthesizer, m->sel.available_voices);
    unsigned long n = voices ? m->rt.send_count(m->rt.ctx, voices, m->sel.count) : 0;
    for (unsigned long i = 0; i < n; i++) {
        platform_objc_id id = m->rt.send_index(m->rt.ctx, voices, m->sel.object_at, i);
        if (voice_speaks(m, id, code))
            return id;
    }
    return NULL;
}

/* Asked again after every change of the settings: only a new language
 * changes the voice, since changing it stops what is being said. A
 * language no installed voice speaks keeps the voice there is. */
static void macos_language(platform_speech *v, const char *code)
{
    mac_voice *m = (mac_voice *)v;
    if (!m->synth || !m->locale_key || strcmp(code, m->language) == 0)
        return;
    snprintf(m->language, sizeof m->language, "%s", code);
    void *pool = m->rt.pool_push(m->rt.ctx);
    platform_objc_id id = voice_for(m, code);
    if (id) {
        synth_silence(m); /* a speaking synthesizer refuses a new voice */
        m->rt.send_bool_id(m->rt.ctx, m->synth, m->sel.set_voice, id);
        apply_rate(m); /* a new voice starts at its own rate and volume */
        apply_volume(m);
    }
    m->rt.pool_pop(m->rt.ctx, pool);
}

static void macos_close(platform_speech *v)
{
    mac_voice *m = (mac_voice *)v;
    synth_silence(m);
    free(m->queue);
    if (m->synth)
        m->rt.send_void(m->rt.ctx, m->synth, m->sel.release);
    if (m->rt.done)
        m->rt.done(m->rt.ctx);
    free(m);
}

static const platform_speech_ops MACOS_OPS = {macos_say,      macos_stop,  macos_rate, macos_volume,
                                              macos_language, macos_close, macos_poll};

static void find_selectors(mac_voice *m)
{
    mac_selectors *s = &m->sel;
    struct {
        platform_objc_sel *to;
        const char *name;
    } names[] = {
        {&s->alloc, "alloc"},
        {&s->init, "init"},
        {&s->release, "release"},
        {&s->shared_workspace, "sharedWorkspace"},
        {&s->responds, "respondsToSelector:"},
        {&s->voiceover, "isVoiceOverEnabled"},
        {&s->shared_app, "sharedApplication"},
        {&s->main_window, "mainWindow"},
        {&s->with_utf8, "stringWithUTF8String:"},
        {&s->with_integer, "numberWithInteger:"},
        {&s->with_pairs, "dictionaryWithObjects:forKeys:count:"},
        {&s->start, "startSpeakingString:"},
        {&s->stop, "stopSpeaking"},
        {&s->speaking, "isSpeaking"},
        {&s->rate, "rate"},
        {&s->set_rate, "setRate:"},
        {&s->set_volume, "setVolume:"},
        {&s->default_voice, "defaultVoice"},
        {&s->available_voices, "availableVoices"},
        {&s->attributes, "attributesForVoice:"},
        {&s->object_for_key, "objectForKey:"},
        {&s->utf8, "UTF8String"},
        {&s->count, "count"},
        {&s->object_at, "objectAtIndex:"},
        {&s->set_voice, "setVoice:"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        *names[i].to = m->rt.selector(m->rt.ctx, names[i].name);
}

/* The classes the voice sends to; the name of the first missing, or NULL. */
static const char *find_classes(mac_voice *m)
{
    struct {
        platform_objc_id *to;
        const char *name;
    } names[] = {
        {&m->cls.synthesizer, "NSSpeechSynthesizer"}, {&m->cls.workspace, "NSWorkspace"},
        {&m->cls.application, "NSApplication"},       {&m->cls.string, "NSString"},
        {&m->cls.dictionary, "NSDictionary"},         {&m->cls.number, "NSNumber"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!(*names[i].to = m->rt.get_class(m->rt.ctx, names[i].name)))
            return names[i].name;
    return NULL;
}

/* VoiceOver can be asked and spoken to: isVoiceOverEnabled (macOS 10.13)
 * and the announcement's names and function. */
static bool find_announcement(mac_voice *m)
{
    m->announcement = m->rt.constant(m->rt.ctx, "NSAccessibilityAnnouncementRequestedNotification");
    m->announcement_key = m->rt.constant(m->rt.ctx, "NSAccessibilityAnnouncementKey");
    m->priority_key = m->rt.constant(m->rt.ctx, "NSAccessibilityPriorityKey");
    return m->workspace && m->announcement && m->announcement_key && m->priority_key &&
           m->rt.post_notification &&
           m->rt.send_bool_sel(m->rt.ctx, m->workspace, m->sel.responds, m->sel.voiceover);
}

platform_speech *platform_speech_macos_open(const platform_objc *objc, char *why, size_t why_size)
{
    mac_voice *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(why, why_size, "out of memory");
        if (objc->done)
            objc->done(objc->ctx);
        return NULL;
    }
    m->rt = *objc;
    m->rate = 50;
    m->volume = 100;
    const char *missing = find_classes(m);
    if (missing) {
        snprintf(why, why_size, "AppKit has no %s", missing);
    } else {
        find_selectors(m);
        m->workspace = send(m, m->cls.workspace, m->sel.shared_workspace);
        m->can_announce = find_announcement(m);
        m->locale_key = m->rt.constant(m->rt.ctx, "NSVoiceLocaleIdentifier");
        platform_objc_id made = send(m, m->cls.synthesizer, m->sel.alloc);
        m->synth = made ? send(m, made, m->sel.init) : NULL;
        if (m->synth) {
            float own = m->rt.send_float_back(m->rt.ctx, m->synth, m->sel.rate);
            m->own_rate = own > 0.0f ? own : USUAL_WORDS_A_MINUTE;
        }
        if (m->synth || voiceover_runs(m)) {
            m->base.ops = &MACOS_OPS;
            m->base.name = "VoiceOver or NSSpeechSynthesizer";
            return &m->base;
        }
        snprintf(why, why_size, "NSSpeechSynthesizer did not start and VoiceOver is off");
    }
    if (m->rt.done)
        m->rt.done(m->rt.ctx);
    free(m);
    return NULL;
}
