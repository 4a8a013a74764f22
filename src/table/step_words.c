/* The table model's steps in the player's words: a label for each step,
 * made from the step's data alone, so two steps with different data can
 * never look alike by accident (the scene adds the icon: move_steps.c). */
#include <stdio.h>
#include <string.h>

#include "table/words.h"
#include "village/board.h"

static void member_label(const table_words *w, const village_state *s, int member, char *out,
                         size_t size)
{
    const village_member *m = &s->players[s->actor].members[member];
    char gen[8], where[64];
    snprintf(gen, sizeof gen, "%d", village_member_generation(member));
    switch (m->place) {
    case VILLAGE_CRAFT:
        snprintf(where, sizeof where, "%s", table_name_building(w, m->spot));
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        TRF(w->cat, where, "place.stage", (const char[]){(char)('1' + m->spot), 0});
        break;
    case VILLAGE_TRAVEL_MAP:
        snprintf(where, sizeof where, "%s", table_name_city(w, m->spot));
        break;
    case VILLAGE_CHURCH_WINDOW:
        snprintf(gen, sizeof gen, "%d", village_board_data.score_church[m->spot % 4]);
        TRF(w->cat, where, "place.window", gen);
        snprintf(gen, sizeof gen, "%d", village_member_generation(member));
        break;
    case VILLAGE_BLACK_BAG:
        snprintf(where, sizeof where, "%s", TR(w->cat, "place.bag"));
        break;
    default:
        snprintf(where, sizeof where, "%s", TR(w->cat, "place.farmyard"));
    }
    i18n_format(w->cat, out, size, "step.member", (const char *const[]){gen, where, NULL});
}

/* "1 pink + 1 coin": the cube price with coins standing in. */
static void cubes_text(const table_words *w, const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
                       const uint8_t jokers[VILLAGE_INFLUENCE_COLOURS], char *out, size_t size)
{
    size_t n = 0;
    int coins = 0;
    out[0] = '\0';
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++) {
        int cubes = price[c] - jokers[c];
        coins += jokers[c];
        if (cubes > 0)
            n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s%d %s", n ? " + " : "",
                                  cubes, table_name_colour_n(w, c, cubes));
    }
    if (coins > 0 && n < size)
        snprintf(out + n, size - n, "%s%d %s", n ? " + " : "", coins,
                 TR(w->cat, coins == 1 ? "word.coin" : "word.coins"));
}

/* "Move generation 1 from the 2-point to the 3-point window (1 grain)". */
static void promote_label(const table_words *w, const village_state *s, int member, char *out,
                          size_t size)
{
    int spot = s->players[s->actor].members[member].spot % (VILLAGE_CHURCH_WINDOWS - 1);
    char gen[8], from[8], to[8], grain[8];
    snprintf(gen, sizeof gen, "%d", village_member_generation(member));
    snprintf(from, sizeof from, "%d", village_board_data.score_church[spot]);
    snprintf(to, sizeof to, "%d", village_board_data.score_church[spot + 1]);
    snprintf(grain, sizeof grain, "%d", village_board_data.church_step_grain[spot]);
    i18n_format(w->cat, out, size, "step.promote",
                (const char *const[]){gen, from, to, grain, NULL});
}

static void number(int n, char *out, size_t size)
{
    snprintf(out, size, "%d", n);
}

static void choose_label(const table_words *w, const table_step *st, char *out, size_t size)
{
    if (st->kind == TABLE_STEP_ONE_CUBE)
        snprintf(out, size, "1 %s", table_name_colour_n(w, st->a, 1));
    else
        i18n_format(w->cat, out, size,
                    st->kind == TABLE_STEP_FIRST_CUBE ? "step.cube.first" : "step.cube.second",
                    (const char *const[]){table_name_colour(w, st->a), NULL});
}

/* The steps whose label is one catalogue word, or NULL. */
static const char *plain_key(const village_state *s, int kind)
{
    switch (kind) {
    case TABLE_STEP_SKIP:
        return s->phase == VILLAGE_PHASE_PRIVILEGE ? "step.skip.privilege" : "step.skip";
    case TABLE_STEP_PASS:
        return "step.pass";
    case TABLE_STEP_DONE:
        return "step.done";
    case TABLE_STEP_WELL:
        return "step.well";
    case TABLE_STEP_HARVEST:
        return "step.harvest";
    case TABLE_STEP_BIRTH:
        return "step.birth";
    case TABLE_STEP_RECALL:
        return "step.recall";
    case TABLE_STEP_TRAVEL:
        return "step.travel";
    case TABLE_STEP_COUNCIL_ENTER:
        return "step.council.enter";
    case TABLE_STEP_COUNCIL_ADVANCE:
        return "step.council.advance";
    case TABLE_STEP_COUNCIL_PRIVILEGE:
        return "step.council.privilege";
    case TABLE_STEP_CHURCH:
        return "step.church";
    case TABLE_STEP_PAY_SCROLL:
        return "step.scroll";
    case TABLE_STEP_PAY_FREE_SALE:
        return "step.free_sale";
    default:
        return NULL;
    }
}

