/* Everything that must hold in any reachable state. Used by tests, the
 * random-game checker and the save loader (which must reject any file that
 * describes an impossible position). */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"
#include "village/printf_format.h"

static bool fail(char *why, size_t size, const char *fmt, ...) VILLAGE_PRINTF(3, 4);

static bool fail(char *why, size_t size, const char *fmt, ...)
{
    if (why && size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, size, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool check_cubes(const village_state *s, char *why, size_t size)
{
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
        int supply = village_supply_cubes(s, c);
        int total = c == VILLAGE_PLAGUE ? VILLAGE_PLAGUE_CUBES : VILLAGE_CUBES_PER_COLOUR;
        if (supply < 0)
            return fail(why, size, "%d %s cubes in play, only %d exist", total - supply,
                        village_colour_name(c), total);
    }
    if (village_supply_grain(s) < 0)
        return fail(why, size, "%d grain in play, only %d exist",
                    VILLAGE_GRAIN_SUPPLY - village_supply_grain(s), VILLAGE_GRAIN_SUPPLY);
    return true;
}

/* Every spot is an array index further on (chronicle, graves, buildings):
 * all of them are range-checked before any other check looks at them. */
static bool check_member_spots(const village_state *s, char *why, size_t size)
{
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mm = &s->players[p].members[m];
            int limit = village_place_spots(mm->place);
            if (limit == 0)
                return fail(why, size, "%s member %d has an unknown place %d",
                            village_player_colour_name(p), m, mm->place);
            if (mm->spot >= limit)
                return fail(why, size, "%s member %d: spot %d out of range for %s",
                            village_player_colour_name(p), m, mm->spot,
                            village_place_name(mm->place));
        }
    return true;
}

static bool check_member(const village_state *s, int p, int m, char *why, size_t size)
{
    const village_member *mm = &s->players[p].members[m];
    if (mm->place == VILLAGE_CHRONICLE &&
        village_chronicle_occupant(s, mm->spot / VILLAGE_CHRONICLE_SLOTS,
                                   mm->spot % VILLAGE_CHRONICLE_SLOTS) == VILLAGE_SLOT_BLOCKED)
        return fail(why, size, "%s member %d lies on a blocked chronicle space",
                    village_player_colour_name(p), m);
    if (mm->place == VILLAGE_GRAVE && village_grave_occupant(s, mm->spot) == VILLAGE_SLOT_BLOCKED)
        return fail(why, size, "%s member %d lies in a blocked grave",
                    village_player_colour_name(p), m);
    /* Births take the lowest-numbered unborn member (R-FAM-1): the unborn
     * are always the highest indices. */
    if (mm->place == VILLAGE_UNBORN && m + 1 < VILLAGE_MEMBERS_PER_PLAYER &&
        s->players[p].members[m + 1].place != VILLAGE_UNBORN)
        return fail(why, size, "%s member %d is unborn but member %d was born",
                    village_player_colour_name(p), m, m + 1);
    return true;
}

static bool check_slots(const village_state *s, char *why, size_t size)
{
    uint8_t chronicle[VILLAGE_CHRONICLE_AREAS * VILLAGE_CHRONICLE_SLOTS] = {0};
    uint8_t graves[VILLAGE_GRAVES] = {0};
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mm = &s->players[p].members[m];
            if (mm->place == VILLAGE_CHRONICLE && chronicle[mm->spot]++)
                return fail(why, size, "two members share chronicle space %d", mm->spot);
            if (mm->place == VILLAGE_GRAVE && graves[mm->spot]++)
                return fail(why, size, "two members share grave %d", mm->spot);
        }
    return true;
}

