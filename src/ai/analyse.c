/* Hints and reviews: the search ranks a decision's moves, then paired
 * playouts estimate the best few (and the move played) on equal terms:
 * every candidate meets the same determinisations and the same playout
 * randomness, so their differences are not noise of different samples.
 * Hidden information is re-dealt before anything looks at the position. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_rng.h"
#include "analyse_internal.h"
#include "evaluate.h"
#include "evaluate_internal.h"
#include "playout.h"
#include "search.h"
#include "learned_internal.h"

enum {
    MAX_CANDIDATES = VILLAGE_ANALYSIS_CANDIDATES + 1,
    ANALYSIS_LEARNED_PLAYERS = 3 /* the most players a hint blends for */
};

typedef struct candidate {
    village_move move;
    int visits;
    int samples;
    double win, score;                   /* sums over samples, the actor's */
    double win_all[VILLAGE_MAX_PLAYERS]; /* sums, every player's */
} candidate;

/* Each player's chance to win from a playout's end: exact at game over,
 * else a softmax of the expected final scores whose spread shrinks as the
 * game's end nears (a margin of a few points is uncertain early, decisive late). */
static void win_chances(const village_state *s, const double worth[VILLAGE_MAX_PLAYERS],
                        double out[VILLAGE_MAX_PLAYERS])
{
    int n = s->num_players;
    if (village_game_over(s)) {
        village_result result;
        village_result_compute(s, &result);
        int winners = 0;
        for (int p = 0; p < n; p++)
            winners += result.rank[p] == 1;
        for (int p = 0; p < n; p++)
            out[p] = result.rank[p] == 1 ? 1.0 / winners : 0.0;
        return;
    }
    ai_board_view view;
    ai_board_view_init(s, &ai_default_weights, &view);
    double spread = 3.0 + 12.0 * view.horizon, top = worth[0], total = 0;
    for (int p = 1; p < n; p++)
        if (worth[p] > top)
            top = worth[p];
    for (int p = 0; p < n; p++)
        total += out[p] = exp((worth[p] - top) / spread);
    for (int p = 0; p < n; p++)
        out[p] /= total;
}

/* Hard's search, with the learned evaluation blended in as the expert
 * level blends it in 2 and 3 players (a set installed: docs/ai.md,
 * "Learned evaluation"), so a hint ranks and weighs moves as the strongest
 * level would; without a set, and in 4 players, it is hard's search alone:
 * there a player who followed the blend's hints did worse than three who
 * followed the search's (docs/analysis.md, "A player who follows every
 * hint"). 'viewer' is the seat whose knowledge the network reads. */
static void analysis_params(int viewer, ai_search_params *out)
{
    ai_search_defaults(VILLAGE_AI_HARD, out);
    ai_search_params expert;
    ai_search_defaults(VILLAGE_AI_EXPERT, &expert);
    out->learned = expert.learned;
    out->learned_weight = expert.learned_weight;
    out->learned_players = ANALYSIS_LEARNED_PLAYERS;
    out->viewer = viewer;
}

/* One sampled future of a redealt world: play it out, then read each
 * player's worth and chances where the playout stopped. The chances blend
 * the network's as the search's rewards do, so the figures a player is
 * shown and the order of the moves agree with what the search weighed. */
static void play_out_world(village_state *world, const ai_search_params *params,
                           uint64_t world_seed, double worth[VILLAGE_MAX_PLAYERS],
                           double win[VILLAGE_MAX_PLAYERS])
{
    ai_rng rng = {ai_derive_seed(world_seed, 0xb1a5)};
    ai_playout(world, params, &rng);
    ai_evaluate(world, worth);
    win_chances(world, worth, win);
    double learned[VILLAGE_MAX_PLAYERS], w = params->learned_weight;
    if (params->learned && w > 0 && !village_game_over(world) &&
        world->num_players <= params->learned_players &&
        ai_learned_chances(params->learned, world, params->viewer, worth, NULL, learned))
        for (int p = 0; p < world->num_players; p++)
            win[p] = w * learned[p] + (1.0 - w) * win[p];
}

static void sample(const village_state *seen, candidate *c, const ai_search_params *params,
                   uint64_t world_seed)
{
    village_state world = *seen;
    village_redeal_hidden(&world, world_seed);
    if (!village_apply(&world, &c->move, NULL))
        return;
    double worth[VILLAGE_MAX_PLAYERS], win[VILLAGE_MAX_PLAYERS];
    play_out_world(&world, params, world_seed, worth, win);
    int actor = seen->actor;
    c->samples++;
    c->win += win[actor];
    c->score += worth[actor];
    for (int p = 0; p < seen->num_players; p++)
        c->win_all[p] += win[p];
}

