/* The game in progress: starting one from the table, continuing the
 * autosave, opening a session made elsewhere, and closing it. Only a new
 * game takes the app (its first round is shown with sound and it is saved at
 * once); the rest reach the app through a game_opener (game.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "scenes/game/autosave_owner.h"
#include "scenes/game/game.h"
#include "scenes/game/game_cues.h"
#include "scenes/game/game_log.h"
#include "scenes/game/game_save.h"
#include "scenes/game/kept_games.h"
#include "scenes/game/lesson_open.h"
#include "scenes/game/recap.h"
#include "scenes/game/turn.h"

/* The session's wall clock (session_ai_timing), from SDL's counter:
 * mingw-w64's C runtime has no C11 timespec_get. */
static double wall_seconds(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

/* Who hears of each move, in this order: who holds the table, the log, the
 * recap, the animation, the cues (with the log's words, not after the
 * animation), the chooser, the save, the lesson's guide, and the
 * kept games (the save of a finished game comes after the autosave's). */
static void listen_parts(game_ui *g)
{
    move_listeners *l = &g->listeners;
    bool all = move_listen(l, "table", turn_heard, g) && move_listen(l, "log", game_log_heard, g) &&
               move_listen(l, "recap", recap_heard, g) &&
               move_listen(l, "animation", view_heard, &g->anim) &&
               move_listen(l, "cues", game_cues_heard, NULL) &&
               move_listen(l, "choices", choices_heard, &g->choice) &&
               move_listen(l, "autosave", game_save_heard, NULL) &&
               move_listen(l, "lesson", lesson_open_heard, g) &&
               move_listen(l, "kept games", kept_games_heard, NULL);
    SDL_assert(all);
}

/* The scene's game over what it drives (owned from now on, freed also
 * when this fails). */
static game_ui *new_game_ui(table_play *play)
{
    game_ui *g = play ? calloc(1, sizeof *g) : NULL;
    if (!g) {
        table_play_free(play);
        return NULL;
    }
    session *s = table_play_session(play);
    g->play = play;
    g->session = s;
    /* The game's AI thinks on every core (docs/ai.md). */
    session_set_host(s, &(session_host){.threads = SDL_GetCPUCount(), .seconds = wall_seconds});
    choices_reset(&g->choice);
    hover_reset(&g->hover);
    hint_forget(&g->hint);
    g->last_human = -1;
    listen_parts(g);
    return g;
}

static void fill_seats(const i18n *cat, village_seat seats[], const table_config *t,
                       const int chair_of[], int n)
{
    for (int p = 0; p < n; p++) {
        const table_chair *c = &t->chairs[chair_of[p]];
        village_seat *seat = &seats[p];
        snprintf(seat->name, sizeof seat->name, "%s",
                 c->name[0] ? c->name : TR(cat, "setup.unnamed"));
        seat->kind = c->kind == CHAIR_AI ? VILLAGE_SEAT_AI : VILLAGE_SEAT_HUMAN;
        seat->ai_level = (uint8_t)c->ai_level;
        seat->colour = (uint8_t)c->colour;
    }
}

bool game_start_new(app *a, const table_config *t, char *err, size_t size)
{
    int chair_of[VILLAGE_MAX_PLAYERS], n = 0, start = -1;
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        if (t->chairs[i].kind != CHAIR_EMPTY) {
            if (t->start_chair == i)
                start = n;
            chair_of[n++] = i;
        }
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    fill_seats(&a->i18n, seats, t, chair_of, n);
    int styles[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < n; p++)
        styles[p] = t->ai_style[chair_of[p]];
    session *s = session_new_styled(n, t->seed, start, seats, styles);
    game_ui *g = s ? new_game_ui(table_play_local(s)) : NULL;
    if (!g) { /* the session is freed with its table */
        snprintf(err, size, "%s", TR(&a->i18n, "setup.cannot_start"));
        return false;
    }
    /* The file on disk now is the one the player chose to replace (the
     * setup asked first when it held an unfinished game). */
    char path[1200];
    bool present;
    app_pref_path(a, "autosave.json", path, sizeof path);
    g->save.replaces = autosave_owner_read(path, &present);
    session_set_game_id(s, autosave_new_game_id());
    game_close(&a->shared->game);
    a->shared->game = g;
    view_snap(&g->anim, g->session);
    char line[200];
    log_add(g, TRF(&a->i18n, line, "log.started",
                   session_player_name(s, session_state(s)->start_player)));
    view_seed_first_round(&g->anim, (const part_view[]){game_part_view(a)}, s, &a->audio);
    game_autosave(a);
    return true;
}

/* A game with moves already made: the table shows where they led, and the
 * log tells them. Nobody holds the table yet: at a hot seat the person to
 * act claims it (handoff.c). */
static void adopt(const table_words *w, game_ui *g)
{
    g->last_human = TABLE_LEFT;
    view_snap(&g->anim, g->session);
    log_rebuild(g, w);
    recap_rebuild(g);
}

/* g becomes the game in progress, in place of the one there was. */
static void replace_game(const game_opener *at, game_ui *g)
{
    game_close(at->game);
    *at->game = g;
}

const char *game_refusal_text(const i18n *cat, village_refusal kind)
{
    char key[48];
    snprintf(key, sizeof key, "refusal.%s", village_refusal_name(kind));
    return TR(cat, i18n_has(cat, key) ? key : "refusal.none");
}

bool game_continue(game_opener at, char *err, size_t size)
{
    const i18n *cat = at.words.cat;
    char path[1200], detail[700] = "";
    game_opener_path(&at, "autosave.json", path, sizeof path);
    session *s = session_load(path, detail, sizeof detail);
    /* NONE after a failed load: the file was read but the game could not be
     * rebuilt from it. */
    village_refusal why = s ? VILLAGE_REFUSAL_NONE : village_last_refusal();
    bool loaded = s != NULL;
    game_ui *g = s ? new_game_ui(table_play_local(s)) : NULL;
    if (!g) { /* the session is freed with its table */
        if (loaded || why == VILLAGE_REFUSAL_NONE) {
            snprintf(err, size, "%s", TR(cat, "title.continue.replay"));
        } else {
            snprintf(err, size, "%s", game_refusal_text(cat, why));
            fprintf(stderr, "village: the saved game is refused: %s\n", detail);
        }
        return false;
    }
    g->save.replaces = session_game_id(s);
    if (g->save.replaces == 0) /* a save from before games had ids gets one now */
        session_set_game_id(s, autosave_new_game_id());
    replace_game(&at, g);
    adopt(&at.words, g);
    log_add(g, TR(cat, "log.restored"));
    return true;
}

bool game_open_session(game_opener at, session *s)
{
    game_ui *g = new_game_ui(table_play_local(s));
    if (!g) /* the session is freed with its table */
        return false;
    replace_game(&at, g);
    adopt(&at.words, g);
    return true;
}

bool game_start_network(app *a, net_play *np, char *err, size_t size)
{
    /* A line arriving wakes the loop at once: a table waiting for another
     * computer sleeps meanwhile. */
    game_ui *g = new_game_ui(net_table_play_new(np, app_wake, a));
    if (!g) {
        snprintf(err, size, "%s", TR(&a->i18n, "net.cannot_start"));
        return false;
    }
    session *s = g->session;
    bool host = table_place_of(g->play) == TABLE_HOSTED;
    char path[1200];
    app_pref_path(a, NETWORK_GAME_FILE, path, sizeof path);
    if (host && app_may_write_prefs(a)) {
        /* The game and its chairs' tokens, at once, so that the game can be
         * resumed from its first move; each move then saves the game
         * (game_autosave), the chairs staying as they are. */
        bool present;
        g->save.replaces = autosave_owner_read(path, &present);
        if (!table_play_save(g->play, path, err, size))
            fprintf(stderr, "village: the network game is not saved: %s\n", err);
    }
    game_close(&a->shared->game);
    a->shared->game = g;
    adopt(GAME_WORDS(a), g);
    recap_note_past(g); /* a guest coming back: what was played meanwhile */
    char line[200];
    int own = -1; /* a guest's chair: the one seat played here */
    for (int p = 0; table_place_of(g->play) == TABLE_JOINED && p < session_record(s)->num_players;
         p++)
        if (table_play_seat_here(g->play, p))
            own = p;
    if (own >= 0)
        log_add(g, TRF(&a->i18n, line, "net.log.joined", session_player_name(s, own)));
    else
        log_add(g, TR(&a->i18n, "net.log.hosting"));
    return true;
}

bool game_autosave_exists(game_opener at)
{
    char path[1200];
    game_opener_path(&at, "autosave.json", path, sizeof path);
    return village_save_file_present(path);
}

bool game_keep_rejected_save(game_opener at, char *note, size_t size)
{
    const i18n *cat = at.words.cat;
    char path[1200], err[700], moved[1300];
    if (!at.may_write_prefs || *at.game)
        return false; /* a game in progress wrote the autosave: it loads */
    game_opener_path(&at, "autosave.json", path, sizeof path);
    if (!village_save_file_present(path))
        return false;
    village_record r;
    if (village_save_read_file(path, &r, err, sizeof err)) {
        village_record_free(&r);
        return false;
    }
    const char *reason = game_refusal_text(cat, village_last_refusal());
    fprintf(stderr, "village: the saved game is refused: %s\n", err);
    if (!village_save_set_aside(path, moved, sizeof moved, err, sizeof err)) {
        village_write_trouble trouble = village_write_trouble_of(errno);
        fprintf(stderr, "village: %s\n", err);
        /* Not moved: the new game must not write over it either. */
        i18n_format(cat, note, size, "title.rejected.stuck",
                    (const char *const[]){reason, game_write_trouble_text(cat, trouble), NULL});
        return true;
    }
    village_text_make_printable(moved);
    i18n_format(cat, note, size, "title.rejected.kept", (const char *const[]){reason, moved, NULL});
    return true;
}

void game_close(struct game_ui **game)
{
    game_ui *g = *game;
    if (!g)
        return;
    board_cache_forget(&g->cache);
    hint_forget(&g->hint);
    autosave_end(&g->save);
    table_play_free(g->play); /* with its session */
    free(g);
    *game = NULL;
}

void game_close_network(struct game_ui **game)
{
    if (*game && table_place_of((*game)->play) != TABLE_HERE)
        game_close(game);
}

const session *game_session(const app *a)
{
    return a->shared->game ? a->shared->game->session : NULL;
}
