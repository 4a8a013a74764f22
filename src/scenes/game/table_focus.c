/* The keyboard's focus over the game table (issue 31): the spots are the
 * table model's (table/focus.h: which options, in which order, and where an
 * arrow goes); this file says where each is drawn (a board target's box or
 * an option's button, the scene's buttons), keeps which one holds the focus
 * and draws the ring with the tooltip a hover would show. The only file that
 * writes game_ui.focus. */
#include "scenes/common.h"
#include "scenes/game/game_ui.h"

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

static table_focus_spot spot_of(int kind, int id, bool enabled, const SDL_FRect *r)
{
    return (table_focus_spot){
        .kind = (uint8_t)kind, .id = id, .enabled = enabled, .box = {r->x, r->y, r->w, r->h}};
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
                    spot_of(TABLE_FOCUS_OPTION, order[i], g->choice.options[order[i]].enabled, &r);
        }
    }
    for (int i = 0; buttons && i < buttons->count && n < max; i++)
        out[n++] = spot_of(TABLE_FOCUS_BUTTON, buttons->items[i].id, buttons->items[i].enabled,
                           &buttons->items[i].rect);
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
}

bool focus_key(focus_state *f, const part_view *v, const game_ui *g, bool deciding,
               const menu *buttons, SDL_Keycode key, Uint16 mod)
{
    table_focus_dir d = TABLE_FOCUS_DOWN;
    bool arrow = scene_focus_direction(key, &d);
    if (!arrow && key != SDLK_TAB)
        return false;
    table_focus_spot spots[TABLE_FOCUS_SPOTS_MAX];
    int n = focus_spots(v, g, deciding, buttons, spots, TABLE_FOCUS_SPOTS_MAX);
    int at = table_focus_find(spots, n, f->kind, f->id), delta = mod & KMOD_SHIFT ? -1 : 1;
    int to = !f->shown && at >= 0 ? at /* the first key shows where it is */
             : at < 0             ? table_focus_next(n, -1, delta)
             : arrow              ? table_focus_toward(spots, n, at, d)
                                  : table_focus_next(n, at, delta);
    f->shown = true;
    if (to >= 0) {
        f->kind = spots[to].kind;
        f->id = spots[to].id;
    }
    return true;
}

void focus_hide(focus_state *f)
{
    f->shown = false;
}

bool focus_ringed(const focus_state *f, int *kind, int *id)
{
    if (!f->shown || f->id < 0)
        return false;
    *kind = f->kind;
    *id = f->id;
    return true;
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
    if (!focus_ringed(&g->focus, &kind, &id))
        return;
    if (kind == TABLE_FOCUS_BUTTON) {
        draw_button_focus(v, buttons, id);
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
