/* Issue 42: the voice on macOS (platform/speech_macos.h) over a fake
 * Objective-C runtime that answers as AppKit would and writes down every
 * message sent to it, one line each ("synth startSpeakingString: Harvest",
 * "post window NSAccessibilityAnnouncementRequestedNotification: Harvest
 * @90"). What is tested is the voice's own logic: which route speaks
 * (VoiceOver while it runs, else the synthesizer), interrupting and
 * queueing, the queue the synthesizer does not keep, rate, volume and
 * language from the settings, and a runtime that lacks what the voice
 * needs. Whether the real AppKit answers so is not: there is no Mac here.
 * The loader (speech_macos.c) is tested only where it fails: a runtime that
 * is missing, or a library that is not it. */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "platform/speech.h"
#include "platform/speech_macos.h"

enum { FAKE_OBJECTS = 512, FAKE_LINES = 256, LINE = 160 };

typedef struct fake_object {
    char kind[32]; /* "synth", "workspace", "string", a class's name… */
    char text[LINE];
    long number;
} fake_object;

typedef struct fake_mac {
    /* What this Mac is like. */
    const char *missing_class;
    bool synth_fails, old_macos, no_post, no_window;
    bool voiceover; /* isVoiceOverEnabled */
    bool speaking;  /* isSpeaking; a started string sets it, the test ends it */
    float own_rate;
    const char *default_voice;
    const char *voices[4][2]; /* identifier, locale */
    /* What was asked of it. */
    fake_object objects[FAKE_OBJECTS];
    int made;
    char lines[FAKE_LINES][LINE];
    int logged;
    int pools; /* pools pushed and not popped */
    bool done;
} fake_mac;

static fake_mac *fake(void *ctx)
{
    return ctx;
}

static platform_objc_id make(fake_mac *f, const char *kind, const char *text)
{
    assert_true(f->made < FAKE_OBJECTS);
    fake_object *o = &f->objects[f->made++];
    snprintf(o->kind, sizeof o->kind, "%s", kind);
    snprintf(o->text, sizeof o->text, "%s", text ? text : "");
    return (platform_objc_id)(void *)o;
}

static fake_object *obj(platform_objc_id id)
{
    assert_non_null(id);
    return (fake_object *)(void *)id;
}

static const char *name_of(platform_objc_sel op)
{
    return (const char *)(const void *)op;
}

static bool is(platform_objc_sel op, const char *name)
{
    return strcmp(name_of(op), name) == 0;
}

static void note(fake_mac *f, const char *format, ...)
{
    assert_true(f->logged < FAKE_LINES);
    va_list args;
    va_start(args, format);
    vsnprintf(f->lines[f->logged++], LINE, format, args);
    va_end(args);
}

/* How many lines begin with 'prefix'. */
static int count(const fake_mac *f, const char *prefix)
{
    int n = 0;
    for (int i = 0; i < f->logged; i++)
        n += strncmp(f->lines[i], prefix, strlen(prefix)) == 0;
    return n;
}

/* The last line that begins with 'prefix', or "". */
static const char *last(const fake_mac *f, const char *prefix)
{
    for (int i = f->logged - 1; i >= 0; i--)
        if (strncmp(f->lines[i], prefix, strlen(prefix)) == 0)
            return f->lines[i];
    return "";
}

static platform_objc_id get_class(void *ctx, const char *name)
{
    fake_mac *f = fake(ctx);
    if (f->missing_class && strcmp(name, f->missing_class) == 0)
        return NULL;
    return make(f, name, NULL);
}

/* The voice names its selectors with string literals, which live as long as the test. */
static platform_objc_sel selector(void *ctx, const char *name)
{
    (void)ctx;
    return (platform_objc_sel)(const void *)name;
}

static platform_objc_id constant(void *ctx, const char *name)
{
    fake_mac *f = fake(ctx);
    if (f->old_macos && strncmp(name, "NSAccessibility", 15) == 0)
        return NULL;
    return make(f, "constant", name);
}

