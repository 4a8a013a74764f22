/* Desktop integration that must happen before SDL starts (see platform.h). */
#include "app/platform.h"

#include <SDL.h>
#include <stdio.h>

#ifdef _WIN32
#include <windows.h>
#endif

void platform_prepare_sdl(void)
{
    /* SDL names the window class after the executable ("village"), which
     * matches no menu entry: use the desktop id (overwrite = 0 keeps a
     * player's own choice). */
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", VILLAGE_APP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", VILLAGE_APP_ID, 0);
#ifdef _WIN32
    /* The manifest declares per-monitor v2 DPI awareness; with DPI scaling SDL
     * reports window sizes in points and the drawable in pixels, as on macOS,
     * so scaled displays get the @2x art instead of a stretched window. */
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
#endif
}

#ifdef _WIN32
static int handle_is_open(DWORD which)
{
    HANDLE h = GetStdHandle(which);
    return h != NULL && h != INVALID_HANDLE_VALUE && GetFileType(h) != FILE_TYPE_UNKNOWN;
}
#endif

void platform_attach_parent_console(void)
{
#ifdef _WIN32
    if (handle_is_open(STD_OUTPUT_HANDLE) || handle_is_open(STD_ERROR_HANDLE))
        return;
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return;
    if (!freopen("CONOUT$", "w", stdout) || !freopen("CONOUT$", "w", stderr))
        return;
    /* The prompt was already printed: start on a line of our own. */
    fputc('\n', stdout);
#endif
}
