/* Escape at the root of a decision: Escape elsewhere in the game goes back
 * one step of a choice, so pressing it once too often must not throw the
 * player out to the title. The table asks first; Escape again, or "Keep
 * playing", is the safe answer (as in the unsaved-moves question). */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/game/leave_question.h"

/* Tall enough for a network game's longer words. */
static const SDL_FRect BOX = {560, 320, 800, 380};

void leave_question_open(game_ui *g)
{
    g->leave_asked = true;
}

bool leave_question_asking(const game_ui *g)
{
    return g && g->leave_asked;
}

/* What leaving keeps: a game here is saved for Continue; a hosted network
 * game is saved for "Resume the network game" and ends for its guests; a
 * guest keeps nothing, the host keeps its chair. */
const char *leave_question_body_key(const game_ui *g)
{
    switch (table_place_of(g->play)) {
    case TABLE_HOSTED:
        return "game.leave.body.host";
    case TABLE_JOINED:
        return "game.leave.body.guest";
    case TABLE_HERE:
        break;
    }
    return "game.leave.body";
}

void leave_question_menu(const table_words *w, menu *m)
{
    m->count = 0;
    menu_add(m, BOX.x + 60, BOX.y + BOX.h - 100, 320, 64, TR(w->cat, "game.leave.yes"), LEAVE_YES);
    menu_add(m, BOX.x + BOX.w - 380, BOX.y + BOX.h - 100, 320, 64, TR(w->cat, "game.leave.no"),
             LEAVE_NO);
}

void leave_question_ring_safe(menu_state *buttons)
{
    buttons->hover = 1; /* "Keep playing", the second of leave_question_menu's answers */
    buttons->pressed = -1;
    buttons->keys = true;
}

bool leave_question_answer(game_ui *g, int id)
{
    if (id == LEAVE_NO || id == LEAVE_YES)
        g->leave_asked = false;
    return id == LEAVE_YES;
}

void leave_question_draw(const part_view *v, const game_ui *g, const menu_state *buttons)
{
    if (!g->leave_asked)
        return;
    SDL_FRect shade = gfx_canvas_rect(v->canvas);
    gfx_fill(v->canvas, &shade, (SDL_Color){0x10, 0x0a, 0x05, 170});
    gfx_panel(v->canvas, &BOX, false);
    gfx_text(v->canvas, FONT_TITLE, 48, COLOUR_INK, BOX.x + BOX.w / 2, BOX.y + 36, ALIGN_CENTER,
             TR(v->words.cat, "game.leave.title"));
    gfx_text_wrapped(v->canvas, FONT_BODY, 21, COLOUR_INK, BOX.x + 60, BOX.y + 116, BOX.w - 120,
                     TR(v->words.cat, leave_question_body_key(g)));
    menu m;
    leave_question_menu(&v->words, &m);
    /* As scene_menu_draw draws them; the answers have no tooltip. */
    menu_draw(v->canvas, &m, buttons->hover, buttons->pressed);
    scene_menu_draw_ring(v->canvas, &m, buttons);
}
