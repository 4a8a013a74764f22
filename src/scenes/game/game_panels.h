/* The panels around the board (game_panels.c). */
#ifndef VILLAGE_SCENES_GAME_GAME_PANELS_H
#define VILLAGE_SCENES_GAME_GAME_PANELS_H

#include "scenes/game/game_ui.h"

/* The "since your last turn" summary (recap.c) as the scores make room for
 * it: open in their frame, or its button to open it again under their rows. */
typedef struct panels_summary {
    bool shown;
    const SDL_FRect *button; /* NULL when not shown */
} panels_summary;
/* The panels around the board; the log panel's is the one part they write
 * (log_view_draw counts the lines that fit). */
void panels_draw(const part_view *v, const game_ui *g, log_panel *log,
                 const panels_summary *summary);
/* For the scores' tooltip: each other player's face-down customers, the
 * points they likely hold and could hold, one line each ("" for none). */
void panels_face_down_text(const table_words *w, const game_ui *g, char *out, size_t size);
struct menu;
void panels_buttons(const part_view *v, const game_ui *g, struct menu *m);

#endif
