/* Information-set Monte Carlo tree search over the decision sequence
 * (Cowling, Powley & Whitehouse 2012, single-observer variant; docs/ai.md). */
#ifndef VILLAGE_AI_SEARCH_H
#define VILLAGE_AI_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "ai_stop.h"
#include "village/ai.h"
#include "village/village.h"

typedef struct ai_search_params {
    int max_iterations;
    double max_seconds;       /* wall-clock cap; <= 0: none */
    double exploration;       /* PUCT constant */
    double prior_temperature; /* points: how sharply heuristic priors favour the best move */
    double reward_scale;      /* points of margin that make a clear advantage */
    double win_weight;        /* at game over: weight of the win itself against the margin */
    int playout_turns;        /* turns played by the playout policy after the tree */
    double playout_epsilon;   /* chance of a random move in playouts */
    int threads;              /* independent trees merged at the root; <= 1: one */
    bool time_managed;        /* max_seconds is a budget spent by the time policy (search_time.h) */
    /* The learned evaluation scores the playouts' last positions (NULL: the
     * hand-written one), as the searching seat sees them. */
    const struct village_learned *learned;
    double learned_weight; /* its share of the reward, 0..1, against the hand-written one */
    int learned_players;   /* ... in games of at most this many players (2..4) */
    int viewer;            /* the searching seat: set by the search from its root */
    int style;             /* the searching seat's village_ai_style: its plan (docs/ai.md) */
    double death_discount; /* share of the next death's pressure left out at 3-4 players */
    bool deep_search_plan; /* the lighter plan of hard and up (ai_weights.deep_search_plan) */
    /* The evaluation's weights with the seat's plan: set by the search
     * from its root and style (NULL: the fitted ones, no plan). */
    const struct ai_weights *weights;
    /* -1: each playout's last position is evaluated whole; else each tree
     * carries the network's hidden sums from one to the next, summing a
     * seat whole when more inputs than this changed
     * (village_learned_accumulator; 0: always whole, input-major). */
    int learned_refresh_above;
    /* Called with each playout's last position from the thread that played
     * it (NULL: none): what the benchmark replays. */
    void (*leaf_seen)(void *context, const village_state *leaf);
    void *leaf_context;
} ai_search_params;

/* Default parameters for a search level (VILLAGE_AI_MEDIUM and up): an
 * iteration budget, with a time cap as a safety net. */
void ai_search_defaults(int level, ai_search_params *out);
/* The game's parameters for a level: hard and up think by a time budget
 * (time_managed), medium keeps its iteration budget. */
void ai_search_timed(int level, ai_search_params *out);

/* The weights the searching seat in s values positions with: the fitted
 * ones with its plan (lighter at hard and up) and, at 3 and 4 players, the
 * death discount. False when they are the fitted ones as they stand. */
bool ai_search_weights(const ai_search_params *params, const village_state *s,
                       struct ai_weights *out);

/* Replaces the parameters a caller may tune (village_ai_search_tuning). */
void ai_apply_search_tuning(const village_ai_search_tuning *t, ai_search_params *params);

/* Searches from s (whose hidden information it never uses) and writes the
 * most visited root move. Returns false if s has no legal move. */
bool ai_search(const village_state *s, const ai_search_params *params, uint64_t seed,
               const ai_stop *stop, village_move *out, village_ai_stats *stats);

/* What the search learnt about one root move. */
typedef struct ai_root_move {
    village_move move;
    int visits;
    double mean_reward; /* the mover's mean reward (0..1); 0 when never visited */
} ai_root_move;

/* ai_search that also reports every root move's statistics in root[]
 * (*root_count of them, in the tree's order). */
bool ai_search_root(const village_state *s, const ai_search_params *params, uint64_t seed,
                    const ai_stop *stop, village_move *out, village_ai_stats *stats,
                    ai_root_move root[VILLAGE_MAX_MOVES], int *root_count);

#endif
