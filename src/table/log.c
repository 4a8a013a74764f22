/* The game log's lines (log.h): each move's events become a readable
 * sentence, e.g. "Anna took a brown cube from Crafts, trained a member in the
 * smithy, spent 6 time and made a plough.", with a small picture of what it
 * began with (the cube taken, a birth, a death, …). Each turn's lines are told
 * under a heading naming its seat; rounds and masses are headings of their own. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "table/log.h"
#include "village/board.h"

enum { CLAUSES_MAX = 10, CLAUSE_MAX = 96 };

typedef struct sentence {
    int player;
    char clauses[CLAUSES_MAX][CLAUSE_MAX];
    int count;
    int time_clause; /* index of the "spent N time" clause, or -1 */
    int paid_clause; /* index of the "paid …" clause, or -1 */
    /* The last clause when it is a gain ("gained 1 pink"): another gain of
     * the same thing right after it adds to it ("gained 2 pink"), never a
     * second "gained 1 pink". */
    int gain_clause, gain_amount;
    char gain_what[48];
    int plague_clause; /* "took a plague cube": its 2 time join it, or -1 */
    int plague_space;
    int time_total;
    bool join;                /* the first sentence continues the previous log line */
    log_icon icon, next_icon; /* the sentence's picture: its first clause's */
    int colour, next_colour;
} sentence;

/* What a telling writes to and reads: the log, the words and the seats' names. */
typedef struct teller {
    log_lines *log;
    const table_words *w;
    const table_seats *seats;
    bool seeded, arrived; /* the move's draws and new customers: told once each */
} teller;

static const char *seat_name(const teller *t, int seat)
{
    return seat >= 0 && seat < t->seats->count && t->seats->names[seat] ? t->seats->names[seat]
                                                                        : "";
}

void table_log_add_line(log_lines *log, const char *text, log_kind kind, int turn, log_icon icon,
                        int colour)
{
    if (log->count == LOG_LINES) {
        memmove(&log->lines[0], &log->lines[1], sizeof log->lines[0] * (LOG_LINES - 1));
        log->count--;
    }
    log_line *l = &log->lines[log->count++];
    snprintf(l->text, sizeof l->text, "%s", text);
    l->kind = (signed char)kind;
    l->turn = (signed char)turn;
    l->icon = (signed char)icon;
    l->colour = (signed char)colour;
    log->turn = turn;
    log->added++;
}

void table_log_add(log_lines *log, const char *line)
{
    if (log->count == 0) /* the game's first line is in nobody's turn */
        log->turn = -1;
    table_log_add_line(log, line, LOG_TOLD, log->turn, LOG_ICON_NONE, 0);
}

/* Joins the clauses: "Anna took …, trained … and made a plough." With 'join'
 * the sentence continues the previous log line (the same turn's cube). */
static void flush_sentence(teller *t, sentence *s, bool join)
{
    if (s->count == 0)
        return;
    char line[LOG_LINE_MAX], and_sep[32];
    snprintf(and_sep, sizeof and_sep, " %s ", TR(t->w->cat, "log.and"));
    size_t n;
    if (join) { /* the line grows in place, keeping its picture: the turn's cube */
        n = (size_t)snprintf(line, sizeof line, "%s", t->log->lines[t->log->count - 1].text);
        if (n > 0 && n < sizeof line && line[n - 1] == '.')
            line[--n] = '\0';
    } else {
        n = (size_t)snprintf(line, sizeof line, "%s ", seat_name(t, s->player));
    }
    for (int i = 0; i < s->count && n < sizeof line; i++) {
        bool first = i == 0 && !join, last = i == s->count - 1 && (i > 0 || join);
        const char *sep = first ? "" : last ? and_sep : ", ";
        n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", sep, s->clauses[i]);
    }
    if (n < sizeof line - 1)
        strcat(line, ".");
    if (join) /* not a new line: the person's place in the log stays */
        snprintf(t->log->lines[t->log->count - 1].text, LOG_LINE_MAX, "%s", line);
    else
        table_log_add_line(t->log, line, LOG_TOLD, t->log->turn, s->icon, s->colour);
    s->count = 0;
    s->time_clause = -1;
    s->paid_clause = -1;
    s->gain_clause = -1;
    s->plague_clause = -1;
    s->time_total = 0;
    s->join = false;
}

