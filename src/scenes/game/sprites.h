/* Sprites of cubes and members (sprites.c). */
#ifndef VILLAGE_SCENES_GAME_SPRITES_H
#define VILLAGE_SCENES_GAME_SPRITES_H

#include "scenes/game/part_view.h"

/* sprites.c: a cube's sprite follows the colour-blind setting, a member's its seat's colour */
const char *cube_sprite(const table_words *w, int colour);
void member_sprite(const session *s, int player, int member, bool lying, char *out, size_t size);

#endif
