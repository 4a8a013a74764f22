/* The text and panel size a window offers (ui_scale.c). Below app.c: it
 * knows a window and the setting, not the app. */
#ifndef VILLAGE_APP_UI_SCALE_H
#define VILLAGE_APP_UI_SCALE_H

#include <SDL.h>

/* The largest text and panel size (percent) offered for a window of this
 * many points. */
int app_ui_scale_limit(int window_w, int window_h);
/* The size in use in that window (NULL: the canvas's size) for a setting:
 * the setting within the window's limit. */
int app_ui_scale_for_window(SDL_Window *window, int setting);

#endif
