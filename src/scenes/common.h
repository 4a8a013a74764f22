/* Helpers shared by the menu-like scenes. */
#ifndef VILLAGE_SCENES_COMMON_H
#define VILLAGE_SCENES_COMMON_H

#include "app/app.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

/* The table picture with a parchment panel in the middle. */
void scene_backdrop(app *a, const SDL_FRect *panel);
/* Tracks hover and press on m; returns the id of a clicked, enabled item or -1. */
int scene_menu_event(app *a, const menu *m, const SDL_Event *e);
void scene_menu_draw(app *a, const menu *m);
/* The two halves of scene_menu_draw, for a scene that draws over its
 * buttons: the tooltip goes last so nothing covers it. */
void scene_menu_draw_items(app *a, const menu *m);
void scene_menu_draw_tip(app *a, const menu *m);
/* No button hovered or held: a scene's enter starts with it. */
void scene_menu_reset(app *a);
/* The current scene's buttons (its build_menu) given the event: the id of a
 * clicked button, escape_id for the Escape key (when >= 0), or -1. */
int scene_menu_clicked(app *a, const SDL_Event *e, int escape_id);

#endif
