/* Computers' styles in a game by turns (game_styles.h). */
#include "referee/game_styles.h"

#include "village/ai.h"
#include "village/village.h"

void referee_game_styles(uint64_t game_id, int players, const referee_seat seats[], int styles[])
{
    int levels[VILLAGE_MAX_PLAYERS] = {0}, dealt[VILLAGE_MAX_PLAYERS] = {0};
    if (players < 0 || players > VILLAGE_MAX_PLAYERS)
        players = 0;
    /* A chosen style is the creator's: only the others are dealt, among
     * themselves. */
    for (int p = 0; p < players; p++)
        levels[p] = seats[p].style_chosen ? -1 : seats[p].ai_level;
    village_ai_default_styles(levels, players, game_id, dealt);
    for (int p = 0; p < players; p++)
        styles[p] = seats[p].ai_level < 0   ? -1
                    : seats[p].style_chosen ? seats[p].ai_style
                                            : dealt[p];
}
