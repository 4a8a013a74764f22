/* The review's chart: each player's estimated chance to win at the end of
 * every turn and after every analysed decision, as a line in the player's
 * colour from the even start to the game's actual result, with a legend,
 * the rounds along the bottom, the three biggest mistakes marked 1-3 on the
 * line of whoever made them, and the position the replay shows as an
 * upright line. A click on a mark moves the replay to its decision,
 * anywhere else on the plot to the end of the nearest turn. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/review/review.h"

enum { MARK_HALF = 14 };

static SDL_FRect plot_of(const SDL_FRect *box)
{
    return (SDL_FRect){box->x + 84, box->y + 60, box->w - 114, box->h - 124};
}

static float x_of(const SDL_FRect *plot, size_t move, size_t moves)
{
    return plot->x + plot->w * (float)move / (float)(moves ? moves : 1);
}

static float y_of(const SDL_FRect *plot, int thousandths)
{
    return plot->y + plot->h - plot->h * (float)thousandths / 1000.0f;
}

static void thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, int half)
{
    for (int d = -half; d <= half; d++) {
        SDL_RenderDrawLineF(r, x0, y0 + (float)d, x1, y1 + (float)d);
        SDL_RenderDrawLineF(r, x0 + (float)d, y0, x1 + (float)d, y1);
    }
}

/* Where a mistake's mark sits: on its maker's line, at its move. */
static void mark_centre(app *a, const SDL_FRect *plot, int k, float *x, float *y)
{
    const village_stored_review *rv = session_review(game_session(a));
    const village_review_decision *d = &rv->decisions[review_of(a)->marks.mistake[k]];
    *x = x_of(plot, d->move, review_of(a)->replay.moves);
    *y = y_of(plot, d->win_after[d->actor]);
}

static void draw_axes(app *a, const SDL_FRect *plot)
{
    const review_replay *rp = &review_of(a)->replay;
    char text[32];
    for (int v = 0; v <= 100; v += 25) {
        float y = y_of(plot, v * 10);
        gfx_fill(&a->gfx, &(SDL_FRect){plot->x, y, plot->w, 1}, (SDL_Color){0x6b, 0x4f, 0x33, 70});
        char number[12];
        snprintf(number, sizeof number, "%d", v);
        i18n_percent(&a->i18n, text, sizeof text, number);
        gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, plot->x - 10, y - 11, ALIGN_RIGHT, text);
    }
    float last_x = -1000;
    for (size_t at = 0; rp->round && at <= rp->moves; at++) {
        if (at > 0 && rp->round[at] == rp->round[at - 1])
            continue;
        float x = x_of(plot, at, rp->moves);
        gfx_fill(&a->gfx, &(SDL_FRect){x, plot->y + plot->h, 1, 8}, COLOUR_INK_SOFT);
        if (x - last_x < 36)
            continue; /* round numbers that do not run together */
        snprintf(text, sizeof text, "%d", rp->round[at]);
        gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, x, plot->y + plot->h + 8, ALIGN_CENTER,
                 text);
        last_x = x;
    }
    gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, plot->x + plot->w / 2, plot->y + plot->h + 32,
             ALIGN_CENTER, TR(&a->i18n, "review.chart.rounds"));
}

static void draw_legend(app *a, const SDL_FRect *box)
{
    const session *s = game_session(a);
    float x = box->x + box->w - 20;
    for (int p = session_record(s)->num_players - 1; p >= 0; p--) {
        const char *name = session_player_name(s, p);
        x -= gfx_text_width(&a->gfx, FONT_BODY, 18, name);
        gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK, x, box->y + 16, ALIGN_LEFT, name);
        SDL_FRect swatch = {x - 30, box->y + 19, 22, 16};
        gfx_fill(&a->gfx, &swatch, gfx_player_colour(session_colour(s, p)));
        gfx_outline(&a->gfx, &swatch, COLOUR_INK, 1);
        x -= 54;
    }
}

/* The chart's points in move order: every turn's end and every analysed
 * decision (so a mistake's mark, at its decision, sits on its line). A turn
 * that ends on a decision has one point. A review saved before the turns
 * (version 1) has its decisions only. */
typedef struct point_walk {
    const village_stored_review *rv;
    size_t decision, turn;
} point_walk;

static bool next_point(point_walk *w, size_t *move, const int16_t **win)
{
    const village_stored_review *rv = w->rv;
    bool has_d = w->decision < rv->count, has_t = w->turn < rv->turn_count;
    if (!has_d && !has_t)
        return false;
    size_t dm = has_d ? rv->decisions[w->decision].move : SIZE_MAX;
    size_t tm = has_t ? rv->turns[w->turn].move : SIZE_MAX;
    if (tm <= dm) {
        *move = tm;
        *win = rv->turns[w->turn++].win;
        w->decision += tm == dm;
    } else {
        *move = dm;
        *win = rv->decisions[w->decision++].win_after;
    }
    return true;
}

/* The line of player p through every point, from the even start to the
 * result; a dot at each turn's end where they stand apart enough to read. */
