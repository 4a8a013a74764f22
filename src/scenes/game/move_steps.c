/* How a legal move is chosen step by step: each move becomes a short path of
 * labelled steps (what, where, who, how to pay); moves sharing a step are one
 * option on screen. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "village/board.h"

static choice_step *push(move_path *p, const char *key, const char *label, const char *icon,
                         int target)
{
    choice_step *s = &p->steps[p->count < STEP_MAX ? p->count++ : STEP_MAX - 1];
    snprintf(s->key, sizeof s->key, "%s", key);
    snprintf(s->label, sizeof s->label, "%s", label);
    if (s->label[0] >= 'a' && s->label[0] <= 'z') /* "city A" is a button: "City A" */
        s->label[0] = (char)(s->label[0] - 'a' + 'A');
    s->icon = icon;
    s->target = target;
    return s;
}

static void member_label(app *a, const village_state *s, int member, char *out, size_t size)
{
    const village_member *m = &s->players[s->actor].members[member];
    char gen[8], where[64];
    snprintf(gen, sizeof gen, "%d", village_member_generation(member));
    switch (m->place) {
    case VILLAGE_CRAFT:
        snprintf(where, sizeof where, "%s", name_building(a, m->spot));
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        TRF(&a->i18n, where, "place.stage", (const char[]){(char)('1' + m->spot), 0});
        break;
    case VILLAGE_TRAVEL_MAP:
        snprintf(where, sizeof where, "%s", name_city(a, m->spot));
        break;
    case VILLAGE_CHURCH_WINDOW:
        snprintf(gen, sizeof gen, "%d", village_board_data.score_church[m->spot % 4]);
        TRF(&a->i18n, where, "place.window", gen);
        snprintf(gen, sizeof gen, "%d", village_member_generation(member));
        break;
    case VILLAGE_BLACK_BAG:
        snprintf(where, sizeof where, "%s", TR(&a->i18n, "place.bag"));
        break;
    default:
        snprintf(where, sizeof where, "%s", TR(&a->i18n, "place.farmyard"));
    }
    i18n_format(&a->i18n, out, size, "step.member", (const char *const[]){gen, where, NULL});
}

static void push_member(app *a, move_path *p, const village_state *s, int member)
{
    char key[16], label[96];
    snprintf(key, sizeof key, "m:%d", member);
    member_label(a, s, member, label, sizeof label);
    push(p, key, label, NULL, TARGET_MEMBER + s->actor * 16 + member);
}

/* "1 pink + 1 coin": the cube price with coins standing in. */
static void cubes_text(app *a, const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
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
                                  cubes, name_colour(a, c));
    }
    if (coins > 0 && n < size)
        snprintf(out + n, size - n, "%s%d %s", n ? " + " : "", coins,
                 TR(&a->i18n, coins == 1 ? "word.coin" : "word.coins"));
}

/* The first cube actually paid, or a coin when coins stand in for all of them. */
static const char *payment_icon(const app *a, const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
                                const uint8_t jokers[VILLAGE_INFLUENCE_COLOURS])
{
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        if (price[c] > jokers[c])
            return cube_sprite(a, c);
    return "icon.coin";
}

static void push_payment(app *a, move_path *p, const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
                         const village_move *m)
{
    char key[24], label[96];
    snprintf(key, sizeof key, "pay:%d:%d%d%d%d", m->how, m->jokers[0], m->jokers[1], m->jokers[2],
             m->jokers[3]);
    cubes_text(a, price, m->jokers, label, sizeof label);
    push(p, key, label, payment_icon(a, price, m->jokers), TARGET_NONE);
}

static void craft_steps(app *a, const village_move *m, move_path *p)
{
    const village_craft_cost *cost = &village_board_data.crafts[m->where];
    char key[24], label[96], t1[8], t2[8];
    snprintf(key, sizeof key, "b:%d", m->where);
    push(p, key, name_building(a, m->where), "icon.space.crafts", TARGET_BUILDING + m->where);
    snprintf(key, sizeof key, "g:%d", m->what);
    push(p, key, name_good(a, m->what), NULL, TARGET_NONE);
    if (m->how == VILLAGE_PAY_TIME && m->member != VILLAGE_NOBODY) {
        char gen[8];
        snprintf(gen, sizeof gen, "%d", village_member_generation(m->member));
        snprintf(t1, sizeof t1, "%d", cost->train_time);
        snprintf(t2, sizeof t2, "%d", cost->produce_time);
        i18n_format(&a->i18n, label, sizeof label, "step.train",
                    (const char *const[]){gen, t1, t2, NULL});
        snprintf(key, sizeof key, "pay:train:%d", m->member);
        push(p, key, label, "icon.time", TARGET_NONE);
    } else if (m->how == VILLAGE_PAY_TIME) {
        snprintf(t1, sizeof t1, "%d", cost->produce_time);
        push(p, "pay:time", TRF(&a->i18n, label, "step.time", t1), "icon.time", TARGET_NONE);
    } else if (m->how == VILLAGE_PAY_GRAIN) {
        snprintf(t1, sizeof t1, "%d", cost->grain);
        push(p, "pay:grain", TRF(&a->i18n, label, "step.grain", t1), "icon.grain", TARGET_NONE);
    } else {
        push_payment(a, p, cost->cubes, m);
    }
}

