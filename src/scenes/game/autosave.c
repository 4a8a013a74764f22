/* Saving the game in progress after each decision, off the frame: the
 * record is turned into JSON here, on the main thread (cheap), and the
 * bytes go to a worker thread that writes them atomically
 * (platform/background_writer.h); a newer save replaces one still queued,
 * so the last state always lands. How each write went comes back to the
 * frames (autosave_update). Never failing silently: a save that does not
 * work puts up a banner (what failed, the folder, what to do) that stays
 * until a save works again, the game keeps retrying on every decision and
 * on a timer, and stderr hears one line per change between "saving" and
 * "not saving", not one per attempt. Leaving the table or quitting waits
 * for the writes in flight (a bounded wait: a disk that does not answer is
 * said as the trouble, and the player is asked before anything is lost). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/autosave_owner.h"
#include "scenes/game/autosave.h"

/* Often enough that freeing space is noticed at once, rarely enough that a
 * slow or full disk is not hammered. */
static const double RETRY_SECONDS = 5.0;
/* How long leaving the table or quitting waits for a write in flight: a
 * save takes milliseconds; a disk that needs longer is stuck, and the
 * player hears so instead of a window that does not answer. */
static const double LEAVE_WAIT_SECONDS = 5.0;

/* The outcome of a write the player is not told about (tag 0): a lesson's
 * place, a reviewed save. */
enum { QUIET_TAG = 0 };

static void saved(save_status *st, uint64_t tag)
{
    if (tag > st->landed)
        st->landed = tag;
    st->replaces = st->writing_id; /* from now on only this game's own file is replaced */
    if (st->failing)
        fprintf(stderr, "village: autosave works again (%d unsaved moves now saved)\n",
                st->unsaved);
    st->failing = false;
    st->stuck = false;
    st->unsaved = 0;
    st->error[0] = '\0';
}

static void not_saved(save_status *st, int error, const char *message)
{
    if (!st->failing) {
        fprintf(stderr, "village: autosave failed, retrying every %.0f s: %s\n", RETRY_SECONDS,
                message);
        st->folded = false; /* a new trouble is shown whole */
    }
    st->failing = true;
    st->stuck = false; /* the disk answered */
    st->unsaved = (int)(st->asked - st->landed);
    st->why = village_write_trouble_of(error);
    /* The platform's message may be longer than the banner keeps: cut, on purpose. */
    snprintf(st->error, sizeof st->error, "%.*s", (int)sizeof st->error - 1, message);
    st->retry_in = RETRY_SECONDS;
}

static void hear(save_status *st, const platform_write_outcome *o)
{
    /* The file held another game than this one (written by a window that
     * did not hold the folder's lock): the writer's check moved it aside,
     * never wrote over it, and the player hears where it went. */
    if (o->note[0] && st->words)
        i18n_format(st->words, st->notice, sizeof st->notice, "game.other_game_kept",
                    (const char *const[]){o->note, NULL});
    if (o->tag == QUIET_TAG) {
        if (!o->ok)
            fprintf(stderr, "village: not kept: %s\n", o->message);
    } else if (o->ok) {
        saved(st, o->tag);
    } else {
        not_saved(st, o->error, o->message);
    }
}

static void take_outcomes(save_status *st)
{
    platform_write_outcome o;
    while (st->writer && platform_writer_take(st->writer, &o))
        hear(st, &o);
}

/* Hands the game's text for path to the writer's thread; false when there
 * is no memory for it (nothing was handed over). */
static bool hand_over(save_status *st, const session *game, const char *path, uint64_t tag,
                      const autosave_owner *owner)
{
    if (!st->writer)
        st->writer = platform_writer_new();
    char *text = st->writer ? village_save_to_json(session_record(game)) : NULL;
    return text && platform_writer_put_checked(st->writer, path, text, strlen(text), tag,
                                               owner ? autosave_owner_check : NULL, owner,
                                               owner ? sizeof *owner : 0);
}

static void attempt(save_status *st, const session *game, const table_words *w)
{
    const char *path = st->place.path;
    st->words = w->cat;
    st->writing_id = session_game_id(game);
    /* Whose game the file holds is looked at on the writer's thread, just
     * before it writes (autosave_owner_check). */
    autosave_owner owner = {.mine = st->writing_id, .replaces = st->replaces};
    if (!hand_over(st, game, path, st->asked, &owner)) {
        char message[sizeof st->error];
        snprintf(message, sizeof message, "cannot save to '%.400s': out of memory", path);
        not_saved(st, ENOMEM, message);
    }
}

void autosave_write(save_status *st, const session *game, const table_words *w, const char *path)
{
    st->place.may_write = true;
    snprintf(st->place.path, sizeof st->place.path, "%s", path);
    st->asked++;
    if (st->failing)
        st->unsaved = (int)(st->asked - st->landed); /* counted now: the attempt may not fix it */
    attempt(st, game, w);
}

