/* The evaluation's weights fitted to game outcomes (village/ai_tune.h). */
#include "village/ai_tune.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>

#include "evaluate_internal.h"

typedef struct tune_param {
    const char *name;
    size_t offset; /* of a double in ai_weights */
} tune_param;

#define FIELD(f)                                                                                   \
    {                                                                                              \
#f, offsetof(ai_weights, f)                                                                \
    }
#define CHRONICLE(k)                                                                               \
    {                                                                                              \
        "chronicle_early[" #k "]", offsetof(ai_weights, chronicle_early) + (k) * sizeof(double)    \
    }

/* Every double of ai_weights but the chronicle values past five members,
 * which positions almost never reach. */
static const tune_param PARAMS[] = {
    FIELD(stall_complete), FIELD(waiting_complete),
    FIELD(partial),        FIELD(spare_good),
    FIELD(spare_surplus),  FIELD(spare_grain),
    FIELD(wagon_travel),   FIELD(cube),
    FIELD(cube_extra),     FIELD(coin_joker),
    FIELD(coin_stage4),    FIELD(farmyard_worker),
    FIELD(farmyard_extra), FIELD(unborn),
    FIELD(craftsman),      FIELD(councillor_climb),
    FIELD(councillor_top), FIELD(traveller),
    FIELD(in_bag),         FIELD(church_climb),
    FIELD(church_member),  FIELD(majority),
    FIELD(next_start),     CHRONICLE(1),
    CHRONICLE(2),          CHRONICLE(3),
    CHRONICLE(4),          CHRONICLE(5),
};
enum { PARAM_COUNT = sizeof PARAMS / sizeof PARAMS[0] };
_Static_assert((int)PARAM_COUNT <= (int)VILLAGE_TUNE_MAX_PARAMS,
               "VILLAGE_TUNE_MAX_PARAMS too small");

int village_tune_param_count(void)
{
    return PARAM_COUNT;
}

const char *village_tune_param_name(int index)
{
    return index >= 0 && index < PARAM_COUNT ? PARAMS[index].name : "";
}

static double *slot(ai_weights *w, int i)
{
    return (double *)((char *)w + PARAMS[i].offset);
}

void village_tune_defaults(double params[VILLAGE_TUNE_MAX_PARAMS])
{
    ai_weights w = ai_default_weights;
    for (int i = 0; i < PARAM_COUNT; i++)
        params[i] = *slot(&w, i);
}

static ai_weights weights_of(const double *params)
{
    ai_weights w = ai_default_weights;
    for (int i = 0; i < PARAM_COUNT; i++)
        *slot(&w, i) = params[i];
    return w;
}

/* Log loss of one position: the softmax of worth/scale against the shares,
 * per player. */
static double sample_loss(const village_tune_sample *t, const double worth[], double scale)
{
    int n = t->state.num_players;
    double top = worth[0];
    for (int p = 1; p < n; p++)
        top = worth[p] > top ? worth[p] : top;
    double sum = 0;
    for (int p = 0; p < n; p++)
        sum += exp((worth[p] - top) / scale);
    double log_sum = log(sum), loss = 0;
    for (int p = 0; p < n; p++)
        loss -= t->share[p] * ((worth[p] - top) / scale - log_sum);
    return loss / n;
}

double village_tune_loss(const village_tune_sample *samples, size_t n, const double *params,
                         double scale)
{
    ai_weights w = weights_of(params);
    double total = 0;
    for (size_t i = 0; i < n; i++) {
        double worth[VILLAGE_MAX_PLAYERS];
        ai_evaluate_weighted(&samples[i].state, &w, worth);
        total += sample_loss(&samples[i], worth, scale);
    }
    return n ? total / (double)n : 0.0;
}

double village_tune_accuracy(const village_tune_sample *samples, size_t n, const double *params)
{
    ai_weights w = weights_of(params);
    double right = 0;
    for (size_t i = 0; i < n; i++) {
        double worth[VILLAGE_MAX_PLAYERS];
        ai_evaluate_weighted(&samples[i].state, &w, worth);
        int best = 0;
        for (int p = 1; p < samples[i].state.num_players; p++)
            best = worth[p] > worth[best] ? p : best;
        right += samples[i].share[best] > 0;
    }
    return n ? right / (double)n : 0.0;
}

/* Worths for one set of weights, kept so the scale's search costs no new
 * evaluations. */
static double loss_of_worths(const village_tune_sample *samples, size_t n, const double *worths,
                             double scale)
{
    double total = 0;
    for (size_t i = 0; i < n; i++)
        total += sample_loss(&samples[i], &worths[i * VILLAGE_MAX_PLAYERS], scale);
    return n ? total / (double)n : 0.0;
}

double village_tune_fit_scale(const village_tune_sample *samples, size_t n, const double *params)
{
    double *worths = malloc(n * VILLAGE_MAX_PLAYERS * sizeof *worths);
    if (!worths)
        return 0.0;
    ai_weights w = weights_of(params);
    for (size_t i = 0; i < n; i++)
        ai_evaluate_weighted(&samples[i].state, &w, &worths[i * VILLAGE_MAX_PLAYERS]);
    /* The loss is smooth and has one minimum in the scale: golden-section
     * search on its logarithm, from a tenth of a point to a thousand. */
    const double phi = 0.6180339887498949;
    double lo = log(0.1), hi = log(1000.0);
    double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    double fa = loss_of_worths(samples, n, worths, exp(a));
    double fb = loss_of_worths(samples, n, worths, exp(b));
    for (int k = 0; k < 60; k++) {
        if (fa < fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = loss_of_worths(samples, n, worths, exp(a));
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = loss_of_worths(samples, n, worths, exp(b));
        }
    }
    free(worths);
    return exp((lo + hi) / 2);
}

double village_tune_fit(const village_tune_sample *samples, size_t n, double *params, double *scale,
                        int passes, village_tune_progress progress, void *ctx)
{
    double step[VILLAGE_TUNE_MAX_PARAMS];
    for (int i = 0; i < PARAM_COUNT; i++)
        step[i] = params[i] > 0.4 ? params[i] / 4 : 0.1;
    double best = village_tune_loss(samples, n, params, *scale);
    for (int pass = 1; pass <= passes; pass++) {
        bool live = false;
        for (int i = 0; i < PARAM_COUNT; i++) {
            if (step[i] < 0.01)
                continue;
            live = true;
            double was = params[i];
            bool better = false;
            for (int dir = 1; dir >= -1 && !better; dir -= 2) {
                params[i] = was + dir * step[i];
                if (params[i] < 0)
                    continue;
                double loss = village_tune_loss(samples, n, params, *scale);
                if (loss < best) {
                    best = loss;
                    better = true;
                }
            }
            if (!better) {
                params[i] = was;
                step[i] /= 2;
            }
        }
        /* The weights set the evaluation's spread; the scale follows it. */
        double fitted = village_tune_fit_scale(samples, n, params);
        if (fitted > 0) {
            double loss = village_tune_loss(samples, n, params, fitted);
            if (loss < best) {
                best = loss;
                *scale = fitted;
            }
        }
        if (progress)
            progress(ctx, pass, best);
        if (!live)
            break;
    }
    return best;
}
