/* The learned evaluation (docs/ai.md, "Learned evaluation"): a small network
 * per player count that reads named features of one seat's information set
 * and gives every seat's chance to win; the trainer that makes it from
 * self-play; and its versioned text file. Pure computation, no I/O: callers
 * read and write the files (village-cli train, the game, the tests). */
#ifndef VILLAGE_AI_LEARNED_H
#define VILLAGE_AI_LEARNED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

enum {
    VILLAGE_LEARNED_FORMAT = 2,         /* the version written; version 1 is still read */
    VILLAGE_LEARNED_SEAT_FEATURES = 31, /* features of one seat */
    VILLAGE_LEARNED_TABLE_FEATURES = 7, /* features of the whole table */
    /* A seat's inputs: its own features, how far they stand above the best
     * opponent's, and the table's. */
    VILLAGE_LEARNED_INPUTS = 2 * VILLAGE_LEARNED_SEAT_FEATURES + VILLAGE_LEARNED_TABLE_FEATURES,
    /* Files made before the table's last two inputs (the free chronicle and
     * graves) name only the first 67; those two read with weight 0. */
    VILLAGE_LEARNED_OLDEST_INPUTS = VILLAGE_LEARNED_INPUTS - 2,
    VILLAGE_LEARNED_MAX_HIDDEN = 64,
    VILLAGE_LEARNED_MAX_RUNS = 8,      /* runs a network's history keeps */
    VILLAGE_LEARNED_MAX_NOTES = 4,     /* notes on one run */
    VILLAGE_LEARNED_TEXT_MAX = 1 << 20 /* the largest file the reader takes */
};

/* One network: a seat's inputs -> tanh hidden units -> a score; the seats'
 * scores through a softmax are their chances to win. Weights are shared by
 * the seats, so the network sees the table the same from every chair. */
typedef struct village_learned_net {
    int hidden;
    long games; /* self-play games it learnt from */
    float w1[VILLAGE_LEARNED_MAX_HIDDEN][VILLAGE_LEARNED_INPUTS];
    float b1[VILLAGE_LEARNED_MAX_HIDDEN];
    float w2[VILLAGE_LEARNED_MAX_HIDDEN];
    float b2;
} village_learned_net;

/* One training run that shaped a network: what was typed and on which
 * source, so that anyone can make the same weights again. */
typedef struct village_learned_run {
    long games;    /* the network's count of games when this run last wrote it */
    bool has_seed; /* false only for runs read from a version 1 file */
    uint64_t seed;
    char commit[64];   /* the source revision (one word) */
    char command[512]; /* the command as it was typed */
    int notes;         /* what a person knows of the run that the command does not say */
    char note[VILLAGE_LEARNED_MAX_NOTES][240];
} village_learned_run;

/* Where one network came from: its runs, oldest first (a warm start's
 * runs, then those that went on from it), and the last held-out measure of
 * these very weights, if any. */
typedef struct village_learned_origin {
    int runs;
    village_learned_run run[VILLAGE_LEARNED_MAX_RUNS];
    long holdout_games;     /* 0: not measured */
    int holdout_iterations; /* who played them: 0 the playout policy, else the search */
    uint64_t holdout_seed;  /* the trainer's --seed when it measured */
    double holdout_loss;    /* mean log loss on those games */
} village_learned_origin;

/* The networks for 2, 3 and 4 players and where each came from. */
typedef struct village_learned {
    bool has[VILLAGE_MAX_PLAYERS + 1]; /* has[n]: a network for n players */
    village_learned_net net[VILLAGE_MAX_PLAYERS + 1];
    village_learned_origin origin[VILLAGE_MAX_PLAYERS + 1];
} village_learned;

/* Adds run to origin's end; a full history keeps its first run (the
 * network's start) and drops its second. */
void village_learned_add_run(village_learned_origin *origin, const village_learned_run *run);

/* The name of input i (0 .. VILLAGE_LEARNED_INPUTS-1), e.g. "own.prestige",
 * "lead.cubes.brown", "table.round". */
const char *village_learned_input_name(int i);

/* The inputs of every seat as 'viewer' knows the table: other players'
 * face-down customers count by how many they hold and the mean of the tiles
 * viewer cannot see, never by which they are; nothing reads the pile's
 * order or the generator. */
void village_learned_inputs(const village_state *s, int viewer,
                            float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS]);

/* Each seat's chance to win s as viewer sees it (they sum to 1). False,
 * with win[] untouched, when the set has no network for s's player count. */
bool village_learned_evaluate(const village_learned *set, const village_state *s, int viewer,
                              double win[VILLAGE_MAX_PLAYERS]);

/* The same from inputs already worked out (the trainer's and the tests'):
 * seat p's are inputs[p * VILLAGE_LEARNED_INPUTS ...]. */
