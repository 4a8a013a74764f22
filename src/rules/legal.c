/* Legal-move generation: every legal move of the pending decision, once,
 * in canonical form. village_apply accepts exactly these. */
#include <string.h>

#include "internal.h"

typedef struct move_list {
    village_move *items;
    int count;
} move_list;

static village_move *add(move_list *l, int kind)
{
    village_move *m = &l->items[l->count++];
    memset(m, 0, sizeof *m);
    m->kind = (uint8_t)kind;
    m->member = VILLAGE_NOBODY;
    return m;
}

/* Adds one move per way of paying 'cost', copying 'base' for each. */
static void add_with_payments(move_list *l, const village_player *p, const village_move *base,
                              const cube_cost *cost)
{
    uint8_t options[16][VILLAGE_INFLUENCE_COLOURS];
    int n = rules_payment_options(p, cost, options, 16);
    for (int i = 0; i < n; i++) {
        village_move *m = add(l, base->kind);
        *m = *base;
        memcpy(m->jokers, options[i], sizeof m->jokers);
    }
}

static village_move base_move(int kind)
{
    village_move m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind;
    m.member = VILLAGE_NOBODY;
    return m;
}

/* Calls fn for each canonical member of p at 'place' (any spot). */
#define FOR_EACH_CANONICAL(p, place_, i)                                                           \
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++)                                           \
        if ((p)->members[i].place == (place_) && rules_is_canonical_member((p), i))

static void gen_turn(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    if (rules_board_empty(s)) {
        /* R-END-2: final actions on an empty board, as if the well was paid. */
        for (int sp = 0; sp < VILLAGE_SPACES; sp++)
            add(l, VILLAGE_MOVE_FREE_ACTION)->where = (uint8_t)sp;
        return;
    }
    /* Written unconditionally and kept only where a cube lies: this loop is
     * the hottest in search, and the branch is unpredictable. */
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
            village_move *m = &l->items[l->count];
            memset(m, 0, sizeof *m);
            m->kind = VILLAGE_MOVE_TAKE_CUBE;
            m->where = (uint8_t)sp;
            m->what = (uint8_t)c;
            m->member = VILLAGE_NOBODY;
            l->count += s->spaces[sp][c] > 0;
        }
    /* R-WEL-1: 3 cubes of one colour; paying all three with coins is the
     * same whatever the colour, so that option is listed under brown only. */
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++) {
        cube_cost cost = {{0}};
        cost.cubes[c] = BOARD.well_cubes;
        uint8_t options[8][VILLAGE_INFLUENCE_COLOURS];
        int n = rules_payment_options(p, &cost, options, 8);
        for (int i = 0; i < n; i++) {
            if (options[i][c] == BOARD.well_cubes && c != VILLAGE_BROWN)
                continue;
            for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
                village_move *m = add(l, VILLAGE_MOVE_WELL);
                m->what = (uint8_t)c;
                m->where = (uint8_t)sp;
                memcpy(m->jokers, options[i], sizeof m->jokers);
            }
        }
    }
}

static void gen_family(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    if (rules_has_member_in(p, VILLAGE_UNBORN))
        add(l, VILLAGE_MOVE_BIRTH);
    static const int board_places[] = {VILLAGE_CRAFT, VILLAGE_COUNCIL_CHAMBER, VILLAGE_TRAVEL_MAP,
                                       VILLAGE_CHURCH_WINDOW};
    for (int k = 0; k < 4; k++)
        FOR_EACH_CANONICAL(p, board_places[k], i)
        {
            add(l, VILLAGE_MOVE_RECALL)->member = (uint8_t)i;
        }
}

static void gen_crafts(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    for (int b = 0; b < VILLAGE_MILL; b++) {
        const village_craft_cost *cost = &BOARD.crafts[b];
        int goods[2] = {village_building_good(b), -1};
        if (b == VILLAGE_STABLES)
            goods[1] = VILLAGE_OX;
        for (int g = 0; g < 2 && goods[g] >= 0; g++) {
            village_move base = base_move(VILLAGE_MOVE_CRAFT);
            base.where = (uint8_t)b;
            base.what = (uint8_t)goods[g];
            /* R-CRA-2: with time, through a member already there or trained now. */
            base.how = VILLAGE_PAY_TIME;
            if (rules_first_member_at(p, VILLAGE_CRAFT, b, 0) >= 0) {
                *add(l, VILLAGE_MOVE_CRAFT) = base;
            } else {
                FOR_EACH_CANONICAL(p, VILLAGE_FARMYARD, i)
                {
                    village_move *m = add(l, VILLAGE_MOVE_CRAFT);
                    *m = base;
                    m->member = (uint8_t)i;
                }
            }
            /* R-CRA-3: with cubes (or grain at the stables). */
            if (cost->grain > 0) {
                if (p->grain >= cost->grain) {
                    base.how = VILLAGE_PAY_GRAIN;
                    *add(l, VILLAGE_MOVE_CRAFT) = base;
                }
            } else {
                base.how = VILLAGE_PAY_CUBES;
                cube_cost cubes;
                memcpy(cubes.cubes, cost->cubes, sizeof cubes.cubes);
                add_with_payments(l, p, &base, &cubes);
            }
        }
    }
    if (p->grain >= BOARD.mill_grain)
        add(l, VILLAGE_MOVE_MILL);
}

