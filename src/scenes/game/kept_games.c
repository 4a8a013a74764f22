/* The finished games kept for review ("Review a game" on the title): each
 * game that ends is saved once more as kept-N.json in the preferences
 * folder, the last KEPT_GAMES of them in a ring whose count is in
 * kept-games.txt, so that a review is possible long after the autosave
 * holds another game. A kept game opened for review is not the person's
 * own game: Continue still opens the autosave. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/game/kept_games.h"
#include "scenes/game/lesson.h"
#include "scenes/game/game_ui.h"

static const char COUNT_FILE[] = "kept-games.txt";

/* How many games were ever kept, by the count file at 'path': the newest is
 * in slot (count - 1) % KEPT_GAMES. */
static long kept_count(const char *path)
{
    char err[300];
    char *text = village_read_text_file(path, 64, err, sizeof err);
    long count = game_kept_count_parse(text);
    free(text);
    return count;
}

static void slot_path(const game_opener *at, long slot, char *out, size_t size)
{
    char name[64];
    snprintf(name, sizeof name, "kept-%ld.json", slot % KEPT_GAMES);
    game_opener_path(at, name, out, size);
}

static void keep_record(const game_opener *at, const village_record *r)
{
    char *json = village_save_to_json(r);
    if (!json)
        return;
    char counted[1200], path[1200], err[600], text[48];
    game_opener_path(at, COUNT_FILE, counted, sizeof counted);
    long count = kept_count(counted);
    slot_path(at, count, path, sizeof path);
    /* A game not kept costs only its later review; the autosave still holds it. */
    if (!village_write_file_atomic(path, json, strlen(json), err, sizeof err)) {
        fprintf(stderr, "village: finished game not kept for review: %s\n", err);
    } else {
        int n = snprintf(text, sizeof text, "kept %ld\n", game_kept_count_next(count));
        if (!village_write_file_atomic(counted, text, (size_t)n, err, sizeof err))
            fprintf(stderr, "village: finished game not kept for review: %s\n", err);
    }
    free(json);
}

void game_keep_finished(game_opener at)
{
    const game_ui *g = *at.game;
    if (!at.may_write_prefs || !g || lesson_active(&g->lesson) || g->apart)
        return;
    /* A guest's table follows the host's views: its record is no game to
     * replay; the host keeps the game. */
    if (!table_play_file(g->play))
        return;
    keep_record(&at, session_record(g->session));
}

void game_keep_unfinished(game_opener at)
{
    if (!at.may_write_prefs)
        return;
    if (game_is_own(*at.game)) {
        keep_record(&at, session_record((*at.game)->session));
        return;
    }
    char path[1200], err[600];
    village_record r;
    game_opener_path(&at, "autosave.json", path, sizeof path);
    if (!village_save_read_file(path, &r, err, sizeof err)) {
        fprintf(stderr, "village: unfinished game not kept for review: %s\n", err);
        return;
    }
    keep_record(&at, &r);
    village_record_free(&r);
}

int game_kept_games(game_opener at, char paths[][KEPT_PATH_MAX], int max)
{
    if (!at.may_read_prefs)
        return 0;
    char counted[1200];
    game_opener_path(&at, COUNT_FILE, counted, sizeof counted);
    long count = kept_count(counted);
    int n = 0;
    for (long k = count - 1; k >= 0 && k >= count - KEPT_GAMES && n < max; k--) {
        slot_path(&at, k, paths[n], KEPT_PATH_MAX);
        if (village_save_file_present(paths[n]))
            n++;
    }
    return n;
}

bool game_open_for_review(game_opener at, const char *path, char *err, size_t size)
{
    char detail[700];
    session *s = session_load(path, detail, sizeof detail);
    if (!s) {
        /* The player reads the refusal in their language; the English detail
         * is for a bug report. */
        snprintf(err, size, "%s", game_refusal_text(at.words.cat, village_last_refusal()));
        fprintf(stderr, "village: %s cannot be reviewed: %s\n", path, detail);
        return false;
    }
    if (!game_open_session(at, s)) {
        snprintf(err, size, "%s", TR(at.words.cat, "setup.cannot_start"));
        return false;
    }
    game_ui *g = *at.game;
    g->apart = true;
    snprintf(g->apart_path, sizeof g->apart_path, "%s", path);
    return true;
}

bool game_is_own(const game_ui *g)
{
    return g && !lesson_active(&g->lesson) && !g->apart &&
           table_place_of(g->play) == TABLE_HERE; /* a network game has its own file */
}

void kept_games_heard(void *part, const move_news *news)
{
    (void)part;
    if (news->change->before.phase != VILLAGE_PHASE_GAME_OVER &&
        session_state(news->game)->phase == VILLAGE_PHASE_GAME_OVER)
        game_keep_finished(*news->at);
}
