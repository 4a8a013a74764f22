/* The mass at the end of each round and of the game (R-MAS-1 … R-MAS-3). */
#include "internal.h"

/* R-MAS-1: random draws until 4 pieces have come out; monks go back. */
static void draw_from_bag(village_state *s, village_events *ev)
{
    uint8_t owner[VILLAGE_MONKS + VILLAGE_MAX_PLAYERS * VILLAGE_MEMBERS_PER_PLAYER];
    uint8_t member[VILLAGE_MONKS + VILLAGE_MAX_PLAYERS * VILLAGE_MEMBERS_PER_PLAYER];
    int pieces = 0;
    for (int k = 0; k < VILLAGE_MONKS; k++) {
        owner[pieces] = VILLAGE_NOBODY;
        member[pieces++] = VILLAGE_NOBODY;
    }
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            if (s->players[p].members[m].place == VILLAGE_BLACK_BAG) {
                owner[pieces] = (uint8_t)p;
                member[pieces++] = (uint8_t)m;
            }
    for (int d = s->mass_bought; d < VILLAGE_MASS_DRAWS && pieces > 0; d++) {
        int j = (int)rules_rng_below(&s->rng, (uint32_t)pieces);
        village_event e = {.kind = VILLAGE_EV_MASS_DRAWN, .player = owner[j], .member = member[j]};
        rules_emit(ev, e);
        if (owner[j] != VILLAGE_NOBODY)
            rules_move_member(s, owner[j], member[j], VILLAGE_CHURCH_WINDOW, 0, ev);
        pieces--;
        owner[j] = owner[pieces];
        member[j] = member[pieces];
    }
}

/* R-MAS-3: most members in the church; tie: the left-most member; still
 * tied: every tied player. */
int village_church_leaders(const village_state *s, bool leaders[VILLAGE_MAX_PLAYERS])
{
    int count[VILLAGE_MAX_PLAYERS] = {0}, leftmost[VILLAGE_MAX_PLAYERS] = {0};
    int best = 0, leaders_count = 0;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        leaders[p] = false;
    for (int p = 0; p < s->num_players; p++) {
        leftmost[p] = -1;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mm = &s->players[p].members[m];
            if (mm->place != VILLAGE_CHURCH_WINDOW)
                continue;
            count[p]++;
            if (mm->spot > leftmost[p])
                leftmost[p] = mm->spot;
        }
        if (count[p] > best)
            best = count[p];
    }
    if (best == 0)
        return 0;
    int best_left = -1;
    for (int p = 0; p < s->num_players; p++)
        if (count[p] == best && leftmost[p] > best_left)
            best_left = leftmost[p];
    for (int p = 0; p < s->num_players; p++)
        if (count[p] == best && leftmost[p] == best_left) {
            leaders[p] = true;
            leaders_count++;
        }
    return leaders_count;
}

static void award_majority(village_state *s, village_events *ev)
{
    bool leaders[VILLAGE_MAX_PLAYERS];
    village_church_leaders(s, leaders);
    for (int p = 0; p < s->num_players; p++)
        if (leaders[p]) {
            rules_emit_simple(ev, VILLAGE_EV_MASS_MAJORITY, p, 0, 0, BOARD.mass_majority_prestige);
            rules_gain_prestige(s, p, BOARD.mass_majority_prestige, VILLAGE_PRESTIGE_MASS, ev);
        }
}

static void mass_end(village_state *s, village_events *ev)
{
    award_majority(s, ev);
    rules_emit_simple(ev, VILLAGE_EV_MASS_ENDED, VILLAGE_NOBODY, s->mass_final, 0, 0);
    bool final_mass = s->mass_final;
    s->mass_turn = 0;
    s->mass_bought = 0;
    s->mass_final = 0;
    if (final_mass) {
        s->phase = VILLAGE_PHASE_GAME_OVER; /* R-END-4 */
        s->actor = VILLAGE_NOBODY;
        rules_emit_simple(ev, VILLAGE_EV_GAME_OVER, VILLAGE_NOBODY, 0, 0, 0);
        return;
    }
    rules_setup_start_round(s, ev);
}

void rules_mass_promote_continue(village_state *s, village_events *ev)
{
    for (; s->mass_turn < s->num_players; s->mass_turn++) {
        int p = (s->start_player + s->mass_turn) % s->num_players;
        if (rules_can_promote_at_mass(s, p)) {
            s->phase = VILLAGE_PHASE_MASS_PROMOTE;
            s->actor = (uint8_t)p;
            return;
        }
    }
    mass_end(s, ev);
}

void rules_mass_buy_continue(village_state *s, village_events *ev)
{
    for (; s->mass_turn < s->num_players; s->mass_turn++) {
        int p = (s->start_player + s->mass_turn) % s->num_players;
        if (rules_can_buy_at_mass(s, p)) {
            s->phase = VILLAGE_PHASE_MASS_BUY;
            s->actor = (uint8_t)p;
            return;
        }
    }
    draw_from_bag(s, ev);
    s->mass_turn = 0;
    rules_mass_promote_continue(s, ev); /* R-MAS-2 */
}

void rules_mass_start(village_state *s, bool final_mass, village_events *ev)
{
    s->mass_final = final_mass;
    s->mass_turn = 0;
    s->mass_bought = 0;
    rules_emit_simple(ev, VILLAGE_EV_MASS_STARTED, VILLAGE_NOBODY, final_mass, 0, 0);
    rules_mass_buy_continue(s, ev);
}
