/* Reading lesson files (docs/lessons.md): the position goes through the save
 * layer's position reader, so a lesson's board passes every check a save
 * does; the "lesson" object is read here, each problem named with its path. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "session/lesson_file.h"
#include "village/save.h"

static const char *const EVENT_NAMES[] = {
    "any",    "cube_taken", "plague",   "well",         "skipped",    "grain",     "birth",
    "recall", "trained",    "good",     "coins",        "served",     "passed",    "travelled",
    "city",   "council",    "church",   "bought",       "promoted",   "majority",  "time",
    "died",   "chronicle",  "prestige", "market_ended", "mass_ended", "game_over", "next_turn"};
_Static_assert(sizeof EVENT_NAMES / sizeof EVENT_NAMES[0] == LESSON_EV_COUNT,
               "every lesson event needs its name");

const char *lesson_event_name(lesson_event e)
{
    return e >= 0 && e < LESSON_EV_COUNT ? EVENT_NAMES[e] : "?";
}

lesson_event lesson_event_from_name(const char *name)
{
    for (int e = 0; e < LESSON_EV_COUNT; e++)
        if (strcmp(EVENT_NAMES[e], name) == 0)
            return (lesson_event)e;
    return LESSON_EV_COUNT;
}

/* The message quotes the file, and goes to stderr: control characters,
 * bidi overrides and malformed UTF-8 become '?' as in the save reader's
 * messages, so a lesson file cannot drive the terminal. */
static bool fail(char *err, size_t size, const char *fmt, ...)
{
    if (err && size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, size, fmt, ap);
        va_end(ap);
        village_text_make_printable(err);
    }
    return false;
}

/* A string of at most max-1 bytes made of letters, digits and ._- (keys,
 * anchors and topics are names, never text shown as is). */
static bool read_name(const cJSON *item, const char *path, char *out, size_t max, char *err,
                      size_t size)
{
    if (!cJSON_IsString(item))
        return fail(err, size, "lesson.%s: expected a string", path);
    const char *s = item->valuestring;
    size_t n = strlen(s);
    if (n == 0 || n >= max)
        return fail(err, size, "lesson.%s: \"%.80s\" must be 1 to %zu characters", path, s,
                    max - 1);
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '.' || c == '_' || c == '-';
        if (!ok)
            return fail(err, size, "lesson.%s: \"%.80s\" may hold only letters, digits and ._-",
                        path, s);
    }
    memcpy(out, s, n + 1);
    return true;
}

/* A list of names: "key": ["a", "b"], between min and max entries. */
static bool read_names(const cJSON *obj, const char *key, int min, int max, size_t width, char *out,
                       int *count, char *err, size_t size)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!arr)
        return min == 0 ? (*count = 0, true) : fail(err, size, "lesson.%s: missing", key);
    if (!cJSON_IsArray(arr))
        return fail(err, size, "lesson.%s: expected a list", key);
    int n = cJSON_GetArraySize(arr);
    if (n < min || n > max)
        return fail(err, size, "lesson.%s: %d entries, expected %d to %d", key, n, min, max);
    for (int i = 0; i < n; i++) {
        char path[64];
        snprintf(path, sizeof path, "%s[%d]", key, i);
        if (!read_name(cJSON_GetArrayItem(arr, i), path, out + (size_t)i * width, width, err, size))
            return false;
    }
    *count = n;
    return true;
}

static bool read_event(const cJSON *item, const char *path, lesson_event *out, char *err,
                       size_t size)
{
    char name[32];
    if (!read_name(item, path, name, sizeof name, err, size))
        return false;
    *out = lesson_event_from_name(name);
    if (*out == LESSON_EV_COUNT)
        return fail(err, size, "lesson.%s: \"%s\" is not an event a lesson knows", path, name);
    return true;
}