static void *pool_push(void *ctx)
{
    fake_mac *f = fake(ctx);
    return (void *)(intptr_t)++f->pools;
}

static void pool_pop(void *ctx, void *pool)
{
    fake_mac *f = fake(ctx);
    assert_int_equal((intptr_t)pool, f->pools); /* the innermost first */
    f->pools--;
}

static void send_void(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    note(fake(ctx), "%s %s", obj(self)->kind, name_of(op));
}

static platform_objc_id send(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    fake_mac *f = fake(ctx);
    fake_object *o = obj(self);
    note(f, "%s %s", o->kind, name_of(op));
    if (is(op, "alloc"))
        return make(f, "allocated", o->kind);
    if (is(op, "init"))
        return f->synth_fails ? NULL : make(f, "synth", NULL);
    if (is(op, "sharedWorkspace"))
        return make(f, "workspace", NULL);
    if (is(op, "sharedApplication"))
        return make(f, "app", NULL);
    if (is(op, "mainWindow"))
        return f->no_window ? NULL : make(f, "window", NULL);
    if (is(op, "defaultVoice"))
        return make(f, "string", f->default_voice);
    if (is(op, "availableVoices"))
        return make(f, "array", NULL);
    fail_msg("unexpected message %s to %s", name_of(op), o->kind);
    return NULL;
}

static const char *locale_of(const fake_mac *f, const char *voice)
{
    for (int i = 0; i < 4; i++)
        if (f->voices[i][0] && strcmp(f->voices[i][0], voice) == 0)
            return f->voices[i][1];
    return NULL;
}

static platform_objc_id send_id(void *ctx, platform_objc_id self, platform_objc_sel op,
                                platform_objc_id arg)
{
    fake_mac *f = fake(ctx);
    note(f, "%s %s %s", obj(self)->kind, name_of(op), obj(arg)->text);
    if (is(op, "attributesForVoice:")) {
        const char *locale = locale_of(f, obj(arg)->text);
        return locale ? make(f, "attributes", locale) : NULL;
    }
    if (is(op, "objectForKey:")) {
        assert_string_equal(obj(arg)->text, "NSVoiceLocaleIdentifier");
        return make(f, "string", obj(self)->text);
    }
    fail_msg("unexpected message %s", name_of(op));
    return NULL;
}

static platform_objc_id send_text(void *ctx, platform_objc_id self, platform_objc_sel op,
                                  const char *arg)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "stringWithUTF8String:"));
    assert_string_equal(obj(self)->kind, "NSString");
    assert_true(f->pools > 0); /* an autoreleased string needs a pool */
    return make(f, "string", arg);
}

static platform_objc_id send_long(void *ctx, platform_objc_id self, platform_objc_sel op, long arg)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "numberWithInteger:"));
    assert_string_equal(obj(self)->kind, "NSNumber");
    platform_objc_id n = make(f, "number", NULL);
    obj(n)->number = arg;
    return n;
}

static platform_objc_id send_index(void *ctx, platform_objc_id self, platform_objc_sel op,
                                   unsigned long arg)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "objectAtIndex:"));
    assert_string_equal(obj(self)->kind, "array");
    assert_true(arg < 4 && f->voices[arg][0]);
    return make(f, "string", f->voices[arg][0]);
}

static platform_objc_id send_pairs(void *ctx, platform_objc_id self, platform_objc_sel op,
                                   const platform_objc_id *objects, const platform_objc_id *keys,
                                   unsigned long n)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "dictionaryWithObjects:forKeys:count:"));
    assert_string_equal(obj(self)->kind, "NSDictionary");
    assert_int_equal(n, 2);
    assert_string_equal(obj(keys[0])->text, "NSAccessibilityAnnouncementKey");
    assert_string_equal(obj(keys[1])->text, "NSAccessibilityPriorityKey");
    platform_objc_id d = make(f, "dictionary", obj(objects[0])->text);
    obj(d)->number = obj(objects[1])->number;
    return d;
}

