/* Speech: the system's own voice behind one small interface, so a player
 * who cannot see the screen hears the game (issue 42). A voice says text
 * at once (a new focus interrupts what is being said, as a screen reader
 * does) or after what it is saying (events queue). The system's voice is
 * loaded at run time where it can be (speech-dispatcher's libspeechd on
 * Linux, through dlopen), so the game starts on a computer without it;
 * on Windows a screen reader's own voice while one runs (UI Automation
 * notifications), else SAPI (speech_choice.h); on macOS VoiceOver's while
 * it runs, else NSSpeechSynthesizer (speech_macos.h). A memory voice keeps what it was told, for
 * tests, and a log voice writes each utterance to a file beside another voice (the
 * VILLAGE_SPEECH_LOG option: a game tried by ear). No SDL. */
#ifndef VILLAGE_PLATFORM_SPEECH_H
#define VILLAGE_PLATFORM_SPEECH_H

#include <stdbool.h>
#include <stddef.h>

typedef enum platform_speech_mode {
    PLATFORM_SPEECH_INTERRUPT, /* stop what is being said, then say this */
    PLATFORM_SPEECH_QUEUE      /* say this after what is being said */
} platform_speech_mode;

typedef struct platform_speech platform_speech;

typedef struct platform_speech_ops {
    void (*say)(platform_speech *v, const char *text, platform_speech_mode mode);
    void (*stop)(platform_speech *v);
    void (*set_rate)(platform_speech *v,
                     int percent); /* 0 slowest, 50 the voice's own, 100 fastest */
    void (*set_volume)(platform_speech *v, int percent);        /* 0..100 */
    void (*set_language)(platform_speech *v, const char *code); /* "en", "es", "de" */
    void (*close)(platform_speech *v);
    /* A voice that keeps its own queue (macOS' synthesizer says one string
     * at a time) starts the next utterance here once the last has ended,
     * called by the game's loop rather than from the system's thread. True
     * while utterances wait, so that the loop comes back soon. NULL: the
     * voice queues by itself. */
    bool (*poll)(platform_speech *v);
} platform_speech_ops;

struct platform_speech {
    const platform_speech_ops *ops;
    const char *name; /* "speech-dispatcher", "SAPI", "memory", … for messages */
};

/* The system's voice, or NULL when this computer has none (no
 * speech-dispatcher, no SAPI voice, or a system this build has no route
 * for); 'why' then says why in English, for stderr. */
platform_speech *platform_speech_open_system(char *why, size_t why_size);

/* The calls, each a no-op on NULL; text is UTF-8, empty text is not said. */
void platform_speech_say(platform_speech *v, const char *text, platform_speech_mode mode);
void platform_speech_stop(platform_speech *v);
void platform_speech_set_rate(platform_speech *v, int percent);
void platform_speech_set_volume(platform_speech *v, int percent);
void platform_speech_set_language(platform_speech *v, const char *code);
void platform_speech_close(platform_speech *v);
/* Once a frame: false on NULL and for a voice that queues by itself. */
bool platform_speech_poll(platform_speech *v);

/* A voice that keeps every utterance in memory, for tests. */
platform_speech *platform_speech_memory_new(void);
/* How many utterances it has kept, the n-th (0 the oldest still kept), and
 * whether it was said interrupting. The oldest go when it holds many. */
long platform_speech_memory_count(const platform_speech *v);
const char *platform_speech_memory_said(const platform_speech *v, long n);
bool platform_speech_memory_interrupted(const platform_speech *v, long n);
/* Utterances ever said (never goes down; the kept ones are the newest). */
long platform_speech_memory_total(const platform_speech *v);
/* How often it was polled (platform_speech_poll). */
long platform_speech_memory_polls(const platform_speech *v);

/* A voice that appends each utterance as one line to the file at 'path'
 * ("> " before one that interrupts), then passes it on to 'inner' (NULL:
 * none); closing it closes 'inner'. NULL when the file cannot be opened. */
platform_speech *platform_speech_log_new(const char *path, platform_speech *inner);

#endif
