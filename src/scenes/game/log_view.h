/* The log panel with its scrollbar (log_view.c). */
#ifndef VILLAGE_SCENES_GAME_LOG_VIEW_H
#define VILLAGE_SCENES_GAME_LOG_VIEW_H

#include "scenes/game/part_view.h"
#include "table/log.h"

/* The log panel's scrolling (log_view.c). */
typedef struct log_panel {
    int scroll;  /* lines scrolled up from the newest */
    int visible; /* whole lines that fit, as last drawn */
    bool dragging;
    float drag_offset; /* mouse y minus the thumb's top when the drag began */
    bool tall;         /* opened to the full height of the table */
} log_panel;

/* log_view.c: the log panel with its scrollbar */
/* Draws the lines and counts how many fit (the panel's 'visible'). */
void log_view_draw(const part_view *v, log_panel *lp, const log_lines *log, const session *game);
bool log_view_event(const part_view *v, log_panel *lp, const log_lines *log, const SDL_Event *e);
void log_scrolled_by_new_line(log_panel *lp, const log_lines *log);
void log_view_reset(log_panel *lp); /* back to the newest line */
/* The log told again: back to where it was. */
void log_view_keep(log_panel *lp, const log_lines *log, int scroll);
/* The keyboard's log: L opens it to the full height or back, Page Up and
 * Page Down scroll it by a page (pages: +1 up, -1 down). */
void log_view_toggle_tall(log_panel *lp, const log_lines *log);
void log_view_page(log_panel *lp, const log_lines *log, int pages);
/* false when everything fits */
bool log_view_thumb(const part_view *v, const log_panel *lp, const log_lines *log,
                    SDL_FRect *thumb);
/* The panel's own buttons: open full height / back, and jump to the newest
 * line (only while scrolled up). False when the button is not shown. */
enum { LOG_BUTTON_TALL, LOG_BUTTON_LATEST };
bool log_view_button(const part_view *v, const log_panel *lp, int which, SDL_FRect *out);
/* Where the lines are drawn (and clipped to); never under a shown button. */
bool log_view_lines(const part_view *v, const log_panel *lp, SDL_FRect *out);
/* The height the table's prompts take at the foot of the log (table_focus.c
 * draws them), 0 when none show (after the mouse, or the log opened tall). */
enum { LOG_PROMPTS_MARGIN = 6 };
float log_view_prompts_room(const part_view *v, const log_panel *lp);

#endif
