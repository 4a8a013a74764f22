/* The score after every round, from a replay of the record: a round ends in
 * the move whose events start the next one, and the game in its last move. */
#include "scenes/score_history.h"

#include <string.h>

static void add_point(score_history *h, const village_state *s)
{
    if (h->points == HISTORY_POINTS_MAX) /* a very long game: the last point moves on */
        h->points--;
    for (int p = 0; p < h->players; p++) {
        village_score sc;
        village_score_breakdown(s, p, &sc);
        h->totals[h->points][p] = sc.total;
        h->best = sc.total > h->best ? sc.total : h->best;
    }
    h->points++;
}

static bool on_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                    const village_events *ev, const village_state *after)
{
    (void)index, (void)before, (void)m;
    for (int i = 0; i < ev->count; i++)
        if (ev->items[i].kind == VILLAGE_EV_ROUND_STARTED && after->round > 1) {
            add_point(ctx, after);
            break;
        }
    return true;
}

bool score_history_compute(const village_record *r, score_history *out)
{
    memset(out, 0, sizeof *out);
    out->players = r->num_players;
    out->best = 1;
    village_state start, end;
    if (!village_record_replay(r, 0, NULL, NULL, &start))
        return false;
    add_point(out, &start);
    if (!village_record_replay(r, r->move_count, on_move, out, &end)) {
        memset(out, 0, sizeof *out);
        return false;
    }
    if (r->move_count > 0)
        add_point(out, &end);
    return true;
}
