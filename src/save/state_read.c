/* JSON -> village_state. Checks types, names and each number's range here;
 * whether the whole position is possible is village_check_invariants' job.
 * Counters that play adds to (coins, goods, prestige, round) are read in
 * 0..VILLAGE_COUNTER_MAX, where the rules hold them: a position at the
 * bound plays on without wrapping and saves into a file this reader takes.
 * Every other number is bounded by the game's supply (cubes, grain,
 * members, tiles) and play cannot pass it. */
#include <string.h>

#include "save_internal.h"

static int colour_limit(int colour)
{
    return colour == VILLAGE_PLAGUE ? VILLAGE_PLAGUE_CUBES : VILLAGE_CUBES_PER_COLOUR;
}

static bool read_u8(json_reader *r, const cJSON *obj, const char *key, long max, uint8_t *out)
{
    long v;
    if (!jr_int(r, obj, key, 0, max, &v))
        return false;
    *out = (uint8_t)v;
    return true;
}

static bool read_player_u8(json_reader *r, const cJSON *obj, const char *key, int n, bool nullable,
                           uint8_t *out)
{
    int p;
    if (!jr_player(r, obj, key, n, nullable ? VILLAGE_NOBODY : -1, &p))
        return false;
    *out = (uint8_t)p;
    return true;
}

static bool read_cube_counts(json_reader *r, const cJSON *parent, const char *key, int colours,
                             uint8_t *out)
{
    static const char *const keys[] = {"brown", "pink", "orange", "green", "plague", NULL};
    const cJSON *obj = jr_object(r, parent, key);
    if (!obj)
        return false;
    size_t mark = jr_enter_key(r, key);
    /* Influence-only counts (a player's cubes) must not name plague. */
    const char *const *allowed = keys;
    const char *const influence[] = {"brown", "pink", "orange", "green", NULL};
    if (colours == VILLAGE_INFLUENCE_COLOURS)
        allowed = influence;
    bool ok = jr_only_keys(r, obj, allowed);
    for (int c = 0; ok && c < colours; c++)
        ok = read_u8(r, obj, village_colour_name(c), colour_limit(c), &out[c]);
    jr_leave(r, mark);
    return ok;
}

/* An array of 'count' customer tiles (0..23), null for an empty space. */
static bool read_tiles(json_reader *r, const cJSON *parent, const char *key, int count,
                       bool nullable, uint8_t *out)
{
    const cJSON *arr = jr_array(r, parent, key, count, count);
    if (!arr)
        return false;
    size_t mark = jr_enter_key(r, key);
    int i = 0;
    bool ok = true;
    for (const cJSON *item = arr->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, (size_t)i);
        long tile = VILLAGE_NO_CUSTOMER;
        if (!(nullable && cJSON_IsNull(item)))
            ok = jr_int_item(r, item, 0, VILLAGE_CUSTOMERS - 1, &tile);
        out[i] = (uint8_t)tile;
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    return ok;
}

/* A list of distinct names -> bit set. */
static bool read_name_set(json_reader *r, const cJSON *parent, const char *key, name_fn names,
                          int count, const char *what, uint32_t *out)
{
    const cJSON *arr = jr_array(r, parent, key, 0, count);
    if (!arr)
        return false;
    size_t mark = jr_enter_key(r, key);
    uint32_t set = 0;
    int i = 0, index = 0;
    bool ok = true;
    for (const cJSON *item = arr->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, (size_t)i);
        ok = jr_name_item(r, item, names, count, what, &index);
        if (ok && (set >> index) & 1)
            ok = jr_fail(r, "\"%s\" is listed twice", names(index));
        set |= 1u << index;
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    *out = set;
    return ok;
}

/* Served customers: a list of distinct tile numbers -> bit set. */
static bool read_tile_set(json_reader *r, const cJSON *parent, const char *key, uint32_t *out)
{
    const cJSON *arr = jr_array(r, parent, key, 0, VILLAGE_CUSTOMERS);
    if (!arr)
        return false;
    size_t mark = jr_enter_key(r, key);
    uint32_t set = 0;
    int i = 0;
    bool ok = true;
    for (const cJSON *item = arr->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, (size_t)i);
        long tile = 0;
        ok = jr_int_item(r, item, 0, VILLAGE_CUSTOMERS - 1, &tile);
        if (ok && (set >> tile) & 1)
            ok = jr_fail(r, "customer tile %ld is listed twice", tile);
        set |= 1u << tile;
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    *out = set;
    return ok;
}

