/* The one move path of the table (turn.c): a seat's answer or the person's
 * decision played through what the table drives (table_play.h), and the
 * news of it told to the listeners (move_news.h). A click, a key, a
 * controller's button, a question by ear, a forced move and a guest's move
 * at the host all end here (docs/game.md, "How a move travels"). */
#ifndef VILLAGE_SCENES_GAME_TURN_H
#define VILLAGE_SCENES_GAME_TURN_H

#include "scenes/game/game_ui.h"

/* A person decides now: the options are theirs to choose. */
bool game_deciding(const game_ui *g, const settings *s);
/* Plays the answer of the seat to act once it has one and 'pace' seconds
 * of its decision have passed; a refused answer changes nothing. */
session_turn turn_play(game_ui *g, double dt, double pace, session_change *c);
/* The move the person's steps decided, if they decided one: handed to
 * their seat and played at once (true, with its change in c). */
bool turn_play_decision(game_ui *g, session_change *c);
/* The only legal move, played for the person (the setting) when it spends
 * nothing; false when it was not played. Its notice, once the listeners
 * heard it: turn_note_forced. */
bool turn_play_forced(game_ui *g, const village_move *only, session_change *c);
void turn_note_forced(game_ui *g, const table_words *w, const session_change *c);
/* A move played: every listener hears it, in order (move_news.h), with
 * what they need of the app: the part view, the sound, and the opener of
 * the preferences folder (game_opener_of makes it again first if it was
 * deleted). */
void turn_tell(game_ui *g, const session_change *c, const part_view *v, audio *sound,
               const game_opener *at);
/* The table's own listener: who holds the table (the human who moved) and
 * the customers looked at, hidden again. */
void turn_heard(void *part, const move_news *news);

#endif
