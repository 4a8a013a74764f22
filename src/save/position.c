/* Position files (docs/position-format.md): one whole state without
 * history, in the save format's words, checked exactly like a save's state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

enum { POSITION_MAX_DESCRIPTION = 1000 };

char *village_position_to_json(const village_state *s)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return NULL;
    cJSON *state = save_state_to_json(s);
    bool ok = state && cJSON_AddStringToObject(root, "format", POSITION_FORMAT_NAME) &&
              cJSON_AddNumberToObject(root, "version", VILLAGE_POSITION_VERSION) &&
              cJSON_AddNumberToObject(root, "players", s->num_players);
    if (ok && !cJSON_AddItemToObject(root, "state", state))
        ok = false;
    else if (!ok)
        cJSON_Delete(state);
    char *text = ok ? save_json_print_pretty(root) : NULL;
    cJSON_Delete(root);
    return text;
}

static bool read_position(json_reader *r, const cJSON *root, village_state *out)
{
    /* "lesson": a guided lesson's script (docs/lessons.md), read by the game. */
    static const char *const keys[] = {"format", "version", "description", "players",
                                       "state",  "lesson",  NULL};
    const char *format, *description;
    long version, players;
    if (!cJSON_IsObject(root))
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT, "expected a JSON object");
    if (!cJSON_GetObjectItemCaseSensitive(root, "format"))
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT, "missing key \"format\"");
    if (!jr_string(r, root, "format", 64, &format))
        return false;
    if (strcmp(format, POSITION_FORMAT_NAME) != 0)
        return jr_refuse(r, VILLAGE_REFUSAL_WRONG_FORMAT,
                         "not a Village position (format \"%s\", expected \"%s\")", format,
                         POSITION_FORMAT_NAME);
    if (!jr_int(r, root, "version", 0, 1000000, &version))
        return false;
    if (version != VILLAGE_POSITION_VERSION)
        return jr_refuse(r,
                         version > VILLAGE_POSITION_VERSION ? VILLAGE_REFUSAL_NEWER_VERSION
                                                            : VILLAGE_REFUSAL_BAD_VALUE,
                         "position version %ld is not supported (this build reads version %d)",
                         version, VILLAGE_POSITION_VERSION);
    if (!jr_only_keys(r, root, keys))
        return false;
    if (cJSON_GetObjectItemCaseSensitive(root, "description") &&
        !jr_string(r, root, "description", POSITION_MAX_DESCRIPTION, &description))
        return false;
    if (cJSON_GetObjectItemCaseSensitive(root, "lesson") && !jr_object(r, root, "lesson"))
        return false;
    if (!jr_int(r, root, "players", 2, VILLAGE_MAX_PLAYERS, &players))
        return false;
    const cJSON *obj = jr_object(r, root, "state");
    village_state s;
    if (!obj || !save_state_from_json(r, obj, (int)players, &s))
        return false;
    char why[192];
    if (!village_check_invariants(&s, why, sizeof why)) {
        size_t mark = jr_enter_key(r, "state");
        jr_refuse(r, VILLAGE_REFUSAL_IMPOSSIBLE, "impossible position: %s", why);
        jr_leave(r, mark);
        return false;
    }
    /* A position the game could never leave would hang a table. */
    village_move moves[VILLAGE_MAX_MOVES];
    if (!village_game_over(&s) && village_legal_moves(&s, moves) == 0)
        return jr_refuse(r, VILLAGE_REFUSAL_IMPOSSIBLE,
                         "state: %s has no legal move and the game is not over",
                         village_player_colour_name(s.actor));
    *out = s;
    return true;
}

bool village_position_from_json(const char *json, village_state *out, char *err, size_t err_size)
{
    char scratch[2];
    if (!err || !err_size) {
        err = scratch;
        err_size = sizeof scratch;
    }
    if (!json) {
        snprintf(err, err_size, "no position text");
        return save_refuse(VILLAGE_REFUSAL_DAMAGED);
    }
    cJSON *root = save_json_parse_checked(json, "position", err, err_size);
    if (!root)
        return false;
    json_reader r;
    jr_init(&r, err, err_size);
    bool ok = read_position(&r, root, out);
    cJSON_Delete(root);
    /* The message may quote a key or a name from the file (found by the
     * position fuzzer: a raw byte in an unknown key reached the message). */
    if (!ok)
        village_text_make_printable(err);
    save_refuse(ok ? VILLAGE_REFUSAL_NONE : r.refusal);
    return ok;
}

static bool parse_position(const char *text, void *out, char *why, size_t why_size)
{
    return village_position_from_json(text, out, why, why_size);
}

bool village_position_read_file(const char *path, village_state *out, char *err, size_t err_size)
{
    return save_read_document(path, parse_position, out, err, err_size);
}
