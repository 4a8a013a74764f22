/* The cues at the table (issue 42): the sounds of your turn, a plague, a
 * death, the end and a refused choice (table/cues.h says which moments they
 * are), played on the sound layer's cue channels at the effects' volume,
 * whether or not speech is on: they tell a seeing player the same. */
#ifndef VILLAGE_SCENES_GAME_GAME_CUES_H
#define VILLAGE_SCENES_GAME_GAME_CUES_H

#include "app/app.h"
#include "scenes/game/move_news.h"
#include "table/cues.h"

/* The sound of a cue, or SOUND_COUNT for none. */
sound_id game_cue_sound(table_cue cue);
void game_cue_play(audio *sound, table_cue cue);
/* A move's events: each cue among them once, at once (not after the
 * animation), so it comes with the log's words. */
void game_cues_hear_events(audio *sound, const village_events *ev);
/* The same, as a listener of the table's moves (game_open.c). */
void game_cues_heard(void *part, const move_news *news);
/* After each update of the game g (may be NULL): your turn's cue when a
 * person's decision begins. turn_seat is the seat it was last played for
 * (game_speech.h's memory, kept with the scene). */
struct game_ui;
void game_cues_follow(int *turn_seat, const struct game_ui *g, const settings *st, audio *sound);

#endif
