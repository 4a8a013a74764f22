/* The game scene: the board, the farmyards, the choices of the current
 * decision, AI seats and animations. Only this scene talks to the rules core,
 * and only by applying legal moves (village_record_apply). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game.h"
#include "scenes/game_ui.h"

enum { ID_RESULTS = 100 };

static game_ui *new_game_ui(void)
{
    game_ui *g = calloc(1, sizeof *g);
    if (g) {
        g->hover_option = -1;
        g->pressed_option = -1;
        g->hover_target = TARGET_NONE;
        g->time_player = -1;
        g->last_human = -1;
    }
    return g;
}

/* The first round's cubes fly out of the green bag, as at a real table. */
static void animate_first_seeding(app *a)
{
    game_ui *g = a->game;
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

static void fill_seats(app *a, game_ui *g, const table_config *t, const int chair_of[], int n)
{
    for (int p = 0; p < n; p++) {
        const table_chair *c = &t->chairs[chair_of[p]];
        village_seat *seat = &g->record.seats[p];
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
    game_ui *g = new_game_ui();
    if (!g || !village_record_new(&g->record, n, t->seed, start)) {
        snprintf(err, size, "%s", TR(&a->i18n, "setup.cannot_start"));
        free(g);
        return false;
    }
    game_close(a);
    fill_seats(a, g, t, chair_of, n);
    a->game = g;
    session_rebuild_meta(g);
    view_snap(g);
    char line[200];
    log_add(g, TRF(&a->i18n, line, "log.started",
                   session_player_name(g, g->record.state.start_player)));
    animate_first_seeding(a);
    session_autosave(a);
    return true;
}

bool game_continue(app *a, char *err, size_t size)
{
    char path[1200];
    app_pref_path(a, "autosave.json", path, sizeof path);
    game_ui *g = new_game_ui();
    if (!g || !village_save_read_file(path, &g->record, err, size)) {
        free(g);
        return false;
    }
    if (!session_rebuild_meta(g)) {
        snprintf(err, size, "%s", TR(&a->i18n, "title.continue.replay"));
        village_record_free(&g->record);
        free(g->meta);
        free(g);
        return false;
    }
    game_close(a);
    for (size_t i = 0; i < g->record.move_count; i++)
        if (session_is_human(g, g->meta[i].actor))
            g->last_human = g->meta[i].actor;
    a->game = g;
    view_snap(g);
    log_rebuild(a);
    log_add(g, TR(&a->i18n, "log.restored"));
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

void game_close(app *a)
{
    game_ui *g = a->game;
    if (!g)
        return;
    session_stop_ai(g);
    gfx_layer_free(&g->layer);
    gfx_layer_free(&g->background);
    village_record_free(&g->record);
    free(g->meta);
    free(g);
    a->game = NULL;
}

void game_forget_layers(app *a)
{
    if (!a->game)
        return;
    gfx_layer_free(&a->game->layer);
    gfx_layer_free(&a->game->background);
    a->game->layer_valid = false;
}

void game_language_changed(app *a)
{
    if (!a->game)
        return;
    game_forget_layers(a);
    choices_reset(a->game);
    log_rebuild(a);
}

/* Appends the results button once the game is over and shown. */
static void results_button(app *a, menu *m)
{
    const SDL_FRect *r = layout_find(&a->gfx.layout, "ui.choices");
    if (r && a->game->record.state.phase == VILLAGE_PHASE_GAME_OVER && !view_busy(a->game))
        menu_add(m, r->x + r->w / 2 - 200, r->y + 80, 400, 60, TR(&a->i18n, "game.see_results"),
                 ID_RESULTS);
}

static void game_enter(app *a)
{
    if (!a->game) {
        app_switch(a, SCENE_TITLE);
        return;
    }
    choices_reset(a->game);
    a->game->hover_target = TARGET_NONE;
}

static void game_leave(app *a)
{
    if (a->game)
        session_stop_ai(a->game);
}

static void open_scene(app *a, scene_id id)
{
    a->back_scene = SCENE_GAME;
    app_switch(a, id);
}

static void on_key(app *a, const SDL_KeyboardEvent *k)
{
    game_ui *g = a->game;
    SDL_Keycode key = k->keysym.sym;
    if (key == SDLK_ESCAPE) {
        if (g->choice.valid && g->choice.depth > 0)
            choices_cancel(a);
        else
            app_switch(a, SCENE_TITLE);
    } else if (key == SDLK_z && (k->keysym.mod & KMOD_CTRL)) {
        view_finish(a);
        session_undo(a);
    } else if ((key == SDLK_SPACE || key == SDLK_RETURN) && !session_handoff_pending(a)) {
        if (view_busy(g))
            view_finish(a);
        else if (g->choice.valid)
            choices_confirm(a);
    } else if (key == SDLK_F1) {
        open_scene(a, SCENE_RULES);
    }
}

static void on_button(app *a, int id)
{
    if (id == GAME_BUTTON_UNDO)
        session_undo(a);
    else if (id == GAME_BUTTON_RULES)
        open_scene(a, SCENE_RULES);
    else if (id == GAME_BUTTON_SETTINGS)
        open_scene(a, SCENE_SETTINGS);
    else if (id == GAME_BUTTON_MENU)
        app_switch(a, SCENE_TITLE);
    else if (id == ID_RESULTS)
        app_switch(a, SCENE_RESULTS);
    else if (id == GAME_BUTTON_HANDOFF)
        session_handoff_accept(a->game);
}

static bool human_to_act(const app *a)
{
    const game_ui *g = a->game;
    return session_is_human(g, g->record.state.actor) && !view_busy(g) &&
           g->record.state.phase != VILLAGE_PHASE_GAME_OVER && g->choice.valid &&
           !session_handoff_pending(a);
}

/* Hot seat: the player to act may look at their own served customers' points
 * by clicking their customer tiles; the next decision hides them again. */
static void toggle_peek(app *a, float x, float y)
{
    game_ui *g = a->game;
    char key[48];
    int player;
    if (board_area_at(a, x, y, key, sizeof key, &player) &&
        strcmp(key, "farmyard.customers") == 0 && player == g->record.state.actor)
        g->peek_customers = !g->peek_customers;
}

static void on_mouse(app *a, const SDL_Event *e)
{
    game_ui *g = a->game;
    if (log_view_event(a, e))
        return;
    if (e->type == SDL_MOUSEBUTTONDOWN && view_busy(g)) {
        view_finish(a); /* a click skips the animation */
        return;
    }
    if (!human_to_act(a))
        return;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_RIGHT) {
        choices_cancel(a);
        return;
    }
    if (choices_event(a, e))
        return;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        toggle_peek(a, (float)e->button.x, (float)e->button.y);
        int target = board_hit(a, (float)e->button.x, (float)e->button.y);
        if (target != TARGET_NONE) {
            audio_play(&a->audio, SOUND_CLICK);
            choices_click_target(a, target);
        }
    }
}

static void game_event(app *a, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN) {
        on_key(a, &e->key);
        return;
    }
    menu m;
    panels_buttons(a, &m);
    results_button(a, &m);
    if (session_handoff_pending(a))
        handoff_button(a, &m);
    int id = scene_menu_event(a, &m, e);
    if (id >= 0) {
        on_button(a, id);
        return;
    }
    on_mouse(a, e);
}