static bool read_market(json_reader *r, const cJSON *state, village_state *s)
{
    static const char *const keys[] = {"stalls",  "waiting", "pile",          "pile_top",   "open",
                                       "starter", "passed",  "starter_sales", "served_any", NULL};
    const cJSON *m = jr_object(r, state, "market");
    if (!m)
        return false;
    size_t mark = jr_enter_key(r, "market");
    uint32_t passed = 0;
    bool ok = jr_only_keys(r, m, keys) &&
              read_tiles(r, m, "stalls", VILLAGE_MARKET_SLOTS, true, s->stalls) &&
              read_tiles(r, m, "waiting", VILLAGE_MARKET_SLOTS, true, s->waiting) &&
              read_tiles(r, m, "pile", VILLAGE_CUSTOMERS, false, s->pile) &&
              read_u8(r, m, "pile_top", VILLAGE_CUSTOMERS, &s->pile_top) &&
              jr_bool(r, m, "open", &s->market_open) &&
              read_player_u8(r, m, "starter", s->num_players, false, &s->market_starter) &&
              read_name_set(r, m, "passed", village_player_colour_name, s->num_players,
                            "player colour (in this game)", &passed) &&
              read_u8(r, m, "starter_sales", VILLAGE_CUSTOMERS, &s->market_starter_sales) &&
              jr_bool(r, m, "served_any", &s->market_served_any);
    s->market_passed = (uint8_t)passed;
    jr_leave(r, mark);
    return ok;
}

static bool read_decision(json_reader *r, const cJSON *state, village_state *s)
{
    static const char *const keys[] = {"action_space",    "used_well",  "privilege_stage",
                                       "cubes_to_choose", "deaths_now", NULL};
    const cJSON *d = jr_object(r, state, "decision");
    if (!d)
        return false;
    size_t mark = jr_enter_key(r, "decision");
    int space = 0;
    bool ok =
        jr_only_keys(r, d, keys) &&
        jr_name(r, d, "action_space", village_space_name, VILLAGE_SPACES, "action space", &space) &&
        jr_bool(r, d, "used_well", &s->used_well) &&
        read_u8(r, d, "privilege_stage", VILLAGE_COUNCIL_STAGES, &s->privilege_stage) &&
        read_u8(r, d, "cubes_to_choose", 2, &s->cubes_to_choose) &&
        read_u8(r, d, "deaths_now", VILLAGE_MEMBERS_PER_PLAYER, &s->deaths_now);
    s->action_space = (uint8_t)space;
    jr_leave(r, mark);
    return ok;
}

static bool read_mass(json_reader *r, const cJSON *state, village_state *s)
{
    static const char *const keys[] = {"final", "turn", "bought", NULL};
    const cJSON *m = jr_object(r, state, "mass");
    if (!m)
        return false;
    size_t mark = jr_enter_key(r, "mass");
    bool ok = jr_only_keys(r, m, keys) && jr_bool(r, m, "final", &s->mass_final) &&
              read_u8(r, m, "turn", s->num_players, &s->mass_turn) &&
              read_u8(r, m, "bought", VILLAGE_MASS_DRAWS, &s->mass_bought);
    jr_leave(r, mark);
    return ok;
}

static bool read_final_queue(json_reader *r, const cJSON *end, village_state *s)
{
    const cJSON *queue = jr_array(r, end, "final_queue", 0, s->num_players);
    if (!queue)
        return false;
    size_t mark = jr_enter_key(r, "final_queue");
    bool ok = true;
    int i = 0;
    for (const cJSON *item = queue->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, (size_t)i);
        int p = 0;
        ok = jr_name_item(r, item, village_player_colour_name, s->num_players,
                          "player colour (in this game)", &p);
        s->final_queue[i] = (uint8_t)p;
        jr_leave(r, at);
    }
    s->final_queue_len = (uint8_t)i;
    jr_leave(r, mark);
    return ok;
}

