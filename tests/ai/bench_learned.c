/* Benchmark of the learned evaluation, one core, processor time (docs/ai.md,
 * "Learned evaluation"): evaluations per second against the hand-written
 * one on positions of random play; then, on the positions expert's search
 * really evaluates one after another, how many inputs change from one to
 * the next, where an evaluation's time goes, the full evaluation against
 * the incremental one at several refresh thresholds; the search's
 * iterations per second without and with the incremental one, and how
 * many of its decisions the incremental one's rounding turns. Prints
 * numbers; asserts nothing.
 * usage: bench_learned [SECONDS per measurement, default 2] [WEIGHTS FILE] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "evaluate.h"
#include "search.h"
#include "testkit_rng.h"
#include "village/ai_learned.h"

enum {
    POSITIONS = 60,
    ROOTS = 6,             /* searches whose leaves are replayed, per player count */
    ROOT_ITERATIONS = 800, /* each one's budget */
    MAX_LEAVES = ROOTS * ROOT_ITERATIONS,
    /* Measurements taken in turn, round after round, each keeping its
     * best round: a loaded machine slows some rounds, never speeds one up,
     * and its slow spells last seconds. */
    ROUNDS = 20
};

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static void random_play(village_state *s, int players, int i, int decisions)
{
    village_new_game(s, players, 1000 + (uint64_t)i, 0);
    testkit_rng rng;
    testkit_rng_seed(&rng, 77 + (uint64_t)i);
    for (int d = 0; d < decisions && !village_game_over(s); d++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        village_apply(s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL);
    }
}

static village_learned *weights(const char *path)
{
    village_learned *set = calloc(1, sizeof *set);
    if (path) {
        FILE *f = fopen(path, "rb");
        char *text = malloc(VILLAGE_LEARNED_TEXT_MAX + 1);
        size_t size = f && text ? fread(text, 1, VILLAGE_LEARNED_TEXT_MAX + 1, f) : 0;
        char err[240] = "cannot open it";
        if (f)
            fclose(f);
        bool ok = text && village_learned_parse(text, size, set, err, sizeof err);
        free(text);
        if (ok)
            return set;
        fprintf(stderr, "%s: %s; a fresh network of 32 units instead\n", path, err);
    }
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_learned_net_init(&set->net[n], 32, (uint64_t)n);
        set->has[n] = true;
    }
    return set;
}

static void hand_written_against_learned(const village_learned *set, double seconds)
{
    static village_state positions[POSITIONS];
    double sink = 0;
    printf("Random play, %d positions one after another:\n", POSITIONS);
    printf("players  hand-written evals/s  learned evals/s  learned/hand  hidden units\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        for (int i = 0; i < POSITIONS; i++)
            random_play(&positions[i], players, i, 5 * i);
        double rate[2];
        for (int learned = 0; learned < 2; learned++) {
            long done = 0;
            double start = cpu_seconds(), now = start;
            while (now - start < seconds) {
                for (int i = 0; i < POSITIONS; i++) {
                    double win[VILLAGE_MAX_PLAYERS];
                    if (learned)
                        village_learned_evaluate(set, &positions[i], positions[i].actor, win);
                    else
                        ai_evaluate(&positions[i], win);
                    sink += win[0];
                }
                done += POSITIONS;
                now = cpu_seconds();
            }
            rate[learned] = (double)done / (now - start);
        }
        printf("%7d  %20.0f  %15.0f  %12.2f  %12d\n", players, rate[0], rate[1], rate[1] / rate[0],
               set->net[players].hidden);
    }
    fprintf(stderr, "(checksum %g)\n", sink);
}

/* The positions one search thread evaluated, in its order; a search's
 * first leaf starts a fresh accumulator, as each tree's does. */
typedef struct leaves {
    int count;
    village_state state[MAX_LEAVES];
    int viewer[MAX_LEAVES];
    bool first[MAX_LEAVES];
    bool next_is_first;
    int viewing;
} leaves;

static void keep_leaf(void *context, const village_state *leaf)
{
    leaves *l = context;
    if (l->count == MAX_LEAVES || village_game_over(leaf))
        return; /* the network scores only unfinished games */
    l->state[l->count] = *leaf;
    l->viewer[l->count] = l->viewing;
    l->first[l->count++] = l->next_is_first;
    l->next_is_first = false;
}

static void expert_params(const village_learned *set, ai_search_params *params)
{
    ai_search_defaults(VILLAGE_AI_EXPERT, params);
    params->learned = set;
    params->max_seconds = 0;
    params->threads = 1;
}

/* Roots from random play at several depths: the game's start, middle and
 * late rounds. */
static void root_of(village_state *s, int players, int k)
{
    random_play(s, players, 500 + k, 40 * k);
}