static bool read_reactions(const cJSON *obj, lesson *out, char *err, size_t size)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, "reactions");
    if (!cJSON_IsArray(arr))
        return fail(err, size, "lesson.reactions: expected a list");
    int n = cJSON_GetArraySize(arr);
    if (n < 1 || n > LESSON_REACTIONS_MAX)
        return fail(err, size, "lesson.reactions: %d entries, expected 1 to %d", n,
                    LESSON_REACTIONS_MAX);
    for (int i = 0; i < n; i++) {
        const cJSON *r = cJSON_GetArrayItem(arr, i);
        char path[64];
        if (!cJSON_IsObject(r) || cJSON_GetArraySize(r) != 2)
            return fail(err, size, "lesson.reactions[%d]: expected {\"on\": …, \"say\": …}", i);
        snprintf(path, sizeof path, "reactions[%d].on", i);
        lesson_event on;
        out->reactions[i].space = -1;
        const cJSON *on_item = cJSON_GetObjectItemCaseSensitive(r, "on");
        const char *colon = cJSON_IsString(on_item) ? strchr(on_item->valuestring, ':') : NULL;
        if (colon) { /* "cube_taken:market" */
            if (strncmp(on_item->valuestring, "cube_taken:", 11) != 0)
                return fail(err, size, "lesson.%s: only cube_taken may name a space", path);
            for (int sp = 0; sp < VILLAGE_SPACES; sp++)
                if (strcmp(colon + 1, village_space_name(sp)) == 0)
                    out->reactions[i].space = sp;
            if (out->reactions[i].space < 0)
                return fail(err, size, "lesson.%s: \"%.40s\" is not an action space", path,
                            colon + 1);
            on = LESSON_EV_CUBE_TAKEN;
        } else if (!read_event(on_item, path, &on, err, size)) {
            return false;
        }
        if (on == LESSON_EV_NEXT_TURN)
            return fail(err, size, "lesson.%s: next_turn can only end a lesson", path);
        out->reactions[i].on = on;
        snprintf(path, sizeof path, "reactions[%d].say", i);
        if (!read_name(cJSON_GetObjectItemCaseSensitive(r, "say"), path, out->reactions[i].say,
                       LESSON_KEY_MAX, err, size))
            return false;
    }
    out->reaction_count = n;
    return true;
}

/* The goals: events of the learner's own moves, so never one of the events
 * that anyone's move shows or that only ends a lesson. */
static bool read_goals(const cJSON *obj, lesson *out, char *err, size_t size)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, "goals");
    if (!cJSON_IsArray(arr))
        return fail(err, size, "lesson.goals: expected a list");
    int n = cJSON_GetArraySize(arr);
    if (n < 1 || n > LESSON_GOALS_MAX)
        return fail(err, size, "lesson.goals: %d entries, expected 1 to %d", n, LESSON_GOALS_MAX);
    for (int i = 0; i < n; i++) {
        char path[32];
        snprintf(path, sizeof path, "goals[%d]", i);
        if (!read_event(cJSON_GetArrayItem(arr, i), path, &out->goals[i], err, size))
            return false;
        if (out->goals[i] >= LESSON_EV_MARKET_ENDED)
            return fail(err, size, "lesson.%s: \"%s\" is not something the learner does", path,
                        lesson_event_name(out->goals[i]));
    }
    out->goal_count = n;
    return true;
}

static bool only_keys(const cJSON *obj, const char *const *keys, char *err, size_t size)
{
    for (const cJSON *it = obj->child; it; it = it->next) {
        bool known = false;
        for (int k = 0; keys[k]; k++)
            known = known || strcmp(keys[k], it->string) == 0;
        if (!known)
            return fail(err, size, "lesson: unknown key \"%.60s\"", it->string);
        for (const cJSON *other = it->next; other; other = other->next)
            if (strcmp(other->string, it->string) == 0)
                return fail(err, size, "lesson: key \"%.60s\" appears twice", it->string);
    }
    return true;
}