static bool read_end(json_reader *r, const cJSON *state, village_state *s)
{
    static const char *const keys[] = {"trigger_player", "final_queue", "final_actions_started",
                                       NULL};
    const cJSON *e = jr_object(r, state, "end");
    if (!e)
        return false;
    size_t mark = jr_enter_key(r, "end");
    bool ok =
        jr_only_keys(r, e, keys) &&
        read_player_u8(r, e, "trigger_player", s->num_players, true, &s->end_trigger_player) &&
        read_final_queue(r, e, s) &&
        jr_bool(r, e, "final_actions_started", &s->final_actions_started);
    jr_leave(r, mark);
    return ok;
}

static bool read_member(json_reader *r, const cJSON *item, village_member *out)
{
    static const char *const keys[] = {"place", "spot", NULL};
    if (!cJSON_IsObject(item))
        return jr_fail(r, "expected an object with \"place\" and \"spot\"");
    int place = 0;
    bool ok = jr_only_keys(r, item, keys) &&
              jr_name(r, item, "place", village_place_name, VILLAGE_PLACES, "place", &place);
    /* The spot indexes the place's spaces (the chronicle, the graves…):
     * its range depends on the place and is checked here, at the door. */
    ok = ok && read_u8(r, item, "spot", village_place_spots(place) - 1, &out->spot);
    out->place = (uint8_t)place;
    return ok;
}

