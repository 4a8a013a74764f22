/* The keyboard's focus over the game table (issue 31): the spots are the
 * table model's (table/focus.h: which options, in which order, and where an
 * arrow goes); this file says where each is drawn (a board target's box or
 * an option's button, the scene's buttons), keeps which one holds the focus
 * and draws the ring with the tooltip a hover would show. The only file that
 * writes game_ui.focus. */
#include "scenes/common.h"
#include "scenes/game/table_focus.h"
#include "scenes/game/area_help.h"
#include "scenes/game/board_hit.h"

/* Where an option is drawn: on the board when it has a target there, else its button. */
static bool option_box(const part_view *v, const game_ui *g, int option, SDL_FRect *out,
                       bool *on_board)
{
    if (option < 0 || option >= g->choice.option_count)
        return false;
    const choice_option *o = &g->choice.options[option];
    *on_board = o->target != TARGET_NONE;
    if (*on_board)
        return board_target_rect(v->canvas, &g->anim.shown, o->target, out);
    return choices_option_rect(v, &g->choice, option, out);
}

static table_focus_spot spot_of(int kind, int id, bool enabled, int area, const SDL_FRect *r)
{
    return (table_focus_spot){.kind = (uint8_t)kind,
                              .id = id,
                              .enabled = enabled,
                              .area = (uint8_t)area,
                              .box = {r->x, r->y, r->w, r->h}};
}

/* An option's area: a target right of the board's edge is in a farmyard. */
static int option_area(const part_view *v, const game_ui *g, int option, const SDL_FRect *r)
{
    const SDL_FRect *board = layout_find(&v->canvas->layout, "board");
    bool on_board = !board || r->x + r->w / 2 < board->x + board->w;
    return table_focus_option_area(g->choice.options[option].target, on_board);
}

/* The log's lines: its panel below the table's buttons that stand in it. */
static bool log_box(const part_view *v, const menu *buttons, SDL_FRect *out)
{
    const SDL_FRect *panel = layout_find(&v->canvas->layout, "ui.log");
    if (!panel)
        return false;
    float top = panel->y;
    for (int i = 0; buttons && i < buttons->count; i++) {
        const SDL_FRect *b = &buttons->items[i].rect;
        if (gfx_contains(panel, b->x + b->w / 2, b->y + b->h / 2) && b->y + b->h > top)
            top = b->y + b->h;
    }
    *out = (SDL_FRect){panel->x, top, panel->w, panel->y + panel->h - top};
    return out->h > 0;
}

int focus_spots(const part_view *v, const game_ui *g, bool deciding, const menu *buttons,
                table_focus_spot out[], int max)
{
    int n = 0;
    if (deciding && g->choice.valid) {
        int order[TABLE_OPTIONS_MAX];
        int count = table_focus_options(&g->choice.model, order, TABLE_OPTIONS_MAX);
        for (int i = 0; i < count && n < max; i++) {
            SDL_FRect r;
            bool on_board;
            if (option_box(v, g, order[i], &r, &on_board))
                out[n++] =
                    spot_of(TABLE_FOCUS_OPTION, order[i], g->choice.options[order[i]].enabled,
                            option_area(v, g, order[i], &r), &r);
        }
    }
    for (int i = 0; buttons && i < buttons->count && n < max; i++)
        out[n++] = spot_of(TABLE_FOCUS_BUTTON, buttons->items[i].id, buttons->items[i].enabled,
                           TABLE_AREA_CHOICES, &buttons->items[i].rect);
    SDL_FRect log;
    if (log_box(v, buttons, &log) && n < max) /* last: Tab reaches the buttons first, as before */
        out[n++] = spot_of(TABLE_FOCUS_LOG, 0, true, TABLE_AREA_LOG, &log);
    return n;
}

void focus_follow(focus_state *f, const game_ui *g, bool deciding)
{
    if (!deciding) {
        if (f->kind == TABLE_FOCUS_OPTION)
            f->id = -1; /* the options went with the turn */
        return;
    }
    const table_chooser *m = &g->choice.model;
    bool same_step =
        f->decision == g->choice.built_for && f->depth == m->depth && f->picked == m->picked_count;
    if (same_step && !(f->kind == TABLE_FOCUS_OPTION && f->id < 0))
        return;
    f->decision = g->choice.built_for;
    f->depth = m->depth;
    f->picked = m->picked_count;
    f->kind = TABLE_FOCUS_OPTION;
    f->id = table_focus_first_option(m);
    if (f->id >= 0)
        f->step = m->options[f->id].step;
}

/* The ring on the log: Enter opens it to the full height or back (Page Up
 * and Page Down, a controller's triggers, scroll it wherever the ring is). */
static bool log_key(log_panel *log_view, const log_lines *log, SDL_Keycode key)
{
    if (!scene_is_choose_key(key))
        return false;
    log_view_toggle_tall(log_view, log);
    return true;
}

