/* The game in progress, as other scenes, tools and tests see it: start,
 * continue, close, and its session (read-only; the scene plays moves
 * through the seats, session_play, so that every part hears of them). */
#ifndef VILLAGE_SCENES_GAME_H
#define VILLAGE_SCENES_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"
#include "scenes/game/kept_count.h"
#include "session/session.h"
#include "table/words.h"
#include "scenes/table_config.h"

struct game_ui;
typedef struct net_play net_play; /* net/net_play.h */

/* The words of the app's catalogue and settings, for a call made where the
 * app is at hand (game.c's callbacks, another scene). */
#define GAME_WORDS(a) (&(const table_words){&(a)->i18n, (a)->settings.cube_symbols})

/* What opening, continuing, keeping and closing games reaches in the app:
 * the game in progress (the slot scene.h's shared->game, which only these
 * functions fill), the preferences folder and whether this window may read
 * and write there, the data folder (the lessons), and the words. */
typedef struct game_opener {
    struct game_ui **game;
    const char *pref_dir; /* ends in the path separator (app_pref_path) */
    bool may_read_prefs;  /* not with no_settings (selftest, bench) */
    bool may_write_prefs; /* app_may_write_prefs */
    const char *data_dir;
    table_words words;
} game_opener;
/* The opener of the app a's games (game.c). Whatever it opens may write to
 * the preferences folder, so a folder deleted meanwhile is made again first
 * (app_keep_prefs_folder). */
game_opener game_opener_of(app *a);
/* The file 'file' in the preferences folder. */
void game_opener_path(const game_opener *at, const char *file, char *out, size_t size);

/* A new game from the table: it takes the app, as its first round is shown
 * (with sound) and saved at once. */
bool game_start_new(app *a, const table_config *t, char *err, size_t size);
/* The one saved network game of this computer (its host's), in the
 * preferences folder, with its chairs' tokens beside it in
 * NETWORK_GAME_FILE ".chairs" (net_play_save): "Resume the network game"
 * opens it. A guest never saves there nor over the autosave. */
#define NETWORK_GAME_FILE "network-game.json"
/* A network game, hosted or joined, as the game in progress: the table draws
 * net_play_session and plays through np (net_table.c). The scene owns np from
 * now on, also when this fails (false with a message for the player). */
bool game_start_network(app *a, net_play *np, char *err, size_t size);
/* For benchmarks (village --bench-net): a person at this computer decides
 * now, and their decision handed over as the chooser hands it (false when
 * it is not theirs to make or not legal). */
bool game_person_decides(const app *a);
bool game_decide(app *a, const village_move *m);
/* Loads the autosave as the game in progress. */
bool game_continue(game_opener at, char *err, size_t size);
bool game_autosave_exists(game_opener at);
/* Saves the game in progress to the autosave (not when settings are off):
 * its text is made now and written by a worker thread; a failure is shown
 * on screen and retried (autosave.c). */
void game_autosave(app *a);
/* Moves of the game in progress g (scene.h's shared->game, may be NULL)
 * that no save holds yet (0 when saving works); waits a few seconds at most
 * for the writes in flight to answer. */
int game_unsaved_moves(struct game_ui *g);
/* Where the player wants to go from a game whose last moves no save holds. */
typedef enum game_exit {
    GAME_LEAVE_NONE,
    GAME_LEAVE_QUIT,  /* close the application */
    GAME_LEAVE_TITLE, /* Menu or Escape */
    GAME_LEAVE_NEW,   /* a new game replaces this one */
} game_exit;
/* With unsaved moves, puts the question on the game's screen ("Your last N
 * moves are not saved: quit anyway / keep playing / try again") and returns
 * true: the game scene then does the leaving if the player confirms. False
 * (go ahead) when nothing would be lost. */
bool game_ask_before_leaving(app *a, game_exit how);
/* Before a new game: a save the loader refuses (a newer version's, a damaged
 * one) is moved aside as autosave.rejected-<date>.json, never overwritten.
 * True with a note for the player when there was one. */
bool game_keep_rejected_save(game_opener at, char *note, size_t size);
/* What the player reads when a file is refused: the save library's kind of
 * refusal (village_last_refusal) as a sentence in the player's language with
 * what to do. The loader's English detail goes to stderr only. */
const char *game_refusal_text(const i18n *cat, village_refusal kind);
/* A failed write (village_write_trouble_of) as a phrase in the player's
 * language ("the disk is full"). */
