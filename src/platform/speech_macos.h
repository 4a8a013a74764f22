/* The voice on macOS (issue 42), reached from plain C through the
 * Objective-C runtime: VoiceOver's own voice while it runs (an announcement
 * posted to it), else AppKit's NSSpeechSynthesizer. Every call into the
 * runtime goes through the table below, one entry for each function type a
 * message is sent with: speech_macos.c fills it from libobjc and AppKit
 * loaded at run time, a test fills it with fakes on any system, so which
 * route speaks, the queue and the settings are tested where there is no
 * Mac. No SDL, no operating-system header. */
#ifndef VILLAGE_PLATFORM_SPEECH_MACOS_H
#define VILLAGE_PLATFORM_SPEECH_MACOS_H

#include <stdbool.h>
#include <stddef.h>

#include "platform/speech.h"

/* An object (id) and a selector (SEL) of the runtime, opaque here. */
typedef struct platform_objc_object *platform_objc_id;
typedef const struct platform_objc_selector *platform_objc_sel;

typedef struct platform_objc {
    void *ctx; /* given back to every call */
    /* objc_getClass and sel_registerName; a class that is missing is NULL. */
    platform_objc_id (*get_class)(void *ctx, const char *name);
    platform_objc_sel (*selector)(void *ctx, const char *name);
    /* The value of one of AppKit's NSString constants (NSVoiceLocaleIdentifier), or NULL. */
    platform_objc_id (*constant)(void *ctx, const char *name);
    /* objc_autoreleasePoolPush and Pop: what a convenience constructor
     * returns lives until the pool is popped. */
    void *(*pool_push)(void *ctx);
    void (*pool_pop)(void *ctx, void *pool);
    /* objc_msgSend, each with the message's own types (BOOL as bool,
     * NSInteger as long, NSUInteger as unsigned long). */
    void (*send_void)(void *ctx, platform_objc_id self, platform_objc_sel op);
    platform_objc_id (*send)(void *ctx, platform_objc_id self, platform_objc_sel op);
    platform_objc_id (*send_id)(void *ctx, platform_objc_id self, platform_objc_sel op,
                                platform_objc_id arg);
    platform_objc_id (*send_text)(void *ctx, platform_objc_id self, platform_objc_sel op,
                                  const char *arg);
    platform_objc_id (*send_long)(void *ctx, platform_objc_id self, platform_objc_sel op, long arg);
    platform_objc_id (*send_index)(void *ctx, platform_objc_id self, platform_objc_sel op,
                                   unsigned long arg);
    platform_objc_id (*send_pairs)(void *ctx, platform_objc_id self, platform_objc_sel op,
                                   const platform_objc_id *objects, const platform_objc_id *keys,
                                   unsigned long count);
    bool (*send_bool)(void *ctx, platform_objc_id self, platform_objc_sel op);
    bool (*send_bool_id)(void *ctx, platform_objc_id self, platform_objc_sel op,
                         platform_objc_id arg);
    bool (*send_bool_sel)(void *ctx, platform_objc_id self, platform_objc_sel op,
                          platform_objc_sel arg);
    void (*send_float)(void *ctx, platform_objc_id self, platform_objc_sel op, float arg);
    float (*send_float_back)(void *ctx, platform_objc_id self, platform_objc_sel op);
    unsigned long (*send_count)(void *ctx, platform_objc_id self, platform_objc_sel op);
    const char *(*send_text_back)(void *ctx, platform_objc_id self, platform_objc_sel op);
    /* AppKit's NSAccessibilityPostNotificationWithUserInfo, or NULL when missing. */
    void (*post_notification)(void *ctx, platform_objc_id element, platform_objc_id name,
                              platform_objc_id info);
    /* The voice is closed (or failed to open): the runtime may go. */
    void (*done)(void *ctx);
} platform_objc;

/* The voice over the runtime 'objc' (copied; its done is called when the
 * voice closes, or at once when it cannot open), or NULL with why in
 * English: a class the voice needs is missing, or neither VoiceOver runs
 * nor the synthesizer starts. */
platform_speech *platform_speech_macos_open(const platform_objc *objc, char *why, size_t why_size);

/* The table over the real runtime: libobjc at 'runtime_path' and AppKit at
 * 'appkit_path', loaded with dlopen, or false with why in English when
 * either cannot be loaded or lacks a function the voice calls. */
bool platform_objc_load(platform_objc *out, const char *runtime_path, const char *appkit_path,
                        char *why, size_t why_size);

#endif