static bool check_player(const village_state *s, int p, char *why, size_t size)
{
    const village_player *pl = &s->players[p];
    const char *name = village_player_colour_name(p);
    if (pl->grain > VILLAGE_GRAIN_LIMIT)
        return fail(why, size, "%s has %d grain; a farmyard holds %d", name, pl->grain,
                    VILLAGE_GRAIN_LIMIT);
    if (pl->deaths_pending > VILLAGE_MEMBERS_PER_PLAYER)
        return fail(why, size, "%s owes %d deaths", name, pl->deaths_pending);
    if (pl->lifetime >= VILLAGE_LIFETIME_SPACES)
        return fail(why, size, "%s's lifetime marker is on space %d of %d", name, pl->lifetime,
                    VILLAGE_LIFETIME_SPACES);
    if (pl->prestige < 0)
        return fail(why, size, "%s has negative prestige", name);
    if (pl->prestige > VILLAGE_COUNTER_MAX || pl->coins > VILLAGE_COUNTER_MAX)
        return fail(why, size, "%s has more than %d prestige or coins", name, VILLAGE_COUNTER_MAX);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (pl->goods[g] > VILLAGE_COUNTER_MAX)
            return fail(why, size, "%s has more than %d of a good", name, VILLAGE_COUNTER_MAX);
    if (rules_markers_left(pl) < 0)
        return fail(why, size, "%s has markers on more than %d cities", name, VILLAGE_CITY_MARKERS);
    if (pl->customers >> VILLAGE_CUSTOMERS)
        return fail(why, size, "%s served a customer tile that does not exist", name);
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (!check_member(s, p, m, why, size))
            return false;
    return true;
}

static bool check_customers(const village_state *s, char *why, size_t size)
{
    int seen[VILLAGE_CUSTOMERS] = {0};
    if (s->pile_top > VILLAGE_CUSTOMERS)
        return fail(why, size, "the customer pile top %d is past its end", s->pile_top);
    for (int i = s->pile_top; i < VILLAGE_CUSTOMERS; i++) {
        if (s->pile[i] >= VILLAGE_CUSTOMERS)
            return fail(why, size, "the pile holds an unknown customer %d", s->pile[i]);
        seen[s->pile[i]]++;
    }
    uint8_t in_use = BOARD.setup[s->num_players].stalls_in_use;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        if (s->stalls[i] != VILLAGE_NO_CUSTOMER) {
            if (s->stalls[i] >= VILLAGE_CUSTOMERS || !((in_use >> i) & 1))
                return fail(why, size, "market stall %d holds an impossible customer", i + 1);
            seen[s->stalls[i]]++;
        }
        if (s->waiting[i] != VILLAGE_NO_CUSTOMER) {
            if (s->waiting[i] >= VILLAGE_CUSTOMERS)
                return fail(why, size, "waiting space %d holds an unknown customer", i + 1);
            seen[s->waiting[i]]++;
        }
    }
    for (int p = 0; p < s->num_players; p++)
        for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
            seen[t] += (s->players[p].customers >> t) & 1;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (seen[t] != 1)
            return fail(why, size, "customer tile %d appears %d times", t, seen[t]);
    return true;
}

