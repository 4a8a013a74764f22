/* The voice on Windows: the screen reader's own while one runs (Windows
 * says so through SPI_GETSCREENREADER, which Narrator, NVDA and JAWS set),
 * spoken through UI Automation notifications; SAPI otherwise. The choice
 * itself is speech_choice.c's, tested on every system. */
#include <windows.h>

#include "platform/speech_choice.h"
#include "platform/speech_windows.h"

static bool reader_running(void *ctx)
{
    (void)ctx;
    BOOL on = FALSE;
    return SystemParametersInfoW(SPI_GETSCREENREADER, 0, &on, 0) && on;
}

static platform_speech *open_reader(void *ctx, char *why, size_t why_size)
{
    (void)ctx;
    return platform_speech_uia_open(why, why_size);
}

static platform_speech *open_sapi(void *ctx, char *why, size_t why_size)
{
    (void)ctx;
    return platform_speech_sapi_open(why, why_size);
}

static const platform_speech_routes WINDOWS_ROUTES = {NULL, reader_running, open_reader, open_sapi};

platform_speech *platform_speech_open_system(char *why, size_t why_size)
{
    return platform_speech_choice_new(&WINDOWS_ROUTES, why, why_size);
}
