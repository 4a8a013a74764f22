/* The window's first size for a screen (window_size.c). */
#ifndef VILLAGE_APP_WINDOW_SIZE_H
#define VILLAGE_APP_WINDOW_SIZE_H

/* The first window size for a screen's usable area. */
void app_default_window_size(int usable_w, int usable_h, int *w, int *h);

#endif
