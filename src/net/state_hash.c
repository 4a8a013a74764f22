/* A game state's fingerprint, whole or public (state_hash.h). */
#include "net/state_hash.h"

uint64_t net_hash_bytes(uint64_t h, const uint8_t *bytes, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

uint64_t net_hash_value(uint64_t h, uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        h ^= (value >> (8 * i)) & 0xFF;
        h *= 0x100000001b3ULL;
    }
    return h;
}

int net_customer_count(uint32_t customers)
{
    uint32_t v = customers;
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

static uint64_t hash_player(uint64_t h, const village_player *p, net_hash_scope scope)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        h = net_hash_value(h, p->members[m].place, 1);
        h = net_hash_value(h, p->members[m].spot, 1);
    }
    h = net_hash_bytes(h, p->cubes, sizeof p->cubes);
    h = net_hash_value(h, p->grain, 1);
    h = net_hash_value(h, p->lifetime, 1);
    h = net_hash_value(h, p->deaths_pending, 1);
    h = net_hash_value(h, p->cities, 1);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        h = net_hash_value(h, p->goods[g], 2);
    h = net_hash_value(h, p->coins, 2);
    h = net_hash_value(h, (uint16_t)p->prestige, 2);
    /* Which customers are face down is hidden; how many is not. */
    if (scope == NET_HASH_PUBLIC)
        return net_hash_value(h, (uint64_t)net_customer_count(p->customers), 1);
    return net_hash_value(h, p->customers, 4);
}

uint64_t net_state_hash(const village_state *s, uint64_t h, net_hash_scope scope)
{
    const uint8_t head[] = {s->num_players, s->phase,        s->actor,
                            s->turn_player, s->start_player, s->next_start_holder};
    h = net_hash_bytes(h, head, sizeof head);
    h = net_hash_value(h, s->round, 2);
    h = net_hash_bytes(h, &s->spaces[0][0], sizeof s->spaces);
    h = net_hash_bytes(h, s->green_bag, sizeof s->green_bag);
    h = net_hash_bytes(h, s->stalls, sizeof s->stalls);
    h = net_hash_bytes(h, s->waiting, sizeof s->waiting);
    if (scope == NET_HASH_WHOLE)
        h = net_hash_bytes(h, s->pile, sizeof s->pile);
    const uint8_t progress[] = {s->pile_top,
                                s->action_space,
                                s->used_well,
                                s->privilege_stage,
                                s->cubes_to_choose,
                                s->deaths_now,
                                s->market_open,
                                s->market_starter,
                                s->market_passed,
                                s->market_starter_sales,
                                s->market_served_any,
                                s->mass_final,
                                s->mass_turn,
                                s->mass_bought,
                                s->end_trigger_player,
                                s->final_queue_len,
                                s->final_actions_started};
    h = net_hash_bytes(h, progress, sizeof progress);
    h = net_hash_bytes(h, s->final_queue, sizeof s->final_queue);
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        h = hash_player(h, &s->players[p], scope);
    if (scope == NET_HASH_PUBLIC)
        return h;
    h = net_hash_value(h, s->rng.state, 8);
    return net_hash_value(h, s->rng.increment, 8);
}
