/* village_state -> JSON, every field, names where a person reads them
 * (docs/save-format.md). Key order is fixed here, so output is stable. */
#include "save_internal.h"
#include "village/board.h"

const char *save_city_name(int city)
{
    return city >= 0 && city < VILLAGE_CITIES ? village_board_data.city_names[city] : "?";
}

/* Counts from the state, capped at their arrays: the writer never reads
 * outside the state, even when handed a damaged one (the loader rejects
 * whatever a damaged state turns into). */
static int capped(int count, int limit)
{
    return count < limit ? count : limit;
}

/* Any failed allocation clears *ok; the caller then discards the tree. */
static cJSON *add(cJSON *parent, const char *key, cJSON *item, bool *ok)
{
    if (!item) {
        *ok = false;
        return NULL;
    }
    bool added =
        key ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item);
    if (!added) {
        cJSON_Delete(item);
        *ok = false;
        return NULL;
    }
    return item;
}

static void add_int(cJSON *parent, const char *key, long value, bool *ok)
{
    add(parent, key, cJSON_CreateNumber((double)value), ok);
}

static void add_bool(cJSON *parent, const char *key, int value, bool *ok)
{
    add(parent, key, cJSON_CreateBool(value != 0), ok);
}

static void add_name(cJSON *parent, const char *key, const char *name, bool *ok)
{
    add(parent, key, cJSON_CreateString(name), ok);
}

/* A player's colour, or null for VILLAGE_NOBODY. */
static void add_player(cJSON *parent, const char *key, int player, bool *ok)
{
    if (player == VILLAGE_NOBODY)
        add(parent, key, cJSON_CreateNull(), ok);
    else
        add_name(parent, key, village_player_colour_name(player), ok);
}

static void add_hex(cJSON *parent, const char *key, uint64_t value, bool *ok)
{
    char hex[17];
    save_hex64_format(value, hex);
    add_name(parent, key, hex, ok);
}

static void add_cube_counts(cJSON *parent, const char *key, const uint8_t *counts, int colours,
                            bool *ok)
{
    cJSON *obj = add(parent, key, cJSON_CreateObject(), ok);
    for (int c = 0; obj && c < colours; c++)
        add_int(obj, village_colour_name(c), counts[c], ok);
}

static void add_tiles(cJSON *parent, const char *key, const uint8_t *tiles, int count, bool *ok)
{
    cJSON *arr = add(parent, key, cJSON_CreateArray(), ok);
    for (int i = 0; arr && i < count; i++) {
        if (tiles[i] == VILLAGE_NO_CUSTOMER)
            add(arr, NULL, cJSON_CreateNull(), ok);
        else
            add_int(arr, NULL, tiles[i], ok);
    }
}

static void add_market(cJSON *parent, const village_state *s, bool *ok)
{
    cJSON *m = add(parent, "market", cJSON_CreateObject(), ok);
    if (!m)
        return;
    add_tiles(m, "stalls", s->stalls, VILLAGE_MARKET_SLOTS, ok);
    add_tiles(m, "waiting", s->waiting, VILLAGE_MARKET_SLOTS, ok);
    add_tiles(m, "pile", s->pile, VILLAGE_CUSTOMERS, ok);
    add_int(m, "pile_top", s->pile_top, ok);
    add_bool(m, "open", s->market_open, ok);
    add_player(m, "starter", s->market_starter, ok);
    cJSON *passed = add(m, "passed", cJSON_CreateArray(), ok);
    for (int p = 0; passed && p < s->num_players; p++)
        if ((s->market_passed >> p) & 1)
            add_name(passed, NULL, village_player_colour_name(p), ok);
    add_int(m, "starter_sales", s->market_starter_sales, ok);
    add_bool(m, "served_any", s->market_served_any, ok);
}

