/* Analysis for hints and game reviews (docs/analysis.md): the search AI,
 * seeing only what the deciding player may know, ranks the moves of a
 * decision, estimates each one's chance to win and expected final score,
 * and says in a structured reason what the move changes. Pure C, no SDL,
 * no I/O; deterministic from a seed. */
#ifndef VILLAGE_ANALYSE_H
#define VILLAGE_ANALYSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why a move is good, as a code and one number, so that a front end can
 * word it in any language (catalogue keys "reason.<lower-case name>", with
 * the value as {1}). */
typedef enum village_reason_code {
    VILLAGE_REASON_SERVES_CUSTOMER,         /* value: the customer's points */
    VILLAGE_REASON_SECURES_CHURCH_MAJORITY, /* value: own members in the church */
    VILLAGE_REASON_MARKS_CITY,              /* value: cities marked after the move */
    VILLAGE_REASON_CLIMBS_COUNCIL,          /* value: the stage reached (1-4) */
    VILLAGE_REASON_GAINS_PRESTIGE,          /* value: prestige gained */
    VILLAGE_REASON_DELAYS_DEATH,            /* value: time spent less than the other move */
    VILLAGE_REASON_TRAINS_CRAFTSMAN,        /* value: the building (village_building) */
    VILLAGE_REASON_MAKES_GOOD,              /* value: the good (village_good) */
    VILLAGE_REASON_HARVESTS_GRAIN,          /* value: grain gained */
    VILLAGE_REASON_GROWS_FAMILY,            /* value: members on the farmyard after the move */
    VILLAGE_REASON_ENTERS_CHURCH,           /* value: own members in the church after it */
    VILLAGE_REASON_GAINS_COINS,             /* value: coins gained */
    VILLAGE_REASON_GAINS_CUBES,             /* value: influence cubes gained */
    VILLAGE_REASON_TAKES_ACTION,            /* value: the space whose action follows */
    VILLAGE_REASON_KEEPS_RESOURCES,         /* value: 0 (passes or skips, spends nothing) */
    VILLAGE_REASON_BEST_OUTLOOK,            /* value: expected final score, rounded */
    /* Added by issue 25, after the first sixteen so that saved reviews keep their codes. */
    VILLAGE_REASON_TAKES_START_MARKER, /* value: 0 */
    VILLAGE_REASON_BUYS_FROM_BAG,      /* value: the points of the window it reaches */
    VILLAGE_REASON_MOVES_UP_CHURCH,    /* value: the points of the window it reaches */
    VILLAGE_REASON_BRINGS_MEMBER_HOME, /* value: members on the farmyard after the move */
    VILLAGE_REASON_CODES
} village_reason_code;

typedef struct village_reason {
    int code; /* village_reason_code */
    int value;
} village_reason;

/* "SERVES_CUSTOMER", … ; "UNKNOWN" out of range. */
const char *village_reason_name(int code);
/* English wording with the value filled in ("serves the customer worth 6"). */
void village_reason_english(const village_reason *reason, char *buf, size_t size);

typedef struct village_analysis_config {
    uint64_t seed;      /* same position + same seed = same analysis */
    int iterations;     /* search iterations; 0: VILLAGE_HINT_ITERATIONS */
    int playouts;       /* evaluation playouts per candidate move; 0: the default */
    double max_seconds; /* search wall-clock cap; 0: none (keeps it deterministic) */
} village_analysis_config;

enum {
    VILLAGE_HINT_ITERATIONS = 800,   /* hints: p99 under 1 s on one core (docs/analysis.md) */
    VILLAGE_REVIEW_ITERATIONS = 800, /* reviews: ~250 decisions in under 60 s */
    VILLAGE_ANALYSIS_PLAYOUTS = 24,
    VILLAGE_TURN_PLAYOUTS = 64,     /* a review's estimate at each turn's end (docs/analysis.md) */
    VILLAGE_ANALYSIS_CANDIDATES = 3 /* the best move and two alternatives */
};

/* One move as the analysis sees it. */
typedef struct village_move_estimate {
    village_move move;
    double win;   /* the actor's estimated chance to win after the move, 0..1 */
    double score; /* the actor's expected final score after the move */
    int visits;   /* how often the search tried it */
    village_reason reason;
} village_move_estimate;

/* The figures a front end shows for an estimate: the chance to win in whole
 * percent (0..100) and the expected score in whole points, both rounded. */
int village_win_percent(double win);
int village_score_points(double score);

