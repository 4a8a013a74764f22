/* @1x or @2x art: chosen by the window's pixel width, and switched while the
 * game runs when a resize (or fullscreen) crosses the threshold, so the board
 * stays sharp on a large screen and light on a small one. */
#include <stdio.h>
#include <string.h>

#include "app/art_density.h"

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

static const char *const PICTURES[] = {"table",           "board",         "farmyard.red",
                                       "farmyard.yellow", "farmyard.blue", "farmyard.white"};
enum { PICTURE_COUNT = sizeof PICTURES / sizeof PICTURES[0], TITLE_PICTURES = 1 };

/* The big pictures decode now rather than in the middle of a game frame. At
 * start only what the title shows: the rest while the title sits idle
 * (art_preload_next). */
static bool preload_pictures(SDL_Renderer *r, image_set *set, size_t count, char *err, size_t size)
{
    for (size_t i = 0; i < count; i++)
        if (!images_get(set, r, PICTURES[i])) {
            snprintf(err, size, "the picture %s@%dx.png", PICTURES[i], set->density);
            return false;
        }
    return true;
}

static bool loaded(const image_set *set, const char *name)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->items[i].name, name) == 0)
            return true;
    return false;
}

bool art_preload_next(gfx *g)
{
    for (size_t i = 0; i < PICTURE_COUNT; i++)
        if (!loaded(&g->images, PICTURES[i])) {
            images_get(&g->images, g->renderer, PICTURES[i]);
            return true;
        }
    return false;
}

bool art_load(gfx *g, const char *data_dir, int density, char *err, size_t size)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/gfx", data_dir);
    atlas fresh_atlas;
    image_set fresh_images;
    images_init(&fresh_images, dir, density);
    bool starting = g->atlas.texture == NULL;
    if (!atlas_load(&fresh_atlas, g->renderer, dir, density, err, size) ||
        !preload_pictures(g->renderer, &fresh_images, starting ? TITLE_PICTURES : PICTURE_COUNT,
                          err, size)) {
        atlas_free(&fresh_atlas);
        images_free(&fresh_images);
        return false;
    }
    /* Only now, with the whole new set loaded, the old one goes. */
    atlas_free(&g->atlas);
    images_free(&g->images);
    g->atlas = fresh_atlas;
    g->images = fresh_images;
    return true;
}
