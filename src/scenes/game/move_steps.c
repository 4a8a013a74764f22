/* The table model's steps as the scene shows them: each step's label in the
 * player's words (src/table/step_words.c) and its icon from the game's
 * sprites, where a cube's goes through the colour-blind setting. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/move_steps.h"
#include "scenes/game/sprites.h"

/* The first cube actually paid, or a coin when coins stand in for all of them. */
static const char *payment_icon(const table_words *w,
                                const uint8_t price[VILLAGE_INFLUENCE_COLOURS],
                                const uint8_t jokers[VILLAGE_INFLUENCE_COLOURS])
{
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        if (price[c] > jokers[c])
            return cube_sprite(w, c);
    return "icon.coin";
}

const char *step_icon(const table_words *w, const table_step *st)
{
    static const char *const ICONS[TABLE_STEP_KINDS] = {
        [TABLE_STEP_WELL] = "icon.well",
        [TABLE_STEP_HARVEST] = "icon.space.harvest",
        [TABLE_STEP_BIRTH] = "icon.space.family",
        [TABLE_STEP_RECALL] = "icon.space.family",
        [TABLE_STEP_BUILDING] = "icon.space.crafts",
        [TABLE_STEP_TRAVEL] = "icon.space.travel",
        [TABLE_STEP_CITY] = "icon.space.travel",
        [TABLE_STEP_COUNCIL_ENTER] = "icon.space.council",
        [TABLE_STEP_COUNCIL_ADVANCE] = "icon.space.council",
        [TABLE_STEP_COUNCIL_PRIVILEGE] = "icon.space.council",
        [TABLE_STEP_PRIVILEGE] = "icon.space.council",
        [TABLE_STEP_CHURCH] = "icon.space.church",
        [TABLE_STEP_SERVE] = "icon.space.market",
        [TABLE_STEP_PAY_TIME] = "icon.time",
        [TABLE_STEP_PAY_TRAIN] = "icon.time",
        [TABLE_STEP_PAY_GRAIN] = "icon.grain",
        [TABLE_STEP_PAY_SCROLL] = "good.scroll",
    };
    switch (st->kind) {
    case TABLE_STEP_CUBE:
        return cube_sprite(w, st->b);
    case TABLE_STEP_ONE_CUBE:
    case TABLE_STEP_FIRST_CUBE:
    case TABLE_STEP_SECOND_CUBE:
        return cube_sprite(w, st->a);
    case TABLE_STEP_PAY_CUBES:
    case TABLE_STEP_PAY_SALE:
        return payment_icon(w, st->price, st->jokers);
    default:
        return st->kind < TABLE_STEP_KINDS ? ICONS[st->kind] : NULL;
    }
}

void steps_for_move(const table_words *w, const village_state *s, const village_move *m,
                    move_path *out)
{
    table_path p;
    table_path_for_move(s, m, &p);
    memset(out, 0, sizeof *out);
    out->count = p.count;
    for (int i = 0; i < p.count; i++) {
        choice_step *st = &out->steps[i];
        table_step_key(&p.steps[i], st->key, sizeof st->key);
        table_step_label(w, s, &p.steps[i], st->label, sizeof st->label);
        st->icon = step_icon(w, &p.steps[i]);
        st->target = p.steps[i].target;
    }
}
