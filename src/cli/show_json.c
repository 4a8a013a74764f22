/* village-cli show --json: the position for programs (docs/cli.md). */
#include <stdlib.h>

#include "show.h"
#include "village/board.h"
#include <cJSON.h>

static void add_counts(cJSON *parent, const char *key, const uint8_t *counts, int colours)
{
    cJSON *o = cJSON_AddObjectToObject(parent, key);
    for (int c = 0; c < colours; c++)
        cJSON_AddNumberToObject(o, village_colour_name(c), counts[c]);
}

static void add_tiles(cJSON *parent, const char *key, const uint8_t *tiles)
{
    cJSON *arr = cJSON_AddArrayToObject(parent, key);
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        cJSON_AddItemToArray(arr, tiles[i] == VILLAGE_NO_CUSTOMER ? cJSON_CreateNull()
                                                                  : cJSON_CreateNumber(tiles[i]));
}

static void add_player_name(cJSON *parent, const char *key, int player)
{
    if (player == VILLAGE_NOBODY)
        cJSON_AddNullToObject(parent, key);
    else
        cJSON_AddStringToObject(parent, key, village_player_colour_name(player));
}

static void add_decision(cJSON *root, const village_state *s)
{
    village_move moves[VILLAGE_MAX_MOVES];
    cJSON *d = cJSON_AddObjectToObject(root, "decision");
    cJSON_AddStringToObject(d, "phase", village_phase_name(s->phase));
    add_player_name(d, "actor", s->actor);
    cJSON_AddStringToObject(d, "description", cli_decision_text(s->phase));
    add_player_name(d, "turn_player", s->turn_player);
    add_player_name(d, "start_player", s->start_player);
    cJSON_AddNumberToObject(d, "legal_moves", village_legal_moves(s, moves));
}

static void add_board(cJSON *root, const village_state *s)
{
    cJSON *board = cJSON_AddObjectToObject(root, "board");
    cJSON *spaces = cJSON_AddObjectToObject(board, "spaces");
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        add_counts(spaces, village_space_name(sp), s->spaces[sp], VILLAGE_CUBE_COLOURS);
    add_counts(board, "green_bag", s->green_bag, VILLAGE_CUBE_COLOURS);
    cJSON *market = cJSON_AddObjectToObject(board, "market");
    add_tiles(market, "stalls", s->stalls);
    add_tiles(market, "waiting", s->waiting);
    cJSON_AddNumberToObject(market, "pile_size", VILLAGE_CUSTOMERS - s->pile_top);
    cJSON_AddBoolToObject(market, "open", s->market_open);
}

/* {"farm": [1, 1], "smithy": [2], ...}: generations by location. */
static void add_members(cJSON *parent, const village_player *pl)
{
    cJSON *members = cJSON_AddObjectToObject(parent, "members");
    int order[VILLAGE_MEMBERS_PER_PLAYER];
    show_member_order(pl, order);
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        char where[32];
        cli_member_location(&pl->members[order[i]], where, sizeof where);
        cJSON *here = cJSON_GetObjectItemCaseSensitive(members, where);
        if (!here)
            here = cJSON_AddArrayToObject(members, where);
        cJSON_AddItemToArray(here, cJSON_CreateNumber(village_member_generation(order[i])));
    }
}

static void add_score(cJSON *parent, const village_score *sc, int rank)
{
    cJSON *o = cJSON_AddObjectToObject(parent, "score");
    cJSON_AddNumberToObject(o, "prestige", sc->prestige);
    cJSON_AddNumberToObject(o, "travel", sc->travel);
    cJSON_AddNumberToObject(o, "council", sc->council);
    cJSON_AddNumberToObject(o, "church", sc->church);
    cJSON_AddNumberToObject(o, "chronicle", sc->chronicle);
    cJSON_AddNumberToObject(o, "customers", sc->customers);
    cJSON_AddNumberToObject(o, "coins", sc->coins);
    cJSON_AddNumberToObject(o, "total", sc->total);
    cJSON_AddNumberToObject(parent, "rank", rank);
}

static void add_player(cJSON *arr, const village_record *r, int p, const village_result *res)
{
    const village_player *pl = &r->state.players[p];
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToArray(arr, o);
    cJSON_AddStringToObject(o, "colour", village_player_colour_name(p));
    cJSON_AddStringToObject(o, "name", r->seats[p].name);
    cJSON_AddStringToObject(o, "kind", village_seat_kind_name(r->seats[p].kind));
    if (r->seats[p].kind == VILLAGE_SEAT_AI)
        cJSON_AddStringToObject(o, "level", village_seat_level_name(r->seats[p].ai_level));
    add_counts(o, "cubes", pl->cubes, VILLAGE_INFLUENCE_COLOURS);
    cJSON_AddNumberToObject(o, "grain", pl->grain);
    cJSON_AddNumberToObject(o, "coins", pl->coins);
    cJSON *goods = cJSON_AddObjectToObject(o, "goods");
    for (int g = 0; g < VILLAGE_GOODS; g++)
        cJSON_AddNumberToObject(goods, village_good_name(g), pl->goods[g]);
    add_members(o, pl);
    cJSON *time = cJSON_AddObjectToObject(o, "time");
    cJSON_AddNumberToObject(time, "lifetime", pl->lifetime);
    cJSON_AddNumberToObject(time, "spaces", VILLAGE_LIFETIME_SPACES);
    cJSON_AddNumberToObject(time, "deaths_pending", pl->deaths_pending);
    cJSON_AddNumberToObject(o, "prestige", pl->prestige);
    cJSON *cities = cJSON_AddArrayToObject(o, "cities");
    for (int c = 0; c < VILLAGE_CITIES; c++)
        if ((pl->cities >> c) & 1)
            cJSON_AddItemToArray(cities, cJSON_CreateString(village_board_data.city_names[c]));
    cJSON *served = cJSON_AddArrayToObject(o, "customers_served");
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if ((pl->customers >> t) & 1)
            cJSON_AddItemToArray(served, cJSON_CreateNumber(t));
    add_score(o, &res->score[p], res->rank[p]);
}

bool show_json(const village_record *r, FILE *out)
{
    const village_state *s = &r->state;
    char seed[17];
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)r->seed);
    cJSON *root = cJSON_CreateObject();
    cJSON_AddNumberToObject(root, "num_players", r->num_players);
    cJSON_AddStringToObject(root, "seed", seed);
    cJSON_AddNumberToObject(root, "moves_played", (double)r->move_count);
    cJSON_AddNumberToObject(root, "round", s->round);
    cJSON_AddBoolToObject(root, "game_over", s->phase == VILLAGE_PHASE_GAME_OVER);
    add_decision(root, s);
    add_board(root, s);
    village_result result;
    village_result_compute(s, &result);
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int p = 0; p < r->num_players; p++)
        add_player(players, r, p, &result);
    cJSON *winners = cJSON_AddArrayToObject(root, "leaders");
    for (int p = 0; p < r->num_players; p++)
        if (result.rank[p] == 1)
            cJSON_AddItemToArray(winners, cJSON_CreateString(village_player_colour_name(p)));
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text)
        return false;
    fprintf(out, "%s\n", text);
    cJSON_free(text);
    return true;
}
