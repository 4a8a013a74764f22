/* Shared helpers of the rules core. Not part of the public API. */
#ifndef VILLAGE_RULES_INTERNAL_H
#define VILLAGE_RULES_INTERNAL_H

#include "village/board.h"
#include "village/village.h"

#define BOARD village_board_data

/* ---- rng.c ---- */
void rules_rng_seed(village_rng *r, uint64_t seed, uint64_t stream);
uint32_t rules_rng_below(village_rng *r, uint32_t bound);

/* ---- events ---- */
void rules_emit(village_events *ev, village_event e);
void rules_emit_simple(village_events *ev, int kind, int player, int a, int b, int amount);
void rules_emit_member(village_events *ev, int kind, int player, int member, village_member from,
                       village_member to, int amount);

/* ---- members.c ---- */
int rules_first_member_at(const village_player *p, int place, int spot, int generation);
bool rules_has_member_in(const village_player *p, int place);
bool rules_is_visible(int place);
bool rules_is_living(int place);
bool rules_board_empty(const village_state *s); /* no cube on any action space */
bool rules_is_canonical_member(const village_player *p, int member);
int rules_highest_council_stage(const village_player *p); /* 1-based, 0 if none */
void rules_move_member(village_state *s, int player, int member, int place, int spot,
                       village_events *ev);
int rules_markers_left(const village_player *p);

/* ---- payment.c ---- */
/* A cube cost per influence colour; coins may stand in for any cube. */
typedef struct cube_cost {
    uint8_t cubes[VILLAGE_INFLUENCE_COLOURS];
} cube_cost;
/* Every distinct way to pay 'cost' (how many coins replace cubes of each
 * colour). Returns the count written to out. */
int rules_payment_options(const village_player *p, const cube_cost *cost,
                          uint8_t out[][VILLAGE_INFLUENCE_COLOURS], int max);
void rules_pay_cubes(village_state *s, int player, const cube_cost *cost,
                     const uint8_t jokers[VILLAGE_INFLUENCE_COLOURS], village_events *ev);
void rules_gain_cube(village_state *s, int player, int colour, village_events *ev);
/* Spends time; bridge crossings become deaths due now (market day) or at the
 * end of the turn (R-TIM-2). */
void rules_spend_time(village_state *s, int player, int amount, village_events *ev);
void rules_change_grain(village_state *s, int player, int amount, village_events *ev);
void rules_change_coins(village_state *s, int player, int amount, village_events *ev);
void rules_change_good(village_state *s, int player, int good, int amount, village_events *ev);
void rules_gain_prestige(village_state *s, int player, int amount, int reason, village_events *ev);

/* ---- conditions.c: read-only questions (no phase changes) ---- */
bool rules_privilege_usable(const village_state *s, int player, int stage);
bool rules_any_privilege_usable(const village_state *s, int player, int max_stage);
int rules_cubes_choosable(const village_state *s);
/* Grain a harvest would bring now (R-HAR-1, R-HAR-2). */
int rules_harvest_amount(const village_state *s, int player);
/* Who may die: the visible members of the lowest generation number (R-TIM-3). */
int rules_candidates_to_die(const village_state *s, int player,
                            uint8_t out[VILLAGE_MEMBERS_PER_PLAYER]);
bool rules_can_serve_stall(const village_state *s, int player, int stall);
bool rules_sale_is_free(const village_state *s, int player);
const village_customer *rules_customer_of(int tile);
bool rules_can_buy_at_mass(const village_state *s, int player);
bool rules_can_promote_at_mass(const village_state *s, int player);

/* ---- setup.c ---- */
/* The start of a round: start player, green bag, cubes seeded (R-RND-1/2). */
void rules_setup_start_round(village_state *s, village_events *ev);

/* ---- flow.c: what happens between decisions ---- */
void rules_flow_begin_action(village_state *s, int space, bool via_well, village_events *ev);
void rules_flow_finish_action(village_state *s, village_events *ev);
void rules_flow_offer_choose_cubes(village_state *s, int count, village_events *ev);
/* After a DIE move: the remaining deaths, then back to what they interrupted. */
void rules_flow_after_death_choice(village_state *s, village_events *ev);

/* ---- death.c ---- */
/* Resolves deaths due for 'player'; true if a choice is now pending. */
bool rules_death_resolve(village_state *s, int player, village_events *ev);
void rules_death_kill(village_state *s, int player, int member, village_events *ev);
/* The DIE move: the chosen member dies, then the remaining deaths. */
void rules_death_choice_made(village_state *s, int member, village_events *ev);

/* ---- market.c ---- */
void rules_market_start(village_state *s, village_events *ev);
void rules_market_offer_from(village_state *s, int player, village_events *ev);
void rules_market_serve(village_state *s, const village_move *m, village_events *ev);
void rules_market_pass(village_state *s, village_events *ev);

/* ---- mass.c ---- */
void rules_mass_start(village_state *s, bool final_mass, village_events *ev);
void rules_mass_buy_continue(village_state *s, village_events *ev);
void rules_mass_promote_continue(village_state *s, village_events *ev);

/* ---- actions.c: one function per move kind ---- */
void rules_perform_move(village_state *s, const village_move *m, village_events *ev);

#endif
