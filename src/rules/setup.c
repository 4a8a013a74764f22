/* A new game (R-SET) and the start of each round (R-RND-1, R-RND-2). */
#include <string.h>

#include "internal.h"

bool village_new_game(village_state *s, int num_players, uint64_t seed, int start_player)
{
    if (num_players < 2 || num_players > VILLAGE_MAX_PLAYERS)
        return false;
    if (start_player < -1 || start_player >= num_players)
        return false;
    memset(s, 0, sizeof *s);
    rules_rng_seed(&s->rng, seed, 0x5eed5eedULL);
    s->num_players = (uint8_t)num_players;
    s->next_start_holder = VILLAGE_NOBODY;
    s->end_trigger_player = VILLAGE_NOBODY;
    s->start_player =
        (uint8_t)(start_player >= 0 ? start_player
                                    : (int)rules_rng_below(&s->rng, (uint32_t)num_players));

    for (int p = 0; p < num_players; p++) {
        village_player *pl = &s->players[p];
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            pl->members[m].place =
                village_member_generation(m) == 1 ? VILLAGE_FARMYARD : VILLAGE_UNBORN;
        pl->coins = 1;
    }

    /* R-SET-4: shuffle the customer pile, fill the stalls in use and the line. */
    for (int i = 0; i < VILLAGE_CUSTOMERS; i++)
        s->pile[i] = (uint8_t)i;
    for (int i = VILLAGE_CUSTOMERS - 1; i > 0; i--) {
        int j = (int)rules_rng_below(&s->rng, (uint32_t)(i + 1));
        uint8_t t = s->pile[i];
        s->pile[i] = s->pile[j];
        s->pile[j] = t;
    }
    uint8_t in_use = BOARD.setup[num_players].stalls_in_use;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        s->stalls[i] = (in_use >> i) & 1 ? s->pile[s->pile_top++] : VILLAGE_NO_CUSTOMER;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        s->waiting[i] = s->pile[s->pile_top++];

    rules_setup_start_round(s, NULL);
    return true;
}

static void seed_round(village_state *s, village_events *ev)
{
    const village_setup_card *card = &BOARD.setup[s->num_players];
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
        int supply = village_supply_cubes(s, c);
        int add = c == VILLAGE_PLAGUE
                      ? supply
                      : (supply < card->cubes_per_colour ? supply : card->cubes_per_colour);
        s->green_bag[c] = (uint8_t)(s->green_bag[c] + add);
        if (add > 0)
            rules_emit_simple(ev, VILLAGE_EV_CUBES_TO_BAG, VILLAGE_NOBODY, c, 0, add);
    }
    for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
        for (int k = 0; k < card->cubes_per_space; k++) {
            int in_bag = 0;
            for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
                in_bag += s->green_bag[c];
            if (in_bag == 0)
                return;
            int pick = (int)rules_rng_below(&s->rng, (uint32_t)in_bag);
            int c = 0;
            while (pick >= s->green_bag[c])
                pick -= s->green_bag[c++];
            s->green_bag[c]--;
            s->spaces[sp][c]++;
            rules_emit_simple(ev, VILLAGE_EV_CUBE_SEEDED, VILLAGE_NOBODY, sp, c, 1);
        }
    }
}

void rules_setup_start_round(village_state *s, village_events *ev)
{
    if (s->round < VILLAGE_COUNTER_MAX) /* held there, as every counter (village.h) */
        s->round++;
    if (s->next_start_holder != VILLAGE_NOBODY) {
        s->start_player = s->next_start_holder;
        s->next_start_holder = VILLAGE_NOBODY;
        rules_emit_simple(ev, VILLAGE_EV_START_PLAYER_CHANGED, s->start_player, 0, 0, 0);
    }
    rules_emit_simple(ev, VILLAGE_EV_ROUND_STARTED, s->start_player, s->round & 0xFF, 0, 0);
    seed_round(s, ev);
    s->turn_player = s->start_player;
    s->actor = s->start_player;
    s->phase = VILLAGE_PHASE_TURN;
}