static bool send_bool(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    fake_mac *f = fake(ctx);
    note(f, "%s %s", obj(self)->kind, name_of(op));
    if (is(op, "isVoiceOverEnabled")) {
        assert_false(f->old_macos); /* never asked where it is not known */
        return f->voiceover;
    }
    if (is(op, "isSpeaking"))
        return f->speaking;
    fail_msg("unexpected message %s", name_of(op));
    return false;
}

static bool send_bool_id(void *ctx, platform_objc_id self, platform_objc_sel op,
                         platform_objc_id arg)
{
    fake_mac *f = fake(ctx);
    note(f, "%s %s %s", obj(self)->kind, name_of(op), obj(arg)->text);
    if (is(op, "startSpeakingString:"))
        f->speaking = true;
    else
        assert_true(is(op, "setVoice:"));
    return true;
}

static bool send_bool_sel(void *ctx, platform_objc_id self, platform_objc_sel op,
                          platform_objc_sel arg)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "respondsToSelector:"));
    assert_string_equal(obj(self)->kind, "workspace");
    return is(arg, "isVoiceOverEnabled") && !f->old_macos;
}

static void send_float(void *ctx, platform_objc_id self, platform_objc_sel op, float arg)
{
    note(fake(ctx), "%s %s %.2f", obj(self)->kind, name_of(op), (double)arg);
}

static float send_float_back(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "rate"));
    assert_string_equal(obj(self)->kind, "synth");
    return f->own_rate;
}

static unsigned long send_count(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    fake_mac *f = fake(ctx);
    assert_true(is(op, "count"));
    assert_string_equal(obj(self)->kind, "array");
    unsigned long n = 0;
    while (n < 4 && f->voices[n][0])
        n++;
    return n;
}

static const char *send_text_back(void *ctx, platform_objc_id self, platform_objc_sel op)
{
    (void)ctx;
    assert_true(is(op, "UTF8String"));
    return obj(self)->text;
}

static void post_notification(void *ctx, platform_objc_id element, platform_objc_id name,
                              platform_objc_id info)
{
    fake_mac *f = fake(ctx);
    assert_true(f->pools > 0);
    note(f, "post %s %s: %s @%ld", obj(element)->kind, obj(name)->text, obj(info)->text,
         obj(info)->number);
}

static void done(void *ctx)
{
    fake(ctx)->done = true;
}

static platform_objc runtime_of(fake_mac *f)
{
    return (platform_objc){f,
                           get_class,
                           selector,
                           constant,
                           pool_push,
                           pool_pop,
                           send_void,
                           send,
                           send_id,
                           send_text,
                           send_long,
                           send_index,
                           send_pairs,
                           send_bool,
                           send_bool_id,
                           send_bool_sel,
                           send_float,
                           send_float_back,
                           send_count,
                           send_text_back,
                           f->no_post ? NULL : post_notification,
                           done};
}

/* A Mac with a British voice as the player's own, listed after an American
 * one, and Spanish and German installed. */
static fake_mac a_mac(void)
{
    return (fake_mac){.own_rate = 200.0f,
                      .default_voice = "com.apple.voice.Daniel",
                      .voices = {{"com.apple.voice.Samantha", "en_US"},
                                 {"com.apple.voice.Monica", "es_ES"},
                                 {"com.apple.voice.Anna", "de_DE"},
                                 {"com.apple.voice.Daniel", "en_GB"}}};
}

static platform_speech *open_on(fake_mac *f)
{
    platform_objc objc = runtime_of(f);
    char why[200] = "";
    platform_speech *v = platform_speech_macos_open(&objc, why, sizeof why);
    assert_non_null(v);
    assert_string_equal(why, "");
    f->logged = 0; /* what opening sent is not what the tests look at */
    return v;
}

static void close_on(fake_mac *f, platform_speech *v)
{
    platform_speech_close(v);
    assert_true(f->done);
    assert_int_equal(f->pools, 0);
}

/* VoiceOver off: the synthesizer says it, nothing is announced. */
static void without_voiceover_the_synthesizer_speaks(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Table setup", PLATFORM_SPEECH_INTERRUPT);
    assert_string_equal(last(&f, "synth start"), "synth startSpeakingString: Table setup");
    assert_int_equal(count(&f, "workspace isVoiceOverEnabled"), 1); /* asked before it */
    assert_int_equal(count(&f, "post"), 0);
    close_on(&f, v);
}

