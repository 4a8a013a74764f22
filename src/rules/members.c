/* Family members: where they are and how they move. */
#include "internal.h"

static const uint8_t generation_of[VILLAGE_MEMBERS_PER_PLAYER] = {1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4};

int village_member_generation(int member_index)
{
    if (member_index < 0 || member_index >= VILLAGE_MEMBERS_PER_PLAYER)
        return 0;
    return generation_of[member_index];
}

/* Lowest-index member at (place, spot) of that generation; spot < 0 or
 * generation 0 match any. */
int rules_first_member_at(const village_player *p, int place, int spot, int generation)
{
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        const village_member *m = &p->members[i];
        if (m->place == place && (spot < 0 || m->spot == spot) &&
            (generation == 0 || generation_of[i] == generation))
            return i;
    }
    return -1;
}

bool rules_has_member_in(const village_player *p, int place)
{
    return rules_first_member_at(p, place, -1, 0) >= 0;
}

/* Members on the board or the farmyard (R-TIM-3): they can die. */
bool rules_is_visible(int place)
{
    return place == VILLAGE_FARMYARD || place == VILLAGE_CRAFT ||
           place == VILLAGE_COUNCIL_CHAMBER || place == VILLAGE_TRAVEL_MAP ||
           place == VILLAGE_CHURCH_WINDOW;
}

/* Living for the tie-break of R-SCO-6: farmyard, board or black bag. */
bool rules_is_living(int place)
{
    return rules_is_visible(place) || place == VILLAGE_BLACK_BAG;
}

/* Members of one generation in one spot are interchangeable, so moves name
 * only the lowest-index one: every choice is listed exactly once. */
bool rules_is_canonical_member(const village_player *p, int member)
{
    const village_member *m = &p->members[member];
    return rules_first_member_at(p, m->place, m->spot, generation_of[member]) == member;
}

int rules_highest_council_stage(const village_player *p)
{
    int best = 0;
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++)
        if (p->members[i].place == VILLAGE_COUNCIL_CHAMBER && p->members[i].spot + 1 > best)
            best = p->members[i].spot + 1;
    return best;
}

void rules_move_member(village_state *s, int player, int member, int place, int spot,
                       village_events *ev)
{
    village_member *m = &s->players[player].members[member];
    village_member from = *m;
    m->place = (uint8_t)place;
    m->spot = (uint8_t)spot;
    rules_emit_member(ev, VILLAGE_EV_MEMBER_MOVED, player, member, from, *m, 0);
}

int rules_markers_left(const village_player *p)
{
    int used = 0;
    for (int c = 0; c < VILLAGE_CITIES; c++)
        used += (p->cities >> c) & 1;
    return VILLAGE_CITY_MARKERS - used;
}
