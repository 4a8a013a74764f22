/* Escape at the root of a decision: Escape elsewhere in the game goes back
 * one step of a choice, so pressing it once too often must not throw the
 * player out to the title. The table asks first; Escape again, or "Keep
 * playing", is the safe answer (as in the unsaved-moves question). */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"

enum { LEAVE_YES = 320, LEAVE_NO };

static const SDL_FRect BOX = {560, 350, 800, 320};

void leave_question_open(app *a)
{
    a->shared->game->leave_asked = true;
}

bool leave_question_asking(const app *a)
{
    return a->shared->game && a->shared->game->leave_asked;
}

void leave_question_menu(app *a, menu *m)
{
    m->count = 0;
    menu_add(m, BOX.x + 60, BOX.y + BOX.h - 100, 320, 64, TR(&a->i18n, "game.leave.yes"),
             LEAVE_YES);
    menu_add(m, BOX.x + BOX.w - 380, BOX.y + BOX.h - 100, 320, 64, TR(&a->i18n, "game.leave.no"),
             LEAVE_NO);
}

bool leave_question_event(app *a, const SDL_Event *e)
{
    game_ui *g = a->shared->game;
    if (!g->leave_asked)
        return false;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        g->leave_asked = false;
        return true;
    }
    menu m;
    leave_question_menu(a, &m);
    int id = scene_menu_event(a, &m, e);
    if (id == LEAVE_NO) {
        g->leave_asked = false;
    } else if (id == LEAVE_YES) {
        g->leave_asked = false;
        if (!game_ask_before_leaving(a, GAME_LEAVE_TITLE))
            app_switch(a, SCENE_TITLE);
    }
    return true; /* the table under the question takes nothing */
}

void leave_question_draw(app *a)
{
    if (!a->shared->game->leave_asked)
        return;
    SDL_FRect shade = {0, 0, CANVAS_W, CANVAS_H};
    gfx_fill(&a->gfx, &shade, (SDL_Color){0x10, 0x0a, 0x05, 170});
    gfx_panel(&a->gfx, &BOX, false);
    gfx_text(&a->gfx, FONT_TITLE, 48, COLOUR_INK, BOX.x + BOX.w / 2, BOX.y + 36, ALIGN_CENTER,
             TR(&a->i18n, "game.leave.title"));
    gfx_text_wrapped(&a->gfx, FONT_BODY, 21, COLOUR_INK, BOX.x + 60, BOX.y + 116, BOX.w - 120,
                     TR(&a->i18n, "game.leave.body"));
    menu m;
    leave_question_menu(a, &m);
    scene_menu_draw(a, &m);
}
