/* Fitting the evaluation's weights to game outcomes (Texel's method; docs/ai.md,
 * "Tuned evaluation"): each player's chance to win a position is modelled as a
 * softmax of the players' evaluations over a scale, and the weights and the
 * scale are moved one at a time while the log loss against the real win
 * shares falls. Pure computation, no I/O: village-cli tune reads and prints. */
#ifndef VILLAGE_AI_TUNE_H
#define VILLAGE_AI_TUNE_H

#include <stddef.h>

#include "village/village.h"

enum { VILLAGE_TUNE_MAX_PARAMS = 40 };

/* A position from a finished game and each player's share of its win. */
typedef struct village_tune_sample {
    village_state state;
    float share[VILLAGE_MAX_PLAYERS];
} village_tune_sample;

int village_tune_param_count(void);
/* The field of src/ai/weights.c a parameter is, e.g. "cube" or
 * "chronicle_early[3]". */
const char *village_tune_param_name(int index);
/* The weights in use as a parameter vector. */
void village_tune_defaults(double params[VILLAGE_TUNE_MAX_PARAMS]);

/* Mean log loss per player and position of the softmax model. */
double village_tune_loss(const village_tune_sample *samples, size_t n, const double *params,
                         double scale);
/* Share of positions whose highest evaluation belongs to a winner. */
double village_tune_accuracy(const village_tune_sample *samples, size_t n, const double *params);

/* The scale that minimises the loss for these weights. */
double village_tune_fit_scale(const village_tune_sample *samples, size_t n, const double *params);

/* Called after every pass of the fit with the loss reached. */
typedef void (*village_tune_progress)(void *ctx, int pass, double loss);

/* Coordinate descent from params and *scale (both updated): each pass tries
 * every parameter one step up and down and keeps a move that lowers the
 * loss; a step that finds nothing is halved. Parameters stay >= 0. Stops
 * after 'passes' passes or when no step is left worth trying. Returns the
 * final loss. */
double village_tune_fit(const village_tune_sample *samples, size_t n, double *params, double *scale,
                        int passes, village_tune_progress progress, void *ctx);

#endif
