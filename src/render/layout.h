/* Anchors on the logical 1920x1080 canvas, read from layout.txt lines
 * "name x y w h" (assets/gfx/layout.txt, written by the art pipeline). */
#ifndef VILLAGE_RENDER_LAYOUT_H
#define VILLAGE_RENDER_LAYOUT_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "village/printf_format.h"

typedef struct layout_entry {
    char name[48];
    SDL_FRect rect;     /* where it is on the canvas in use */
    SDL_FRect designed; /* as layout.txt says, on 1920x1080 */
} layout_entry;

typedef struct layout {
    layout_entry *items;
    int count;
} layout;

/* layout.txt, a regular file of at most LAYOUT_MAX_BYTES (a FIFO or a
 * device is refused, never waited on); false with the reason in err. */
enum { LAYOUT_MAX_BYTES = 1 << 20 };
bool layout_load(layout *l, const char *path, char *err, size_t size);
/* The same from the file's text, without I/O. */
bool layout_from_text(layout *l, const char *text, char *err, size_t size);
void layout_free(layout *l);
/* The anchors for a canvas taller than designed (a 16:10 or 4:3 screen
 * filled, 1920 x height): the table covers it, and every anchor below the
 * board (the choices, the log, the scores) grows by the height added, so the
 * room goes to the panels that hold words. 'height' at or under the designed
 * 1080 puts every anchor back where layout.txt has it. */
void layout_fit_height(layout *l, float height);
/* The anchor, or NULL if the layout does not name it. */
const SDL_FRect *layout_find(const layout *l, const char *name);
/* printf-style convenience: layout_findf(l, "space.%s", "harvest"). */
const SDL_FRect *layout_findf(const layout *l, const char *fmt, ...) VILLAGE_PRINTF(2, 3);

#endif