static void flush(teller *t, sentence *s)
{
    flush_sentence(t, s, s->join);
}

static void clause(teller *t, sentence *s, int player, const char *key, const char *arg1,
                   const char *arg2)
{
    if (s->count > 0 && s->player != player)
        flush(t, s);
    if (s->count == CLAUSES_MAX)
        return;
    s->player = player;
    if (s->count == 0) {
        s->icon = s->next_icon;
        s->colour = s->next_colour;
    }
    i18n_format(t->w->cat, s->clauses[s->count++], CLAUSE_MAX, key,
                (const char *const[]){arg1 ? arg1 : "", arg2 ? arg2 : "", NULL});
}

/* Time paid in several parts of one action reads as one total. */
static void time_clause(teller *t, sentence *s, const village_event *e)
{
    char n[16];
    if (s->count > 0 && s->player != e->player)
        flush(t, s);
    if (s->plague_clause >= 0) { /* "took a plague cube from Church (2 time)" */
        snprintf(n, sizeof n, "%d", e->amount);
        i18n_format(t->w->cat, s->clauses[s->plague_clause], CLAUSE_MAX, "log.took_plague",
                    (const char *const[]){n, table_name_space(t->w, s->plague_space), NULL});
        s->plague_clause = -1;
        return;
    }
    s->time_total += e->amount;
    snprintf(n, sizeof n, "%d", s->time_total);
    if (s->time_clause >= 0) {
        i18n_format(t->w->cat, s->clauses[s->time_clause], CLAUSE_MAX, "log.time",
                    (const char *const[]){n, NULL});
        return;
    }
    clause(t, s, e->player, "log.time", n, NULL);
    s->time_clause = s->count - 1;
}

static void member_clause(teller *t, sentence *s, const village_event *e)
{
    char arg[48];
    snprintf(arg, sizeof arg, "%d", village_member_generation(e->member));
    switch (e->to_place) {
    case VILLAGE_FARMYARD:
        clause(t, s, e->player, e->from_place == VILLAGE_UNBORN ? "log.birth" : "log.recall", arg,
               NULL);
        break;
    case VILLAGE_CRAFT:
        clause(t, s, e->player, "log.to_craft", table_name_building(t->w, e->to_spot), NULL);
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        snprintf(arg, sizeof arg, "%d", e->to_spot + 1);
        clause(t, s, e->player, e->to_spot == 0 ? "log.to_council" : "log.council_up", arg, NULL);
        break;
    case VILLAGE_TRAVEL_MAP:
        clause(t, s, e->player, "log.to_city", table_name_city(t->w, e->to_spot), NULL);
        break;
    case VILLAGE_BLACK_BAG:
        clause(t, s, e->player, "log.to_bag", NULL, NULL);
        break;
    case VILLAGE_CHURCH_WINDOW:
        /* Out of the bag is told by the draw or the purchase itself. */
        if (e->from_place != VILLAGE_BLACK_BAG) {
            char grain[8];
            snprintf(arg, sizeof arg, "%d", village_board_data.score_church[e->to_spot % 4]);
            snprintf(grain, sizeof grain, "%d", e->amount);
            clause(t, s, e->player, "log.promoted", arg, grain);
        }
        break;
    default:
        break;
    }
}

static void died_clause(teller *t, sentence *s, const village_event *e)
{
    char gen[8];
    snprintf(gen, sizeof gen, "%d", village_member_generation(e->member));
    const char *key = e->to_place == VILLAGE_CHRONICLE ? "log.died.chronicle"
                      : e->to_place == VILLAGE_GRAVE   ? "log.died.grave"
                                                       : "log.died.gone";
    clause(t, s, e->player, key, gen, NULL);
}

