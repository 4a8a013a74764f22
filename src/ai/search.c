/* Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). Every player
 * sees the same information in Village, so one tree serves all of them:
 * a node is the sequence of moves from the root, and each iteration plays
 * that sequence in a fresh determinisation of the hidden pile order and
 * future draws. Selection is PUCT over the moves legal in that
 * determinisation, with availability counts and heuristic priors. */
#include "search.h"

#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "ai_clock.h"
#include "ai_parallel.h"
#include "heuristic.h"
#include "playout.h"
#include "search_time.h"
#include "search_tree.h"
#include "evaluate_internal.h"
#include "village/ai_learned.h"

enum {
    PRIOR_DEPTH = 1,    /* follow-ups the prior looks at (an action after a cube) */
    NODE_CHILDREN = 16, /* moves kept at an inner node, best priors first */
    MAX_PATH = 512,     /* deepest descent before the playout takes over */
    CLOCK_EVERY = 8,    /* iterations between clock readings */
    DECIDED_EVERY = 32, /* iterations between looks at whether the choice is made */
    /* An iteration adds about five nodes (one expansion, a few more after
     * chance); a full pool only stops the tree from growing. */
    NODES_PER_ITERATION = 6,
    MAX_NODES = 1 << 21 /* about 100 MB */
};

typedef struct search_run {
    const ai_search_params *params;
    ai_tree tree;
    ai_rng rng;
    int32_t path[MAX_PATH];
    int path_length;
    village_learned_accumulator learned_sums; /* this tree's alone */
} search_run;

/* Adds children for the legal moves of s that have none, keeping the
 * 'keep' best by prior. Priors are relative to the best of this batch. */
static void expand(search_run *run, int32_t node, const village_state *s, const village_move *moves,
                   int n, int keep)
{
    double value[VILLAGE_MAX_MOVES];
    bool missing[VILLAGE_MAX_MOVES];
    double best = -1e18;
    for (int i = 0; i < n; i++)
        missing[i] = ai_tree_child(&run->tree, node, &moves[i]) == AI_NO_NODE;
    if (n > 1)
        ai_move_values(s, run->params->weights, moves, n, missing, PRIOR_DEPTH, AI_VALUE_OWN,
                       value);
    else
        value[0] = 0.0;
    for (int i = 0; i < n; i++)
        if (missing[i] && value[i] > best)
            best = value[i];
    for (int added = 0; added < keep; added++) {
        int pick = -1;
        for (int i = 0; i < n; i++)
            if (missing[i] && (pick < 0 || value[i] > value[pick]))
                pick = i;
        if (pick < 0)
            break;
        missing[pick] = false;
        float prior = n > 1 ? (float)(value[pick] - best) : 0.0f;
        if (ai_tree_add(&run->tree, node, &moves[pick], s->actor, prior) == AI_NO_NODE)
            break;
    }
    run->tree.nodes[node].expanded = 1;
}

static bool is_legal_here(const village_move *m, const village_move *moves, int n)
{
    for (int i = 0; i < n; i++)
        if (village_move_equal(m, &moves[i]))
            return true;
    return false;
}

/* PUCT among the children legal in this determinisation, which all count
 * one more availability. *legal_count says how many there were. */
static int32_t select_child(search_run *run, int32_t node, const village_move *moves, int n,
                            int *legal_count)
{
    ai_tree *t = &run->tree;
    const ai_search_params *params = run->params;
    int32_t legal[VILLAGE_MAX_MOVES];
    double weight[VILLAGE_MAX_MOVES], weights = 0, rewards = 0;
    int k = 0, visits = 0;
    for (int32_t c = t->nodes[node].first_child; c != AI_NO_NODE && k < VILLAGE_MAX_MOVES;
         c = t->nodes[c].next_sibling) {
        ai_node *child = &t->nodes[c];
        if (!is_legal_here(&child->move, moves, n))
            continue;
        child->available++;
        weight[k] = exp(child->prior / params->prior_temperature);
        weights += weight[k];
        rewards += child->reward;
        visits += child->visits;
        legal[k++] = c;
    }
    *legal_count = k;
    /* Untried moves start from the mean of the tried ones, a little lower. */
    double first_play = visits > 0 ? rewards / visits - 0.05 : 0.5;
    int32_t best = AI_NO_NODE;
    double best_score = -1e18;
    for (int i = 0; i < k; i++) {
        const ai_node *child = &t->nodes[legal[i]];
        double q = child->visits > 0 ? child->reward / child->visits : first_play;
        double u = params->exploration * (weight[i] / weights) * sqrt((double)child->available) /
                   (1.0 + child->visits);
        if (q + u > best_score) {
            best_score = q + u;
            best = legal[i];
        }
    }
    return best;
}

