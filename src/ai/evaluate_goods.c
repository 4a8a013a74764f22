/* Goods and grain are worth what they can still become: what the customers
 * in sight will pay for them (R-SCO-5: all of a customer's wishes held is
 * most of its points, part of them a share), a trip for a wagon (R-TRV-1),
 * a council payment for a scroll (R-CNC-1), a better harvest for a plough
 * and an ox or horse (R-HAR-1), or a customer still to come. A good past
 * all of those is worth next to nothing: goods score no points. */
#include "evaluate_internal.h"

static unsigned items_held(const int have[AI_ITEMS])
{
    unsigned held = 0;
    for (int k = 0; k < AI_ITEMS; k++)
        held |= (have[k] > 0 ? 1u : 0u) << k;
    return held;
}

/* Enough of every item the wish names; 'held' (items_held) rules out most
 * customers with one test. */
static bool holds_all(const int have[AI_ITEMS], unsigned held, const ai_wish *wish)
{
    if (wish->items & ~held)
        return false;
    for (int k = 0; k < AI_ITEMS; k++)
        if (have[k] < wish->need[k])
            return false;
    return true;
}

/* Customers whose every wish is held, best first; their items are set aside. */
static double complete_sets(const ai_board_view *v, int have[AI_ITEMS], unsigned *held, bool used[])
{
    double value = 0;
    for (int i = 0; i < v->wish_count; i++) {
        const ai_wish *wish = &v->wishes[i];
        if (!holds_all(have, *held, wish))
            continue;
        for (int k = 0; k < AI_ITEMS; k++)
            have[k] -= wish->need[k];
        *held = items_held(have);
        used[i] = true;
        value += wish->complete;
    }
    return value;
}

static double partial_sets(const ai_board_view *v, int have[AI_ITEMS], unsigned held,
                           const bool used[])
{
    double value = 0;
    for (int i = 0; i < v->wish_count && held; i++) {
        const ai_wish *wish = &v->wishes[i];
        if (used[i] || !(wish->items & held))
            continue;
        int points = 0;
        for (int k = 0; k < AI_ITEMS; k++) {
            int match = have[k] < wish->need[k] ? have[k] : wish->need[k];
            points += match * ai_item_points[k];
            have[k] -= match;
        }
        held = items_held(have);
        double fraction = (double)points / wish->wanted;
        value += wish->partial * fraction * fraction;
    }
    return value;
}

static bool can_still_travel(const village_player *p)
{
    return ai_bits_set(p->cities) < VILLAGE_CITY_MARKERS;
}

/* How many of each good, beyond the customers in sight, still have a use:
 * scrolls pay for council steps (two a member may still take soon); one
 * plough with one ox or horse raises every harvest; one of each kind may
 * suit a customer from the pile; wagons pay for trips (spare_items). */
static const int useful_spares[VILLAGE_GOODS] = {
    [VILLAGE_SCROLL] = 2, [VILLAGE_HORSE] = 1, [VILLAGE_OX] = 1,
    [VILLAGE_PLOUGH] = 1, [VILLAGE_WAGON] = 1,
};

static double spare_goods(int g, int count, const ai_weights *w)
{
    int useful = count < useful_spares[g] ? count : useful_spares[g];
    return ai_item_points[g] * (useful * w->spare_good + (count - useful) * w->spare_surplus);
}

static double spare_items(const village_player *p, const int have[AI_ITEMS], const ai_weights *w)
{
    double value = 0;
    /* Wagons for the next trips are worth a trip's share; that use does not
     * compete with customers already matched, only with the spare value. */
    int trip_wagons = 0;
    if (can_still_travel(p))
        trip_wagons = have[VILLAGE_WAGON] < 2 ? have[VILLAGE_WAGON] : 2;
    for (int g = 0; g < VILLAGE_GOODS; g++)
        value += spare_goods(g, have[g] - (g == VILLAGE_WAGON ? trip_wagons : 0), w);
    value += trip_wagons * w->wagon_travel;
    value += have[AI_ITEM_GRAIN] * w->spare_grain;
    return value;
}

double ai_goods_value(const village_player *p, const ai_board_view *v, const ai_weights *w)
{
    int have[AI_ITEMS];
    int total = p->grain;
    for (int g = 0; g < VILLAGE_GOODS; g++) {
        have[g] = p->goods[g];
        total += p->goods[g];
    }
    have[AI_ITEM_GRAIN] = p->grain;
    if (total == 0)
        return 0.0;
    bool used[2 * VILLAGE_MARKET_SLOTS] = {false};
    unsigned held = items_held(have);
    double value = complete_sets(v, have, &held, used);
    value += partial_sets(v, have, held, used);
    value += spare_items(p, have, w);
    return value;
}
