/* Deaths (R-TIM-3, R-TIM-4) and the end trigger they can cause (R-END-1). */
#include "internal.h"

static uint8_t *deaths_due(village_state *s, int player)
{
    return s->market_open ? &s->deaths_now : &s->players[player].deaths_pending;
}

bool rules_death_resolve(village_state *s, int player, village_events *ev)
{
    uint8_t *due = deaths_due(s, player);
    while (*due > 0) {
        uint8_t candidates[VILLAGE_MEMBERS_PER_PLAYER];
        int n = rules_candidates_to_die(s, player, candidates);
        if (n == 0) {
            *due = 0; /* R-TIM-3: nobody visible, nobody dies */
            break;
        }
        if (n > 1) {
            s->phase = VILLAGE_PHASE_DEATH;
            s->actor = (uint8_t)player;
            return true;
        }
        rules_death_kill(s, player, candidates[0], ev);
        (*due)--;
    }
    return false;
}

int village_chronicle_area_for(int place)
{
    switch (place) {
    case VILLAGE_COUNCIL_CHAMBER:
        return VILLAGE_CHRONICLE_COUNCIL;
    case VILLAGE_CRAFT:
        return VILLAGE_CHRONICLE_CRAFTS;
    case VILLAGE_TRAVEL_MAP:
        return VILLAGE_CHRONICLE_TRAVEL;
    case VILLAGE_CHURCH_WINDOW:
        return VILLAGE_CHRONICLE_CHURCH;
    default:
        return VILLAGE_CHRONICLE_FARMYARD;
    }
}

static bool chronicle_full(const village_state *s)
{
    for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
        for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS; k++)
            if (village_chronicle_occupant(s, a, k) == VILLAGE_SLOT_FREE)
                return false;
    return true;
}

static int free_grave(const village_state *s)
{
    for (int g = 0; g < VILLAGE_GRAVES; g++)
        if (village_grave_occupant(s, g) == VILLAGE_SLOT_FREE)
            return g;
    return -1;
}

static void trigger_end(village_state *s, int player, village_events *ev)
{
    if (s->end_trigger_player != VILLAGE_NOBODY)
        return;
    s->end_trigger_player = (uint8_t)player;
    rules_emit_simple(ev, VILLAGE_EV_END_TRIGGERED, player, 0, 0, 0);
}

void rules_death_kill(village_state *s, int player, int member, village_events *ev)
{
    village_member *m = &s->players[player].members[member];
    village_member from = *m;
    int area = village_chronicle_area_for(m->place);
    int slot = -1;
    for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS && slot < 0; k++)
        if (village_chronicle_occupant(s, area, k) == VILLAGE_SLOT_FREE)
            slot = k;
    if (slot >= 0) {
        m->place = VILLAGE_CHRONICLE;
        m->spot = (uint8_t)(area * VILLAGE_CHRONICLE_SLOTS + slot);
        rules_emit_member(ev, VILLAGE_EV_MEMBER_DIED, player, member, from, *m, 0);
        if (chronicle_full(s))
            trigger_end(s, player, ev);
        return;
    }
    int grave = free_grave(s);
    if (grave >= 0) {
        m->place = VILLAGE_GRAVE;
        m->spot = (uint8_t)grave;
        rules_emit_member(ev, VILLAGE_EV_MEMBER_DIED, player, member, from, *m, 0);
        if (free_grave(s) < 0)
            trigger_end(s, player, ev);
        return;
    }
    m->place = VILLAGE_GONE;
    m->spot = 0;
    rules_emit_member(ev, VILLAGE_EV_MEMBER_DIED, player, member, from, *m, 0);
}

void rules_death_choice_made(village_state *s, int member, village_events *ev)
{
    int player = s->actor;
    rules_death_kill(s, player, member, ev);
    (*deaths_due(s, player))--;
    rules_flow_after_death_choice(s, ev);
}
