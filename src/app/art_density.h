/* @1x or @2x art (art_density.c): which density an output wants, and
 * loading a whole set of art into the canvas. Below app.c: it knows the
 * canvas, not the app. */
#ifndef VILLAGE_APP_ART_DENSITY_H
#define VILLAGE_APP_ART_DENSITY_H

#include <stdbool.h>
#include <stddef.h>

#include "render/gfx.h"

/* @2x art above 2400 output pixels wide, @1x below 2200, unchanged between
 * (current 0: none loaded yet). */
int app_density_for_output(int width, int current);
/* Loads the atlas and, at start, the title's big pictures (later all of
 * them) from data_dir/gfx at a density; on failure the art in use is kept
 * and err says what is missing. */
bool art_load(gfx *g, const char *data_dir, int density, char *err, size_t size);
/* Loads one more of the big pictures the title did not need; false when all
 * are loaded. The loop calls it while idle, so a game starts without a wait. */
bool art_preload_next(gfx *g);

#endif
