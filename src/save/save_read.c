/* Save text -> record. Nothing in the text is trusted: every value is
 * checked, the position must pass the rules' invariants, the history must
 * replay move by move, and the stored state must be what it leads to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

cJSON *save_json_parse_checked(const char *json, const char *what, char *err, size_t err_size)
{
    size_t len = strlen(json);
    if (!save_json_precheck(json, len, err, err_size))
        return NULL;
    const char *end = NULL;
    /* The length includes the terminating NUL: cJSON checks for it. */
    cJSON *root = cJSON_ParseWithLengthOpts(json, len + 1, &end, true);
    if (root)
        return root;
    size_t offset = end && end >= json && end <= json + len ? (size_t)(end - json) : len;
    char where[64];
    save_json_locate(json, offset, where, sizeof where);
    if (offset >= len)
        snprintf(err, err_size, "not a valid %s: the text ends too early (truncated?) at %s", what,
                 where);
    else
        snprintf(err, err_size, "not a valid %s: malformed JSON at %s", what, where);
    save_refuse(VILLAGE_REFUSAL_DAMAGED);
    return NULL;
}

/* Version 1: a game from a seed's setup; version 2 adds "start", the
 * position the moves start from. */
static bool read_header(json_reader *r, const cJSON *root, long *version)
{
    static const char *const keys_v1[] = {"format", "version", "game_id", "setup", "seats",
                                          "state",  "moves",   "review",  NULL};
    static const char *const keys_v2[] = {"format", "version", "game_id", "setup",  "seats",
                                          "start",  "state",   "moves",   "review", NULL};
    const char *format;
    if (!cJSON_GetObjectItemCaseSensitive(root, "format"))
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT, "missing key \"format\"");
    if (!jr_string(r, root, "format", 64, &format))
        return false;
    if (strcmp(format, SAVE_FORMAT_NAME) != 0)
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT,
                         "not a Village save (format \"%s\", expected \"%s\")", format,
                         SAVE_FORMAT_NAME);
    if (!jr_int(r, root, "version", 0, 1000000, version))
        return false;
    if (*version != VILLAGE_SAVE_VERSION && *version != VILLAGE_SAVE_VERSION_FROM_POSITION)
        return jr_refuse(r,
                         *version > VILLAGE_SAVE_VERSION_FROM_POSITION
                             ? VILLAGE_REFUSAL_NEWER_VERSION
                             : VILLAGE_REFUSAL_BAD_VALUE,
                         "save version %ld is not supported (this build reads versions %d and %d)",
                         *version, VILLAGE_SAVE_VERSION, VILLAGE_SAVE_VERSION_FROM_POSITION);
    return jr_only_keys(r, root, *version == VILLAGE_SAVE_VERSION ? keys_v1 : keys_v2);
}

static bool read_setup(json_reader *r, const cJSON *root, village_record *rec)
{
    static const char *const keys[] = {"players", "seed", "start_player", NULL};
    const cJSON *setup = jr_object(r, root, "setup");
    if (!setup)
        return false;
    size_t mark = jr_enter_key(r, "setup");
    long players = 0;
    int start = 0;
    bool ok = jr_only_keys(r, setup, keys) &&
              jr_int(r, setup, "players", 2, VILLAGE_MAX_PLAYERS, &players) &&
              jr_hex64(r, setup, "seed", &rec->seed) &&
              jr_player(r, setup, "start_player", (int)players, -1, &start);
    rec->num_players = (int)players;
    rec->start_player = start;
    jr_leave(r, mark);
    return ok;
}

static bool read_seats(json_reader *r, const cJSON *root, village_record *rec)
{
    const cJSON *seats = jr_array(r, root, "seats", rec->num_players, rec->num_players);
    if (!seats)
        return false;
    size_t mark = jr_enter_key(r, "seats");
    bool ok = true;
    int p = 0;
    for (const cJSON *item = seats->child; ok && item; item = item->next, p++) {
        size_t at = jr_enter_index(r, (size_t)p);
        ok = save_seat_from_json(r, item, p, &rec->seats[p], &rec->hints_used[p],
                                 &rec->ai_styles[p]);
        jr_leave(r, at);
    }
    for (; p < VILLAGE_MAX_PLAYERS; p++)
        save_seat_default(&rec->seats[p], p);
    ok = ok && save_seats_colours_distinct(r, rec->seats, rec->num_players);
    jr_leave(r, mark);
    return ok;
}

/* A whole position under 'key' ("state" or "start"), possible by the rules. */
static bool read_position(json_reader *r, const cJSON *root, const char *key, int num_players,
                          village_state *out)
{
    const cJSON *obj = jr_object(r, root, key);
    if (!obj || !save_state_from_json_at(r, obj, key, num_players, out))
        return false;
    char why[192];
    if (!village_check_invariants(out, why, sizeof why)) {
        size_t mark = jr_enter_key(r, key);
        jr_refuse(r, VILLAGE_REFUSAL_IMPOSSIBLE, "impossible position: %s", why);
        jr_leave(r, mark);
        return false;
    }
    return true;
}

static bool read_start(json_reader *r, const cJSON *root, village_record *rec)
{
    if (!read_position(r, root, "start", rec->num_players, &rec->start))
        return false;
    rec->from_position = true;
    if (rec->start.start_player != rec->start_player) {
        size_t mark = jr_enter_key(r, "setup");
        size_t at = jr_enter_key(r, "start_player");
        jr_fail(r, "must be the start position's start player (%s)",
                village_player_colour_name(rec->start.start_player));
        jr_leave(r, at);
        jr_leave(r, mark);
        return false;
    }
    return true;
}