const char *game_write_trouble_text(const i18n *cat, village_write_trouble why);
/* Ends the game in *game (scene.h's shared->game), if any; *game is NULL after. */
void game_close(struct game_ui **game);
/* Ends *game if it is a network game (the title is reached: nobody is at
 * its table any more). A host's guests hear that the host has left and its
 * port is free at once, for "Resume the network game"; a guest's host keeps
 * its chair. A game on one computer stays for Continue. */
void game_close_network(struct game_ui **game);
/* Makes s the game in progress (the scene owns it from now on, also when
 * this fails for want of memory). */
bool game_open_session(game_opener at, session *s);
/* "Learn to play" (docs/lessons.md): lesson n of the guided game's list as
 * a new game against easy AI seats, with its guide. chain: the guided game
 * (the next lesson follows, the place is kept in the preferences), else one
 * lesson alone (from its rules page). False with a message for the player
 * when the lesson cannot be read. */
bool game_start_lesson(game_opener at, int n, bool chain, char *err, size_t size);
/* The guided game's lesson to play next (0 at first, and again once all
 * were played), and how many there are. */
int game_lesson_progress(game_opener at, int *count);
/* What the title tells the player about the course in their language: no
 * lessons (the list is missing or damaged), or how many listed lessons are
 * missing or damaged and left out; false, out empty, when all are there.
 * The English detail goes to stderr. */
bool game_lessons_trouble(game_opener at, char *out, size_t size);
/* Sets the lesson to play next; the place inside the lesson left is forgotten. */
void game_lesson_set_progress(game_opener at, int next);
/* Whether a lesson's moves are kept (it was left in the middle). */
bool game_lesson_place_kept(game_opener at);
/* Learn to play: lesson n, from the move where it was left when its moves
 * were kept; a kept place that cannot be read or is not this lesson's is
 * said in the game's message and the lesson starts from its beginning. */
bool game_resume_lesson(game_opener at, int n, char *err, size_t size);
/* The lesson of each rules topic ("market"), as its place in the list (the
 * first that names it), or -1: each lesson read once, for all the topics. */
void game_lessons_for_topics(game_opener at, const char *const topics[], int count,
                             int lesson_of[]);
/* Finished games kept for review (kept_games.c): the last KEPT_GAMES. */
enum { KEPT_PATH_MAX = 1200 }; /* KEPT_GAMES: kept_count.h */
/* Keeps the game in progress, just finished, among them (not a lesson's). */
void game_keep_finished(game_opener at);
/* Keeps the player's unfinished game (in memory, else the autosave) among
 * them too, before a new game replaces it (the setup asks first). */
void game_keep_unfinished(game_opener at);
/* Their save files, newest first; returns how many. */
int game_kept_games(game_opener at, char paths[][KEPT_PATH_MAX], int max);
/* Opens a saved game (any save) to be reviewed: it replaces the game in
 * memory but is not the person's own (Continue opens the autosave). */
bool game_open_for_review(game_opener at, const char *path, char *err, size_t size);
/* Whether the game in memory (scene.h's shared->game, may be NULL) is the
 * person's own game: not a lesson, not a save opened for review. */
bool game_is_own(const struct game_ui *g);
/* The game in progress, or NULL. */
const session *game_session(const app *a);
/* The table (board and farmyards, no panels) showing s, a position of the
 * game in progress, as it stands: drawn the way the game draws it. */
void game_draw_table(app *a, const village_state *s);
/* A move made in 'before', in the player's language, as the chooser's
 * steps name it ("Crafts › brown cube"). */
void game_move_label(const table_words *w, const village_state *before, const village_move *m,
                     char *out, size_t size);
/* An analysis reason (village/analyse.h's code and value) in the player's
 * language: "serves the customer worth 6". */
void game_reason_text(const table_words *w, int code, int value, char *out, size_t size);
/* For pictures of the table (village --screenshots): asks for the hint as
 * the Hint button does, with the "since your last turn" summary put away so
 * that the scores show; false when no hint can be asked now. */
bool game_ask_hint(app *a);
/* True once the hint asked for is on screen (it is worked out on a worker
 * thread); g is the game in progress (scene.h's shared->game), may be NULL. */
bool game_hint_shown(const struct game_ui *g);
/* Keeps a finished review with at's game in progress and saves it where
 * that game belongs (game_save.c); false when it does not cover the game's
 * moves or memory is short. */
bool game_keep_review(game_opener at, const village_stored_review *review);

#endif
