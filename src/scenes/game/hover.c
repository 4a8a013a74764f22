/* What the mouse rests on: the board target under it (when the person may
 * act), the help area and since when, and whether an animation closed the
 * help. The only file that writes game_ui.hover; what lies over the board
 * (the lesson's guide, the recap) is told, not looked up. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/board_hit.h"
#include "scenes/game/hover.h"

void hover_reset(hover_state *h)
{
    h->target = TARGET_NONE;
}

void hover_update(const part_view *v, hover_state *h, const hover_ground *under)
{
    char key[48] = "";
    int player = -1;
    bool on_guide = under->guide && gfx_contains(under->guide, v->mouse_x, v->mouse_y);
    h->target = under->can_act && !on_guide ? board_hit(v->canvas, under->choice,
                                                        &under->anim->shown, v->mouse_x, v->mouse_y)
                                            : TARGET_NONE;
    bool on_summary = under->summary && gfx_contains(under->summary, v->mouse_x, v->mouse_y);
    if (under->choice->hover < 0 && !on_summary && !on_guide)
        board_area_at(v->canvas, &under->anim->shown, v->mouse_x, v->mouse_y, key, sizeof key,
                      &player);
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
    } else if (view_busy(under->anim)) {
        h->tip_closed = true;
    }
}
