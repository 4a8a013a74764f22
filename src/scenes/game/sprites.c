/* The sprite names of pieces, shared by the board, the farmyards, the
 * animations and the choice buttons. */
#include <stdio.h>

#include "scenes/game/game_ui.h"

static const char *const CUBE_NAMES[VILLAGE_CUBE_COLOURS] = {"brown", "pink", "orange", "green",
                                                             "black"};

const char *cube_sprite(const app *a, int colour)
{
    static char names[2][VILLAGE_CUBE_COLOURS][32];
    int symbols = a->settings.cube_symbols ? 1 : 0;
    char *name = names[symbols][colour];
    if (!name[0])
        snprintf(name, 32, "cube.%s%s", CUBE_NAMES[colour], symbols ? ".symbol" : "");
    return name;
}

void member_sprite(const game_ui *g, int player, int member, bool lying, char *out, size_t size)
{
    snprintf(out, size, "member.%s.%d.%s",
             gfx_player_colour_key(session_colour(g->session, player)),
             village_member_generation(member), lying ? "lying" : "standing");
}
