/* The score chart of the results screen: axes with round numbers and a
 * point scale, one line per player (thickened, with a dot on each round)
 * that grows from the start to the end of the game. */
#include "scenes/results_chart.h"

#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"

/* A step of the scale that gives four to eight grid lines. */
static int grid_step(int best)
{
    static const int steps[] = {5, 10, 20, 25, 50, 100};
    for (int i = 0; i < 6; i++)
        if (best / steps[i] <= 8)
            return steps[i];
    return 200;
}

static void thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, int half)
{
    for (int d = -half; d <= half; d++) {
        SDL_RenderDrawLineF(r, x0, y0 + (float)d, x1, y1 + (float)d);
        SDL_RenderDrawLineF(r, x0 + (float)d, y0, x1 + (float)d, y1);
    }
}

void results_chart_draw(app *a, const score_history *h, const SDL_FRect *box, float progress)
{
    gfx_text(&a->gfx, FONT_BOLD, 22, COLOUR_INK, box->x + box->w / 2, box->y, ALIGN_CENTER,
             TR(&a->i18n, "results.chart"));
    if (h->points < 2)
        return;
    SDL_FRect plot = {box->x + 50, box->y + 50, box->w - 70, box->h - 100};
    int step = grid_step(h->best), top = (h->best + step - 1) / step * step;
    char text[32];
    float small = gfx_ui(&a->gfx, 16); /* the axes' words grow with the text and panel size */
    for (int v = 0; v <= top; v += step) {
        float y = plot.y + plot.h - plot.h * (float)v / (float)top;
        gfx_fill(&a->gfx, &(SDL_FRect){plot.x, y, plot.w, 1}, (SDL_Color){0x6b, 0x4f, 0x33, 70});
        snprintf(text, sizeof text, "%d", v);
        gfx_text(&a->gfx, FONT_BODY, small, COLOUR_INK_SOFT, plot.x - 10, y - small * 0.65f,
                 ALIGN_RIGHT, text);
    }
    float dx = plot.w / (float)(h->points - 1);
    int every = h->points > 12 ? 2 : 1; /* round numbers that do not run together */
    for (int k = 0; k < h->points; k++) {
        bool last = k == h->points - 1;
        if (!last && (k % every != 0 || (every > 1 && k == h->points - 2)))
            continue; /* every other round, and room for "end" */
        if (k == h->points - 1 && k > 0)
            snprintf(text, sizeof text, "%s", TR(&a->i18n, "results.chart.end"));
        else
            snprintf(text, sizeof text, "%d", k);
        gfx_text(&a->gfx, FONT_BODY, small, COLOUR_INK_SOFT, plot.x + dx * (float)k,
                 plot.y + plot.h + 8, ALIGN_CENTER, text);
    }
    gfx_text(&a->gfx, FONT_BODY, small, COLOUR_INK_SOFT, plot.x + plot.w / 2,
             plot.y + plot.h + 8 + small * 1.4f, ALIGN_CENTER,
             TR(&a->i18n, "results.chart.rounds"));
    /* the line reaches 'shown' points (a fraction into the next one) */
    float shown = progress * (float)(h->points - 1);
    SDL_Renderer *r = a->gfx.renderer;
    for (int p = 0; p < h->players; p++) {
        SDL_Color c = gfx_player_colour(session_colour(game_session(a), p));
        /* an ink edge first, so a white or yellow line reads on parchment */
        for (int pass = 0; pass < 2; pass++) {
            SDL_Color ink = pass ? c : COLOUR_INK;
            SDL_SetRenderDrawColor(r, ink.r, ink.g, ink.b, 255);
            for (int k = 0; k + 1 < h->points && (float)k < shown; k++) {
                float part = shown - (float)k < 1 ? shown - (float)k : 1;
                float x0 = plot.x + dx * (float)k, x1 = x0 + dx * part;
                float y0 = plot.y + plot.h - plot.h * (float)h->totals[k][p] / (float)top;
                float y1 = plot.y + plot.h - plot.h * (float)h->totals[k + 1][p] / (float)top;
                thick_line(r, x0, y0, x1, y0 + (y1 - y0) * part, pass ? 1 : 2);
            }
        }
        for (int k = 0; k < h->points && (float)k <= shown; k++) {
            float y = plot.y + plot.h - plot.h * (float)h->totals[k][p] / (float)top;
            SDL_FRect dot = {plot.x + dx * (float)k - 5, y - 5, 10, 10};
            gfx_fill(&a->gfx, &dot, c);
            gfx_outline(&a->gfx, &dot, COLOUR_INK, 1);
        }
    }
}
