/* The window's first size: a 16:9 window that takes most of the screen, at a
 * scale of the 1920x1080 canvas in twelfths (3/4, 5/6, …) so the canvas maps
 * to whole pixels, rather than a fixed size that may not fit the screen. */
#include "app/window_size.h"
#include "render/gfx.h"

enum { TWELFTHS_MIN = 4, TWELFTHS_MAX = 24 }; /* 640x360 … 3840x2160 */

void app_default_window_size(int usable_w, int usable_h, int *w, int *h)
{
    /* Room for the window's frame and the desktop's panels around it. */
    float fit_w = 0.90f * (float)usable_w / CANVAS_W, fit_h = 0.85f * (float)usable_h / CANVAS_H;
    int twelfths = (int)((fit_w < fit_h ? fit_w : fit_h) * 12.0f);
    if (twelfths < TWELFTHS_MIN)
        twelfths = TWELFTHS_MIN;
    if (twelfths > TWELFTHS_MAX)
        twelfths = TWELFTHS_MAX;
    *w = CANVAS_W / 12 * twelfths;
    *h = CANVAS_H / 12 * twelfths;
}
