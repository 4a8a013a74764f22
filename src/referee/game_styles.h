/* Which style each computer of a game by turns plays (docs/referee.md,
 * "Computers' styles"): the one its creator chose, else computers of one
 * level differ, as at a table on one
 * screen (docs/ai.md, "Styles"). Dealt from the game's id, which every seat
 * sees and the store keeps, so the referee and a player's program work it
 * out alike, and a game brought back after a restart plays the same plans;
 * never from the game's secret seed. No SDL. */
#ifndef VILLAGE_REFEREE_GAME_STYLES_H
#define VILLAGE_REFEREE_GAME_STYLES_H

#include <stdint.h>

#include "referee/seats.h"

/* styles[p] for each of the players seats: a computer's village_ai_style
 * (the one chosen when the game was made, else the deal), -1 for a
 * person's seat. */
void referee_game_styles(uint64_t game_id, int players, const referee_seat seats[], int styles[]);

#endif
