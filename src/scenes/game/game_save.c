/* Where and whether the game in progress is saved, and the question before
 * leaving with moves no save holds: the person's own game to the autosave,
 * a network host's to its own file, a lesson to its place, a save opened
 * for review back to its file, a guest's table nowhere. The writing is the
 * autosave part's (autosave.c); this file decides what is written where and
 * where the question's answer goes (the scene does the leaving, game.c). */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game_save.h"
#include "scenes/game/lesson.h"

void game_save_at(const game_opener *at)
{
    if (!at->may_write_prefs || !*at->game)
        return; /* selftest and read-only windows leave the person's files alone */
    game_ui *g = *at->game;
    if (g->apart) {
        /* a save opened for review goes back where it came from */
        autosave_write_quietly(&g->save, g->session, g->apart_path);
        return;
    }
    if (lesson_active(&g->lesson)) {
        /* A lesson never replaces the person's own game: it keeps its own place. */
        if (g->lesson_place_path[0] && !g->lesson.finished)
            autosave_write_quietly(&g->save, g->session, g->lesson_place_path);
        return;
    }
    /* A network game: the host keeps it in its own file, to resume; a
     * guest's table is no game to keep (the host has it), and this
     * computer's own game stays untouched in the autosave. */
    const char *file = table_play_file(g->play);
    if (!file)
        return;
    char path[sizeof g->save.place.path];
    game_opener_path(at, file, path, sizeof path);
    autosave_write(&g->save, g->session, &at->words, path);
}

void game_save_heard(void *part, const move_news *news)
{
    (void)part;
    game_save_at(news->at);
}

void game_autosave(app *a)
{
    game_opener at = game_opener_of(a); /* a folder deleted meanwhile is made again first */
    game_save_at(&at);
}

int game_unsaved_moves(game_ui *g)
{
    return g ? autosave_unsaved(&g->save) : 0;
}

bool game_ask_before_leaving(app *a, game_exit how)
{
    if (game_unsaved_moves(a->shared->game) == 0)
        return false;
    a->shared->game->save.asking = how;
    if (a->scene != SCENE_GAME)
        app_switch(a, SCENE_GAME); /* the question is asked over the game it is about */
    return true;
}

game_exit autosave_dialog_answer(save_status *st, const session *game, const table_words *w, int id)
{
    game_exit how = st->asking;
    if (id == AUTOSAVE_KEEP_PLAYING)
        st->asking = GAME_LEAVE_NONE;
    if (id == AUTOSAVE_QUIT_ANYWAY ||
        (id == AUTOSAVE_TRY_AGAIN && autosave_try_again(st, game, w))) {
        st->asking = GAME_LEAVE_NONE; /* saved, or lost by the player's choice: go now */
        return how;
    }
    return GAME_LEAVE_NONE;
}