static void evaluate(const village_state *seen, candidate *c, int count,
                     const ai_search_params *params, uint64_t seed, int playouts,
                     const ai_stop *stop)
{
    for (int j = 0; j < playouts; j++) {
        if (j > 0 && ai_stop_requested(stop))
            break;
        uint64_t world_seed = ai_derive_seed(seed, 0x7e570000u + (uint64_t)j);
        for (int i = 0; i < count; i++)
            sample(seen, &c[i], params, world_seed);
    }
}

static double mean(double sum, int samples)
{
    return samples > 0 ? sum / samples : 0.0;
}

/* Most visited first; ties by reward, then by the tree's order. */
static int by_visits(const ai_root_move *a, const ai_root_move *b)
{
    if (a->visits != b->visits)
        return b->visits - a->visits;
    return (b->mean_reward > a->mean_reward) - (b->mean_reward < a->mean_reward);
}

static int rank_root(ai_root_move *root, int n, int keep)
{
    for (int k = 0; k < keep && k < n; k++) {
        int pick = k;
        for (int i = k + 1; i < n; i++)
            if (by_visits(&root[i], &root[pick]) < 0)
                pick = i;
        ai_root_move t = root[k];
        root[k] = root[pick];
        root[pick] = t;
    }
    return n < keep ? n : keep;
}

static int find(const candidate *c, int count, const village_move *m)
{
    for (int i = 0; i < count; i++)
        if (village_move_equal(&c[i].move, m))
            return i;
    return -1;
}

/* The search's choices, best first, plus the move played. */
static int gather(const village_state *seen, const village_move *played,
                  const village_analysis_config *cfg, const ai_search_params *params,
                  const ai_stop *stop, candidate c[MAX_CANDIDATES])
{
    ai_root_move root[VILLAGE_MAX_MOVES];
    int root_count = 0;
    village_move chosen;
    ai_search_root(seen, params, ai_derive_seed(cfg->seed, 0x5ea4c4), stop, &chosen, NULL, root,
                   &root_count);
    if (root_count == 0) { /* one legal move, or no memory for a tree */
        village_move moves[VILLAGE_MAX_MOVES];
        root_count = village_legal_moves(seen, moves);
        for (int i = 0; i < root_count; i++)
            root[i] = (ai_root_move){moves[i], 0, 0.0};
    }
    int count = rank_root(root, root_count, VILLAGE_ANALYSIS_CANDIDATES);
    for (int i = 0; i < count; i++)
        c[i] = (candidate){.move = root[i].move, .visits = root[i].visits};
    if (played && find(c, count, played) < 0) {
        int visits = 0;
        for (int i = 0; i < root_count; i++)
            if (village_move_equal(&root[i].move, played))
                visits = root[i].visits;
        c[count++] = (candidate){.move = *played, .visits = visits};
    }
    return count;
}

static village_move_estimate estimate_of(const candidate *c)
{
    return (village_move_estimate){c->move,
                                   mean(c->win, c->samples),
                                   mean(c->score, c->samples),
                                   c->visits,
                                   {VILLAGE_REASON_BEST_OUTLOOK, 0}};
}

int village_win_percent(double win)
{
    long percent = lround(win * 100.0);
    return percent < 0 ? 0 : percent > 100 ? 100 : (int)percent;
}

int village_score_points(double score)
{
    return (int)lround(score);
}

/* The order a player reads: the chance to win as shown, then the expected
 * score as shown, then the search's visits (the search's own preference
 * among moves the figures cannot tell apart). */
static bool ranks_above(const candidate *a, const candidate *b)
{
    int wa = village_win_percent(mean(a->win, a->samples));
    int wb = village_win_percent(mean(b->win, b->samples));
    if (wa != wb)
        return wa > wb;
    int sa = village_score_points(mean(a->score, a->samples));
    int sb = village_score_points(mean(b->score, b->samples));
    if (sa != sb)
        return sa > sb;
    return a->visits > b->visits;
}

void ai_analysis_view(const village_state *s, uint64_t seed, village_state *seen)
{
    *seen = *s;
    village_redeal_hidden(seen, ai_derive_seed(seed, 0x5ee4));
}

