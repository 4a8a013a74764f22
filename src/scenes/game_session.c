/* The game record behind the scene: applying moves, undo, autosave, and the
 * AI seats running on worker threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game_ui.h"

static bool reveals_hidden(const village_events *ev)
{
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        if (e->kind == VILLAGE_EV_CUBE_SEEDED || e->kind == VILLAGE_EV_MASS_DRAWN ||
            (e->kind == VILLAGE_EV_CUSTOMER_MOVED && e->from_place == 0))
            return true;
    }
    return ev->overflowed;
}

static bool reserve_meta(game_ui *g, size_t n)
{
    if (n <= g->meta_capacity)
        return true;
    size_t capacity = g->meta_capacity ? g->meta_capacity * 2 : 256;
    while (capacity < n)
        capacity *= 2;
    move_meta *grown = realloc(g->meta, capacity * sizeof *grown);
    if (!grown)
        return false;
    g->meta = grown;
    g->meta_capacity = capacity;
    return true;
}

bool session_rebuild_meta(game_ui *g)
{
    village_record *r = &g->record;
    if (!reserve_meta(g, r->move_count + 1))
        return false;
    village_state s;
    if (!village_new_game(&s, r->num_players, r->seed, r->start_player))
        return false;
    village_events ev;
    for (size_t i = 0; i < r->move_count; i++) {
        g->meta[i].actor = s.actor;
        if (!village_apply(&s, &r->moves[i], &ev))
            return false;
        g->meta[i].reveals = reveals_hidden(&ev);
    }
    return true;
}

bool session_is_human(const game_ui *g, int player)
{
    return player >= 0 && player < g->record.num_players &&
           g->record.seats[player].kind == VILLAGE_SEAT_HUMAN;
}

int session_human_count(const game_ui *g)
{
    int n = 0;
    for (int p = 0; p < g->record.num_players; p++)
        n += session_is_human(g, p);
    return n;
}

const char *session_player_name(const game_ui *g, int player)
{
    if (player < 0 || player >= g->record.num_players)
        return "";
    return g->record.seats[player].name;
}

int session_colour(const game_ui *g, int player)
{
    if (player < 0 || player >= VILLAGE_MAX_PLAYERS)
        return 0;
    return g->record.seats[player].colour & 3;
}

int session_viewer(const game_ui *g)
{
    if (session_human_count(g) == 1)
        for (int p = 0; p < g->record.num_players; p++)
            if (session_is_human(g, p))
                return p;
    int actor = g->record.state.actor;
    return g->peek_customers && session_is_human(g, actor) ? actor : -1;
}

void session_autosave(app *a)
{
    game_ui *g = a->game;
    char path[1200], err[256];
    if (a->no_settings)
        return; /* selftest and bench leave the person's files alone */
    app_pref_path(a, "autosave.json", path, sizeof path);
    if (!village_save_write_file(&g->record, path, err, sizeof err))
        fprintf(stderr, "village: autosave failed: %s\n", err);
}

bool session_apply(app *a, const village_move *m)
{
    game_ui *g = a->game;
    village_state before = g->record.state;
    village_events ev;
    if (!reserve_meta(g, g->record.move_count + 1) || !village_record_apply(&g->record, m, &ev))
        return false;
    g->meta[g->record.move_count - 1] = (move_meta){before.actor, reveals_hidden(&ev)};
    if (session_is_human(g, before.actor))
        g->last_human = before.actor;
    log_events(a, &before, &ev);
    view_start_events(a, &ev);
    choices_reset(g);
    g->peek_customers = false;
    session_autosave(a);
    return true;
}

void session_stop_ai(game_ui *g)
{
    if (g->ai_job)
        village_ai_free(g->ai_job);
    g->ai_job = NULL;
    g->ai_ready = false;
    g->ai_elapsed = 0;
}

bool session_undo(app *a)
{
    game_ui *g = a->game;
    size_t floor = 0;
    for (size_t i = 0; i < g->record.move_count; i++)
        if (g->meta[i].reveals)
            floor = i + 1;
    size_t target = g->record.move_count;
    for (size_t i = g->record.move_count; i-- > floor;)
        if (session_is_human(g, g->meta[i].actor)) {
            target = i;
            break;
        }
    if (target == g->record.move_count) {
        snprintf(g->message, sizeof g->message, "%s", TR(&a->i18n, "game.nothing_to_undo"));
        g->message_left = 3.0;
        return false;
    }
    session_stop_ai(g);
    if (!village_record_truncate(&g->record, target))
        return false;
    view_snap(g);
    choices_reset(g);
    g->last_human = g->record.state.actor; /* the one who took it back decides again */
    log_rebuild(a);
    log_add(g, TR(&a->i18n, "log.undo"));
    session_autosave(a);
    return true;
}

static void start_ai(app *a)
{
    game_ui *g = a->game;
    const village_seat *seat = &g->record.seats[g->record.state.actor];
    village_ai_config cfg = {0};
    cfg.level = seat->ai_level;
    cfg.seed = g->record.seed ^ ((uint64_t)g->record.move_count * 0x9E3779B97F4A7C15ull);
    g->ai_job = village_ai_start(&g->record.state, &cfg);
    g->ai_elapsed = 0;
    g->ai_ready = false;
    if (!g->ai_job)
        fprintf(stderr, "village: cannot start the AI worker\n");
}

static void play_ai_move(app *a)
{
    game_ui *g = a->game;
    village_move m = g->ai_move;
    session_stop_ai(g);
    if (session_apply(a, &m))
        return;
    /* The AI contract promises a legal move; if it breaks it, say so and keep the game going. */
    fprintf(stderr, "village: the AI chose an illegal move; playing the first legal one\n");
    village_move moves[VILLAGE_MAX_MOVES];
    if (village_legal_moves(&g->record.state, moves) > 0)
        session_apply(a, &moves[0]);
}

void session_update_ai(app *a, double dt)
{
    game_ui *g = a->game;
    const village_state *s = &g->record.state;
    if (s->phase == VILLAGE_PHASE_GAME_OVER || session_is_human(g, s->actor) || view_busy(g))
        return;
    if (!g->ai_job)
        start_ai(a);
    if (!g->ai_job)
        return;
    g->ai_elapsed += dt;
    if (!g->ai_ready)
        g->ai_ready = village_ai_poll(g->ai_job, &g->ai_move);
    /* Pacing: a person can follow what the AI does. */
    double pace = 0.6 * settings_anim_factor(&a->settings);
    if (g->ai_ready && g->ai_elapsed >= pace)
        play_ai_move(a);
}
