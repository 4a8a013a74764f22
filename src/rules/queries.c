/* Read-only questions about a state. Supplies are derived, never stored, so
 * conservation cannot drift. */
#include <string.h>

#include "internal.h"

int village_supply_cubes(const village_state *s, int colour)
{
    int total = colour == VILLAGE_PLAGUE ? VILLAGE_PLAGUE_CUBES : VILLAGE_CUBES_PER_COLOUR;
    int used = s->green_bag[colour];
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        used += s->spaces[sp][colour];
    if (colour != VILLAGE_PLAGUE)
        for (int p = 0; p < s->num_players; p++)
            used += s->players[p].cubes[colour];
    return total - used;
}

int village_supply_grain(const village_state *s)
{
    int used = 0;
    for (int p = 0; p < s->num_players; p++)
        used += s->players[p].grain;
    return VILLAGE_GRAIN_SUPPLY - used;
}

int village_cubes_on_board(const village_state *s)
{
    int n = 0;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            n += s->spaces[sp][c];
    return n;
}

/* The end of every turn asks this (R-RND-6): or-ing the counts needs no
 * widening to int, unlike summing them. */
bool rules_board_empty(const village_state *s)
{
    uint8_t any = 0;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            any |= s->spaces[sp][c];
    return any == 0;
}

static int occupant(const village_state *s, int place, int spot)
{
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            if (s->players[p].members[m].place == place && s->players[p].members[m].spot == spot)
                return p * 16 + m;
    return VILLAGE_SLOT_FREE;
}

int village_chronicle_occupant(const village_state *s, int area, int slot)
{
    if (BOARD.chronicle_label[slot] > BOARD.setup[s->num_players].highest_label)
        return VILLAGE_SLOT_BLOCKED;
    return occupant(s, VILLAGE_CHRONICLE, area * VILLAGE_CHRONICLE_SLOTS + slot);
}

int village_grave_occupant(const village_state *s, int grave)
{
    if (BOARD.grave_label[grave] > BOARD.setup[s->num_players].highest_label)
        return VILLAGE_SLOT_BLOCKED;
    return occupant(s, VILLAGE_GRAVE, grave);
}

int village_place_spots(int place)
{
    switch (place) {
    case VILLAGE_UNBORN:
    case VILLAGE_FARMYARD:
    case VILLAGE_BLACK_BAG:
    case VILLAGE_GONE:
        return 1;
    case VILLAGE_CRAFT:
        return VILLAGE_MILL; /* nobody works in the mill */
    case VILLAGE_COUNCIL_CHAMBER:
        return VILLAGE_COUNCIL_STAGES;
    case VILLAGE_TRAVEL_MAP:
        return VILLAGE_CITIES;
    case VILLAGE_CHURCH_WINDOW:
        return VILLAGE_CHURCH_WINDOWS;
    case VILLAGE_CHRONICLE:
        return VILLAGE_CHRONICLE_AREAS * VILLAGE_CHRONICLE_SLOTS;
    case VILLAGE_GRAVE:
        return VILLAGE_GRAVES;
    default:
        return 0;
    }
}

bool village_game_over(const village_state *s)
{
    return s->phase == VILLAGE_PHASE_GAME_OVER;
}

bool village_ends_turn(const village_state *before, const village_state *after)
{
    return after->round != before->round || after->turn_player != before->turn_player ||
           village_game_over(after);
}

bool village_move_equal(const village_move *a, const village_move *b)
{
    /* Every byte of a move means something (no padding), so two words
     * compare it without a branch per field: the search compares a tree's
     * moves with each determinisation's legal moves, and a chain of
     * field tests was mispredicted about once per comparison. */
    _Static_assert(sizeof(village_move) == 9, "a move is 9 bytes");
    uint64_t x, y;
    memcpy(&x, a, 8);
    memcpy(&y, b, 8);
    return ((x ^ y) | (uint64_t)(a->jokers[3] ^ b->jokers[3])) == 0;
}
