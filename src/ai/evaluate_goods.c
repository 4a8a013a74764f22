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

/* The worth of the goods and grain in 'have' (taken apart on the way). */
static double items_value(const village_player *p, const ai_board_view *v, const ai_weights *w,
                          int have[AI_ITEMS])
{
    bool used[2 * VILLAGE_MARKET_SLOTS] = {false};
    unsigned held = items_held(have);
    double value = complete_sets(v, have, &held, used);
    value += partial_sets(v, have, held, used);
    value += spare_items(p, have, w);
    return value;
}

static void items_of(const village_player *p, int have[AI_ITEMS])
{
    for (int g = 0; g < VILLAGE_GOODS; g++)
        have[g] = p->goods[g];
    have[AI_ITEM_GRAIN] = p->grain;
}

double ai_goods_value(const village_player *p, const ai_board_view *v, const ai_weights *w)
{
    int have[AI_ITEMS];
    items_of(p, have);
    int total = 0;
    for (int k = 0; k < AI_ITEMS; k++)
        total += have[k];
    if (total == 0)
        return 0.0;
    return items_value(p, v, w, have);
}

/* The goods each building makes (R-CRA-4): the stables breed either beast. */
static const uint8_t building_goods[VILLAGE_BUILDINGS] = {
    [VILLAGE_WAINWRIGHT] = 1u << VILLAGE_WAGON,
    [VILLAGE_STABLES] = 1u << VILLAGE_HORSE | 1u << VILLAGE_OX,
    [VILLAGE_OFFICE] = 1u << VILLAGE_SCROLL,
    [VILLAGE_SMITHY] = 1u << VILLAGE_PLOUGH,
};

void ai_craft_gains(const village_player *p, const ai_board_view *v, const ai_weights *w,
                    uint32_t crafts, double now, double gain[VILLAGE_BUILDINGS][AI_CRAFT_GOODS])
{
    for (int b = 0; b < VILLAGE_BUILDINGS; b++) {
        for (int k = 0; k < AI_CRAFT_GOODS; k++)
            gain[b][k] = 0.0;
        if (!((crafts >> b) & 1u))
            continue;
        for (int g = 0; g < VILLAGE_GOODS; g++) {
            if (!((building_goods[b] >> g) & 1u))
                continue;
            for (int k = 0; k < AI_CRAFT_GOODS; k++) {
                int have[AI_ITEMS];
                items_of(p, have);
                have[g] += k + 1;
                double more = items_value(p, v, w, have) - now;
                if (more > gain[b][k])
                    gain[b][k] = more;
            }
        }
    }
}