static bool read_members(json_reader *r, const cJSON *obj, village_player *pl)
{
    const cJSON *arr =
        jr_array(r, obj, "members", VILLAGE_MEMBERS_PER_PLAYER, VILLAGE_MEMBERS_PER_PLAYER);
    if (!arr)
        return false;
    size_t mark = jr_enter_key(r, "members");
    bool ok = true;
    int m = 0;
    for (const cJSON *item = arr->child; ok && item; item = item->next, m++) {
        size_t at = jr_enter_index(r, (size_t)m);
        ok = read_member(r, item, &pl->members[m]);
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    return ok;
}

static bool read_goods(json_reader *r, const cJSON *obj, village_player *pl)
{
    static const char *const keys[] = {"scroll", "horse", "ox", "plough", "wagon", NULL};
    const cJSON *goods = jr_object(r, obj, "goods");
    if (!goods)
        return false;
    size_t mark = jr_enter_key(r, "goods");
    bool ok = jr_only_keys(r, goods, keys);
    for (int g = 0; ok && g < VILLAGE_GOODS; g++) {
        long v;
        ok = jr_int(r, goods, village_good_name(g), 0, VILLAGE_COUNTER_MAX, &v);
        pl->goods[g] = (uint16_t)v;
    }
    jr_leave(r, mark);
    return ok;
}

static bool read_player(json_reader *r, const cJSON *obj, int p, village_player *pl)
{
    static const char *const keys[] = {"colour",   "members",        "cubes",     "grain",
                                       "lifetime", "deaths_pending", "cities",    "goods",
                                       "coins",    "prestige",       "customers", NULL};
    if (!cJSON_IsObject(obj))
        return jr_fail(r, "expected an object");
    int colour = -1;
    long coins = 0, prestige = 0;
    uint32_t cities = 0, customers = 0;
    bool ok = jr_only_keys(r, obj, keys) && jr_name(r, obj, "colour", village_player_colour_name,
                                                    VILLAGE_MAX_PLAYERS, "player colour", &colour);
    if (ok && colour != p)
        ok = jr_fail(r, "seat %d must be %s, found %s", p + 1, village_player_colour_name(p),
                     village_player_colour_name(colour));
    ok = ok && read_members(r, obj, pl) &&
         read_cube_counts(r, obj, "cubes", VILLAGE_INFLUENCE_COLOURS, pl->cubes) &&
         read_u8(r, obj, "grain", VILLAGE_GRAIN_LIMIT, &pl->grain) &&
         read_u8(r, obj, "lifetime", VILLAGE_LIFETIME_SPACES - 1, &pl->lifetime) &&
         read_u8(r, obj, "deaths_pending", VILLAGE_MEMBERS_PER_PLAYER, &pl->deaths_pending) &&
         read_name_set(r, obj, "cities", save_city_name, VILLAGE_CITIES, "city", &cities) &&
         read_goods(r, obj, pl) && jr_int(r, obj, "coins", 0, VILLAGE_COUNTER_MAX, &coins) &&
         jr_int(r, obj, "prestige", 0, VILLAGE_COUNTER_MAX, &prestige) &&
         read_tile_set(r, obj, "customers", &customers);
    pl->cities = (uint8_t)cities;
    pl->coins = (uint16_t)coins;
    pl->prestige = (int16_t)prestige;
    pl->customers = customers;
    return ok;
}

static bool read_players(json_reader *r, const cJSON *state, village_state *s)
{
    const cJSON *arr = jr_array(r, state, "players", s->num_players, s->num_players);
    if (!arr)
        return false;
    size_t mark = jr_enter_key(r, "players");
    bool ok = true;
    int p = 0;
    for (const cJSON *item = arr->child; ok && item; item = item->next, p++) {
        size_t at = jr_enter_index(r, (size_t)p);
        ok = read_player(r, item, p, &s->players[p]);
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    return ok;
}

static bool read_spaces(json_reader *r, const cJSON *state, village_state *s)
{
    const cJSON *spaces = jr_object(r, state, "spaces");
    if (!spaces)
        return false;
    size_t mark = jr_enter_key(r, "spaces");
    const char *keys[VILLAGE_SPACES + 1] = {NULL};
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        keys[sp] = village_space_name(sp);
    bool ok = jr_only_keys(r, spaces, keys);
    for (int sp = 0; ok && sp < VILLAGE_SPACES; sp++)
        ok = read_cube_counts(r, spaces, keys[sp], VILLAGE_CUBE_COLOURS, s->spaces[sp]);
    jr_leave(r, mark);
    return ok;
}

static bool read_rng(json_reader *r, const cJSON *state, village_state *s)
{
    static const char *const keys[] = {"state", "increment", NULL};
    const cJSON *rng = jr_object(r, state, "rng");
    if (!rng)
        return false;
    size_t mark = jr_enter_key(r, "rng");
    bool ok = jr_only_keys(r, rng, keys) && jr_hex64(r, rng, "state", &s->rng.state) &&
              jr_hex64(r, rng, "increment", &s->rng.increment);
    if (ok && !(s->rng.increment & 1))
        ok = jr_fail(r, "the increment of the generator must be odd");
    jr_leave(r, mark);
    return ok;
}

static bool read_turn(json_reader *r, const cJSON *obj, village_state *s)
{
    int n = s->num_players, phase = 0;
    long round = 0;
    bool ok = jr_int(r, obj, "round", 1, VILLAGE_COUNTER_MAX, &round) &&
              jr_name(r, obj, "phase", village_phase_name, VILLAGE_PHASE_GAME_OVER + 1, "phase",
                      &phase) &&
              read_player_u8(r, obj, "actor", n, true, &s->actor) &&
              read_player_u8(r, obj, "turn_player", n, false, &s->turn_player) &&
              read_player_u8(r, obj, "start_player", n, false, &s->start_player) &&
              read_player_u8(r, obj, "next_start_holder", n, true, &s->next_start_holder);
    s->round = (uint16_t)round;
    s->phase = (uint8_t)phase;
    if (ok && (s->actor == VILLAGE_NOBODY) != (phase == VILLAGE_PHASE_GAME_OVER))
        ok = jr_fail(r, "the actor must be null exactly when the game is over");
    return ok;
}

bool save_state_from_json(json_reader *r, const cJSON *obj, int num_players, village_state *out)
{
    return save_state_from_json_at(r, obj, "state", num_players, out);
}

bool save_state_from_json_at(json_reader *r, const cJSON *obj, const char *key, int num_players,
                             village_state *out)
{
    static const char *const keys[] = {
        "round",   "phase",     "actor",  "turn_player", "start_player", "next_start_holder",
        "spaces",  "green_bag", "market", "decision",    "mass",         "end",
        "players", "rng",       NULL};
    size_t mark = jr_enter_key(r, key);
    village_state s;
    memset(&s, 0, sizeof s);
    s.num_players = (uint8_t)num_players;
    bool ok = jr_only_keys(r, obj, keys) && read_turn(r, obj, &s) && read_spaces(r, obj, &s) &&
              read_cube_counts(r, obj, "green_bag", VILLAGE_CUBE_COLOURS, s.green_bag) &&
              read_market(r, obj, &s) && read_decision(r, obj, &s) && read_mass(r, obj, &s) &&
              read_end(r, obj, &s) && read_players(r, obj, &s) && read_rng(r, obj, &s);
    jr_leave(r, mark);
    if (ok)
        *out = s;
    return ok;
}
