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

void hover_update(const part_view *v, hover_state *h, const game_ui *g, bool can_act)
{
    char key[48] = "";
    int player = -1;
    /* The lesson's guide stands over the third and fourth farmyards: what it
     * hides has no help and takes no click. */
    SDL_FRect guide;
    bool on_guide =
        lesson_active(g) && lesson_box(&guide) && gfx_contains(&guide, v->mouse_x, v->mouse_y);
    h->target = can_act && !on_guide
                    ? board_hit(v->canvas, &g->choice, &g->anim.shown, v->mouse_x, v->mouse_y)
                    : TARGET_NONE;
    SDL_FRect summary; /* it stands over the scores, which it hides */
    bool on_summary =
        recap_panel(v, g, can_act, &summary) && gfx_contains(&summary, v->mouse_x, v->mouse_y);
    if (g->choice.hover < 0 && !on_summary && !on_guide)
        board_area_at(v->canvas, &g->anim.shown, v->mouse_x, v->mouse_y, key, sizeof key, &player);
    if (strcmp(key, h->area) != 0 || player != h->area_player) {
        snprintf(h->area, sizeof h->area, "%s", key);
        h->area_player = player;
        h->since = v->clock;
    }
    /* A help text left open by a resting mouse would hide the pieces that
     * move: an animation closes it until the mouse moves again. */
    if (v->mouse_x != h->mouse_x || v->mouse_y != h->mouse_y) {
        h->mouse_x = v->mouse_x;
        h->mouse_y = v->mouse_y;
        h->tip_closed = false;
    } else if (view_busy(g)) {
        h->tip_closed = true;
    }
}