static void draw_line(app *a, const SDL_FRect *plot, int p, int result)
{
    const village_stored_review *rv = session_review(game_session(a));
    size_t moves = review_of(a)->replay.moves;
    int players = session_record(game_session(a))->num_players;
    SDL_Color c = gfx_player_colour(session_colour(game_session(a), p));
    SDL_Renderer *r = a->gfx.renderer;
    bool dots = rv->turn_count > 0 && plot->w / (float)rv->turn_count >= 10.0f;
    for (int pass = 0; pass < 2; pass++) { /* an ink edge first: yellow and white read */
        SDL_Color ink = pass ? c : COLOUR_INK;
        SDL_SetRenderDrawColor(r, ink.r, ink.g, ink.b, 255);
        float x0 = plot->x, y0 = y_of(plot, 1000 / players);
        point_walk w = {rv, 0, 0};
        size_t move;
        const int16_t *win;
        while (next_point(&w, &move, &win)) {
            float x1 = x_of(plot, move, moves), y1 = y_of(plot, win[p]);
            thick_line(r, x0, y0, x1, y1, pass ? 1 : 2);
            if (dots)
                gfx_fill(&a->gfx,
                         &(SDL_FRect){x1 - 3.0f + (float)pass, y1 - 3.0f + (float)pass,
                                      6.0f - 2.0f * (float)pass, 6.0f - 2.0f * (float)pass},
                         ink);
            x0 = x1;
            y0 = y1;
        }
        if (result >= 0)
            thick_line(r, x0, y0, x_of(plot, moves, moves), y_of(plot, result), pass ? 1 : 2);
    }
}

/* Each player's share of the win at the end (1/winners), -1 while the game goes on. */
static void results_of(app *a, int result[VILLAGE_MAX_PLAYERS])
{
    const village_state *s = session_state(game_session(a));
    village_result res;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        result[p] = -1;
    if (s->phase != VILLAGE_PHASE_GAME_OVER)
        return;
    village_result_compute(s, &res);
    int winners = 0;
    for (int p = 0; p < s->num_players; p++)
        winners += res.rank[p] == 1;
    for (int p = 0; p < s->num_players; p++)
        result[p] = res.rank[p] == 1 && winners ? 1000 / winners : 0;
}

static void draw_marks(app *a, const SDL_FRect *plot)
{
    for (int k = 0; k < review_of(a)->marks.count; k++) {
        float x, y;
        mark_centre(a, plot, k, &x, &y);
        SDL_FRect badge = {x - MARK_HALF, y - MARK_HALF, 2 * MARK_HALF, 2 * MARK_HALF};
        gfx_fill(&a->gfx, &badge, COLOUR_WARNING);
        gfx_outline(&a->gfx, &badge, COLOUR_PARCHMENT_LIGHT, 2);
        char text[16];
        snprintf(text, sizeof text, "%d", k + 1);
        gfx_text(&a->gfx, FONT_BOLD, 20, COLOUR_PARCHMENT_LIGHT, x, y - 13, ALIGN_CENTER, text);
    }
}

void review_chart_draw(app *a, const SDL_FRect *box)
{
    gfx_panel(&a->gfx, box, false);
    gfx_text(&a->gfx, FONT_BOLD, 22, COLOUR_INK, box->x + 24, box->y + 14, ALIGN_LEFT,
             TR(&a->i18n, "review.chart"));
    const village_stored_review *rv = session_review(game_session(a));
    SDL_FRect plot = plot_of(box);
    draw_axes(a, &plot);
    draw_legend(a, box);
    if (rv) {
        int result[VILLAGE_MAX_PLAYERS];
        results_of(a, result);
        for (int p = 0; p < session_record(game_session(a))->num_players; p++)
            draw_line(a, &plot, p, result[p]);
    }
    const review_replay *rp = &review_of(a)->replay;
    float x = x_of(&plot, rp->at, rp->moves);
    gfx_fill(&a->gfx, &(SDL_FRect){x - 1.5f, plot.y - 6, 3, plot.h + 6}, COLOUR_GOLD);
    if (rv)
        draw_marks(a, &plot);
}

bool review_chart_hit(app *a, const SDL_FRect *box, float x, float y, size_t *at)
{
    SDL_FRect plot = plot_of(box);
    const village_stored_review *rv = session_review(game_session(a));
    for (int k = 0; rv && k < review_of(a)->marks.count; k++) {
        float mx, my;
        mark_centre(a, &plot, k, &mx, &my);
        if (x >= mx - MARK_HALF - 4 && x <= mx + MARK_HALF + 4 && y >= my - MARK_HALF - 4 &&
            y <= my + MARK_HALF + 4) {
            *at = rv->decisions[review_of(a)->marks.mistake[k]].move - 1;
            return true;
        }
    }
    SDL_FRect wide = {plot.x - 10, plot.y - 10, plot.w + 20, plot.h + 20};
    if (!gfx_contains(&wide, x, y))
        return false;
    /* To the end of the turn nearest the pointer: the turns' points, or
     * where the replay's turns begin when the review has no turn points. */
    const review_replay *rp = &review_of(a)->replay;
    size_t best = 0;
    float best_dx = -1;
    for (size_t k = 1; rp->turn && k <= rp->moves; k++) {
        if (k < rp->moves && rp->turn[k] == rp->turn[k - 1])
            continue;
        float dx = fabsf(x_of(&plot, k, rp->moves) - x);
        if (best_dx < 0 || dx < best_dx) {
            best_dx = dx;
            best = k;
        }
    }
    if (fabsf(plot.x - x) < best_dx || best_dx < 0)
        best = 0; /* the even start, before the first move */
    *at = best;
    return true;
}

bool review_chart_turn_point(app *a, const SDL_FRect *box, size_t k, int p, float *x, float *y)
{
    const village_stored_review *rv = session_review(game_session(a));
    if (!rv || k >= rv->turn_count)
        return false;
    SDL_FRect plot = plot_of(box);
    *x = x_of(&plot, rv->turns[k].move, review_of(a)->replay.moves);
    *y = y_of(&plot, rv->turns[k].win[p]);
    return true;
}
