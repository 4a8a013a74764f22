/* A screen reader's own voice on Windows: each utterance is raised as a UI
 * Automation notification (UiaRaiseNotificationEvent, Windows 10 1709 and
 * later) on the game's window, and Narrator, NVDA and JAWS say it in the
 * player's voice, at their rate, on their braille display. A notification
 * needs an element to come from: the window answers UI Automation's
 * WM_GETOBJECT with a minimal provider of its own (the window is
 * subclassed for that one message; the rest goes to SDL's procedure). The
 * functions are looked up in uiautomationcore.dll at run time, so the game
 * starts where it or the notification is missing (SAPI speaks then). Why
 * this route and not NVDA's controller client: docs/game.md, "Play by ear". */
#define COBJMACROS
#include <windows.h>

#include <ole2.h>
#include <oleauto.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uiautomationcore.h>

#include "platform/speech_windows.h"

/* Not in mingw-w64's headers: UIAutomationCoreApi.h's values. */
enum {
    UIA_ROOT_OBJECT_ID = -25,
    NOTIFICATION_KIND_OTHER = 4,
    NOTIFICATION_PROCESSING_ALL = 2,         /* after what is being said */
    NOTIFICATION_PROCESSING_MOST_RECENT = 3, /* in place of what is being said */
};

typedef HRESULT(WINAPI *raise_notification_fn)(IRawElementProviderSimple *provider, int kind,
                                               int processing, BSTR text, BSTR activity);
typedef HRESULT(WINAPI *host_provider_fn)(HWND window, IRawElementProviderSimple **provider);
typedef LRESULT(WINAPI *return_provider_fn)(HWND window, WPARAM w, LPARAM l,
                                            IRawElementProviderSimple *provider);
typedef HRESULT(WINAPI *disconnect_provider_fn)(IRawElementProviderSimple *provider);

/* What uiautomationcore.dll gives; disconnect is optional (Windows 8+). */
typedef struct uia_calls {
    raise_notification_fn raise_notification;
    host_provider_fn host_provider;
    return_provider_fn return_provider;
    disconnect_provider_fn disconnect_provider;
} uia_calls;

/* The window's element: reference-counted, as UI Automation may hold it
 * after the voice is closed. */
typedef struct uia_provider {
    IRawElementProviderSimple iface; /* first: the interface pointer is the object */
    LONG refs;
    HWND window;
    host_provider_fn host_provider;
} uia_provider;

/* The window's subclass: kept as a window property. */
typedef struct uia_hook {
    WNDPROC previous;
    uia_provider *provider; /* NULL once the voice is closed: every message is passed on */
    return_provider_fn return_provider;
} uia_hook;

static const WCHAR HOOK_PROPERTY[] = L"village.speech.uia";

static const GUID UNKNOWN_IID = {
    0x00000000, 0x0000, 0x0000, {0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46}};
static const GUID PROVIDER_IID = {
    0xd6dd68d1, 0x86fd, 0x4332, {0x86, 0x66, 0x9a, 0xbe, 0xde, 0xa2, 0xd2, 0x4c}};

static HRESULT STDMETHODCALLTYPE provider_query(IRawElementProviderSimple *self, REFIID iid,
                                                void **out)
{
    if (!out)
        return E_POINTER;
    if (memcmp(iid, &UNKNOWN_IID, sizeof UNKNOWN_IID) != 0 &&
        memcmp(iid, &PROVIDER_IID, sizeof PROVIDER_IID) != 0) {
        *out = NULL;
        return E_NOINTERFACE;
    }
    *out = self;
    IRawElementProviderSimple_AddRef(self);
    return S_OK;
}

static ULONG STDMETHODCALLTYPE provider_add_ref(IRawElementProviderSimple *self)
{
    return (ULONG)InterlockedIncrement(&((uia_provider *)self)->refs);
}

static ULONG STDMETHODCALLTYPE provider_release(IRawElementProviderSimple *self)
{
    LONG left = InterlockedDecrement(&((uia_provider *)self)->refs);
    if (left == 0)
        free(self);
    return (ULONG)left;
}

