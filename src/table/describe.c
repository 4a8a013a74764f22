/* What a move costs and gives, for hover text: the move is tried on a copy of
 * the state and the mover's own changes are summed, stopping before anything
 * hidden would be revealed (a bag draw, a new customer). */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "table/words.h"
#include "village/board.h"

typedef struct tally {
    int cubes[VILLAGE_CUBE_COLOURS];
    int coins, grain, time, prestige, deaths;
    int customer_points; /* of the customer served, -1 if none */
    int goods[VILLAGE_GOODS];
} tally;

/* What an event adds to its player's tally. */
static void add_cube_taken(tally *t, const village_event *e)
{
    t->cubes[e->b] += e->b == VILLAGE_PLAGUE ? 0 : 1;
}

static void add_cubes_paid(tally *t, const village_event *e)
{
    t->cubes[e->a] -= e->amount;
}

static void add_cubes_gained(tally *t, const village_event *e)
{
    t->cubes[e->a] += e->amount;
}

static void add_coins(tally *t, const village_event *e)
{
    t->coins += e->amount;
}

static void add_grain(tally *t, const village_event *e)
{
    t->grain += e->amount;
}

/* The grain for a step up the church is only in the event's amount. */
static void add_promotion(tally *t, const village_event *e)
{
    t->grain -= e->amount;
}

static void add_good(tally *t, const village_event *e)
{
    t->goods[e->a] += e->amount;
}

static void add_time(tally *t, const village_event *e)
{
    t->time += e->amount;
}

static void add_prestige(tally *t, const village_event *e)
{
    t->prestige += e->amount;
}

static void add_death(tally *t, const village_event *e)
{
    (void)e;
    t->deaths++;
}

static void add_customer(tally *t, const village_event *e)
{
    t->customer_points = village_board_data.customers[e->b % VILLAGE_CUSTOMERS].points;
}

/* Whether an event would tell what is hidden (a bag draw, a new customer):
 * a description tried on a copy stops before it. */
static bool always_reveals(const village_event *e)
{
    (void)e;
    return true;
}

static bool from_the_pile(const village_event *e)
{
    return e->from_place == 0;
}

/* What each kind of event does to a description, one row per kind in the
 * enum's order (village.h): a new kind fails the build below until it has
 * its row. */
typedef struct describe_row {
    int kind;
    void (*add)(tally *t, const village_event *e); /* its player's costs and gains, or NULL */
    bool (*reveals)(const village_event *e);       /* NULL: never */
} describe_row;

static const describe_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, NULL, NULL},
    {VILLAGE_EV_START_PLAYER_CHANGED, NULL, NULL},
    {VILLAGE_EV_CUBES_TO_BAG, NULL, NULL},
    {VILLAGE_EV_CUBE_SEEDED, NULL, always_reveals},
    {VILLAGE_EV_CUBE_TAKEN, add_cube_taken, NULL},
    {VILLAGE_EV_WELL_USED, NULL, NULL},
    {VILLAGE_EV_ACTION_CHOSEN, NULL, NULL},
    {VILLAGE_EV_ACTION_SKIPPED, NULL, NULL},
    {VILLAGE_EV_CUBES_PAID, add_cubes_paid, NULL},
    {VILLAGE_EV_CUBES_GAINED, add_cubes_gained, NULL},
    {VILLAGE_EV_COINS_CHANGED, add_coins, NULL},
    {VILLAGE_EV_GRAIN_CHANGED, add_grain, NULL},
    {VILLAGE_EV_GOOD_CHANGED, add_good, NULL},
    {VILLAGE_EV_TIME_SPENT, add_time, NULL},
    {VILLAGE_EV_BRIDGE_CROSSED, add_death, NULL},
    {VILLAGE_EV_MEMBER_MOVED, NULL, NULL},
    {VILLAGE_EV_MEMBER_DIED, NULL, NULL},
    {VILLAGE_EV_PRESTIGE, add_prestige, NULL},
    {VILLAGE_EV_MARKER_PLACED, NULL, NULL},
    {VILLAGE_EV_NEXT_START_TAKEN, NULL, NULL},
    {VILLAGE_EV_MARKET_DAY_STARTED, NULL, NULL},
    {VILLAGE_EV_CUSTOMER_SERVED, add_customer, NULL},
    {VILLAGE_EV_MARKET_PASSED, NULL, NULL},
    {VILLAGE_EV_MARKET_DAY_ENDED, NULL, NULL},
    {VILLAGE_EV_CUSTOMER_MOVED, NULL, from_the_pile},
    {VILLAGE_EV_MASS_STARTED, NULL, NULL},
    {VILLAGE_EV_MASS_BOUGHT, NULL, NULL},
    {VILLAGE_EV_MASS_DRAWN, NULL, always_reveals},
    {VILLAGE_EV_MASS_PROMOTED, add_promotion, NULL},
    {VILLAGE_EV_MASS_MAJORITY, NULL, NULL},
    {VILLAGE_EV_MASS_ENDED, NULL, NULL},
    {VILLAGE_EV_END_TRIGGERED, NULL, NULL},
    {VILLAGE_EV_FINAL_ACTION, NULL, NULL},
    {VILLAGE_EV_GAME_OVER, NULL, NULL},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the description's table");

