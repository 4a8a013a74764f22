#include "fixtures.h"

#include <stdio.h>
#include <string.h>

void fx_check(const village_state *s)
{
    char why[256];
    if (!village_check_invariants(s, why, sizeof why))
        fail_msg("position breaks an invariant: %s", why);
}

void fx_clear_board(village_state *s)
{
    memset(s->spaces, 0, sizeof s->spaces);
    memset(s->green_bag, 0, sizeof s->green_bag);
}

void fx_put_cubes(village_state *s, int space, int colour, int count)
{
    s->spaces[space][colour] = (uint8_t)count;
}

void fx_set_cubes(village_state *s, int player, int colour, int count)
{
    s->players[player].cubes[colour] = (uint8_t)count;
}

void fx_place(village_state *s, int player, int member, int place, int spot)
{
    s->players[player].members[member].place = (uint8_t)place;
    s->players[player].members[member].spot = (uint8_t)spot;
}

void fx_birth(village_state *s, int player, int count)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER && count > 0; m++)
        if (s->players[player].members[m].place == VILLAGE_UNBORN) {
            fx_place(s, player, m, VILLAGE_FARMYARD, 0);
            count--;
        }
}

/* Where a tile lies face up or in the pile, or NULL once served. */
static uint8_t *customer_slot(village_state *s, int tile)
{
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        if (s->stalls[i] == tile)
            return &s->stalls[i];
        if (s->waiting[i] == tile)
            return &s->waiting[i];
    }
    for (int i = s->pile_top; i < VILLAGE_CUSTOMERS; i++)
        if (s->pile[i] == tile)
            return &s->pile[i];
    return NULL;
}

static void swap_customer_into(village_state *s, uint8_t *target, int tile)
{
    uint8_t *from = customer_slot(s, tile);
    if (from == NULL)
        fail_msg("customer tile %d has already been served", tile);
    bool from_pile = from >= s->pile && from < s->pile + VILLAGE_CUSTOMERS;
    if (*target == VILLAGE_NO_CUSTOMER && from_pile)
        fail_msg("cannot leave a hole in the customer pile");
    *from = *target;
    *target = (uint8_t)tile;
}

void fx_set_stall(village_state *s, int stall, int tile)
{
    swap_customer_into(s, &s->stalls[stall], tile);
}

void fx_set_waiting(village_state *s, int waiting, int tile)
{
    swap_customer_into(s, &s->waiting[waiting], tile);
}

void fx_serve_customer(village_state *s, int player, int tile)
{
    uint8_t *slot = customer_slot(s, tile);
    if (slot == NULL)
        fail_msg("customer tile %d has already been served", tile);
    if (slot >= s->pile && slot < s->pile + VILLAGE_CUSTOMERS) {
        /* Drawn from the pile: move it to the top, then take the top. */
        *slot = s->pile[s->pile_top];
        s->pile[s->pile_top++] = (uint8_t)tile;
    } else {
        *slot = VILLAGE_NO_CUSTOMER;
    }
    s->players[player].customers |= 1u << tile;
}

void fx_turn(village_state *s, int player)
{
    s->phase = VILLAGE_PHASE_TURN;
    s->turn_player = (uint8_t)player;
    s->actor = (uint8_t)player;
}

void fx_new_game(village_state *s, int players)
{
    assert_true(village_new_game(s, players, FX_SEED, 0));
    fx_clear_board(s);
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        fx_put_cubes(s, sp, VILLAGE_ORANGE, FX_DEFAULT_CUBES);
    fx_check(s);
}

void fx_final_action(village_state *s, int trigger, int player, const int *queue, int queue_len)
{
    s->end_trigger_player = (uint8_t)trigger;
    s->final_actions_started = 1;
    memset(s->final_queue, 0, sizeof s->final_queue);
    for (int i = 0; i < queue_len; i++)
        s->final_queue[i] = (uint8_t)queue[i];
    s->final_queue_len = (uint8_t)queue_len;
    fx_turn(s, player);
}

static void describe_legal(const village_state *s, char *buf, size_t size)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len + 2 < size; i++) {
        char text[128];
        village_move_format(s, &moves[i], text, sizeof text);
        int w = snprintf(buf + len, size - len, "%s%s", i ? " | " : "", text);
        if (w < 0)
            break;
        len += (size_t)w;
    }
}

void play_ev(village_state *s, const char *text, village_events *ev)
{
    fx_check(s);
    village_move m;
    if (!village_move_parse(s, text, &m)) {
        char why[256], legal[2048];
        village_explain_illegal(s, text, why, sizeof why);
        describe_legal(s, legal, sizeof legal);
        fail_msg("'%s' is not legal (%s, actor %d): %s\n  legal: %s", text,
                 village_phase_name(s->phase), s->actor, why, legal);
    }
    assert_true(village_apply(s, &m, ev));
    fx_check(s);
}

void play(village_state *s, const char *text)
{
    village_events ev;
    play_ev(s, text, &ev);
}

int fx_is_legal(const village_state *s, const char *text)
{
    village_move m;
    return village_move_parse(s, text, &m);
}

void refute(const village_state *s, const char *text)
{
    fx_check(s);
    if (fx_is_legal(s, text))
        fail_msg("'%s' should not be legal now (%s, actor %d)", text, village_phase_name(s->phase),
                 s->actor);
}

int fx_count_moves(const village_state *s, int kind)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    int count = 0;
    for (int i = 0; i < n; i++)
        count += moves[i].kind == kind;
    return count;
}

int fx_count_events(const village_events *ev, int kind)
{
    int count = 0;
    for (int i = 0; i < ev->count; i++)
        count += ev->items[i].kind == kind;
    return count;
}

int fx_find_event(const village_events *ev, int kind, int player, int from)
{
    for (int i = from < 0 ? 0 : from; i < ev->count; i++)
        if (ev->items[i].kind == kind && (player < 0 || ev->items[i].player == player))
            return i;
    return -1;
}

int fx_members_at(const village_state *s, int player, int place, int spot)
{
    int count = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *mm = &s->players[player].members[m];
        count += mm->place == place && (spot < 0 || mm->spot == spot);
    }
    return count;
}
