/* Hints (issue 14): on the Hint button or the H key, the analysis of the
 * decision pending for the human to act runs on a worker thread; the best
 * move and two alternatives are shown with their chance to win, expected
 * score and a one-line reason, and the suggested move is outlined on the
 * board. The hint is dropped as soon as any move is played. Which decision
 * it is for, the worker and the count of hints asked are the table model's
 * (src/table/hint_book.h); this file words and draws them. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game.h"
#include "scenes/game/hint.h"
#include "scenes/game/move_steps.h"

static const SDL_Color HINT_MARK = {0x30, 0xc0, 0xff, 255};

/* The panel sits just above the choices panel, over the board's lower edge. */
static bool hint_box(gfx *canvas, SDL_FRect *out)
{
    const SDL_FRect *r = layout_find(&canvas->layout, "ui.choices");
    if (!r)
        return false;
    float h = gfx_ui(canvas, 190); /* grows with the text and panel size */
    *out = (SDL_FRect){r->x, r->y - 6 - h, r->w, h};
    return true;
}

/* The words go with the analysis they tell. */
static void clear_texts(hint_panel *h)
{
    memset(h->lines, 0, sizeof h->lines);
    memset(h->reasons, 0, sizeof h->reasons);
    h->target = TARGET_NONE;
}

void hint_forget(hint_panel *h)
{
    table_hint_drop(&h->book);
    clear_texts(h);
}

/* The first board target along the move's steps: what gets outlined. */
static int move_target(const table_words *w, const village_state *s, const village_move *m)
{
    move_path p;
    steps_for_move(w, s, m, &p);
    for (int i = 0; i < p.count; i++)
        if (p.steps[i].target != TARGET_NONE)
            return p.steps[i].target;
    return TARGET_NONE;
}

static void fill_texts(hint_panel *h, const table_words *w, const village_state *s)
{
    const village_analysis *r = &h->book.result;
    for (int i = 0; i < r->count; i++) {
        const village_move_estimate *e = &r->moves[i];
        char move[200], win[16], score[16];
        game_move_label(w, s, &e->move, move, sizeof move);
        snprintf(win, sizeof win, "%d", village_win_percent(e->win));
        snprintf(score, sizeof score, "%d", village_score_points(e->score));
        char line[HINT_LINE_MAX];
        TRF(w->cat, line, "hint.line", move, win, score);
        snprintf(h->lines[i], sizeof h->lines[i], "%s", line);
        game_reason_text(w, e->reason.code, e->reason.value, h->reasons[i], sizeof h->reasons[i]);
    }
    h->target = r->count > 0 ? move_target(w, s, &r->moves[0].move) : TARGET_NONE;
}

table_hint_asked hint_ask(hint_panel *h, const session *game)
{
    const village_state *s = session_state(game);
    table_hint_asked asked =
        table_hint_ask(&h->book, s, session_move_count(game), session_record(game)->seed);
    if (asked != TABLE_HINT_ALREADY)
        clear_texts(h);
    return asked;
}

bool hint_update(hint_panel *h, const session *game, const table_words *w, bool hints_on)
{
    table_hint_news news = table_hint_poll(&h->book, session_move_count(game), hints_on);
    if (news == TABLE_HINT_READY)
        fill_texts(h, w, session_state(game));
    else if (news != TABLE_HINT_NOTHING)
        clear_texts(h);
    return news != TABLE_HINT_LOST;
}

bool hint_busy(const hint_panel *h)
{
    return table_hint_busy(&h->book);
}

int hint_target(const hint_panel *h)
{
    return h->book.open && h->book.ready ? h->target : TARGET_NONE;
}

int hint_option(const hint_panel *h, const table_chooser *c)
{
    const village_analysis *r = &h->book.result;
    if (!h->book.ready || r->count == 0)
        return -1;
    for (int option = 0; option < c->option_count; option++) {
        if (!c->options[option].enabled)
            continue;
        int moves[VILLAGE_MAX_MOVES];
        int n = table_option_moves(c, option, moves, VILLAGE_MAX_MOVES);
        for (int i = 0; i < n; i++)
            if (village_move_equal(&c->moves[moves[i]], &r->moves[0].move))
                return option;
    }
    return -1;
}

void hint_draw(const part_view *v, const hint_panel *h, const session *game, const SDL_FRect *mark)
{
    gfx *gx = v->canvas;
    SDL_FRect box;
    if (!h->book.open || !hint_box(gx, &box))
        return;
    if (mark) {
        SDL_FRect ring = {mark->x - 6, mark->y - 6, mark->w + 12, mark->h + 12};
        gfx_outline(gx, &ring, HINT_MARK, 4);
    }
    gfx_panel(gx, &box, false);
    float x = box.x + 18, y = box.y + 14, room = box.w - 40;
    char title[120];
    TRF(v->words.cat, title, "hint.title", session_player_name(game, h->book.seat));
    gfx_text(gx, FONT_BOLD, gfx_ui_fit(gx, FONT_BOLD, 18, room, title), COLOUR_INK, x, y,
             ALIGN_LEFT, title);
    if (!h->book.ready) {
        const char *wait = TR(v->words.cat, "hint.thinking");
        gfx_text(gx, FONT_BODY, gfx_ui_fit(gx, FONT_BODY, 16, room, wait), COLOUR_INK_SOFT, x,
                 y + gfx_ui(gx, 34), ALIGN_LEFT, wait);
        return;
    }
    for (int i = 0; i < h->book.result.count; i++) {
        float row = y + gfx_ui(gx, 28 + (float)i * 46);
        font_role role = i == 0 ? FONT_BOLD : FONT_BODY;
        gfx_text(gx, role, gfx_ui_fit(gx, role, 15, room, h->lines[i]), COLOUR_INK, x, row,
                 ALIGN_LEFT, h->lines[i]);
        gfx_text(gx, FONT_BODY, gfx_ui_fit(gx, FONT_BODY, 14, room - 22, h->reasons[i]),
                 COLOUR_INK_SOFT, x + 22, row + gfx_ui(gx, 20), ALIGN_LEFT, h->reasons[i]);
    }
}
