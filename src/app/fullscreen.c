/* Fullscreen with and without a window manager.
 *
 * SDL asks the window manager for fullscreen (_NET_WM_STATE on X11). With no
 * window manager (a bare X server, a kiosk) nobody answers, yet SDL believes
 * the window now covers the display: it draws a display-sized picture into
 * the unchanged window, offset and cut. There the window is made borderless
 * and moved over the display by the program itself. */
#include <stdio.h>

#include "app/fullscreen.h"

#if defined(VILLAGE_HAVE_X11)
#include <SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

/* Whether a running window manager can make windows fullscreen (EWMH). */
static bool window_manager_fullscreen(SDL_Window *w)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(w, &info) || info.subsystem != SDL_SYSWM_X11)
        return true; /* not X11: the platform's fullscreen works */
    Display *d = info.info.x11.display;
    Atom supported = XInternAtom(d, "_NET_SUPPORTED", True);
    Atom wanted = XInternAtom(d, "_NET_WM_STATE_FULLSCREEN", True);
    if (supported == None || wanted == None)
        return false;
    Atom type;
    int format;
    unsigned long count = 0, after;
    unsigned char *data = NULL;
    bool found = false;
    if (XGetWindowProperty(d, DefaultRootWindow(d), supported, 0, 4096, False, XA_ATOM, &type,
                           &format, &count, &after, &data) == Success &&
        type == XA_ATOM && data)
        for (unsigned long i = 0; i < count && !found; i++)
            found = ((Atom *)(void *)data)[i] == wanted;
    if (data)
        XFree(data);
    return found;
}
#else
static bool window_manager_fullscreen(SDL_Window *w)
{
    (void)w;
    return true;
}
#endif

/* Borderless over the whole display, and back to the remembered window. */
static void cover_display(SDL_Window *window, window_cover *cover, bool on)
{
    if (on) {
        SDL_GetWindowPosition(window, &cover->windowed.x, &cover->windowed.y);
        SDL_GetWindowSize(window, &cover->windowed.w, &cover->windowed.h);
        SDL_Rect display;
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(window), &display) != 0)
            return;
        SDL_SetWindowBordered(window, SDL_FALSE);
        SDL_SetWindowPosition(window, display.x, display.y);
        SDL_SetWindowSize(window, display.w, display.h);
        SDL_RaiseWindow(window);
    } else if (cover->windowed.w > 0) {
        SDL_SetWindowBordered(window, SDL_TRUE);
        SDL_SetWindowSize(window, cover->windowed.w, cover->windowed.h);
        SDL_SetWindowPosition(window, cover->windowed.x, cover->windowed.y);
    }
    cover->covering_display = on;
}

void app_fullscreen_set(SDL_Window *window, window_cover *cover, bool on)
{
    if (cover->covering_display || (on && !window_manager_fullscreen(window)))
        cover_display(window, cover, on);
    else if (SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0)
        fprintf(stderr, "village: fullscreen: %s\n", SDL_GetError());
}
