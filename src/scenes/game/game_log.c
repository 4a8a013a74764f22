/* The game log: each move's events become a readable sentence, e.g. "Anna
 * took a brown cube from Crafts, trained a member in the smithy, spent 6 time
 * and made a plough.", with a small picture of what it began with (the cube
 * taken, a birth, a death, …). Each turn's lines are told under a heading
 * naming its seat; rounds and masses are headings of their own. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"

enum { CLAUSES_MAX = 10, CLAUSE_MAX = 96 };

typedef struct sentence {
    int player;
    char clauses[CLAUSES_MAX][CLAUSE_MAX];
    int count;
    int time_clause;   /* index of the "spent N time" clause, or -1 */
    int paid_clause;   /* index of the "paid …" clause, or -1 */
    int plague_clause; /* "took a plague cube": its 2 time join it, or -1 */
    int plague_space;
    int time_total;
    bool join;                /* the first sentence continues the previous log line */
    log_icon icon, next_icon; /* the sentence's picture: its first clause's */
    int colour, next_colour;
} sentence;

void log_add_line(game_ui *g, const char *text, log_kind kind, int turn, log_icon icon, int colour)
{
    if (g->log.count == LOG_LINES) {
        memmove(&g->log.lines[0], &g->log.lines[1], sizeof g->log.lines[0] * (LOG_LINES - 1));
        g->log.count--;
    }
    log_line *l = &g->log.lines[g->log.count++];
    snprintf(l->text, sizeof l->text, "%s", text);
    l->kind = (signed char)kind;
    l->turn = (signed char)turn;
    l->icon = (signed char)icon;
    l->colour = (signed char)colour;
    g->log.turn = turn;
    log_scrolled_by_new_line(g);
}

void log_add(game_ui *g, const char *line)
{
    if (g->log.count == 0) /* the game's first line is in nobody's turn */
        g->log.turn = -1;
    log_add_line(g, line, LOG_TOLD, g->log.turn, LOG_ICON_NONE, 0);
}

/* Joins the clauses: "Anna took …, trained … and made a plough." With 'join'
 * the sentence continues the previous log line (the same turn's cube). */
static void flush_sentence(app *a, sentence *s, bool join)
{
    if (s->count == 0)
        return;
    game_ui *g = a->shared->game;
    char line[LOG_LINE_MAX], and_sep[32];
    snprintf(and_sep, sizeof and_sep, " %s ", TR(&a->i18n, "log.and"));
    size_t n;
    if (join) { /* the line grows in place, keeping its picture: the turn's cube */
        n = (size_t)snprintf(line, sizeof line, "%s", g->log.lines[g->log.count - 1].text);
        if (n > 0 && n < sizeof line && line[n - 1] == '.')
            line[--n] = '\0';
    } else {
        n = (size_t)snprintf(line, sizeof line, "%s ", session_player_name(g->session, s->player));
    }
    for (int i = 0; i < s->count && n < sizeof line; i++) {
        bool first = i == 0 && !join, last = i == s->count - 1 && (i > 0 || join);
        const char *sep = first ? "" : last ? and_sep : ", ";
        n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", sep, s->clauses[i]);
    }
    if (n < sizeof line - 1)
        strcat(line, ".");
    if (join) /* not a new line: the person's place in the log stays */
        snprintf(g->log.lines[g->log.count - 1].text, LOG_LINE_MAX, "%s", line);
    else
        log_add_line(g, line, LOG_TOLD, g->log.turn, s->icon, s->colour);
    s->count = 0;
    s->time_clause = -1;
    s->paid_clause = -1;
    s->plague_clause = -1;
    s->time_total = 0;
    s->join = false;
}

static void flush(app *a, sentence *s)
{
    flush_sentence(a, s, s->join);
}