static void update_hover(app *a)
{
    game_ui *g = a->game;
    char key[48] = "";
    int player = -1;
    g->hover_target = human_to_act(a) ? board_hit(a, a->mouse_x, a->mouse_y) : TARGET_NONE;
    if (g->hover_option < 0)
        board_area_at(a, a->mouse_x, a->mouse_y, key, sizeof key, &player);
    if (strcmp(key, g->hover_area) != 0 || player != g->hover_area_player) {
        snprintf(g->hover_area, sizeof g->hover_area, "%s", key);
        g->hover_area_player = player;
        g->hover_since = a->clock;
    }
    /* A help text left open by a resting mouse would hide the pieces that
     * move: an animation closes it until the mouse moves again. */
    if (a->mouse_x != g->hover_mouse_x || a->mouse_y != g->hover_mouse_y) {
        g->hover_mouse_x = a->mouse_x;
        g->hover_mouse_y = a->mouse_y;
        g->area_tip_closed = false;
    } else if (view_busy(g)) {
        g->area_tip_closed = true;
    }
}

/* The only legal move, played for the person (setting), and said so: a
 * market day that passes by untouched is otherwise a mystery. */
static void play_forced_move(app *a)
{
    game_ui *g = a->game;
    village_move only = g->choice.moves[0];
    const move_path *p = &g->choice.paths[0];
    char label[96];
    snprintf(label, sizeof label, "%s", p->count > 0 ? p->steps[p->count - 1].label : "");
    int last_human = g->last_human; /* nobody decided it: no handoff to or from it */
    int only_actor = g->record.state.actor;
    bool applied = session_apply(a, &only);
    g->last_human = last_human;
    if (applied && label[0]) {
        TRF(&a->i18n, g->message, "game.forced", session_player_name(g, only_actor), label);
        g->message_left = 4.0;
    }
}

