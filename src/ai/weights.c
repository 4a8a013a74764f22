/* The evaluation's numbers, set by hand from the rules' point values and
 * checked in tournaments. Weights fitted to self-play outcomes with
 * village-cli tune lost to these in games, so these stay (docs/ai.md,
 * "Tuned evaluation"). */
#include "evaluate_internal.h"

const ai_weights ai_default_weights = {
    .stall_complete = 0.7,
    .waiting_complete = 0.5,
    .partial = 0.5,
    .spare_good = 0.3,
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