bool focus_key(focus_state *f, log_panel *log_view, const part_view *v, const game_ui *g,
               bool deciding, const menu *buttons, SDL_Keycode key, Uint16 mod)
{
    if (f->shown && f->kind == TABLE_FOCUS_LOG && log_key(log_view, &g->log, key))
        return true;
    table_focus_dir d = TABLE_FOCUS_DOWN;
    bool arrow = scene_focus_direction(key, &d), area = key == SDLK_F6;
    if (!arrow && !area && key != SDLK_TAB)
        return false;
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = focus_spots(v, g, deciding, buttons, spots, TABLE_FOCUS_SPOTS_MAX);
    int kind = f->kind, id = f->id;
    if (!focus_ringed(f, g, &kind, &id) && f->kind == TABLE_FOCUS_OPTION && g->choice.valid)
        id = table_focus_option_of_step(&g->choice.model, &f->step); /* placed, not yet shown */
    int at = table_focus_find(spots, n, kind, id), delta = mod & KMOD_SHIFT ? -1 : 1;
    int to = area                   ? table_focus_next_area(spots, n, at, delta)
             : !f->shown && at >= 0 ? at /* the first key shows where it is */
             : at < 0               ? table_focus_next(n, -1, delta)
             : arrow                ? table_focus_toward(spots, n, at, d)
                                    : table_focus_next(n, at, delta);
    f->shown = true;
    if (to >= 0) {
        f->kind = spots[to].kind;
        f->id = spots[to].id;
        if (f->kind == TABLE_FOCUS_OPTION)
            f->step = g->choice.model.options[f->id].step;
    }
    return true;
}

void focus_hide(focus_state *f)
{
    f->shown = false;
}

void focus_ring_option(focus_state *f, const game_ui *g, int option)
{
    const table_chooser *m = &g->choice.model;
    if (!g->choice.valid || option < 0 || option >= m->option_count)
        return;
    f->shown = true;
    f->kind = TABLE_FOCUS_OPTION;
    f->id = option;
    f->step = m->options[option].step;
    f->decision = g->choice.built_for; /* placed at this step: focus_follow leaves it */
    f->depth = m->depth;
    f->picked = m->picked_count;
}

bool focus_ringed(const focus_state *f, const game_ui *g, int *kind, int *id)
{
    if (!f->shown || f->id < 0)
        return false;
    *kind = f->kind;
    *id = f->id;
    if (f->kind == TABLE_FOCUS_OPTION)
        *id = g->choice.valid ? table_focus_option_of_step(&g->choice.model, &f->step) : -1;
    return *id >= 0;
}

static void draw_button_focus(const part_view *v, const menu *buttons, int id)
{
    for (int i = 0; buttons && i < buttons->count; i++) {
        const menu_item *it = &buttons->items[i];
        if (it->id != id)
            continue;
        widget_focus_ring(v->canvas, &it->rect);
        if (it->tip[0])
            tooltip_draw(v->canvas, it->rect.x + it->rect.w / 2, it->rect.y + it->rect.h, NULL,
                         it->tip);
        return;
    }
}

void focus_draw(const part_view *v, const game_ui *g, bool deciding, const menu *buttons)
{
    int kind, id;
    if (!focus_ringed(&g->focus, g, &kind, &id))
        return;
    if (kind == TABLE_FOCUS_BUTTON) {
        draw_button_focus(v, buttons, id);
        return;
    }
    if (kind == TABLE_FOCUS_LOG) {
        SDL_FRect log;
        if (!g->log_panel.tall && log_box(v, buttons, &log)) /* tall, it covers the board */
            widget_focus_ring(v->canvas, &log);
        return;
    }
    SDL_FRect r;
    bool on_board;
    if (!deciding || !option_box(v, g, id, &r, &on_board))
        return;
    if (on_board) { /* clear of the gold ring that marks it as a choice */
        float room = board_ring_room(&g->anim.shown, g->choice.options[id].target);
        r = (SDL_FRect){r.x - room, r.y - room, r.w + 2 * room, r.h + 2 * room};
    }
    widget_focus_ring(v->canvas, &r);
    /* The tip a hover shows, as if the mouse rested on the ring's lower edge. */
    part_view at = *v;
    at.mouse_x = r.x + (on_board ? r.w / 2 : 18);
    at.mouse_y = r.y + r.h;
    area_help_draw_option(&at, g, id, !on_board);
}

int focus_prompts(app *a, int actions[], int max)
{
    (void)a, (void)actions, (void)max;
    return 0;
}

/* The table's prompts stand in the log's foot, not in the right column's:
 * at three and four players the farmyards fill that column down to the
 * scores and "since your last turn", which a band there covered, while the
 * log scrolls, so the row it gives up is one line a player can scroll back
 * to. One row, the most needed first, as many as the log's width holds
 * (choose and back before move: the D-pad is the one control a player
 * finds without being told);
 * Undo, Hint, Rules and Menu are also the buttons above the lines, and
 * their tips name their buttons. */
static int table_prompts(const part_view *v, prompt out[], float width)
{
    static const app_action ORDER[] = {ACTION_CHOOSE, ACTION_BACK, ACTION_MOVE, ACTION_NEXT_AREA,
                                       ACTION_UNDO,   ACTION_HINT, ACTION_MENU};
    int n = 0;
    for (size_t i = 0; i < sizeof ORDER / sizeof ORDER[0]; i++)
        if (ORDER[i] != ACTION_HINT || v->settings->hints)
            out[n++] = (prompt){input_action_glyph(v->input, ORDER[i], v->words.cat),
                                input_action_label(ORDER[i], v->words.cat)};
    return prompts_in_one_row(v->canvas, out, n, width);
}

static const float PROMPTS_MARGIN = LOG_PROMPTS_MARGIN;

void focus_prompts_draw(const part_view *v, const game_ui *g)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.log");
    if (!r || log_view_prompts_room(v, &g->log_panel) <= 0)
        return;
    prompt row[PROMPTS_MAX];
    float width = r->w - 2 * PROMPTS_MARGIN;
    int count = table_prompts(v, row, width);
    prompts_draw(v->canvas, row, count, r->x + r->w - PROMPTS_MARGIN, r->y + r->h - PROMPTS_MARGIN,
                 width);
}
