/* The learned evaluation's network: every seat's chance to win from its
 * inputs, and the expert level's installed set (village/ai_learned.h). */
#include <math.h>
#include <stdatomic.h>

#include "ai_rng.h"
#include "evaluate.h"
#include "learned_internal.h"

void ai_learned_chances_of_sums(const village_learned_net *net, int players, const float *sums,
                                double win[VILLAGE_MAX_PLAYERS])
{
    double score[VILLAGE_MAX_PLAYERS], top = -1e300;
    for (int p = 0; p < players; p++) {
        float sum = net->b2;
        for (int h = 0; h < net->hidden; h++)
            sum += net->w2[h] * tanhf(sums[p * VILLAGE_LEARNED_MAX_HIDDEN + h]);
        score[p] = sum;
        if (score[p] > top)
            top = score[p];
    }
    double total = 0;
    for (int p = 0; p < players; p++)
        total += win[p] = exp(score[p] - top);
    for (int p = 0; p < players; p++)
        win[p] /= total;
}

void village_learned_net_evaluate(const village_learned_net *net, int players, const float *inputs,
                                  double win[VILLAGE_MAX_PLAYERS])
{
    float sums[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_MAX_HIDDEN];
    for (int p = 0; p < players; p++) {
        const float *x = inputs + p * VILLAGE_LEARNED_INPUTS;
        for (int h = 0; h < net->hidden; h++) {
            const float *w = net->w1[h];
            float a = net->b1[h];
            for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
                a += w[i] * x[i];
            sums[p][h] = a;
        }
    }
    ai_learned_chances_of_sums(net, players, &sums[0][0], win);
}

bool ai_learned_chances(const village_learned *set, const village_state *s, int viewer,
                        const double worth[VILLAGE_MAX_PLAYERS], village_learned_accumulator *acc,
                        double win[VILLAGE_MAX_PLAYERS])
{
    int n = s->num_players;
    if (!set || n < 2 || n > VILLAGE_MAX_PLAYERS || !set->has[n] || viewer < 0 || viewer >= n)
        return false;
    double own[VILLAGE_MAX_PLAYERS];
    if (!worth) {
        ai_evaluate(s, own);
        worth = own;
    }
    float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
    ai_learned_inputs_of_worth(s, viewer, worth, inputs);
    if (acc)
        village_learned_net_evaluate_incremental(&set->net[n], n, &inputs[0][0], acc, win);
    else
        village_learned_net_evaluate(&set->net[n], n, &inputs[0][0], win);
    return true;
}

bool village_learned_evaluate(const village_learned *set, const village_state *s, int viewer,
                              double win[VILLAGE_MAX_PLAYERS])
{
    return ai_learned_chances(set, s, viewer, NULL, NULL, win);
}

bool village_learned_evaluate_incremental(const village_learned *set, const village_state *s,
                                          int viewer, village_learned_accumulator *acc,
                                          double win[VILLAGE_MAX_PLAYERS])
{
    return ai_learned_chances(set, s, viewer, NULL, acc, win);
}

void village_learned_net_init(village_learned_net *net, int hidden, uint64_t seed)
{
    if (hidden < 1)
        hidden = 1;
    if (hidden > VILLAGE_LEARNED_MAX_HIDDEN)
        hidden = VILLAGE_LEARNED_MAX_HIDDEN;
    *net = (village_learned_net){.hidden = hidden};
    ai_rng rng = {ai_derive_seed(seed, 0x1ea7)};
    /* Uniform in +-1/sqrt(inputs): tanh units start off their flat ends. */
    float scale = 1.0f / sqrtf((float)VILLAGE_LEARNED_INPUTS);
    for (int h = 0; h < hidden; h++) {
        for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
            net->w1[h][i] = (float)(2.0 * ai_rng_unit(&rng) - 1.0) * scale;
        net->w2[h] = (float)(2.0 * ai_rng_unit(&rng) - 1.0) / sqrtf((float)hidden);
    }
}

static _Atomic(const village_learned *) installed;

void village_learned_install(const village_learned *set)
{
    atomic_store(&installed, set);
}

const village_learned *village_learned_installed(void)
{
    return atomic_load(&installed);
}