/* A game that is not the person's own keeps its moves in a file of its own;
 * losing that costs a review's analysis or a lesson's first moves again,
 * never a game: stderr, no banner. */
void autosave_write_quietly(save_status *st, const session *game, const char *path)
{
    if (!hand_over(st, game, path, QUIET_TAG, NULL))
        fprintf(stderr, "village: %s not kept: out of memory\n", path);
}

void autosave_update(save_status *st, const session *game, const table_words *w, double dt)
{
    take_outcomes(st);
    if (!st->failing || !st->place.may_write)
        return;
    st->retry_in -= dt;
    /* A write still in flight (a stuck disk) answers first: no retry piles up behind it. */
    if (st->retry_in <= 0 && (!st->writer || platform_writer_idle(st->writer))) {
        st->retry_in = RETRY_SECONDS;
        attempt(st, game, w);
    }
}

bool autosave_settle(save_status *st, double seconds)
{
    if (!st->writer)
        return true;
    bool finished = platform_writer_wait(st->writer, seconds);
    take_outcomes(st);
    if (finished || st->stuck)
        return finished;
    fprintf(stderr, "village: the disk has not finished writing %s after %.0f s\n", st->place.path,
            seconds);
    st->stuck = true;
    st->failing = true;
    st->folded = false;
    st->unsaved = (int)(st->asked - st->landed);
    snprintf(st->error, sizeof st->error, "the disk has not finished writing %.400s after %.0f s",
             st->place.path, seconds);
    st->retry_in = RETRY_SECONDS;
    return false;
}

void autosave_end(save_status *st)
{
    if (!st->writer)
        return;
    /* A disk already found stuck was waited for when the player was asked. */
    autosave_settle(st, st->stuck ? 0 : LEAVE_WAIT_SECONDS);
    if (!platform_writer_free(st->writer, 0))
        fprintf(stderr, "village: the last save goes on being written in the background\n");
    st->writer = NULL;
}

int autosave_unsaved(save_status *st)
{
    autosave_settle(st, LEAVE_WAIT_SECONDS); /* what the writes in flight hold counts */
    return st->failing ? st->unsaved : 0;
}

bool autosave_try_again(save_status *st, const session *game, const table_words *w)
{
    attempt(st, game, w);
    autosave_settle(st, LEAVE_WAIT_SECONDS); /* the answer is the disk's */
    return !st->failing;
}

static const char *trouble_key(village_write_trouble why)
{
    switch (why) {
    case VILLAGE_WRITE_DISK_FULL:
        return "game.save_why.full";
    case VILLAGE_WRITE_NOT_ALLOWED:
        return "game.save_why.not_allowed";
    case VILLAGE_WRITE_READ_ONLY_DISK:
        return "game.save_why.read_only";
    case VILLAGE_WRITE_NO_FOLDER:
        return "game.save_why.no_folder";
    case VILLAGE_WRITE_PATH_BLOCKED:
        return "game.save_why.blocked";
    default:
        return "game.save_why.other";
    }
}

const char *game_write_trouble_text(const i18n *cat, village_write_trouble why)
{
    return TR(cat, trouble_key(why));
}

/* The trouble as the player reads it: the disk's answer, or that it has
 * not answered. */
static const char *trouble_words(const i18n *cat, const save_status *st)
{
    return st->stuck ? TR(cat, "game.save_why.stuck") : game_write_trouble_text(cat, st->why);
}

/* Where the banner goes: under the turn banner, as tall as its text, or one
 * line when the player folded it (it then covers only the top of the first
 * farmyard's name strip). */
static SDL_FRect banner_box(const part_view *v, const save_status *st, const char *text)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.banner");
    float x = r ? r->x : 20, w = r ? r->w : 1200, y = r ? r->y + r->h + 8 : 20;
    float h = st->folded ? 44 : 60 + gfx_wrapped_height(v->canvas, FONT_BODY, 15, w - 40, text);
    return (SDL_FRect){x, y, w, h};
}

static void banner_texts(const table_words *w, const save_status *st, const char *folder,
                         char *count, size_t count_size, char *text, size_t text_size)
{
    char n[16];
    snprintf(n, sizeof n, "%d", st->unsaved);
    const char *count_key =
        st->unsaved == 1 ? "game.save_failed.count_one" : "game.save_failed.count";
    i18n_format(w->cat, count, count_size, count_key, (const char *const[]){n, NULL});
    const char *why = trouble_words(w->cat, st);
    if (st->folded)
        snprintf(text, text_size, "%s", TR(w->cat, "game.save_failed.folded"));
    else
        i18n_format(w->cat, text, text_size, "game.save_failed",
                    (const char *const[]){folder, why, NULL});
}

/* A notice (another game kept aside, the folder made again) where the
 * failure banner goes; it never hides a failure. */
static SDL_FRect notice_box(const part_view *v, const save_status *st)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.banner");
    float x = r ? r->x : 20, w = r ? r->w : 1200, y = r ? r->y + r->h + 8 : 20;
    const char *text = st->notice;
    return (SDL_FRect){x, y, w, 40 + gfx_wrapped_height(v->canvas, FONT_BODY, 17, w - 40, text)};
}

