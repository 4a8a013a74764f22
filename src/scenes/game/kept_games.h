/* The kept games' listener (kept_games.c; its other functions are game.h's). */
#ifndef VILLAGE_SCENES_GAME_KEPT_GAMES_H
#define VILLAGE_SCENES_GAME_KEPT_GAMES_H

#include "scenes/game/move_news.h"

/* The move that ends a game keeps it for review (game_keep_finished). */
void kept_games_heard(void *part, const move_news *news);

#endif