/* Several payments of one action read as one: "paid 1 green + 1 coin". */
static void amount_clause(teller *t, sentence *s, const village_event *e, const char *gain,
                          const char *loss, const char *what)
{
    char n[16];
    snprintf(n, sizeof n, "%d", e->amount < 0 ? -e->amount : e->amount);
    bool paid = e->amount < 0;
    if (s->count > 0 && s->player != e->player)
        flush(t, s);
    if (paid && s->paid_clause >= 0) {
        char *c = s->clauses[s->paid_clause];
        size_t len = strlen(c);
        snprintf(c + len, CLAUSE_MAX - len, " + %s %s", n, what);
        return;
    }
    if (!paid && s->gain_clause >= 0 && s->gain_clause == s->count - 1 &&
        strcmp(s->gain_what, what) == 0) {
        s->gain_amount += e->amount;
        snprintf(n, sizeof n, "%d", s->gain_amount);
        i18n_format(t->w->cat, s->clauses[s->gain_clause], CLAUSE_MAX, gain,
                    (const char *const[]){n, what, NULL});
        return;
    }
    int before = s->count;
    clause(t, s, e->player, paid ? loss : gain, n, what);
    if (paid && s->count > before)
        s->paid_clause = s->count - 1;
    if (!paid && s->count > before) {
        s->gain_clause = s->count - 1;
        s->gain_amount = e->amount;
        snprintf(s->gain_what, sizeof s->gain_what, "%s", what);
    }
}

static const char *coins_word(teller *t, int amount)
{
    return TR(t->w->cat, amount == 1 || amount == -1 ? "word.coin" : "word.coins");
}

/* A line of the table's own (a draw, a market day), told in the current
 * turn; a heading ends the turn's group: the round, the mass, the end. */
static void table_line(teller *t, sentence *s, log_kind kind, log_icon icon, const char *key,
                       const char *arg1, const char *arg2)
{
    char line[LOG_LINE_MAX];
    flush(t, s);
    i18n_format(t->w->cat, line, sizeof line, key,
                (const char *const[]){arg1 ? arg1 : "", arg2 ? arg2 : "", NULL});
    table_log_add_line(t->log, line, kind, kind == LOG_ROUND ? -1 : t->log->turn, icon, 0);
}

static void system_line(teller *t, sentence *s, log_icon icon, const char *key, const char *arg1,
                        const char *arg2)
{
    table_line(t, s, LOG_TOLD, icon, key, arg1, arg2);
}

/* The seats' doings: one clause of the sentence each. */
static void tell_cube_taken(teller *t, sentence *s, const village_event *e)
{
    bool plague = e->b == VILLAGE_PLAGUE;
    clause(t, s, e->player, plague ? "log.took_plague" : "log.took",
           plague ? "0" : table_name_cube_a(t->w, e->b), table_name_space(t->w, e->a));
    if (plague && s->count > 0) {
        s->plague_clause = s->count - 1;
        s->plague_space = e->a;
    }
}

static void tell_well(teller *t, sentence *s, const village_event *e)
{
    clause(t, s, e->player, "log.well", table_name_colour(t->w, e->a),
           table_name_space(t->w, e->b));
}

static void tell_skipped(teller *t, sentence *s, const village_event *e)
{
    clause(t, s, e->player, "log.skipped", table_name_space(t->w, e->a), NULL);
}

static void tell_cubes_paid(teller *t, sentence *s, const village_event *e)
{
    amount_clause(t, s, &(village_event){.player = e->player, .amount = -e->amount}, "", "log.paid",
                  table_name_colour_n(t->w, e->a, e->amount));
}

static void tell_cubes_gained(teller *t, sentence *s, const village_event *e)
{
    amount_clause(t, s, e, "log.gained", "log.paid",
                  table_name_colour_n(t->w, e->a, e->amount < 0 ? -e->amount : e->amount));
}

static void tell_coins(teller *t, sentence *s, const village_event *e)
{
    amount_clause(t, s, e, "log.gained", "log.paid", coins_word(t, e->amount));
}

static void tell_grain(teller *t, sentence *s, const village_event *e)
{
    amount_clause(t, s, e, "log.gained", "log.paid", TR(t->w->cat, "word.grain"));
}

