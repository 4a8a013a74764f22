/* The evaluation's numbers (docs/ai.md, "Tuned evaluation"). */
#include "evaluate_internal.h"

/* Fitted to the outcomes of search games with village-cli tune (Texel's
 * method): with them the search beat itself with the hand-set numbers in
 * games they were not fitted on. */
const ai_weights ai_default_weights = {
    .stall_complete = 0.875,
    .waiting_complete = 0.875,
    .partial = 0.75,
    .spare_good = 0.6,
    /* Goods past their uses (issue 43): with 0.6 a tenth plough was worth
     * as much as the first, and medium ended games holding 15-20 of them. */
    .spare_surplus = 0.05,
    .spare_grain = 0.05,
    .wagon_travel = 0.5,
    .cube = 0.75,
    .cube_extra = 0.5,
    .cubes_useful = 6,
    .coin_joker = 0.5,
    .coin_stage4 = 1.75,
    .farmyard_worker = 3.5,
    .farmyard_extra = 1.05,
    .unborn = 1.4,
    .craftsman = 0.25,
    .councillor_climb = 2.625,
    .councillor_top = 3.5,
    .traveller = 1.125,
    .in_bag = 2.4,
    .church_climb = 0.5,
    .church_member = 0.5,
    .majority = 0.5,
    .next_start = 0.7,
    .chronicle_early = {0, 1.312, 5.25, 5.625, 4.375, 6.0, 12, 12, 12, 12, 12, 12},
};

/* Set by hand from the rules' point values. The easy player keeps them: it
 * looks one turn ahead, where the fitted numbers value holding a
 * customer's goods nearly as much as serving it, and its level is the
 * bottom of the measured ladder. */
const ai_weights ai_hand_weights = {
    .stall_complete = 0.7,
    .waiting_complete = 0.5,
    .partial = 0.5,
    .spare_good = 0.3,
    .spare_surplus = 0.3, /* easy plays as it always has: the ladder's bottom */
    .spare_grain = 0.35,
    .wagon_travel = 2.0,
    .cube = 0.5,
    .cube_extra = 0.2,
    .cubes_useful = 6,
    .coin_joker = 0.2,
    .coin_stage4 = 1.0,
    .farmyard_worker = 2.0,
    .farmyard_extra = 0.6,
    .unborn = 0.8,
    .craftsman = 1.0,
    .councillor_climb = 1.5,
    .councillor_top = 2.0,
    .traveller = 1.0,
    .in_bag = 1.6,
    .church_climb = 0.4,
    .church_member = 0.4,
    .majority = 2.0,
    .next_start = 0.4,
    .chronicle_early = {0, 1.5, 3.0, 4.5, 7, 12, 12, 12, 12, 12, 12, 12},
};

void ai_weights_with_plan(const ai_weights *base, int player, int style, ai_weights *out)
{
    *out = *base;
    if (player >= 0 && player < VILLAGE_MAX_PLAYERS && style > VILLAGE_AI_STYLE_BALANCED &&
        style < VILLAGE_AI_STYLES)
        out->plan[player] = (uint8_t)style;
}
