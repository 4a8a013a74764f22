/* The learned evaluation's trainer (village/ai_learned.h): self-play games
 * of the playout policy on every core, then stochastic gradient descent on
 * the log loss of the seats' win chances against TD(lambda) targets. Every
 * chunk of games comes from its own seed, so a run resumed from a
 * checkpoint at a chunk's end learns exactly what an unbroken one does. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_parallel.h"
#include "ai_rng.h"
#include "heuristic.h"
#include "search.h"
#include "village/ai_learned.h"

enum {
    KEEP_EVERY = 2,         /* every second decision with a choice becomes a sample */
    SAMPLES_PER_GAME = 160, /* the rest of a long game's positions are left out */
    MAX_DECISIONS = 4000    /* a game longer than this is left out */
};

typedef float seat_inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];

/* One game's kept positions and its outcome. */
typedef struct game_record {
    int count;
    bool finished;
    float share[VILLAGE_MAX_PLAYERS];
    seat_inputs *inputs; /* SAMPLES_PER_GAME of them */
} game_record;

typedef struct chunk_job {
    const village_learned_train_config *cfg;
    game_record *games;
    long count;
    uint64_t seed;
    int workers;
} chunk_job;

/* The playout policy of the search (playout.c): greedy on the mover's own
 * worth one decision ahead, cubes before the well, sometimes random. */
static int policy(const village_state *s, village_move *moves, int n, double epsilon, ai_rng *rng)
{
    if (n == 1)
        return 0;
    if (ai_rng_unit(rng) < epsilon)
        return (int)ai_rng_below(rng, (uint32_t)n);
    int index[VILLAGE_MAX_MOVES], k = 0;
    village_move kept[VILLAGE_MAX_MOVES];
    for (int i = 0; i < n; i++)
        if (s->phase != VILLAGE_PHASE_TURN || moves[i].kind != VILLAGE_MOVE_WELL) {
            index[k] = i;
            kept[k++] = moves[i];
        }
    if (k == 0)
        return ai_best_move(s, moves, n, 0, AI_VALUE_OWN, rng);
    return index[ai_best_move(s, kept, k, 0, AI_VALUE_OWN, rng)];
}

/* The search's choice at cfg's iterations: games of stronger play than the
 * playout policy's, at the cost of a search per decision. */
static int searched(const village_learned_train_config *cfg, const village_state *s,
                    const village_move *moves, int n, uint64_t seed)
{
    if (n == 1)
        return 0;
    ai_search_params params;
    ai_search_defaults(VILLAGE_AI_HARD, &params);
    params.max_iterations = cfg->search_iterations;
    params.max_seconds = 0;
    village_move chosen;
    if (!ai_search(s, &params, seed, NULL, &chosen, NULL))
        return 0;
    for (int i = 0; i < n; i++)
        if (village_move_equal(&moves[i], &chosen))
            return i;
    return 0;
}

static void play_game(const village_learned_train_config *cfg, uint64_t seed, game_record *g)
{
    g->count = 0;
    g->finished = false;
    village_state s;
    if (!village_new_game(&s, cfg->players, seed, -1))
        return;
    ai_rng rng = {ai_derive_seed(seed, 0x9a3e)};
    long choices = 0;
    for (int step = 0; step < MAX_DECISIONS && !village_game_over(&s); step++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        if (n > 1 && choices++ % KEEP_EVERY == 0 && g->count < SAMPLES_PER_GAME)
            village_learned_inputs(&s, s.actor, g->inputs[g->count++]);
        int pick = cfg->search_iterations > 0
                       ? searched(cfg, &s, moves, n, ai_derive_seed(seed, (uint64_t)step))
                       : policy(&s, moves, n, cfg->epsilon, &rng);
        village_apply_trusted(&s, &moves[pick], NULL);
    }
    if (!village_game_over(&s))
        return;
    village_result result;
    village_result_compute(&s, &result);
    int winners = 0;
    for (int p = 0; p < s.num_players; p++)
        winners += result.rank[p] == 1;
    for (int p = 0; p < s.num_players; p++)
        g->share[p] = result.rank[p] == 1 ? 1.0f / (float)winners : 0.0f;
    g->finished = true;
}