static void well_steps(app *a, const village_move *m, move_path *p)
{
    char key[24];
    push(p, "well", TR(&a->i18n, "step.well"), "icon.well", TARGET_WELL);
    snprintf(key, sizeof key, "sp:%d", m->where);
    push(p, key, name_space(a, m->where), NULL, TARGET_NONE);
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[m->what] = village_board_data.well_cubes;
    push_payment(a, p, price, m);
}

static void travel_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    push_member(a, p, s, m->member);
    int from = s->players[s->actor].members[m->member].place == VILLAGE_TRAVEL_MAP
                   ? s->players[s->actor].members[m->member].spot
                   : VILLAGE_FROM_VILLAGE;
    int road = village_road_between(from, m->where);
    char key[16];
    snprintf(key, sizeof key, "city:%d", m->where);
    push(p, key, name_city(a, m->where), "icon.space.travel", TARGET_CITY + m->where);
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    if (road >= 0)
        price[village_board_data.roads[road].colour] = village_board_data.travel_cubes;
    push_payment(a, p, price, m);
}

static void council_payment(app *a, const village_move *m, move_path *p)
{
    if (m->how == VILLAGE_PAY_SCROLL) {
        push(p, "pay:scroll", TR(&a->i18n, "step.scroll"), "good.scroll", TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_GREEN] = village_board_data.council_green;
    push_payment(a, p, price, m);
}

static void church_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    char t[8], label[96];
    push(p, "church", TR(&a->i18n, "step.church"), "icon.space.church", TARGET_NONE);
    push_member(a, p, s, m->member);
    if (m->how == VILLAGE_PAY_TIME) {
        snprintf(t, sizeof t, "%d", village_board_data.church_time);
        push(p, "pay:time", TRF(&a->i18n, label, "step.time", t), "icon.time", TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_BROWN] = village_board_data.church_brown;
    push_payment(a, p, price, m);
}

static void privilege_steps(app *a, const village_move *m, move_path *p)
{
    char key[16];
    snprintf(key, sizeof key, "priv.%d", m->where);
    push(p, key, TR(&a->i18n, key), "icon.space.council", TARGET_STAGE + m->where);
    if (m->where == 3) {
        snprintf(key, sizeof key, "g:%d", m->what);
        push(p, key, name_good(a, m->what), NULL, TARGET_NONE);
    }
}

static void simple_step(app *a, move_path *p, const char *key, const char *icon)
{
    push(p, key, TR(&a->i18n, key), icon, TARGET_NONE);
}

static void turn_steps(app *a, const village_move *m, move_path *p)
{
    char key[24], label[96];
    if (m->kind == VILLAGE_MOVE_TAKE_CUBE) {
        snprintf(key, sizeof key, "cube:%d:%d", m->where, m->what);
        i18n_format(&a->i18n, label, sizeof label, "step.take",
                    (const char *const[]){name_cube_a(a, m->what), name_space(a, m->where), NULL});
        push(p, key, label, cube_sprite(a, m->what), TARGET_CUBE + m->where * 8 + m->what);
    } else if (m->kind == VILLAGE_MOVE_WELL) {
        well_steps(a, m, p);
    } else {
        snprintf(key, sizeof key, "free:%d", m->where);
        push(p, key, name_space(a, m->where), NULL, TARGET_NONE);
    }
}

static void council_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    if (m->kind == VILLAGE_MOVE_COUNCIL_ENTER) {
        simple_step(a, p, "step.council.enter", "icon.space.council");
        push_member(a, p, s, m->member);
        council_payment(a, m, p);
    } else if (m->kind == VILLAGE_MOVE_COUNCIL_ADVANCE) {
        simple_step(a, p, "step.council.advance", "icon.space.council");
        push_member(a, p, s, m->member);
        council_payment(a, m, p);
    } else {
        simple_step(a, p, "step.council.privilege", "icon.space.council");
    }
}

static void action_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    switch (m->kind) {
    case VILLAGE_MOVE_CRAFT:
        craft_steps(a, m, p);
        break;
    case VILLAGE_MOVE_MILL:
        push(p, "b:4", name_building(a, VILLAGE_MILL), "icon.space.crafts",
             TARGET_BUILDING + VILLAGE_MILL);
        break;
    case VILLAGE_MOVE_TRAVEL:
        travel_steps(a, s, m, p);
        break;
    case VILLAGE_MOVE_CHURCH:
        church_steps(a, s, m, p);
        break;
    case VILLAGE_MOVE_RECALL:
        simple_step(a, p, "step.recall", "icon.space.family");
        push_member(a, p, s, m->member);
        break;
    case VILLAGE_MOVE_HARVEST:
        simple_step(a, p, "step.harvest", "icon.space.harvest");
        break;
    case VILLAGE_MOVE_BIRTH:
        simple_step(a, p, "step.birth", "icon.space.family");
        break;
    default:
        council_steps(a, s, m, p);
    }
}