static void tell_good(teller *t, sentence *s, const village_event *e)
{
    clause(t, s, e->player, e->amount > 0 ? "log.made" : "log.gave", table_name_good_a(t->w, e->a),
           NULL);
}

static void tell_prestige(teller *t, sentence *s, const village_event *e)
{
    char n[16];
    snprintf(n, sizeof n, "%d", e->amount);
    clause(t, s, e->player, "log.prestige", n, NULL);
}

static void tell_marker(teller *t, sentence *s, const village_event *e)
{
    clause(t, s, e->player, "log.marker", table_name_city(t->w, e->a), NULL);
}

/* The table's own lines: a round, a draw, a market day, a mass, the end. */
static const char *who(const teller *t, const village_event *e)
{
    return e->player < VILLAGE_MAX_PLAYERS ? seat_name(t, e->player) : "";
}

static void tell_round(teller *t, sentence *s, const village_event *e)
{
    char n[16];
    snprintf(n, sizeof n, "%d", e->a);
    table_line(t, s, LOG_ROUND, LOG_ICON_NONE, "log.round", n, who(t, e));
}

static void tell_seeded(teller *t, sentence *s, const village_event *e)
{
    (void)e;
    if (!t->seeded)
        system_line(t, s, LOG_ICON_BAG, "log.seeded", NULL, NULL);
    t->seeded = true;
}

static void tell_customer_moved(teller *t, sentence *s, const village_event *e)
{
    if (e->from_place == 0 && !t->arrived)
        system_line(t, s, LOG_ICON_MARKET, "log.new_customer", NULL, NULL);
    t->arrived = t->arrived || e->from_place == 0;
}

static void tell_mass(teller *t, sentence *s, const village_event *e)
{
    table_line(t, s, LOG_ROUND, LOG_ICON_CHURCH, e->a ? "log.final_mass" : "log.mass", NULL, NULL);
}

static void tell_drawn(teller *t, sentence *s, const village_event *e)
{
    char n[16];
    snprintf(n, sizeof n, "%d",
             e->member != VILLAGE_NOBODY ? village_member_generation(e->member) : 0);
    system_line(t, s, LOG_ICON_CHURCH,
                e->player == VILLAGE_NOBODY ? "log.drew_monk" : "log.drew_member", who(t, e), n);
}

static void tell_majority(teller *t, sentence *s, const village_event *e)
{
    system_line(t, s, LOG_ICON_PRESTIGE, "log.majority", who(t, e), NULL);
}

static void tell_market_day(teller *t, sentence *s, const village_event *e)
{
    system_line(t, s, LOG_ICON_MARKET, "log.market_day", who(t, e), NULL);
}

static void tell_end(teller *t, sentence *s, const village_event *e)
{
    system_line(t, s, LOG_ICON_DEATH, "log.end", who(t, e), NULL);
}

static void tell_final_action(teller *t, sentence *s, const village_event *e)
{
    system_line(t, s, LOG_ICON_TIME, "log.final_action", who(t, e), NULL);
}

static void tell_game_over(teller *t, sentence *s, const village_event *e)
{
    (void)e;
    table_line(t, s, LOG_ROUND, LOG_ICON_NONE, "log.game_over", NULL, NULL);
}

/* The picture of a sentence that begins with a member's move. */
static log_icon member_icon(const village_event *e, int *colour)
{
    *colour = 0;
    switch (e->to_place) {
    case VILLAGE_FARMYARD:
        return e->from_place == VILLAGE_UNBORN ? LOG_ICON_BIRTH : LOG_ICON_NONE;
    case VILLAGE_CRAFT:
        return LOG_ICON_CRAFTS;
    case VILLAGE_COUNCIL_CHAMBER:
        return LOG_ICON_COUNCIL;
    case VILLAGE_TRAVEL_MAP:
        return LOG_ICON_TRAVEL;
    case VILLAGE_BLACK_BAG:
    case VILLAGE_CHURCH_WINDOW:
        return LOG_ICON_CHURCH;
    default:
        return LOG_ICON_NONE;
    }
}

static log_icon taken_cube_icon(const village_event *e, int *colour)
{
    *colour = e->b;
    return LOG_ICON_CUBE;
}

