/* What each legal move does. Moves reach here only after village_apply has
 * checked that they are listed by village_legal_moves. */
#include <assert.h>

#include "internal.h"

static void take_cube(village_state *s, const village_move *m, village_events *ev)
{
    int player = s->turn_player;
    s->spaces[m->where][m->what]--;
    rules_emit_simple(ev, VILLAGE_EV_CUBE_TAKEN, player, m->where, m->what, 1);
    if (m->what == VILLAGE_PLAGUE)
        rules_spend_time(s, player, BOARD.plague_time, ev); /* R-RND-4: back to the supply */
    else
        s->players[player].cubes[m->what]++;
    rules_flow_begin_action(s, m->where, false, ev);
}

static void use_well(village_state *s, const village_move *m, village_events *ev)
{
    cube_cost cost = {{0}};
    cost.cubes[m->what] = BOARD.well_cubes;
    rules_emit_simple(ev, VILLAGE_EV_WELL_USED, s->turn_player, m->what, m->where, 0);
    rules_pay_cubes(s, s->turn_player, &cost, m->jokers, ev);
    rules_flow_begin_action(s, m->where, true, ev);
}

static void harvest(village_state *s, village_events *ev)
{
    rules_change_grain(s, s->actor, rules_harvest_amount(s, s->actor), ev);
    rules_flow_finish_action(s, ev);
}

static void birth(village_state *s, village_events *ev)
{
    int member = rules_first_member_at(&s->players[s->actor], VILLAGE_UNBORN, -1, 0);
    rules_move_member(s, s->actor, member, VILLAGE_FARMYARD, 0, ev);
    rules_flow_finish_action(s, ev);
}

static void recall(village_state *s, const village_move *m, village_events *ev)
{
    rules_move_member(s, s->actor, m->member, VILLAGE_FARMYARD, 0, ev);
    rules_flow_finish_action(s, ev);
}

static void craft(village_state *s, const village_move *m, village_events *ev)
{
    int player = s->actor;
    const village_craft_cost *cost = &BOARD.crafts[m->where];
    switch (m->how) {
    case VILLAGE_PAY_TIME:
        if (m->member != VILLAGE_NOBODY) {
            rules_move_member(s, player, m->member, VILLAGE_CRAFT, m->where, ev);
            rules_spend_time(s, player, cost->train_time, ev);
        }
        rules_spend_time(s, player, cost->produce_time, ev);
        break;
    case VILLAGE_PAY_GRAIN:
        rules_change_grain(s, player, -cost->grain, ev);
        break;
    default: {
        cube_cost cubes;
        for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
            cubes.cubes[c] = cost->cubes[c];
        rules_pay_cubes(s, player, &cubes, m->jokers, ev);
    }
    }
    rules_change_good(s, player, m->what, 1, ev);
    rules_flow_finish_action(s, ev);
}

static void mill(village_state *s, village_events *ev)
{
    rules_spend_time(s, s->actor, BOARD.mill_time, ev);
    rules_change_grain(s, s->actor, -BOARD.mill_grain, ev);
    rules_change_coins(s, s->actor, BOARD.mill_coins, ev);
    rules_flow_finish_action(s, ev);
}

static void travel(village_state *s, const village_move *m, village_events *ev)
{
    int player = s->actor;
    village_player *p = &s->players[player];
    int from = p->members[m->member].place == VILLAGE_FARMYARD ? VILLAGE_FROM_VILLAGE
                                                               : p->members[m->member].spot;
    const village_road *road = &BOARD.roads[village_road_between(from, m->where)];
    cube_cost cost = {{0}};
    cost.cubes[road->colour] = BOARD.travel_cubes;
    rules_spend_time(s, player, BOARD.travel_time, ev);
    rules_change_good(s, player, VILLAGE_WAGON, -BOARD.travel_wagons, ev);
    rules_pay_cubes(s, player, &cost, m->jokers, ev);
    rules_move_member(s, player, m->member, VILLAGE_TRAVEL_MAP, m->where, ev);
    /* R-TRV-3: a marker and the reward only on a first visit with a marker left. */
    if ((p->cities >> m->where) & 1 || rules_markers_left(p) == 0) {
        rules_flow_finish_action(s, ev);
        return;
    }
    p->cities |= (uint8_t)(1u << m->where);
    rules_emit_simple(ev, VILLAGE_EV_MARKER_PLACED, player, m->where, 0, 0);
    switch (BOARD.city_reward[m->where]) {
    case VILLAGE_REWARD_PRESTIGE:
        rules_gain_prestige(s, player, BOARD.city_prestige, VILLAGE_PRESTIGE_CITY, ev);
        break;
    case VILLAGE_REWARD_COIN:
        rules_change_coins(s, player, BOARD.city_coins, ev);
        break;
    default:
        rules_flow_offer_choose_cubes(s, BOARD.city_cubes, ev);
        return;
    }
    rules_flow_finish_action(s, ev);
}