/* Follows the tree from the root, adding what is missing, until a node
 * seen for the first time or the end of the game. */
static void descend(search_run *run, village_state *s)
{
    int32_t node = 0;
    run->path_length = 0;
    run->path[run->path_length++] = node;
    while (!village_game_over(s) && run->path_length < MAX_PATH) {
        ai_node *current = &run->tree.nodes[node];
        if (node != 0 && current->visits == 0)
            break;
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        int keep = node == 0 ? n : NODE_CHILDREN;
        if (!current->expanded)
            expand(run, node, s, moves, n, keep);
        int legal = 0;
        int32_t child = select_child(run, node, moves, n, &legal);
        /* Another determinisation may offer other moves (new cubes after a
         * round starts, other draws in a mass): add them when few fit. */
        if (2 * legal < (n < keep ? n : keep)) {
            expand(run, node, s, moves, n, keep - legal);
            child = select_child(run, node, moves, n, &legal);
        }
        if (child == AI_NO_NODE)
            break; /* the pool is full: the playout starts here */
        village_apply_trusted(s, &run->tree.nodes[child].move, NULL);
        node = child;
        run->path[run->path_length++] = node;
    }
}

static void back_up(search_run *run, const double reward[VILLAGE_MAX_PLAYERS])
{
    for (int i = 0; i < run->path_length; i++) {
        ai_node *n = &run->tree.nodes[run->path[i]];
        n->visits++;
        if (i > 0)
            n->reward += reward[n->mover];
    }
}

/* Shared by the trees of one decision (root parallelisation). */
typedef struct search_team {
    const village_state *state;
    const ai_search_params *params;
    uint64_t seed;
    const ai_stop *stop;
    double start;
    int tree_iterations; /* each tree's budget */
    atomic_int stop_all; /* set by the first tree when the time policy stops */
    search_run *runs;
    int *iterations;
    bool *grown; /* the tree was allocated and searched */
} search_team;

static bool out_of_budget(const search_team *team, int iteration)
{
    if (iteration >= team->tree_iterations || ai_stop_requested(team->stop) ||
        atomic_load_explicit(&team->stop_all, memory_order_relaxed))
        return true;
    return team->params->max_seconds > 0 && iteration % CLOCK_EVERY == 0 &&
           ai_clock_seconds() - team->start >= team->params->max_seconds;
}

static int32_t pool_size(int iterations, int root_moves)
{
    double size = (double)iterations * NODES_PER_ITERATION + root_moves + 64;
    return size > MAX_NODES ? MAX_NODES : (int32_t)size;
}

/* The heuristic's choice, for a search stopped before its first iteration. */
static void fallback_move(const village_state *s, uint64_t seed, village_move *out)
{
    village_state seen = *s;
    village_redeal_hidden(&seen, ai_derive_seed(seed, 0xfa11));
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&seen, moves);
    ai_rng rng = {seed};
    *out = moves[ai_best_move(&seen, moves, n, PRIOR_DEPTH, AI_VALUE_MARGIN, &rng)];
}

/* The visits of the two most visited root moves. */
static void leaders(const ai_tree *t, int32_t *first, int32_t *second)
{
    *first = *second = 0;
    for (int32_t c = t->nodes[0].first_child; c != AI_NO_NODE; c = t->nodes[c].next_sibling) {
        int32_t v = t->nodes[c].visits;
        if (v > *first) {
            *second = *first;
            *first = v;
        } else if (v > *second) {
            *second = v;
        }
    }
}

/* True when no root move can catch the most visited one in the iterations
 * left: stopping then returns the very move the whole budget would. */
static bool decided(const ai_tree *t, int iterations_left)
{
    int32_t first, second;
    leaders(t, &first, &second);
    return first - second > iterations_left;
}