static void clause(app *a, sentence *s, int player, const char *key, const char *arg1,
                   const char *arg2)
{
    if (s->count > 0 && s->player != player)
        flush(a, s);
    if (s->count == CLAUSES_MAX)
        return;
    s->player = player;
    if (s->count == 0) {
        s->icon = s->next_icon;
        s->colour = s->next_colour;
    }
    i18n_format(&a->i18n, s->clauses[s->count++], CLAUSE_MAX, key,
                (const char *const[]){arg1 ? arg1 : "", arg2 ? arg2 : "", NULL});
}

/* Time paid in several parts of one action reads as one total. */
static void time_clause(app *a, sentence *s, const village_event *e)
{
    char n[16];
    if (s->count > 0 && s->player != e->player)
        flush(a, s);
    if (s->plague_clause >= 0) { /* "took a plague cube from Church (2 time)" */
        snprintf(n, sizeof n, "%d", e->amount);
        i18n_format(&a->i18n, s->clauses[s->plague_clause], CLAUSE_MAX, "log.took_plague",
                    (const char *const[]){n, name_space(GAME_WORDS(a), s->plague_space), NULL});
        s->plague_clause = -1;
        return;
    }
    s->time_total += e->amount;
    snprintf(n, sizeof n, "%d", s->time_total);
    if (s->time_clause >= 0) {
        i18n_format(&a->i18n, s->clauses[s->time_clause], CLAUSE_MAX, "log.time",
                    (const char *const[]){n, NULL});
        return;
    }
    clause(a, s, e->player, "log.time", n, NULL);
    s->time_clause = s->count - 1;
}

static void member_clause(app *a, sentence *s, const village_event *e)
{
    char arg[48];
    snprintf(arg, sizeof arg, "%d", village_member_generation(e->member));
    switch (e->to_place) {
    case VILLAGE_FARMYARD:
        clause(a, s, e->player, e->from_place == VILLAGE_UNBORN ? "log.birth" : "log.recall", arg,
               NULL);
        break;
    case VILLAGE_CRAFT:
        clause(a, s, e->player, "log.to_craft", name_building(GAME_WORDS(a), e->to_spot), NULL);
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        snprintf(arg, sizeof arg, "%d", e->to_spot + 1);
        clause(a, s, e->player, e->to_spot == 0 ? "log.to_council" : "log.council_up", arg, NULL);
        break;
    case VILLAGE_TRAVEL_MAP:
        clause(a, s, e->player, "log.to_city", name_city(GAME_WORDS(a), e->to_spot), NULL);
        break;
    case VILLAGE_BLACK_BAG:
        clause(a, s, e->player, "log.to_bag", NULL, NULL);
        break;
    case VILLAGE_CHURCH_WINDOW:
        /* Out of the bag is told by the draw or the purchase itself. */
        if (e->from_place != VILLAGE_BLACK_BAG) {
            char grain[8];
            snprintf(arg, sizeof arg, "%d", village_board_data.score_church[e->to_spot % 4]);
            snprintf(grain, sizeof grain, "%d", e->amount);
            clause(a, s, e->player, "log.promoted", arg, grain);
        }
        break;
    default:
        break;
    }
}

static void died_clause(app *a, sentence *s, const village_event *e)
{
    char gen[8];
    snprintf(gen, sizeof gen, "%d", village_member_generation(e->member));
    const char *key = e->to_place == VILLAGE_CHRONICLE ? "log.died.chronicle"
                      : e->to_place == VILLAGE_GRAVE   ? "log.died.grave"
                                                       : "log.died.gone";
    clause(a, s, e->player, key, gen, NULL);
}

/* Several payments of one action read as one: "paid 1 green + 1 coin". */
static void amount_clause(app *a, sentence *s, const village_event *e, const char *gain,
                          const char *loss, const char *what)
{
    char n[16];
    snprintf(n, sizeof n, "%d", e->amount < 0 ? -e->amount : e->amount);
    bool paid = e->amount < 0;
    if (s->count > 0 && s->player != e->player)
        flush(a, s);
    if (paid && s->paid_clause >= 0) {
        char *c = s->clauses[s->paid_clause];
        size_t len = strlen(c);
        snprintf(c + len, CLAUSE_MAX - len, " + %s %s", n, what);
        return;
    }
    int before = s->count;
    clause(a, s, e->player, paid ? loss : gain, n, what);
    if (paid && s->count > before)
        s->paid_clause = s->count - 1;
}

