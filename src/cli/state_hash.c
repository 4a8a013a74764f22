/* A fingerprint of a game state: FNV-1a over each field in a fixed order
 * and byte order, so struct padding and the host's endianness never change
 * it. random-games folds the final state of every game into one checksum,
 * like a chess engine's bench signature: any change to the rules shows. */
#include "cli.h"

static uint64_t mix_bytes(uint64_t h, const uint8_t *bytes, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

static uint64_t mix(uint64_t h, uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        h ^= (value >> (8 * i)) & 0xFF;
        h *= 0x100000001b3ULL;
    }
    return h;
}

static uint64_t mix_player(uint64_t h, const village_player *p)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        h = mix(h, p->members[m].place, 1);
        h = mix(h, p->members[m].spot, 1);
    }
    h = mix_bytes(h, p->cubes, sizeof p->cubes);
    h = mix(h, p->grain, 1);
    h = mix(h, p->lifetime, 1);
    h = mix(h, p->deaths_pending, 1);
    h = mix(h, p->cities, 1);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        h = mix(h, p->goods[g], 2);
    h = mix(h, p->coins, 2);
    h = mix(h, (uint16_t)p->prestige, 2);
    return mix(h, p->customers, 4);
}

uint64_t cli_state_hash(const village_state *s, uint64_t h)
{
    const uint8_t head[] = {s->num_players, s->phase,        s->actor,
                            s->turn_player, s->start_player, s->next_start_holder};
    h = mix_bytes(h, head, sizeof head);
    h = mix(h, s->round, 2);
    h = mix_bytes(h, &s->spaces[0][0], sizeof s->spaces);
    h = mix_bytes(h, s->green_bag, sizeof s->green_bag);
    h = mix_bytes(h, s->stalls, sizeof s->stalls);
    h = mix_bytes(h, s->waiting, sizeof s->waiting);
    h = mix_bytes(h, s->pile, sizeof s->pile);
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
    h = mix_bytes(h, progress, sizeof progress);
    h = mix_bytes(h, s->final_queue, sizeof s->final_queue);
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        h = mix_player(h, &s->players[p]);
    h = mix(h, s->rng.state, 8);
    return mix(h, s->rng.increment, 8);
}