static void search_leaves(const village_learned *set, int players, leaves *out)
{
    out->count = 0;
    for (int k = 0; k < ROOTS; k++) {
        village_state root;
        root_of(&root, players, k);
        if (village_game_over(&root))
            continue;
        ai_search_params params;
        expert_params(set, &params);
        params.max_iterations = ROOT_ITERATIONS;
        params.leaf_seen = keep_leaf;
        params.leaf_context = out;
        out->next_is_first = true;
        out->viewing = root.actor;
        village_move move;
        ai_search(&root, &params, 1 + (uint64_t)k, NULL, &move, NULL);
    }
}

static int compare_ints(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* How many of a seat's inputs differ from the same seat's at the same
 * thread's last evaluation. */
static void changed_inputs(const leaves *l, int players)
{
    static int changed[MAX_LEAVES * VILLAGE_MAX_PLAYERS];
    static float inputs[MAX_LEAVES][VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
    int k = 0;
    for (int i = 0; i < l->count; i++) {
        village_learned_inputs(&l->state[i], l->viewer[i], inputs[i]);
        if (l->first[i])
            continue;
        for (int p = 0; p < players; p++) {
            int c = 0;
            for (int x = 0; x < VILLAGE_LEARNED_INPUTS; x++)
                c += inputs[i][p][x] != inputs[i - 1][p][x];
            changed[k++] = c;
        }
    }
    if (k == 0)
        return;
    qsort(changed, (size_t)k, sizeof changed[0], compare_ints);
    double mean = 0;
    int at_most_24 = 0; /* the share a middling threshold would update */
    for (int i = 0; i < k; i++) {
        mean += changed[i];
        at_most_24 += changed[i] <= 24;
    }
    printf("%7d  %6d  %8.1f  %4d  %6d  %4d  %4d  %13.1f%%\n", players, l->count, mean / k,
           changed[k / 10], changed[k / 2], changed[9 * k / 10], changed[k - 1],
           100.0 * at_most_24 / k);
}

/* Evaluations per second over the leaves in their order: in full, or
 * incrementally with refresh_above. */
static double leaf_rate(const village_learned *set, const leaves *l, bool incremental,
                        int refresh_above, double seconds, double *sink)
{
    static village_learned_accumulator acc;
    long done = 0;
    double start = cpu_seconds(), now = start;
    while (now - start < seconds) {
        for (int i = 0; i < l->count; i++) {
            double win[VILLAGE_MAX_PLAYERS];
            if (!incremental) {
                village_learned_evaluate(set, &l->state[i], l->viewer[i], win);
            } else {
                if (l->first[i])
                    village_learned_accumulator_init(&acc, refresh_above);
                village_learned_evaluate_incremental(set, &l->state[i], l->viewer[i], &acc, win);
            }
            *sink += win[0];
        }
        done += l->count;
        now = cpu_seconds();
    }
    return (double)done / (now - start);
}

/* The first layer alone, as village_learned_net_evaluate sums it. */
static float first_layer(const village_learned_net *net, int players, const float *inputs)
{
    float total = 0;
    for (int p = 0; p < players; p++) {
        const float *x = inputs + p * VILLAGE_LEARNED_INPUTS;
        for (int h = 0; h < net->hidden; h++) {
            float a = net->b1[h];
            for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
                a += net->w1[h][i] * x[i];
            total += a;
        }
    }
    return total;
}

/* Where a full evaluation's time goes: the hand-written worth, the inputs
 * (that worth and the features), the network (products, tanh and softmax),
 * and its first layer alone (the products). */
static void time_split(const village_learned *set, const leaves *l, int players, double seconds,
                       double *sink)
{
    static float inputs[MAX_LEAVES][VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
    double cost[4] = {1e300, 1e300, 1e300, 1e300};
    for (int round = 0; round < ROUNDS; round++)
        for (int part = 0; part < 4; part++) {
            long done = 0;
            double start = cpu_seconds(), now = start;
            while (now - start < seconds / ROUNDS) {
                for (int i = 0; i < l->count; i++) {
                    double win[VILLAGE_MAX_PLAYERS] = {0};
                    if (part == 0)
                        ai_evaluate(&l->state[i], win);
                    else if (part == 1)
                        village_learned_inputs(&l->state[i], l->viewer[i], inputs[i]);
                    else if (part == 2)
                        village_learned_net_evaluate(&set->net[players], players, &inputs[i][0][0],
                                                     win);
                    else
                        win[0] = first_layer(&set->net[players], players, &inputs[i][0][0]);
                    *sink += win[0] + inputs[i][0][0];
                }
                done += l->count;
                now = cpu_seconds();
            }
            double microseconds = (now - start) / (double)done * 1e6;
            if (microseconds < cost[part])
                cost[part] = microseconds;
        }
    printf("%7d  %5.2f  %8.2f  %8.2f  %12.2f  %5.2f\n", players, cost[0], cost[1] - cost[0],
           cost[3], cost[2] - cost[3], cost[1] + cost[2]);
}

/* Expert's iterations per second of processor time on the roots, for each
 * refresh threshold (-1: no accumulator, every position evaluated whole),
 * alternating root by root. */
static void search_rates(const village_learned *set, int players, const int *refresh_above,
                         int configs, double seconds)
{
    long iterations[8] = {0};
    double spent[8] = {0}, total = 0;
    while (total < configs * seconds) {
        for (int k = 0; k < ROOTS; k++) {
            village_state root;
            root_of(&root, players, k);
            if (village_game_over(&root))
                continue;
            for (int t = 0; t < configs; t++) {
                ai_search_params params;
                expert_params(set, &params);
                params.max_iterations = 3000;
                params.learned_refresh_above = refresh_above[t];
                village_move move;
                village_ai_stats stats = {0};
                double start = cpu_seconds();
                ai_search(&root, &params, 7 + (uint64_t)k, NULL, &move, &stats);
                spent[t] += cpu_seconds() - start;
                total += cpu_seconds() - start;
                iterations[t] += stats.iterations;
            }
        }
    }
    printf("%7d", players);
    for (int t = 0; t < configs; t++)
        printf("  %9.0f (%.3f)", iterations[t] / spent[t],
               iterations[t] / spent[t] / (iterations[0] / spent[0]));
    printf("\n");
}

/* How many of expert's decisions at 1,000 iterations the incremental
 * path's rounding changes, on positions of random play. */
static void decisions_that_differ(const village_learned *set, int players)
{
    enum { DECISIONS = 40 };
    int differ = 0, made = 0;
    for (int k = 0; k < DECISIONS; k++) {
        village_state root;
        random_play(&root, players, 600 + k, 3 * k);
        if (village_game_over(&root))
            continue;
        village_move move[2];
        for (int incremental = 0; incremental < 2; incremental++) {
            ai_search_params params;
            expert_params(set, &params);
            params.max_iterations = 1000;
            params.learned_refresh_above = incremental ? VILLAGE_LEARNED_REFRESH_ABOVE : -1;
            ai_search(&root, &params, 11 + (uint64_t)k, NULL, &move[incremental], NULL);
        }
        differ += !village_move_equal(&move[0], &move[1]);
        made++;
    }
    printf("%7d  %d of %d\n", players, differ, made);
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    village_learned *set = weights(argc > 2 ? argv[2] : NULL);
    static leaves found[VILLAGE_MAX_PLAYERS + 1];
    double sink = 0;
    hand_written_against_learned(set, seconds);

    printf("\nThe positions expert's search evaluates, one thread, %d searches of %d iterations:\n"
           "inputs of a seat that changed since the thread's last evaluation\n",
           ROOTS, ROOT_ITERATIONS);
    printf("players  leaves  mean  p10  median  p90  max  at most 24\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        search_leaves(set, players, &found[players]);
        changed_inputs(&found[players], players);
    }

    printf("\nmicroseconds per evaluation (all seats; best of %d rounds)\n", ROUNDS);
    printf("players  worth  features  products  tanh+softmax  whole\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        time_split(set, &found[players], players, seconds, &sink);

    static const int thresholds[] = {-1, 0, 8, 16, 24, 32, 48, VILLAGE_LEARNED_INPUTS};
    enum { CONFIGS = sizeof thresholds / sizeof thresholds[0] };
    printf("\nevaluations/s (best of %d rounds): full, and incremental summing a seat whole when "
           "more than N inputs changed\n",
           ROUNDS);
    printf("players  %9s", "full");
    for (int t = 1; t < CONFIGS; t++)
        printf("  N=%-7d", thresholds[t]);
    printf("\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        double best[CONFIGS] = {0};
        for (int round = 0; round < ROUNDS; round++)
            for (int t = 0; t < CONFIGS; t++) {
                double rate = leaf_rate(set, &found[players], thresholds[t] >= 0, thresholds[t],
                                        seconds / ROUNDS, &sink);
                if (rate > best[t])
                    best[t] = rate;
            }
        printf("%7d", players);
        for (int t = 0; t < CONFIGS; t++)
            printf("  %9.0f", best[t]);
        printf("\n");
    }

    static const int search_refresh[] = {-1, 0, VILLAGE_LEARNED_REFRESH_ABOVE};
    printf("\nexpert's search, 3,000 iterations a search, iterations/s of processor time "
           "(against the full evaluation)\n");
    printf("players  %17s  %17s  %17s\n", "full", "N=0", "incremental");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        search_rates(set, players, search_refresh, 3, seconds);

    printf("\nexpert's decisions at 1,000 iterations that the incremental path changes\n");
    printf("players  decisions\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        decisions_that_differ(set, players);
    fprintf(stderr, "(checksum %g)\n", sink);
    free(set);
    return 0;
}
