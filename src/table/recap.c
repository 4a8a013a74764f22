/* The "since your last turn" summary's model (recap.h): which events are
 * worth telling a person who waited, per human seat, how they read as lines
 * (the same sentences as the log's, shorter) and which pieces they mark. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "table/recap.h"

enum { CLAUSES_PER_LINE = 6 };

/* The words of an event: a key and its {1}, {2}. */
typedef struct clause_words {
    const char *key, *arg1, *arg2;
    char number[16];
} clause_words;

static void cube_clause(const table_words *w, const village_event *e, clause_words *c)
{
    bool plague = e->b == VILLAGE_PLAGUE;
    c->key = plague ? "recap.took_plague" : "log.took";
    c->arg1 = plague ? table_name_space(w, e->a) : table_name_cube_a(w, e->b);
    c->arg2 = table_name_space(w, e->a);
}

static void well_clause(const table_words *w, const village_event *e, clause_words *c)
{
    c->key = "log.well";
    c->arg2 = table_name_space(w, e->b);
}

static void skipped_clause(const table_words *w, const village_event *e, clause_words *c)
{
    c->key = "log.skipped";
    c->arg1 = table_name_space(w, e->a);
}

/* Grain, coins and cubes gained: the harvest, the mill, a privilege or a
 * city's reward ("gained 3 grain"). */
static void gained_clause(const table_words *w, const village_event *e, clause_words *c,
                          const char *what)
{
    (void)w;
    c->key = "log.gained";
    snprintf(c->number, sizeof c->number, "%d", e->amount);
    c->arg1 = c->number;
    c->arg2 = what;
}

static void grain_clause(const table_words *w, const village_event *e, clause_words *c)
{
    gained_clause(w, e, c, TR(w->cat, "word.grain"));
}

static void coins_clause(const table_words *w, const village_event *e, clause_words *c)
{
    gained_clause(w, e, c, TR(w->cat, e->amount == 1 ? "word.coin" : "word.coins"));
}

static void cubes_clause(const table_words *w, const village_event *e, clause_words *c)
{
    gained_clause(w, e, c, table_name_colour_n(w, e->a, e->amount));
}

static void prestige_clause(const table_words *w, const village_event *e, clause_words *c)
{
    (void)w;
    c->key = "log.prestige";
    snprintf(c->number, sizeof c->number, "%d", e->amount);
    c->arg1 = c->number;
}

static void good_clause(const table_words *w, const village_event *e, clause_words *c)
{
    c->key = "log.made";
    c->arg1 = table_name_good_a(w, e->a);
}

static void died_clause(const table_words *w, const village_event *e, clause_words *c)
{
    (void)w;
    c->key = e->to_place == VILLAGE_CHRONICLE ? "log.died.chronicle"
             : e->to_place == VILLAGE_GRAVE   ? "log.died.grave"
                                              : "log.died.gone";
    snprintf(c->number, sizeof c->number, "%d", village_member_generation(e->member));
    c->arg1 = c->number;
}

static void member_clause(const table_words *w, const village_event *e, clause_words *c)
{
    switch (e->to_place) {
    case VILLAGE_FARMYARD:
        c->key = e->from_place == VILLAGE_UNBORN ? "log.birth" : "log.recall";
        snprintf(c->number, sizeof c->number, "%d", village_member_generation(e->member));
        c->arg1 = c->number;
        break;
    case VILLAGE_CRAFT:
        c->key = "log.to_craft";
        c->arg1 = table_name_building(w, e->to_spot);
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        c->key = e->to_spot == 0 ? "log.to_council" : "log.council_up";
        snprintf(c->number, sizeof c->number, "%d", e->to_spot + 1);
        c->arg1 = c->number;
        break;
    case VILLAGE_TRAVEL_MAP:
        c->key = "log.to_city";
        c->arg1 = table_name_city(w, e->to_spot);
        break;
    case VILLAGE_BLACK_BAG:
        c->key = "log.to_bag";
        break;
    case VILLAGE_CHURCH_WINDOW:
        c->key = "recap.promoted";
        break;
    default:
        break;
    }
}

/* Which events are worth telling a person who waited: everything a seat
 * did and gained (the time and what each action cost stay in the log). */
static bool always(const village_event *e)
{
    (void)e;
    return true;
}

/* Something gained (a good made, grain harvested, coins from the mill):
 * what was paid stays in the log. */
static bool gained(const village_event *e)
{
    return e->amount > 0;
}

/* Out of the bag is the mass's draw, not a seat's doing; into it is a
 * member sent to the church. */