static void pay_council(village_state *s, const village_move *m, village_events *ev)
{
    if (m->how == VILLAGE_PAY_SCROLL) {
        rules_change_good(s, s->actor, VILLAGE_SCROLL, -1, ev);
        return;
    }
    cube_cost cost = {{0}};
    cost.cubes[VILLAGE_GREEN] = BOARD.council_green;
    rules_pay_cubes(s, s->actor, &cost, m->jokers, ev);
}

static void offer_privilege(village_state *s, int stage, village_events *ev)
{
    if (!rules_any_privilege_usable(s, s->actor, stage)) {
        rules_flow_finish_action(s, ev);
        return;
    }
    s->phase = VILLAGE_PHASE_PRIVILEGE;
    s->privilege_stage = (uint8_t)stage;
}

static void council_enter(village_state *s, const village_move *m, village_events *ev)
{
    pay_council(s, m, ev);
    rules_spend_time(s, s->actor, BOARD.council_stage_time[0], ev);
    rules_move_member(s, s->actor, m->member, VILLAGE_COUNCIL_CHAMBER, 0, ev);
    offer_privilege(s, 1, ev);
}

static void council_advance(village_state *s, const village_move *m, village_events *ev)
{
    int stage = s->players[s->actor].members[m->member].spot + 1; /* new stage index */
    pay_council(s, m, ev);
    rules_spend_time(s, s->actor, BOARD.council_stage_time[stage], ev);
    rules_move_member(s, s->actor, m->member, VILLAGE_COUNCIL_CHAMBER, stage, ev);
    offer_privilege(s, stage + 1, ev);
}

static void privilege(village_state *s, const village_move *m, village_events *ev)
{
    int player = s->actor;
    switch (m->where) {
    case 1:
        s->next_start_holder = (uint8_t)player;
        rules_emit_simple(ev, VILLAGE_EV_NEXT_START_TAKEN, player, 0, 0, 0);
        break;
    case 2:
        rules_flow_offer_choose_cubes(s, BOARD.privilege_cubes, ev);
        return;
    case 3:
        rules_change_good(s, player, m->what, 1, ev);
        break;
    default:
        rules_change_coins(s, player, -BOARD.privilege_coin_price, ev);
        rules_gain_prestige(s, player, BOARD.privilege_prestige, VILLAGE_PRESTIGE_COUNCIL, ev);
    }
    rules_flow_finish_action(s, ev);
}

static void church(village_state *s, const village_move *m, village_events *ev)
{
    if (m->how == VILLAGE_PAY_TIME) {
        rules_spend_time(s, s->actor, BOARD.church_time, ev);
    } else {
        cube_cost cost = {{0}};
        cost.cubes[VILLAGE_BROWN] = BOARD.church_brown;
        rules_pay_cubes(s, s->actor, &cost, m->jokers, ev);
    }
    rules_move_member(s, s->actor, m->member, VILLAGE_BLACK_BAG, 0, ev);
    rules_flow_finish_action(s, ev);
}

static void choose_cubes(village_state *s, const village_move *m, village_events *ev)
{
    rules_gain_cube(s, s->actor, m->what, ev);
    if (m->how != VILLAGE_NOBODY)
        rules_gain_cube(s, s->actor, m->how, ev);
    rules_flow_finish_action(s, ev);
}

static void mass_buy(village_state *s, const village_move *m, village_events *ev)
{
    rules_change_coins(s, s->actor, -1, ev);
    s->mass_bought++;
    village_event e = {.kind = VILLAGE_EV_MASS_BOUGHT, .player = s->actor, .member = m->member};
    rules_emit(ev, e);
    rules_move_member(s, s->actor, m->member, VILLAGE_CHURCH_WINDOW, 0, ev);
    if (!rules_can_buy_at_mass(s, s->actor))
        s->mass_turn++;
    rules_mass_buy_continue(s, ev);
}

