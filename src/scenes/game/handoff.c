/* Hot seat: when the next human decision belongs to another person than the
 * one holding the table (or the table was left for the title), the table
 * dims and says whom to pass the mouse to; a click on the button hands over,
 * so nobody acts for someone else by accident. */
#include <stdio.h>

#include "scenes/game/handoff.h"
#include "ui/widgets.h"
#include "scenes/game/viewer.h"

static const SDL_FRect BOX = {560, 330, 800, 330};

bool handoff_pending(const game_ui *g, const settings *st)
{
    const village_state *s = session_state(g->session);
    return st->hot_seat_handoff && viewer_people(g) >= 2 &&
           (g->last_human >= 0 || g->last_human == TABLE_LEFT) &&
           s->phase != VILLAGE_PHASE_GAME_OVER && viewer_to_decide(g) &&
           s->actor != g->last_human && !view_busy(&g->anim);
}

void handoff_button(const table_words *w, const session *s, menu *m)
{
    char label[128];
    TRF(w->cat, label, "handoff.button", session_player_name(s, session_state(s)->actor));
    menu_add(m, BOX.x + 150, BOX.y + BOX.h - 100, BOX.w - 300, 64, label, GAME_BUTTON_HANDOFF);
}

void handoff_draw(const part_view *v, const game_ui *g, const menu *buttons)
{
    gfx *canvas = v->canvas;
    SDL_FRect full = gfx_canvas_rect(canvas);
    gfx_fill(canvas, &full, (SDL_Color){0x10, 0x0a, 0x05, 170});
    gfx_panel(canvas, &BOX, false);
    int actor = session_state(g->session)->actor;
    const char *name = session_player_name(g->session, actor);
    char text[200], marker[32];
    snprintf(marker, sizeof marker, "marker.%s",
             gfx_player_colour_key(session_colour(g->session, actor)));
    TRF(v->words.cat, text, "handoff.title", name);
    float title_w = gfx_text_width(canvas, FONT_TITLE, 52, text);
    float x = BOX.x + (BOX.w - title_w + 56) / 2;
    gfx_draw_centered(canvas, marker, x - 40, BOX.y + 78, 1.6f);
    gfx_text(canvas, FONT_TITLE, 52, COLOUR_INK, x, BOX.y + 40, ALIGN_LEFT, text);
    /* Back from the title nobody holds the table, so nobody can undo. */
    TRF(v->words.cat, text, g->last_human == TABLE_LEFT ? "handoff.body_back" : "handoff.body",
        name);
    gfx_text_wrapped(canvas, FONT_BODY, 21, COLOUR_INK, BOX.x + 60, BOX.y + 130, BOX.w - 120, text);
    menu_draw(canvas, buttons, menu_hit(buttons, v->mouse_x, v->mouse_y), -1);
}
