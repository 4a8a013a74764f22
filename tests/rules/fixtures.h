/* Builders for rule-test positions and helpers that play moves by their
 * canonical text. A position starts from village_new_game and is then edited
 * field by field; every helper that finishes a position checks the
 * invariants, so tests only ever exercise positions a real game could hold. */
#ifndef VILLAGE_TESTS_RULES_FIXTURES_H
#define VILLAGE_TESTS_RULES_FIXTURES_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "village/board.h"
#include "village/village.h"

enum { FX_SEED = 20120101u, FX_DEFAULT_CUBES = 2 };

/* Member indices in generation order: four "1", three "2", two "3", two "4". */
enum { G1A, G1B, G1C, G1D, G2A, G2B, G2C, G3A, G3B, G4A, G4B };

/* Cities by name (travel map of docs/rules.md section B). */
enum { CITY_A, CITY_B, CITY_C, CITY_D, CITY_E, CITY_F, CITY_G, CITY_H };

/* A fresh game with 'players' seats and player 0 to start, whose board and
 * green bag have been emptied and refilled with FX_DEFAULT_CUBES orange cubes
 * on each action space, so a turn can take a cube without ending the round. */
void fx_new_game(village_state *s, int players);

/* Board and bag cubes go back to the general supply. */
void fx_clear_board(village_state *s);
void fx_put_cubes(village_state *s, int space, int colour, int count);
void fx_set_cubes(village_state *s, int player, int colour, int count);
void fx_place(village_state *s, int player, int member, int place, int spot);
/* Puts the first 'count' still-unborn members of the player onto the farmyard. */
void fx_birth(village_state *s, int player, int count);

/* Customer tiles: put 'tile' into a market stall or waiting space by
 * swapping it with the tile there; or hand it to a player as served. */
void fx_set_stall(village_state *s, int stall, int tile);
void fx_set_waiting(village_state *s, int waiting, int tile);
void fx_serve_customer(village_state *s, int player, int tile);

/* Whose turn: a plain TURN decision for 'player'. */
void fx_turn(village_state *s, int player);
/* The end was triggered by 'trigger' and 'player' is taking the final action
 * owed to them; 'queue' lists the players still owed one after, in order. */
void fx_final_action(village_state *s, int trigger, int player, const int *queue, int queue_len);

/* Asserts village_check_invariants and reports why on failure. */
void fx_check(const village_state *s);

/* Applies the legal move whose canonical text is 'text'; fails the test with
 * the engine's explanation and the legal moves if there is none. */
void play(village_state *s, const char *text);
void play_ev(village_state *s, const char *text, village_events *ev);
/* Asserts that 'text' names no legal move now. */
void refute(const village_state *s, const char *text);
/* True if 'text' names a legal move now. */
int fx_is_legal(const village_state *s, const char *text);
/* How many legal moves of a kind there are now. */
int fx_count_moves(const village_state *s, int kind);

int fx_count_events(const village_events *ev, int kind);
/* Index of the first event of 'kind' at or after 'from' (any player if
 * player < 0), or -1. */
int fx_find_event(const village_events *ev, int kind, int player, int from);

/* Members of a player at a place (any spot if spot < 0). */
int fx_members_at(const village_state *s, int player, int place, int spot);

#endif
