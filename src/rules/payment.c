/* Paying and gaining resources. Coins stand in for any influence cube
 * (R-COI-1); time moves the lifetime marker (R-TIM-1). */
#include "internal.h"

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

static int max_int(int a, int b)
{
    return a > b ? a : b;
}

int rules_payment_options(const village_player *p, const cube_cost *cost,
                          uint8_t out[][VILLAGE_INFLUENCE_COLOURS], int max)
{
    /* Every cost in Village names at most two colours; for each, between
     * (need - owned) and need coins stand in, within the coins held. */
    int colour[2] = {-1, -1}, lo[2] = {0, 0}, hi[2] = {0, 0}, named = 0;
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS && named < 2; c++) {
        if (cost->cubes[c] == 0)
            continue;
        colour[named] = c;
        lo[named] = max_int(0, cost->cubes[c] - p->cubes[c]);
        hi[named] = min_int(cost->cubes[c], p->coins);
        if (lo[named] > hi[named])
            return 0;
        named++;
    }
    int n = 0;
    for (int a = lo[0]; a <= hi[0]; a++)
        for (int b = lo[1]; b <= hi[1]; b++) {
            if (a + b > p->coins || n >= max)
                continue;
            for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
                out[n][c] = 0;
            if (colour[0] >= 0)
                out[n][colour[0]] = (uint8_t)a;
            if (colour[1] >= 0)
                out[n][colour[1]] = (uint8_t)b;
            n++;
        }
    return n;
}

void rules_pay_cubes(village_state *s, int player, const cube_cost *cost,
                     const uint8_t jokers[VILLAGE_INFLUENCE_COLOURS], village_events *ev)
{
    village_player *p = &s->players[player];
    int coins = 0;
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++) {
        int cubes = cost->cubes[c] - jokers[c];
        if (cubes > 0) {
            p->cubes[c] = (uint8_t)(p->cubes[c] - cubes);
            rules_emit_simple(ev, VILLAGE_EV_CUBES_PAID, player, c, 0, cubes);
        }
        coins += jokers[c];
    }
    if (coins > 0)
        rules_change_coins(s, player, -coins, ev);
}

void rules_gain_cube(village_state *s, int player, int colour, village_events *ev)
{
    s->players[player].cubes[colour]++;
    rules_emit_simple(ev, VILLAGE_EV_CUBES_GAINED, player, colour, 0, 1);
}

void rules_spend_time(village_state *s, int player, int amount, village_events *ev)
{
    village_player *p = &s->players[player];
    int before = p->lifetime;
    int total = before + amount;
    int crossings = total / BOARD.lifetime_spaces;
    p->lifetime = (uint8_t)(total % BOARD.lifetime_spaces);
    rules_emit_simple(ev, VILLAGE_EV_TIME_SPENT, player, before, p->lifetime, amount);
    for (int i = 0; i < crossings; i++)
        rules_emit_simple(ev, VILLAGE_EV_BRIDGE_CROSSED, player, 0, 0, 0);
    if (s->market_open)
        s->deaths_now = (uint8_t)(s->deaths_now + crossings);
    else
        p->deaths_pending = (uint8_t)(p->deaths_pending + crossings);
}

void rules_change_grain(village_state *s, int player, int amount, village_events *ev)
{
    s->players[player].grain = (uint8_t)(s->players[player].grain + amount);
    rules_emit_simple(ev, VILLAGE_EV_GRAIN_CHANGED, player, 0, 0, amount);
}

/* A counter after adding 'amount', held at VILLAGE_COUNTER_MAX (village.h). */
static int saturated(int value, int amount)
{
    int sum = value + amount;
    return sum > VILLAGE_COUNTER_MAX ? VILLAGE_COUNTER_MAX : sum;
}

void rules_change_coins(village_state *s, int player, int amount, village_events *ev)
{
    s->players[player].coins = (uint16_t)saturated(s->players[player].coins, amount);
    rules_emit_simple(ev, VILLAGE_EV_COINS_CHANGED, player, 0, 0, amount);
}

void rules_change_good(village_state *s, int player, int good, int amount, village_events *ev)
{
    s->players[player].goods[good] = (uint16_t)saturated(s->players[player].goods[good], amount);
    rules_emit_simple(ev, VILLAGE_EV_GOOD_CHANGED, player, good, 0, amount);
}

void rules_gain_prestige(village_state *s, int player, int amount, int reason, village_events *ev)
{
    s->players[player].prestige = (int16_t)saturated(s->players[player].prestige, amount);
    rules_emit_simple(ev, VILLAGE_EV_PRESTIGE, player, reason, 0, amount);
}
