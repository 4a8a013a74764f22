/* What the mouse rests on: the board target under it (when the person may
 * act), the help area and since when, and whether an animation closed the
 * help. The only file that writes game_ui.hover. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"

void hover_reset(hover_state *h)
{
    h->target = TARGET_NONE;
}

void hover_update(app *a, bool can_act)
{
    game_ui *g = a->shared->game;
    char key[48] = "";
    int player = -1;
    /* The lesson's guide stands over the third and fourth farmyards: what it
     * hides has no help and takes no click. */
    SDL_FRect guide;
    bool on_guide =
        lesson_active(g) && lesson_box(&guide) && gfx_contains(&guide, a->mouse_x, a->mouse_y);
    g->hover.target = can_act && !on_guide
                          ? board_hit(&a->gfx, &g->choice, &g->anim.shown, a->mouse_x, a->mouse_y)
                          : TARGET_NONE;
    SDL_FRect summary; /* it stands over the scores, which it hides */
    part_view view = game_part_view(a);
    bool on_summary =
        recap_panel(&view, g, can_act, &summary) && gfx_contains(&summary, a->mouse_x, a->mouse_y);
    if (g->choice.hover < 0 && !on_summary && !on_guide)
        board_area_at(&a->gfx, &g->anim.shown, a->mouse_x, a->mouse_y, key, sizeof key, &player);
    if (strcmp(key, g->hover.area) != 0 || player != g->hover.area_player) {
        snprintf(g->hover.area, sizeof g->hover.area, "%s", key);
        g->hover.area_player = player;
        g->hover.since = a->clock;
    }
    /* A help text left open by a resting mouse would hide the pieces that
     * move: an animation closes it until the mouse moves again. */
    if (a->mouse_x != g->hover.mouse_x || a->mouse_y != g->hover.mouse_y) {
        g->hover.mouse_x = a->mouse_x;
        g->hover.mouse_y = a->mouse_y;
        g->hover.tip_closed = false;
    } else if (view_busy(g)) {
        g->hover.tip_closed = true;
    }
}
