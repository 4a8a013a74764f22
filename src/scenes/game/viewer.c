/* Whose hidden information the table shows: the only human's, or, at a hot
 * seat, the player to act while they peek at their own customers. */
#include "scenes/game/game_ui.h"

int viewer_seat(const game_ui *g)
{
    const session *s = g->session;
    if (session_human_count(s) == 1)
        for (int p = 0; p < session_record(s)->num_players; p++)
            if (session_is_human(s, p))
                return p;
    int actor = session_state(s)->actor;
    return g->peek_customers && session_is_human(s, actor) ? actor : -1;
}
