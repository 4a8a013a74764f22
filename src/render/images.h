/* Large pictures kept out of the atlas (board, farmyards, backgrounds),
 * loaded on first use from <dir>/<name>@<density>x.png. */
#ifndef VILLAGE_RENDER_IMAGES_H
#define VILLAGE_RENDER_IMAGES_H

#include <SDL.h>
#include <stdbool.h>

enum { IMAGES_MAX = 32 };

typedef struct image {
    char name[48];
    SDL_Texture *texture; /* NULL when loading failed (reported once) */
    int w, h;             /* pixels */
} image;

typedef struct image_set {
    char dir[1024];
    int density;
    image items[IMAGES_MAX];
    int count;
} image_set;

void images_init(image_set *set, const char *dir, int density);
void images_free(image_set *set);
/* The picture, loading it if needed; NULL (and a message on stderr) if missing. */
const image *images_get(image_set *set, SDL_Renderer *r, const char *name);
bool images_exists(const image_set *set, const char *name);
/* The picture if its file exists (a miss is remembered, and not reported). */
const image *images_get_optional(image_set *set, SDL_Renderer *r, const char *name);

#endif