static void draw_notice(const part_view *v, const save_status *st)
{
    SDL_FRect box = notice_box(v, st);
    gfx_panel(v->canvas, &box, true);
    gfx_text_wrapped(v->canvas, FONT_BODY, 17, COLOUR_LIGHT_TEXT, box.x + 20, box.y + 20,
                     box.w - 40, st->notice);
}

void autosave_draw_banner(const part_view *v, const save_status *st, const char *folder)
{
    gfx *canvas = v->canvas;
    if (!st->failing && st->notice[0])
        draw_notice(v, st);
    if (!st->failing)
        return;
    char count[160], text[700];
    banner_texts(&v->words, st, folder, count, sizeof count, text, sizeof text);
    SDL_FRect box = banner_box(v, st, text);
    gfx_panel(canvas, &box, true);
    if (st->folded) {
        float w = gfx_text_width(canvas, FONT_BOLD, 17, count);
        gfx_text(canvas, FONT_BOLD, 17, COLOUR_WARNING, box.x + 20, box.y + 10, ALIGN_LEFT, count);
        gfx_text(canvas, FONT_BODY, 17, COLOUR_LIGHT_TEXT, box.x + 36 + w, box.y + 10, ALIGN_LEFT,
                 text);
        return;
    }
    gfx_text(canvas, FONT_BOLD, 19, COLOUR_WARNING, box.x + 20, box.y + 12, ALIGN_LEFT, count);
    gfx_text_wrapped(canvas, FONT_BODY, 15, COLOUR_LIGHT_TEXT, box.x + 20, box.y + 44, box.w - 40,
                     text);
}

bool autosave_banner_event(const part_view *v, save_status *st, const char *folder,
                           const SDL_Event *e)
{
    bool press = e->type == SDL_MOUSEBUTTONDOWN, release = e->type == SDL_MOUSEBUTTONUP;
    if (!(press || release) || e->button.button != SDL_BUTTON_LEFT)
        return false;
    if (!st->failing && st->notice[0]) {
        SDL_FRect box = notice_box(v, st);
        SDL_FPoint at = {(float)e->button.x, (float)e->button.y};
        if (!SDL_PointInFRect(&at, &box))
            return false;
        if (release)
            st->notice[0] = '\0'; /* read: it goes */
        return true;
    }
    if (!st->failing)
        return false;
    char count[160], text[700];
    banner_texts(&v->words, st, folder, count, sizeof count, text, sizeof text);
    SDL_FRect box = banner_box(v, st, text);
    SDL_FPoint at = {(float)e->button.x, (float)e->button.y};
    if (!SDL_PointInFRect(&at, &box))
        return false;
    if (release)
        st->folded = !st->folded;
    return true; /* the board under the banner does not get the click */
}

static const SDL_FRect DIALOG = {560, 330, 800, 420};

bool autosave_asking(const save_status *st)
{
    return st && st->asking != GAME_LEAVE_NONE;
}

void autosave_dialog_menu(const table_words *w, menu *m)
{
    m->count = 0;
    static const char *const keys[] = {"game.unsaved.quit", "game.unsaved.keep",
                                       "game.unsaved.retry"};
    for (int i = 0; i < 3; i++)
        menu_add(m, DIALOG.x + 30 + (float)i * 250, DIALOG.y + DIALOG.h - 90, 230, 60,
                 TR(w->cat, keys[i]), AUTOSAVE_QUIT_ANYWAY + i);
}

void autosave_draw_dialog(const part_view *v, const save_status *st, const char *folder,
                          const menu_state *buttons)
{
    if (st->asking == GAME_LEAVE_NONE)
        return;
    const i18n *cat = v->words.cat;
    SDL_FRect shade = gfx_canvas_rect(v->canvas);
    gfx_fill(v->canvas, &shade, (SDL_Color){0, 0, 0, 150});
    gfx_panel(v->canvas, &DIALOG, true);
    char n[16], title[200], why[700];
    snprintf(n, sizeof n, "%d", st->unsaved);
    TRF(cat, title, st->unsaved == 1 ? "game.unsaved.title_one" : "game.unsaved.title", n);
    TRF(cat, why, "game.unsaved.why", folder, trouble_words(cat, st));
    gfx_text_wrapped(v->canvas, FONT_BOLD, 26, COLOUR_WARNING, DIALOG.x + 40, DIALOG.y + 36,
                     DIALOG.w - 80, title);
    gfx_text_wrapped(v->canvas, FONT_BODY, 18, COLOUR_LIGHT_TEXT, DIALOG.x + 40, DIALOG.y + 130,
                     DIALOG.w - 80, why);
    menu m;
    autosave_dialog_menu(&v->words, &m);
    /* As scene_menu_draw draws them; the answers have no tooltip. */
    menu_draw(v->canvas, &m, buttons->hover, buttons->pressed);
}