static void add_progress(cJSON *parent, const village_state *s, bool *ok)
{
    cJSON *d = add(parent, "decision", cJSON_CreateObject(), ok);
    if (d) {
        add_name(d, "action_space", village_space_name(s->action_space), ok);
        add_bool(d, "used_well", s->used_well, ok);
        add_int(d, "privilege_stage", s->privilege_stage, ok);
        add_int(d, "cubes_to_choose", s->cubes_to_choose, ok);
        add_int(d, "deaths_now", s->deaths_now, ok);
    }
    cJSON *mass = add(parent, "mass", cJSON_CreateObject(), ok);
    if (mass) {
        add_bool(mass, "final", s->mass_final, ok);
        add_int(mass, "turn", s->mass_turn, ok);
        add_int(mass, "bought", s->mass_bought, ok);
    }
    cJSON *end = add(parent, "end", cJSON_CreateObject(), ok);
    if (end) {
        add_player(end, "trigger_player", s->end_trigger_player, ok);
        cJSON *queue = add(end, "final_queue", cJSON_CreateArray(), ok);
        for (int i = 0; queue && i < capped(s->final_queue_len, VILLAGE_MAX_PLAYERS); i++)
            add_name(queue, NULL, village_player_colour_name(s->final_queue[i]), ok);
        add_bool(end, "final_actions_started", s->final_actions_started, ok);
    }
}

static void add_members(cJSON *parent, const village_player *pl, bool *ok)
{
    cJSON *arr = add(parent, "members", cJSON_CreateArray(), ok);
    for (int m = 0; arr && m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        cJSON *mm = add(arr, NULL, cJSON_CreateObject(), ok);
        if (!mm)
            return;
        add_name(mm, "place", village_place_name(pl->members[m].place), ok);
        add_int(mm, "spot", pl->members[m].spot, ok);
    }
}

static void add_player_state(cJSON *arr, const village_player *pl, int p, bool *ok)
{
    cJSON *o = add(arr, NULL, cJSON_CreateObject(), ok);
    if (!o)
        return;
    add_name(o, "colour", village_player_colour_name(p), ok);
    add_members(o, pl, ok);
    add_cube_counts(o, "cubes", pl->cubes, VILLAGE_INFLUENCE_COLOURS, ok);
    add_int(o, "grain", pl->grain, ok);
    add_int(o, "lifetime", pl->lifetime, ok);
    add_int(o, "deaths_pending", pl->deaths_pending, ok);
    cJSON *cities = add(o, "cities", cJSON_CreateArray(), ok);
    for (int c = 0; cities && c < VILLAGE_CITIES; c++)
        if ((pl->cities >> c) & 1)
            add_name(cities, NULL, save_city_name(c), ok);
    cJSON *goods = add(o, "goods", cJSON_CreateObject(), ok);
    for (int g = 0; goods && g < VILLAGE_GOODS; g++)
        add_int(goods, village_good_name(g), pl->goods[g], ok);
    add_int(o, "coins", pl->coins, ok);
    add_int(o, "prestige", pl->prestige, ok);
    cJSON *served = add(o, "customers", cJSON_CreateArray(), ok);
    for (int t = 0; served && t < VILLAGE_CUSTOMERS; t++)
        if ((pl->customers >> t) & 1)
            add_int(served, NULL, t, ok);
}

cJSON *save_state_to_json(const village_state *s)
{
    bool ok = true;
    cJSON *o = cJSON_CreateObject();
    if (!o)
        return NULL;
    add_int(o, "round", s->round, &ok);
    add_name(o, "phase", village_phase_name(s->phase), &ok);
    add_player(o, "actor", s->actor, &ok);
    add_player(o, "turn_player", s->turn_player, &ok);
    add_player(o, "start_player", s->start_player, &ok);
    add_player(o, "next_start_holder", s->next_start_holder, &ok);
    cJSON *spaces = add(o, "spaces", cJSON_CreateObject(), &ok);
    for (int sp = 0; spaces && sp < VILLAGE_SPACES; sp++)
        add_cube_counts(spaces, village_space_name(sp), s->spaces[sp], VILLAGE_CUBE_COLOURS, &ok);
    add_cube_counts(o, "green_bag", s->green_bag, VILLAGE_CUBE_COLOURS, &ok);
    add_market(o, s, &ok);
    add_progress(o, s, &ok);
    cJSON *players = add(o, "players", cJSON_CreateArray(), &ok);
    for (int p = 0; players && p < capped(s->num_players, VILLAGE_MAX_PLAYERS); p++)
        add_player_state(players, &s->players[p], p, &ok);
    cJSON *rng = add(o, "rng", cJSON_CreateObject(), &ok);
    if (rng) {
        add_hex(rng, "state", s->rng.state, &ok);
        add_hex(rng, "increment", s->rng.increment, &ok);
    }
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}