/* How far the best root move's prior stands above the median one's, in
 * points: what the decision puts at stake (search_time.h). */
static double root_stakes(const ai_tree *t)
{
    float prior[VILLAGE_MAX_MOVES];
    int k = 0;
    for (int32_t c = t->nodes[0].first_child; c != AI_NO_NODE && k < VILLAGE_MAX_MOVES;
         c = t->nodes[c].next_sibling)
        prior[k++] = t->nodes[c].prior;
    for (int i = 1; i < k; i++)
        for (int j = i; j > 0 && prior[j - 1] < prior[j]; j--) {
            float x = prior[j];
            prior[j] = prior[j - 1];
            prior[j - 1] = x;
        }
    return k > 0 ? (double)(prior[0] - prior[k / 2]) : 0.0;
}

/* The game's time policy, asked by the first tree only so that one clock
 * and one tree decide for the team. */
static bool time_says_stop(search_team *team, const search_run *run, ai_time_plan *plan,
                           int iteration)
{
    if (iteration == 1)
        ai_time_plan_init(plan, team->start, team->params->max_seconds, root_stakes(&run->tree));
    int32_t first, second;
    leaders(&run->tree, &first, &second);
    if (!ai_time_plan_done(plan, ai_clock_seconds(), iteration, first, second))
        return false;
    atomic_store_explicit(&team->stop_all, 1, memory_order_relaxed);
    return true;
}

static int run_iterations(search_team *team, search_run *run, uint64_t seed, bool keeps_time)
{
    ai_time_plan plan = {0};
    int iteration = 0;
    while (!out_of_budget(team, iteration)) {
        if (iteration % DECIDED_EVERY == 0 && iteration > 0 &&
            decided(&run->tree, team->tree_iterations - iteration))
            break;
        if (keeps_time && iteration % CLOCK_EVERY == 1 &&
            time_says_stop(team, run, &plan, iteration))
            break;
        village_state world = *team->state;
        village_redeal_hidden(&world, ai_derive_seed(seed, (uint64_t)iteration));
        descend(run, &world);
        const ai_search_params *params = run->params;
        ai_playout(&world, params, &run->rng);
        if (params->leaf_seen)
            params->leaf_seen(params->leaf_context, &world);
        double reward[VILLAGE_MAX_PLAYERS];
        ai_rewards(&world, params, params->learned_refresh_above >= 0 ? &run->learned_sums : NULL,
                   reward);
        back_up(run, reward);
        iteration++;
    }
    return iteration;
}

/* Tree 0 uses the decision's seed itself, so one thread searches exactly as
 * before root parallelisation; the others get seeds of their own. */
static uint64_t tree_seed(uint64_t seed, int index)
{
    return index == 0 ? seed : ai_derive_seed(seed, 0x7ee0 + (uint64_t)index);
}

static void search_tree_job(void *context, int index)
{
    search_team *team = context;
    search_run *run = &team->runs[index];
    uint64_t seed = tree_seed(team->seed, index);
    run->params = team->params;
    run->rng.state = ai_derive_seed(seed, 0x5eac);
    village_learned_accumulator_init(&run->learned_sums, run->params->learned_refresh_above);
    village_move moves[VILLAGE_MAX_MOVES];
    int root_moves = village_legal_moves(team->state, moves);
    if (!ai_tree_init(&run->tree, pool_size(team->tree_iterations, root_moves)))
        return;
    ai_tree_add(&run->tree, AI_NO_NODE, NULL, team->state->actor, 0.0f);
    team->grown[index] = true;
    team->iterations[index] =
        run_iterations(team, run, seed, index == 0 && team->params->time_managed);
}

/* Every tree's root statistics summed per move, in the first tree's order
 * followed by moves only other trees tried. */
static int merge_roots(const search_team *team, int trees, ai_root_move root[VILLAGE_MAX_MOVES],
                       double reward[VILLAGE_MAX_MOVES])
{
    int k = 0;
    for (int t = 0; t < trees; t++) {
        if (!team->grown[t])
            continue;
        const ai_tree *tree = &team->runs[t].tree;
        for (int32_t c = tree->nodes[0].first_child; c != AI_NO_NODE;
             c = tree->nodes[c].next_sibling) {
            const ai_node *n = &tree->nodes[c];
            int i = 0;
            while (i < k && !village_move_equal(&root[i].move, &n->move))
                i++;
            if (i == k) {
                if (k == VILLAGE_MAX_MOVES)
                    continue;
                root[k] = (ai_root_move){n->move, 0, 0.0};
                reward[k++] = 0.0;
            }
            root[i].visits += n->visits;
            reward[i] += n->reward;
        }
    }
    for (int i = 0; i < k; i++)
        root[i].mean_reward = root[i].visits ? reward[i] / root[i].visits : 0.0;
    return k;
}