static bool read_lesson(const cJSON *obj, const village_state *start, lesson *out, char *err,
                        size_t size)
{
    static const char *const keys[] = {"title",     "topics",    "learner", "targets",
                                       "prompts",   "reactions", "ends",    "goals",
                                       "new_table", "done",      NULL};
    if (!cJSON_IsObject(obj))
        return fail(err, size, "lesson: expected an object");
    if (!only_keys(obj, keys, err, size))
        return false;
    if (!read_name(cJSON_GetObjectItemCaseSensitive(obj, "title"), "title", out->title,
                   LESSON_KEY_MAX, err, size) ||
        !read_names(obj, "topics", 0, LESSON_TOPICS_MAX, LESSON_TOPIC_MAX, out->topics[0],
                    &out->topic_count, err, size) ||
        !read_names(obj, "targets", 0, LESSON_TARGETS_MAX, LESSON_ANCHOR_MAX, out->targets[0],
                    &out->target_count, err, size) ||
        !read_names(obj, "prompts", 1, LESSON_PROMPTS_MAX, LESSON_KEY_MAX, out->prompts[0],
                    &out->prompt_count, err, size) ||
        !read_reactions(obj, out, err, size) ||
        !read_event(cJSON_GetObjectItemCaseSensitive(obj, "ends"), "ends", &out->ends, err, size) ||
        !read_name(cJSON_GetObjectItemCaseSensitive(obj, "done"), "done", out->done, LESSON_KEY_MAX,
                   err, size))
        return false;
    if (!read_goals(obj, out, err, size))
        return false;
    const cJSON *new_table = cJSON_GetObjectItemCaseSensitive(obj, "new_table");
    if (new_table && !cJSON_IsBool(new_table))
        return fail(err, size, "lesson.new_table: expected true or false");
    out->new_table = cJSON_IsTrue(new_table);
    char colour[16];
    if (!read_name(cJSON_GetObjectItemCaseSensitive(obj, "learner"), "learner", colour,
                   sizeof colour, err, size))
        return false;
    out->learner = -1;
    for (int p = 0; p < start->num_players; p++)
        if (strcmp(village_player_colour_name(p), colour) == 0)
            out->learner = p;
    if (out->learner < 0)
        return fail(err, size, "lesson.learner: \"%s\" is not a seat of this %d-player position",
                    colour, start->num_players);
    if (start->phase == VILLAGE_PHASE_GAME_OVER)
        return fail(err, size, "state: the game is over, there is nothing left to learn");
    return true;
}

bool lesson_from_json(const char *json, lesson *out, char *err, size_t size)
{
    /* Large (a state and its keys): kept off the stack, and read whole
     * before 'out' changes. */
    lesson *parsed = calloc(1, sizeof *parsed);
    if (!parsed)
        return fail(err, size, "out of memory");
    /* The whole file is a position first: same reader, same messages. */
    bool ok = village_position_from_json(json, &parsed->start, err, size);
    cJSON *root = ok ? cJSON_Parse(json) : NULL;
    if (ok && !root)
        ok = fail(err, size, "out of memory");
    const cJSON *obj = root ? cJSON_GetObjectItemCaseSensitive(root, "lesson") : NULL;
    if (ok)
        ok = obj ? read_lesson(obj, &parsed->start, parsed, err, size)
                 : fail(err, size, "a position without a \"lesson\" object is not a lesson");
    cJSON_Delete(root);
    if (ok)
        *out = *parsed;
    free(parsed);
    return ok;
}

bool lesson_read_file(const char *path, lesson *out, char *err, size_t size)
{
    char why[400];
    char *text = village_read_text_file(path, LESSON_FILE_BYTES, why, sizeof why);
    if (!text)
        return fail(err, size, "%s", why);
    bool ok = lesson_from_json(text, out, why, sizeof why);
    free(text);
    return ok || fail(err, size, "%s: %s", path, why);
}

/* A line of the list left out, and why (the first reason is kept). */
static void leave_out(lesson_list *l, const char *fmt, ...)
{
    if (l->left_out++ > 0)
        return;
    va_list args;
    va_start(args, fmt);
    vsnprintf(l->first_left_out, sizeof l->first_left_out, fmt, args);
    va_end(args);
}

/* The line names a lesson that opens: kept; else left out with the reason. */
static void list_line(lesson_list *l, const char *data_dir, const char *list_path, int line_no,
                      const char *name, lesson *scratch)
{
    size_t n = strlen(name);
    if (l->count == LESSON_LIST_MAX) {
        leave_out(l, "%s:%d: more than %d lessons", list_path, line_no, LESSON_LIST_MAX);
        return;
    }
    if (n >= LESSON_FILE_MAX || strchr(name, '/') || strchr(name, '\\') || name[0] == '.') {
        leave_out(l, "%s:%d: \"%.80s\" is not a plain file name", list_path, line_no, name);
        return;
    }
    char path[1300], why[400];
    snprintf(path, sizeof path, "%s/lessons/%s", data_dir, name);
    if (lesson_read_file(path, scratch, why, sizeof why))
        memcpy(l->files[l->count++], name, n + 1);
    else
        leave_out(l, "%s:%d: %s", list_path, line_no, why);
}