static void game_update(app *a, double dt)
{
    game_ui *g = a->game;
    if (!g)
        return;
    view_update(a, dt);
    if (g->message_left > 0)
        g->message_left -= dt;
    const village_state *s = &g->record.state;
    if (!view_busy(g) && s->phase != VILLAGE_PHASE_GAME_OVER && session_is_human(g, s->actor)) {
        choices_rebuild(a);
        if (a->settings.auto_apply && g->choice.count == 1 && g->choice.depth == 0)
            play_forced_move(a);
    }
    session_update_ai(a, dt);
    update_hover(a);
}

static void draw_background(app *a)
{
    SDL_FRect full = {0, 0, CANVAS_W, CANVAS_H};
    gfx_image(&a->gfx, "table", &full);
    gfx_image(&a->gfx, "board", layout_find(&a->gfx.layout, "board"));
    farmyards_draw_boards(a);
    panels_draw_frames(a);
}

/* Everything that changes only when an event lands. The big pictures come
 * from their own layer, scaled once. */
static void draw_static(app *a)
{
    game_ui *g = a->game;
    if (gfx_layer_fits(&a->gfx, &g->background)) {
        gfx_layer_draw(&a->gfx, &g->background);
    } else {
        SDL_Texture *target = SDL_GetRenderTarget(a->gfx.renderer);
        if (target && gfx_layer_begin(&a->gfx, &g->background)) {
            draw_background(a);
            SDL_SetRenderTarget(a->gfx.renderer, target);
            SDL_RenderSetScale(a->gfx.renderer, (float)g->layer.w / CANVAS_W,
                               (float)g->layer.h / CANVAS_H);
            gfx_layer_draw(&a->gfx, &g->background);
        } else {
            draw_background(a);
        }
    }
    farmyards_draw(a); /* farmyard members are drawn with the board's pieces, on top */
    board_draw(a);
}

static bool layer_current(app *a)
{
    game_ui *g = a->game;
    return g->layer_valid && gfx_layer_fits(&a->gfx, &g->layer) &&
           memcmp(&g->layer_view, &g->view, sizeof g->view) == 0 &&
           memcmp(g->layer_hidden, g->member_hidden, sizeof g->member_hidden) == 0 &&
           g->layer_bag_open == g->black_bag_open && g->layer_symbols == a->settings.cube_symbols &&
           strcmp(g->layer_language, a->settings.language) == 0;
}

/* The board changes only when an event lands: between, one copy per frame. */
static void draw_board_layer(app *a)
{
    game_ui *g = a->game;
    if (layer_current(a)) {
        gfx_layer_draw(&a->gfx, &g->layer);
        return;
    }
    if (!gfx_layer_begin(&a->gfx, &g->layer)) {
        draw_static(a);
        return;
    }
    draw_static(a);
    gfx_layer_end(&a->gfx);
    memcpy(&g->layer_view, &g->view, sizeof g->view);
    memcpy(g->layer_hidden, g->member_hidden, sizeof g->member_hidden);
    g->layer_bag_open = g->black_bag_open;
    g->layer_symbols = a->settings.cube_symbols;
    snprintf(g->layer_language, sizeof g->layer_language, "%s", a->settings.language);
    g->layer_valid = true;
    gfx_layer_draw(&a->gfx, &g->layer);
}

static void game_draw(app *a)
{
    if (!a->game)
        return;
    draw_board_layer(a);
    farmyards_draw_markers(a);
    board_draw_highlights(a);
    view_draw_flights(a);
    panels_draw(a);
    menu results;
    results.count = 0;
    results_button(a, &results);
    scene_menu_draw(a, &results);
    if (session_handoff_pending(a))
        handoff_draw(a);
    else
        area_help_draw(a);
}

const scene SCENE_GAME_TABLE = {game_enter, game_event, game_update, game_draw, game_leave, NULL};
