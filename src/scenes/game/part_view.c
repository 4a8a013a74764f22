/* What the game scene's parts get from the app: the part view of the
 * moment, the opener of games (the preferences folder and the slot of the
 * game in progress), and an action's key or button in words. The parts
 * never see the app; the scene's callbacks make these for them. */
#include "scenes/game/part_view.h"

#include <stdio.h>

#include "scenes/game/game.h"

part_view game_part_view(app *a)
{
    return (part_view){.canvas = &a->gfx,
                       .words = *GAME_WORDS(a),
                       .settings = &a->settings,
                       .mouse_x = a->mouse_x,
                       .mouse_y = a->mouse_y,
                       .clock = a->clock,
                       .input = &a->input};
}

game_opener game_opener_of(app *a)
{
    app_keep_prefs_folder(a);
    return (game_opener){.game = &a->shared->game,
                         .pref_dir = a->pref_dir,
                         .may_read_prefs = !a->no_settings,
                         .may_write_prefs = app_may_write_prefs(a),
                         .data_dir = a->data_dir,
                         .words = *GAME_WORDS(a)};
}

void game_opener_path(const game_opener *at, const char *file, char *out, size_t size)
{
    snprintf(out, size, "%s%s", at->pref_dir, file);
}

const char *game_action_words(const part_view *v, app_action action)
{
    static const app_input NO_DEVICE = {.device = INPUT_KEYBOARD};
    return input_action_words(v->input ? v->input : &NO_DEVICE, action, v->words.cat);
}
