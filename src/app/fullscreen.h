/* Fullscreen with and without a window manager (fullscreen.c). Below
 * app.c: it knows the window, not the app. */
#ifndef VILLAGE_APP_FULLSCREEN_H
#define VILLAGE_APP_FULLSCREEN_H

#include <SDL.h>
#include <stdbool.h>

/* Fullscreen done by the program where no window manager does it: the
 * window before it was made to cover the display. */
typedef struct window_cover {
    SDL_Rect windowed;
    bool covering_display;
} window_cover;

/* Makes the window fullscreen (on) or a window again. */
void app_fullscreen_set(SDL_Window *window, window_cover *cover, bool on);

#endif
