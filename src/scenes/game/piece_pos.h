/* Centres of pieces in the logical canvas (piece_pos.c). */
#ifndef VILLAGE_SCENES_GAME_PIECE_POS_H
#define VILLAGE_SCENES_GAME_PIECE_POS_H

#include "scenes/game/part_view.h"

/* piece_pos.c: centres of pieces in the logical canvas */
bool pos_space_cube(const gfx *canvas, const village_state *s, int space, int colour, int nth,
                    float *x, float *y);
void pos_farmyard_cubes(const gfx *canvas, int player, int colour, float *x, float *y);
void pos_farmyard_item(const gfx *canvas, int player, const char *area, float *x, float *y);
void pos_farmyard_good(const gfx *canvas, int player, int good, float *x, float *y);
/* A member's centre, with the scale it is drawn at (smaller in a crowded window or city). */
bool pos_member_scaled(const gfx *canvas, const village_state *s, int player, int member, float *x,
                       float *y, float *scale);
/* How far a ring (a choice's highlight, the recap's mark) may reach past the
 * member's sprite: in a crowded window or city a neighbour's generation
 * number is a few pixels away, so its ring hugs the sprite. */
float pos_member_ring_room(const village_state *s, int player, int member);
void pos_prestige(const gfx *canvas, int value, int player, int num_players, float *x, float *y);
float pos_prestige_scale(int num_players);
/* The score marker sprite's size, drawn at pos_prestige_scale. */
enum { PRESTIGE_MARKER_SIZE = 26 };
void pos_lifetime(const gfx *canvas, int player, float space, float *x, float *y);
void pos_city_marker(const gfx *canvas, int city, int player, float *x, float *y);
void pos_rect_centre(const SDL_FRect *r, float *x, float *y);
int pos_farmyard_slot(int player); /* layout row of a player's farmyard */

#endif
