/* What a move costs and gives, for hover text: the move is tried on a copy of
 * the state and the mover's own changes are summed, stopping before anything
 * hidden would be revealed (a bag draw, a new customer). */
#include <stdio.h>
#include <string.h>

#include "scenes/game_ui.h"

typedef struct tally {
    int cubes[VILLAGE_CUBE_COLOURS];
    int coins, grain, time, prestige, deaths;
    int goods[VILLAGE_GOODS];
} tally;

static bool reveals(const village_event *e)
{
    return e->kind == VILLAGE_EV_CUBE_SEEDED || e->kind == VILLAGE_EV_MASS_DRAWN ||
           (e->kind == VILLAGE_EV_CUSTOMER_MOVED && e->from_place == 0);
}

static void add_event(tally *t, const village_event *e)
{
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
        t->cubes[e->b] += e->b == VILLAGE_PLAGUE ? 0 : 1;
        break;
    case VILLAGE_EV_CUBES_PAID:
        t->cubes[e->a] -= e->amount;
        break;
    case VILLAGE_EV_CUBES_GAINED:
        t->cubes[e->a] += e->amount;
        break;
    case VILLAGE_EV_COINS_CHANGED:
        t->coins += e->amount;
        break;
    case VILLAGE_EV_GRAIN_CHANGED:
        t->grain += e->amount;
        break;
    case VILLAGE_EV_GOOD_CHANGED:
        t->goods[e->a] += e->amount;
        break;
    case VILLAGE_EV_TIME_SPENT:
        t->time += e->amount;
        break;
    case VILLAGE_EV_PRESTIGE:
        t->prestige += e->amount;
        break;
    case VILLAGE_EV_BRIDGE_CROSSED:
        t->deaths++;
        break;
    default:
        break;
    }
}

static void put_part(char *out, size_t size, size_t *n, int amount, const char *what)
{
    if (amount == 0 || *n >= size)
        return;
    *n += (size_t)snprintf(out + *n, size - *n, "%s%d %s", *n ? ", " : "",
                           amount < 0 ? -amount : amount, what);
}

/* sign < 0: the costs; sign > 0: the gains. */
static void list_side(app *a, const tally *t, int sign, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        if (t->cubes[c] * sign > 0)
            put_part(out, size, &n, t->cubes[c], name_colour(a, c));
    if (t->coins * sign > 0)
        put_part(out, size, &n, t->coins, TR(&a->i18n, "word.coins"));
    if (t->grain * sign > 0)
        put_part(out, size, &n, t->grain, TR(&a->i18n, "word.grain"));
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (t->goods[g] * sign > 0)
            put_part(out, size, &n, t->goods[g], name_good(a, g));
    if (sign < 0)
        put_part(out, size, &n, t->time, TR(&a->i18n, "word.time"));
    if (sign > 0)
        put_part(out, size, &n, t->prestige, TR(&a->i18n, "word.prestige"));
}

void move_describe(app *a, const village_state *s, const village_move *m, char *out, size_t size)
{
    village_state copy = *s;
    village_events ev;
    if (!village_apply(&copy, m, &ev)) {
        out[0] = '\0';
        return;
    }
    tally t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < ev.count && !reveals(&ev.items[i]); i++)
        if (ev.items[i].player == s->actor)
            add_event(&t, &ev.items[i]);
    char costs[160], gains[160];
    list_side(a, &t, -1, costs, sizeof costs);
    list_side(a, &t, 1, gains, sizeof gains);
    const char *none = TR(&a->i18n, "word.nothing");
    i18n_format(&a->i18n, out, size, "describe.move",
                (const char *const[]){costs[0] ? costs : none, gains[0] ? gains : none, NULL});
    if (t.deaths > 0) {
        size_t n = strlen(out);
        snprintf(out + n, size - n, "\n%s", TR(&a->i18n, "describe.death"));
    }
}
