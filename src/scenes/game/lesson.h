/* The guide of a lesson drawn (lesson.c). */
#ifndef VILLAGE_SCENES_GAME_LESSON_H
#define VILLAGE_SCENES_GAME_LESSON_H

#include "scenes/game/part_view.h"
#include "session/lesson_guide.h"

/* lesson.c: the guide of a lesson ("Learn to play") drawn; what it heard is
 * the model's (session/lesson_guide.h) */
bool lesson_active(const lesson_guide *lg);
/* Where the guide's panel is: lessons are two-player games, so the two
 * lower farmyard places are free. */
bool lesson_box(SDL_FRect *out);
/* The board areas the guide outlines (its targets, near ones as one area),
 * the first the one its arrow points at; returns how many. */
int lesson_target_areas(const gfx *canvas, const lesson_guide *lg, SDL_FRect *out, int max);
/* What the guide says now, one catalogue line each; returns how many. */
int lesson_lines(const table_words *w, const lesson_guide *lg, char lines[][LESSON_LINE_MAX],
                 int max);
/* The guide's panel, outlines and arrow (its buttons are lesson_buttons'). */
void lesson_draw(const part_view *v, const lesson_guide *lg);
/* Logical pixels to spare under the guide's lines in its panel (negative: they overflow). */
float lesson_room_left(const part_view *v, const lesson_guide *lg);
/* Next lesson / Finish, or Try again / Back to the rules, once the lesson is over. */
void lesson_buttons(const table_words *w, const lesson_guide *lg, struct menu *m);

#endif
