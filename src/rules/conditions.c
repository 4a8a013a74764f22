/* The read-only conditions of the rules: whether a customer can be served,
 * who may die, what a privilege or a harvest would give, what the mass
 * allows. Both legal-move listing (legal.c) and the phase machine (flow.c,
 * market.c, death.c, mass.c, actions.c) ask them; keeping them here, apart
 * from the code that changes phases, keeps legal.c out of the phase
 * machine's calls. Nothing here writes to a state. */
#include "internal.h"

const village_customer *rules_customer_of(int tile)
{
    return &BOARD.customers[tile];
}

/* R-MKT-3: only the starter's first sale is free of the green cube + time. */
bool rules_sale_is_free(const village_state *s, int player)
{
    return player == s->market_starter && s->market_starter_sales == 0;
}

bool rules_can_serve_stall(const village_state *s, int player, int stall)
{
    int tile = s->stalls[stall];
    if (tile == VILLAGE_NO_CUSTOMER)
        return false;
    const village_player *p = &s->players[player];
    const village_customer *c = rules_customer_of(tile);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (p->goods[g] < c->goods[g])
            return false;
    if (p->grain < c->grain)
        return false;
    if (!rules_sale_is_free(s, player) &&
        p->cubes[VILLAGE_GREEN] + p->coins < BOARD.market_extra_green)
        return false;
    return true;
}

int rules_candidates_to_die(const village_state *s, int player,
                            uint8_t out[VILLAGE_MEMBERS_PER_PLAYER])
{
    const village_player *p = &s->players[player];
    int lowest = 0;
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER && !lowest; i++)
        if (rules_is_visible(p->members[i].place))
            lowest = village_member_generation(i); /* index order is generation order */
    int n = 0;
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++)
        if (village_member_generation(i) == lowest && rules_is_visible(p->members[i].place) &&
            rules_is_canonical_member(p, i))
            out[n++] = (uint8_t)i;
    return n;
}

int rules_harvest_amount(const village_state *s, int player)
{
    const village_player *p = &s->players[player];
    int gain = BOARD.harvest_grain_base;
    if (p->goods[VILLAGE_PLOUGH] > 0 && p->goods[VILLAGE_OX] > 0)
        gain = BOARD.harvest_grain_ox_plough;
    else if (p->goods[VILLAGE_PLOUGH] > 0 && p->goods[VILLAGE_HORSE] > 0)
        gain = BOARD.harvest_grain_horse_plough;
    int room = VILLAGE_GRAIN_LIMIT - p->grain;
    int supply = village_supply_grain(s);
    if (gain > room)
        gain = room;
    if (gain > supply)
        gain = supply;
    return gain;
}

int rules_cubes_choosable(const village_state *s)
{
    int supply = 0;
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        supply += village_supply_cubes(s, c);
    return supply < BOARD.privilege_cubes ? supply : BOARD.privilege_cubes;
}

bool rules_privilege_usable(const village_state *s, int player, int stage)
{
    switch (stage) {
    case 1:
        return s->next_start_holder == VILLAGE_NOBODY;
    case 2:
        return rules_cubes_choosable(s) > 0;
    case 3:
        return true;
    case 4:
        return s->players[player].coins >= BOARD.privilege_coin_price;
    default:
        return false;
    }
}

bool rules_any_privilege_usable(const village_state *s, int player, int max_stage)
{
    for (int st = 1; st <= max_stage; st++)
        if (rules_privilege_usable(s, player, st))
            return true;
    return false;
}

bool rules_can_buy_at_mass(const village_state *s, int player)
{
    const village_player *p = &s->players[player];
    return s->mass_bought < VILLAGE_MASS_DRAWS && p->coins >= 1 &&
           rules_has_member_in(p, VILLAGE_BLACK_BAG);
}

bool rules_can_promote_at_mass(const village_state *s, int player)
{
    const village_player *p = &s->players[player];
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        const village_member *m = &p->members[i];
        if (m->place == VILLAGE_CHURCH_WINDOW && m->spot + 1 < VILLAGE_CHURCH_WINDOWS &&
            p->grain >= BOARD.church_step_grain[m->spot])
            return true;
    }
    return false;
}
