/* Results: final ranking (R-SCO-6) with each player's breakdown as a bar,
 * every served customer turned face up and readable, a chart of the scores
 * after every round (the record replayed), the tie-break counts and a
 * sentence that says how the winner was decided. The bars and the chart
 * grow as the screen opens, the winner's row glows, the fanfare plays. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/results_chart.h"

enum { ID_BOARD, ID_NEW, ID_TITLE, ID_REVIEW, PARTS = 7 };

static const SDL_FRect PANEL = {200, 60, 1520, 960};
static const SDL_FRect CHART = {1170, 232, 520, 610};
static const float ROW_TOP = 232, ROW_H = 150, NAME_X = 330, BAR_X = 330, BAR_W = 640;
static const double OPENING = 1.6; /* seconds the bars and the chart take to grow */

/* The breakdown's parts (R-SCO), in the order of the bar, and their colours. */
static const char *const PART_KEYS[PARTS] = {
    "results.prestige",  "results.travel",    "results.council", "results.church",
    "results.chronicle", "results.customers", "results.coins"};
static const SDL_Color PART_COLOURS[PARTS] = {{0x7a, 0x4e, 0x9c, 255}, {0xb8, 0x6b, 0x2a, 255},
                                              {0x3d, 0x6f, 0xa8, 255}, {0x9c, 0x2f, 0x2f, 255},
                                              {0x6f, 0x6a, 0x60, 255}, {0x4f, 0x8a, 0x3c, 255},
                                              {0xc9, 0x9a, 0x1e, 255}};

/* The chart, computed when the screen opens, and when that was. */
typedef struct results_state {
    score_history history;
    double since;
} results_state;

static results_state *results_of(const app *a)
{
    return app_scene_state(a, SCENE_RESULTS);
}

const score_history *results_history(const app *a)
{
    return &results_of(a)->history;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    menu_add(m, 250, 930, 330, 60, TR(&a->i18n, "results.board"), ID_BOARD);
    /* a finished game can be reviewed; one in progress has no result to learn from yet */
    menu_item *review = menu_add(m, 620, 930, 330, 60, TR(&a->i18n, "results.review"), ID_REVIEW);
    review->enabled =
        game_session(a) && session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER;
    snprintf(review->tip, sizeof review->tip, "%s",
             TR(&a->i18n, review->enabled ? "results.review.tip" : "results.review.later"));
    menu_add(m, 990, 930, 330, 60, TR(&a->i18n, "results.new"), ID_NEW);
    menu_add(m, 1360, 930, 330, 60, TR(&a->i18n, "results.title"), ID_TITLE);
}

static void results_enter(app *a)
{
    scene_menu_reset(a);
    if (!game_session(a)) {
        app_switch(a, SCENE_TITLE);
        return;
    }
    score_history_compute(session_record(game_session(a)), &results_of(a)->history);
    results_of(a)->since = a->clock;
    if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
        audio_play(&a->audio, SOUND_FANFARE);
}

/* 0..1 since the screen opened, easing out. */
static float opened(const app *a)
{
    double t = (a->clock - results_of(a)->since) / OPENING;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return (float)(1 - (1 - t) * (1 - t));
}

static void results_event(app *a, const SDL_Event *e)
{
    int id = scene_menu_clicked(a, e, ID_BOARD);
    if (id == ID_BOARD)
        app_switch(a, SCENE_GAME);
    else if (id == ID_NEW && !game_ask_before_leaving(a, GAME_LEAVE_NEW))
        app_switch(a, SCENE_SETUP);
    else if (id == ID_TITLE)
        app_switch(a, SCENE_TITLE);
    else if (id == ID_REVIEW)
        app_switch(a, SCENE_REVIEW);
}

/* The breakdown as one bar: a coloured part per source of points, its
 * points written in it when there is room, grown to 'progress'. */
static void draw_bar(app *a, const village_score *sc, float y, float scale, float progress)
{
    int values[PARTS] = {sc->prestige,  sc->travel,    sc->council, sc->church,
                         sc->chronicle, sc->customers, sc->coins};
    float x = BAR_X;
    char text[16];
    for (int k = 0; k < PARTS; k++) {
        if (values[k] <= 0)
            continue;
        float w = (float)values[k] * scale * progress;
        SDL_FRect part = {x, y, w, 34};
        gfx_fill(&a->gfx, &part, PART_COLOURS[k]);
        gfx_outline(&a->gfx, &part, COLOUR_PARCHMENT_LIGHT, 1);
        snprintf(text, sizeof text, "%d", values[k]);
        if (w > 14 + gfx_text_width(&a->gfx, FONT_BOLD, 18, text))
            gfx_text(&a->gfx, FONT_BOLD, 18, COLOUR_PARCHMENT_LIGHT, x + w / 2, y + 5, ALIGN_CENTER,
                     text);
        x += w;
    }
}

