/* The table model: what the game table offers a person at a decision, with
 * no window, no words and no I/O (issue 26's SDL-free table, Simon Tatham's
 * interpret-move / redraw split). A legal move becomes a short path of steps
 * (what, where, who, how to pay); moves sharing a step are one option, so the
 * person chooses step by step. The scene labels each step from its data with
 * the catalogue and draws it; tests drive the same model through this header.
 * Uses the rules core only. */
#ifndef VILLAGE_TABLE_TABLE_H
#define VILLAGE_TABLE_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

enum { TABLE_STEP_MAX = 5, TABLE_OPTIONS_MAX = 64, TABLE_KEY_MAX = 48 };

/* Board targets: things a click can point at. */
enum {
    TARGET_NONE = -1,
    TARGET_CUBE = 1000, /* + space * 8 + colour */
    TARGET_WELL = 2000,
    TARGET_BUILDING = 2100, /* + building */
    TARGET_CITY = 2200,     /* + city */
    TARGET_STALL = 2300,    /* + stall */
    TARGET_SPACE = 2400,    /* + space */
    TARGET_STAGE = 2500,    /* + stage (1..4) */
    TARGET_MEMBER = 3000,   /* + player * 16 + member */
};

/* What a step is. The order is the order of options in a row: the same
 * option always stands in the same slot, available or not. */
typedef enum table_step_kind {
    TABLE_STEP_SKIP, /* skip the action; no privilege */
    TABLE_STEP_PASS, /* market day */
    TABLE_STEP_DONE, /* mass */
    TABLE_STEP_CUBE, /* a = space, b = colour */
    TABLE_STEP_WELL,
    TABLE_STEP_FREE_ACTION, /* a = space (final actions on an empty board) */
    TABLE_STEP_SPACE,       /* the well's space: a = space */
    TABLE_STEP_HARVEST,
    TABLE_STEP_BIRTH,
    TABLE_STEP_RECALL,
    TABLE_STEP_BUILDING, /* a = building (the mill too) */
    TABLE_STEP_TRAVEL,   /* only ever unavailable: "Travel" when no trip can be made */
    TABLE_STEP_COUNCIL_ENTER,
    TABLE_STEP_COUNCIL_ADVANCE,
    TABLE_STEP_COUNCIL_PRIVILEGE,
    TABLE_STEP_CHURCH,
    TABLE_STEP_PRIVILEGE,   /* a = stage (1..4) */
    TABLE_STEP_SERVE,       /* a = stall */
    TABLE_STEP_ONE_CUBE,    /* a = colour (one cube to choose) */
    TABLE_STEP_FIRST_CUBE,  /* a = colour */
    TABLE_STEP_SECOND_CUBE, /* a = colour */
    TABLE_STEP_BUY,         /* a = member, out of the black bag */
    TABLE_STEP_PROMOTE,     /* a = member, one window left */
    TABLE_STEP_DIE,         /* a = member */
    TABLE_STEP_MEMBER,      /* a = member */
    TABLE_STEP_CITY,        /* a = city */
    TABLE_STEP_GOOD,        /* a = good */
    TABLE_STEP_PAY_TIME,    /* a = time */
    TABLE_STEP_PAY_TRAIN,   /* a = member trained, b = training time, c = production time */
    TABLE_STEP_PAY_GRAIN,   /* a = grain */
    TABLE_STEP_PAY_SCROLL,
    TABLE_STEP_PAY_CUBES,     /* price: cubes asked per colour, jokers: coins standing in */
    TABLE_STEP_PAY_FREE_SALE, /* the market opener's first sale */
    TABLE_STEP_PAY_SALE,      /* price and jokers as PAY_CUBES, a = time */
    TABLE_STEP_KINDS
} table_step_kind;

/* One step. Its identity is all of its data (kind, a, b, c, price, jokers):
 * two moves share a step only when everything a step shows is the same, so
 * no field can be left out of a comparison by accident. */
