/* The text and panel size (Settings, Ctrl+plus, Ctrl+minus, Ctrl+0): the
 * interface's words and panels grow for small or high-density screens while
 * the board keeps its size. A window that already shows the 1920x1080 canvas
 * large is offered only the sizes that stay within reason there. */
#include <stdio.h>

#include "app/app.h"

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

int app_ui_scale_in_use(const app *a)
{
    int w = CANVAS_W, h = CANVAS_H;
    if (a->window)
        SDL_GetWindowSize(a->window, &w, &h);
    int limit = app_ui_scale_limit(w, h);
    int chosen = settings_nearest_ui_scale(a->settings.ui_scale);
    return chosen < limit ? chosen : limit;
}

void app_apply_ui_scale(app *a)
{
    a->gfx.ui_scale = (float)app_ui_scale_in_use(a) / 100.0f;
}

bool app_set_ui_scale(app *a, int percent)
{
    int w = CANVAS_W, h = CANVAS_H;
    if (a->window)
        SDL_GetWindowSize(a->window, &w, &h);
    percent = settings_nearest_ui_scale(percent);
    if (percent > app_ui_scale_limit(w, h))
        return false;
    a->settings.ui_scale = percent;
    app_apply_ui_scale(a);
    app_save_settings(a);
    return true;
}

void app_step_ui_scale(app *a, int direction)
{
    int now = app_ui_scale_in_use(a), next = SETTINGS_UI_SCALES[0];
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++) {
        if (SETTINGS_UI_SCALES[i] != now)
            continue;
        int j = direction > 0 ? i + 1 : i - 1;
        next = SETTINGS_UI_SCALES[j < 0 ? 0 : j >= SETTINGS_UI_SCALE_COUNT ? i : j];
    }
    if (direction == 0)
        next = SETTINGS_UI_SCALES[0];
    char number[16], text[160];
    if (app_set_ui_scale(a, next)) {
        snprintf(number, sizeof number, "%d", next);
        app_set_status(a, TRF(&a->i18n, text, "status.ui_scale", number));
    } else {
        snprintf(number, sizeof number, "%d", now);
        app_set_status(a, TRF(&a->i18n, text, "status.ui_scale_largest", number));
    }
}