static HRESULT STDMETHODCALLTYPE provider_options(IRawElementProviderSimple *self,
                                                  enum ProviderOptions *out)
{
    (void)self;
    *out = ProviderOptions_ServerSideProvider | ProviderOptions_UseComThreading;
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE provider_pattern(IRawElementProviderSimple *self, PATTERNID id,
                                                  IUnknown **out)
{
    (void)self;
    (void)id;
    *out = NULL; /* no patterns: the element only speaks */
    return S_OK;
}

/* Every property is the window's own (its host provider's): name, type. */
static HRESULT STDMETHODCALLTYPE provider_property(IRawElementProviderSimple *self, PROPERTYID id,
                                                   VARIANT *out)
{
    (void)self;
    (void)id;
    out->vt = VT_EMPTY;
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE provider_host(IRawElementProviderSimple *self,
                                               IRawElementProviderSimple **out)
{
    uia_provider *p = (uia_provider *)self;
    *out = NULL;
    return p->window ? p->host_provider(p->window, out) : S_OK;
}

static IRawElementProviderSimpleVtbl PROVIDER_VTABLE = {
    provider_query,   provider_add_ref,  provider_release, provider_options,
    provider_pattern, provider_property, provider_host};

static LRESULT CALLBACK hooked_window(HWND window, UINT message, WPARAM w, LPARAM l)
{
    uia_hook *hook = GetPropW(window, HOOK_PROPERTY);
    if (!hook)
        return DefWindowProcW(window, message, w, l);
    if (message == WM_GETOBJECT && (LONG)l == UIA_ROOT_OBJECT_ID && hook->provider)
        return hook->return_provider(window, w, l, &hook->provider->iface);
    if (message == WM_NCDESTROY && hook->provider) {
        hook->return_provider(window, 0, 0, NULL); /* UI Automation lets the element go */
        hook->provider->window = NULL;
    }
    return CallWindowProcW(hook->previous, window, message, w, l);
}

typedef struct uia_voice {
    platform_speech base;
    uia_calls calls;
    HWND window;
    uia_hook *hook;
    uia_provider *provider;
    bool com_started;
} uia_voice;

static BSTR wide_string(const char *text)
{
    int n = MultiByteToWideChar(CP_UTF8, 0, text, -1, NULL, 0);
    if (n <= 0)
        return NULL;
    BSTR wide = SysAllocStringLen(NULL, (UINT)(n - 1));
    if (wide)
        MultiByteToWideChar(CP_UTF8, 0, text, -1, wide, n);
    return wide;
}

static void uia_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    uia_voice *u = (uia_voice *)v;
    BSTR words = wide_string(text), activity = SysAllocString(L"village.speech");
    if (words && activity)
        u->calls.raise_notification(&u->provider->iface, NOTIFICATION_KIND_OTHER,
                                    mode == PLATFORM_SPEECH_INTERRUPT
                                        ? NOTIFICATION_PROCESSING_MOST_RECENT
                                        : NOTIFICATION_PROCESSING_ALL,
                                    words, activity);
    SysFreeString(words);
    SysFreeString(activity);
}

/* The reader's voice, rate, volume and language are the player's own, set
 * in the reader; and a reader cannot be silenced from outside (the next
 * interrupting notification replaces what it says). */
static void uia_stop(platform_speech *v)
{
    (void)v;
}

static void uia_setting(platform_speech *v, int percent)
{
    (void)v;
    (void)percent;
}

static void uia_language(platform_speech *v, const char *code)
{
    (void)v;
    (void)code;
}

/* The subclass is taken off when nobody subclassed the window after it;
 * otherwise the hook stays, passing every message on, and is never freed. */
static void unhook(uia_voice *u)
{
    if (!u->hook)
        return;
    uia_hook *hook = u->hook;
    hook->provider = NULL;
    if (IsWindow(u->window)) {
        u->calls.return_provider(u->window, 0, 0, NULL);
        if ((WNDPROC)GetWindowLongPtrW(u->window, GWLP_WNDPROC) == hooked_window) {
            SetWindowLongPtrW(u->window, GWLP_WNDPROC, (LONG_PTR)hook->previous);
            RemovePropW(u->window, HOOK_PROPERTY);
            free(hook);
        }
    }
    u->hook = NULL;
}

static void uia_close(platform_speech *v)
{
    uia_voice *u = (uia_voice *)v;
    unhook(u);
    if (u->provider) {
        if (u->calls.disconnect_provider)
            u->calls.disconnect_provider(&u->provider->iface);
        u->provider->window = NULL;
        IRawElementProviderSimple_Release(&u->provider->iface);
    }
    if (u->com_started)
        CoUninitialize();
    free(u);
}

static const platform_speech_ops UIA_OPS = {uia_say,      uia_stop,  uia_setting, uia_setting,
                                            uia_language, uia_close, NULL};

/* The game's window: this thread's top-level window of SDL's class, else
 * its first unowned one. */
typedef struct window_search {
    HWND sdl, any;
} window_search;

static BOOL CALLBACK consider_window(HWND window, LPARAM l)
{
    window_search *s = (window_search *)l;
    if (GetWindow(window, GW_OWNER))
        return TRUE;
    WCHAR kind[64] = L"";
    GetClassNameW(window, kind, 64);
    if (wcscmp(kind, L"SDL_app") == 0) {
        s->sdl = window;
        return FALSE;
    }
    if (!s->any && wcscmp(kind, L"IME") != 0 && wcscmp(kind, L"MSCTFIME UI") != 0)
        s->any = window;
    return TRUE;
}

static HWND game_window(void)
{
    window_search s = {NULL, NULL};
    EnumThreadWindows(GetCurrentThreadId(), consider_window, (LPARAM)&s);
    return s.sdl ? s.sdl : s.any;
}

static bool find_calls(uia_calls *c, char *why, size_t why_size)
{
    HMODULE dll = LoadLibraryW(L"uiautomationcore.dll"); /* kept loaded: elements may outlive us */
    if (!dll) {
        snprintf(why, why_size, "no uiautomationcore.dll");
        return false;
    }
    c->raise_notification =
        (raise_notification_fn)(void (*)(void))GetProcAddress(dll, "UiaRaiseNotificationEvent");
    c->host_provider =
        (host_provider_fn)(void (*)(void))GetProcAddress(dll, "UiaHostProviderFromHwnd");
    c->return_provider =
        (return_provider_fn)(void (*)(void))GetProcAddress(dll, "UiaReturnRawElementProvider");
    c->disconnect_provider =
        (disconnect_provider_fn)(void (*)(void))GetProcAddress(dll, "UiaDisconnectProvider");
    if (!c->raise_notification || !c->host_provider || !c->return_provider) {
        snprintf(why, why_size,
                 "uiautomationcore.dll has no UiaRaiseNotificationEvent "
                 "(Windows 10 1709 or later has it)");
        return false;
    }
    return true;
}

platform_speech *platform_speech_uia_open(char *why, size_t why_size)
{
    uia_calls calls;
    if (!find_calls(&calls, why, why_size))
        return NULL;
    HWND window = game_window();
    if (!window) {
        snprintf(why, why_size, "no window to raise notifications on");
        return NULL;
    }
    uia_voice *u = calloc(1, sizeof *u);
    uia_provider *p = calloc(1, sizeof *p);
    uia_hook *hook = calloc(1, sizeof *hook);
    if (!u || !p || !hook) {
        free(u);
        free(p);
        free(hook);
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    HRESULT started = CoInitializeEx(NULL, COINIT_APARTMENTTHREADED);
    u->com_started = SUCCEEDED(started); /* S_FALSE too: balanced by CoUninitialize */
    p->iface.lpVtbl = &PROVIDER_VTABLE;
    p->refs = 1; /* the voice's */
    p->window = window;
    p->host_provider = calls.host_provider;
    hook->provider = p;
    hook->return_provider = calls.return_provider;
    if (!SetPropW(window, HOOK_PROPERTY, hook)) {
        snprintf(why, why_size, "the window cannot hold the notifications' hook");
        if (u->com_started)
            CoUninitialize();
        free(u);
        free(p);
        free(hook);
        return NULL;
    }
    hook->previous = (WNDPROC)SetWindowLongPtrW(window, GWLP_WNDPROC, (LONG_PTR)hooked_window);
    if (!hook->previous) {
        snprintf(why, why_size, "the window cannot be subclassed (0x%08lx)",
                 (unsigned long)GetLastError());
        RemovePropW(window, HOOK_PROPERTY);
        if (u->com_started)
            CoUninitialize();
        free(u);
        free(p);
        free(hook);
        return NULL;
    }
    u->base.ops = &UIA_OPS;
    u->base.name = "the screen reader (UI Automation)";
    u->calls = calls;
    u->window = window;
    u->hook = hook;
    u->provider = p;
    return &u->base;
}