typedef struct table_step {
    uint8_t kind; /* table_step_kind */
    uint8_t a, b, c;
    uint8_t price[VILLAGE_INFLUENCE_COLOURS];
    uint8_t jokers[VILLAGE_INFLUENCE_COLOURS];
    int target; /* board target, or TARGET_NONE; not part of the identity */
} table_step;

typedef struct table_path {
    table_step steps[TABLE_STEP_MAX];
    int count;
} table_path;

/* Why an option should make the person think twice before paying for it. */
typedef enum table_warning {
    TABLE_WARN_NONE,
    TABLE_WARN_ACTION_IDLE, /* the space's action that follows can do nothing: only "skip" */
    TABLE_WARN_NO_SALE,     /* the market day that follows: you can serve no customer */
    TABLE_WARN_CITY_MARKED, /* the city is already marked: no marker, no reward (R-TRV-3) */
    TABLE_WARN_NO_MARKER,   /* no city marker left: no reward (R-TRV-3) */
    TABLE_WARN_ENDS_GAME,   /* it fills the last place in the chronicle or graves: the end comes */
} table_warning;

/* An option of the current step: enabled ones name the first path with that
 * step; unavailable ones (path -1) are what the rules do not allow now, shown
 * so a person sees what exists and why not. */
typedef struct table_option {
    table_step step;
    int path; /* index into the chooser's paths, or -1 */
    int ways; /* moves sharing this step */
    bool enabled;
    uint8_t warning; /* table_warning shared by every move under the option */
} table_option;

/* The step-by-step choice of one decision's move. */
typedef struct table_chooser {
    village_state state;
    village_move moves[VILLAGE_MAX_MOVES]; /* per path; a two-cube pair appears twice */
    table_path paths[VILLAGE_MAX_MOVES];
    int count;       /* paths */
    int legal_count; /* moves village_legal_moves listed */
    int depth;       /* the step being chosen */
    table_step chosen[TABLE_STEP_MAX];
    int picked[TABLE_STEP_MAX]; /* depths where the person picked (back returns to the last) */
    int picked_count;
    table_option options[TABLE_OPTIONS_MAX];
    int option_count;
    bool decided;
    village_move decision;
} table_chooser;

/* steps.c */
/* The path of steps of a legal move of 's'. */
void table_path_for_move(const village_state *s, const village_move *m, table_path *out);
bool table_step_same(const table_step *x, const table_step *y);
/* Slot order of two steps of one row (<0, 0, >0). */
int table_step_order(const table_step *x, const table_step *y);
/* All of a step's identity as text ("pay_cubes:0:0:0:0300:0000"), for tests and bug reports. */
void table_step_key(const table_step *s, char *out, size_t size);
const char *table_step_kind_name(int kind);

/* chooser.c */
void table_chooser_build(table_chooser *c, const village_state *s);
/* Picks an option; true when that decided the move (c->decision). A move that
 * spends something is decided only by a pick of its last step. */
bool table_chooser_choose(table_chooser *c, int option);
bool table_chooser_can_go_back(const table_chooser *c);
/* Back to the last step the person picked (single options passed on the way in are passed again).
 */
void table_chooser_back(table_chooser *c);
/* The decision's only move, when it may be played without asking: one path
 * (a pair of two cube colours is two, one per picking order, and waits as it
 * always has) whose move spends nothing. */
bool table_chooser_free_forced(const table_chooser *c, village_move *out);
/* The moves under an option (its path's move when it has one way). */
int table_option_moves(const table_chooser *c, int option, int out[], int max);

/* outlook.c: what a move does to its mover, from the rules (a copy is played) */
/* It spends time, influence cubes, coins, grain or goods. */
bool table_move_spends(const village_state *s, const village_move *m);
table_warning table_move_warning(const village_state *s, const village_move *m);

/* unavailable.c: the options a row shows disabled at this decision and depth */
void table_add_unavailable(table_chooser *c);

#endif