static const describe_row *row_of(const village_event *e)
{
    assert(e->kind < VILLAGE_EV_KINDS && ROWS[e->kind].kind == e->kind); /* rows in order */
    return &ROWS[e->kind];
}

static bool reveals(const village_event *e)
{
    const describe_row *row = row_of(e);
    return row->reveals && row->reveals(e);
}

static void add_event(tally *t, const village_event *e)
{
    const describe_row *row = row_of(e);
    if (row->add)
        row->add(t, e);
}

static void put_part(char *out, size_t size, size_t *n, int amount, const char *what)
{
    if (amount == 0 || *n >= size)
        return;
    *n += (size_t)snprintf(out + *n, size - *n, "%s%d %s", *n ? ", " : "",
                           amount < 0 ? -amount : amount, what);
}

/* sign < 0: the costs; sign > 0: the gains. */
static void list_side(const table_words *w, const tally *t, int sign, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    char marked[96];
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        if (t->cubes[c] * sign > 0)
            put_part(out, size, &n, t->cubes[c],
                     table_name_colour_marked_n(w, c, t->cubes[c] < 0 ? -t->cubes[c] : t->cubes[c],
                                                marked, sizeof marked));
    if (t->coins * sign > 0)
        put_part(out, size, &n, t->coins,
                 TR(w->cat, t->coins == 1 || t->coins == -1 ? "word.coin" : "word.coins"));
    if (t->grain * sign > 0)
        put_part(out, size, &n, t->grain, TR(w->cat, "word.grain"));
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (t->goods[g] * sign > 0)
            put_part(out, size, &n, t->goods[g],
                     table_name_good_n(w, g, t->goods[g] < 0 ? -t->goods[g] : t->goods[g]));
    if (sign < 0)
        put_part(out, size, &n, t->time, TR(w->cat, "word.time"));
    if (sign > 0)
        put_part(out, size, &n, t->prestige, TR(w->cat, "word.prestige"));
    if (sign > 0 && t->customer_points >= 0 && n < size) {
        char points[16], customer[96];
        snprintf(points, sizeof points, "%d", t->customer_points);
        TRF(w->cat, customer, "describe.customer", points);
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? ", " : "", customer);
    }
}

/* Where a dying member goes, and what it does to the projected score. */
static void describe_death(const table_words *w, const village_state *before,
                           const village_state *after, const village_events *ev, char *out,
                           size_t size)
{
    static const char *const areas[] = {"chronicle.area.council", "chronicle.area.crafts",
                                        "chronicle.area.travel", "chronicle.area.church",
                                        "chronicle.area.farmyard"};
    out[0] = '\0';
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        if (reveals(e))
            return; /* the score after it would tell what is hidden */
        if (e->kind != VILLAGE_EV_MEMBER_DIED || e->player != before->actor || out[0])
            continue;
        if (e->to_place == VILLAGE_CHRONICLE)
            i18n_format(w->cat, out, size, "describe.dies.chronicle",
                        (const char *const[]){
                            TR(w->cat, areas[(e->to_spot / VILLAGE_CHRONICLE_SLOTS) % 5]), NULL});
        else
            snprintf(out, size, "%s",
                     TR(w->cat, e->to_place == VILLAGE_GRAVE ? "describe.dies.grave"
                                                             : "describe.dies.gone"));
    }
    village_score was, now;
    village_score_breakdown(before, before->actor, &was);
    village_score_breakdown(after, before->actor, &now);
    char from[16], to[16], line[96];
    snprintf(from, sizeof from, "%d", was.total);
    snprintf(to, sizeof to, "%d", now.total);
    /* The words say which way it goes ("falls from 13 to 10"), never one
     * verb for both. */
    TRF(w->cat, line,
        now.total > was.total   ? "describe.score.up"
        : now.total < was.total ? "describe.score.down"
                                : "describe.score.same",
        from, to);
    size_t n = strlen(out);
    snprintf(out + n, size - n, "%s%s", n ? "\n" : "", line);
}

