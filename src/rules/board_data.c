/* Every number of the printed board (docs/rules.md section B) in one table.
 * Values marked (seed) are quoted in the rulebooks; the rest are this
 * project's reading of the published board: correct them here, nowhere else. */
#include "internal.h"

enum {
    S = VILLAGE_SCROLL,
    H = VILLAGE_HORSE,
    O = VILLAGE_OX,
    P = VILLAGE_PLOUGH,
    W = VILLAGE_WAGON
};
#define CUSTOMER(s, h, o, p, w, grain, points)                                                     \
    {                                                                                              \
        {s, h, o, p, w}, grain, points                                                             \
    }

const village_board village_board_data =
    {
        .lifetime_spaces = 12,
        .setup =
            {
                [2] = {.cubes_per_colour = 3,
                       .cubes_per_space = 2,
                       .stalls_in_use = 0x07,
                       .highest_label = 2},
                [3] = {.cubes_per_colour = 4,
                       .cubes_per_space = 3,
                       .stalls_in_use = 0x0F,
                       .highest_label = 3},
                [4] = {.cubes_per_colour = 5,
                       .cubes_per_space = 3,
                       .stalls_in_use = 0x1F,
                       .highest_label = 4},
            },
        /* (seed) R-CRA-4 */
        .crafts =
            {
                [VILLAGE_WAINWRIGHT] = {.train_time = 2, .produce_time = 2, .cubes = {0, 1, 1, 0}},
                [VILLAGE_STABLES] = {.train_time = 3, .produce_time = 3, .grain = 3},
                [VILLAGE_OFFICE] = {.train_time = 2, .produce_time = 2, .cubes = {0, 1, 0, 0}},
                [VILLAGE_SMITHY] = {.train_time = 3, .produce_time = 3, .cubes = {0, 1, 1, 0}},
                [VILLAGE_MILL] = {0},
            },
        .mill_time = 2,
        .mill_grain = 2,
        .mill_coins = 2,
        .travel_time = 2,
        .travel_wagons = 1,
        .travel_cubes = 2,
        /* Cities: A=0 … H=7. */
        .roads =
            {
                {VILLAGE_FROM_VILLAGE, 0, VILLAGE_BROWN},
                {VILLAGE_FROM_VILLAGE, 1, VILLAGE_PINK},
                {0, 2, VILLAGE_ORANGE},
                {0, 3, VILLAGE_PINK},
                {1, 3, VILLAGE_BROWN},
                {1, 4, VILLAGE_ORANGE},
                {2, 5, VILLAGE_PINK},
                {3, 5, VILLAGE_BROWN},
                {3, 6, VILLAGE_ORANGE},
                {4, 6, VILLAGE_PINK},
                {5, 7, VILLAGE_ORANGE},
                {6, 7, VILLAGE_BROWN},
            },
        .city_reward =
            {
                VILLAGE_REWARD_PRESTIGE, /* A (seed) */
                VILLAGE_REWARD_PRESTIGE, /* B (seed) */
                VILLAGE_REWARD_COIN,     /* C */
                VILLAGE_REWARD_CUBES,    /* D */
                VILLAGE_REWARD_COIN,     /* E */
                VILLAGE_REWARD_PRESTIGE, /* F */
                VILLAGE_REWARD_CUBES,    /* G */
                VILLAGE_REWARD_PRESTIGE, /* H */
            },
        .city_prestige = 3,
        .city_coins = 1,
        .city_cubes = 2,
        .council_green = 2,
        .council_stage_time = {1, 2, 2, 3},
        .privilege_cubes = 2,
        .privilege_coin_price = 1,
        .privilege_prestige = 3,
        .church_brown = 1,
        .church_time = 3,
        .church_step_grain = {1, 2, 2},
        .mass_majority_prestige = 2,
        .well_cubes = 3,
        .plague_time = 2,
        .market_extra_green = 1,
        .market_extra_time = 1,
        .harvest_grain_base = 2,
        .harvest_grain_horse_plough = 3,
        .harvest_grain_ox_plough = 4,
        .chronicle_label = {1, 2, 3, 4},
        .grave_label = {1, 1, 2, 2, 3, 3, 4, 4},
        .score_travel = {0, 1, 3, 6, 10, 14, 18},
        .score_council = {0, 2, 4, 6},
        .score_church = {2, 3, 4, 6},
        .score_chronicle = {0, 0, 0, 4, 7, 12, 12, 12, 12, 12, 12, 12},
        /* Points = sum of item values: scroll 2, wagon 2, plough 3, horse 3, ox 3, grain 1. */
        .customers =
            {
                CUSTOMER(0, 1, 0, 1, 0, 0, 6), /* H+P (seed) */
                CUSTOMER(0, 0, 1, 1, 0, 0, 6), /* O+P */
                CUSTOMER(0, 1, 0, 0, 1, 0, 5), /* H+W */
                CUSTOMER(0, 0, 1, 0, 1, 0, 5), /* O+W */
                CUSTOMER(1, 0, 0, 0, 0, 1, 3), /* S+G */
                CUSTOMER(0, 0, 0, 0, 0, 3, 3), /* G+G+G */
                CUSTOMER(2, 0, 0, 0, 0, 0, 4), /* S+S */
                CUSTOMER(0, 0, 0, 1, 1, 0, 5), /* P+W */
                CUSTOMER(1, 1, 0, 0, 0, 0, 5), /* H+S */
                CUSTOMER(1, 0, 1, 0, 0, 0, 5), /* O+S */
                CUSTOMER(1, 0, 0, 1, 0, 0, 5), /* P+S */
                CUSTOMER(1, 0, 0, 0, 1, 0, 4), /* W+S */
                CUSTOMER(0, 1, 0, 0, 0, 1, 4), /* H+G */
                CUSTOMER(0, 0, 1, 0, 0, 1, 4), /* O+G */
                CUSTOMER(0, 0, 0, 1, 0, 1, 4), /* P+G */
                CUSTOMER(0, 0, 0, 0, 1, 1, 3), /* W+G */
                CUSTOMER(0, 1, 1, 0, 0, 0, 6), /* H+O */
                CUSTOMER(0, 0, 0, 2, 0, 0, 6), /* P+P */
                CUSTOMER(0, 0, 0, 0, 2, 0, 4), /* W+W */
                CUSTOMER(0, 1, 0, 1, 0, 1, 7), /* H+P+G */
                CUSTOMER(1, 0, 1, 0, 1, 0, 7), /* O+W+S */
                CUSTOMER(2, 0, 0, 0, 0, 1, 5), /* S+S+G */
                CUSTOMER(0, 1, 1, 1, 0, 0, 9), /* H+O+P */
                CUSTOMER(0, 0, 0, 0, 0, 2, 2), /* G+G */
            },
        .city_names = {"A", "B", "C", "D", "E", "F", "G", "H"},
};

int village_building_good(int building)
{
    static const int goods[VILLAGE_BUILDINGS] = {VILLAGE_WAGON, VILLAGE_HORSE, VILLAGE_SCROLL,
                                                 VILLAGE_PLOUGH, -1};
    return building >= 0 && building < VILLAGE_BUILDINGS ? goods[building] : -1;
}

int village_road_between(int from, int to)
{
    for (int i = 0; i < VILLAGE_ROADS; i++) {
        const village_road *r = &BOARD.roads[i];
        if ((r->from == from && r->to == to) || (r->from == to && r->to == from))
            return i;
    }
    return -1;
}
