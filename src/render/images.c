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

static bool every_pixel_opaque(const SDL_Surface *s)
{
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * s->pitch);
        for (int x = 0; x < s->w; x++)
            if ((row[x] & 0xff000000u) != 0xff000000u)
                return false;
    }
    return true;
}

/* In the layers' format (gfx_layer_begin), and without blending when no
 * pixel is see-through: SDL's software renderer scales such a picture
 * straight into a layer, where a picture in another format or a blended one
 * goes through a temporary copy as large as the place it is drawn (8 MB for
 * the table at 1920x1080, at every redraw of a backdrop). What is drawn is
 * the same. */
static SDL_Texture *load_texture(SDL_Renderer *r, const char *path)
{
    SDL_Surface *read = IMG_Load(path); /* IMG_GetError is SDL_GetError */
    if (!read)
        return NULL;
    SDL_Surface *argb = SDL_ConvertSurfaceFormat(read, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(read);
    if (!argb)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, argb);
    if (t && SDL_MUSTLOCK(argb) == 0 && every_pixel_opaque(argb))
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    SDL_FreeSurface(argb);
    return t;
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
    img->texture = load_texture(r, path);
    if (!img->texture) {
        fprintf(stderr, "village: cannot load %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_QueryTexture(img->texture, NULL, NULL, &img->w, &img->h);
    return img;
}