/* Replays the move texts from the setup into 'replay' (a fresh record). */
static bool replay_moves(json_reader *r, const cJSON *root, village_record *replay)
{
    const cJSON *moves = jr_array(r, root, "moves", 0, SAVE_MAX_MOVES);
    if (!moves || !save_record_reserve(replay, (size_t)cJSON_GetArraySize(moves)))
        return moves ? jr_refuse(r, VILLAGE_REFUSAL_OUT_OF_MEMORY, "out of memory") : false;
    size_t mark = jr_enter_key(r, "moves"), i = 0;
    bool ok = true;
    for (const cJSON *item = moves->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, i);
        village_move m;
        if (!cJSON_IsString(item) || strlen(item->valuestring) > SAVE_MAX_MOVE_TEXT) {
            ok = jr_fail(r, "move %lu: expected a move text of at most %d characters",
                         (unsigned long)(i + 1), SAVE_MAX_MOVE_TEXT);
        } else if (!village_move_parse(&replay->state, item->valuestring, &m)) {
            char why[256];
            village_explain_illegal(&replay->state, item->valuestring, why, sizeof why);
            ok = jr_refuse(r, VILLAGE_REFUSAL_HISTORY, "move %lu \"%s\" does not replay: %s",
                           (unsigned long)(i + 1), item->valuestring, why);
        } else {
            ok = village_record_apply(replay, &m, NULL) ||
                 jr_refuse(r, VILLAGE_REFUSAL_OUT_OF_MEMORY, "out of memory");
        }
        jr_leave(r, at);
    }
    jr_leave(r, mark);
    return ok;
}

/* The stored state must be exactly the replay of the history. */
static bool check_same_state(json_reader *r, const village_record *stored,
                             const village_record *replay)
{
    cJSON *a = save_state_to_json(&stored->state), *b = save_state_to_json(&replay->state);
    char path[160], a_text[64], b_text[64];
    bool ok = a && b;
    if (!ok)
        jr_refuse(r, VILLAGE_REFUSAL_OUT_OF_MEMORY, "out of memory");
    else if (save_json_first_difference(a, b, path, sizeof path, a_text, b_text, sizeof a_text))
        ok = jr_refuse(r, VILLAGE_REFUSAL_HISTORY,
                       "the stored state differs from the replay of its %lu moves: state%s is "
                       "%s in the file but %s after the moves",
                       (unsigned long)replay->move_count, path, a_text, b_text);
    cJSON_Delete(a);
    cJSON_Delete(b);
    return ok;
}

static bool read_record(json_reader *r, const cJSON *root, village_record *out)
{
    village_record stored, replay;
    memset(&stored, 0, sizeof stored);
    if (!cJSON_IsObject(root))
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT, "expected a JSON object");
    long version = 0;
    /* Optional: saves from before games had an id load without one. */
    bool has_id = cJSON_GetObjectItemCaseSensitive(root, "game_id") != NULL;
    if (!read_header(r, root, &version) ||
        (has_id && !jr_hex64(r, root, "game_id", &stored.game_id)) ||
        !read_setup(r, root, &stored) || !read_seats(r, root, &stored))
        return false;
    if (version == VILLAGE_SAVE_VERSION_FROM_POSITION && !read_start(r, root, &stored))
        return false;
    if (!read_position(r, root, "state", stored.num_players, &stored.state))
        return false;
    bool set_up =
        stored.from_position
            ? village_record_from_position(&replay, &stored.start, stored.seed, NULL, 0)
            : village_record_new(&replay, stored.num_players, stored.seed, stored.start_player);
    if (!set_up)
        return jr_refuse(r,
                         stored.from_position ? village_last_refusal() : VILLAGE_REFUSAL_BAD_VALUE,
                         "cannot set up the game");
    memcpy(replay.seats, stored.seats, sizeof replay.seats);
    memcpy(replay.hints_used, stored.hints_used, sizeof replay.hints_used);
    memcpy(replay.ai_styles, stored.ai_styles, sizeof replay.ai_styles);
    replay.game_id = stored.game_id;
    if (!replay_moves(r, root, &replay) || !check_same_state(r, &stored, &replay) ||
        !save_review_from_json(r, root, &replay)) {
        village_record_free(&replay);
        return false;
    }
    *out = replay;
    return true;
}

bool village_save_from_json(const char *json, village_record *out, char *err, size_t err_size)
{
    char scratch[2];
    if (!err || !err_size) {
        err = scratch;
        err_size = sizeof scratch;
    }
    if (!json) {
        snprintf(err, err_size, "no save text");
        return save_refuse(VILLAGE_REFUSAL_DAMAGED);
    }
    cJSON *root = save_json_parse_checked(json, "save", err, err_size);
    if (!root)
        return false;
    json_reader r;
    jr_init(&r, err, err_size);
    bool ok = read_record(&r, root, out);
    cJSON_Delete(root);
    save_refuse(ok ? VILLAGE_REFUSAL_NONE : r.refusal);
    /* Messages quote the file (move texts, keys): nothing raw may reach a
     * terminal or the screen. */
    if (!ok)
        village_text_make_printable(err);
    return ok;
}