static bool check_turn(const village_state *s, char *why, size_t size)
{
    int n = s->num_players;
    if (s->phase > VILLAGE_PHASE_GAME_OVER)
        return fail(why, size, "unknown phase %d", s->phase);
    if (s->phase != VILLAGE_PHASE_GAME_OVER && s->actor >= n)
        return fail(why, size, "the deciding player %d does not exist", s->actor);
    if (s->turn_player >= n || s->start_player >= n)
        return fail(why, size, "the turn or starting player does not exist");
    if (s->next_start_holder != VILLAGE_NOBODY && s->next_start_holder >= n)
        return fail(why, size, "the next-starting-player marker is held by nobody known");
    if (s->end_trigger_player != VILLAGE_NOBODY && s->end_trigger_player >= n)
        return fail(why, size, "the end was triggered by a player who does not exist");
    if (s->phase == VILLAGE_PHASE_ACTION &&
        (s->action_space >= VILLAGE_SPACES || s->action_space == VILLAGE_MARKET))
        return fail(why, size, "the action in progress is not an action space");
    if (s->phase == VILLAGE_PHASE_PRIVILEGE &&
        (s->privilege_stage < 1 || s->privilege_stage > VILLAGE_COUNCIL_STAGES))
        return fail(why, size, "privilege stage %d does not exist", s->privilege_stage);
    if (s->phase == VILLAGE_PHASE_CHOOSE_CUBES &&
        (s->cubes_to_choose < 1 || s->cubes_to_choose > 2))
        return fail(why, size, "cannot choose %d cubes", s->cubes_to_choose);
    if (s->phase == VILLAGE_PHASE_MARKET && !s->market_open)
        return fail(why, size, "a market decision while no market day is held");
    if (s->market_open && s->market_starter >= n)
        return fail(why, size, "the market day was started by nobody known");
    if (s->final_queue_len > n)
        return fail(why, size, "more final actions owed than players");
    for (int i = 0; i < s->final_queue_len; i++)
        if (s->final_queue[i] >= n)
            return fail(why, size, "a final action is owed to a player who does not exist");
    if ((s->phase == VILLAGE_PHASE_MASS_BUY || s->phase == VILLAGE_PHASE_MASS_PROMOTE) &&
        (s->mass_turn >= n || s->mass_bought > VILLAGE_MASS_DRAWS))
        return fail(why, size, "the mass is in an impossible step");
    if ((s->phase == VILLAGE_PHASE_GAME_OVER) != (s->actor == VILLAGE_NOBODY))
        return fail(why, size, "the deciding player must be nobody exactly when the game is over");
    if (s->market_passed >> n)
        return fail(why, size, "a player who is not in the game passed on the market day");
    if (s->deaths_now > VILLAGE_MEMBERS_PER_PLAYER)
        return fail(why, size, "%d deaths due at once", s->deaths_now);
    if (s->deaths_now && !(s->market_open && s->phase == VILLAGE_PHASE_DEATH))
        return fail(why, size, "deaths due at once outside a market-day death choice");
    for (int i = s->final_queue_len; i < VILLAGE_MAX_PLAYERS; i++)
        if (s->final_queue[i] != 0)
            return fail(why, size, "the final-action queue holds leftovers past its end");
    if (s->mass_turn && s->phase != VILLAGE_PHASE_MASS_BUY &&
        s->phase != VILLAGE_PHASE_MASS_PROMOTE)
        return fail(why, size, "a mass step is recorded outside the mass");
    if (s->phase == VILLAGE_PHASE_TURN && village_cubes_on_board(s) == 0 &&
        s->end_trigger_player == VILLAGE_NOBODY)
        return fail(why, size, "a turn with no cube on the board outside the final actions");
    return true;
}

bool village_check_invariants(const village_state *s, char *why, size_t size)
{
    if (why && size)
        why[0] = '\0';
    if (s->num_players < 2 || s->num_players > VILLAGE_MAX_PLAYERS)
        return fail(why, size, "%d players; Village is for 2 to 4", s->num_players);
    if (s->round < 1 || s->round > VILLAGE_COUNTER_MAX)
        return fail(why, size, "round %d is not 1 to %d", s->round, VILLAGE_COUNTER_MAX);
    if (!check_member_spots(s, why, size) || !check_cubes(s, why, size) ||
        !check_slots(s, why, size) || !check_customers(s, why, size) || !check_turn(s, why, size))
        return false;
    for (int p = 0; p < s->num_players; p++)
        if (!check_player(s, p, why, size))
            return false;
    for (int p = s->num_players; p < VILLAGE_MAX_PLAYERS; p++) {
        const village_player *pl = &s->players[p];
        const village_player zero = {0};
        for (size_t b = 0; b < sizeof zero; b++)
            if (((const uint8_t *)pl)[b] != 0)
                return fail(why, size, "seat %d is not in the game but holds pieces", p + 1);
    }
    return true;
}