static void payment_label(const table_words *w, const table_step *st, char *out, size_t size)
{
    char t1[8], t2[8], gen[8], cubes[64];
    switch (st->kind) {
    case TABLE_STEP_PAY_TIME:
        number(st->a, t1, sizeof t1);
        i18n_format(w->cat, out, size, "step.time", (const char *const[]){t1, NULL});
        break;
    case TABLE_STEP_PAY_TRAIN:
        number(village_member_generation(st->a), gen, sizeof gen);
        number(st->b, t1, sizeof t1);
        number(st->c, t2, sizeof t2);
        i18n_format(w->cat, out, size, "step.train", (const char *const[]){gen, t1, t2, NULL});
        break;
    case TABLE_STEP_PAY_GRAIN:
        number(st->a, t1, sizeof t1);
        i18n_format(w->cat, out, size, "step.grain", (const char *const[]){t1, NULL});
        break;
    case TABLE_STEP_PAY_SALE:
        cubes_text(w, st->price, st->jokers, cubes, sizeof cubes);
        number(st->a, t1, sizeof t1);
        i18n_format(w->cat, out, size, "step.sale_cost", (const char *const[]){cubes, t1, NULL});
        break;
    default:
        cubes_text(w, st->price, st->jokers, out, size);
    }
}

static void mass_label(const table_words *w, const village_state *s, const table_step *st,
                       char *out, size_t size)
{
    char who[96];
    member_label(w, s, st->a, who, sizeof who);
    char gen[8]; /* a member in the bag is known by its generation alone */
    snprintf(gen, sizeof gen, "%d", village_member_generation(st->a));
    if (st->kind == TABLE_STEP_BUY)
        i18n_format(w->cat, out, size, "step.buy", (const char *const[]){gen, NULL});
    else if (st->kind == TABLE_STEP_PROMOTE)
        promote_label(w, s, st->a, out, size);
    else if (st->kind == TABLE_STEP_DIE)
        i18n_format(w->cat, out, size, "step.die", (const char *const[]){who, NULL});
    else
        snprintf(out, size, "%s", who);
}

static void step_words(const table_words *w, const village_state *s, const table_step *st,
                       char *out, size_t size)
{
    char n[16];
    const char *plain = plain_key(s, st->kind);
    if (plain) {
        snprintf(out, size, "%s", TR(w->cat, plain));
        return;
    }
    switch (st->kind) {
    case TABLE_STEP_CUBE:
        i18n_format(
            w->cat, out, size, "step.take",
            (const char *const[]){table_name_cube_a(w, st->b), table_name_space(w, st->a), NULL});
        break;
    case TABLE_STEP_FREE_ACTION:
    case TABLE_STEP_SPACE:
        snprintf(out, size, "%s", table_name_space(w, st->a));
        break;
    case TABLE_STEP_BUILDING:
        snprintf(out, size, "%s", table_name_building(w, st->a));
        break;
    case TABLE_STEP_CITY:
        snprintf(out, size, "%s", table_name_city(w, st->a));
        break;
    case TABLE_STEP_GOOD:
        snprintf(out, size, "%s", table_name_good(w, st->a));
        break;
    case TABLE_STEP_PRIVILEGE:
        snprintf(n, sizeof n, "priv.%d", st->a);
        snprintf(out, size, "%s", TR(w->cat, n));
        break;
    case TABLE_STEP_SERVE:
        number(st->a + 1, n, sizeof n);
        i18n_format(w->cat, out, size, "step.serve", (const char *const[]){n, NULL});
        break;
    case TABLE_STEP_ONE_CUBE:
    case TABLE_STEP_FIRST_CUBE:
    case TABLE_STEP_SECOND_CUBE:
        choose_label(w, st, out, size);
        break;
    case TABLE_STEP_BUY:
    case TABLE_STEP_PROMOTE:
    case TABLE_STEP_DIE:
    case TABLE_STEP_MEMBER:
        mass_label(w, s, st, out, size);
        break;
    default:
        payment_label(w, st, out, size);
    }
}

void table_step_label(const table_words *w, const village_state *s, const table_step *st, char *out,
                      size_t size)
{
    step_words(w, s, st, out, size);
    if (out[0] >= 'a' && out[0] <= 'z') /* "city A" is a button: "City A" */
        out[0] = (char)(out[0] - 'a' + 'A');
}