static const char *coins_word(app *a, int amount)
{
    return TR(&a->i18n, amount == 1 || amount == -1 ? "word.coin" : "word.coins");
}

/* A line of the table's own (a draw, a market day), told in the current
 * turn; a heading ends the turn's group: the round, the mass, the end. */
static void table_line(app *a, sentence *s, log_kind kind, log_icon icon, const char *key,
                       const char *arg1, const char *arg2)
{
    char line[LOG_LINE_MAX];
    flush(a, s);
    i18n_format(&a->i18n, line, sizeof line, key,
                (const char *const[]){arg1 ? arg1 : "", arg2 ? arg2 : "", NULL});
    game_ui *g = a->shared->game;
    log_add_line(g, line, kind, kind == LOG_ROUND ? -1 : g->log.turn, icon, 0);
}

static void system_line(app *a, sentence *s, log_icon icon, const char *key, const char *arg1,
                        const char *arg2)
{
    table_line(a, s, LOG_TOLD, icon, key, arg1, arg2);
}

static bool player_event(app *a, sentence *s, const village_event *e)
{
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
        clause(a, s, e->player, e->b == VILLAGE_PLAGUE ? "log.took_plague" : "log.took",
               e->b == VILLAGE_PLAGUE ? "0" : name_cube_a(GAME_WORDS(a), e->b),
               name_space(GAME_WORDS(a), e->a));
        if (e->b == VILLAGE_PLAGUE && s->count > 0) {
            s->plague_clause = s->count - 1;
            s->plague_space = e->a;
        }
        return true;
    case VILLAGE_EV_WELL_USED:
        clause(a, s, e->player, "log.well", name_colour(GAME_WORDS(a), e->a),
               name_space(GAME_WORDS(a), e->b));
        return true;
    case VILLAGE_EV_ACTION_SKIPPED:
        clause(a, s, e->player, "log.skipped", name_space(GAME_WORDS(a), e->a), NULL);
        return true;
    case VILLAGE_EV_CUBES_PAID:
        amount_clause(a, s, &(village_event){.player = e->player, .amount = -e->amount}, "",
                      "log.paid", name_colour(GAME_WORDS(a), e->a));
        return true;
    case VILLAGE_EV_CUBES_GAINED:
        amount_clause(a, s, e, "log.gained", "log.paid", name_colour(GAME_WORDS(a), e->a));
        return true;
    case VILLAGE_EV_COINS_CHANGED:
        amount_clause(a, s, e, "log.gained", "log.paid", coins_word(a, e->amount));
        return true;
    case VILLAGE_EV_GRAIN_CHANGED:
        amount_clause(a, s, e, "log.gained", "log.paid", TR(&a->i18n, "word.grain"));
        return true;
    case VILLAGE_EV_GOOD_CHANGED:
        clause(a, s, e->player, e->amount > 0 ? "log.made" : "log.gave",
               name_good_a(GAME_WORDS(a), e->a), NULL);
        return true;
    case VILLAGE_EV_TIME_SPENT:
        time_clause(a, s, e);
        return true;
    default:
        return false;
    }
}

