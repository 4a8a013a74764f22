/* @1x or @2x art: chosen by the window's pixel width, and switched while the
 * game runs when a resize (or fullscreen) crosses the threshold, so the board
 * stays sharp on a large screen and light on a small one. */
#include <stdio.h>

#include "app/app.h"

enum { DENSITY_UP_ABOVE = 2400, DENSITY_DOWN_BELOW = 2200 };

int app_density_for_output(int width, int current)
{
    /* A gap between the two thresholds, so a window dragged around the
     * boundary does not reload the art at every step. */
    if (width > DENSITY_UP_ABOVE)
        return 2;
    if (width < DENSITY_DOWN_BELOW || current < 1)
        return 1;
    return current;
}

/* The big pictures decode now rather than in the middle of a game frame. */
static bool preload_pictures(app *a, image_set *set, char *err, size_t size)
{
    static const char *const pictures[] = {"table",           "board",         "farmyard.red",
                                           "farmyard.yellow", "farmyard.blue", "farmyard.white"};
    for (size_t i = 0; i < sizeof pictures / sizeof pictures[0]; i++)
        if (!images_get(set, a->gfx.renderer, pictures[i])) {
            snprintf(err, size, "the picture %s@%dx.png", pictures[i], set->density);
            return false;
        }
    return true;
}

bool app_load_art(app *a, int density, char *err, size_t size)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/gfx", a->data_dir);
    atlas fresh_atlas;
    image_set fresh_images;
    images_init(&fresh_images, dir, density);
    if (!atlas_load(&fresh_atlas, a->gfx.renderer, dir, density, err, size) ||
        !preload_pictures(a, &fresh_images, err, size)) {
        atlas_free(&fresh_atlas);
        images_free(&fresh_images);
        return false;
    }
    /* Only now, with the whole new set loaded, the old one goes. */
    atlas_free(&a->gfx.atlas);
    images_free(&a->gfx.images);
    a->gfx.atlas = fresh_atlas;
    a->gfx.images = fresh_images;
    app_forget_cached_pictures(a); /* cached pictures of the old art */
    return true;
}

void app_update_density(app *a)
{
    int w, h;
    if (SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h) != 0 || !a->gfx.atlas.texture)
        return;
    int density = app_density_for_output(w, a->gfx.atlas.density);
    if (density == a->gfx.atlas.density)
        return;
    char err[512];
    if (!app_load_art(a, density, err, sizeof err))
        fprintf(stderr, "village: keeping the @%dx art: %s\n", a->gfx.atlas.density, err);
}
