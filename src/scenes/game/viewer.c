/* Who sits at the table: the people at this computer (in a network game,
 * not the other computers' players), whose hidden information it shows (the
 * only person's, or, at a hot seat, the player to act while they peek at
 * their own customers) and whose decisions Undo may take back. */
#include "scenes/game/viewer.h"

bool viewer_here(const game_ui *g, int seat)
{
    return table_play_seat_here(g->play, seat);
}

int viewer_people(const game_ui *g)
{
    int count = 0;
    for (int p = 0; p < session_record(g->session)->num_players; p++)
        count += viewer_here(g, p);
    return count;
}

bool viewer_to_decide(const game_ui *g)
{
    return table_play_decides_here(g->play);
}

int viewer_seat(const game_ui *g)
{
    const session *s = g->session;
    if (viewer_people(g) == 1)
        for (int p = 0; p < session_record(s)->num_players; p++)
            if (viewer_here(g, p))
                return p;
    int actor = session_state(s)->actor;
    return g->peek_customers && viewer_here(g, actor) ? actor : -1;
}

int viewer_undo_holder(const game_ui *g)
{
    if (session_human_count(g->session) < 2)
        return SESSION_ANY_HUMAN;
    return g->last_human >= 0 ? g->last_human : SESSION_NOBODY;
}