static bool more_player_events(app *a, sentence *s, const village_event *e)
{
    char n[16];
    switch (e->kind) {
    case VILLAGE_EV_MEMBER_MOVED:
    case VILLAGE_EV_MASS_PROMOTED:
        member_clause(a, s, e);
        return true;
    case VILLAGE_EV_MEMBER_DIED:
        died_clause(a, s, e);
        return true;
    case VILLAGE_EV_PRESTIGE:
        snprintf(n, sizeof n, "%d", e->amount);
        clause(a, s, e->player, "log.prestige", n, NULL);
        return true;
    case VILLAGE_EV_MARKER_PLACED:
        clause(a, s, e->player, "log.marker", name_city(GAME_WORDS(a), e->a), NULL);
        return true;
    case VILLAGE_EV_NEXT_START_TAKEN:
        clause(a, s, e->player, "log.next_start", NULL, NULL);
        return true;
    case VILLAGE_EV_CUSTOMER_SERVED:
        clause(a, s, e->player, "log.served", NULL, NULL);
        return true;
    case VILLAGE_EV_MARKET_PASSED:
        clause(a, s, e->player, "log.passed", NULL, NULL);
        return true;
    case VILLAGE_EV_MASS_BOUGHT:
        clause(a, s, e->player, "log.bought", NULL, NULL);
        return true;
    case VILLAGE_EV_BRIDGE_CROSSED:
        clause(a, s, e->player, "log.bridge", NULL, NULL);
        return true;
    default:
        return false;
    }
}

static void other_event(app *a, sentence *s, const village_event *e, bool *seeded, bool *arrived)
{
    char n[16];
    const char *who = e->player < VILLAGE_MAX_PLAYERS
                          ? session_player_name(a->shared->game->session, e->player)
                          : "";
    switch (e->kind) {
    case VILLAGE_EV_ROUND_STARTED:
        snprintf(n, sizeof n, "%d", e->a);
        table_line(a, s, LOG_ROUND, LOG_ICON_NONE, "log.round", n, who);
        break;
    case VILLAGE_EV_CUBE_SEEDED:
        if (!*seeded)
            system_line(a, s, LOG_ICON_BAG, "log.seeded", NULL, NULL);
        *seeded = true;
        break;
    case VILLAGE_EV_CUSTOMER_MOVED:
        if (e->from_place == 0 && !*arrived)
            system_line(a, s, LOG_ICON_MARKET, "log.new_customer", NULL, NULL);
        *arrived = *arrived || e->from_place == 0;
        break;
    case VILLAGE_EV_MASS_STARTED:
        table_line(a, s, LOG_ROUND, LOG_ICON_CHURCH, e->a ? "log.final_mass" : "log.mass", NULL,
                   NULL);
        break;
    case VILLAGE_EV_MASS_DRAWN:
        snprintf(n, sizeof n, "%d",
                 e->member != VILLAGE_NOBODY ? village_member_generation(e->member) : 0);
        system_line(a, s, LOG_ICON_CHURCH,
                    e->player == VILLAGE_NOBODY ? "log.drew_monk" : "log.drew_member", who, n);
        break;
    case VILLAGE_EV_MASS_MAJORITY:
        system_line(a, s, LOG_ICON_PRESTIGE, "log.majority", who, NULL);
        break;
    case VILLAGE_EV_MARKET_DAY_STARTED:
        system_line(a, s, LOG_ICON_MARKET, "log.market_day", who, NULL);
        break;
    case VILLAGE_EV_END_TRIGGERED:
        system_line(a, s, LOG_ICON_DEATH, "log.end", who, NULL);
        break;
    case VILLAGE_EV_FINAL_ACTION:
        system_line(a, s, LOG_ICON_TIME, "log.final_action", who, NULL);
        break;
    case VILLAGE_EV_GAME_OVER:
        table_line(a, s, LOG_ROUND, LOG_ICON_NONE, "log.game_over", NULL, NULL);
        break;
    default:
        break;
    }
}

