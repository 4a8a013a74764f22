/* New game over an unfinished game: asked first, never replaced without a
 * word. The game is the one in memory when it is the player's own, else the
 * autosave on disk; a finished game, a save the loader refuses (the title
 * sets that aside itself) or a read-only window asks nothing. */
#include "scenes/replace_question.h"

#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "village/save.h"

static const SDL_FRect BOX = {460, 320, 1000, 400};

bool replace_question_needed(app *a)
{
    if (!app_may_write_prefs(a))
        return false; /* nothing would be written over */
    if (game_is_own(a->shared->game))
        return session_state(game_session(a))->phase != VILLAGE_PHASE_GAME_OVER;
    char path[1200], err[600];
    app_pref_path(a, "autosave.json", path, sizeof path);
    if (!village_save_file_present(path))
        return false;
    village_record r;
    if (!village_save_read_file(path, &r, err, sizeof err))
        return false;
    bool unfinished = r.state.phase != VILLAGE_PHASE_GAME_OVER;
    village_record_free(&r);
    return unfinished;
}

void replace_question_menu(app *a, menu *m)
{
    m->count = 0;
    static const char *const keys[] = {"new_game.replace.keep", "new_game.replace.discard",
                                       "new_game.replace.cancel"};
    const float w = 290, gap = 25, y = BOX.y + BOX.h - 100;
    for (int i = 0; i < 3; i++)
        menu_add(m, BOX.x + 55 + (float)i * (w + gap), y, w, 60, TR(&a->i18n, keys[i]),
                 REPLACE_KEEP + i);
}

void replace_question_draw(app *a)
{
    SDL_FRect shade = gfx_canvas_rect(&a->gfx);
    gfx_fill(&a->gfx, &shade, (SDL_Color){0, 0, 0, 150});
    gfx_panel(&a->gfx, &BOX, true);
    const float x = BOX.x + 55, w = BOX.w - 110;
    gfx_text_wrapped(&a->gfx, FONT_BOLD, 28, COLOUR_WARNING, x, BOX.y + 40, w,
                     TR(&a->i18n, "new_game.replace.title"));
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_LIGHT_TEXT, x, BOX.y + 110, w,
                     TR(&a->i18n, "new_game.replace.text"));
    menu m;
    replace_question_menu(a, &m);
    scene_menu_draw(a, &m);
}
