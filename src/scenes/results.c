/* Results: final ranking (R-SCO-6), the score breakdown, and every served
 * customer turned face up. */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game.h"
#include "scenes/game_ui.h"

enum { ID_BOARD, ID_NEW, ID_TITLE };

static const SDL_FRect PANEL = {200, 60, 1520, 960};
static const char *const HEADERS[] = {
    "results.rank",   "results.player",    "results.prestige",  "results.travel", "results.council",
    "results.church", "results.chronicle", "results.customers", "results.coins",  "results.total"};
enum { COLUMNS = 10 };
static const float COLUMN_X[COLUMNS] = {290, 350, 700, 820, 940, 1060, 1180, 1310, 1440, 1560};

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    menu_add(m, 330, 930, 340, 60, TR(&a->i18n, "results.board"), ID_BOARD);
    menu_add(m, 790, 930, 340, 60, TR(&a->i18n, "results.new"), ID_NEW);
    menu_add(m, 1250, 930, 340, 60, TR(&a->i18n, "results.title"), ID_TITLE);
}

static void results_enter(app *a)
{
    if (!a->game)
        app_switch(a, SCENE_TITLE);
    else if (a->game->record.state.phase == VILLAGE_PHASE_GAME_OVER)
        audio_play(&a->audio, SOUND_FANFARE);
}

static void results_event(app *a, const SDL_Event *e)
{
    menu m;
    build_menu(a, &m);
    int id = scene_menu_event(a, &m, e);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE)
        id = ID_BOARD;
    if (id == ID_BOARD)
        app_switch(a, SCENE_GAME);
    else if (id == ID_NEW)
        app_switch(a, SCENE_SETUP);
    else if (id == ID_TITLE)
        app_switch(a, SCENE_TITLE);
}

static void draw_row(app *a, const village_result *res, int p, float y)
{
    game_ui *g = a->game;
    const village_score *sc = &res->score[p];
    int values[8] = {sc->prestige,  sc->travel,    sc->council, sc->church,
                     sc->chronicle, sc->customers, sc->coins,   sc->total};
    char text[16], marker[32];
    snprintf(text, sizeof text, "%d.", res->rank[p]);
    font_role role = res->rank[p] == 1 ? FONT_BOLD : FONT_BODY;
    gfx_text(&a->gfx, FONT_TITLE, 34, COLOUR_INK, COLUMN_X[0], y - 6, ALIGN_CENTER, text);
    snprintf(marker, sizeof marker, "marker.%s", gfx_player_colour_key(session_colour(g, p)));
    gfx_draw_centered(&a->gfx, marker, COLUMN_X[1] + 10, y + 14, 1.1f);
    gfx_text(&a->gfx, role, 24, COLOUR_INK, COLUMN_X[1] + 36, y, ALIGN_LEFT,
             session_player_name(g, p));
    for (int k = 0; k < 8; k++) {
        snprintf(text, sizeof text, "%d", values[k]);
        gfx_text(&a->gfx, k == 7 ? FONT_BOLD : FONT_BODY, k == 7 ? 28 : 24, COLOUR_INK,
                 COLUMN_X[k + 2], y - (k == 7 ? 2 : 0), ALIGN_CENTER, text);
    }
    float x = COLUMN_X[1] + 36;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (g->record.state.players[p].customers >> t & 1) {
            char name[24];
            snprintf(name, sizeof name, "customer.%d", t);
            gfx_draw_centered(&a->gfx, name, x + 22, y + 66, 0.6f);
            x += 48;
        }
}

static void results_draw(app *a)
{
    if (!a->game)
        return;
    scene_backdrop(a, &PANEL);
    bool over = a->game->record.state.phase == VILLAGE_PHASE_GAME_OVER;
    widget_heading(&a->gfx, TR(&a->i18n, over ? "results.heading" : "results.projected"), 960, 90,
                   56);
    for (int k = 0; k < COLUMNS; k++)
        gfx_text(&a->gfx, FONT_BOLD, 18, COLOUR_INK_SOFT, COLUMN_X[k] + (k == 1 ? 36 : 0), 200,
                 k == 1 ? ALIGN_LEFT : ALIGN_CENTER, TR(&a->i18n, HEADERS[k]));
    village_result res;
    village_result_compute(&a->game->record.state, &res);
    int row = 0;
    for (int rank = 1; rank <= VILLAGE_MAX_PLAYERS; rank++)
        for (int p = 0; p < a->game->record.num_players; p++)
            if (res.rank[p] == rank)
                draw_row(a, &res, p, 250 + (float)(row++) * 160);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void results_leave(app *a)
{
    (void)a;
}

static void results_update(app *a, double dt)
{
    (void)a;
    (void)dt;
}

const scene SCENE_RESULTS_TABLE = {results_enter, results_event, results_update,
                                   results_draw,  results_leave, build_menu};