static void mass_promote(village_state *s, const village_move *m, village_events *ev)
{
    village_member *mm = &s->players[s->actor].members[m->member];
    village_member from = *mm;
    int cost = BOARD.church_step_grain[mm->spot];
    s->players[s->actor].grain = (uint8_t)(s->players[s->actor].grain - cost);
    mm->spot++;
    rules_emit_member(ev, VILLAGE_EV_MASS_PROMOTED, s->actor, m->member, from, *mm, cost);
    if (!rules_can_promote_at_mass(s, s->actor))
        s->mass_turn++;
    rules_mass_promote_continue(s, ev);
}

static void done(village_state *s, village_events *ev)
{
    s->mass_turn++;
    if (s->phase == VILLAGE_PHASE_MASS_BUY)
        rules_mass_buy_continue(s, ev);
    else
        rules_mass_promote_continue(s, ev);
}

static void skip(village_state *s, village_events *ev)
{
    if (s->phase == VILLAGE_PHASE_ACTION)
        rules_emit_simple(ev, VILLAGE_EV_ACTION_SKIPPED, s->actor, s->action_space, 0, 0);
    rules_flow_finish_action(s, ev);
}

void rules_perform_move(village_state *s, const village_move *m, village_events *ev)
{
    switch (m->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
        take_cube(s, m, ev);
        break;
    case VILLAGE_MOVE_WELL:
        use_well(s, m, ev);
        break;
    case VILLAGE_MOVE_FREE_ACTION:
        rules_flow_begin_action(s, m->where, true, ev);
        break;
    case VILLAGE_MOVE_SKIP:
        skip(s, ev);
        break;
    case VILLAGE_MOVE_HARVEST:
        harvest(s, ev);
        break;
    case VILLAGE_MOVE_BIRTH:
        birth(s, ev);
        break;
    case VILLAGE_MOVE_RECALL:
        recall(s, m, ev);
        break;
    case VILLAGE_MOVE_CRAFT:
        craft(s, m, ev);
        break;
    case VILLAGE_MOVE_MILL:
        mill(s, ev);
        break;
    case VILLAGE_MOVE_TRAVEL:
        travel(s, m, ev);
        break;
    case VILLAGE_MOVE_COUNCIL_ENTER:
        council_enter(s, m, ev);
        break;
    case VILLAGE_MOVE_COUNCIL_ADVANCE:
        council_advance(s, m, ev);
        break;
    case VILLAGE_MOVE_COUNCIL_PRIVILEGE:
        offer_privilege(s, rules_highest_council_stage(&s->players[s->actor]), ev);
        break;
    case VILLAGE_MOVE_CHURCH:
        church(s, m, ev);
        break;
    case VILLAGE_MOVE_PRIVILEGE:
        privilege(s, m, ev);
        break;
    case VILLAGE_MOVE_CHOOSE_CUBES:
        choose_cubes(s, m, ev);
        break;
    case VILLAGE_MOVE_SERVE:
        rules_market_serve(s, m, ev);
        break;
    case VILLAGE_MOVE_PASS:
        rules_market_pass(s, ev);
        break;
    case VILLAGE_MOVE_DIE:
        rules_death_choice_made(s, m->member, ev);
        break;
    case VILLAGE_MOVE_MASS_BUY:
        mass_buy(s, m, ev);
        break;
    case VILLAGE_MOVE_MASS_PROMOTE:
        mass_promote(s, m, ev);
        break;
    case VILLAGE_MOVE_DONE:
        done(s, ev);
        break;
    default:
        break;
    }
}

bool village_apply(village_state *s, const village_move *m, village_events *events)
{
    if (events) {
        events->count = 0;
        events->overflowed = false;
    }
    if (!village_is_legal(s, m))
        return false;
    rules_perform_move(s, m, events);
    return true;
}

void village_apply_trusted(village_state *s, const village_move *m, village_events *events)
{
    assert(village_is_legal(s, m));
    if (events) {
        events->count = 0;
        events->overflowed = false;
    }
    rules_perform_move(s, m, events);
}
