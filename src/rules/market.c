/* Market day (R-MKT-1 … R-MKT-4); deaths during it are immediate (R-TIM-2). */
#include "internal.h"

static bool stalls_empty(const village_state *s)
{
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        if (s->stalls[i] != VILLAGE_NO_CUSTOMER)
            return false;
    return true;
}

static bool can_serve_any(const village_state *s, int player)
{
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        if (rules_can_serve_stall(s, player, i))
            return true;
    return false;
}

/* R-MKT-4: stalls in use fill from the line in order, the line moves up,
 * then refills from the pile. */
static void refill(village_state *s, village_events *ev)
{
    uint8_t in_use = BOARD.setup[s->num_players].stalls_in_use;
    for (int st = 0; st < VILLAGE_MARKET_SLOTS; st++) {
        if (!((in_use >> st) & 1) || s->stalls[st] != VILLAGE_NO_CUSTOMER)
            continue;
        for (int w = 0; w < VILLAGE_MARKET_SLOTS; w++) {
            if (s->waiting[w] == VILLAGE_NO_CUSTOMER)
                continue;
            s->stalls[st] = s->waiting[w];
            s->waiting[w] = VILLAGE_NO_CUSTOMER;
            village_event e = {.kind = VILLAGE_EV_CUSTOMER_MOVED,
                               .player = VILLAGE_NOBODY,
                               .member = VILLAGE_NOBODY,
                               .a = s->stalls[st],
                               .from_place = 1,
                               .from_spot = (uint8_t)w,
                               .to_place = 2,
                               .to_spot = (uint8_t)st};
            rules_emit(ev, e);
            break;
        }
    }
    int to = 0;
    for (int w = 0; w < VILLAGE_MARKET_SLOTS; w++) {
        if (s->waiting[w] == VILLAGE_NO_CUSTOMER)
            continue;
        if (w != to) {
            s->waiting[to] = s->waiting[w];
            s->waiting[w] = VILLAGE_NO_CUSTOMER;
            village_event e = {.kind = VILLAGE_EV_CUSTOMER_MOVED,
                               .player = VILLAGE_NOBODY,
                               .member = VILLAGE_NOBODY,
                               .a = s->waiting[to],
                               .from_place = 1,
                               .from_spot = (uint8_t)w,
                               .to_place = 1,
                               .to_spot = (uint8_t)to};
            rules_emit(ev, e);
        }
        to++;
    }
    for (; to < VILLAGE_MARKET_SLOTS && s->pile_top < VILLAGE_CUSTOMERS; to++) {
        s->waiting[to] = s->pile[s->pile_top++];
        village_event e = {.kind = VILLAGE_EV_CUSTOMER_MOVED,
                           .player = VILLAGE_NOBODY,
                           .member = VILLAGE_NOBODY,
                           .a = s->waiting[to],
                           .from_place = 0,
                           .to_place = 1,
                           .to_spot = (uint8_t)to};
        rules_emit(ev, e);
    }
}

static void market_end(village_state *s, village_events *ev)
{
    s->market_open = 0;
    if (s->market_served_any)
        refill(s, ev);
    rules_emit_simple(ev, VILLAGE_EV_MARKET_DAY_ENDED, s->market_starter, 0, 0, 0);
    s->market_passed = 0;
    s->market_starter_sales = 0;
    s->market_served_any = 0;
    s->market_starter = 0;
    rules_flow_finish_action(s, ev);
}

void rules_market_start(village_state *s, village_events *ev)
{
    s->market_open = 1;
    s->market_starter = s->turn_player;
    s->market_passed = 0;
    s->market_starter_sales = 0;
    s->market_served_any = 0;
    rules_emit_simple(ev, VILLAGE_EV_MARKET_DAY_STARTED, s->turn_player, 0, 0, 0);
    rules_market_offer_from(s, s->turn_player, ev);
}

/* The next go goes to the first player from 'player' clockwise who has not
 * passed. A player who can serve nobody has nothing to decide and passes. */
void rules_market_offer_from(village_state *s, int player, village_events *ev)
{
    int n = s->num_players;
    for (int k = 0; k < 2 * n; k++) {
        if (stalls_empty(s) || s->market_passed == (1u << n) - 1u)
            break;
        int p = (player + k) % n;
        if ((s->market_passed >> p) & 1)
            continue;
        if (can_serve_any(s, p)) {
            s->phase = VILLAGE_PHASE_MARKET;
            s->actor = (uint8_t)p;
            return;
        }
        s->market_passed |= (uint8_t)(1u << p);
        rules_emit_simple(ev, VILLAGE_EV_MARKET_PASSED, p, 0, 0, 0);
    }
    market_end(s, ev);
}

void rules_market_serve(village_state *s, const village_move *m, village_events *ev)
{
    int player = s->actor;
    int tile = s->stalls[m->where];
    const village_customer *c = rules_customer_of(tile);
    bool free_sale = rules_sale_is_free(s, player);
    if (player == s->market_starter)
        s->market_starter_sales++;
    if (!free_sale) {
        cube_cost cost = {{0}};
        cost.cubes[VILLAGE_GREEN] = BOARD.market_extra_green;
        rules_pay_cubes(s, player, &cost, m->jokers, ev);
        rules_spend_time(s, player, BOARD.market_extra_time, ev);
    }
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (c->goods[g])
            rules_change_good(s, player, g, -c->goods[g], ev);
    if (c->grain)
        rules_change_grain(s, player, -c->grain, ev);
    s->players[player].customers |= 1u << tile;
    s->stalls[m->where] = VILLAGE_NO_CUSTOMER;
    s->market_served_any = 1;
    rules_emit_simple(ev, VILLAGE_EV_CUSTOMER_SERVED, player, m->where, tile, c->points);
    if (rules_death_resolve(s, player, ev))
        return;
    rules_market_offer_from(s, (player + 1) % s->num_players, ev);
}

void rules_market_pass(village_state *s, village_events *ev)
{
    int player = s->actor;
    s->market_passed |= (uint8_t)(1u << player);
    rules_emit_simple(ev, VILLAGE_EV_MARKET_PASSED, player, 0, 0, 0);
    rules_market_offer_from(s, (player + 1) % s->num_players, ev);
}
