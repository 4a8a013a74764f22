/* The playout policy: mostly greedy on the mover's own worth, sometimes
 * random so that playouts do not all tell the same story. */
#include "playout.h"

#include <math.h>

#include "evaluate.h"
#include "heuristic.h"

enum { PLAYOUT_MAX_DECISIONS = 400 };

/* A turn's choice in a playout. The well is rarely worth 3 cubes, so only
 * cubes are taken; the colours on one space share its action, so the
 * action is looked at (a costly step) only for each space's best colour. */
static int policy_turn(const village_state *s, const village_move *moves, int n, ai_rng *rng)
{
    int best_on_space[VILLAGE_SPACES];
    double best_cube[VILLAGE_SPACES];
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        best_on_space[sp] = -1;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == VILLAGE_MOVE_WELL)
            continue;
        int sp = moves[i].where;
        double v = ai_move_value(s, &moves[i], s->actor, 0, AI_VALUE_OWN);
        if (best_on_space[sp] < 0 || v > best_cube[sp]) {
            best_on_space[sp] = i;
            best_cube[sp] = v;
        }
    }
    int best = -1, ties = 0;
    double best_value = -1e18;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
        if (best_on_space[sp] < 0)
            continue;
        double v = ai_move_value(s, &moves[best_on_space[sp]], s->actor, 1, AI_VALUE_OWN);
        if (v > best_value + 1e-9) {
            best_value = v;
            best = best_on_space[sp];
            ties = 1;
        } else if (v > best_value - 1e-9 && ai_rng_below(rng, (uint32_t)++ties) == 0) {
            best = best_on_space[sp];
        }
    }
    return best >= 0 ? best : (int)ai_rng_below(rng, (uint32_t)n);
}

static int policy_move(const village_state *s, const village_move *moves, int n,
                       const ai_search_params *params, ai_rng *rng)
{
    if (n == 1)
        return 0;
    if (ai_rng_unit(rng) < params->playout_epsilon)
        return (int)ai_rng_below(rng, (uint32_t)n);
    if (s->phase == VILLAGE_PHASE_TURN)
        return policy_turn(s, moves, n, rng);
    return ai_best_move(s, moves, n, 0, AI_VALUE_OWN, rng);
}

void ai_playout(village_state *s, const ai_search_params *params, ai_rng *rng,
                double reward[VILLAGE_MAX_PLAYERS])
{
    int turns = 0;
    for (int step = 0; step < PLAYOUT_MAX_DECISIONS && !village_game_over(s); step++) {
        if (s->phase == VILLAGE_PHASE_TURN && turns >= params->playout_turns)
            break;
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        int pick = policy_move(s, moves, n, params, rng);
        village_apply_trusted(s, &moves[pick], NULL);
        turns += s->phase == VILLAGE_PHASE_TURN;
    }
    ai_rewards(s, params, reward);
}

static double squash(double margin, double scale)
{
    return 1.0 / (1.0 + exp(-margin / scale));
}

void ai_rewards(const village_state *s, const ai_search_params *params,
                double reward[VILLAGE_MAX_PLAYERS])
{
    double worth[VILLAGE_MAX_PLAYERS];
    ai_evaluate(s, worth);
    for (int p = 0; p < s->num_players; p++)
        reward[p] = squash(ai_margin(s, worth, p), params->reward_scale);
    if (!village_game_over(s))
        return;
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
