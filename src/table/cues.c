/* Which events sound a cue (cues.h): one row per event kind, in the enum's
 * order, so a new kind decides whether it is a cue. */
#include "table/cues.h"

#include <assert.h>

typedef struct cue_row {
    village_event_kind kind;
    table_cue cue;
} cue_row;

static const cue_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, TABLE_CUE_NONE},
    {VILLAGE_EV_START_PLAYER_CHANGED, TABLE_CUE_NONE},
    {VILLAGE_EV_CUBES_TO_BAG, TABLE_CUE_NONE},
    {VILLAGE_EV_CUBE_SEEDED, TABLE_CUE_NONE},
    {VILLAGE_EV_CUBE_TAKEN, TABLE_CUE_PLAGUE}, /* only a plague cube: see below */
    {VILLAGE_EV_WELL_USED, TABLE_CUE_NONE},
    {VILLAGE_EV_ACTION_CHOSEN, TABLE_CUE_NONE},
    {VILLAGE_EV_ACTION_SKIPPED, TABLE_CUE_NONE},
    {VILLAGE_EV_CUBES_PAID, TABLE_CUE_NONE},
    {VILLAGE_EV_CUBES_GAINED, TABLE_CUE_NONE},
    {VILLAGE_EV_COINS_CHANGED, TABLE_CUE_NONE},
    {VILLAGE_EV_GRAIN_CHANGED, TABLE_CUE_NONE},
    {VILLAGE_EV_GOOD_CHANGED, TABLE_CUE_NONE},
    {VILLAGE_EV_TIME_SPENT, TABLE_CUE_NONE},
    {VILLAGE_EV_BRIDGE_CROSSED, TABLE_CUE_NONE},
    {VILLAGE_EV_MEMBER_MOVED, TABLE_CUE_NONE},
    {VILLAGE_EV_MEMBER_DIED, TABLE_CUE_DEATH},
    {VILLAGE_EV_PRESTIGE, TABLE_CUE_NONE},
    {VILLAGE_EV_MARKER_PLACED, TABLE_CUE_NONE},
    {VILLAGE_EV_NEXT_START_TAKEN, TABLE_CUE_NONE},
    {VILLAGE_EV_MARKET_DAY_STARTED, TABLE_CUE_NONE},
    {VILLAGE_EV_CUSTOMER_SERVED, TABLE_CUE_NONE},
    {VILLAGE_EV_MARKET_PASSED, TABLE_CUE_NONE},
    {VILLAGE_EV_MARKET_DAY_ENDED, TABLE_CUE_NONE},
    {VILLAGE_EV_CUSTOMER_MOVED, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_STARTED, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_BOUGHT, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_DRAWN, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_PROMOTED, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_MAJORITY, TABLE_CUE_NONE},
    {VILLAGE_EV_MASS_ENDED, TABLE_CUE_NONE},
    {VILLAGE_EV_END_TRIGGERED, TABLE_CUE_NONE},
    {VILLAGE_EV_FINAL_ACTION, TABLE_CUE_NONE},
    {VILLAGE_EV_GAME_OVER, TABLE_CUE_END},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the cues' table");

table_cue table_cue_of_event(const village_event *e)
{
    if (e->kind >= VILLAGE_EV_KINDS)
        return TABLE_CUE_NONE;
    assert(ROWS[e->kind].kind == e->kind); /* rows in order */
    if (e->kind == VILLAGE_EV_CUBE_TAKEN && e->b != VILLAGE_PLAGUE)
        return TABLE_CUE_NONE; /* an influence cube is the table's ordinary knock */
    return ROWS[e->kind].cue;
}

const char *table_cue_name(table_cue cue)
{
    static const char *const NAMES[TABLE_CUE_KINDS] = {"none",  "turn", "plague",
                                                       "death", "end",  "refused"};
    return cue < TABLE_CUE_KINDS ? NAMES[cue] : "?";
}
