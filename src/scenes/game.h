/* The game in progress: start, continue, and leave. The game scene is the
 * only part of the front end that talks to the rules core. */
#ifndef VILLAGE_SCENES_GAME_H
#define VILLAGE_SCENES_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"

bool game_start_new(app *a, const table_config *t, char *err, size_t size);
/* Loads the autosave into a->game. */
bool game_continue(app *a, char *err, size_t size);
bool game_autosave_exists(const app *a);
void game_close(app *a);
/* Drops the cached board pictures (they are redrawn on the next frame). */
void game_forget_layers(app *a);
/* The language changed: the log and the choices are told again in it. */
void game_language_changed(app *a);

#endif
