/* How a legal move is chosen step by step: each move becomes a short path of
 * steps (what, where, who, how to pay), each carrying all the data its label
 * shows, so moves that differ never share a step. */
#include <stdio.h>
#include <string.h>

#include "table/table.h"
#include "village/board.h"

static table_step *push(table_path *p, int kind, int a, int target)
{
    table_step *s = &p->steps[p->count < TABLE_STEP_MAX ? p->count++ : TABLE_STEP_MAX - 1];
    memset(s, 0, sizeof *s);
    s->kind = (uint8_t)kind;
    s->a = (uint8_t)a;
    s->target = target;
    return s;
}

static void push_member(table_path *p, const village_state *s, int member)
{
    push(p, TABLE_STEP_MEMBER, member, TARGET_MEMBER + s->actor * 16 + member);
}

/* Cubes asked per colour and the coins standing in for them: both are what
 * the person pays, so both are the step. */
static void push_cubes(table_path *p, int kind, const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
                       const village_move *m)
{
    table_step *s = push(p, kind, 0, TARGET_NONE);
    memcpy(s->price, price, sizeof s->price);
    memcpy(s->jokers, m->jokers, sizeof s->jokers);
}

static void craft_steps(const village_move *m, table_path *p)
{
    const village_craft_cost *cost = &village_board_data.crafts[m->where];
    push(p, TABLE_STEP_BUILDING, m->where, TARGET_BUILDING + m->where);
    push(p, TABLE_STEP_GOOD, m->what, TARGET_NONE);
    if (m->how == VILLAGE_PAY_TIME && m->member != VILLAGE_NOBODY) {
        table_step *s = push(p, TABLE_STEP_PAY_TRAIN, m->member, TARGET_NONE);
        s->b = cost->train_time;
        s->c = cost->produce_time;
    } else if (m->how == VILLAGE_PAY_TIME) {
        push(p, TABLE_STEP_PAY_TIME, cost->produce_time, TARGET_NONE);
    } else if (m->how == VILLAGE_PAY_GRAIN) {
        push(p, TABLE_STEP_PAY_GRAIN, cost->grain, TARGET_NONE);
    } else {
        push_cubes(p, TABLE_STEP_PAY_CUBES, cost->cubes, m);
    }
}

static void well_steps(const village_move *m, table_path *p)
{
    push(p, TABLE_STEP_WELL, 0, TARGET_WELL);
    push(p, TABLE_STEP_SPACE, m->where, TARGET_NONE);
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[m->what] = village_board_data.well_cubes;
    push_cubes(p, TABLE_STEP_PAY_CUBES, price, m);
}

static void travel_steps(const village_state *s, const village_move *m, table_path *p)
{
    push_member(p, s, m->member);
    const village_member *who = &s->players[s->actor].members[m->member];
    int from = who->place == VILLAGE_TRAVEL_MAP ? who->spot : VILLAGE_FROM_VILLAGE;
    int road = village_road_between(from, m->where);
    push(p, TABLE_STEP_CITY, m->where, TARGET_CITY + m->where);
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    if (road >= 0)
        price[village_board_data.roads[road].colour] = village_board_data.travel_cubes;
    push_cubes(p, TABLE_STEP_PAY_CUBES, price, m);
}

