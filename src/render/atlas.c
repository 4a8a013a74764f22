/* Loading the sprite atlas and its index, and finding a sprite by name
 * (atlas.h). */
#include "render/atlas.h"

#include "render/png_header.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_sprites(const void *a, const void *b)
{
    return strcmp(((const sprite *)a)->name, ((const sprite *)b)->name);
}

static bool parse_index(atlas *a, FILE *f, char *err, size_t size)
{
    int capacity = 256;
    a->items = malloc(sizeof *a->items * (size_t)capacity);
    char line[256];
    int line_no = 0;
    while (a->items && fgets(line, sizeof line, f)) {
        line_no++;
        if (line[0] == '#' || line[0] == '\n' || line[0] == '\r')
            continue;
        if (a->count == capacity) {
            capacity *= 2;
            sprite *grown = realloc(a->items, sizeof *a->items * (size_t)capacity);
            if (!grown)
                break;
            a->items = grown;
        }
        sprite *s = &a->items[a->count];
        if (sscanf(line, "%47s %d %d %d %d", s->name, &s->src.x, &s->src.y, &s->src.w, &s->src.h) !=
            5) {
            snprintf(err, size, "atlas index line %d is not 'name x y w h'", line_no);
            return false;
        }
        s->w = (float)s->src.w / (float)a->density;
        s->h = (float)s->src.h / (float)a->density;
        a->count++;
    }
    if (!a->items) {
        snprintf(err, size, "out of memory reading the atlas index");
        return false;
    }
    qsort(a->items, (size_t)a->count, sizeof *a->items, compare_sprites);
    return true;
}

bool atlas_load(atlas *a, SDL_Renderer *r, const char *dir, int density, char *err, size_t size)
{
    memset(a, 0, sizeof *a);
    a->density = density;
    char path[1200];
    snprintf(path, sizeof path, "%s/atlas@%dx.txt", dir, density);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, size, "cannot open %s", path);
        return false;
    }
    bool ok = parse_index(a, f, err, size);
    fclose(f);
    if (!ok)
        return false;
    snprintf(path, sizeof path, "%s/atlas@%dx.png", dir, density);
    if (!png_header_acceptable(path, err, size))
        return false;
    a->texture = IMG_LoadTexture(r, path);
    if (!a->texture) {
        snprintf(err, size, "cannot load %s: %s", path, IMG_GetError());
        return false;
    }
    SDL_SetTextureBlendMode(a->texture, SDL_BLENDMODE_BLEND);
    return true;
}

void atlas_free(atlas *a)
{
    if (a->texture)
        SDL_DestroyTexture(a->texture);
    free(a->items);
    memset(a, 0, sizeof *a);
}

const sprite *atlas_find(const atlas *a, const char *name)
{
    int lo = 0, hi = a->count - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(name, a->items[mid].name);
        if (c == 0)
            return &a->items[mid];
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return NULL;
}