/* "I, the next-starting-player marker; II, 2 cubes of your choice": the
 * privileges a council member at 'stage' may use (R-CNC-2). */
static void privileges_up_to(const table_words *w, int stage, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int st = 1; st <= stage && st <= VILLAGE_COUNCIL_STAGES && n < size; st++) {
        char key[24];
        snprintf(key, sizeof key, "priv.short.%d", st);
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? "; " : "", TR(w->cat, key));
    }
}

/* What a privilege does and costs, in a sentence (R-CNC-2); any good of
 * stage 3 when 'good' is negative. */
void table_describe_privilege(const table_words *w, int stage, int good, char *out, size_t size)
{
    char key[32];
    snprintf(key, sizeof key, "describe.privilege.%d%s", stage,
             stage == 3 && good < 0 ? ".any" : "");
    i18n_format(
        w->cat, out, size, key,
        (const char *const[]){stage == 3 && good >= 0 ? table_name_good_a(w, good) : "", NULL});
}

/* Where the mover's member goes, in words: born, trained, enters the council … */
static void member_effect(const table_words *w, const village_event *e, const village_events *ev,
                          char *out, size_t size)
{
    char n[16];
    out[0] = '\0';
    switch (e->to_place) {
    case VILLAGE_FARMYARD:
        snprintf(n, sizeof n, "%d", village_member_generation(e->member));
        i18n_format(w->cat, out, size,
                    e->from_place == VILLAGE_UNBORN ? "describe.born" : "describe.recalled",
                    (const char *const[]){n, NULL});
        break;
    case VILLAGE_CRAFT:
        i18n_format(w->cat, out, size, "describe.trained",
                    (const char *const[]){table_name_building(w, e->to_spot), NULL});
        break;
    case VILLAGE_COUNCIL_CHAMBER: {
        char privileges[TABLE_DETAIL_MAX];
        snprintf(n, sizeof n, "%d", e->to_spot + 1);
        privileges_up_to(w, e->to_spot + 1, privileges, sizeof privileges);
        i18n_format(w->cat, out, size,
                    e->from_place == VILLAGE_COUNCIL_CHAMBER ? "describe.council_up"
                                                             : "describe.council",
                    (const char *const[]){n, privileges, NULL});
        break;
    }
    case VILLAGE_TRAVEL_MAP: {
        bool marked = false; /* R-TRV-3: a reward only with a new marker */
        for (int i = 0; i < ev->count; i++)
            marked = marked || (ev->items[i].kind == VILLAGE_EV_MARKER_PLACED &&
                                ev->items[i].player == e->player);
        i18n_format(w->cat, out, size, marked ? "describe.travel" : "describe.travel.no_reward",
                    (const char *const[]){table_name_city(w, e->to_spot), NULL});
        break;
    }
    case VILLAGE_BLACK_BAG:
        snprintf(out, size, "%s", TR(w->cat, "describe.church"));
        break;
    default:
        break;
    }
}

/* What the move does besides costs and gains: where a member goes, or the
 * action that follows a cube (the well, a pink cube's craft …). */
static void describe_effect(const table_words *w, const village_state *s, const village_move *m,
                            const village_events *ev, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    char line[TABLE_DETAIL_MAX], space_key[48];
    if (m->kind == VILLAGE_MOVE_TAKE_CUBE || m->kind == VILLAGE_MOVE_WELL) {
        /* Half the room: this sentence and the space's words after it both fit. */
        char first[TABLE_DETAIL_MAX / 2];
        int space = m->where;
        snprintf(space_key, sizeof space_key, "describe.then.%s", village_space_name(space));
        if (m->kind == VILLAGE_MOVE_WELL)
            TRF(w->cat, first, "describe.well", table_name_space(w, space));
        else if (m->what == VILLAGE_PLAGUE)
            snprintf(first, sizeof first, "%s", TR(w->cat, "describe.plague"));
        else
            first[0] = '\0';
        n += (size_t)snprintf(out + n, size - n, "%s%s%s", first, first[0] ? " " : "",
                              TR(w->cat, space_key));
        return;
    }
    if (m->kind == VILLAGE_MOVE_PRIVILEGE) {
        table_describe_privilege(w, m->where, m->what, out, size);
        return;
    }
    if (m->kind == VILLAGE_MOVE_COUNCIL_PRIVILEGE) {
        int stage = 0;
        for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
            const village_member *mb = &s->players[s->actor].members[i];
            if (mb->place == VILLAGE_COUNCIL_CHAMBER && mb->spot + 1 > stage)
                stage = mb->spot + 1;
        }
        char n_stage[8], privileges[TABLE_DETAIL_MAX];
        snprintf(n_stage, sizeof n_stage, "%d", stage);
        privileges_up_to(w, stage, privileges, sizeof privileges);
        i18n_format(w->cat, out, size, "describe.council.free",
                    (const char *const[]){n_stage, privileges, NULL});
        return;
    }
    if (m->kind == VILLAGE_MOVE_SKIP && s->phase == VILLAGE_PHASE_PRIVILEGE) {
        snprintf(out, size, "%s", TR(w->cat, "describe.privilege.none"));
        return;
    }
    if (m->kind == VILLAGE_MOVE_PASS || m->kind == VILLAGE_MOVE_SKIP) {
        snprintf(out, size, "%s", TR(w->cat, "describe.pass"));
        return;
    }
    for (int i = 0; i < ev->count && n < size; i++) {
        const village_event *e = &ev->items[i];
        if (reveals(e))
            break;
        if (e->kind != VILLAGE_EV_MEMBER_MOVED || e->player != s->actor)
            continue;
        member_effect(w, e, ev, line, sizeof line);
        if (line[0])
            n += (size_t)snprintf(out + n, size - n, "%s%s", n ? "\n" : "", line);
    }
}

