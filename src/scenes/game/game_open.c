/* The game in progress: starting one from the table, continuing the
 * autosave, saving after each move, and closing it. */
#include <stdio.h>
#include <stdlib.h>

#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"

static game_ui *new_game_ui(session *s)
{
    game_ui *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->session = s;
    g->hover_option = -1;
    g->pressed_option = -1;
    g->hover_target = TARGET_NONE;
    g->time_player = -1;
    g->last_human = -1;
    return g;
}

/* The first round's cubes fly out of the green bag, as at a real table. */
static void animate_first_seeding(app *a)
{
    game_ui *g = a->shared->game;
    village_events ev;
    ev.count = 0;
    ev.overflowed = false;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            for (int k = 0; k < g->view.spaces[sp][c] && ev.count < VILLAGE_MAX_EVENTS; k++)
                ev.items[ev.count++] = (village_event){.kind = VILLAGE_EV_CUBE_SEEDED,
                                                       .player = VILLAGE_NOBODY,
                                                       .member = VILLAGE_NOBODY,
                                                       .a = (uint8_t)sp,
                                                       .b = (uint8_t)c};
    if (settings_anim_factor(&a->settings) <= 0)
        return;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
            g->view.green_bag[c] = (uint8_t)(g->view.green_bag[c] + g->view.spaces[sp][c]);
            g->view.spaces[sp][c] = 0;
        }
    view_start_events(a, &ev);
}

static void fill_seats(app *a, village_seat seats[], const table_config *t, const int chair_of[],
                       int n)
{
    for (int p = 0; p < n; p++) {
        const table_chair *c = &t->chairs[chair_of[p]];
        village_seat *seat = &seats[p];
        snprintf(seat->name, sizeof seat->name, "%s",
                 c->name[0] ? c->name : TR(&a->i18n, "setup.unnamed"));
        seat->kind = c->kind == CHAIR_AI ? VILLAGE_SEAT_AI : VILLAGE_SEAT_HUMAN;
        seat->ai_level = (uint8_t)c->ai_level;
        seat->colour = (uint8_t)c->colour;
    }
}

bool game_start_new(app *a, const table_config *t, char *err, size_t size)
{
    int chair_of[VILLAGE_MAX_PLAYERS], n = 0, start = -1;
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        if (t->chairs[i].kind != CHAIR_EMPTY) {
            if (t->start_chair == i)
                start = n;
            chair_of[n++] = i;
        }
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    fill_seats(a, seats, t, chair_of, n);
    session *s = session_new(n, t->seed, start, seats);
    game_ui *g = s ? new_game_ui(s) : NULL;
    if (!g) {
        snprintf(err, size, "%s", TR(&a->i18n, "setup.cannot_start"));
        session_free(s);
        return false;
    }
    game_close(a);
    a->shared->game = g;
    view_snap(g);
    char line[200];
    log_add(g, TRF(&a->i18n, line, "log.started",
                   session_player_name(s, session_state(s)->start_player)));
    animate_first_seeding(a);
    game_autosave(a);
    return true;
}

/* A game with moves already made: the table shows where they led, and the
 * log tells them. */
static void adopt(app *a, game_ui *g)
{
    g->last_human = session_last_human_mover(g->session);
    view_snap(g);
    log_rebuild(a);
}

bool game_continue(app *a, char *err, size_t size)
{
    char path[1200];
    app_pref_path(a, "autosave.json", path, sizeof path);
    err[0] = '\0';
    session *s = session_load(path, err, size);
    game_ui *g = s ? new_game_ui(s) : NULL;
    if (!g) {
        if (!err[0])
            snprintf(err, size, "%s", TR(&a->i18n, "title.continue.replay"));
        session_free(s);
        return false;
    }
    game_close(a);
    a->shared->game = g;
    adopt(a, g);
    log_add(g, TR(&a->i18n, "log.restored"));
    return true;
}

bool game_open_session(app *a, session *s)
{
    game_ui *g = new_game_ui(s);
    if (!g) {
        session_free(s);
        return false;
    }
    game_close(a);
    a->shared->game = g;
    adopt(a, g);
    return true;
}

bool game_autosave_exists(const app *a)
{
    char path[1200];
    app_pref_path(a, "autosave.json", path, sizeof path);
    FILE *f = fopen(path, "r");
    if (f)
        fclose(f);
    return f != NULL;
}

void game_autosave(app *a)
{
    char path[1200], err[256];
    if (a->no_settings || !a->shared->game)
        return; /* selftest and bench leave the person's files alone */
    app_pref_path(a, "autosave.json", path, sizeof path);
    if (!session_save(a->shared->game->session, path, err, sizeof err))
        fprintf(stderr, "village: autosave failed: %s\n", err);
}

void game_close(app *a)
{
    game_ui *g = a->shared->game;
    if (!g)
        return;
    gfx_layer_free(&g->layer);
    gfx_layer_free(&g->background);
    session_free(g->session);
    free(g);
    a->shared->game = NULL;
}

const session *game_session(const app *a)
{
    return a->shared->game ? a->shared->game->session : NULL;
}
