/* Seats: who sits in each chair (name, display colour, human or AI, AI level). */
#include <stdio.h>
#include <string.h>

#include "save_internal.h"
#include "village/ai.h"

/* The save layer does not link the AI, so it keeps the level words itself;
 * they are the same words as village_ai_level_name (docs/save-format.md). */
const char *village_seat_level_name(int level)
{
    static const char *const names[] = {"random", "easy", "medium", "hard", "expert", "strongest"};
    _Static_assert(sizeof names / sizeof names[0] == VILLAGE_AI_LEVELS, "one word per AI level");
    return level >= 0 && level < VILLAGE_AI_LEVELS ? names[level] : "?";
}

const char *village_seat_style_name(int style)
{
    static const char *const names[] = {"balanced", "chronicler", "councillor", "merchant"};
    _Static_assert(sizeof names / sizeof names[0] == VILLAGE_AI_STYLES, "one word per AI style");
    return style >= 0 && style < VILLAGE_AI_STYLES ? names[style] : "?";
}

const char *village_seat_kind_name(int kind)
{
    return kind == VILLAGE_SEAT_AI ? "ai" : kind == VILLAGE_SEAT_HUMAN ? "human" : "?";
}

void save_seat_default(village_seat *seat, int player)
{
    memset(seat, 0, sizeof *seat);
    const char *colour = village_player_colour_name(player);
    snprintf(seat->name, sizeof seat->name, "%s", colour);
    seat->name[0] = (char)(seat->name[0] - 'a' + 'A');
    seat->kind = VILLAGE_SEAT_HUMAN;
    seat->colour = (uint8_t)player;
}

cJSON *save_seat_to_json(const village_seat *seat, int player, int hints, int style)
{
    cJSON *o = cJSON_CreateObject();
    char name[VILLAGE_SEAT_NAME_MAX];
    snprintf(name, sizeof name, "%s", seat->name); /* bounded even if not terminated */
    bool ok =
        o && cJSON_AddStringToObject(o, "colour", village_player_colour_name(player)) &&
        cJSON_AddStringToObject(o, "display_colour", village_player_colour_name(seat->colour)) &&
        cJSON_AddStringToObject(o, "name", name) &&
        cJSON_AddStringToObject(o, "kind", village_seat_kind_name(seat->kind));
    if (ok && seat->kind == VILLAGE_SEAT_AI)
        ok = cJSON_AddStringToObject(o, "level", village_seat_level_name(seat->ai_level)) != NULL;
    /* Only a style: saves of balanced seats, and of games from before
     * styles, stay as they were. */
    if (ok && seat->kind == VILLAGE_SEAT_AI && style != VILLAGE_AI_STYLE_BALANCED)
        ok = cJSON_AddStringToObject(o, "style", village_seat_style_name(style)) != NULL;
    /* Only when some were used: saves of games without hints stay as they were. */
    if (ok && hints > 0)
        ok = cJSON_AddNumberToObject(o, "hints", hints) != NULL;
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static bool read_name(json_reader *r, const cJSON *obj, village_seat *out)
{
    const char *name;
    if (!jr_string(r, obj, "name", VILLAGE_SEAT_NAME_MAX - 1, &name))
        return false;
    size_t mark = jr_enter_key(r, "name");
    bool ok = true;
    if (!name[0])
        ok = jr_fail(r, "a seat needs a name");
    else if (!village_text_is_printable(name))
        ok = jr_fail(r, "not printable UTF-8 text (control characters, or malformed UTF-8)");
    jr_leave(r, mark);
    if (ok)
        snprintf(out->name, sizeof out->name, "%s", name);
    return ok;
}

static bool read_kind(json_reader *r, const cJSON *obj, village_seat *out, int *style)
{
    static const char *const human_keys[] = {"colour", "display_colour", "name",
                                             "kind",   "hints",          NULL};
    static const char *const ai_keys[] = {"colour", "display_colour", "name",  "kind",
                                          "level",  "style",          "hints", NULL};
    int kind = 0, level = 0;
    *style = VILLAGE_AI_STYLE_BALANCED;
    if (!jr_name(r, obj, "kind", village_seat_kind_name, 2, "seat kind", &kind))
        return false;
    out->kind = (uint8_t)kind;
    if (kind == VILLAGE_SEAT_HUMAN)
        return jr_only_keys(r, obj, human_keys);
    if (!jr_only_keys(r, obj, ai_keys) ||
        !jr_name(r, obj, "level", village_seat_level_name, VILLAGE_AI_LEVELS, "AI level", &level))
        return false;
    out->ai_level = (uint8_t)level;
    /* Optional: a seat without one (every save from before styles) is balanced. */
    if (cJSON_GetObjectItemCaseSensitive(obj, "style") &&
        !jr_name(r, obj, "style", village_seat_style_name, VILLAGE_AI_STYLES, "AI style", style))
        return false;
    return true;
}

bool save_seat_from_json(json_reader *r, const cJSON *obj, int player, village_seat *out,
                         uint16_t *hints_out, uint8_t *style_out)
{
    if (!cJSON_IsObject(obj))
        return jr_fail(r, "expected an object");
    village_seat seat;
    memset(&seat, 0, sizeof seat);
    int colour = -1;
    if (!jr_name(r, obj, "colour", village_player_colour_name, VILLAGE_MAX_PLAYERS, "player colour",
                 &colour))
        return false;
    if (colour != player)
        return jr_fail(r, "seat %d must be %s, found %s", player + 1,
                       village_player_colour_name(player), village_player_colour_name(colour));
    int shown = -1;
    if (!jr_name(r, obj, "display_colour", village_player_colour_name, VILLAGE_MAX_PLAYERS,
                 "display colour", &shown))
        return false;
    seat.colour = (uint8_t)shown;
    int style = VILLAGE_AI_STYLE_BALANCED;
    if (!read_name(r, obj, &seat) || !read_kind(r, obj, &seat, &style))
        return false;
    long hints = 0; /* optional: saves from before hints were counted have none */
    if (cJSON_GetObjectItemCaseSensitive(obj, "hints") &&
        !jr_int(r, obj, "hints", 0, VILLAGE_HINTS_MAX, &hints))
        return false;
    *hints_out = (uint16_t)hints;
    *style_out = (uint8_t)style;
    *out = seat;
    return true;
}

bool save_seats_colours_distinct(json_reader *r, const village_seat *seats, int count)
{
    for (int p = 1; p < count; p++)
        for (int q = 0; q < p; q++)
            if (seats[p].colour == seats[q].colour) {
                size_t at = jr_enter_index(r, (size_t)p);
                size_t key = jr_enter_key(r, "display_colour");
                jr_fail(r,
                        "%s is already the display colour of seats[%d] (two seats may not share "
                        "a colour)",
                        village_player_colour_name(seats[p].colour), q);
                jr_leave(r, key);
                jr_leave(r, at);
                return false;
            }
    return true;
}
