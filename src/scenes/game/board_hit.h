/* The board's geometry on the canvas (board_hit.c). */
#ifndef VILLAGE_SCENES_GAME_BOARD_HIT_H
#define VILLAGE_SCENES_GAME_BOARD_HIT_H

#include "scenes/game/choices.h"

/* board_hit.c: the board's geometry on the canvas for the position shown
 * ('shown': the animation's, game_ui.anim.shown) */
/* The board target of an enabled option of the chooser under the point, or TARGET_NONE. */
int board_hit(const gfx *canvas, const chooser *c, const village_state *shown, float x, float y);
/* The clickable box of a target on the board. */
bool board_target_rect(const gfx *canvas, const village_state *shown, int target, SDL_FRect *out);
/* How far the target's highlight ring reaches past board_target_rect. */
float board_ring_room(const village_state *shown, int target);
/* The board area under the point as a help key ("space.crafts", "bag.black", …);
 * false with an empty key where there is none (or a farmyard nobody plays). */
bool board_area_at(const gfx *canvas, const village_state *shown, float x, float y, char *key,
                   size_t size, int *player);
/* The smallest layout anchor under the point ("window.2", "city.A", "prestige.17", …). */
bool board_anchor_at(const gfx *canvas, float x, float y, char *name, size_t size);

#endif
