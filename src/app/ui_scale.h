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
/* The Steam Deck's first start (issue 31): the smallest size at which the
 * interface's smallest text (the log's, SMALLEST_UI_TEXT canvas units) lands
 * at least READABLE_TEXT_PIXELS tall on a w x h panel, for reading at arm's
 * length; the largest offered when none does. */
enum { SMALLEST_UI_TEXT = 14, READABLE_TEXT_PIXELS = 14 };
int app_ui_scale_for_arms_length(int panel_w, int panel_h);

#endif
