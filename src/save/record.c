/* A game record: its setup, every move, and the state they lead to.
 *
 * The setup is always (players, seed, explicit start player): when the start
 * player is drawn (-1), it is drawn from the seed first and the game is then
 * set up with it explicitly, so that replaying a record never depends on
 * whether its start player was chosen or drawn. A game started from a
 * position keeps that position instead and replays from it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

static bool setup_state(village_state *s, int num_players, uint64_t seed, int start_player)
{
    if (start_player < 0) {
        village_state draw;
        if (!village_new_game(&draw, num_players, seed, -1))
            return false;
        start_player = draw.start_player;
    }
    return village_new_game(s, num_players, seed, start_player);
}

bool village_record_new(village_record *r, int num_players, uint64_t seed, int start_player)
{
    village_state s;
    if (!setup_state(&s, num_players, seed, start_player))
        return false;
    memset(r, 0, sizeof *r);
    r->seed = seed;
    r->num_players = num_players;
    r->start_player = s.start_player;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        save_seat_default(&r->seats[p], p);
    r->state = s;
    return true;
}

static void drop_review(village_record *r)
{
    if (r->review) {
        free(r->review->decisions);
        free(r->review->turns);
    }
    free(r->review);
    r->review = NULL;
}

void village_record_free(village_record *r)
{
    free(r->moves);
    free(r->actors);
    drop_review(r);
    r->moves = NULL;
    r->actors = NULL;
    r->move_count = 0;
    r->move_capacity = 0;
}

static bool grow(void **array, size_t element, size_t capacity)
{
    void *grown = realloc(*array, capacity * element);
    if (!grown)
        return false;
    *array = grown;
    return true;
}

bool save_record_reserve(village_record *r, size_t capacity)
{
    if (capacity <= r->move_capacity)
        return true;
    size_t cap = r->move_capacity ? r->move_capacity : 256;
    while (cap < capacity)
        cap *= 2;
    if (!grow((void **)&r->moves, sizeof *r->moves, cap) ||
        !grow((void **)&r->actors, sizeof *r->actors, cap))
        return false;
    r->move_capacity = cap;
    return true;
}

bool village_record_apply(village_record *r, const village_move *m, village_events *events)
{
    if (!save_record_reserve(r, r->move_count + 1))
        return false;
    uint8_t actor = r->state.actor;
    if (!village_apply(&r->state, m, events))
        return false;
    r->actors[r->move_count] = actor;
    r->moves[r->move_count++] = *m;
    drop_review(r); /* it covered the moves before this one only */
    return true;
}

bool village_record_start_state(const village_record *r, village_state *out)
{
    if (r->from_position) {
        *out = r->start;
        return true;
    }
    return setup_state(out, r->num_players, r->seed, r->start_player);
}

bool village_record_replay(const village_record *r, size_t n, village_replay_fn fn, void *ctx,
                           village_state *out)
{
    village_state s;
    if (n > r->move_count || !village_record_start_state(r, &s))
        return false;
    village_events ev;
    for (size_t i = 0; i < n; i++) {
        village_state before = s;
        if (!village_apply(&s, &r->moves[i], fn ? &ev : NULL))
            return false;
        if (fn && !fn(ctx, i, &before, &r->moves[i], &ev, &s))
            return false;
    }
    if (out)
        *out = s;
    return true;
}

bool village_record_state_at(const village_record *r, size_t n, village_state *out)
{
    return village_record_replay(r, n, NULL, NULL, out);
}

bool village_record_truncate(village_record *r, size_t n)
{
    village_state s;
    if (!village_record_replay(r, n, NULL, NULL, &s))
        return false;
    r->state = s;
    if (n < r->move_count)
        drop_review(r);
    r->move_count = n;
    return true;
}

static void *copy_array(const void *from, size_t element, size_t n, bool *ok)
{
    if (n == 0)
        return NULL;
    void *to = malloc(n * element);
    if (to)
        memcpy(to, from, n * element);
    else
        *ok = false;
    return to;
}

static village_stored_review *copy_review(const village_stored_review *from, bool *ok)
{
    if (!from)
        return NULL;
    village_stored_review *to = malloc(sizeof *to);
    village_review_decision *decisions =
        copy_array(from->decisions, sizeof *from->decisions, from->count, ok);
    village_review_turn_end *turns =
        copy_array(from->turns, sizeof *from->turns, from->turn_count, ok);
    if (!to || !*ok) {
        free(to);
        free(decisions);
        free(turns);
        *ok = false;
        return NULL;
    }
    *to = *from;
    to->decisions = decisions;
    to->turns = turns;
    return to;
}

/* dst is treated as uninitialised: it receives its own copy of the moves. */
bool village_record_copy(village_record *dst, const village_record *src)
{
    bool ok = true;
    village_move *moves = copy_array(src->moves, sizeof *src->moves, src->move_count, &ok);
    uint8_t *actors = copy_array(src->actors, sizeof *src->actors, src->move_count, &ok);
    village_stored_review *review = ok ? copy_review(src->review, &ok) : NULL;
    if (!ok) {
        free(moves);
        free(actors);
        return false;
    }
    *dst = *src;
    dst->moves = moves;
    dst->actors = actors;
    dst->review = review;
    dst->move_capacity = src->move_count;
    return true;
}

bool village_record_set_review(village_record *r, const village_stored_review *review)
{
    if (review && review->moves != r->move_count)
        return false;
    bool ok = true;
    village_stored_review *copy = copy_review(review, &ok);
    if (!ok)
        return false;
    drop_review(r);
    r->review = copy;
    return true;
}

bool village_record_from_position(village_record *r, const village_state *start, uint64_t seed,
                                  char *why, size_t why_size)
{
    char scratch[2];
    if (!why || !why_size) {
        why = scratch;
        why_size = sizeof scratch;
    }
    if (start->num_players < 2 || start->num_players > VILLAGE_MAX_PLAYERS) {
        snprintf(why, why_size, "a game has 2 to %d players, not %d", VILLAGE_MAX_PLAYERS,
                 start->num_players);
        return save_refuse(VILLAGE_REFUSAL_BAD_VALUE);
    }
    if (!village_check_invariants(start, why, why_size))
        return save_refuse(VILLAGE_REFUSAL_IMPOSSIBLE);
    village_move moves[VILLAGE_MAX_MOVES];
    if (!village_game_over(start) && village_legal_moves(start, moves) == 0) {
        snprintf(why, why_size, "%s has no legal move and the game is not over",
                 village_player_colour_name(start->actor));
        return save_refuse(VILLAGE_REFUSAL_IMPOSSIBLE);
    }
    save_refuse(VILLAGE_REFUSAL_NONE);
    memset(r, 0, sizeof *r);
    r->seed = seed;
    r->num_players = start->num_players;
    r->start_player = start->start_player;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        save_seat_default(&r->seats[p], p);
    r->from_position = true;
    r->start = *start;
    r->state = *start;
    return true;
}
