/* The order in which village-cli show lists a player's members, shared by the
 * text and the JSON view so both read the same. */
#include "show.h"

static int reading_rank(const village_member *m)
{
    static const int order[VILLAGE_PLACES] = {
        VILLAGE_FARMYARD,  VILLAGE_CRAFT,         VILLAGE_COUNCIL_CHAMBER, VILLAGE_TRAVEL_MAP,
        VILLAGE_BLACK_BAG, VILLAGE_CHURCH_WINDOW, VILLAGE_CHRONICLE,       VILLAGE_GRAVE,
        VILLAGE_GONE,      VILLAGE_UNBORN};
    int rank = 0;
    while (rank < VILLAGE_PLACES && order[rank] != m->place)
        rank++;
    return rank * 256 + m->spot;
}

void show_member_order(const village_player *pl, int order[VILLAGE_MEMBERS_PER_PLAYER])
{
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        int j = i;
        for (; j > 0 && reading_rank(&pl->members[order[j - 1]]) > reading_rank(&pl->members[i]);
             j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
}