static void council_steps(const village_state *s, const village_move *m, table_path *p, int kind)
{
    push(p, kind, 0, TARGET_NONE);
    push_member(p, s, m->member);
    if (m->how == VILLAGE_PAY_SCROLL) {
        push(p, TABLE_STEP_PAY_SCROLL, 0, TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_GREEN] = village_board_data.council_green;
    push_cubes(p, TABLE_STEP_PAY_CUBES, price, m);
}

static void church_steps(const village_state *s, const village_move *m, table_path *p)
{
    push(p, TABLE_STEP_CHURCH, 0, TARGET_NONE);
    push_member(p, s, m->member);
    if (m->how == VILLAGE_PAY_TIME) {
        push(p, TABLE_STEP_PAY_TIME, village_board_data.church_time, TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_BROWN] = village_board_data.church_brown;
    push_cubes(p, TABLE_STEP_PAY_CUBES, price, m);
}

static void market_steps(const village_state *s, const village_move *m, table_path *p)
{
    push(p, TABLE_STEP_SERVE, m->where, TARGET_STALL + m->where);
    if (s->actor == s->market_starter && s->market_starter_sales == 0) {
        push(p, TABLE_STEP_PAY_FREE_SALE, 0, TARGET_NONE);
        return;
    }
    uint8_t price[VILLAGE_INFLUENCE_COLOURS] = {0};
    price[VILLAGE_GREEN] = village_board_data.market_extra_green;
    push_cubes(p, TABLE_STEP_PAY_SALE, price, m);
    p->steps[p->count - 1].a = village_board_data.market_extra_time;
}

/* One picker per cube: the first, then the second (the chooser lists a pair
 * of two colours in both orders). */
static void choose_cubes_steps(const village_move *m, table_path *p)
{
    if (m->how == VILLAGE_NOBODY) {
        push(p, TABLE_STEP_ONE_CUBE, m->what, TARGET_NONE);
        return;
    }
    push(p, TABLE_STEP_FIRST_CUBE, m->what, TARGET_NONE);
    push(p, TABLE_STEP_SECOND_CUBE, m->how, TARGET_NONE);
}

static void action_steps(const village_state *s, const village_move *m, table_path *p)
{
    switch (m->kind) {
    case VILLAGE_MOVE_CRAFT:
        craft_steps(m, p);
        break;
    case VILLAGE_MOVE_MILL:
        push(p, TABLE_STEP_BUILDING, VILLAGE_MILL, TARGET_BUILDING + VILLAGE_MILL);
        break;
    case VILLAGE_MOVE_TRAVEL:
        travel_steps(s, m, p);
        break;
    case VILLAGE_MOVE_CHURCH:
        church_steps(s, m, p);
        break;
    case VILLAGE_MOVE_RECALL:
        push(p, TABLE_STEP_RECALL, 0, TARGET_NONE);
        push_member(p, s, m->member);
        break;
    case VILLAGE_MOVE_HARVEST:
        push(p, TABLE_STEP_HARVEST, 0, TARGET_NONE);
        break;
    case VILLAGE_MOVE_BIRTH:
        push(p, TABLE_STEP_BIRTH, 0, TARGET_NONE);
        break;
    case VILLAGE_MOVE_COUNCIL_ENTER:
        council_steps(s, m, p, TABLE_STEP_COUNCIL_ENTER);
        break;
    case VILLAGE_MOVE_COUNCIL_ADVANCE:
        council_steps(s, m, p, TABLE_STEP_COUNCIL_ADVANCE);
        break;
    default:
        push(p, TABLE_STEP_COUNCIL_PRIVILEGE, 0, TARGET_NONE);
    }
}

void table_path_for_move(const village_state *s, const village_move *m, table_path *out)
{
    memset(out, 0, sizeof *out);
    switch (m->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
        push(out, TABLE_STEP_CUBE, m->where, TARGET_CUBE + m->where * 8 + m->what)->b = m->what;
        break;
    case VILLAGE_MOVE_WELL:
        well_steps(m, out);
        break;
    case VILLAGE_MOVE_FREE_ACTION:
        push(out, TABLE_STEP_FREE_ACTION, m->where, TARGET_NONE);
        break;
    case VILLAGE_MOVE_SKIP:
        push(out, TABLE_STEP_SKIP, 0, TARGET_NONE);
        break;
    case VILLAGE_MOVE_PASS:
        push(out, TABLE_STEP_PASS, 0, TARGET_NONE);
        break;
    case VILLAGE_MOVE_DONE:
        push(out, TABLE_STEP_DONE, 0, TARGET_NONE);
        break;
    case VILLAGE_MOVE_PRIVILEGE:
        push(out, TABLE_STEP_PRIVILEGE, m->where, TARGET_STAGE + m->where);
        if (m->where == 3)
            push(out, TABLE_STEP_GOOD, m->what, TARGET_NONE);
        break;
    case VILLAGE_MOVE_CHOOSE_CUBES:
        choose_cubes_steps(m, out);
        break;
    case VILLAGE_MOVE_SERVE:
        market_steps(s, m, out);
        break;
    case VILLAGE_MOVE_DIE:
        push(out, TABLE_STEP_DIE, m->member, TARGET_MEMBER + s->actor * 16 + m->member);
        break;
    case VILLAGE_MOVE_MASS_BUY:
        push(out, TABLE_STEP_BUY, m->member, TARGET_MEMBER + s->actor * 16 + m->member);
        break;
    case VILLAGE_MOVE_MASS_PROMOTE:
        push(out, TABLE_STEP_PROMOTE, m->member, TARGET_MEMBER + s->actor * 16 + m->member);
        break;
    default:
        action_steps(s, m, out);
    }
}

bool table_step_same(const table_step *x, const table_step *y)
{
    return table_step_order(x, y) == 0;
}

static int compare(int x, int y)
{
    return (x > y) - (x < y);
}

int table_step_order(const table_step *x, const table_step *y)
{
    int d = compare(x->kind, y->kind);
    if (!d)
        d = compare(x->a, y->a);
    if (!d)
        d = compare(x->b, y->b);
    if (!d)
        d = compare(x->c, y->c);
    /* Cubes of the first colour first (brown before pink, as the rules list them). */
    for (int i = 0; !d && i < VILLAGE_INFLUENCE_COLOURS; i++)
        d = compare(y->price[i], x->price[i]);
    for (int i = 0; !d && i < VILLAGE_INFLUENCE_COLOURS; i++)
        d = compare(x->jokers[i], y->jokers[i]);
    return d;
}

const char *table_step_kind_name(int kind)
{
    static const char *const NAMES[TABLE_STEP_KINDS] = {"skip",
                                                        "pass",
                                                        "done",
                                                        "cube",
                                                        "well",
                                                        "free_action",
                                                        "space",
                                                        "harvest",
                                                        "birth",
                                                        "recall",
                                                        "building",
                                                        "travel",
                                                        "council_enter",
                                                        "council_advance",
                                                        "council_privilege",
                                                        "church",
                                                        "privilege",
                                                        "serve",
                                                        "one_cube",
                                                        "first_cube",
                                                        "second_cube",
                                                        "buy",
                                                        "promote",
                                                        "die",
                                                        "member",
                                                        "city",
                                                        "good",
                                                        "pay_time",
                                                        "pay_train",
                                                        "pay_grain",
                                                        "pay_scroll",
                                                        "pay_cubes",
                                                        "pay_free_sale",
                                                        "pay_sale"};
    _Static_assert(sizeof NAMES / sizeof NAMES[0] == TABLE_STEP_KINDS, "a name per step kind");
    return kind >= 0 && kind < TABLE_STEP_KINDS ? NAMES[kind] : "?";
}

void table_step_key(const table_step *s, char *out, size_t size)
{
    snprintf(out, size, "%s:%d:%d:%d:%d%d%d%d:%d%d%d%d", table_step_kind_name(s->kind), s->a, s->b,
             s->c, s->price[0], s->price[1], s->price[2], s->price[3], s->jokers[0], s->jokers[1],
             s->jokers[2], s->jokers[3]);
}
