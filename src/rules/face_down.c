/* What one player can tell about the points of another's served customers,
 * which lie face down (R-MKT-2, R-SCO-5): how many tiles there are is
 * public, and so are the tiles in the stalls, the waiting line and the
 * player's own; each face-down tile is one of the rest. Only that public
 * view is read: never the pile's order nor which tiles anyone else holds. */
#include "internal.h"

/* Above the points of all 24 tiles together (117): the sums a set can reach. */
enum { MAX_SUM = 128 };

/* The tiles 'viewer' cannot place: all but those in view and their own. */
static int unseen_points(const village_state *s, int viewer, int points[VILLAGE_CUSTOMERS])
{
    bool seen[VILLAGE_CUSTOMERS] = {false};
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        if (s->stalls[i] < VILLAGE_CUSTOMERS)
            seen[s->stalls[i]] = true;
        if (s->waiting[i] < VILLAGE_CUSTOMERS)
            seen[s->waiting[i]] = true;
    }
    int n = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (!seen[t] && !(viewer >= 0 && s->players[viewer].customers >> t & 1))
            points[n++] = BOARD.customers[t].points;
    return n;
}

static int own_points(const village_player *pl)
{
    int sum = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (pl->customers >> t & 1)
            sum += BOARD.customers[t].points;
    return sum;
}

void village_face_down_range(const village_state *s, int viewer, int player,
                             village_points_range *out)
{
    const village_player *pl = &s->players[player];
    int k = __builtin_popcount(pl->customers);
    *out = (village_points_range){.count = k};
    if (viewer == player || k == 0) {
        out->low = out->high = out->likely_low = out->likely_high = own_points(pl);
        return;
    }
    int points[VILLAGE_CUSTOMERS];
    int n = unseen_points(s, viewer, points);
    if (k > n)
        k = n; /* not in a consistent state; never claim more tiles than unseen */
    /* ways[j][v]: how many j-tile sets of the unseen tiles are worth v in all. */
    double ways[VILLAGE_CUSTOMERS + 1][MAX_SUM]; /* 25 kB: on the stack, no allocation */
    for (int j = 0; j <= k; j++)
        for (int v = 0; v < MAX_SUM; v++)
            ways[j][v] = 0;
    ways[0][0] = 1;
    for (int i = 0; i < n; i++)
        for (int j = (i + 1 < k ? i + 1 : k); j >= 1; j--)
            for (int v = MAX_SUM - 1 - points[i]; v >= 0; v--)
                ways[j][v + points[i]] += ways[j - 1][v];
    double total = 0;
    for (int v = 0; v < MAX_SUM; v++)
        total += ways[k][v];
    /* The middle 80% as if the face-down tiles were any k of the unseen,
     * all sets alike: a tenth of the sets lie below, a tenth above. */
    double below = 0;
    out->low = out->likely_low = out->likely_high = -1;
    for (int v = 0; v < MAX_SUM; v++) {
        if (ways[k][v] <= 0)
            continue;
        if (out->low < 0)
            out->low = v;
        out->high = v;
        below += ways[k][v];
        if (out->likely_low < 0 && below >= 0.1 * total)
            out->likely_low = v;
        if (out->likely_high < 0 && below >= 0.9 * total)
            out->likely_high = v;
    }
}