static void add_trip(move_list *l, const village_player *p, int member, int road)
{
    const village_road *r = &BOARD.roads[road];
    int from = p->members[member].place == VILLAGE_FARMYARD ? VILLAGE_FROM_VILLAGE
                                                            : p->members[member].spot;
    int to = r->from == from ? r->to : r->from;
    village_move base = base_move(VILLAGE_MOVE_TRAVEL);
    base.member = (uint8_t)member;
    base.where = (uint8_t)to;
    cube_cost cost = {{0}};
    cost.cubes[r->colour] = BOARD.travel_cubes;
    add_with_payments(l, p, &base, &cost);
}

static void gen_travel(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    if (p->goods[VILLAGE_WAGON] < BOARD.travel_wagons)
        return;
    /* R-TRV-2: from the farmyard to a city next to the village, or along one
     * road for a member already on the map. */
    FOR_EACH_CANONICAL(p, VILLAGE_FARMYARD, i)
    {
        for (int r = 0; r < VILLAGE_ROADS; r++)
            if (BOARD.roads[r].from == VILLAGE_FROM_VILLAGE)
                add_trip(l, p, i, r);
    }
    FOR_EACH_CANONICAL(p, VILLAGE_TRAVEL_MAP, i)
    {
        for (int r = 0; r < VILLAGE_ROADS; r++) {
            const village_road *road = &BOARD.roads[r];
            if (road->from == VILLAGE_FROM_VILLAGE)
                continue;
            if (road->from == p->members[i].spot || road->to == p->members[i].spot)
                add_trip(l, p, i, r);
        }
    }
}

static void add_council_payments(move_list *l, const village_player *p, village_move base)
{
    if (p->goods[VILLAGE_SCROLL] > 0) {
        base.how = VILLAGE_PAY_SCROLL;
        *add(l, base.kind) = base;
    }
    base.how = VILLAGE_PAY_CUBES;
    cube_cost cost = {{0}};
    cost.cubes[VILLAGE_GREEN] = BOARD.council_green;
    add_with_payments(l, p, &base, &cost);
}

static void gen_council(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    FOR_EACH_CANONICAL(p, VILLAGE_FARMYARD, i)
    {
        village_move base = base_move(VILLAGE_MOVE_COUNCIL_ENTER);
        base.member = (uint8_t)i;
        add_council_payments(l, p, base);
    }
    FOR_EACH_CANONICAL(p, VILLAGE_COUNCIL_CHAMBER, i)
    {
        if (p->members[i].spot + 1 >= VILLAGE_COUNCIL_STAGES)
            continue;
        village_move base = base_move(VILLAGE_MOVE_COUNCIL_ADVANCE);
        base.member = (uint8_t)i;
        add_council_payments(l, p, base);
    }
    int stage = rules_highest_council_stage(p);
    if (stage > 0 && rules_any_privilege_usable(s, s->actor, stage))
        add(l, VILLAGE_MOVE_COUNCIL_PRIVILEGE);
}

static void gen_church(const village_state *s, move_list *l)
{
    const village_player *p = &s->players[s->actor];
    FOR_EACH_CANONICAL(p, VILLAGE_FARMYARD, i)
    {
        village_move base = base_move(VILLAGE_MOVE_CHURCH);
        base.member = (uint8_t)i;
        base.how = VILLAGE_PAY_TIME;
        *add(l, VILLAGE_MOVE_CHURCH) = base;
        base.how = VILLAGE_PAY_CUBES;
        cube_cost cost = {{0}};
        cost.cubes[VILLAGE_BROWN] = BOARD.church_brown;
        add_with_payments(l, p, &base, &cost);
    }
}

static void gen_action(const village_state *s, move_list *l)
{
    add(l, VILLAGE_MOVE_SKIP);
    switch (s->action_space) {
    case VILLAGE_HARVEST:
        if (rules_has_member_in(&s->players[s->actor], VILLAGE_FARMYARD) &&
            rules_harvest_amount(s, s->actor) > 0)
            add(l, VILLAGE_MOVE_HARVEST);
        break;
    case VILLAGE_FAMILY:
        gen_family(s, l);
        break;
    case VILLAGE_CRAFTS:
        gen_crafts(s, l);
        break;
    case VILLAGE_TRAVEL:
        gen_travel(s, l);
        break;
    case VILLAGE_COUNCIL:
        gen_council(s, l);
        break;
    case VILLAGE_CHURCH:
        gen_church(s, l);
        break;
    default:
        break;
    }
}