static void chunk_worker(void *context, int index)
{
    chunk_job *job = context;
    for (long g = index; g < job->count; g += job->workers)
        play_game(job->cfg, ai_derive_seed(job->seed, (uint64_t)g), &job->games[g]);
}

static game_record *records_new(long count)
{
    game_record *games = calloc((size_t)count, sizeof *games);
    if (!games)
        return NULL;
    for (long g = 0; g < count; g++)
        if (!(games[g].inputs = malloc(SAMPLES_PER_GAME * sizeof(seat_inputs)))) {
            for (long k = 0; k < g; k++)
                free(games[k].inputs);
            free(games);
            return NULL;
        }
    return games;
}

static void records_free(game_record *games, long count)
{
    for (long g = 0; games && g < count; g++)
        free(games[g].inputs);
    free(games);
}

static void play_chunk(const village_learned_train_config *cfg, game_record *games, long count,
                       uint64_t seed)
{
    int workers = cfg->threads < 1                ? 1
                  : cfg->threads > AI_MAX_THREADS ? AI_MAX_THREADS
                                                  : cfg->threads;
    chunk_job job = {cfg, games, count, seed, workers};
    ai_parallel_run(workers, chunk_worker, &job);
}

/* TD(lambda) targets of one game, from its end back: the outcome, blended
 * with the network's estimate of the next kept position. */
