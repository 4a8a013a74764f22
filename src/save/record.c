/* A game record: its setup, every move, and the state they lead to.
 *
 * The setup is always (players, seed, explicit start player): when the start
 * player is drawn (-1), it is drawn from the seed first and the game is then
 * set up with it explicitly, so that replaying a record never depends on
 * whether its start player was chosen or drawn. */
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
        seat_default(&r->seats[p], p);
    r->state = s;
    return true;
}

void village_record_free(village_record *r)
{
    free(r->moves);
    r->moves = NULL;
    r->move_count = 0;
    r->move_capacity = 0;
}

bool record_reserve(village_record *r, size_t capacity)
{
    if (capacity <= r->move_capacity)
        return true;
    size_t cap = r->move_capacity ? r->move_capacity : 256;
    while (cap < capacity)
        cap *= 2;
    village_move *grown = realloc(r->moves, cap * sizeof *grown);
    if (!grown)
        return false;
    r->moves = grown;
    r->move_capacity = cap;
    return true;
}

bool village_record_apply(village_record *r, const village_move *m, village_events *events)
{
    if (!record_reserve(r, r->move_count + 1))
        return false;
    if (!village_apply(&r->state, m, events))
        return false;
    r->moves[r->move_count++] = *m;
    return true;
}

bool village_record_truncate(village_record *r, size_t n)
{
    if (n > r->move_count)
        return false;
    village_state s;
    if (!setup_state(&s, r->num_players, r->seed, r->start_player))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!village_apply(&s, &r->moves[i], NULL))
            return false;
    r->state = s;
    r->move_count = n;
    return true;
}

/* dst is treated as uninitialised: it receives its own copy of the moves. */
bool village_record_copy(village_record *dst, const village_record *src)
{
    village_move *moves = NULL;
    if (src->move_count) {
        moves = malloc(src->move_count * sizeof *moves);
        if (!moves)
            return false;
        memcpy(moves, src->moves, src->move_count * sizeof *moves);
    }
    *dst = *src;
    dst->moves = moves;
    dst->move_capacity = src->move_count;
    return true;
}
