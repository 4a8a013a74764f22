/* The options a row shows disabled: what exists at this decision but the
 * rules do not allow now, so a person sees it, and why, in its usual slot. */
#include <string.h>

#include "table/table.h"

static bool has_step(const table_chooser *c, int kind, int a)
{
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].step.kind == kind && c->options[o].step.a == a)
            return true;
    return false;
}

static void unless(table_chooser *c, int kind, int a)
{
    if (has_step(c, kind, a) || c->option_count >= TABLE_OPTIONS_MAX)
        return;
    table_option *o = &c->options[c->option_count++];
    memset(o, 0, sizeof *o);
    o->step.kind = (uint8_t)kind;
    o->step.a = (uint8_t)a;
    o->step.target = TARGET_NONE;
    o->path = -1;
}

static void action_unavailable(table_chooser *c, const village_state *s)
{
    switch (s->action_space) {
    case VILLAGE_HARVEST:
        unless(c, TABLE_STEP_HARVEST, 0);
        break;
    case VILLAGE_FAMILY:
        unless(c, TABLE_STEP_BIRTH, 0);
        unless(c, TABLE_STEP_RECALL, 0);
        break;
    case VILLAGE_CRAFTS:
        for (int b = 0; b < VILLAGE_BUILDINGS; b++)
            unless(c, TABLE_STEP_BUILDING, b);
        break;
    case VILLAGE_TRAVEL:
        if (c->option_count <= 1)
            unless(c, TABLE_STEP_TRAVEL, 0);
        break;
    case VILLAGE_COUNCIL:
        unless(c, TABLE_STEP_COUNCIL_ENTER, 0);
        unless(c, TABLE_STEP_COUNCIL_ADVANCE, 0);
        break;
    case VILLAGE_CHURCH:
        unless(c, TABLE_STEP_CHURCH, 0);
        break;
    default:
        break;
    }
}

/* Every colour keeps its slot in the cube pickers, an empty supply greyed. */
static void colours_unavailable(table_chooser *c, const village_state *s)
{
    int kind = s->cubes_to_choose == 1 ? TABLE_STEP_ONE_CUBE
               : c->depth == 0         ? TABLE_STEP_FIRST_CUBE
                                       : TABLE_STEP_SECOND_CUBE;
    for (int colour = 0; colour < VILLAGE_INFLUENCE_COLOURS; colour++)
        unless(c, kind, colour);
}

void table_add_unavailable(table_chooser *c)
{
    const village_state *s = &c->state;
    if (s->phase == VILLAGE_PHASE_CHOOSE_CUBES && c->depth < 2) {
        colours_unavailable(c, s);
        return;
    }
    if (c->depth > 0)
        return;
    switch (s->phase) {
    case VILLAGE_PHASE_TURN:
        if (village_cubes_on_board(s) > 0)
            unless(c, TABLE_STEP_WELL, 0);
        break;
    case VILLAGE_PHASE_ACTION:
        action_unavailable(c, s);
        break;
    case VILLAGE_PHASE_MARKET:
        for (int stall = 0; stall < VILLAGE_MARKET_SLOTS; stall++)
            if (s->stalls[stall] != VILLAGE_NO_CUSTOMER)
                unless(c, TABLE_STEP_SERVE, stall);
        break;
    case VILLAGE_PHASE_PRIVILEGE:
        for (int stage = 1; stage <= VILLAGE_COUNCIL_STAGES; stage++)
            unless(c, TABLE_STEP_PRIVILEGE, stage);
        break;
    default:
        break;
    }
}
