/* Goods and grain are worth what the customers in sight will pay for them
 * (R-SCO-5): all of a customer's wishes held is most of its points, part of
 * them a share, and what nobody asks for keeps a small value. */
#include "evaluate_internal.h"

enum { ITEM_GRAIN = VILLAGE_GOODS, ITEMS };

static const int item_points[ITEMS] = {
    [VILLAGE_SCROLL] = 2, [VILLAGE_HORSE] = 3, [VILLAGE_OX] = 3,
    [VILLAGE_PLOUGH] = 3, [VILLAGE_WAGON] = 2, [ITEM_GRAIN] = 1,
};

static void wishes_of(int tile, int need[ITEMS])
{
    const village_customer *c = &village_board_data.customers[tile];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        need[g] = c->goods[g];
    need[ITEM_GRAIN] = c->grain;
}

static bool holds_all(const int have[ITEMS], const int need[ITEMS])
{
    for (int k = 0; k < ITEMS; k++)
        if (have[k] < need[k])
            return false;
    return true;
}

/* Customers whose every wish is held, best first; their items are set aside. */
static double complete_sets(const ai_board_view *v, int have[ITEMS], bool used[],
                            const ai_weights *w)
{
    double value = 0;
    for (int i = 0; i < v->customer_count; i++) {
        int need[ITEMS];
        wishes_of(v->customers[i], need);
        if (!holds_all(have, need))
            continue;
        for (int k = 0; k < ITEMS; k++)
            have[k] -= need[k];
        used[i] = true;
        const village_customer *c = &village_board_data.customers[v->customers[i]];
        double share = v->customer_weight[i] >= 1.0 ? w->stall_complete : w->waiting_complete;
        value += c->points * v->customer_weight[i] * share;
    }
    return value;
}

static double partial_sets(const ai_board_view *v, int have[ITEMS], const bool used[],
                           const ai_weights *w)
{
    double value = 0;
    for (int i = 0; i < v->customer_count; i++) {
        if (used[i])
            continue;
        int need[ITEMS], held = 0, wanted = 0;
        wishes_of(v->customers[i], need);
        for (int k = 0; k < ITEMS; k++) {
            int match = have[k] < need[k] ? have[k] : need[k];
            held += match * item_points[k];
            wanted += need[k] * item_points[k];
            have[k] -= match;
        }
        if (held == 0)
            continue;
        double fraction = (double)held / wanted;
        const village_customer *c = &village_board_data.customers[v->customers[i]];
        value += c->points * v->customer_weight[i] * w->partial * fraction * fraction;
    }
    return value;
}

static bool can_still_travel(const village_player *p)
{
    int marked = 0;
    for (int c = 0; c < VILLAGE_CITIES; c++)
        marked += (p->cities >> c) & 1;
    return marked < VILLAGE_CITY_MARKERS;
}

static double spare_items(const village_player *p, const int have[ITEMS], const ai_weights *w)
{
    double value = 0;
    for (int g = 0; g < VILLAGE_GOODS; g++)
        value += have[g] * item_points[g] * w->spare_good;
    /* Wagons also pay for trips; that use does not compete with customers
     * already matched, only with the spare value. */
    if (can_still_travel(p)) {
        int wagons = have[VILLAGE_WAGON] < 2 ? have[VILLAGE_WAGON] : 2;
        value += wagons * (w->wagon_travel - item_points[VILLAGE_WAGON] * w->spare_good);
    }
    value += have[ITEM_GRAIN] * w->spare_grain;
    return value;
}

double ai_goods_worth(const village_state *s, const ai_board_view *v, int player,
                      const ai_weights *w)
{
    const village_player *p = &s->players[player];
    int have[ITEMS];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        have[g] = p->goods[g];
    have[ITEM_GRAIN] = p->grain;
    bool used[2 * VILLAGE_MARKET_SLOTS] = {false};
    double value = complete_sets(v, have, used, w);
    value += partial_sets(v, have, used, w);
    value += spare_items(p, have, w);
    return value * v->horizon;
}