/* The picture of a sentence that begins with this event. */
static log_icon member_icon(const village_event *e)
{
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

static log_icon event_icon(const village_event *e, int *colour)
{
    static const log_icon SPACES[VILLAGE_SPACES] = {
        LOG_ICON_HARVEST, LOG_ICON_BIRTH,   LOG_ICON_CRAFTS, LOG_ICON_MARKET,
        LOG_ICON_TRAVEL,  LOG_ICON_COUNCIL, LOG_ICON_CHURCH};
    *colour = 0;
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
        *colour = e->b;
        return LOG_ICON_CUBE;
    case VILLAGE_EV_WELL_USED:
        return LOG_ICON_WELL;
    case VILLAGE_EV_ACTION_SKIPPED:
        return e->a < VILLAGE_SPACES ? SPACES[e->a] : LOG_ICON_NONE;
    case VILLAGE_EV_CUBES_PAID:
    case VILLAGE_EV_CUBES_GAINED:
        *colour = e->a;
        return LOG_ICON_CUBE;
    case VILLAGE_EV_COINS_CHANGED:
        return LOG_ICON_COIN;
    case VILLAGE_EV_GRAIN_CHANGED:
        return LOG_ICON_GRAIN;
    case VILLAGE_EV_TIME_SPENT:
        return LOG_ICON_TIME;
    case VILLAGE_EV_MEMBER_MOVED:
    case VILLAGE_EV_MASS_PROMOTED:
        return member_icon(e);
    case VILLAGE_EV_MEMBER_DIED:
        return LOG_ICON_DEATH;
    case VILLAGE_EV_PRESTIGE:
        return LOG_ICON_PRESTIGE;
    case VILLAGE_EV_MARKER_PLACED:
        return LOG_ICON_TRAVEL;
    case VILLAGE_EV_NEXT_START_TAKEN:
        return LOG_ICON_COUNCIL;
    case VILLAGE_EV_CUSTOMER_SERVED:
    case VILLAGE_EV_MARKET_PASSED:
        return LOG_ICON_MARKET;
    case VILLAGE_EV_MASS_BOUGHT:
        return LOG_ICON_CHURCH;
    default:
        return LOG_ICON_NONE;
    }
}

/* A turn begins with its cube (or the well, or a final action): its lines go
 * under a heading that names the seat. */
static void turn_heading(app *a, int player)
{
    game_ui *g = a->shared->game;
    char line[LOG_LINE_MAX];
    TRF(&a->i18n, line, "log.turn", session_player_name(g->session, player));
    log_add_line(g, line, LOG_TURN, player, LOG_ICON_NONE, 0);
}

void log_events(app *a, const village_state *before, const village_events *ev)
{
    sentence s;
    memset(&s, 0, sizeof s);
    s.time_clause = -1;
    s.paid_clause = -1;
    s.plague_clause = -1;
    game_ui *g = a->shared->game;
    if (before->phase == VILLAGE_PHASE_TURN)
        turn_heading(a, before->actor);
    /* The action after taking a cube reads as one sentence with it. */
    const char *actor = session_player_name(g->session, before->actor);
    s.join = g->log.count > 0 && before->phase == VILLAGE_PHASE_ACTION && ev->count > 0 &&
             ev->items[0].player == before->actor &&
             g->log.lines[g->log.count - 1].kind == LOG_TOLD &&
             strncmp(g->log.lines[g->log.count - 1].text, actor, strlen(actor)) == 0;
    bool seeded = false, arrived = false;
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        s.next_icon = event_icon(e, &s.next_colour);
        bool done = e->player < VILLAGE_MAX_PLAYERS &&
                    (player_event(a, &s, e) || more_player_events(a, &s, e));
        if (!done)
            other_event(a, &s, e, &seeded, &arrived);
    }
    flush(a, &s);
}

static bool log_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                     const village_events *ev, const village_state *after)
{
    (void)index, (void)m, (void)after;
    log_events(ctx, before, ev);
    return true;
}

void log_rebuild(app *a)
{
    game_ui *g = a->shared->game;
    const village_record *r = session_record(g->session);
    int scroll = g->log_panel.scroll; /* told again in another language: the same lines */
    g->log.count = 0;
    log_view_reset(g);
    char line[LOG_LINE_MAX];
    log_add(g,
            TRF(&a->i18n, line, "log.started", session_player_name(g->session, r->start_player)));
    village_record_replay(r, r->move_count, log_move, a, NULL);
    log_view_keep(g, scroll);
}