static void td_targets(const village_learned_net *net, int players, const game_record *g,
                       double lambda, float (*target)[VILLAGE_MAX_PLAYERS])
{
    double next[VILLAGE_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        next[p] = g->share[p];
    for (int t = g->count - 1; t >= 0; t--) {
        for (int p = 0; p < players; p++)
            target[t][p] = (float)next[p];
        if (lambda >= 1.0)
            continue;
        double estimate[VILLAGE_MAX_PLAYERS];
        village_learned_net_evaluate(net, players, &g->inputs[t][0][0], estimate);
        for (int p = 0; p < players; p++)
            next[p] = (1.0 - lambda) * estimate[p] + lambda * target[t][p];
    }
}

/* One gradient step on one position: d(loss)/d(score p) = win p - target p. */
static double learn(village_learned_net *net, int players, const float *inputs, const float *target,
                    float rate)
{
    float hidden[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_MAX_HIDDEN];
    double score[VILLAGE_MAX_PLAYERS], top = -1e300, total = 0, win[VILLAGE_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        float sum = net->b2;
        for (int h = 0; h < net->hidden; h++) {
            float a = net->b1[h];
            for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
                a += net->w1[h][i] * inputs[p * VILLAGE_LEARNED_INPUTS + i];
            hidden[p][h] = tanhf(a);
            sum += net->w2[h] * hidden[p][h];
        }
        score[p] = sum;
        if (sum > top)
            top = sum;
    }
    for (int p = 0; p < players; p++)
        total += win[p] = exp(score[p] - top);
    double loss = 0;
    for (int p = 0; p < players; p++) {
        win[p] /= total;
        if (target[p] > 0)
            loss -= target[p] * log(win[p] > 1e-12 ? win[p] : 1e-12);
    }
    for (int p = 0; p < players; p++) {
        float d = (float)(win[p] - target[p]) * rate;
        for (int h = 0; h < net->hidden; h++) {
            float back = d * net->w2[h] * (1.0f - hidden[p][h] * hidden[p][h]);
            net->w2[h] -= d * hidden[p][h];
            net->b1[h] -= back;
            for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
                net->w1[h][i] -= back * inputs[p * VILLAGE_LEARNED_INPUTS + i];
        }
        /* b2 is shared by every seat, so its gradient sums to zero. */
    }
    return loss;
}

/* Trains on one chunk's games; the mean loss of its first pass, each
 * position scored before the network learnt from it (a held-out measure
 * of games it has not seen). */
static double learn_chunk(const village_learned_train_config *cfg, village_learned_net *net,
                          game_record *games, long count, uint64_t seed)
{
    long samples = 0;
    for (long g = 0; g < count; g++)
        samples += games[g].finished ? games[g].count : 0;
    if (samples == 0)
        return 0.0;
    long *order = malloc((size_t)samples * sizeof *order);
    float(*target)[VILLAGE_MAX_PLAYERS] = malloc((size_t)samples * sizeof *target);
    if (!order || !target) {
        free(order);
        free(target);
        return NAN;
    }
    long k = 0;
    for (long g = 0; g < count; g++) {
        if (!games[g].finished)
            continue;
        td_targets(net, cfg->players, &games[g], cfg->lambda, target + k);
        for (int t = 0; t < games[g].count; t++)
            order[k + t] = g * SAMPLES_PER_GAME + t;
        k += games[g].count;
    }
    ai_rng rng = {ai_derive_seed(seed, 0x0bde)};
    double loss = 0, first_pass = 0;
    for (int epoch = 0; epoch < cfg->epochs; epoch++) {
        long *where = malloc((size_t)samples * sizeof *where);
        if (!where)
            break;
        for (long i = 0; i < samples; i++)
            where[i] = i;
        for (long i = samples - 1; i > 0; i--) { /* Fisher-Yates */
            long j = (long)ai_rng_below(&rng, (uint32_t)(i + 1));
            long x = where[i];
            where[i] = where[j];
            where[j] = x;
        }
        loss = 0;
        for (long i = 0; i < samples; i++) {
            long at = order[where[i]];
            const game_record *g = &games[at / SAMPLES_PER_GAME];
            loss += learn(net, cfg->players, &g->inputs[at % SAMPLES_PER_GAME][0][0],
                          target[where[i]], (float)cfg->rate);
        }
        loss /= (double)samples;
        if (epoch == 0)
            first_pass = loss;
        free(where);
    }
    free(order);
    free(target);
    return first_pass;
}

bool village_learned_train(const village_learned_train_config *cfg, village_learned_net *net,
                           long games_done)
{
    long chunk = cfg->chunk_games > 0 ? cfg->chunk_games : 100;
    game_record *games = records_new(chunk);
    if (!games)
        return false;
    while (games_done < cfg->games) {
        long index = games_done / chunk;
        long count = cfg->games - games_done < chunk ? cfg->games - games_done : chunk;
        uint64_t seed = ai_derive_seed(cfg->seed, (uint64_t)index);
        play_chunk(cfg, games, count, seed);
        double loss = learn_chunk(cfg, net, games, count, seed);
        games_done += count;
        net->games = games_done;
        if (cfg->progress && !cfg->progress(cfg->progress_context, net, games_done, loss))
            break;
    }
    records_free(games, chunk);
    return true;
}

double village_learned_holdout_loss(const village_learned_train_config *cfg,
                                    const village_learned_net *net, long count, uint64_t seed)
{
    game_record *games = records_new(count);
    if (!games)
        return NAN;
    play_chunk(cfg, games, count, seed);
    double loss = 0;
    long samples = 0;
    for (long g = 0; g < count; g++) {
        if (!games[g].finished)
            continue;
        for (int t = 0; t < games[g].count; t++) {
            double win[VILLAGE_MAX_PLAYERS];
            village_learned_net_evaluate(net, cfg->players, &games[g].inputs[t][0][0], win);
            for (int p = 0; p < cfg->players; p++)
                if (games[g].share[p] > 0)
                    loss -= games[g].share[p] * log(win[p] > 1e-12 ? win[p] : 1e-12);
            samples++;
        }
    }
    records_free(games, count);
    return samples ? loss / (double)samples : NAN;
}
