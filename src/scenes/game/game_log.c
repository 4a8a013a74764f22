/* The log's lines (the table model's, src/table/log.h) kept for the scene:
 * told from the session's moves with its seats' names, and a panel scrolled
 * up keeps the lines the person reads in place as new ones arrive. */
#include <stdio.h>

#include "scenes/game/game_log.h"

table_seats game_table_seats(const session *s)
{
    table_seats seats = {.count = session_record(s)->num_players};
    for (int p = 0; p < seats.count && p < VILLAGE_MAX_PLAYERS; p++) {
        seats.names[p] = session_player_name(s, p);
        seats.human[p] = session_is_human(s, p);
    }
    return seats;
}

/* Each line added since 'added' moves a scrolled-up panel along with it. */
static void keep_place(game_ui *g, long added)
{
    for (long n = g->log.added - added; n > 0; n--)
        log_scrolled_by_new_line(&g->log_panel, &g->log);
}

void log_events(game_ui *g, const table_words *w, const village_state *before,
                const village_events *ev)
{
    long added = g->log.added;
    table_seats seats = game_table_seats(g->session);
    table_log_events(&g->log, w, &seats, before, ev);
    keep_place(g, added);
}

void log_add(game_ui *g, const char *line)
{
    long added = g->log.added;
    table_log_add(&g->log, line);
    keep_place(g, added);
}

typedef struct retelling {
    log_lines *log;
    const table_words *w;
    const table_seats *seats;
} retelling;

static bool log_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                     const village_events *ev, const village_state *after)
{
    (void)index, (void)m, (void)after;
    const retelling *r = ctx;
    table_log_events(r->log, r->w, r->seats, before, ev);
    return true;
}

void log_rebuild(game_ui *g, const table_words *w)
{
    const village_record *r = session_record(g->session);
    int scroll = g->log_panel.scroll; /* told again in another language: the same lines */
    g->log.count = 0;
    log_view_reset(&g->log_panel);
    table_seats seats = game_table_seats(g->session);
    char line[LOG_LINE_MAX];
    long joined_at = session_follow_first_move(g->session);
    char move[24];
    snprintf(move, sizeof move, "%ld", joined_at);
    if (joined_at > 0) /* a guest's table that came to a game under way */
        table_log_add(&g->log, TRF(w->cat, line, "net.log.joined_at", move));
    else
        table_log_add(&g->log, TRF(w->cat, line, "log.started", seats.names[r->start_player]));
    village_record_replay(r, r->move_count, log_move, &(retelling){&g->log, w, &seats}, NULL);
    log_view_keep(&g->log_panel, &g->log, scroll);
}

void game_log_heard(void *part, const move_news *news)
{
    log_events(part, &news->view->words, &news->change->before, &news->change->events);
}
