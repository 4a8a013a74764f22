/* Results: final ranking (R-SCO-6), the score breakdown, and every served
 * customer turned face up; the tie-break counts and a sentence that says how
 * the winner was decided. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"

enum { ID_BOARD, ID_NEW, ID_TITLE };

static const SDL_FRect PANEL = {200, 60, 1520, 960};
static const char *const HEADERS[] = {"results.rank",      "results.player",    "results.prestige",
                                      "results.travel",    "results.council",   "results.church",
                                      "results.chronicle", "results.customers", "results.coins",
                                      "results.total",     "results.served",    "results.living"};
enum { COLUMNS = 12 };
static const float COLUMN_X[COLUMNS] = {290,  350,  660,  760,  860,  960,
                                        1065, 1175, 1280, 1380, 1510, 1625};

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    menu_add(m, 330, 930, 340, 60, TR(&a->i18n, "results.board"), ID_BOARD);
    menu_add(m, 790, 930, 340, 60, TR(&a->i18n, "results.new"), ID_NEW);
    menu_add(m, 1250, 930, 340, 60, TR(&a->i18n, "results.title"), ID_TITLE);
}

static void results_enter(app *a)
{
    scene_menu_reset(a);
    if (!game_session(a))
        app_switch(a, SCENE_TITLE);
    else if (session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
        audio_play(&a->audio, SOUND_FANFARE);
}

static void results_event(app *a, const SDL_Event *e)
{
    int id = scene_menu_clicked(a, e, ID_BOARD);
    if (id == ID_BOARD)
        app_switch(a, SCENE_GAME);
    else if (id == ID_NEW)
        app_switch(a, SCENE_SETUP);
    else if (id == ID_TITLE)
        app_switch(a, SCENE_TITLE);
}

static void draw_row(app *a, const village_result *res, int p, float y)
{
    const session *gs = game_session(a);
    const village_score *sc = &res->score[p];
    int values[10] = {sc->prestige,
                      sc->travel,
                      sc->council,
                      sc->church,
                      sc->chronicle,
                      sc->customers,
                      sc->coins,
                      sc->total,
                      res->customers_served[p],
                      res->living_members[p]};
    char text[16], marker[32];
    snprintf(text, sizeof text, "%d.", res->rank[p]);
    font_role role = res->rank[p] == 1 ? FONT_BOLD : FONT_BODY;
    gfx_text(&a->gfx, FONT_TITLE, 34, COLOUR_INK, COLUMN_X[0], y - 6, ALIGN_CENTER, text);
    snprintf(marker, sizeof marker, "marker.%s", gfx_player_colour_key(session_colour(gs, p)));
    gfx_draw_centered(&a->gfx, marker, COLUMN_X[1] + 10, y + 14, 1.1f);
    gfx_text(&a->gfx, role, 24, COLOUR_INK, COLUMN_X[1] + 36, y, ALIGN_LEFT,
             session_player_name(gs, p));
    if (session_is_human(gs, p)) { /* how much help the score had (issue 14) */
        char used[16], note[96];
        snprintf(used, sizeof used, "%d", session_hints_used(gs, p));
        TRF(&a->i18n, note, "results.hints_used", used);
        gfx_text(&a->gfx, FONT_BODY, 16, COLOUR_INK_SOFT, COLUMN_X[1] + 36, y + 34, ALIGN_LEFT,
                 note);
    }
    for (int k = 0; k < 10; k++) {
        snprintf(text, sizeof text, "%d", values[k]);
        gfx_text(&a->gfx, k == 7 ? FONT_BOLD : FONT_BODY, k == 7 ? 28 : 24,
                 k >= 8 ? COLOUR_INK_SOFT : COLOUR_INK, COLUMN_X[k + 2], y - (k == 7 ? 2 : 0),
                 ALIGN_CENTER, text);
    }
    float x = COLUMN_X[1] + 36;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (session_state(gs)->players[p].customers >> t & 1) {
            char name[24];
            snprintf(name, sizeof name, "customer.%d", t);
            gfx_draw_centered(&a->gfx, name, x + 22, y + 66, 0.6f);
            x += 48;
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
    for (int k = 0; k < COLUMNS; k++)
        gfx_text(&a->gfx, FONT_BOLD, 18, COLOUR_INK_SOFT, COLUMN_X[k] + (k == 1 ? 36 : 0), 200,
                 k == 1 ? ALIGN_LEFT : ALIGN_CENTER, TR(&a->i18n, HEADERS[k]));
    gfx_text(&a->gfx, FONT_BODY, 15, COLOUR_INK_SOFT, (COLUMN_X[10] + COLUMN_X[11]) / 2, 178,
             ALIGN_CENTER, TR(&a->i18n, "results.tiebreak"));
    village_result res;
    village_result_compute(session_state(game_session(a)), &res);
    char line[400];
    verdict(a, &res, line, sizeof line);
    gfx_text(&a->gfx, FONT_BOLD, 24, COLOUR_INK, 960, 860, ALIGN_CENTER, line);
    int row = 0;
    for (int rank = 1; rank <= VILLAGE_MAX_PLAYERS; rank++)
        for (int p = 0; p < session_record(game_session(a))->num_players; p++)
            if (res.rank[p] == rank)
                draw_row(a, &res, p, 250 + (float)(row++) * 160);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

const scene SCENE_RESULTS_TABLE = {
    .enter = results_enter,
    .handle_event = results_event,
    .draw = results_draw,
    .build_menu = build_menu,
};