typedef struct village_analysis {
    int actor;
    int legal_moves;
    int count; /* entries in moves[] */
    /* Best first, in the order of the figures shown (the hint's lines): the
     * higher chance to win (village_win_percent), then the higher expected
     * score (village_score_points), then the more visited by the search. The
     * played move is ranked with them. */
    village_move_estimate moves[VILLAGE_ANALYSIS_CANDIDATES];
    /* What a review measures the played move against: the search's choice
     * (its most visited move), or the played move itself when it ranks at
     * least as high by the figures shown. Never ranked below the played move. */
    village_move_estimate reference;
    bool has_played;
    village_move_estimate played;                 /* the move actually played, when given */
    double win_after_played[VILLAGE_MAX_PLAYERS]; /* every player's chance after it */
} village_analysis;

/* Analyses the decision pending in s for its actor ('seat' must be s->actor:
 * only the deciding player gets a hint). Hidden information in s is never
 * used: it is re-dealt from the seed first. 'played' (may be NULL) is also
 * estimated, for reviews. 'cancel' (may be NULL): when it becomes non-zero
 * the analysis stops soon with what it has. False if the game is over, seat
 * is not the actor or played is not legal. */
bool village_analyse_decision(const village_state *s, int seat, const village_move *played,
                              const village_analysis_config *cfg, const volatile int *cancel,
                              village_analysis *out);

/* A review: every decision that had a choice, of one seat or of all. */
typedef struct village_review_line {
    size_t move; /* 1-based move number in the game */
    int actor;
    int legal_moves;
    village_move played, best;
    /* The actor's chances after each. The best (village_analysis.reference)
     * ranks at least as high as the played move, so win_best is not below
     * win_played in whole percent, but may be a hair below it when the best
     * has the higher expected score. */
    double win_played, win_best;
    double score_played, score_best; /* the actor's expected final scores */
    village_reason reason_best;
    double win_after[VILLAGE_MAX_PLAYERS]; /* every player's chance after the played move */
} village_review_line;

/* Every player's chance to win at the end of a turn (village_ends_turn, or
 * after the last move of the moves given). */
typedef struct village_review_turn {
    size_t move; /* 1-based: the position after this many moves */
    double win[VILLAGE_MAX_PLAYERS];
} village_review_turn;

typedef struct village_review {
    village_review_line *lines; /* heap; free with village_review_free */
    size_t count;
    village_review_turn *turns; /* heap: one per turn of the game, in order */
    size_t turn_count;
    int num_players;
    int decisions[VILLAGE_MAX_PLAYERS];    /* lines per player */
    double mean_loss[VILLAGE_MAX_PLAYERS]; /* mean of win_best - win_played, or 0 if negative */
    bool cancelled;                        /* stopped early: lines hold what was done */
} village_review;

/* Progress: called after each analysed decision (done of total); may be NULL. */
typedef void (*village_review_progress)(void *context, size_t done, size_t total);

/* Reviews a game given by its start position and moves (village_record_start_state
 * and record.moves). seat: a player, or -1 for everyone. Besides the
 * decisions, every turn's end gets every player's chance (turns[]): the
 * decision's estimate when the turn ends on an analysed decision, else
 * VILLAGE_TURN_PLAYOUTS playouts from the turn's end, each in its own
 * determinisation of the hidden information (exact when the game is over).
 * False only when the
 * moves do not replay or memory runs out; a cancelled review returns true
 * with cancelled set. */
bool village_review_game(const village_state *start, const village_move *moves, size_t move_count,
                         int seat, const village_analysis_config *cfg, const volatile int *cancel,
                         village_review_progress progress, void *context, village_review *out);
void village_review_free(village_review *review);

/* The same on a worker thread, so a front end never blocks: start, poll
 * (never blocks; progress 0..1 meanwhile), cancel, free. */
typedef struct village_analysis_job village_analysis_job;
village_analysis_job *village_hint_start(const village_state *s, int seat,
                                         const village_analysis_config *cfg);
village_analysis_job *village_review_start(const village_state *start, const village_move *moves,
                                           size_t move_count, int seat,
                                           const village_analysis_config *cfg);
/* Fraction done, 0..1. */
double village_analysis_progress(const village_analysis_job *job);
/* True once finished (then the result is copied out; a review's lines
 * move to *out and belong to the caller). False while running, or for the
 * wrong kind of job. A failed analysis finishes with ok false. */
bool village_hint_poll(village_analysis_job *job, bool *ok, village_analysis *out);
bool village_review_poll(village_analysis_job *job, bool *ok, village_review *out);
void village_analysis_cancel(village_analysis_job *job);
/* Cancels if still running, waits for the thread, frees what is left. */
void village_analysis_free(village_analysis_job *job);

#ifdef __cplusplus
}
#endif

#endif