static void gen_privilege(const village_state *s, move_list *l)
{
    add(l, VILLAGE_MOVE_SKIP);
    for (int st = 1; st <= s->privilege_stage; st++) {
        if (!rules_privilege_usable(s, s->actor, st))
            continue;
        int goods = st == 3 ? VILLAGE_GOODS : 1;
        for (int g = 0; g < goods; g++) {
            village_move *m = add(l, VILLAGE_MOVE_PRIVILEGE);
            m->where = (uint8_t)st;
            m->what = (uint8_t)g;
        }
    }
}

static void gen_choose_cubes(const village_state *s, move_list *l)
{
    int supply[VILLAGE_INFLUENCE_COLOURS];
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        supply[c] = village_supply_cubes(s, c);
    if (s->cubes_to_choose == 1) {
        for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
            if (supply[c] > 0) {
                village_move *m = add(l, VILLAGE_MOVE_CHOOSE_CUBES);
                m->what = (uint8_t)c;
                m->how = VILLAGE_NOBODY;
            }
        return;
    }
    for (int a = 0; a < VILLAGE_INFLUENCE_COLOURS; a++)
        for (int b = a; b < VILLAGE_INFLUENCE_COLOURS; b++)
            if (supply[a] > 0 && supply[b] > 0 && (a != b || supply[a] >= 2)) {
                village_move *m = add(l, VILLAGE_MOVE_CHOOSE_CUBES);
                m->what = (uint8_t)a;
                m->how = (uint8_t)b;
            }
}

static void gen_market(const village_state *s, move_list *l)
{
    add(l, VILLAGE_MOVE_PASS);
    const village_player *p = &s->players[s->actor];
    bool free_sale = rules_sale_is_free(s, s->actor);
    for (int st = 0; st < VILLAGE_MARKET_SLOTS; st++) {
        if (!rules_can_serve_stall(s, s->actor, st))
            continue;
        village_move base = base_move(VILLAGE_MOVE_SERVE);
        base.where = (uint8_t)st;
        if (free_sale) {
            *add(l, VILLAGE_MOVE_SERVE) = base;
        } else {
            cube_cost cost = {{0}};
            cost.cubes[VILLAGE_GREEN] = BOARD.market_extra_green;
            add_with_payments(l, p, &base, &cost);
        }
    }
}

static void gen_death(const village_state *s, move_list *l)
{
    uint8_t candidates[VILLAGE_MEMBERS_PER_PLAYER];
    int n = rules_candidates_to_die(s, s->actor, candidates);
    for (int i = 0; i < n; i++)
        add(l, VILLAGE_MOVE_DIE)->member = candidates[i];
}

static void gen_mass_buy(const village_state *s, move_list *l)
{
    add(l, VILLAGE_MOVE_DONE);
    const village_player *p = &s->players[s->actor];
    if (p->coins < 1 || s->mass_bought >= VILLAGE_MASS_DRAWS)
        return;
    FOR_EACH_CANONICAL(p, VILLAGE_BLACK_BAG, i)
    {
        add(l, VILLAGE_MOVE_MASS_BUY)->member = (uint8_t)i;
    }
}

static void gen_mass_promote(const village_state *s, move_list *l)
{
    add(l, VILLAGE_MOVE_DONE);
    const village_player *p = &s->players[s->actor];
    FOR_EACH_CANONICAL(p, VILLAGE_CHURCH_WINDOW, i)
    {
        int w = p->members[i].spot;
        if (w + 1 < VILLAGE_CHURCH_WINDOWS && p->grain >= BOARD.church_step_grain[w])
            add(l, VILLAGE_MOVE_MASS_PROMOTE)->member = (uint8_t)i;
    }
}

int village_legal_moves(const village_state *s, village_move out[VILLAGE_MAX_MOVES])
{
    move_list l = {out, 0};
    switch (s->phase) {
    case VILLAGE_PHASE_TURN:
        gen_turn(s, &l);
        break;
    case VILLAGE_PHASE_ACTION:
        gen_action(s, &l);
        break;
    case VILLAGE_PHASE_CHOOSE_CUBES:
        gen_choose_cubes(s, &l);
        break;
    case VILLAGE_PHASE_PRIVILEGE:
        gen_privilege(s, &l);
        break;
    case VILLAGE_PHASE_MARKET:
        gen_market(s, &l);
        break;
    case VILLAGE_PHASE_DEATH:
        gen_death(s, &l);
        break;
    case VILLAGE_PHASE_MASS_BUY:
        gen_mass_buy(s, &l);
        break;
    case VILLAGE_PHASE_MASS_PROMOTE:
        gen_mass_promote(s, &l);
        break;
    default:
        break;
    }
    return l.count;
}

bool village_is_legal(const village_state *s, const village_move *m)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    for (int i = 0; i < n; i++)
        if (village_move_equal(&moves[i], m))
            return true;
    return false;
}