static bool member_moved_by_seat(const village_event *e)
{
    return e->from_place != VILLAGE_BLACK_BAG;
}

/* The pieces an event outlines. */
static bool cube_mark(const village_event *e, recap_mark *out)
{
    *out = (recap_mark){RECAP_MARK_CUBES, e->player, e->b};
    return e->b != VILLAGE_PLAGUE;
}

static bool good_mark(const village_event *e, recap_mark *out)
{
    *out = (recap_mark){RECAP_MARK_GOOD, e->player, e->a};
    return true;
}

static bool city_mark(const village_event *e, recap_mark *out)
{
    *out = (recap_mark){RECAP_MARK_CITY, e->player, e->a};
    return true;
}

static bool member_mark(const village_event *e, recap_mark *out)
{
    *out = (recap_mark){RECAP_MARK_MEMBER, e->player, e->member};
    return e->member != VILLAGE_NOBODY;
}

/* How each kind of event enters the summary, one row per kind in the enum's
 * order (village.h): a new kind fails the build below until it has its row. */
typedef struct recap_row {
    int kind;
    bool (*worth)(const village_event *e); /* kept for the summary; NULL: never */
    bool starts_turn;                      /* a turn begins with it: a line of its own */
    const char *key;                       /* its clause: one key and no arguments, */
    void (*clause)(const table_words *w, const village_event *e, clause_words *c); /* or this */
    bool (*mark)(const village_event *e, recap_mark *out); /* the piece outlined, or NULL */
} recap_row;

static const recap_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_START_PLAYER_CHANGED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_CUBES_TO_BAG, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_CUBE_SEEDED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_CUBE_TAKEN, always, true, NULL, cube_clause, cube_mark},
    {VILLAGE_EV_WELL_USED, always, true, NULL, well_clause, NULL},
    {VILLAGE_EV_ACTION_CHOSEN, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_ACTION_SKIPPED, always, false, NULL, skipped_clause, NULL},
    {VILLAGE_EV_CUBES_PAID, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_CUBES_GAINED, gained, false, NULL, cubes_clause, NULL},
    {VILLAGE_EV_COINS_CHANGED, gained, false, NULL, coins_clause, NULL},
    {VILLAGE_EV_GRAIN_CHANGED, gained, false, NULL, grain_clause, NULL},
    {VILLAGE_EV_GOOD_CHANGED, gained, false, NULL, good_clause, good_mark},
    {VILLAGE_EV_TIME_SPENT, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_BRIDGE_CROSSED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_MEMBER_MOVED, member_moved_by_seat, false, NULL, member_clause, member_mark},
    {VILLAGE_EV_MEMBER_DIED, always, false, NULL, died_clause, member_mark},
    {VILLAGE_EV_PRESTIGE, gained, false, NULL, prestige_clause, NULL},
    /* the trip's line already names the city: a mark, no words */
    {VILLAGE_EV_MARKER_PLACED, always, false, NULL, NULL, city_mark},
    {VILLAGE_EV_NEXT_START_TAKEN, always, false, "log.next_start", NULL, NULL},
    {VILLAGE_EV_MARKET_DAY_STARTED, always, false, "recap.market_day", NULL, NULL},
    {VILLAGE_EV_CUSTOMER_SERVED, always, false, "log.served", NULL, NULL},
    {VILLAGE_EV_MARKET_PASSED, always, false, "recap.passed", NULL, NULL},
    {VILLAGE_EV_MARKET_DAY_ENDED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_CUSTOMER_MOVED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_MASS_STARTED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_MASS_BOUGHT, always, false, "log.bought", NULL, member_mark},
    {VILLAGE_EV_MASS_DRAWN, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_MASS_PROMOTED, always, false, "recap.promoted", NULL, member_mark},
    {VILLAGE_EV_MASS_MAJORITY, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_MASS_ENDED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_END_TRIGGERED, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_FINAL_ACTION, NULL, false, NULL, NULL, NULL},
    {VILLAGE_EV_GAME_OVER, NULL, false, NULL, NULL, NULL},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the summary's table");

static const recap_row *row_of(const village_event *e)
{
    assert(e->kind < VILLAGE_EV_KINDS && ROWS[e->kind].kind == e->kind); /* rows in order */
    return &ROWS[e->kind];
}

static bool worth_telling(const village_event *e)
{
    const recap_row *row = row_of(e);
    return row->worth && row->worth(e);
}

