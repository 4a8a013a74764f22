/* The text and panel size (Settings, Ctrl+plus, Ctrl+minus, Ctrl+0): the
 * interface's words and panels grow for small or high-density screens while
 * the board keeps its size. A window that already shows the 1920x1080 canvas
 * large is offered only the sizes that stay within reason there. */
#include "app/ui_scale.h"

#include "app/settings.h"
#include "render/gfx.h"

/* Text at most this many times its designed size, in window points (not
 * pixels: a high-density screen of the same points gets the same choice). */
static const float LARGEST_ENLARGEMENT = 1.6f;

int app_ui_scale_limit(int window_w, int window_h)
{
    float sx = (float)window_w / CANVAS_W, sy = (float)window_h / CANVAS_H;
    float canvas = sx < sy ? sx : sy;
    int limit = SETTINGS_UI_SCALES[0];
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++)
        if (canvas * (float)SETTINGS_UI_SCALES[i] / 100.0f <= LARGEST_ENLARGEMENT + 0.001f)
            limit = SETTINGS_UI_SCALES[i];
    return limit;
}

int app_ui_scale_for_window(SDL_Window *window, int setting)
{
    int w = CANVAS_W, h = CANVAS_H;
    if (window)
        SDL_GetWindowSize(window, &w, &h);
    int limit = app_ui_scale_limit(w, h);
    int chosen = settings_nearest_ui_scale(setting);
    return chosen < limit ? chosen : limit;
}

int app_ui_scale_for_arms_length(int panel_w, int panel_h)
{
    float sx = (float)panel_w / CANVAS_W, sy = (float)panel_h / CANVAS_H;
    float canvas = sx < sy ? sx : sy;
    int limit = app_ui_scale_limit(panel_w, panel_h);
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT && SETTINGS_UI_SCALES[i] <= limit; i++)
        if (SMALLEST_UI_TEXT * canvas * (float)SETTINGS_UI_SCALES[i] / 100.0f >=
            READABLE_TEXT_PIXELS - 0.01f)
            return SETTINGS_UI_SCALES[i];
    return limit;
}