static void draw_row(app *a, const village_result *res, int p, float y, float scale)
{
    const session *gs = game_session(a);
    const village_score *sc = &res->score[p];
    bool winner = res->rank[p] == 1;
    if (winner) { /* the winner's row glows, slowly */
        float glow = 0.5f + 0.5f * sinf((float)a->clock * 3.0f);
        SDL_FRect box = {230, y - 8, 910, ROW_H - 2};
        gfx_fill(&a->gfx, &box, (SDL_Color){0xe8, 0xc5, 0x6a, (Uint8)(40 + 50 * glow)});
        gfx_outline(&a->gfx, &box, COLOUR_GOLD, 2 + 2 * glow);
    }
    char text[96], marker[32], a1[16], a2[16];
    snprintf(text, sizeof text, "%d.", res->rank[p]);
    gfx_text(&a->gfx, FONT_BOLD, 34, COLOUR_INK, 270, y - 4, ALIGN_CENTER, text);
    snprintf(marker, sizeof marker, "marker.%s", gfx_player_colour_key(session_colour(gs, p)));
    float bounce = winner ? 4 * fabsf(sinf((float)a->clock * 4.0f)) : 0;
    gfx_draw_centered(&a->gfx, marker, 306, y + 16 - bounce, 1.2f);
    const char *name = session_player_name(gs, p);
    gfx_text(&a->gfx, winner ? FONT_BOLD : FONT_BODY, 26, COLOUR_INK, NAME_X, y, ALIGN_LEFT, name);
    snprintf(text, sizeof text, "%d", (int)lroundf((float)sc->total * opened(a)));
    gfx_text(&a->gfx, FONT_BOLD, 40, COLOUR_INK, 1120, y + 34, ALIGN_RIGHT, text);
    float total_size = gfx_ui(&a->gfx, 15);
    gfx_text(&a->gfx, FONT_BODY, total_size, COLOUR_INK_SOFT, 1120, y + 8 - (total_size - 15) / 2,
             ALIGN_RIGHT, TR(&a->i18n, "results.total"));
    draw_bar(a, sc, y + 40, scale, opened(a));
    float x = NAME_X;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (session_state(gs)->players[p].customers >> t & 1) {
            char tile[24];
            snprintf(tile, sizeof tile, "customer.%d", t);
            gfx_draw_centered(&a->gfx, tile, x + 33, y + 110, 0.95f);
            x += 70;
        }
    snprintf(a1, sizeof a1, "%d", res->customers_served[p]);
    snprintf(a2, sizeof a2, "%d", res->living_members[p]);
    i18n_format(&a->i18n, text, sizeof text, "results.counts", (const char *const[]){a1, a2, NULL});
    char note[96] = "";
    if (session_is_human(gs, p)) { /* how much help the score had (issue 14) */
        char used[16];
        snprintf(used, sizeof used, "%d", session_hints_used(gs, p));
        TRF(&a->i18n, note, "results.hints_used", used);
    } else if (session_ai_style(gs, p) >= 0) { /* the plan it played (docs/ai.md, "Styles") */
        char style[32];
        snprintf(style, sizeof style, "setup.style.%d", session_ai_style(gs, p));
        TRF(&a->i18n, note, "setup.style", TR(&a->i18n, style));
    }
    /* The counts grow with the text and panel size, both lines of words at
     * one size, as far as the room left of the total's label lets them. */
    float counts_x = NAME_X + gfx_text_width(&a->gfx, FONT_BOLD, 26, name) + 24;
    float total_w = gfx_text_width(&a->gfx, FONT_BODY, total_size, TR(&a->i18n, "results.total"));
    float room = 1120 - total_w - 20 - counts_x, size = gfx_ui(&a->gfx, 16);
    for (;;) {
        float gap = note[0] ? 24 : 0;
        float w = gfx_text_width(&a->gfx, FONT_BODY, size, text) + gap +
                  (note[0] ? gfx_text_width(&a->gfx, FONT_BODY, size, note) : 0);
        if (w <= room || size <= 12)
            break;
        size -= 1;
    }
    float counts_y = y + 9 - (size - 16) / 2;
    gfx_text(&a->gfx, FONT_BODY, size, COLOUR_INK_SOFT, counts_x, counts_y, ALIGN_LEFT, text);
    if (note[0])
        gfx_text(&a->gfx, FONT_BODY, size, COLOUR_INK_SOFT,
                 counts_x + gfx_text_width(&a->gfx, FONT_BODY, size, text) + 24, counts_y,
                 ALIGN_LEFT, note);
}

