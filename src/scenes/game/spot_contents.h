/* Who stands on a crowded spot (spot_contents.c). */
#ifndef VILLAGE_SCENES_GAME_SPOT_CONTENTS_H
#define VILLAGE_SCENES_GAME_SPOT_CONTENTS_H

#include "scenes/game/game_ui.h"

/* spot_contents.c: who stands on the crowded spot under the point, for the
 * help tooltip; read from the position shown and the seats' names */
bool spot_contents(const part_view *v, const game_ui *g, float x, float y, char *out, size_t size);

#endif
