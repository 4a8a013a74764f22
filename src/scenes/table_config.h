/* Who sits at the table: chosen in the setup scene, used to start a game. */
#ifndef VILLAGE_SCENES_TABLE_CONFIG_H
#define VILLAGE_SCENES_TABLE_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "village/save.h"

typedef enum chair_kind { CHAIR_EMPTY, CHAIR_HUMAN, CHAIR_AI } chair_kind;

typedef struct table_chair {
    int kind;     /* chair_kind */
    int ai_level; /* village_ai_level: easy, medium or hard */
    int colour;   /* 0 red, 1 yellow, 2 blue, 3 white */
    char name[VILLAGE_SEAT_NAME_MAX];
} table_chair;

typedef struct table_config {
    table_chair chairs[VILLAGE_MAX_PLAYERS];
    int start_chair; /* -1: random */
    bool fixed_seed;
    uint64_t seed;
    /* Each computer chair's village_ai_style: the player's choice where
     * style_chosen, else the table's default, dealt from the typed seed
     * (or style_seed when none was typed) so that computers of one level
     * differ; set for every chair at the start. */
    int ai_style[VILLAGE_MAX_PLAYERS];
    bool style_chosen[VILLAGE_MAX_PLAYERS];
    uint64_t style_seed;
} table_config;

#endif
