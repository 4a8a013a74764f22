/* Who sits at the table: whose hidden information it shows (the only
 * human's, or, at a hot seat, the player to act while they peek at their own
 * customers) and whose decisions Undo may take back. */
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

int viewer_undo_holder(const game_ui *g)
{
    if (session_human_count(g->session) < 2)
        return SESSION_ANY_HUMAN;
    return g->last_human >= 0 ? g->last_human : SESSION_NOBODY;
}
