/* The "since your last turn" summary's model (recap.h): which events are
 * worth telling a person who waited, per human seat, how they read as lines
 * (the same sentences as the log's, shorter) and which pieces they mark. */
#include <stdio.h>
#include <string.h>

#include "table/recap.h"

enum { CLAUSES_PER_LINE = 6 };

/* Whether an event says what a seat did in words a new player follows
 * (the time and coins of each action stay in the log). */
static bool worth_telling(const village_event *e)
{
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
    case VILLAGE_EV_WELL_USED:
    case VILLAGE_EV_ACTION_SKIPPED:
    case VILLAGE_EV_MEMBER_DIED:
    case VILLAGE_EV_CUSTOMER_SERVED:
    case VILLAGE_EV_MASS_BOUGHT:
    case VILLAGE_EV_MASS_PROMOTED:
    case VILLAGE_EV_MARKER_PLACED:
    case VILLAGE_EV_NEXT_START_TAKEN:
        return true;
    case VILLAGE_EV_GOOD_CHANGED:
        return e->amount > 0;
    case VILLAGE_EV_MEMBER_MOVED: /* out of the bag is the mass's draw, not a seat's doing */
        return e->from_place != VILLAGE_BLACK_BAG && e->to_place != VILLAGE_BLACK_BAG;
    default:
        return false;
    }
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

/* One clause of an event, or false when it adds no words. */
static bool event_clause(const table_words *w, const village_event *e, char *out, size_t size)
{
    char n[16];
    const char *key = NULL, *arg1 = "", *arg2 = "";
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
        key = e->b == VILLAGE_PLAGUE ? "recap.took_plague" : "log.took";
        arg1 = e->b == VILLAGE_PLAGUE ? table_name_space(w, e->a) : table_name_cube_a(w, e->b);
        arg2 = table_name_space(w, e->a);
        break;
    case VILLAGE_EV_WELL_USED:
        key = "log.well";
        arg2 = table_name_space(w, e->b);
        break;
    case VILLAGE_EV_ACTION_SKIPPED:
        key = "log.skipped";
        arg1 = table_name_space(w, e->a);
        break;
    case VILLAGE_EV_GOOD_CHANGED:
        key = "log.made";
        arg1 = table_name_good_a(w, e->a);
        break;
    case VILLAGE_EV_MEMBER_DIED:
        key = e->to_place == VILLAGE_CHRONICLE ? "log.died.chronicle"
              : e->to_place == VILLAGE_GRAVE   ? "log.died.grave"
                                               : "log.died.gone";
        snprintf(n, sizeof n, "%d", village_member_generation(e->member));
        arg1 = n;
        break;
    case VILLAGE_EV_CUSTOMER_SERVED:
        key = "log.served";
        break;
    case VILLAGE_EV_MASS_BOUGHT:
        key = "log.bought";
        break;
    case VILLAGE_EV_NEXT_START_TAKEN:
        key = "log.next_start";
        break;
    case VILLAGE_EV_MASS_PROMOTED:
        key = "recap.promoted";
        break;
    case VILLAGE_EV_MEMBER_MOVED:
        switch (e->to_place) {
        case VILLAGE_FARMYARD:
            key = e->from_place == VILLAGE_UNBORN ? "log.birth" : "log.recall";
            snprintf(n, sizeof n, "%d", village_member_generation(e->member));
            arg1 = n;
            break;
        case VILLAGE_CRAFT:
            key = "log.to_craft";
            arg1 = table_name_building(w, e->to_spot);
            break;
        case VILLAGE_COUNCIL_CHAMBER:
            key = e->to_spot == 0 ? "log.to_council" : "log.council_up";
            snprintf(n, sizeof n, "%d", e->to_spot + 1);
            arg1 = n;
            break;
        case VILLAGE_TRAVEL_MAP:
            key = "log.to_city";
            arg1 = table_name_city(w, e->to_spot);
            break;
        case VILLAGE_CHURCH_WINDOW:
            key = "recap.promoted";
            break;
        default:
            break;
        }
        break;
    default: /* a marker placed: the trip's line already names the city */
        break;
    }
    if (!key)
        return false;
    i18n_format(w->cat, out, size, key, (const char *const[]){arg1, arg2, NULL});
    return true;
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

/* A turn begins with its cube or the well: it starts a line of its own. */
static bool starts_turn(const village_event *e)
{
    return e->kind == VILLAGE_EV_CUBE_TAKEN || e->kind == VILLAGE_EV_WELL_USED;
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
        bool ends =
            count > 0 &&
            (!e || (words && (e->player != player || starts_turn(e) || count == CLAUSES_PER_LINE)));
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
        const village_event *e = &r->events[i];
        switch (e->kind) {
        case VILLAGE_EV_CUBE_TAKEN:
            if (e->b != VILLAGE_PLAGUE)
                add_mark(out, &count, max, (recap_mark){RECAP_MARK_CUBES, e->player, e->b});
            break;
        case VILLAGE_EV_GOOD_CHANGED:
            add_mark(out, &count, max, (recap_mark){RECAP_MARK_GOOD, e->player, e->a});
            break;
        case VILLAGE_EV_MARKER_PLACED:
            add_mark(out, &count, max, (recap_mark){RECAP_MARK_CITY, e->player, e->a});
            break;
        case VILLAGE_EV_MEMBER_MOVED:
        case VILLAGE_EV_MEMBER_DIED:
        case VILLAGE_EV_MASS_PROMOTED:
        case VILLAGE_EV_MASS_BOUGHT:
            if (e->member != VILLAGE_NOBODY)
                add_mark(out, &count, max, (recap_mark){RECAP_MARK_MEMBER, e->player, e->member});
            break;
        default:
            break;
        }
    }
    return count;
}
