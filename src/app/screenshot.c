/* F12's screenshot: the renderer's pixels written as a PNG with a fresh
 * dated name (screenshot.h). */
#include "app/screenshot.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/paths.h"

#define STB_IMAGE_WRITE_IMPLEMENTATION
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-prototypes"
#pragma GCC diagnostic ignored "-Wsign-compare"
#include <stb/stb_image_write.h>
#pragma GCC diagnostic pop

bool screenshot_save(SDL_Renderer *r, const char *path, char *err, size_t size)
{
    int w, h;
    if (SDL_GetRendererOutputSize(r, &w, &h) != 0) {
        snprintf(err, size, "%s", SDL_GetError());
        return false;
    }
    unsigned char *pixels = malloc((size_t)w * (size_t)h * 4);
    if (!pixels) {
        snprintf(err, size, "out of memory");
        return false;
    }
    /* Read the whole output (letterbox included), not the logical viewport. */
    int logical_w, logical_h;
    SDL_RenderGetLogicalSize(r, &logical_w, &logical_h);
    SDL_RenderSetLogicalSize(r, 0, 0);
    SDL_RenderSetViewport(r, NULL);
    bool ok = SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ABGR8888, pixels, w * 4) == 0;
    SDL_RenderSetLogicalSize(r, logical_w, logical_h);
    if (!ok)
        snprintf(err, size, "%s", SDL_GetError());
    else if (!stbi_write_png(path, w, h, 4, pixels, w * 4)) {
        snprintf(err, size, "cannot write %s", path);
        ok = false;
    }
    free(pixels);
    return ok;
}

void screenshot_name(const char *dir, char *out, size_t size)
{
    time_t now = time(NULL);
    struct tm tm_now;
    localtime_r(&now, &tm_now);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm_now);
    snprintf(out, size, "%sscreenshot-%s.png", dir, stamp);
    for (int n = 2; paths_file_exists(out) && n < 100; n++)
        snprintf(out, size, "%sscreenshot-%s-%d.png", dir, stamp, n);
}