void table_move_describe(const table_words *w, const village_state *s, const village_move *m,
                         char *out, size_t size)
{
    village_state copy = *s;
    village_events ev;
    if (!village_apply(&copy, m, &ev)) {
        out[0] = '\0';
        return;
    }
    if (m->kind == VILLAGE_MOVE_DIE) {
        describe_death(w, s, &copy, &ev, out, size);
        return;
    }
    tally t;
    memset(&t, 0, sizeof t);
    t.customer_points = -1;
    for (int i = 0; i < ev.count && !reveals(&ev.items[i]); i++)
        if (ev.items[i].player == s->actor)
            add_event(&t, &ev.items[i]);
    char costs[160], gains[160], effect[TABLE_DETAIL_MAX];
    list_side(w, &t, -1, costs, sizeof costs);
    list_side(w, &t, 1, gains, sizeof gains);
    describe_effect(w, s, m, &ev, effect, sizeof effect);
    /* What it does first, then its price and any gain: never "gives nothing". */
    size_t n = (size_t)snprintf(out, size, "%s", effect);
    char part[200];
    TRF(w->cat, part, "describe.costs", costs[0] ? costs : TR(w->cat, "describe.free"));
    /* A privilege's sentence already says what it costs. */
    bool says_cost = m->kind == VILLAGE_MOVE_PRIVILEGE && !costs[0];
    if (n < size && !says_cost)
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? "\n" : "", part);
    if (gains[0] && n < size) {
        TRF(w->cat, part, "describe.gains", gains);
        snprintf(out + n, size - n, "\n%s", part);
    }
    n = strlen(out);
    if (t.deaths > 0 && n < size)
        snprintf(out + n, size - n, "\n%s", TR(w->cat, "describe.death"));
}

static void put_signed(char *out, size_t size, size_t *n, int amount, const char *what)
{
    if (amount == 0 || *n >= size)
        return;
    *n += (size_t)snprintf(out + *n, size - *n, "%s%s%d %s", *n ? ", " : "",
                           amount < 0 ? "\u2212" : "+", amount < 0 ? -amount : amount, what);
}

void table_move_outcome(const table_words *w, int player, const village_events *ev, char *out,
                        size_t size)
{
    tally t;
    memset(&t, 0, sizeof t);
    t.customer_points = -1;
    for (int i = 0; i < ev->count; i++)
        if (ev->items[i].player == player)
            add_event(&t, &ev->items[i]);
    size_t n = 0;
    out[0] = '\0';
    put_signed(out, size, &n, -t.time, TR(w->cat, "word.time"));
    char marked[96];
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        put_signed(out, size, &n, t.cubes[c],
                   table_name_colour_marked(w, c, marked, sizeof marked));
    put_signed(out, size, &n, t.coins,
               TR(w->cat, t.coins == 1 || t.coins == -1 ? "word.coin" : "word.coins"));
    put_signed(out, size, &n, t.grain, TR(w->cat, "word.grain"));
    for (int g = 0; g < VILLAGE_GOODS; g++)
        put_signed(out, size, &n, t.goods[g], table_name_good(w, g));
    put_signed(out, size, &n, t.prestige, TR(w->cat, "word.prestige"));
    if (t.deaths > 0 && n < size)
        snprintf(out + n, size - n, "%s%s", n ? "; " : "", TR(w->cat, "describe.death"));
}