void village_learned_net_evaluate(const village_learned_net *net, int players, const float *inputs,
                                  double win[VILLAGE_MAX_PLAYERS]);

/* A search thread's running first layer (docs/ai.md, "Learned
 * evaluation", "Incremental"): per seat the inputs of the last position it
 * evaluated and their hidden units' sums, so that the next position's sums
 * move only along the inputs that changed, as an NNUE accumulator does. Its
 * one writer is the thread that owns it (each search tree owns one); it
 * holds the network's first layer input-major, copied when the network or
 * the player count changes. */
typedef struct village_learned_accumulator {
    const village_learned_net *net; /* whose sums these are; NULL: empty */
    int players;
    /* A seat with more changed inputs than this is summed whole again. */
    int refresh_above;
    float rows[VILLAGE_LEARNED_INPUTS][VILLAGE_LEARNED_MAX_HIDDEN]; /* w1, input-major */
    float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
    float sums[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_MAX_HIDDEN]; /* before tanh */
    /* Seats summed whole, seats updated, and the inputs those updates
     * followed: what the benchmark reports. */
    long whole, updated, followed;
} village_learned_accumulator;

/* The refresh_above the search uses (docs/ai.md, "Incremental"). */
enum { VILLAGE_LEARNED_REFRESH_ABOVE = 48 };

/* Empties acc: its next evaluation sums every seat whole. */
void village_learned_accumulator_init(village_learned_accumulator *acc, int refresh_above);

/* village_learned_evaluate through acc: the same chances up to float
 * rounding (summed in another order), from hidden sums updated along the
 * inputs that changed since acc's last position. */
bool village_learned_evaluate_incremental(const village_learned *set, const village_state *s,
                                          int viewer, village_learned_accumulator *acc,
                                          double win[VILLAGE_MAX_PLAYERS]);

/* The same from inputs already worked out, as village_learned_net_evaluate. */
void village_learned_net_evaluate_incremental(const village_learned_net *net, int players,
                                              const float *inputs, village_learned_accumulator *acc,
                                              double win[VILLAGE_MAX_PLAYERS]);

/* The file's text (allocated; NULL when memory is short). */
char *village_learned_format(const village_learned *set);

/* Reads a file's text, version 2 or 1: false, with a sentence in err, for
 * anything that is not a complete file of either whose inputs are this
 * build's, in order (or the first VILLAGE_LEARNED_OLDEST_INPUTS of them,
 * the rest then weighing 0), and whose every number is finite and in range. A
 * version 1 file's one command and commit (its last run's) become each
 * network's one run, with a note that says so. */
bool village_learned_parse(const char *text, size_t size, village_learned *out, char *err,
                           size_t err_size);

/* The set the expert level searches with (NULL: none, expert searches with
 * the hand-written evaluation). Set it once before any AI thread starts;
 * the set must outlive every search. */
void village_learned_install(const village_learned *set);
const village_learned *village_learned_installed(void);

/* ---- Training (village-cli train). ---- */

typedef struct village_learned_train_config {
    int players;      /* 2..4: the network trained */
    long games;       /* self-play games in all (counted from the first) */
    long chunk_games; /* games played before each learning step */
    uint64_t seed;    /* games, moves and the order of learning all come from it */
    int threads;      /* games played at once */
    int hidden;       /* units, for a fresh network */
    double lambda;    /* TD(lambda): 1 learns from outcomes alone, below 1 also from
                         the network's own later estimates */
    double rate;      /* learning rate */
    int epochs;       /* passes over each chunk's positions */
    double epsilon;   /* chance of a random move in the self-play games */
    /* Who plays the games: 0, the search's playout policy (about 2 ms a
     * game); N > 0, the search itself with hard's parameters at N iterations
     * a decision and no time cap, so a seed still gives the same games. */
    int search_iterations;
    /* Called after each chunk from the calling thread; false stops training
     * (the caller writes its checkpoint there). */
    bool (*progress)(void *context, const village_learned_net *net, long games_done, double loss);
    void *progress_context;
} village_learned_train_config;

/* A fresh network: small random weights from seed. */
void village_learned_net_init(village_learned_net *net, int hidden, uint64_t seed);

/* Trains 'net' from games_done (0, or a checkpoint's count) up to
 * cfg->games: the same seed gives the same network whether or not the run
 * was stopped and resumed at a chunk's end. False if memory is short. */
bool village_learned_train(const village_learned_train_config *cfg, village_learned_net *net,
                           long games_done);

/* Mean log loss of net against the outcomes of 'games' fresh self-play
 * games from seed (lower is better): the held-out measure. */
double village_learned_holdout_loss(const village_learned_train_config *cfg,
                                    const village_learned_net *net, long games, uint64_t seed);

#endif