bool lesson_list_read(const char *data_dir, lesson_list *out, char *err, size_t size)
{
    char path[1200], why[400];
    snprintf(path, sizeof path, "%s/lessons/lessons.txt", data_dir);
    char *text = village_read_text_file(path, 16 * 1024, why, sizeof why);
    if (!text)
        return fail(err, size, "%s", why);
    lesson_list *l = calloc(1, sizeof *l);
    lesson *scratch = malloc(sizeof *scratch); /* a state and its keys: off the stack */
    bool ok = l && scratch;
    if (!ok)
        fail(err, size, "%s: out of memory", path);
    int line_no = 0;
    for (char *line = text, *next; ok && line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        line_no++;
        line[strcspn(line, "\r")] = '\0';
        if (line[0] != '\0' && line[0] != '#')
            list_line(l, data_dir, path, line_no, line, scratch);
    }
    free(text);
    free(scratch);
    if (ok && l->count == 0)
        ok = l->left_out
                 ? fail(err, size, "%s: no lesson can be opened (%s)", path, l->first_left_out)
                 : fail(err, size, "%s: no lessons listed", path);
    if (ok)
        *out = *l;
    free(l);
    return ok;
}

void lesson_path(const char *data_dir, const lesson_list *l, int n, char *out, size_t size)
{
    snprintf(out, size, "%s/lessons/%s", data_dir, n >= 0 && n < l->count ? l->files[n] : "");
}

/* A member of the learner moved from one place to another. */
static bool moved(const village_event *e, int learner, int from, int to)
{
    return e->kind == VILLAGE_EV_MEMBER_MOVED && e->player == learner &&
           (from < 0 || e->from_place == from) && (to < 0 || e->to_place == to) &&
           e->from_place != e->to_place;
}

/* The lesson events one event of the move shows, as bits (1u << lesson_event). */
typedef unsigned lesson_events;
_Static_assert(LESSON_EV_COUNT <= 32, "lesson events are bits of an unsigned");
#define SHOWS(e) (1u << (e))

static lesson_events cube_taken(const village_event *e, int learner)
{
    if (e->player != learner)
        return 0;
    return SHOWS(e->b == VILLAGE_PLAGUE ? LESSON_EV_PLAGUE : LESSON_EV_CUBE_TAKEN);
}

static lesson_events member_moved(const village_event *e, int learner)
{
    lesson_events shows = 0;
    if (moved(e, learner, VILLAGE_UNBORN, VILLAGE_FARMYARD))
        shows |= SHOWS(LESSON_EV_BIRTH);
    if (e->from_place != VILLAGE_UNBORN && moved(e, learner, -1, VILLAGE_FARMYARD))
        shows |= SHOWS(LESSON_EV_RECALL);
    if (moved(e, learner, VILLAGE_FARMYARD, VILLAGE_CRAFT))
        shows |= SHOWS(LESSON_EV_TRAINED);
    if (moved(e, learner, -1, VILLAGE_TRAVEL_MAP))
        shows |= SHOWS(LESSON_EV_TRAVELLED);
    if (moved(e, learner, VILLAGE_FARMYARD, VILLAGE_BLACK_BAG))
        shows |= SHOWS(LESSON_EV_CHURCH);
    /* climbing the council moves within it */
    if (e->player == learner && e->to_place == VILLAGE_COUNCIL_CHAMBER)
        shows |= SHOWS(LESSON_EV_COUNCIL);
    return shows;
}

static lesson_events member_died(const village_event *e, int learner)
{
    if (e->player != learner)
        return 0;
    return SHOWS(LESSON_EV_DIED) |
           (e->to_place == VILLAGE_CHRONICLE ? SHOWS(LESSON_EV_CHRONICLE) : 0);
}

/* How each kind of event shows in a lesson, one row per kind in the enum's
 * order (village.h): a new kind fails the build below until it has its row.
 * 'mine' and 'gain' are for the common rows: the learner's event (and only
 * when its amount is a gain) shows 'mine'; 'anyone' shows for any player's. */
typedef struct lesson_row {
    int kind;
    lesson_event mine;   /* or NOT_SHOWN */
    bool gain;           /* 'mine' only when the amount is positive */
    lesson_event anyone; /* or NOT_SHOWN */
    lesson_events (*shows)(const village_event *e, int learner); /* instead, or NULL */
} lesson_row;

