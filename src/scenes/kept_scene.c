/* "Review a game" (title): the finished games kept for review, newest
 * first, each a button naming its players and final scores; a click opens
 * the Review screen on it. Kept games are the last ones finished on this
 * computer (scenes/game/kept_games.c). */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/game/game.h"
#include "platform/files.h"
#include "platform/system.h"
#include "session/session.h"
#include "ui/words_cut.h"

enum { ID_BACK = 999, ROW_H = 58, ROW_STEP = 64 };

static const SDL_FRect PANEL = {360, 110, 1200, 860};

/* The kept games as listed on entering, and their buttons' words. */
typedef struct kept_state {
    char paths[KEPT_GAMES][KEPT_PATH_MAX];
    char labels[KEPT_GAMES][128]; /* a menu_item's label */
    int kept;
} kept_state;

static kept_state *kept_of(const app *a)
{
    return app_scene_state(a, SCENE_KEPT);
}

/* "2 Dec 2026, 09:41 — Ana 45 · Red 39 · Blue 30": when, who played and how
 * it ended, read from the kept save (a game that no longer loads says so). */
static void describe(app *a, const char *path, char *out, size_t size)
{
    char err[400];
    session *s = session_load(path, err, sizeof err);
    if (!s) {
        snprintf(out, size, "%s", TR(&a->i18n, "kept.unreadable"));
        return;
    }
    const village_state *st = session_state(s);
    size_t n = 0;
    out[0] = '\0';
    /* When it was kept (or its review written), in the language's own format. */
    time_t written;
    struct tm local;
    char when[64];
    if (platform_file_modified(path, &written) && platform_local_time(written, &local))
        n += (size_t)snprintf(out, size, "%s \u2014 ",
                              i18n_date(&a->i18n, when, sizeof when, &local));
    for (int p = 0; p < st->num_players && n < size; p++) {
        village_score score;
        village_score_breakdown(st, p, &score);
        n += (size_t)snprintf(out + n, size - n, "%s%s %d", p ? " · " : "",
                              session_player_name(s, p), score.total);
    }
    if (st->phase != VILLAGE_PHASE_GAME_OVER && n < size)
        snprintf(out + n, size - n, " (%s)", TR(&a->i18n, "kept.unfinished"));
    session_free(s);
}

static void kept_enter(app *a)
{
    scene_menu_reset(a);
    a->shared->menu.message[0] = '\0';
    kept_state *k = kept_of(a);
    k->kept = game_kept_games(game_opener_of(a), k->paths, KEPT_GAMES);
    for (int i = 0; i < k->kept; i++)
        describe(a, k->paths[i], k->labels[i], sizeof k->labels[i]);
}

/* Why a kept game would not open (the loader's reason, a path) right of
 * Back, in the room between the games' rows and the panel's foot: higher
 * when it takes more lines, and cut there with "…" (a long reason once ran
 * off the canvas). */
typedef struct kept_note {
    char words[sizeof((menu_state *)0)->message + 8]; /* as drawn, "" none */
    float x, y, wrap;
} kept_note;

enum { NOTE_SIZE = 18 };

static kept_note kept_note_of(app *a)
{
    const kept_state *k = kept_of(a);
    kept_note n = {.x = PANEL.x + 420, .wrap = PANEL.w - 480};
    float top = PANEL.y + PANEL.h - 84, bottom = PANEL.y + PANEL.h - 12;
    float rows_end = 230 + (float)k->kept * ROW_STEP + 8;
    words_cut_to_room(&a->gfx, FONT_BODY, NOTE_SIZE, n.wrap, a->shared->menu.message,
                      bottom - rows_end, n.words, sizeof n.words);
    float h = n.words[0] ? gfx_wrapped_height(&a->gfx, FONT_BODY, NOTE_SIZE, n.wrap, n.words) : 0;
    n.y = bottom - h < top ? bottom - h : top;
    return n;
}

static void build_menu(app *a, menu *m)
{
    const kept_state *k = kept_of(a);
    m->count = 0;
    for (int i = 0; i < k->kept; i++)
        menu_add(m, PANEL.x + 60, 230 + (float)i * ROW_STEP, PANEL.w - 120, ROW_H, k->labels[i], i);
    menu_add(m, PANEL.x + 60, PANEL.y + PANEL.h - 84, 320, 60, TR(&a->i18n, "common.back"),
             ID_BACK);
    if (a->shared->menu.message[0]) { /* right of Back: after it */
        kept_note n = kept_note_of(a);
        note_tip_add(a, m, a->shared->menu.message, n.words, NOTE_SIZE, n.x, n.y, n.wrap);
    }
}

static void kept_event(app *a, const SDL_Event *e)
{
    const kept_state *k = kept_of(a);
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id == ID_BACK) {
        app_switch(a, SCENE_TITLE);
    } else if (id >= 0 && id < k->kept) {
        if (game_ask_before_leaving(a, GAME_LEAVE_TITLE))
            return;
        char err[700], msg[900];
        if (game_open_for_review(game_opener_of(a), k->paths[id], err, sizeof err))
            app_switch(a, SCENE_REVIEW);
        else
            snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s",
                     TRF(&a->i18n, msg, "kept.failed", err));
    }
}

static void kept_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "kept.heading"), 960, 130, 56);
    if (kept_of(a)->kept == 0)
        gfx_text_wrapped(&a->gfx, FONT_BODY, 22, COLOUR_INK, PANEL.x + 80, 260, PANEL.w - 160,
                         TR(&a->i18n, "kept.none"));
    if (a->shared->menu.message[0]) {
        kept_note n = kept_note_of(a);
        gfx_text_wrapped(&a->gfx, FONT_BODY, NOTE_SIZE, COLOUR_WARNING, n.x, n.y, n.wrap, n.words);
    }
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m); /* after the note: a cut note's tooltip over it */
}

static void kept_spoken_note(app *a, scene_note *n)
{
    scene_note_set(n, a->shared->menu.message);
}

const scene SCENE_KEPT_TABLE = {
    .enter = kept_enter,
    .handle_event = kept_event,
    .draw = kept_draw,
    .build_menu = build_menu,
    .note = kept_spoken_note,
    .state_size = sizeof(kept_state),
};
