/* Screenshots: what the window shows, saved as a PNG in a folder. */
#ifndef VILLAGE_APP_SCREENSHOT_H
#define VILLAGE_APP_SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

/* Saves what the renderer shows as a PNG at 'path'. */
bool screenshot_save(SDL_Renderer *r, const char *path, char *err, size_t size);
/* A fresh name in 'dir': screenshot-YYYYMMDD-HHMMSS[-n].png */
void screenshot_name(const char *dir, char *out, size_t size);

#endif