static log_icon paid_cube_icon(const village_event *e, int *colour)
{
    *colour = e->a;
    return LOG_ICON_CUBE;
}

static log_icon skipped_space_icon(const village_event *e, int *colour)
{
    static const log_icon SPACES[VILLAGE_SPACES] = {
        LOG_ICON_HARVEST, LOG_ICON_BIRTH,   LOG_ICON_CRAFTS, LOG_ICON_MARKET,
        LOG_ICON_TRAVEL,  LOG_ICON_COUNCIL, LOG_ICON_CHURCH};
    *colour = 0;
    return e->a < VILLAGE_SPACES ? SPACES[e->a] : LOG_ICON_NONE;
}

/* Who tells an event: a seat (a clause of its sentence; only an event of a
 * seat's), the table (a line or heading of its own), or nobody. */
typedef enum teller_kind { TOLD_BY_NOBODY, TOLD_BY_SEAT, TOLD_BY_TABLE } teller_kind;

/* How each kind of event is told, one row per kind in the enum's order
 * (village.h): a new kind fails the build below until it has its row. */
typedef struct log_row {
    int kind;
    teller_kind by;
    const char *key; /* a seat's clause of one key and no arguments, or NULL */
    void (*tell)(teller *t, sentence *s, const village_event *e); /* otherwise, or NULL */
    log_icon icon; /* the picture of a sentence it begins */
    log_icon (*icon_of)(const village_event *e, int *colour); /* instead of icon */
} log_row;

static const log_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, TOLD_BY_TABLE, NULL, tell_round, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_START_PLAYER_CHANGED, TOLD_BY_NOBODY, NULL, NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_CUBES_TO_BAG, TOLD_BY_NOBODY, NULL, NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_CUBE_SEEDED, TOLD_BY_TABLE, NULL, tell_seeded, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_CUBE_TAKEN, TOLD_BY_SEAT, NULL, tell_cube_taken, LOG_ICON_NONE, taken_cube_icon},
    {VILLAGE_EV_WELL_USED, TOLD_BY_SEAT, NULL, tell_well, LOG_ICON_WELL, NULL},
    {VILLAGE_EV_ACTION_CHOSEN, TOLD_BY_NOBODY, NULL, NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_ACTION_SKIPPED, TOLD_BY_SEAT, NULL, tell_skipped, LOG_ICON_NONE,
     skipped_space_icon},
    {VILLAGE_EV_CUBES_PAID, TOLD_BY_SEAT, NULL, tell_cubes_paid, LOG_ICON_NONE, paid_cube_icon},
    {VILLAGE_EV_CUBES_GAINED, TOLD_BY_SEAT, NULL, tell_cubes_gained, LOG_ICON_NONE, paid_cube_icon},
    {VILLAGE_EV_COINS_CHANGED, TOLD_BY_SEAT, NULL, tell_coins, LOG_ICON_COIN, NULL},
    {VILLAGE_EV_GRAIN_CHANGED, TOLD_BY_SEAT, NULL, tell_grain, LOG_ICON_GRAIN, NULL},
    {VILLAGE_EV_GOOD_CHANGED, TOLD_BY_SEAT, NULL, tell_good, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_TIME_SPENT, TOLD_BY_SEAT, NULL, time_clause, LOG_ICON_TIME, NULL},
    {VILLAGE_EV_BRIDGE_CROSSED, TOLD_BY_SEAT, "log.bridge", NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_MEMBER_MOVED, TOLD_BY_SEAT, NULL, member_clause, LOG_ICON_NONE, member_icon},
    {VILLAGE_EV_MEMBER_DIED, TOLD_BY_SEAT, NULL, died_clause, LOG_ICON_DEATH, NULL},
    {VILLAGE_EV_PRESTIGE, TOLD_BY_SEAT, NULL, tell_prestige, LOG_ICON_PRESTIGE, NULL},
    {VILLAGE_EV_MARKER_PLACED, TOLD_BY_SEAT, NULL, tell_marker, LOG_ICON_TRAVEL, NULL},
    {VILLAGE_EV_NEXT_START_TAKEN, TOLD_BY_SEAT, "log.next_start", NULL, LOG_ICON_COUNCIL, NULL},
    {VILLAGE_EV_MARKET_DAY_STARTED, TOLD_BY_TABLE, NULL, tell_market_day, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_CUSTOMER_SERVED, TOLD_BY_SEAT, "log.served", NULL, LOG_ICON_MARKET, NULL},
    {VILLAGE_EV_MARKET_PASSED, TOLD_BY_SEAT, "log.passed", NULL, LOG_ICON_MARKET, NULL},
    {VILLAGE_EV_MARKET_DAY_ENDED, TOLD_BY_NOBODY, NULL, NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_CUSTOMER_MOVED, TOLD_BY_TABLE, NULL, tell_customer_moved, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_MASS_STARTED, TOLD_BY_TABLE, NULL, tell_mass, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_MASS_BOUGHT, TOLD_BY_SEAT, "log.bought", NULL, LOG_ICON_CHURCH, NULL},
    {VILLAGE_EV_MASS_DRAWN, TOLD_BY_TABLE, NULL, tell_drawn, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_MASS_PROMOTED, TOLD_BY_SEAT, NULL, member_clause, LOG_ICON_NONE, member_icon},
    {VILLAGE_EV_MASS_MAJORITY, TOLD_BY_TABLE, NULL, tell_majority, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_MASS_ENDED, TOLD_BY_NOBODY, NULL, NULL, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_END_TRIGGERED, TOLD_BY_TABLE, NULL, tell_end, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_FINAL_ACTION, TOLD_BY_TABLE, NULL, tell_final_action, LOG_ICON_NONE, NULL},
    {VILLAGE_EV_GAME_OVER, TOLD_BY_TABLE, NULL, tell_game_over, LOG_ICON_NONE, NULL},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the log's table");

