/* "Since your last turn" laid out and drawn (recap.c). */
#ifndef VILLAGE_SCENES_GAME_RECAP_H
#define VILLAGE_SCENES_GAME_RECAP_H

#include "scenes/game/game_ui.h"

/* recap.c: "since your last turn": what the other seats did since a human's
 * last move (the table model's, table/recap.h), shown when that human's
 * decision starts (deciding: a human is to act and nothing is moving), with
 * the pieces they moved outlined. */
void recap_note(game_ui *g, const session_change *c); /* a move was played */
void recap_rebuild(game_ui *g);   /* told again from the record (a game continued, an undo) */
void recap_note_past(game_ui *g); /* a network guest back: the moves the host told */
bool recap_shown(const game_ui *g, bool deciding); /* the summary is open now */
/* Its lines ("Bruno took a pink cube from Crafts and made a plough.") and
 * the seat each is about; returns how many. */
int recap_lines(const game_ui *g, const table_words *w, int seat, char out[][RECAP_LINE_MAX],
                int players[], int max);
/* The open panel: in the projected scores' frame, off the board. */
bool recap_panel(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out);
/* The summary's button: "Hide" on the open summary, "Since your last turn"
 * to open it again once hidden. False when neither shows. */
bool recap_button(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out);
/* What a click did to the summary: nothing, taken (on its panel, not for the
 * board under it), or opened/hidden it (the caller plays the click). */
typedef enum recap_click { RECAP_CLICK_NONE, RECAP_CLICK_TAKEN, RECAP_CLICK_TOGGLED } recap_click;
recap_click recap_event(const part_view *v, game_ui *g, const SDL_Event *e, bool deciding);
void recap_draw_marks(const part_view *v, const game_ui *g, bool deciding);
void recap_draw(const part_view *v, const game_ui *g, bool deciding);

/* The recap's listener (move_news.h; part: the game_ui). */
void recap_heard(void *part, const move_news *news);

#endif