/* The most visited merged root move (the higher reward sum breaks ties). */
static int most_visited(const ai_root_move *root, const double *reward, int k)
{
    int best = -1;
    for (int i = 0; i < k; i++)
        if (best < 0 || root[i].visits > root[best].visits ||
            (root[i].visits == root[best].visits && reward[i] > reward[best]))
            best = i;
    return best;
}

static int clamp_threads(int threads)
{
    return threads < 1 ? 1 : threads > AI_MAX_THREADS ? AI_MAX_THREADS : threads;
}

bool ai_search(const village_state *s, const ai_search_params *params, uint64_t seed,
               const ai_stop *stop, village_move *out, village_ai_stats *stats)
{
    return ai_search_root(s, params, seed, stop, out, stats, NULL, NULL);
}

/* Runs the trees and merges their roots into root[] (*count moves); false
 * when no tree could be allocated. */
static bool search_trees(search_team *team, int trees, ai_root_move root[VILLAGE_MAX_MOVES],
                         int *count, int *best, int *iterations)
{
    search_run *runs = calloc((size_t)trees, sizeof *runs);
    int done[AI_MAX_THREADS] = {0};
    bool grown[AI_MAX_THREADS] = {false};
    if (!runs)
        return false;
    team->runs = runs;
    team->iterations = done;
    team->grown = grown;
    ai_parallel_run(trees, search_tree_job, team);
    double reward[VILLAGE_MAX_MOVES];
    *count = merge_roots(team, trees, root, reward);
    *best = most_visited(root, reward, *count);
    *iterations = 0;
    bool any = false;
    for (int t = 0; t < trees; t++) {
        *iterations += done[t];
        any |= grown[t];
        if (grown[t])
            ai_tree_free(&runs[t].tree);
    }
    free(runs);
    return any;
}

bool ai_search_weights(const ai_search_params *params, const village_state *s, ai_weights *out)
{
    ai_weights_with_plan(&ai_default_weights, s->actor, params->style, out);
    /* Two-player games were not the slow ones (docs/ai.md). */
    out->death_discount = s->num_players > 2 ? params->death_discount : 0.0;
    out->deep_search_plan = params->deep_search_plan;
    return params->style != VILLAGE_AI_STYLE_BALANCED || out->death_discount > 0;
}

bool ai_search_root(const village_state *s, const ai_search_params *params, uint64_t seed,
                    const ai_stop *stop, village_move *out, village_ai_stats *stats,
                    ai_root_move root[VILLAGE_MAX_MOVES], int *root_count)
{
    if (root_count)
        *root_count = 0;
    double start = ai_clock_seconds();
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    village_ai_stats local = {0, 0.0, n};
    if (n > 0)
        *out = moves[0];
    if (n > 1) {
        int trees = clamp_threads(params->threads);
        /* An iteration budget is shared by the trees, so more threads answer
         * sooner with the same effort; a time budget gives each tree all of it. */
        int share = params->time_managed ? params->max_iterations
                                         : (params->max_iterations + trees - 1) / trees;
        /* The leaf sees the table as the searching seat does, and values
         * it by the seat's plan. */
        ai_search_params seen_by = *params;
        seen_by.viewer = s->actor;
        ai_weights planned;
        if (ai_search_weights(params, s, &planned))
            seen_by.weights = &planned;
        search_team team = {.state = s,
                            .params = &seen_by,
                            .seed = seed,
                            .stop = stop,
                            .start = start,
                            .tree_iterations = share};
        atomic_init(&team.stop_all, 0);
        ai_root_move merged[VILLAGE_MAX_MOVES];
        int count = 0, best = -1;
        if (search_trees(&team, trees, merged, &count, &best, &local.iterations) && best >= 0)
            *out = merged[best].move;
        else
            fallback_move(s, seed, out);
        if (root && root_count) {
            for (int i = 0; i < count; i++)
                root[i] = merged[i];
            *root_count = count;
        }
    }
    local.seconds = ai_clock_seconds() - start;
    if (stats)
        *stats = local;
    return n > 0;
}

