/* The playout policy: mostly greedy on the mover's own worth, sometimes
 * random so that playouts do not all tell the same story. */
#include "playout.h"

#include <math.h>

#include "evaluate.h"
#include "heuristic.h"

enum { PLAYOUT_MAX_DECISIONS = 400 };

/* On a turn, the well is rarely worth 3 cubes; weighing every well move
 * would cost more than it brings, so the greedy policy only takes cubes. */
static int cube_moves_first(village_move *moves, int n)
{
    int kept = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind != VILLAGE_MOVE_WELL)
            moves[kept++] = moves[i];
    return kept > 0 ? kept : n;
}

static int policy_move(const village_state *s, village_move *moves, int n,
                       const ai_search_params *params, ai_rng *rng)
{
    if (n == 1)
        return 0;
    if (ai_rng_unit(rng) < params->playout_epsilon)
        return (int)ai_rng_below(rng, (uint32_t)n);
    if (s->phase == VILLAGE_PHASE_TURN) {
        n = cube_moves_first(moves, n);
        return ai_best_move(s, moves, n, 1, AI_VALUE_OWN, rng);
    }
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