/* One picker per cube: "First cube: pink", then "Second cube: orange" (the
 * chooser lists a pair of two colours in both orders). */
static void choose_cubes_step(app *a, const village_move *m, move_path *p)
{
    char key[24], label[96];
    if (m->how == VILLAGE_NOBODY) {
        snprintf(key, sizeof key, "cubes:%d", m->what);
        snprintf(label, sizeof label, "1 %s", name_colour(a, m->what));
        push(p, key, label, cube_sprite(a, m->what), TARGET_NONE);
        return;
    }
    snprintf(key, sizeof key, "cube1:%d", m->what);
    push(p, key, TRF(&a->i18n, label, "step.cube.first", name_colour(a, m->what)),
         cube_sprite(a, m->what), TARGET_NONE);
    snprintf(key, sizeof key, "cube2:%d", m->how);
    push(p, key, TRF(&a->i18n, label, "step.cube.second", name_colour(a, m->how)),
         cube_sprite(a, m->how), TARGET_NONE);
}

static void market_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    char key[24], label[96], stall[8];
    snprintf(key, sizeof key, "serve:%d", m->where);
    snprintf(stall, sizeof stall, "%d", m->where + 1);
    push(p, key, TRF(&a->i18n, label, "step.serve", stall), "icon.space.market",
         TARGET_STALL + m->where);
    bool free_sale = s->actor == s->market_starter && s->market_starter_sales == 0;
    if (free_sale) {
        push(p, "pay:free", TR(&a->i18n, "step.free_sale"), NULL, TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_GREEN] = village_board_data.market_extra_green;
    char cubes[64], time[8];
    cubes_text(a, price, m->jokers, cubes, sizeof cubes);
    snprintf(time, sizeof time, "%d", village_board_data.market_extra_time);
    snprintf(key, sizeof key, "pay:%d%d%d%d", m->jokers[0], m->jokers[1], m->jokers[2],
             m->jokers[3]);
    i18n_format(&a->i18n, label, sizeof label, "step.sale_cost",
                (const char *const[]){cubes, time, NULL});
    push(p, key, label, payment_icon(a, price, m->jokers), TARGET_NONE);
}

/* "Move generation 1 from the 2-point to the 3-point window (1 grain)". */
static void promote_label(app *a, const village_state *s, int member, char *out, size_t size)
{
    int spot = s->players[s->actor].members[member].spot % (VILLAGE_CHURCH_WINDOWS - 1);
    char gen[8], from[8], to[8], grain[8];
    snprintf(gen, sizeof gen, "%d", village_member_generation(member));
    snprintf(from, sizeof from, "%d", village_board_data.score_church[spot]);
    snprintf(to, sizeof to, "%d", village_board_data.score_church[spot + 1]);
    snprintf(grain, sizeof grain, "%d", village_board_data.church_step_grain[spot]);
    i18n_format(&a->i18n, out, size, "step.promote",
                (const char *const[]){gen, from, to, grain, NULL});
}

static void mass_steps(app *a, const village_state *s, const village_move *m, move_path *p)
{
    char label[96], who[96], key[16];
    member_label(a, s, m->member, who, sizeof who);
    snprintf(key, sizeof key, "m:%d", m->member);
    char gen[8]; /* a member in the bag is known by its generation alone */
    snprintf(gen, sizeof gen, "%d", village_member_generation(m->member));
    if (m->kind == VILLAGE_MOVE_MASS_BUY)
        TRF(&a->i18n, label, "step.buy", gen);
    else if (m->kind == VILLAGE_MOVE_MASS_PROMOTE)
        promote_label(a, s, m->member, label, sizeof label);
    else
        TRF(&a->i18n, label, "step.die", who);
    push(p, key, label, NULL, TARGET_MEMBER + s->actor * 16 + m->member);
}

void steps_for_move(app *a, const village_state *s, const village_move *m, move_path *out)
{
    memset(out, 0, sizeof *out);
    switch (m->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
    case VILLAGE_MOVE_WELL:
    case VILLAGE_MOVE_FREE_ACTION:
        turn_steps(a, m, out);
        break;
    case VILLAGE_MOVE_SKIP:
        simple_step(a, out,
                    s->phase == VILLAGE_PHASE_PRIVILEGE ? "step.skip.privilege" : "step.skip",
                    NULL);
        break;
    case VILLAGE_MOVE_PASS:
        simple_step(a, out, "step.pass", NULL);
        break;
    case VILLAGE_MOVE_DONE:
        simple_step(a, out, "step.done", NULL);
        break;
    case VILLAGE_MOVE_PRIVILEGE:
        privilege_steps(a, m, out);
        break;
    case VILLAGE_MOVE_CHOOSE_CUBES:
        choose_cubes_step(a, m, out);
        break;
    case VILLAGE_MOVE_SERVE:
        market_steps(a, s, m, out);
        break;
    case VILLAGE_MOVE_DIE:
    case VILLAGE_MOVE_MASS_BUY:
    case VILLAGE_MOVE_MASS_PROMOTE:
        mass_steps(a, s, m, out);
        break;
    default:
        action_steps(a, s, m, out);
    }
}