/* VoiceOver on: announcements on the main window, high priority for a new
 * focus, medium for an event; the synthesizer says nothing. */
static void with_voiceover_each_utterance_is_announced(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    f.voiceover = true;
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Your decision.", PLATFORM_SPEECH_INTERRUPT);
    platform_speech_say(v, "Bea harvests.", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(count(&f, "post"), 2);
    assert_string_equal(f.lines[f.logged - 1],
                        "post window NSAccessibilityAnnouncementRequestedNotification: "
                        "Bea harvests. @50");
    assert_string_equal(last(&f, "post window NSAccessibilityAnnouncementRequestedNotification: "
                                 "Your decision."),
                        "post window NSAccessibilityAnnouncementRequestedNotification: "
                        "Your decision. @90");
    assert_int_equal(count(&f, "synth"), 0);
    assert_false(platform_speech_poll(v)); /* VoiceOver queues by itself */
    close_on(&f, v);
}

/* No main window yet (the first frame): the application is the element. */
static void without_a_window_the_application_announces(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    f.voiceover = true;
    f.no_window = true;
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Village", PLATFORM_SPEECH_INTERRUPT);
    assert_string_equal(last(&f, "post"),
                        "post app NSAccessibilityAnnouncementRequestedNotification: Village @90");
    close_on(&f, v);
}

/* The synthesizer says one string at a time: the rest wait here, and each
 * starts at a poll after the one before has ended, never over it. */
static void queued_strings_wait_for_the_synthesizer(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Ann harvests.", PLATFORM_SPEECH_QUEUE); /* silent: at once */
    platform_speech_say(v, "Bea buys a plough.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Cid travels.", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(count(&f, "synth startSpeakingString:"), 1);
    assert_true(platform_speech_poll(v)); /* still speaking: they wait */
    assert_int_equal(count(&f, "synth startSpeakingString:"), 1);
    f.speaking = false;
    assert_true(platform_speech_poll(v)); /* one started, one waits */
    assert_string_equal(last(&f, "synth start"), "synth startSpeakingString: Bea buys a plough.");
    assert_true(platform_speech_poll(v));
    assert_int_equal(count(&f, "synth startSpeakingString:"), 2);
    f.speaking = false;
    assert_false(platform_speech_poll(v)); /* the last started: nothing waits */
    assert_string_equal(last(&f, "synth start"), "synth startSpeakingString: Cid travels.");
    f.speaking = false;
    assert_false(platform_speech_poll(v));
    assert_int_equal(count(&f, "synth startSpeakingString:"), 3);
    close_on(&f, v);
}

/* A new focus replaces what is said and what waits; stop silences both. */
static void interrupting_and_stopping_empty_the_queue(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Ann harvests.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Bea buys a plough.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Market", PLATFORM_SPEECH_INTERRUPT);
    assert_string_equal(last(&f, "synth start"), "synth startSpeakingString: Market");
    f.speaking = false;
    assert_false(platform_speech_poll(v));
    assert_int_equal(count(&f, "synth startSpeakingString: Bea"), 0);

    platform_speech_say(v, "Cid travels.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Dora dies.", PLATFORM_SPEECH_QUEUE);
    platform_speech_stop(v);
    assert_string_equal(f.lines[f.logged - 1], "synth stopSpeaking");
    f.speaking = false;
    assert_false(platform_speech_poll(v));
    assert_int_equal(count(&f, "synth startSpeakingString: Dora"), 0);
    close_on(&f, v);
}

/* VoiceOver started during a game takes over: the synthesizer stops, and
 * what waited for it is announced; VoiceOver quit gives the synthesizer
 * back. */
static void voiceover_started_and_quit_midgame_is_followed(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Ann harvests.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Bea buys a plough.", PLATFORM_SPEECH_QUEUE);
    f.voiceover = true;
    assert_false(platform_speech_poll(v));
    assert_int_equal(count(&f, "synth stopSpeaking"), 1);
    assert_string_equal(last(&f, "post"),
                        "post window NSAccessibilityAnnouncementRequestedNotification: "
                        "Bea buys a plough. @50");
    platform_speech_say(v, "Market", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(count(&f, "post"), 2);
    assert_int_equal(count(&f, "synth stopSpeaking"), 1); /* silent already */

    f.voiceover = false;
    f.speaking = false;
    platform_speech_say(v, "Church", PLATFORM_SPEECH_INTERRUPT);
    assert_string_equal(last(&f, "synth start"), "synth startSpeakingString: Church");
    assert_int_equal(count(&f, "post"), 2);
    /* And on again: the synthesizer, which spoke last, is stopped first. */
    f.voiceover = true;
    platform_speech_say(v, "Council", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(count(&f, "synth stopSpeaking"), 2);
    assert_int_equal(count(&f, "post"), 3);
    close_on(&f, v);
}

/* A macOS before 10.13 cannot be asked about VoiceOver: it is never asked,
 * and the synthesizer speaks. */
static void an_old_macos_speaks_through_the_synthesizer(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    f.old_macos = true;
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Village", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(count(&f, "synth startSpeakingString: Village"), 1);
    assert_int_equal(count(&f, "workspace isVoiceOverEnabled"), 0);
    close_on(&f, v);
}

/* Settings' 0..100 to the synthesizer: 50 % its own words a minute, 0 %
 * half, 100 % twice; volume 0..1. */
static void rate_and_volume_follow_the_settings(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_set_rate(v, 50);
    assert_string_equal(f.lines[f.logged - 1], "synth setRate: 200.00");
    platform_speech_set_rate(v, 0);
    assert_string_equal(f.lines[f.logged - 1], "synth setRate: 100.00");
    platform_speech_set_rate(v, 100);
    assert_string_equal(f.lines[f.logged - 1], "synth setRate: 400.00");
    platform_speech_set_rate(v, 75);
    assert_string_equal(f.lines[f.logged - 1], "synth setRate: 300.00");
    platform_speech_set_volume(v, 40);
    assert_string_equal(f.lines[f.logged - 1], "synth setVolume: 0.40");
    close_on(&f, v);

    fake_mac silent = a_mac();
    silent.own_rate = 0.0f; /* a voice that does not say: a usual rate */
    v = open_on(&silent);
    platform_speech_set_rate(v, 50);
    assert_string_equal(silent.lines[silent.logged - 1], "synth setRate: 180.00");
    close_on(&silent, v);
}

/* The game's language picks the voice: the player's own when it speaks
 * it, else an installed one that does, its rate and volume set again; a
 * language none speaks, or the same language again, changes nothing. */
static void the_language_picks_the_voice(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_set_rate(v, 100);
    platform_speech_set_volume(v, 80);
    platform_speech_set_language(v, "en");
    assert_string_equal(last(&f, "synth setVoice:"), "synth setVoice: com.apple.voice.Daniel");
    platform_speech_set_language(v, "es");
    assert_string_equal(last(&f, "synth setVoice:"), "synth setVoice: com.apple.voice.Monica");
    assert_string_equal(f.lines[f.logged - 2], "synth setRate: 400.00");
    assert_string_equal(f.lines[f.logged - 1], "synth setVolume: 0.80");
    int voices = count(&f, "synth setVoice:");
    platform_speech_set_language(v, "es");
    platform_speech_set_language(v, "fr");
    platform_speech_set_language(v, "e"); /* a locale's beginning is not its language */
    assert_int_equal(count(&f, "synth setVoice:"), voices);
    platform_speech_set_language(v, "de");
    assert_string_equal(last(&f, "synth setVoice:"), "synth setVoice: com.apple.voice.Anna");
    close_on(&f, v);
}

/* A runtime without a class the voice needs: no voice, why, and the
 * runtime let go; no message was sent. */
static void a_missing_class_means_no_voice(void **unused)
{
    (void)unused;
    const char *classes[] = {"NSSpeechSynthesizer", "NSWorkspace", "NSString"};
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        fake_mac f = a_mac();
        f.missing_class = classes[i];
        platform_objc objc = runtime_of(&f);
        char why[200] = "";
        assert_null(platform_speech_macos_open(&objc, why, sizeof why));
        assert_non_null(strstr(why, classes[i]));
        assert_true(f.done);
        assert_int_equal(f.logged, 0);
    }
}

/* The synthesizer does not start: VoiceOver alone speaks while it runs,
 * and with neither there is no voice, and why. */
static void without_a_synthesizer_only_voiceover_speaks(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    f.synth_fails = true;
    platform_objc objc = runtime_of(&f);
    char why[200] = "";
    assert_null(platform_speech_macos_open(&objc, why, sizeof why));
    assert_string_equal(why, "NSSpeechSynthesizer did not start and VoiceOver is off");
    assert_true(f.done);

    fake_mac g = a_mac();
    g.synth_fails = true;
    g.voiceover = true;
    platform_speech *v = open_on(&g);
    platform_speech_say(v, "Village", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(count(&g, "post"), 1);
    g.voiceover = false;
    platform_speech_say(v, "Market", PLATFORM_SPEECH_QUEUE);
    platform_speech_set_rate(v, 70);
    platform_speech_set_language(v, "es");
    assert_false(platform_speech_poll(v));
    assert_int_equal(count(&g, "post"), 1);
    assert_int_equal(count(&g, "synth"), 0);
    close_on(&g, v);
}

/* Closing stops the synthesizer, releases it and lets the runtime go. */
static void closing_releases_the_synthesizer(void **unused)
{
    (void)unused;
    fake_mac f = a_mac();
    platform_speech *v = open_on(&f);
    platform_speech_say(v, "Ann harvests.", PLATFORM_SPEECH_QUEUE);
    platform_speech_say(v, "Bea buys a plough.", PLATFORM_SPEECH_QUEUE);
    close_on(&f, v);
    assert_string_equal(f.lines[f.logged - 2], "synth stopSpeaking");
    assert_string_equal(f.lines[f.logged - 1], "synth release");
}

/* The real loader where there is no Objective-C runtime: it says which
 * library is missing, or which function a library lacks (the C library,
 * found where stdout lives, on Linux and macOS alike). */
static void the_loader_says_what_is_missing(void **unused)
{
    (void)unused;
    platform_objc objc;
    char why[1200] = "", expected[1200];
    assert_false(
        platform_objc_load(&objc, "/nowhere/libobjc.A.dylib", "/nowhere/AppKit", why, sizeof why));
    assert_string_equal(why, "the Objective-C runtime /nowhere/libobjc.A.dylib cannot be loaded");
    Dl_info libc;
    assert_true(dladdr(stdout, &libc) && libc.dli_fname);
    assert_false(platform_objc_load(&objc, libc.dli_fname, "/nowhere/AppKit", why, sizeof why));
    snprintf(expected, sizeof expected, "%s has no objc_getClass", libc.dli_fname);
    assert_string_equal(why, expected);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(without_voiceover_the_synthesizer_speaks),
        cmocka_unit_test(with_voiceover_each_utterance_is_announced),
        cmocka_unit_test(without_a_window_the_application_announces),
        cmocka_unit_test(queued_strings_wait_for_the_synthesizer),
        cmocka_unit_test(interrupting_and_stopping_empty_the_queue),
        cmocka_unit_test(voiceover_started_and_quit_midgame_is_followed),
        cmocka_unit_test(an_old_macos_speaks_through_the_synthesizer),
        cmocka_unit_test(rate_and_volume_follow_the_settings),
        cmocka_unit_test(the_language_picks_the_voice),
        cmocka_unit_test(a_missing_class_means_no_voice),
        cmocka_unit_test(without_a_synthesizer_only_voiceover_speaks),
        cmocka_unit_test(closing_releases_the_synthesizer),
        cmocka_unit_test(the_loader_says_what_is_missing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
