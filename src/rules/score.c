/* Final scoring (R-SCO-1 … R-SCO-5) and the ranking with its tie-breaks
 * (R-SCO-6). The breakdown can be asked for at any time as a projection. */
#include <string.h>

#include "internal.h"

static int popcount(uint32_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

void village_score_breakdown(const village_state *s, int player, village_score *out)
{
    const village_player *p = &s->players[player];
    memset(out, 0, sizeof *out);
    out->prestige = p->prestige;
    out->travel = BOARD.score_travel[popcount(p->cities)];
    int chronicled = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *mm = &p->members[m];
        if (mm->place == VILLAGE_COUNCIL_CHAMBER)
            out->council += BOARD.score_council[mm->spot];
        else if (mm->place == VILLAGE_CHURCH_WINDOW)
            out->church += BOARD.score_church[mm->spot];
        else if (mm->place == VILLAGE_CHRONICLE)
            chronicled++;
    }
    out->chronicle = BOARD.score_chronicle[chronicled];
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if ((p->customers >> t) & 1)
            out->customers += BOARD.customers[t].points;
    out->coins = p->coins;
    out->total = out->prestige + out->travel + out->council + out->church + out->chronicle +
                 out->customers + out->coins;
}

static int living_members(const village_player *p)
{
    int n = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        n += rules_is_living(p->members[m].place);
    return n;
}

/* Positive if a ranks before b. */
static int compare(const village_result *r, int a, int b)
{
    if (r->score[a].total != r->score[b].total)
        return r->score[a].total - r->score[b].total;
    if (r->customers_served[a] != r->customers_served[b])
        return r->customers_served[a] - r->customers_served[b];
    return r->living_members[a] - r->living_members[b];
}

void village_result_compute(const village_state *s, village_result *out)
{
    memset(out, 0, sizeof *out);
    for (int p = 0; p < s->num_players; p++) {
        village_score_breakdown(s, p, &out->score[p]);
        out->customers_served[p] = popcount(s->players[p].customers);
        out->living_members[p] = living_members(&s->players[p]);
    }
    for (int p = 0; p < s->num_players; p++) {
        out->rank[p] = 1;
        for (int q = 0; q < s->num_players; q++)
            if (compare(out, q, p) > 0)
                out->rank[p]++;
    }
}