/* One clause of an event, or false when it adds no words. */
static bool event_clause(const table_words *w, const village_event *e, char *out, size_t size)
{
    const recap_row *row = row_of(e);
    clause_words c = {.key = row->key, .arg1 = "", .arg2 = ""};
    if (row->clause)
        row->clause(w, e, &c);
    if (!c.key)
        return false;
    i18n_format(w->cat, out, size, c.key, (const char *const[]){c.arg1, c.arg2, NULL});
    return true;
}

static void clear_seat(seat_recap *r)
{
    r->count = 0;
    r->hidden = false;
}

/* The mover's own summary is over (they have acted); every other human
 * hears what the move did. */
void table_recap_clear(turn_recap *r)
{
    for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++)
        clear_seat(&r->seats[seat]);
}

void table_recap_note(turn_recap *r, const table_seats *seats, int actor, const village_events *ev)
{
    int players = seats->count;
    for (int seat = 0; seat < players && seat < VILLAGE_MAX_PLAYERS; seat++) {
        if (!seats->human[seat])
            continue;
        seat_recap *sr = &r->seats[seat];
        if (seat == actor) {
            clear_seat(sr);
            continue;
        }
        for (int i = 0; i < ev->count; i++) {
            const village_event *e = &ev->items[i];
            if (e->player >= players || !worth_telling(e))
                continue;
            if (sr->count == RECAP_EVENTS) { /* a very long wait: the oldest goes */
                memmove(&sr->events[0], &sr->events[1], sizeof sr->events[0] * (RECAP_EVENTS - 1));
                sr->count--;
            }
            sr->events[sr->count++] = *e;
        }
    }
}

/* "Name c1, c2 and c3." */
static void join_clauses(const table_words *w, const table_seats *seats, int player,
                         char clauses[][RECAP_LINE_MAX], int count, char *out)
{
    const char *name = player >= 0 && player < seats->count ? seats->names[player] : "";
    size_t n = (size_t)snprintf(out, RECAP_LINE_MAX, "%s", name ? name : "");
    for (int i = 0; i < count && n < RECAP_LINE_MAX; i++) {
        const char *sep = i == 0 ? " " : i == count - 1 ? NULL : ", ";
        if (sep)
            n += (size_t)snprintf(out + n, RECAP_LINE_MAX - n, "%s%s", sep, clauses[i]);
        else
            n += (size_t)snprintf(out + n, RECAP_LINE_MAX - n, " %s %s", TR(w->cat, "log.and"),
                                  clauses[i]);
    }
    if (n < RECAP_LINE_MAX - 1)
        strcat(out, ".");
}

/* A seat's consecutive doings in one turn make one line (a new one after
 * CLAUSES_PER_LINE); when there are more lines than fit, the newest stay. */
int table_recap_lines(const turn_recap *recap, int seat, const table_words *w,
                      const table_seats *seats, char out[][RECAP_LINE_MAX], int players[], int max)
{
    const seat_recap *r = &recap->seats[seat];
    char clauses[CLAUSES_PER_LINE][RECAP_LINE_MAX];
    int count = 0, lines = 0, player = -1;
    for (int i = 0; i <= r->count; i++) {
        const village_event *e = i < r->count ? &r->events[i] : NULL;
        char clause[RECAP_LINE_MAX];
        bool words = e && event_clause(w, e, clause, sizeof clause);
        bool ends = count > 0 && (!e || (words && (e->player != player || row_of(e)->starts_turn ||
                                                   count == CLAUSES_PER_LINE)));
        if (ends) {
            if (lines == max) { /* the oldest line goes */
                memmove(out[0], out[1], sizeof out[0] * (size_t)(max - 1));
                memmove(&players[0], &players[1], sizeof players[0] * (size_t)(max - 1));
                lines--;
            }
            join_clauses(w, seats, player, clauses, count, out[lines]);
            players[lines++] = player;
            count = 0;
        }
        if (words) {
            player = e->player;
            snprintf(clauses[count++], RECAP_LINE_MAX, "%s", clause);
        }
    }
    return lines;
}

static void add_mark(recap_mark out[], int *count, int max, recap_mark m)
{
    for (int i = 0; i < *count; i++)
        if (out[i].kind == m.kind && out[i].player == m.player && out[i].what == m.what)
            return;
    if (*count < max)
        out[(*count)++] = m;
}

int table_recap_marks(const turn_recap *recap, int seat, recap_mark out[], int max)
{
    const seat_recap *r = &recap->seats[seat];
    int count = 0;
    for (int i = 0; i < r->count; i++) {
        const recap_row *row = row_of(&r->events[i]);
        recap_mark m;
        if (row->mark && row->mark(&r->events[i], &m))
            add_mark(out, &count, max, m);
    }
    return count;
}
