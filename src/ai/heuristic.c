/* One-ply heuristic play: try each legal move, let the mover finish the
 * rest of its turn greedily, and keep the move whose position evaluates
 * best for the mover relative to the best opponent. */
#include "heuristic.h"

#include <string.h>

#include "evaluate.h"
#include "evaluate_internal.h"

enum { EASY_FOLLOW_UP_DEPTH = 3 };

static bool mover_continues(const village_state *s, int me)
{
    return !village_game_over(s) && s->actor == me && s->phase != VILLAGE_PHASE_TURN;
}

/* 'base' is the view of the position where me began to move: positions
 * reached by me's moves alone reuse most of it. */
static double position_value(const village_state *s, int me, ai_value_mode mode,
                             const ai_board_view *base)
{
    if (mode == AI_VALUE_OWN)
        return ai_evaluate_player_from(s, base, me, me);
    double worth[VILLAGE_MAX_PLAYERS];
    ai_evaluate_from(s, base, me, worth);
    return ai_margin(s, worth, me);
}

static double move_value(const village_state *s, const village_move *m, int me, int depth,
                         ai_value_mode mode, const ai_board_view *base);

/* Value for 'me' of the position 'next' reached by a move of me's, when me
 * finishes its part of the turn with the best follow-ups, looking at most
 * 'depth' decisions further. */
static double value_after(const village_state *next, int me, int depth, ai_value_mode mode,
                          const ai_board_view *base)
{
    if (depth <= 0 || !mover_continues(next, me))
        return position_value(next, me, mode, base);
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(next, moves);
    double best = -1e18;
    for (int i = 0; i < n; i++) {
        double v = move_value(next, &moves[i], me, depth - 1, mode, base);
        if (v > best)
            best = v;
    }
    return best;
}

/* value_after for m played in s. */
static double move_value(const village_state *s, const village_move *m, int me, int depth,
                         ai_value_mode mode, const ai_board_view *base)
{
    village_state next = *s;
    village_apply_trusted(&next, m, NULL);
    return value_after(&next, me, depth, mode, base);
}

/* Everything of a position that the evaluation reads while the game goes
 * on (evaluate.c, evaluate_goods.c, board_view.c): positions with the same
 * key are worth the same. Taking a cube of one colour from different spaces
 * usually leads to equal keys, so a turn's cube moves need few evaluations. */
typedef struct worth_key {
    village_player players[VILLAGE_MAX_PLAYERS];
    uint8_t stalls[VILLAGE_MARKET_SLOTS], waiting[VILLAGE_MARKET_SLOTS];
    uint16_t round;
    uint8_t num_players, phase, actor, turn_player, next_start_holder, market_open, deaths_now,
        end_trigger_player;
} worth_key;

static void key_of(const village_state *s, worth_key *k)
{
    memset(k, 0, sizeof *k); /* padding compares equal */
    memcpy(k->players, s->players, sizeof k->players);
    memcpy(k->stalls, s->stalls, sizeof k->stalls);
    memcpy(k->waiting, s->waiting, sizeof k->waiting);
    k->round = s->round;
    k->num_players = s->num_players;
    k->phase = s->phase;
    k->actor = s->actor;
    k->turn_player = s->turn_player;
    k->next_start_holder = s->next_start_holder;
    k->market_open = s->market_open;
    k->deaths_now = s->deaths_now;
    k->end_trigger_player = s->end_trigger_player;
}

enum { WORTH_MEMO_SIZE = 16 };

/* The values of the distinct positions one batch of moves reached. */
typedef struct worth_memo {
    worth_key keys[WORTH_MEMO_SIZE];
    double values[WORTH_MEMO_SIZE];
    int count;
} worth_memo;

/* move_value at depth 0, evaluating each distinct position once; *next:
 * the position m reaches. */
static double memo_move_value(worth_memo *memo, const village_state *s, const village_move *m,
                              int me, ai_value_mode mode, const ai_board_view *base,
                              village_state *next)
{
    *next = *s;
    village_apply_trusted(next, m, NULL);
    if (village_game_over(next)) /* the final score reads the whole state */
        return position_value(next, me, mode, base);
    worth_key key;
    key_of(next, &key);
    /* The positions a batch reaches differ mostly in the mover's things:
     * those words first, the whole key only when they are the same. */
    for (int i = 0; i < memo->count; i++)
        if (ai_bytes_same(&memo->keys[i].players[me], &key.players[me], sizeof key.players[me]) &&
            ai_bytes_same(&memo->keys[i], &key, sizeof key))
            return memo->values[i];
    double value = position_value(next, me, mode, base);
    if (memo->count < WORTH_MEMO_SIZE) {
        memo->keys[memo->count] = key;
        memo->values[memo->count++] = value;
    }
    return value;
}

