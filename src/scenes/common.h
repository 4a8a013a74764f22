/* Helpers shared by the menu-like scenes. */
#ifndef VILLAGE_SCENES_COMMON_H
#define VILLAGE_SCENES_COMMON_H

#include "app/app.h"
#include "ui/widgets.h"

/* The table picture with a parchment panel in the middle. */
void scene_backdrop(app *a, const SDL_FRect *panel);
/* Tracks hover and press on m; returns the id of a clicked, enabled item or -1. */
int scene_menu_event(app *a, const menu *m, const SDL_Event *e);
void scene_menu_draw(app *a, const menu *m);

#endif
