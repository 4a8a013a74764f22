/* Which voice speaks where a screen reader may run (issue 42): the reader's
 * own, so the player keeps their reader's voice, rate and braille, while a
 * reader runs; the system's voice (SAPI) otherwise, and whenever the
 * reader's route cannot open. The question is asked again before each
 * utterance, so a reader started or quit during a game is followed. The
 * calls to the operating system are a table of function pointers: Windows
 * gives the real ones (speech_windows.c), a test gives fakes on any system.
 * No SDL, no operating-system header. */
#ifndef VILLAGE_PLATFORM_SPEECH_CHOICE_H
#define VILLAGE_PLATFORM_SPEECH_CHOICE_H

#include <stdbool.h>
#include <stddef.h>

#include "platform/speech.h"

typedef struct platform_speech_routes {
    void *ctx; /* given back to every call */
    /* Whether a screen reader runs now (Windows: SPI_GETSCREENREADER). */
    bool (*reader_running)(void *ctx);
    /* The reader's voice (Windows: UI Automation notifications), or NULL
     * with why in English when this system has no such route. */
    platform_speech *(*open_reader)(void *ctx, char *why, size_t why_size);
    /* The system's own voice (Windows: SAPI), or NULL with why. */
    platform_speech *(*open_system)(void *ctx, char *why, size_t why_size);
} platform_speech_routes;

/* A voice that speaks through the reader's route while a reader runs and
 * through the system's voice otherwise, each opened when first needed and
 * not tried again once it failed. NULL when neither opens now; 'why' then
 * says why in English. The routes table must outlive the voice. */
platform_speech *platform_speech_choice_new(const platform_speech_routes *routes, char *why,
                                            size_t why_size);
/* The name of the voice the last utterance went to ("" before the first):
 * for tests and the log. */
const char *platform_speech_choice_route(const platform_speech *v);

#endif