/* What each colour of the bars stands for. */
static void draw_legend(app *a, float y)
{
    /* Grown with the text and panel size, the whole line shrunk together
     * where it would pass the rows' right edge. */
    const float left = 240, right = 1140;
    float size = gfx_ui(&a->gfx, 17), swatch = gfx_ui(&a->gfx, 18);
    for (;;) {
        float w = 0;
        for (int k = 0; k < PARTS; k++)
            w += swatch + 6 + gfx_text_width(&a->gfx, FONT_BODY, size, TR(&a->i18n, PART_KEYS[k])) +
                 22;
        if (w - 22 <= right - left || size <= 12)
            break;
        swatch *= (size - 1) / size;
        size -= 1;
    }
    float x = left, mid = y + 12;
    for (int k = 0; k < PARTS; k++) {
        const char *label = TR(&a->i18n, PART_KEYS[k]);
        gfx_fill(&a->gfx, &(SDL_FRect){x, mid - swatch / 2, swatch, swatch}, PART_COLOURS[k]);
        gfx_text(&a->gfx, FONT_BODY, size, COLOUR_INK, x + swatch + 6, y - (size - 17) / 2,
                 ALIGN_LEFT, label);
        x += swatch + 6 + gfx_text_width(&a->gfx, FONT_BODY, size, label) + 22;
    }
}

/* Names of the players whose flag is set, "Ana & Ben". */
static void names_of(app *a, const bool who[], char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int p = 0; p < session_record(game_session(a))->num_players && n < size; p++)
        if (who[p])
            n += (size_t)snprintf(out + n, size - n, "%s%s", n ? " & " : "",
                                  session_player_name(game_session(a), p));
}

/* R-SCO-6 in words: who won, and which tie-break decided it. */
static void verdict(app *a, const village_result *res, char *out, size_t size)
{
    int n = session_record(game_session(a))->num_players, best = -1000;
    bool tied[VILLAGE_MAX_PLAYERS] = {false}, winners[VILLAGE_MAX_PLAYERS] = {false};
    for (int p = 0; p < n; p++)
        best = res->score[p].total > best ? res->score[p].total : best;
    int tied_count = 0, winner_count = 0, most_served = -1;
    for (int p = 0; p < n; p++) {
        tied[p] = res->score[p].total == best;
        winners[p] = res->rank[p] == 1;
        tied_count += tied[p];
        winner_count += winners[p];
        if (tied[p] && res->customers_served[p] > most_served)
            most_served = res->customers_served[p];
    }
    char points[16], tied_names[160], winner_names[160];
    snprintf(points, sizeof points, "%d", best);
    names_of(a, tied, tied_names, sizeof tied_names);
    names_of(a, winners, winner_names, sizeof winner_names);
    const char *key = tied_count == 1 ? "results.win" : winner_count > 1 ? "results.tie.shared" : 0;
    if (winner_count > 1) /* the ones sharing the win are the ones tied all the way */
        snprintf(tied_names, sizeof tied_names, "%s", winner_names);
    if (!key) { /* one winner among the tied: by customers served, else by living members */
        int with_most = 0;
        for (int p = 0; p < n; p++) {
            tied[p] = tied[p] && res->customers_served[p] == most_served;
            with_most += tied[p];
        }
        key = with_most == 1 ? "results.tie.customers" : "results.tie.living";
        if (with_most > 1)
            names_of(a, tied, tied_names, sizeof tied_names);
    }
    i18n_format(&a->i18n, out, size, key,
                (const char *const[]){winner_names, points, tied_names, NULL});
}

static void results_draw(app *a)
{
    if (!game_session(a))
        return;
    scene_backdrop(a, &PANEL);
    bool over = session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER;
    widget_heading(&a->gfx, TR(&a->i18n, over ? "results.heading" : "results.projected"), 960, 90,
                   56);
    village_result res;
    village_result_compute(session_state(game_session(a)), &res);
    char line[400];
    verdict(a, &res, line, sizeof line);
    gfx_text(&a->gfx, FONT_BOLD, 26, COLOUR_INK, 960, 182, ALIGN_CENTER, line);
    int players = session_record(game_session(a))->num_players, best = 1;
    for (int p = 0; p < players; p++)
        best = res.score[p].total > best ? res.score[p].total : best;
    float scale = BAR_W / (float)best; /* the best total fills the bar */
    int row = 0;
    for (int rank = 1; rank <= VILLAGE_MAX_PLAYERS; rank++)
        for (int p = 0; p < players; p++)
            if (res.rank[p] == rank)
                draw_row(a, &res, p, ROW_TOP + (float)(row++) * ROW_H, scale);
    draw_legend(a, ROW_TOP + 4 * ROW_H + 6);
    results_chart_draw(a, results_history(a), &CHART, opened(a));
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

const scene SCENE_RESULTS_TABLE = {
    .enter = results_enter,
    .handle_event = results_event,
    .draw = results_draw,
    .build_menu = build_menu,
    .state_size = sizeof(results_state),
};
