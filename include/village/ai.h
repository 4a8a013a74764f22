/* AI seats (docs/ai.md). The AI sees the game only through the rules API,
 * and only what the player in its chair could know: before searching it
 * resamples hidden information (village_redeal_hidden). Pure C, no SDL, no I/O. */
#ifndef VILLAGE_AI_H
#define VILLAGE_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "village/village.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum village_ai_level {
    VILLAGE_AI_RANDOM,    /* uniformly random legal moves: a baseline for tests */
    VILLAGE_AI_EASY,      /* one-ply heuristic */
    VILLAGE_AI_MEDIUM,    /* ISMCTS, small budget */
    VILLAGE_AI_HARD,      /* ISMCTS, <= 1 s a decision */
    VILLAGE_AI_EXPERT,    /* ISMCTS, <= 3 s a decision, for players who know the game */
    VILLAGE_AI_STRONGEST, /* ISMCTS, large budget, for tournaments */
    VILLAGE_AI_LEVELS
} village_ai_level;

/* How a seat plays beyond its level (docs/ai.md, "Styles"): a plan it
 * commits to, valued along the way, so that seats of one level do not
 * mirror each other. Balanced follows no plan: the levels as measured. */
typedef enum village_ai_style {
    VILLAGE_AI_STYLE_BALANCED,   /* no plan: the evaluation as fitted */
    VILLAGE_AI_STYLE_CHRONICLER, /* members into the chronicle by the council and travel */
    VILLAGE_AI_STYLE_COUNCILLOR, /* council stages and the church's privileges */
    VILLAGE_AI_STYLE_MERCHANT,   /* market days and journeys: customers and cities */
    VILLAGE_AI_STYLES
} village_ai_style;

/* The search's parameters, for measuring a change of the search in a
 * tournament before it becomes a level's default (docs/ai.md, "Search
 * parameters"). village_ai_search_tuning_defaults gives a level's. */
typedef struct village_ai_search_tuning {
    double exploration;       /* PUCT constant */
    double prior_temperature; /* points: how sharply heuristic priors favour the best move */
    double reward_scale;      /* points of margin that make a clear advantage */
    double win_weight;        /* at game over: weight of the win itself against the margin */
    int playout_turns;        /* turns the playout policy plays below the tree */
    double playout_epsilon;   /* chance of a random move in playouts */
    double learned_weight;    /* expert with a learned evaluation installed: its share of a
                                 playout's reward against the hand-written one (0: none) */
    int learned_players;      /* the blend applies in games of at most this many players */
} village_ai_search_tuning;

typedef struct village_ai_config {
    int level;          /* village_ai_level */
    uint64_t seed;      /* same state + same seed = same decision */
    int max_iterations; /* 0: the level's default */
    double max_seconds; /* 0: the level's default */
    int threads;        /* search trees on threads of their own, merged at the root; 0 or 1:
                           one, on the calling thread (what tests and tournaments use) */
    bool time_budget;   /* the game's mode: the level thinks by its time budget, spent by
                           what is at stake (docs/ai.md, "Time management"), instead of
                           its iteration budget; no longer reproducible from the seed */
    bool search_tuned;  /* search replaces the level's search parameters (a search level) */
    village_ai_search_tuning search;
    int style; /* village_ai_style of the deciding seat; 0: balanced (easy and up) */
} village_ai_config;

/* Lets a program built against several versions of this header (the AI
 * baseline builds) know that 'threads' and 'time_budget' exist. */
#define VILLAGE_AI_HAS_THREADS 1
/* ... and that search_tuned and village_ai_search_tuning exist. */
#define VILLAGE_AI_HAS_SEARCH_TUNING 1
/* ... and that 'style' and village_ai_style exist. */
#define VILLAGE_AI_HAS_STYLES 1

typedef struct village_ai_stats {
    int iterations;
    double seconds;
    int legal_moves;
} village_ai_stats;

const char *village_ai_level_name(int level);     /* "random", "easy", … */
int village_ai_level_from_name(const char *name); /* -1 if unknown */
const char *village_ai_style_name(int style);     /* "balanced", "chronicler", … */
int village_ai_style_from_name(const char *name); /* -1 if unknown */

/* The styles of a table's AI seats when the player chose none: seats of
 * the same level (levels[k] for chair k, -1 for a person, who gets
 * balanced) get different styles, up to four of a level, balanced and the
 * chronicler first; which seat gets which comes from 'seed', so tables
 * differ from game to game. A seat alone at its level and random seats
 * play balanced. */
void village_ai_default_styles(const int *levels, int chairs, uint64_t seed, int *styles);

/* The search parameters of a level (medium and up; the others have none:
 * hard's are given). */
void village_ai_search_tuning_defaults(int level, village_ai_search_tuning *out);
/* Sets one parameter from "name=value", names as the fields above
 * (exploration=0.7, playout_turns=4); false, with *t untouched, for an
 * unknown name or a value out of range. */
bool village_ai_search_tuning_set(village_ai_search_tuning *t, const char *assignment);

/* Decides synchronously. 'cancel' may be NULL; when it becomes non-zero the
 * search stops and returns the best move found so far. Returns false only if
 * there is no legal move (game over). */
bool village_ai_choose(const village_state *s, const village_ai_config *cfg,
                       const volatile int *cancel, village_move *out, village_ai_stats *stats);

/* The same on a worker thread, so a front end never blocks. */
typedef struct village_ai_job village_ai_job;
village_ai_job *village_ai_start(const village_state *s, const village_ai_config *cfg);
/* True once the decision is ready (then *out holds it). Never blocks. */
bool village_ai_poll(village_ai_job *job, village_move *out);
/* Asks the search to stop early; poll soon returns the best move so far. */
void village_ai_cancel(village_ai_job *job);
/* Cancels if still running, waits for the thread, frees. */
void village_ai_free(village_ai_job *job);

#ifdef __cplusplus
}
#endif

#endif