void ai_search_defaults(int level, ai_search_params *out)
{
    /* Chosen with village-cli tournament against easy seats (docs/ai.md):
     * 8-turn playouts beat 1, 2 and 4 turns at the same iteration count. */
    *out = (ai_search_params){
        .max_iterations = 400,
        .max_seconds = 0.15,
        .exploration = 1.0,
        .prior_temperature = 1.0,
        .reward_scale = 4.0,
        .win_weight = 0.5,
        .playout_turns = 8,
        .playout_epsilon = 0.03,
        .learned_players = VILLAGE_MAX_PLAYERS,
        .learned_refresh_above = -1,
    };
    if (level == VILLAGE_AI_MEDIUM) {
        /* At 3 and 4 players medium paid so little time that four medium
         * computers took 18.75 rounds a game against easy's 14; with 0.6 of
         * the next death's pressure they took 17.4, and one of them won
         * 32.5% against three without (docs/ai.md, "The price of time"). */
        out->death_discount = 0.4;
    }
    if (level >= VILLAGE_AI_HARD) {
        /* A deeper search chases a plan's points further: with medium's
         * plan a hard chronicler won 23.5% of 100 2-player games against a
         * balanced hard, and on the same deals 50% with half the points
         * and none of the pressure given back (docs/ai.md, "A lighter plan
         * at hard"). */
        out->deep_search_plan = true;
    }
    if (level == VILLAGE_AI_HARD) {
        /* 6,000 iterations won 83% of 2-player games against 1,500 (issue
         * 16's measurement); -O3 and link-time optimisation made them cost
         * what about 3,700 did before. The cap keeps a loaded machine's
         * wall time under a second. */
        out->max_iterations = 6000;
        out->max_seconds = 0.9;
    } else if (level == VILLAGE_AI_EXPERT) {
        /* Four times hard's budget, as hard is four times the old one
         * (docs/ai.md, "The ladder"); up to 3 s for players who will wait. */
        out->max_iterations = 24000;
        out->max_seconds = 3.0;
        /* With a learned evaluation installed, half of each playout's reward
         * is its chance to win: blended so, at equal time, it beat hard 18
         * games to 6 in 2 players (the SPRT accepted +100 Elo), and with
         * networks trained on the search's 3- and 4-player games it won
         * over its share against two and three hards (docs/ai.md, "Learned
         * evaluation"); on its own it lost. Without a set installed the
         * weight does nothing. */
        out->learned = village_learned_installed();
        out->learned_weight = 0.5;
        out->learned_players = 4;
        /* Each tree moves the network's hidden sums only along the inputs
         * that changed since its last playout: on the positions a search
         * evaluates that made the evaluation 1.2-1.6 times as fast and
         * the search 3-6% (docs/ai.md, "Incremental"). */
        out->learned_refresh_above = VILLAGE_LEARNED_REFRESH_ABOVE;
    } else if (level >= VILLAGE_AI_STRONGEST) {
        out->max_iterations = 40000;
        out->max_seconds = 5.0;
    }
}

void ai_search_timed(int level, ai_search_params *out)
{
    ai_search_defaults(level, out);
    if (level < VILLAGE_AI_HARD)
        return;
    /* Hard's cap leaves room under the second a player waits at p99 for the
     * threads to start and finish, the frame that notices the answer and a
     * loaded machine: at 0.75 s, village --bench-ai measured a p99 of 1.08 s
     * on a 2-core machine at load 40 (docs/ai.md, "Time management"). The
     * iteration ceiling only sizes the node pool: time runs out first. */
    out->time_managed = true;
    if (level == VILLAGE_AI_HARD) {
        out->max_seconds = 0.6;
        out->max_iterations = 60000;
    } else if (level == VILLAGE_AI_EXPERT) {
        out->max_seconds = 3.0; /* a player who chose expert accepts a longer wait */
        out->max_iterations = 240000;
    } else {
        out->max_seconds = 5.0;
        out->max_iterations = 300000;
    }
}
