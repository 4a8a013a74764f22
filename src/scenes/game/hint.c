/* Hints (issue 14): on the Hint button or the H key, the analysis of the
 * decision pending for the human to act runs on a worker thread; the best
 * move and two alternatives are shown with their chance to win, expected
 * score and a one-line reason, and the suggested move is outlined on the
 * board. The hint is dropped as soon as any move is played. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"

static const SDL_Color HINT_MARK = {0x30, 0xc0, 0xff, 255};

/* The panel sits just above the choices panel, over the board's lower edge. */
static bool hint_box(app *a, SDL_FRect *out)
{
    const SDL_FRect *r = layout_find(&a->gfx.layout, "ui.choices");
    if (!r)
        return false;
    float h = gfx_ui(&a->gfx, 190); /* grows with the text and panel size */
    *out = (SDL_FRect){r->x, r->y - 6 - h, r->w, h};
    return true;
}

void hint_forget(game_ui *g)
{
    if (g->hint.job)
        village_analysis_free(g->hint.job);
    size_t counted = g->hint.counted_at;
    memset(&g->hint, 0, sizeof g->hint);
    g->hint.counted_at = counted;
    g->hint.target = TARGET_NONE;
}

/* The first board target along the move's steps: what gets outlined. */
static int move_target(app *a, const village_state *s, const village_move *m)
{
    move_path p;
    steps_for_move(GAME_WORDS(a), s, m, &p);
    for (int i = 0; i < p.count; i++)
        if (p.steps[i].target != TARGET_NONE)
            return p.steps[i].target;
    return TARGET_NONE;
}

static void fill_texts(app *a)
{
    game_ui *g = a->shared->game;
    const village_state *s = session_state(g->session);
    const village_analysis *r = &g->hint.result;
    for (int i = 0; i < r->count; i++) {
        const village_move_estimate *e = &r->moves[i];
        char move[200], win[16], score[16];
        game_move_label(GAME_WORDS(a), s, &e->move, move, sizeof move);
        snprintf(win, sizeof win, "%d", village_win_percent(e->win));
        snprintf(score, sizeof score, "%d", village_score_points(e->score));
        char line[HINT_LINE_MAX];
        TRF(&a->i18n, line, "hint.line", move, win, score);
        snprintf(g->hint.lines[i], sizeof g->hint.lines[i], "%s", line);
        game_reason_text(GAME_WORDS(a), e->reason.code, e->reason.value, g->hint.reasons[i],
                         sizeof g->hint.reasons[i]);
    }
    g->hint.target = r->count > 0 ? move_target(a, s, &r->moves[0].move) : TARGET_NONE;
}

bool hint_available(const app *a)
{
    const game_ui *g = a->shared->game;
    const village_state *s = session_state(g->session);
    return a->settings.hints && s->phase != VILLAGE_PHASE_GAME_OVER &&
           session_is_human(g->session, s->actor) && !view_busy(g) && g->choice.valid &&
           !handoff_pending(a);
}

void hint_request(app *a)
{
    game_ui *g = a->shared->game;
    if (!hint_available(a))
        return;
    size_t moves = session_move_count(g->session);
    if (g->hint.open && g->hint.asked_at == moves)
        return; /* already shown or on its way for this decision */
    hint_forget(g);
    const village_state *s = session_state(g->session);
    village_analysis_config cfg = {.seed = session_record(g->session)->seed ^
                                           ((uint64_t)moves * 0x9e3779b97f4a7c15u)};
    g->hint.job = village_hint_start(s, s->actor, &cfg);
    if (!g->hint.job) {
        snprintf(g->message, sizeof g->message, "%s", TR(&a->i18n, "hint.failed"));
        g->message_left = 3.0;
        return;
    }
    g->hint.open = true;
    g->hint.asked_at = moves;
    g->hint.seat = s->actor;
    if (g->hint.counted_at != moves + 1) { /* asked again after Settings or Rules: one hint */
        session_note_hint(g->session, s->actor);
        game_autosave(a); /* the count is kept in the save: Continue keeps it */
    }
    g->hint.counted_at = moves + 1;
}

void hint_update(app *a)
{
    game_ui *g = a->shared->game;
    if (!g->hint.open)
        return;
    if (session_move_count(g->session) != g->hint.asked_at || !a->settings.hints) {
        hint_forget(g);
        return;
    }
    if (!g->hint.job)
        return;
    bool ok = false;
    if (!village_hint_poll(g->hint.job, &ok, &g->hint.result))
        return;
    village_analysis_free(g->hint.job);
    g->hint.job = NULL;
    if (!ok) {
        hint_forget(g);
        snprintf(g->message, sizeof g->message, "%s", TR(&a->i18n, "hint.failed"));
        g->message_left = 3.0;
        return;
    }
    g->hint.ready = true;
    fill_texts(a);
}

bool hint_busy(const game_ui *g)
{
    return g->hint.open && !g->hint.ready;
}

void hint_draw(app *a)
{
    game_ui *g = a->shared->game;
    SDL_FRect box;
    if (!g->hint.open || !hint_box(a, &box))
        return;
    SDL_FRect mark;
    if (g->hint.ready && g->hint.target != TARGET_NONE &&
        board_target_rect(&a->gfx, &g->anim.shown, g->hint.target, &mark)) {
        SDL_FRect ring = {mark.x - 6, mark.y - 6, mark.w + 12, mark.h + 12};
        gfx_outline(&a->gfx, &ring, HINT_MARK, 4);
    }
    gfx_panel(&a->gfx, &box, false);
    gfx *gx = &a->gfx;
    float x = box.x + 18, y = box.y + 14, room = box.w - 40;
    char title[120];
    TRF(&a->i18n, title, "hint.title", session_player_name(g->session, g->hint.seat));
    gfx_text(gx, FONT_BOLD, gfx_ui_fit(gx, FONT_BOLD, 18, room, title), COLOUR_INK, x, y,
             ALIGN_LEFT, title);
    if (!g->hint.ready) {
        const char *wait = TR(&a->i18n, "hint.thinking");
        gfx_text(gx, FONT_BODY, gfx_ui_fit(gx, FONT_BODY, 16, room, wait), COLOUR_INK_SOFT, x,
                 y + gfx_ui(gx, 34), ALIGN_LEFT, wait);
        return;
    }
    for (int i = 0; i < g->hint.result.count; i++) {
        float row = y + gfx_ui(gx, 28 + (float)i * 46);
        font_role role = i == 0 ? FONT_BOLD : FONT_BODY;
        gfx_text(gx, role, gfx_ui_fit(gx, role, 15, room, g->hint.lines[i]), COLOUR_INK, x, row,
                 ALIGN_LEFT, g->hint.lines[i]);
        gfx_text(gx, FONT_BODY, gfx_ui_fit(gx, FONT_BODY, 14, room - 22, g->hint.reasons[i]),
                 COLOUR_INK_SOFT, x + 22, row + gfx_ui(gx, 20), ALIGN_LEFT, g->hint.reasons[i]);
    }
}

bool game_ask_hint(app *a)
{
    game_ui *g = a->shared->game;
    if (!g || !hint_available(a))
        return false;
    g->recap.seats[session_state(g->session)->actor].hidden = true;
    hint_request(a);
    return g->hint.open;
}

bool game_hint_shown(const app *a)
{
    const game_ui *g = a->shared->game;
    return g && g->hint.open && g->hint.ready;
}
