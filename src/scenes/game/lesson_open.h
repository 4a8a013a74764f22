/* The lesson's listener (lesson_open.c; its other functions are game.h's). */
#ifndef VILLAGE_SCENES_GAME_LESSON_OPEN_H
#define VILLAGE_SCENES_GAME_LESSON_OPEN_H

#include "scenes/game/game_ui.h"

/* The guide hears every move (session/lesson_guide.h); a lesson of the
 * course reached keeps the place of the next (part: the game_ui). */
void lesson_open_heard(void *part, const move_news *news);

#endif
