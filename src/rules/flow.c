/* What happens between decisions: the end of an action, of a turn, of a
 * round, and the final actions (R-RND, R-END). */
#include "internal.h"

void rules_flow_begin_action(village_state *s, int space, bool via_well, village_events *ev)
{
    rules_emit_simple(ev, VILLAGE_EV_ACTION_CHOSEN, s->turn_player, space, 0, 0);
    if (space == VILLAGE_MARKET) {
        rules_market_start(s, ev); /* R-RND-5, R-MKT-1: the market day is always held */
        return;
    }
    s->phase = VILLAGE_PHASE_ACTION;
    s->actor = s->turn_player;
    s->action_space = (uint8_t)space;
    s->used_well = via_well;
}

void rules_flow_offer_choose_cubes(village_state *s, int count, village_events *ev)
{
    int n = rules_cubes_choosable(s);
    if (count < n)
        n = count;
    if (n == 0) {
        rules_flow_finish_action(s, ev);
        return;
    }
    s->phase = VILLAGE_PHASE_CHOOSE_CUBES;
    s->actor = s->turn_player;
    s->cubes_to_choose = (uint8_t)n;
}

static void build_final_queue(village_state *s)
{
    /* R-END-2: everyone but the trigger, clockwise from the trigger's left.
     * R-END-3: if the end came during someone else's market day, everyone,
     * clockwise, the market-day starter last. */
    int n = s->num_players;
    int t = s->turn_player;
    int count = s->end_trigger_player == t ? n - 1 : n;
    s->final_queue_len = 0;
    for (int k = 1; k <= count; k++)
        s->final_queue[s->final_queue_len++] = (uint8_t)((t + k) % n);
    s->final_actions_started = 1;
}

static void after_turn(village_state *s, village_events *ev)
{
    if (s->end_trigger_player != VILLAGE_NOBODY) {
        if (!s->final_actions_started)
            build_final_queue(s);
        if (s->final_queue_len == 0) {
            rules_mass_start(s, true, ev);
            return;
        }
        s->turn_player = s->final_queue[0];
        for (int i = 1; i < s->final_queue_len; i++)
            s->final_queue[i - 1] = s->final_queue[i];
        s->final_queue[--s->final_queue_len] = 0;
        s->actor = s->turn_player;
        s->phase = VILLAGE_PHASE_TURN;
        rules_emit_simple(ev, VILLAGE_EV_FINAL_ACTION, s->turn_player, 0, 0, 0);
        return;
    }
    if (rules_board_empty(s)) {
        rules_mass_start(s, false, ev); /* R-RND-6 */
        return;
    }
    s->turn_player = (uint8_t)((s->turn_player + 1) % s->num_players);
    s->actor = s->turn_player;
    s->phase = VILLAGE_PHASE_TURN;
}

/* The action is over: deaths owed for bridges crossed this turn come now
 * (R-TIM-2), then the turn ends. */
void rules_flow_finish_action(village_state *s, village_events *ev)
{
    s->used_well = 0;
    s->action_space = 0;
    s->privilege_stage = 0;
    s->cubes_to_choose = 0;
    if (rules_death_resolve(s, s->turn_player, ev))
        return;
    after_turn(s, ev);
}

/* A death choice was made: keep resolving, then return to whatever the
 * deaths interrupted (a market day, or the end of a turn). */
void rules_flow_after_death_choice(village_state *s, village_events *ev)
{
    int player = s->actor;
    if (rules_death_resolve(s, player, ev))
        return;
    if (s->market_open)
        rules_market_offer_from(s, (player + 1) % s->num_players, ev);
    else
        after_turn(s, ev);
}
