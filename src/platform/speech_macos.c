/* The Objective-C runtime and AppKit reached from plain C at run time, for
 * the voice on macOS (speech_macos.h): dlopen of libobjc and AppKit, dlsym
 * of the few functions, and objc_msgSend called through a pointer of each
 * message's own function type. objc_msgSend is a trampoline that jumps to
 * the method with the registers as the caller left them, so it must be
 * called as the method is declared: through a variadic prototype the
 * arguments of arm64 go on the stack where the method never looks, and a
 * float goes as a double. No struct is returned, so objc_msgSend_stret is
 * never needed, nor objc_msgSend_fpret (only x86_64's long double). The
 * loader builds on every POSIX system so that its casts are compiled and
 * its failures tested where there is no Mac; the voice is opened only on
 * macOS. */
#include "platform/speech_macos.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* BOOL: signed char on x86_64 macOS, bool on arm64 (objc.h's OBJC_BOOL_IS_BOOL). */
#if defined(__x86_64__)
typedef signed char objc_bool;
#else
typedef bool objc_bool;
#endif

/* A function pointer of no particular type, cast to each message's. */
typedef void (*any_function)(void);

typedef platform_objc_id id;
typedef platform_objc_sel SEL;

typedef struct objc_runtime {
    void *runtime, *appkit;
    id (*get_class)(const char *name);
    SEL (*sel_register)(const char *name);
    void *(*pool_push)(void);
    void (*pool_pop)(void *pool);
    any_function msg_send;
    void (*post)(id element, id name, id info);
} objc_runtime;

static objc_runtime *rt(void *ctx)
{
    return ctx;
}

static id get_class(void *ctx, const char *name)
{
    return rt(ctx)->get_class(name);
}

static SEL selector(void *ctx, const char *name)
{
    return rt(ctx)->sel_register(name);
}

/* AppKit's NSString constants are variables holding the string. */
static id constant(void *ctx, const char *name)
{
    id *variable = dlsym(rt(ctx)->appkit, name);
    return variable ? *variable : NULL;
}

static void *pool_push(void *ctx)
{
    return rt(ctx)->pool_push();
}

static void pool_pop(void *ctx, void *pool)
{
    rt(ctx)->pool_pop(pool);
}

static void send_void(void *ctx, id self, SEL op)
{
    ((void (*)(id, SEL))rt(ctx)->msg_send)(self, op);
}

static id send(void *ctx, id self, SEL op)
{
    return ((id(*)(id, SEL))rt(ctx)->msg_send)(self, op);
}

static id send_id(void *ctx, id self, SEL op, id arg)
{
    return ((id(*)(id, SEL, id))rt(ctx)->msg_send)(self, op, arg);
}

static id send_text(void *ctx, id self, SEL op, const char *arg)
{
    return ((id(*)(id, SEL, const char *))rt(ctx)->msg_send)(self, op, arg);
}

static id send_long(void *ctx, id self, SEL op, long arg)
{
    return ((id(*)(id, SEL, long))rt(ctx)->msg_send)(self, op, arg);
}

static id send_index(void *ctx, id self, SEL op, unsigned long arg)
{
    return ((id(*)(id, SEL, unsigned long))rt(ctx)->msg_send)(self, op, arg);
}

static id send_pairs(void *ctx, id self, SEL op, const id *objects, const id *keys,
                     unsigned long count)
{
    return ((id(*)(id, SEL, const id *, const id *, unsigned long))rt(ctx)->msg_send)(
        self, op, objects, keys, count);
}

static bool send_bool(void *ctx, id self, SEL op)
{
    return ((objc_bool(*)(id, SEL))rt(ctx)->msg_send)(self, op) != 0;
}

static bool send_bool_id(void *ctx, id self, SEL op, id arg)
{
    return ((objc_bool(*)(id, SEL, id))rt(ctx)->msg_send)(self, op, arg) != 0;
}

static bool send_bool_sel(void *ctx, id self, SEL op, SEL arg)
{
    return ((objc_bool(*)(id, SEL, SEL))rt(ctx)->msg_send)(self, op, arg) != 0;
}

static void send_float(void *ctx, id self, SEL op, float arg)
{
    ((void (*)(id, SEL, float))rt(ctx)->msg_send)(self, op, arg);
}

static float send_float_back(void *ctx, id self, SEL op)
{
    return ((float (*)(id, SEL))rt(ctx)->msg_send)(self, op);
}

static unsigned long send_count(void *ctx, id self, SEL op)
{
    return ((unsigned long (*)(id, SEL))rt(ctx)->msg_send)(self, op);
}

static const char *send_text_back(void *ctx, id self, SEL op)
{
    return ((const char *(*)(id, SEL))rt(ctx)->msg_send)(self, op);
}

static void post_notification(void *ctx, id element, id name, id info)
{
    rt(ctx)->post(element, name, info);
}

static void done(void *ctx)
{
    objc_runtime *r = rt(ctx);
    dlclose(r->appkit);
    dlclose(r->runtime);
    free(r);
}

/* A function pointer from dlsym (POSIX guarantees the conversion). */
#define LOAD(library, field, symbol) ((*(void **)&r->field = dlsym(r->library, symbol)) != NULL)

/* The first function of libobjc the voice calls that is missing, or NULL. */
static const char *load_runtime(objc_runtime *r)
{
    if (!LOAD(runtime, get_class, "objc_getClass"))
        return "objc_getClass";
    if (!LOAD(runtime, sel_register, "sel_registerName"))
        return "sel_registerName";
    if (!LOAD(runtime, pool_push, "objc_autoreleasePoolPush"))
        return "objc_autoreleasePoolPush";
    if (!LOAD(runtime, pool_pop, "objc_autoreleasePoolPop"))
        return "objc_autoreleasePoolPop";
    if (!LOAD(runtime, msg_send, "objc_msgSend"))
        return "objc_msgSend";
    return NULL;
}

bool platform_objc_load(platform_objc *out, const char *runtime_path, const char *appkit_path,
                        char *why, size_t why_size)
{
    objc_runtime *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(why, why_size, "out of memory");
        return false;
    }
    const char *missing = NULL;
    if (!(r->runtime = dlopen(runtime_path, RTLD_NOW | RTLD_LOCAL))) {
        snprintf(why, why_size, "the Objective-C runtime %s cannot be loaded", runtime_path);
    } else if ((missing = load_runtime(r))) {
        snprintf(why, why_size, "%s has no %s", runtime_path, missing);
    } else if (!(r->appkit = dlopen(appkit_path, RTLD_NOW | RTLD_LOCAL))) {
        snprintf(why, why_size, "AppKit %s cannot be loaded", appkit_path);
    } else {
        /* Missing before macOS 10.10: VoiceOver is then not spoken to. */
        (void)(LOAD(appkit, post, "NSAccessibilityPostNotificationWithUserInfo"));
        *out = (platform_objc){r,
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
                               r->post ? post_notification : NULL,
                               done};
        return true;
    }
    if (r->runtime)
        dlclose(r->runtime);
    free(r);
    return false;
}

#ifdef __APPLE__
platform_speech *platform_speech_open_system(char *why, size_t why_size)
{
    platform_objc objc;
    if (!platform_objc_load(&objc, "/usr/lib/libobjc.A.dylib",
                            "/System/Library/Frameworks/AppKit.framework/AppKit", why, why_size))
        return NULL;
    return platform_speech_macos_open(&objc, why, why_size);
}
#endif
