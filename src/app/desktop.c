/* Desktop integration that must happen before SDL starts (see desktop.h). */
#include "app/desktop.h"

#include <SDL.h>

void desktop_prepare_sdl(void)
{
    /* SDL names the window class after the executable ("village"), which
     * matches no menu entry: use the desktop id (overwrite = 0 keeps a
     * player's own choice). */
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", VILLAGE_APP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", VILLAGE_APP_ID, 0);
    /* Windows: the manifest declares per-monitor v2 DPI awareness; with DPI
     * scaling SDL reports window sizes in points and the drawable in pixels,
     * as on macOS, so scaled displays get the @2x art instead of a stretched
     * window. Only SDL's Windows video driver reads these two hints, so they
     * are set everywhere and the app keeps no OS conditional. */
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
}
