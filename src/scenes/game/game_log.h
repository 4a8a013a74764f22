/* The log's lines kept from the session (game_log.c). */
#ifndef VILLAGE_SCENES_GAME_GAME_LOG_H
#define VILLAGE_SCENES_GAME_GAME_LOG_H

#include "scenes/game/game_ui.h"

/* game_log.c: the log's lines (table/log.h) told from the session, a
 * scrolled-up panel kept in place as lines arrive */
/* The session's seats as the table model names them. */
table_seats game_table_seats(const session *s);
void log_events(game_ui *g, const table_words *w, const village_state *before,
                const village_events *ev);
void log_add(game_ui *g, const char *line); /* a plain line, in the current turn's group */
/* The log told again from the record's moves (after Continue or an undo). */
void log_rebuild(game_ui *g, const table_words *w);

/* The log's listener (move_news.h; part: the game_ui): a move's lines. */
void game_log_heard(void *part, const move_news *news);

#endif
