/* A record -> its save text (docs/save-format.md). */
#include <stdlib.h>

#include "save_internal.h"

static cJSON *setup_to_json(const village_record *r)
{
    char seed[17];
    save_hex64_format(r->seed, seed);
    cJSON *o = cJSON_CreateObject();
    bool ok =
        o && cJSON_AddNumberToObject(o, "players", r->num_players) &&
        cJSON_AddStringToObject(o, "seed", seed) &&
        cJSON_AddStringToObject(o, "start_player", village_player_colour_name(r->start_player));
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static cJSON *seats_to_json(const village_record *r)
{
    cJSON *arr = cJSON_CreateArray();
    for (int p = 0; arr && p < r->num_players && p < VILLAGE_MAX_PLAYERS; p++) {
        cJSON *seat = save_seat_to_json(&r->seats[p], p, r->hints_used[p], r->ai_styles[p]);
        if (!seat || !cJSON_AddItemToArray(arr, seat)) {
            cJSON_Delete(seat);
            cJSON_Delete(arr);
            return NULL;
        }
    }
    return arr;
}

/* Each move in its canonical text, formatted in the state it was made in. */
static bool append_move_text(void *ctx, size_t index, const village_state *before,
                             const village_move *m, const village_events *ev,
                             const village_state *after)
{
    (void)index, (void)ev, (void)after;
    char text[SAVE_MAX_MOVE_TEXT + 1];
    village_move_format(before, m, text, sizeof text);
    cJSON *item = cJSON_CreateString(text);
    if (item && !cJSON_AddItemToArray(ctx, item)) {
        cJSON_Delete(item);
        item = NULL;
    }
    return item != NULL;
}

static cJSON *moves_to_json(const village_record *r)
{
    cJSON *arr = cJSON_CreateArray();
    if (arr && !village_record_replay(r, r->move_count, append_move_text, arr, NULL)) {
        cJSON_Delete(arr);
        return NULL;
    }
    return arr;
}

static bool add_part(cJSON *root, const char *key, cJSON *part)
{
    if (!part)
        return false;
    if (!cJSON_AddItemToObject(root, key, part)) {
        cJSON_Delete(part);
        return false;
    }
    return true;
}

static bool add_game_id(cJSON *root, uint64_t id)
{
    char text[17];
    save_hex64_format(id, text);
    return cJSON_AddStringToObject(root, "game_id", text) != NULL;
}

char *village_save_to_json(const village_record *r)
{
    cJSON *root = cJSON_CreateObject();
    bool ok = root && cJSON_AddStringToObject(root, "format", SAVE_FORMAT_NAME) &&
              cJSON_AddNumberToObject(root, "version",
                                      r->from_position ? VILLAGE_SAVE_VERSION_FROM_POSITION
                                                       : VILLAGE_SAVE_VERSION) &&
              (r->game_id == 0 || add_game_id(root, r->game_id)) &&
              add_part(root, "setup", setup_to_json(r)) &&
              add_part(root, "seats", seats_to_json(r)) &&
              (!r->from_position || add_part(root, "start", save_state_to_json(&r->start))) &&
              add_part(root, "state", save_state_to_json(&r->state)) &&
              add_part(root, "moves", moves_to_json(r)) &&
              (!r->review || add_part(root, "review", save_review_to_json(r)));
    char *text = ok ? save_json_print_pretty(root) : NULL;
    cJSON_Delete(root);
    return text;
}