bool ai_analyse_decision(const village_state *s, int seat, const village_move *played,
                         const village_analysis_config *cfg, const ai_stop *stop,
                         village_analysis *out)
{
    if (village_game_over(s) || seat != s->actor || (played && !village_is_legal(s, played)))
        return false;
    /* The only view of the position anything below gets. */
    village_state seen;
    ai_analysis_view(s, cfg->seed, &seen);
    ai_search_params params;
    analysis_params(seen.actor, &params);
    params.max_iterations = cfg->iterations > 0 ? cfg->iterations : VILLAGE_HINT_ITERATIONS;
    params.max_seconds = cfg->max_seconds;
    int playouts = cfg->playouts > 0 ? cfg->playouts : VILLAGE_ANALYSIS_PLAYOUTS;

    candidate c[MAX_CANDIDATES];
    int count = gather(&seen, played, cfg, &params, stop, c);
    evaluate(&seen, c, count, &params, ai_derive_seed(cfg->seed, 0xe7a1), playouts, stop);

    memset(out, 0, sizeof *out);
    village_move moves[VILLAGE_MAX_MOVES];
    out->actor = s->actor;
    out->legal_moves = village_legal_moves(s, moves);
    int at = played ? find(c, count, played) : -1;
    /* Every candidate, the played move included, in the order of the figures
     * the player is shown (stable: the search's order among equals). */
    int order[MAX_CANDIDATES];
    for (int i = 0; i < count; i++) {
        int j = i;
        for (; j > 0 && ranks_above(&c[i], &c[order[j - 1]]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    out->count = count < VILLAGE_ANALYSIS_CANDIDATES ? count : VILLAGE_ANALYSIS_CANDIDATES;
    for (int k = 0; k < out->count; k++)
        out->moves[k] = estimate_of(&c[order[k]]);
    for (int k = 0; k < out->count; k++) {
        const village_move *other = out->count < 2 ? NULL
                                    : k == 0       ? &out->moves[1].move
                                                   : &out->moves[0].move;
        out->moves[k].reason =
            ai_analyse_reason(&seen, &out->moves[k].move, other, out->moves[k].score);
    }
    /* A review measures the played move against the search's choice (c[0]),
     * or against itself when it ranks at least as high: a move the search
     * prefers is not made a loss by the noise of 24 playouts, which would
     * put a small loss on nearly every decision and hide the difference
     * between strong and weak play (docs/analysis.md). */
    int reference = at > 0 && !ranks_above(&c[0], &c[at]) ? at : 0;
    out->reference = estimate_of(&c[reference]);
    out->reference.reason = ai_analyse_reason(
        &seen, &c[reference].move,
        out->count < 2                                                ? NULL
        : village_move_equal(&c[reference].move, &out->moves[0].move) ? &out->moves[1].move
                                                                      : &out->moves[0].move,
        out->reference.score);
    if (at >= 0) {
        out->has_played = true;
        out->played = estimate_of(&c[at]);
        out->played.reason =
            ai_analyse_reason(&seen, played, &out->reference.move, out->played.score);
        for (int p = 0; p < s->num_players; p++)
            out->win_after_played[p] = mean(c[at].win_all[p], c[at].samples);
    }
    return true;
}

bool village_analyse_decision(const village_state *s, int seat, const village_move *played,
                              const village_analysis_config *cfg, const volatile int *cancel,
                              village_analysis *out)
{
    ai_stop stop = {cancel, NULL};
    return ai_analyse_decision(s, seat, played, cfg, &stop, out);
}

static void summarise(village_review *out)
{
    double loss[VILLAGE_MAX_PLAYERS] = {0};
    for (size_t i = 0; i < out->count; i++) {
        const village_review_line *line = &out->lines[i];
        out->decisions[line->actor]++;
        /* A best move ranked first on its expected score may have a chance
         * a hair under the played move's: no loss, not a gain. */
        loss[line->actor] += fmax(0.0, line->win_best - line->win_played);
    }
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        out->mean_loss[p] = out->decisions[p] ? loss[p] / out->decisions[p] : 0.0;
}

void ai_estimate_chances(const village_state *s, uint64_t seed, int playouts, const ai_stop *stop,
                         double win[VILLAGE_MAX_PLAYERS])
{
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        win[p] = 0.0;
    double worth[VILLAGE_MAX_PLAYERS], chances[VILLAGE_MAX_PLAYERS];
    if (village_game_over(s)) {
        ai_evaluate(s, worth);
        win_chances(s, worth, win);
        return;
    }
    /* The network reads the position as its actor knows it, as a hint
     * there would. */
    ai_search_params params;
    analysis_params(s->actor, &params);
    int samples = 0;
    for (int j = 0; j < (playouts > 0 ? playouts : VILLAGE_TURN_PLAYOUTS); j++) {
        if (j > 0 && ai_stop_requested(stop))
            break;
        uint64_t world_seed = ai_derive_seed(seed, 0x7e570000u + (uint64_t)j);
        village_state world = *s;
        village_redeal_hidden(&world, world_seed);
        play_out_world(&world, &params, world_seed, worth, chances);
        for (int p = 0; p < s->num_players; p++)
            win[p] += chances[p];
        samples++;
    }
    for (int p = 0; p < s->num_players; p++)
        win[p] = mean(win[p], samples);
}

static bool has_choice(const village_state *s, int seat)
{
    village_move moves[VILLAGE_MAX_MOVES];
    return !village_game_over(s) && (seat < 0 || s->actor == seat) &&
           village_legal_moves(s, moves) > 1;
}

static village_review_line line_of(const village_analysis *a, size_t move)
{
    village_review_line line = {
        .move = move,
        .actor = a->actor,
        .legal_moves = a->legal_moves,
        .played = a->played.move,
        .best = a->reference.move,
        .win_played = a->played.win,
        .win_best = a->reference.win,
        .score_played = a->played.score,
        .score_best = a->reference.score,
        .reason_best = a->reference.reason,
    };
    memcpy(line.win_after, a->win_after_played, sizeof line.win_after);
    return line;
}

bool ai_analyse_review(const village_state *start, const village_move *moves, size_t move_count,
                       int seat, const village_analysis_config *cfg, const ai_stop *stop,
                       village_review_progress progress, void *context, village_review *out)
{
    memset(out, 0, sizeof *out);
    out->num_players = start->num_players;
    size_t total = 0, turns = 0;
    village_state s = *start;
    for (size_t i = 0; i < move_count; i++) {
        total += has_choice(&s, seat);
        village_state before = s;
        if (!village_apply(&s, &moves[i], NULL))
            return false;
        turns += village_ends_turn(&before, &s) || i + 1 == move_count;
    }
    if ((total && !(out->lines = calloc(total, sizeof *out->lines))) ||
        (turns && !(out->turns = calloc(turns, sizeof *out->turns)))) {
        village_review_free(out);
        return false;
    }
    s = *start;
    uint64_t turn_seed = ai_derive_seed(cfg->seed, 0x70e4);
    for (size_t i = 0; i < move_count; i++) {
        bool analysed = false;
        if (has_choice(&s, seat)) {
            if (ai_stop_requested(stop)) {
                out->cancelled = true;
                break;
            }
            village_analysis_config one = *cfg;
            one.seed = ai_derive_seed(cfg->seed, (uint64_t)i);
            village_analysis a;
            if (ai_analyse_decision(&s, s.actor, &moves[i], &one, stop, &a) && a.has_played) {
                out->lines[out->count++] = line_of(&a, i + 1);
                analysed = true;
            }
            if (progress)
                progress(context, out->count, total);
        }
        village_state before = s;
        village_apply(&s, &moves[i], NULL);
        if (!village_ends_turn(&before, &s) && i + 1 < move_count)
            continue;
        if (ai_stop_requested(stop)) {
            out->cancelled = true;
            break;
        }
        /* A turn that ends on an analysed decision already has its chances:
         * the estimate after the played move (but the game's end is exact). */
        village_review_turn *turn = &out->turns[out->turn_count++];
        turn->move = i + 1;
        if (analysed && !village_game_over(&s))
            memcpy(turn->win, out->lines[out->count - 1].win_after, sizeof turn->win);
        else
            ai_estimate_chances(&s, ai_derive_seed(turn_seed, (uint64_t)i), 0, stop, turn->win);
    }
    summarise(out);
    return true;
}

bool village_review_game(const village_state *start, const village_move *moves, size_t move_count,
                         int seat, const village_analysis_config *cfg, const volatile int *cancel,
                         village_review_progress progress, void *context, village_review *out)
{
    ai_stop stop = {cancel, NULL};
    return ai_analyse_review(start, moves, move_count, seat, cfg, &stop, progress, context, out);
}

void village_review_free(village_review *review)
{
    free(review->lines);
    free(review->turns);
    review->lines = NULL;
    review->turns = NULL;
    review->count = 0;
    review->turn_count = 0;
}