static void turn_values(const village_state *s, const village_move *moves, int n,
                        const bool *wanted, int depth, ai_value_mode mode,
                        const ai_board_view *base, double *out)
{
    int leader[2][VILLAGE_SPACES]; /* per (well or not, space): best move without its action */
    /* The position each leader reaches, kept rather than reached again for
     * the leader's follow-ups: each move is played into 'scratch', which
     * changes places with the leader's position when the move leads. */
    village_state positions[2 * VILLAGE_SPACES + 1];
    village_state *reached[2][VILLAGE_SPACES], *scratch = &positions[2 * VILLAGE_SPACES];
    for (int k = 0; k < 2 * VILLAGE_SPACES; k++) {
        leader[k / VILLAGE_SPACES][k % VILLAGE_SPACES] = -1;
        reached[k / VILLAGE_SPACES][k % VILLAGE_SPACES] = &positions[k];
    }
    worth_memo memo;
    memo.count = 0;
    for (int i = 0; i < n; i++) {
        if (wanted && !wanted[i])
            continue;
        out[i] = memo_move_value(&memo, s, &moves[i], s->actor, mode, base, scratch);
        int well = moves[i].kind == VILLAGE_MOVE_WELL, space = moves[i].where;
        int *lead = &leader[well][space];
        if (*lead < 0 || out[i] > out[*lead]) {
            *lead = i;
            village_state *kept = reached[well][space];
            reached[well][space] = scratch;
            scratch = kept;
        }
    }
    double gain[2][VILLAGE_SPACES];
    for (int k = 0; k < 2 * VILLAGE_SPACES; k++) {
        int well = k / VILLAGE_SPACES, space = k % VILLAGE_SPACES, lead = leader[well][space];
        if (lead >= 0)
            gain[well][space] =
                value_after(reached[well][space], s->actor, depth, mode, base) - out[lead];
    }
    for (int i = 0; i < n; i++)
        if (!wanted || wanted[i])
            out[i] += gain[moves[i].kind == VILLAGE_MOVE_WELL][moves[i].where];
}

void ai_move_values_in(const ai_board_view *view, const village_state *s, const village_move *moves,
                       int n, const bool *wanted, int depth, ai_value_mode mode, double *out)
{
    for (int i = 0; i < n; i++)
        out[i] = -1e18;
    if (s->phase == VILLAGE_PHASE_TURN && depth > 0) {
        turn_values(s, moves, n, wanted, depth, mode, view, out);
        return;
    }
    for (int i = 0; i < n; i++)
        if (!wanted || wanted[i])
            out[i] = move_value(s, &moves[i], s->actor, depth, mode, view);
}

void ai_move_values(const village_state *s, const ai_weights *weights, const village_move *moves,
                    int n, const bool *wanted, int depth, ai_value_mode mode, double *out)
{
    ai_board_view view;
    ai_board_view_init(s, weights ? weights : &ai_default_weights, &view);
    ai_move_values_in(&view, s, moves, n, wanted, depth, mode, out);
}

int ai_best_move_in(const ai_board_view *view, const village_state *s, const village_move *moves,
                    int n, int depth, ai_value_mode mode, ai_rng *rng)
{
    int best = 0, ties = 0;
    double best_value = -1e18;
    for (int i = 0; i < n; i++) {
        double v = move_value(s, &moves[i], s->actor, depth, mode, view);
        if (v > best_value + 1e-9) {
            best_value = v;
            best = i;
            ties = 1;
        } else if (v > best_value - 1e-9 && ai_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i; /* reservoir sampling: every tied move equally likely */
        }
    }
    return best;
}

int ai_best_move(const village_state *s, const village_move *moves, int n, int depth,
                 ai_value_mode mode, ai_rng *rng)
{
    ai_board_view view;
    ai_board_view_init(s, &ai_default_weights, &view);
    return ai_best_move_in(&view, s, moves, n, depth, mode, rng);
}

void ai_heuristic_choose(const village_state *s, uint64_t seed, int style, village_move *out)
{
    /* Applying a move may draw customers or cubes: draw them from a
     * resampled deal, never from the real hidden order. */
    village_state seen = *s;
    village_redeal_hidden(&seen, ai_derive_seed(seed, 0x4ea1));
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&seen, moves);
    ai_rng rng = {ai_derive_seed(seed, 0x7135)};
    ai_weights weights;
    ai_weights_with_plan(&ai_hand_weights, seen.actor, style, &weights);
    ai_board_view view;
    ai_board_view_init(&seen, &weights, &view);
    *out =
        moves[ai_best_move_in(&view, &seen, moves, n, EASY_FOLLOW_UP_DEPTH, AI_VALUE_MARGIN, &rng)];
}
