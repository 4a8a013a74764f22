/* Saving the game in progress after each decision, and never failing
 * silently: a save that does not work puts up a banner (what failed, the
 * folder, what to do) that stays until a save works again, the game keeps
 * retrying on every decision and on a timer, and stderr hears one line per
 * change between "saving" and "not saving", not one per attempt. */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"

/* Often enough that freeing space is noticed at once, rarely enough that a
 * slow or full disk is not hammered. */
static const double RETRY_SECONDS = 5.0;

static void attempt(app *a)
{
    game_ui *g = a->shared->game;
    save_status *st = &g->save;
    char path[1200];
    app_pref_path(a, "autosave.json", path, sizeof path);
    char err[sizeof st->error];
    if (session_save(g->session, path, err, sizeof err)) {
        if (st->failing)
            fprintf(stderr, "village: autosave works again (%d unsaved moves now saved)\n",
                    st->unsaved);
        st->failing = false;
        st->unsaved = 0;
        st->error[0] = '\0';
        return;
    }
    if (!st->failing)
        fprintf(stderr, "village: autosave failed, retrying every %.0f s: %s\n", RETRY_SECONDS,
                err);
    st->failing = true;
    snprintf(st->error, sizeof st->error, "%s", err);
    st->retry_in = RETRY_SECONDS;
}

void game_autosave(app *a)
{
    if (a->no_settings || !a->shared->game)
        return; /* selftest and bench leave the person's files alone */
    if (a->shared->game->save.failing)
        a->shared->game->save.unsaved++; /* counted now: the attempt may not fix it */
    else
        a->shared->game->save.unsaved = 1;
    attempt(a);
}

void autosave_update(app *a, double dt)
{
    save_status *st = &a->shared->game->save;
    if (!st->failing || a->no_settings)
        return;
    st->retry_in -= dt;
    if (st->retry_in <= 0)
        attempt(a);
}

int game_unsaved_moves(const app *a)
{
    const game_ui *g = a->shared->game;
    return g && g->save.failing ? g->save.unsaved : 0;
}

void autosave_draw_banner(app *a)
{
    const save_status *st = &a->shared->game->save;
    if (!st->failing)
        return;
    char text[700];
    TRF(&a->i18n, text, "game.save_failed", st->error);
    char n[16], count[160];
    snprintf(n, sizeof n, "%d", st->unsaved);
    TRF(&a->i18n, count, "game.save_failed.count", n);
    const SDL_FRect *r = layout_find(&a->gfx.layout, "ui.banner");
    float x = r ? r->x : 20, w = r ? r->w : 1200, y = r ? r->y + r->h + 8 : 20;
    SDL_FRect box = {x, y, w, 120};
    gfx_panel(&a->gfx, &box, true);
    gfx_text(&a->gfx, FONT_BOLD, 19, COLOUR_WARNING, x + 20, y + 12, ALIGN_LEFT, count);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 16, COLOUR_INK, x + 20, y + 42, w - 40, text);
}
