/* The printed board's numbers (docs/rules.md section B), read-only. All values
 * live in one table in src/rules/board_data.c, so that anyone holding the
 * physical board can correct them in one place. */
#ifndef VILLAGE_BOARD_H
#define VILLAGE_BOARD_H

#include "village/village.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { VILLAGE_ROADS = 12, VILLAGE_FROM_VILLAGE = 0xFE };

typedef enum village_city_reward {
    VILLAGE_REWARD_PRESTIGE, /* 3 prestige */
    VILLAGE_REWARD_COIN,     /* 1 coin */
    VILLAGE_REWARD_CUBES     /* 2 influence cubes of the player's choice */
} village_city_reward;

typedef struct village_road {
    uint8_t from; /* city index, or VILLAGE_FROM_VILLAGE */
    uint8_t to;   /* city index */
    uint8_t colour;
} village_road;

typedef struct village_setup_card {
    uint8_t cubes_per_colour; /* into the green bag each round */
    uint8_t cubes_per_space;  /* drawn onto each action space */
    uint8_t stalls_in_use;    /* bit i: market stall i is in use */
    uint8_t highest_label;    /* chronicle spaces / graves labelled above this are blocked */
} village_setup_card;

typedef struct village_craft_cost {
    uint8_t train_time; /* 0: no member may work here */
    uint8_t produce_time;
    uint8_t cubes[VILLAGE_INFLUENCE_COLOURS]; /* cube price, if bought with cubes */
    uint8_t grain;                            /* grain price instead of cubes (stables) */
} village_craft_cost;

/* A customer tile: items wanted and printed points. */
typedef struct village_customer {
    uint8_t goods[VILLAGE_GOODS];
    uint8_t grain;
    uint8_t points;
} village_customer;

typedef struct village_board {
    uint8_t lifetime_spaces;
    village_setup_card setup[VILLAGE_MAX_PLAYERS + 1]; /* indexed by player count */
    village_craft_cost crafts[VILLAGE_BUILDINGS];
    uint8_t mill_time, mill_grain, mill_coins;
    uint8_t travel_time, travel_wagons, travel_cubes;
    village_road roads[VILLAGE_ROADS];
    uint8_t city_reward[VILLAGE_CITIES];
    uint8_t city_prestige, city_coins, city_cubes;
    uint8_t council_green;                              /* green cubes instead of a scroll */
    uint8_t council_stage_time[VILLAGE_COUNCIL_STAGES]; /* time to reach stage i+1 (i = 0: enter) */
    uint8_t privilege_cubes, privilege_coin_price, privilege_prestige;
    uint8_t church_brown, church_time;
    uint8_t church_step_grain[VILLAGE_CHURCH_WINDOWS - 1]; /* window i -> i+1 (right to left) */
    uint8_t mass_majority_prestige;
    uint8_t well_cubes;
    uint8_t plague_time;
    uint8_t market_extra_green, market_extra_time;
    uint8_t harvest_grain_base, harvest_grain_horse_plough, harvest_grain_ox_plough;
    uint8_t chronicle_label[VILLAGE_CHRONICLE_SLOTS];
    uint8_t grave_label[VILLAGE_GRAVES];
    uint8_t score_travel[VILLAGE_CITY_MARKERS + 1];          /* by cities marked */
    uint8_t score_council[VILLAGE_COUNCIL_STAGES];           /* per member by stage */
    uint8_t score_church[VILLAGE_CHURCH_WINDOWS];            /* per member by window */
    uint8_t score_chronicle[VILLAGE_MEMBERS_PER_PLAYER + 1]; /* by own members in it */
    village_customer customers[VILLAGE_CUSTOMERS];
    const char *city_names[VILLAGE_CITIES];
} village_board;

extern const village_board village_board_data;

/* Convenience: the good a building makes (stables: horse; ox is also allowed). */
int village_building_good(int building);
/* Road between two cities (or from the village), or -1. */
int village_road_between(int from, int to);

#ifdef __cplusplus
}
#endif

#endif
