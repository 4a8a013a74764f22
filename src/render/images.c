/* The large pictures outside the atlas, loaded on first use and kept
 * (images.h). */
#include "render/images.h"

#include "render/png_header.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

void images_init(image_set *set, const char *dir, int density)
{
    memset(set, 0, sizeof *set);
    snprintf(set->dir, sizeof set->dir, "%s", dir);
    set->density = density;
}

void images_free(image_set *set)
{
    for (int i = 0; i < set->count; i++)
        if (set->items[i].texture)
            SDL_DestroyTexture(set->items[i].texture);
    set->count = 0;
}

static void image_path(const image_set *set, const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s/%s@%dx.png", set->dir, name, set->density);
}

bool images_exists(const image_set *set, const char *name)
{
    char path[1200];
    image_path(set, name, path, sizeof path);
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    if (f)
        SDL_RWclose(f);
    return f != NULL;
}

const image *images_get_optional(image_set *set, SDL_Renderer *r, const char *name)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->items[i].name, name) == 0)
            return set->items[i].texture ? &set->items[i] : NULL;
    if (images_exists(set, name) || set->count == IMAGES_MAX)
        return images_get(set, r, name);
    image *miss = &set->items[set->count++];
    memset(miss, 0, sizeof *miss);
    snprintf(miss->name, sizeof miss->name, "%s", name);
    return NULL;
}

const image *images_get(image_set *set, SDL_Renderer *r, const char *name)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->items[i].name, name) == 0)
            return set->items[i].texture ? &set->items[i] : NULL;
    if (set->count == IMAGES_MAX)
        return NULL;
    image *img = &set->items[set->count++];
    snprintf(img->name, sizeof img->name, "%s", name);
    char path[1200];
    image_path(set, name, path, sizeof path);
    char why[1400];
    if (!png_header_acceptable(path, why, sizeof why)) {
        fprintf(stderr, "village: %s\n", why);
        img->texture = NULL;
        return NULL;
    }
    img->texture = IMG_LoadTexture(r, path);
    if (!img->texture) {
        fprintf(stderr, "village: cannot load %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_QueryTexture(img->texture, NULL, NULL, &img->w, &img->h);
    return img;
}
