/* The learned evaluation's running first layer (village/ai_learned.h):
 * hidden sums carried from one position to the next by the inputs that
 * changed (docs/ai.md, "Learned evaluation", "Incremental"). */
#include <string.h>

#include "learned_internal.h"

void village_learned_accumulator_init(village_learned_accumulator *acc, int refresh_above)
{
    acc->net = NULL;
    acc->players = 0;
    acc->refresh_above = refresh_above;
    acc->whole = acc->updated = acc->followed = 0;
}

static void take_net(village_learned_accumulator *acc, const village_learned_net *net, int players)
{
    for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
        for (int h = 0; h < net->hidden; h++)
            acc->rows[i][h] = net->w1[h][i];
    acc->net = net;
    acc->players = players;
}

/* Every unit's sum in the full evaluation's order (bias, then input 0, 1,
 * ...), so a seat summed whole gives its very chances; input-major, so the
 * units are summed side by side. */
static void sum_whole(const village_learned_accumulator *acc, const float *x, float *sums)
{
    const village_learned_net *net = acc->net;
    int hidden = net->hidden;
    for (int h = 0; h < hidden; h++)
        sums[h] = net->b1[h];
    for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++) {
        const float *row = acc->rows[i];
        float xi = x[i];
        for (int h = 0; h < hidden; h++)
            sums[h] += row[h] * xi;
    }
}

void village_learned_net_evaluate_incremental(const village_learned_net *net, int players,
                                              const float *inputs, village_learned_accumulator *acc,
                                              double win[VILLAGE_MAX_PLAYERS])
{
    bool fresh = acc->net != net || acc->players != players;
    if (fresh)
        take_net(acc, net, players);
    int hidden = net->hidden;
    for (int p = 0; p < players; p++) {
        const float *x = inputs + p * VILLAGE_LEARNED_INPUTS;
        float *last = acc->inputs[p];
        int changed[VILLAGE_LEARNED_INPUTS], k = 0;
        /* Without a branch: which inputs change is a coin toss for the
         * predictor (26 of 67 at 2 players). */
        if (!fresh)
            for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++) {
                changed[k] = i;
                k += x[i] != last[i];
            }
        if (fresh || k > acc->refresh_above) {
            sum_whole(acc, x, acc->sums[p]);
            acc->whole++;
        } else {
            float *sums = acc->sums[p];
            for (int j = 0; j < k; j++) {
                const float *row = acc->rows[changed[j]];
                float step = x[changed[j]] - last[changed[j]];
                for (int h = 0; h < hidden; h++)
                    sums[h] += row[h] * step;
            }
            acc->updated++;
            acc->followed += k;
        }
        memcpy(last, x, sizeof acc->inputs[p]);
    }
    ai_learned_chances_of_sums(net, players, &acc->sums[0][0], win);
}
