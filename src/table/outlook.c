/* What a move would do to the person who makes it, asked of the rules by
 * playing it on a copy: whether it spends anything (then only the person's
 * own click may play it), and whether what it pays for would do nothing. */
#include <string.h>

#include "table/table.h"

static bool spent(const village_event *e)
{
    switch (e->kind) {
    case VILLAGE_EV_TIME_SPENT:
    case VILLAGE_EV_CUBES_PAID:
        return e->amount > 0;
    case VILLAGE_EV_COINS_CHANGED:
    case VILLAGE_EV_GRAIN_CHANGED:
    case VILLAGE_EV_GOOD_CHANGED:
        return e->amount < 0;
    default:
        return false;
    }
}

bool table_move_spends(const village_state *s, const village_move *m)
{
    village_state copy = *s;
    village_events ev;
    if (!village_apply(&copy, m, &ev))
        return false;
    if (ev.overflowed)
        return true; /* cannot tell: ask */
    for (int i = 0; i < ev.count; i++)
        if (ev.items[i].player == s->actor && spent(&ev.items[i]))
            return true;
    return false;
}

/* After a cube, the well or a free final action: the action it leads to,
 * when it offers the mover nothing but to skip it. A market day (R-MKT-1)
 * where the mover can serve nobody passes them by, or ends at once when
 * nobody can serve. */
static table_warning idle_action(const village_state *s, const village_move *m)
{
    village_state after = *s;
    if (!village_apply(&after, m, NULL))
        return TABLE_WARN_NONE;
    bool yours = after.actor == s->actor;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = yours ? village_legal_moves(&after, moves) : 0;
    if (m->where == VILLAGE_MARKET)
        return yours && after.phase == VILLAGE_PHASE_MARKET && n > 1 ? TABLE_WARN_NONE
                                                                     : TABLE_WARN_NO_SALE;
    if (yours && after.phase == VILLAGE_PHASE_ACTION && n == 1 &&
        moves[0].kind == VILLAGE_MOVE_SKIP)
        return TABLE_WARN_ACTION_IDLE;
    return TABLE_WARN_NONE;
}

/* R-TRV-3: a trip places a marker (and gives the city's reward) only on a
 * city not yet marked, while markers are left. */
static table_warning idle_trip(const village_state *s, const village_move *m)
{
    village_state after = *s;
    village_events ev;
    if (!village_apply(&after, m, &ev))
        return TABLE_WARN_NONE;
    for (int i = 0; i < ev.count; i++)
        if (ev.items[i].kind == VILLAGE_EV_MARKER_PLACED && ev.items[i].player == s->actor)
            return TABLE_WARN_NONE;
    return (s->players[s->actor].cities >> m->where) & 1 ? TABLE_WARN_CITY_MARKED
                                                         : TABLE_WARN_NO_MARKER;
}

/* The death that fills the last place (or any move that brings the end):
 * said before it is made, whatever else it does. */
static bool ends_game(const village_state *s, const village_move *m)
{
    village_state after = *s;
    village_events ev;
    if (!village_apply(&after, m, &ev))
        return false;
    for (int i = 0; i < ev.count; i++)
        if (ev.items[i].kind == VILLAGE_EV_END_TRIGGERED)
            return true;
    return false;
}

table_warning table_move_warning(const village_state *s, const village_move *m)
{
    if (ends_game(s, m))
        return TABLE_WARN_ENDS_GAME;
    switch (m->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
    case VILLAGE_MOVE_WELL:
    case VILLAGE_MOVE_FREE_ACTION:
        return idle_action(s, m);
    case VILLAGE_MOVE_TRAVEL:
        return idle_trip(s, m);
    default:
        return TABLE_WARN_NONE;
    }
}
