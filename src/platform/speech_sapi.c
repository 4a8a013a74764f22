/* The system's voice on Windows: SAPI's ISpVoice through COM, from C. Every
 * Windows since XP has it, so there is nothing to install; it speaks where
 * no screen reader runs (speech_windows.c). The voice speaks on its own
 * thread (SPF_ASYNC): a call never waits for the words. */
#define COBJMACROS
#include <windows.h>

#include <sapi.h>
#include <stdio.h>
#include <stdlib.h>

#include "platform/speech_windows.h"

/* Declared here rather than taken from libsapi's import of sapi.idl, so the
 * link needs only ole32. */
static const CLSID SPEECH_CLSID_SPVOICE = {
    0x96749377, 0x3391, 0x11d2, {0x9e, 0xe3, 0x00, 0xc0, 0x4f, 0x79, 0x73, 0x96}};
static const IID SPEECH_IID_ISPVOICE = {
    0x6c44df74, 0x72b9, 0x4992, {0xa1, 0xec, 0xef, 0x99, 0x6e, 0x04, 0x22, 0xd4}};

typedef struct sapi_voice {
    platform_speech base;
    ISpVoice *voice;
    bool com_started;
} sapi_voice;

static void sapi_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    sapi_voice *s = (sapi_voice *)v;
    int n = MultiByteToWideChar(CP_UTF8, 0, text, -1, NULL, 0);
    if (n <= 0)
        return;
    WCHAR *wide = malloc((size_t)n * sizeof *wide);
    if (!wide)
        return;
    MultiByteToWideChar(CP_UTF8, 0, text, -1, wide, n);
    DWORD flags = SPF_ASYNC | SPF_IS_NOT_XML;
    if (mode == PLATFORM_SPEECH_INTERRUPT)
        flags |= SPF_PURGEBEFORESPEAK;
    ISpVoice_Speak(s->voice, wide, flags, NULL);
    free(wide);
}

static void sapi_stop(platform_speech *v)
{
    sapi_voice *s = (sapi_voice *)v;
    ISpVoice_Speak(s->voice, NULL, SPF_ASYNC | SPF_PURGEBEFORESPEAK, NULL);
}

static void sapi_rate(platform_speech *v, int p)
{
    sapi_voice *s = (sapi_voice *)v;
    ISpVoice_SetRate(s->voice, (long)(p / 5 - 10)); /* SAPI: -10..10, 0 the voice's own */
}

static void sapi_volume(platform_speech *v, int p)
{
    sapi_voice *s = (sapi_voice *)v;
    ISpVoice_SetVolume(s->voice, (USHORT)p);
}

/* SAPI's voice is the one chosen in Windows' settings: it reads any language
 * that voice knows, and choosing another by language is left to Windows. */
static void sapi_language(platform_speech *v, const char *code)
{
    (void)v;
    (void)code;
}

static void sapi_close(platform_speech *v)
{
    sapi_voice *s = (sapi_voice *)v;
    sapi_stop(v);
    ISpVoice_Release(s->voice);
    if (s->com_started)
        CoUninitialize();
    free(s);
}

static const platform_speech_ops SAPI_OPS = {sapi_say,      sapi_stop,  sapi_rate, sapi_volume,
                                             sapi_language, sapi_close, NULL};

platform_speech *platform_speech_sapi_open(char *why, size_t why_size)
{
    sapi_voice *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    HRESULT started = CoInitializeEx(NULL, COINIT_APARTMENTTHREADED);
    s->com_started = SUCCEEDED(started); /* S_FALSE too: balanced by CoUninitialize */
    void *voice = NULL;
    HRESULT made =
        CoCreateInstance(&SPEECH_CLSID_SPVOICE, NULL, CLSCTX_ALL, &SPEECH_IID_ISPVOICE, &voice);
    if (FAILED(made) || !voice) {
        snprintf(why, why_size, "SAPI has no voice (0x%08lx)", (unsigned long)made);
        if (s->com_started)
            CoUninitialize();
        free(s);
        return NULL;
    }
    s->voice = voice;
    s->base.ops = &SAPI_OPS;
    s->base.name = "SAPI";
    return &s->base;
}
