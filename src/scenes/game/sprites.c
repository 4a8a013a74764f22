/* The sprite names of pieces, shared by the board, the farmyards, the
 * animations and the choice buttons. */
#include <stdio.h>

#include "scenes/game/sprites.h"

const char *cube_sprite(const table_words *w, int colour)
{
    /* The one place that names cube sprites is gfx_cube_sprite; the setting is
     * read here, as the chooser builds its icons before a frame is drawn. */
    return gfx_cube_sprite_with(w->cube_symbols, colour);
}

void member_sprite(const session *s, int player, int member, bool lying, char *out, size_t size)
{
    snprintf(out, size, "member.%s.%d.%s", gfx_player_colour_key(session_colour(s, player)),
             village_member_generation(member), lying ? "lying" : "standing");
}
