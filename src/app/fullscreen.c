/* Fullscreen with and without a window manager.
 *
 * SDL asks the window manager for fullscreen (_NET_WM_STATE on X11). With no
 * window manager (a bare X server, a kiosk) nobody answers, yet SDL believes
 * the window now covers the display: it draws a display-sized picture into
 * the unchanged window, offset and cut. There the window is made borderless
 * and moved over the display by the program itself. */
#include <stdio.h>

#include "app/app.h"

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
static void cover_display(app *a, bool on)
{
    if (on) {
        SDL_GetWindowPosition(a->window, &a->windowed.x, &a->windowed.y);
        SDL_GetWindowSize(a->window, &a->windowed.w, &a->windowed.h);
        SDL_Rect display;
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(a->window), &display) != 0)
            return;
        SDL_SetWindowBordered(a->window, SDL_FALSE);
        SDL_SetWindowPosition(a->window, display.x, display.y);
        SDL_SetWindowSize(a->window, display.w, display.h);
        SDL_RaiseWindow(a->window);
    } else if (a->windowed.w > 0) {
        SDL_SetWindowBordered(a->window, SDL_TRUE);
        SDL_SetWindowSize(a->window, a->windowed.w, a->windowed.h);
        SDL_SetWindowPosition(a->window, a->windowed.x, a->windowed.y);
    }
    a->covering_display = on;
}

void app_apply_fullscreen(app *a)
{
    bool on = a->settings.fullscreen;
    if (a->covering_display || (on && !window_manager_fullscreen(a->window)))
        cover_display(a, on);
    else if (SDL_SetWindowFullscreen(a->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0)
        fprintf(stderr, "village: fullscreen: %s\n", SDL_GetError());
    app_output_changed(a);
}

void app_toggle_fullscreen(app *a)
{
    a->settings.fullscreen = !a->settings.fullscreen;
    app_apply_fullscreen(a);
    app_save_settings(a);
}