#define NOT_SHOWN LESSON_EV_COUNT

static const lesson_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_START_PLAYER_CHANGED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUBES_TO_BAG, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUBE_SEEDED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUBE_TAKEN, NOT_SHOWN, false, NOT_SHOWN, cube_taken},
    {VILLAGE_EV_WELL_USED, LESSON_EV_WELL, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_ACTION_CHOSEN, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_ACTION_SKIPPED, LESSON_EV_SKIPPED, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUBES_PAID, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUBES_GAINED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_COINS_CHANGED, LESSON_EV_COINS, true, NOT_SHOWN, NULL},
    {VILLAGE_EV_GRAIN_CHANGED, LESSON_EV_GRAIN, true, NOT_SHOWN, NULL},
    {VILLAGE_EV_GOOD_CHANGED, LESSON_EV_GOOD, true, NOT_SHOWN, NULL},
    {VILLAGE_EV_TIME_SPENT, LESSON_EV_TIME, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_BRIDGE_CROSSED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MEMBER_MOVED, NOT_SHOWN, false, NOT_SHOWN, member_moved},
    {VILLAGE_EV_MEMBER_DIED, NOT_SHOWN, false, NOT_SHOWN, member_died},
    {VILLAGE_EV_PRESTIGE, LESSON_EV_PRESTIGE, true, NOT_SHOWN, NULL},
    {VILLAGE_EV_MARKER_PLACED, LESSON_EV_CITY, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_NEXT_START_TAKEN, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MARKET_DAY_STARTED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_CUSTOMER_SERVED, LESSON_EV_SERVED, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MARKET_PASSED, LESSON_EV_PASSED, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MARKET_DAY_ENDED, NOT_SHOWN, false, LESSON_EV_MARKET_ENDED, NULL},
    {VILLAGE_EV_CUSTOMER_MOVED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_STARTED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_BOUGHT, LESSON_EV_BOUGHT, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_DRAWN, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_PROMOTED, LESSON_EV_PROMOTED, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_MAJORITY, LESSON_EV_MAJORITY, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_MASS_ENDED, NOT_SHOWN, false, LESSON_EV_MASS_ENDED, NULL},
    {VILLAGE_EV_END_TRIGGERED, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_FINAL_ACTION, NOT_SHOWN, false, NOT_SHOWN, NULL},
    {VILLAGE_EV_GAME_OVER, NOT_SHOWN, false, LESSON_EV_GAME_OVER, NULL},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the lessons' table");

static lesson_events shown_by(const village_event *e, int learner)
{
    assert(e->kind < VILLAGE_EV_KINDS && ROWS[e->kind].kind == e->kind); /* rows in order */
    const lesson_row *row = &ROWS[e->kind];
    if (row->shows)
        return row->shows(e, learner);
    lesson_events shows = row->anyone != NOT_SHOWN ? SHOWS(row->anyone) : 0;
    if (row->mine != NOT_SHOWN && e->player == learner && (!row->gain || e->amount > 0))
        shows |= SHOWS(row->mine);
    return shows;
}

/* Whether one event of the move is the lesson's event, and its amount. */
static bool event_is(lesson_event want, int learner, const village_event *e, int *amount)
{
    *amount = e->amount < 0 ? -e->amount : e->amount;
    return want < LESSON_EV_COUNT && (shown_by(e, learner) & SHOWS(want)) != 0;
}

bool lesson_event_seen(lesson_event e, int learner, int mover, const village_events *ev,
                       int *amount)
{
    *amount = 0;
    if (e == LESSON_EV_ANY)
        return mover == learner;
    if (e == LESSON_EV_NEXT_TURN) /* a matter of turns seen, not of one move: the runner's */
        return false;
    for (int i = 0; i < ev->count; i++)
        if (event_is(e, learner, &ev->items[i], amount))
            return true;
    return false;
}

bool lesson_reaction_seen(const lesson_reaction *r, int learner, int mover,
                          const village_events *ev, int *amount)
{
    if (r->on != LESSON_EV_CUBE_TAKEN || r->space < 0)
        return lesson_event_seen(r->on, learner, mover, ev, amount);
    *amount = 0;
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        if (e->kind == VILLAGE_EV_CUBE_TAKEN && e->player == learner && e->a == r->space &&
            e->b != VILLAGE_PLAGUE)
            return true;
    }
    return false;
}
