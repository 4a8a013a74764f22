/* The autosave's part (autosave.c): its writer and what the frames know of it. */
#ifndef VILLAGE_SCENES_GAME_AUTOSAVE_H
#define VILLAGE_SCENES_GAME_AUTOSAVE_H

#include "scenes/game/part_view.h"
#include "platform/background_writer.h"
#include "scenes/game/game.h"

/* Where the autosave goes, and whether this window may write there
 * (app_may_write_prefs: not selftest, bench or a read-only second window). */
typedef struct autosave_place {
    char path[1200];
    bool may_write;
} autosave_place;

/* Whether the autosave works (autosave.c). The writing itself is done by a
 * worker thread (platform/background_writer.h); this is what the frames
 * know of it, written on the main thread only. */
typedef struct save_status {
    bool failing;
    int unsaved;               /* moves made since the last save that worked */
    double retry_in;           /* seconds to the next attempt while failing */
    int asking;                /* a game_exit waiting for the player's answer */
    bool folded;               /* the player clicked the banner down to one line */
    village_write_trouble why; /* the last failure, for the player's language */
    char error[512];           /* the last failure in detail, for stderr and bug reports */
    /* The game id the autosave may replace besides this game's own: the one
     * on disk when this game began (autosave_owner.h). */
    uint64_t replaces;
    char notice[900];        /* said once, over the game, until clicked (another game kept, …) */
    const i18n *words;       /* the catalogue the notice is told in (the last save's) */
    autosave_place place;    /* where the last save asked for goes */
    platform_writer *writer; /* made by the first save */
    uint64_t asked;          /* saves asked for: each write's tag */
    uint64_t landed;         /* the newest of them that a finished write holds */
    uint64_t writing_id;     /* the game id of the text handed to the writer */
    bool stuck;              /* a wait for the disk ran out: said as the trouble */
} save_status;

/* autosave.c: hands each save to the writer's thread and hears how it
 * went; retries on a timer while saving fails; the banner saying so */
/* Takes the outcomes of finished writes and, while saving fails, retries
 * every few seconds (the place is the last save's). */
void autosave_update(save_status *st, const session *game, const table_words *w, double dt);
/* Waits, at most 'seconds', for the writes handed over, and takes their
 * outcomes; when the disk has not answered by then, that is the trouble
 * shown (stuck) until it does. True when every write finished. */
bool autosave_settle(save_status *st, double seconds);
/* The game is closed: its writes finish (a bounded wait) and the writer ends. */
void autosave_end(save_status *st);
/* folder: the preferences folder, named to the player with the trouble. */
void autosave_draw_banner(const part_view *v, const save_status *st, const char *folder);
/* A click on the banner folds it to one line or opens it again. */
bool autosave_banner_event(const part_view *v, save_status *st, const char *folder,
                           const SDL_Event *e);
/* Hands this game's text for 'path' to the writer (its trouble shown and
 * retried); 'quietly': a file that is not the person's game (a review, a
 * lesson's place), whose trouble goes to stderr only. */
void autosave_write(save_status *st, const session *game, const table_words *w, const char *path);
void autosave_write_quietly(save_status *st, const session *game, const char *path);
/* Moves no save holds yet (0 when saving works), after a bounded wait for
 * the writes in flight. */
int autosave_unsaved(save_status *st);
/* "Try again": one more write, waited for; true when it worked. */
bool autosave_try_again(save_status *st, const session *game, const table_words *w);
/* The question before leaving with unsaved moves: its buttons and its
 * drawing; its clicks are game_save.c's (the answer quits, switches scenes
 * or saves again). */
enum { AUTOSAVE_QUIT_ANYWAY = 300, AUTOSAVE_KEEP_PLAYING, AUTOSAVE_TRY_AGAIN };
bool autosave_asking(const save_status *st); /* st may be NULL: no game, no question */
void autosave_dialog_menu(const table_words *w, struct menu *m);
void autosave_draw_dialog(const part_view *v, const save_status *st, const char *folder,
                          const menu_state *buttons);

#endif