static const log_row *row_of(const village_event *e)
{
    assert(e->kind < VILLAGE_EV_KINDS && ROWS[e->kind].kind == e->kind); /* rows in order */
    return &ROWS[e->kind];
}

static log_icon event_icon(const log_row *row, const village_event *e, int *colour)
{
    *colour = 0;
    return row->icon_of ? row->icon_of(e, colour) : row->icon;
}

static void tell_event(teller *t, sentence *s, const village_event *e)
{
    const log_row *row = row_of(e);
    s->next_icon = event_icon(row, e, &s->next_colour);
    if (row->by == TOLD_BY_NOBODY || (row->by == TOLD_BY_SEAT && e->player >= VILLAGE_MAX_PLAYERS))
        return;
    if (row->key)
        clause(t, s, e->player, row->key, NULL, NULL);
    else
        row->tell(t, s, e);
}

/* A turn begins with its cube (or the well, or a final action): its lines go
 * under a heading that names the seat. */
static void turn_heading(teller *t, int player)
{
    char line[LOG_LINE_MAX];
    TRF(t->w->cat, line, "log.turn", seat_name(t, player));
    table_log_add_line(t->log, line, LOG_TURN, player, LOG_ICON_NONE, 0);
}

void table_log_events(log_lines *log, const table_words *w, const table_seats *seats,
                      const village_state *before, const village_events *ev)
{
    teller told = {log, w, seats, false, false}, *t = &told;
    sentence s;
    memset(&s, 0, sizeof s);
    s.time_clause = -1;
    s.paid_clause = -1;
    s.gain_clause = -1;
    s.plague_clause = -1;
    if (before->phase == VILLAGE_PHASE_TURN)
        turn_heading(t, before->actor);
    /* The action after taking a cube reads as one sentence with it. */
    const char *actor = seat_name(t, before->actor);
    s.join = t->log->count > 0 && before->phase == VILLAGE_PHASE_ACTION && ev->count > 0 &&
             ev->items[0].player == before->actor &&
             t->log->lines[t->log->count - 1].kind == LOG_TOLD &&
             strncmp(t->log->lines[t->log->count - 1].text, actor, strlen(actor)) == 0;
    for (int i = 0; i < ev->count; i++)
        tell_event(t, &s, &ev->items[i]);
    flush(t, &s);
}
