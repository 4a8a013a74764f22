/* The playout policy: mostly greedy on the mover's own worth, sometimes
 * random so that playouts do not all tell the same story. */
#include "playout.h"

#include <math.h>

#include "evaluate.h"
#include "evaluate_internal.h"
#include "heuristic.h"
#include "learned_internal.h"

enum { PLAYOUT_MAX_DECISIONS = 400 };

/* Each decision's view of the board, built from the last decision's
 * (ai_board_view_next): consecutive positions of a playout share most of
 * what the evaluation works out. */
typedef struct playout_views {
    ai_board_view view[2];
    int last; /* index of the last decision's view, -1 before the first */
} playout_views;

static const ai_board_view *next_view(playout_views *views, const village_state *s,
                                      const ai_weights *weights)
{
    int k = views->last == 0 ? 1 : 0;
    ai_board_view_next(views->last < 0 ? NULL : &views->view[views->last], s, weights,
                       &views->view[k]);
    views->last = k;
    return &views->view[k];
}

/* A turn's choice in a playout: the well is rarely worth 3 cubes, so only
 * cubes are taken. */
static int policy_turn(const ai_board_view *view, const village_state *s, const village_move *moves,
                       int n, ai_rng *rng)
{
    bool cube[VILLAGE_MAX_MOVES];
    double value[VILLAGE_MAX_MOVES];
    int cubes = 0;
    for (int i = 0; i < n; i++)
        cubes += cube[i] = moves[i].kind != VILLAGE_MOVE_WELL;
    ai_move_values_in(view, s, moves, n, cubes > 0 ? cube : NULL, 1, AI_VALUE_OWN, value);
    int best = 0, ties = 0;
    for (int i = 0; i < n; i++) {
        if (value[i] > value[best] + 1e-9) {
            best = i;
            ties = 1;
        } else if (value[i] > value[best] - 1e-9 && ai_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i; /* reservoir sampling among ties */
        }
    }
    return best;
}

static int policy_move(playout_views *views, const village_state *s, const village_move *moves,
                       int n, const ai_search_params *params, ai_rng *rng)
{
    if (n == 1)
        return 0;
    if (ai_rng_unit(rng) < params->playout_epsilon)
        return (int)ai_rng_below(rng, (uint32_t)n);
    const ai_board_view *view =
        next_view(views, s, params->weights ? params->weights : &ai_default_weights);
    if (s->phase == VILLAGE_PHASE_TURN)
        return policy_turn(view, s, moves, n, rng);
    return ai_best_move_in(view, s, moves, n, 0, AI_VALUE_OWN, rng);
}

void ai_playout(village_state *s, const ai_search_params *params, ai_rng *rng)
{
    playout_views views;
    views.last = -1;
    int turns = 0;
    for (int step = 0; step < PLAYOUT_MAX_DECISIONS && !village_game_over(s); step++) {
        if (s->phase == VILLAGE_PHASE_TURN && turns >= params->playout_turns)
            break;
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        int pick = policy_move(&views, s, moves, n, params, rng);
        village_apply_trusted(s, &moves[pick], NULL);
        turns += s->phase == VILLAGE_PHASE_TURN;
    }
}

static double squash(double margin, double scale)
{
    return 1.0 / (1.0 + exp(-margin / scale));
}

void ai_rewards(const village_state *s, const ai_search_params *params,
                village_learned_accumulator *learned_sums, double reward[VILLAGE_MAX_PLAYERS])
{
    double worth[VILLAGE_MAX_PLAYERS];
    if (params->weights)
        ai_evaluate_weighted(s, params->weights, worth); /* with the seat's plan */
    else
        ai_evaluate(s, worth);
    for (int p = 0; p < s->num_players; p++)
        reward[p] = squash(ai_margin(s, worth, p), params->reward_scale);
    if (!village_game_over(s)) {
        double win[VILLAGE_MAX_PLAYERS];
        double w = params->learned_weight;
        /* Without a plan the worth is the one the network reads. */
        const double *fitted = params->weights ? NULL : worth;
        if (params->learned && w > 0 && s->num_players <= params->learned_players &&
            ai_learned_chances(params->learned, s, params->viewer, fitted, learned_sums, win))
            for (int p = 0; p < s->num_players; p++)
                reward[p] = w * win[p] + (1.0 - w) * reward[p];
        return;
    }
    village_result result;
    village_result_compute(s, &result);
    int winners = 0;
    for (int p = 0; p < s->num_players; p++)
        winners += result.rank[p] == 1;
    for (int p = 0; p < s->num_players; p++) {
        double win = result.rank[p] == 1 ? 1.0 / winners : 0.0;
        reward[p] = params->win_weight * win + (1.0 - params->win_weight) * reward[p];
    }
}
