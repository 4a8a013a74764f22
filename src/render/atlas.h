/* The sprite atlas: one PNG plus an index of "name x y w h" lines. Sprites
 * are addressed by name; sizes are reported in logical canvas units. */
#ifndef VILLAGE_RENDER_ATLAS_H
#define VILLAGE_RENDER_ATLAS_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

enum { ATLAS_NAME_MAX = 48 };

typedef struct sprite {
    char name[ATLAS_NAME_MAX];
    SDL_Rect src; /* pixels in the atlas texture */
    float w, h;   /* logical size */
} sprite;

typedef struct atlas {
    SDL_Texture *texture;
    int density; /* 1 for @1x, 2 for @2x */
    sprite *items;
    int count;
} atlas;

/* Loads <dir>/atlas@<density>x.png and .txt. */
bool atlas_load(atlas *a, SDL_Renderer *r, const char *dir, int density, char *err, size_t size);
void atlas_free(atlas *a);
const sprite *atlas_find(const atlas *a, const char *name);

#endif
