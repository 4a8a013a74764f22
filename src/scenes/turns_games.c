/* Games by turns, My games (turns.h): the player's games from the referee,
 * the ones where it is their turn first, then those waiting for others,
 * then the finished ones; each with its players (people with their
 * ratings, AI seats with their level), the moves played and the time left
 * for the turn. Open asks the referee for the chair's token and joins the
 * game's room (turns_session.c); an invitation has Accept and Decline
 * instead, and a game waiting for others' yes nothing to open; New game,
 * Refresh, and the account. The
 * connection's trouble and the referee's refusals are said in words. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/turns.h"
#include "village/ai.h"

enum {
    ID_OPEN = 1,     /* ID_OPEN + the row: Open, Play or Accept */
    ID_DECLINE = 20, /* ID_DECLINE + the row */
    ID_NEW = 40,
    ID_REFRESH,
    ID_ACCOUNT,
    ID_BACK,
    ROWS = 7,
    ROW_H = 86,
    LIST_TOP = 250
};

static const SDL_FRect PANEL = {160, 40, 1600, 1000};

static const turns_list *list_of(app *a)
{
    turns_session *s = turns_session_of(a);
    return s->client ? turns_client_list(s->client) : NULL;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    const turns_list *l = list_of(a);
    turns_session *s = turns_session_of(a);
    for (int i = 0; l && i < l->count && i < ROWS; i++) {
        const turns_game *g = &l->games[i];
        float y = LIST_TOP + ROW_H * (float)i + 12;
        if (g->state == REFEREE_STATE_PENDING)
            continue; /* nothing to open before everyone said yes */
        if (g->state == REFEREE_STATE_INVITED) {
            menu_add(m, 1500, y, 200, 56, TR(&a->i18n, "turns.accept"), ID_OPEN + i)->enabled =
                !s->opening;
            menu_add(m, 1280, y, 200, 56, TR(&a->i18n, "turns.decline"), ID_DECLINE + i)->enabled =
                !s->opening;
            continue;
        }
        menu_item *open = menu_add(
            m, 1500, y, 200, 56,
            TR(&a->i18n, g->state == REFEREE_STATE_YOUR_TURN ? "turns.play" : "turns.open"),
            ID_OPEN + i);
        open->enabled = !s->opening && !g->paused;
    }
    bool online = s->client && turns_client_online(s->client);
    menu_add(m, 220, 950, 300, 60, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 560, 950, 300, 60, TR(&a->i18n, "turns.account"), ID_ACCOUNT);
    menu_add(m, 1040, 950, 300, 60, TR(&a->i18n, "turns.refresh"), ID_REFRESH)->enabled = online;
    menu_add(m, 1400, 950, 300, 60, TR(&a->i18n, "turns.new"), ID_NEW)->enabled = online;
}

static void turns_games_enter(app *a)
{
    scene_menu_reset(a);
    turns_session *s = turns_session_of(a);
    /* Back from a by-turns game's lobby, which says why it was left if
     * something went wrong; no table of ours is open any more. */
    s->message[0] = '\0';
    if (s->at_table) {
        snprintf(s->message, sizeof s->message, "%s", a->shared->menu.message);
        a->shared->menu.message[0] = '\0';
    }
    s->at_table = false;
    if (s->client && turns_client_online(s->client))
        turns_client_refresh(s->client);
}

static void turns_games_update(app *a, double dt)
{
    (void)dt;
    turns_poll(a);
}

static void turns_games_event(app *a, const SDL_Event *e)
{
    int id = scene_menu_clicked(a, e, ID_BACK);
    turns_session *s = turns_session_of(a);
    const turns_list *l = list_of(a);
    if (id >= ID_OPEN && id < ID_OPEN + ROWS && l && id - ID_OPEN < l->count &&
        l->games[id - ID_OPEN].state == REFEREE_STATE_INVITED) {
        s->message[0] = '\0';
        turns_client_answer(s->client, l->games[id - ID_OPEN].id, true);
    } else if (id >= ID_DECLINE && id < ID_DECLINE + ROWS && l && id - ID_DECLINE < l->count) {
        s->message[0] = '\0';
        turns_client_answer(s->client, l->games[id - ID_DECLINE].id, false);
    } else if (id >= ID_OPEN && id < ID_OPEN + ROWS && l && id - ID_OPEN < l->count) {
        s->message[0] = '\0';
        s->opening = l->games[id - ID_OPEN].id;
        if (!turns_client_seat(s->client, s->opening))
            s->opening = 0;
    } else if (id == ID_NEW) {
        s->message[0] = '\0';
        app_switch(a, SCENE_TURNS_NEW);
    } else if (id == ID_REFRESH && s->client) {
        s->message[0] = '\0';
        turns_client_refresh(s->client);
    } else if (id == ID_ACCOUNT) {
        turns_disconnect(a);
        app_switch(a, SCENE_TURNS_ACCOUNT);
    } else if (id == ID_BACK) {
        app_switch(a, SCENE_ONLINE);
    }
}

/* "ana (1512)", "you (1500)", "computer, hard" */
static void seat_words(app *a, const turns_list *l, const turns_game *g, int s, char *out,
                       size_t size)
{
    const referee_seat *seat = &g->seats[s];
    if (seat->ai_level >= 0) {
        char level[40];
        snprintf(level, sizeof level, "setup.level.%d", seat->ai_level);
        i18n_format(&a->i18n, out, size, "turns.seat.ai",
                    (const char *const[]){TR(&a->i18n, level), NULL});
        return;
    }
    char name[REFEREE_JID_MAX + 1];
    const char *at = strchr(seat->jid, '@');
    snprintf(name, sizeof name, "%.*s", at ? (int)(at - seat->jid) : 60, seat->jid);
    if (s == g->chair)
        snprintf(name, sizeof name, "%s", TR(&a->i18n, "turns.seat.you"));
    referee_rating r;
    if (turns_list_rating(l, seat->jid, &r)) {
        char rating[16];
        snprintf(rating, sizeof rating, "%.0f", r.rating);
        i18n_format(&a->i18n, out, size, "turns.seat.rated",
                    (const char *const[]){name, rating, NULL});
    } else {
        snprintf(out, size, "%s", name);
    }
}

/* The state, the moves and the time left, in words. */
static void state_words(app *a, const turns_game *g, char *out, size_t size)
{
    char moves[64], left[128] = "";
    i18n_plural(&a->i18n, moves, sizeof moves, "turns.moves", g->moves, NULL);
    /* An invitation's time is the time to answer it; a game's, its turn's. */
    bool asking = g->state == REFEREE_STATE_INVITED || g->state == REFEREE_STATE_PENDING;
    if (g->state != REFEREE_STATE_FINISHED) {
        long secs = turns_game_seconds_left(g, a->clock);
        char d[24], h[24];
        if (secs >= 86400) {
            snprintf(h, sizeof h, "%ld", secs % 86400 / 3600);
            i18n_plural(&a->i18n, left, sizeof left,
                        asking ? "turns.answer.days" : "turns.left.days", secs / 86400,
                        (const char *const[]){h, NULL});
        } else {
            snprintf(d, sizeof d, "%ld", secs / 3600);
            snprintf(h, sizeof h, "%ld", secs % 3600 / 60);
            i18n_format(&a->i18n, left, sizeof left,
                        asking ? "turns.answer.hours" : "turns.left.hours",
                        (const char *const[]){d, h, NULL});
        }
    }
    static const char *const KEYS[] = {"turns.state.your_turn", "turns.state.waiting",
                                       "turns.state.finished", "turns.state.invited",
                                       "turns.state.pending"};
    const char *state = TR(&a->i18n, g->paused ? "turns.state.paused" : KEYS[g->state]);
    i18n_format(&a->i18n, out, size,
                g->state == REFEREE_STATE_FINISHED ? "turns.row.over" : "turns.row",
                (const char *const[]){state, moves, left, NULL});
}

static void draw_row(app *a, const turns_list *l, const turns_game *g, float y)
{
    SDL_FRect band = {220, y, 1500, ROW_H - 8};
    bool news = g->state == REFEREE_STATE_YOUR_TURN || g->state == REFEREE_STATE_INVITED;
    SDL_Color tint = news ? (SDL_Color){0xe8, 0xc8, 0x6a, 90} : (SDL_Color){0xff, 0xf6, 0xe0, 60};
    gfx_fill(&a->gfx, &band, tint);
    char players[700] = "", seat[300];
    for (int s = 0; s < g->players; s++) {
        seat_words(a, l, g, s, seat, sizeof seat);
        size_t n = strlen(players);
        snprintf(players + n, sizeof players - n, "%s%s", s ? " · " : "", seat);
    }
    char state[300];
    state_words(a, g, state, sizeof state);
    gfx_text(&a->gfx, FONT_BOLD, 22, g->paused ? COLOUR_WARNING : COLOUR_INK, 240, y + 8,
             ALIGN_LEFT, state);
    gfx_text(&a->gfx, FONT_BODY, 20, COLOUR_INK, 240, y + 42, ALIGN_LEFT, players);
}

void turns_games_status_of(app *a, char *out, size_t size)
{
    turns_session *s = turns_session_of(a);
    if (s->message[0]) {
        snprintf(out, size, "%s", s->message);
    } else if (!s->client) {
        snprintf(out, size, "%s", TR(&a->i18n, "turns.logged_out"));
    } else if (!turns_client_online(s->client)) {
        char why[300], words[600];
        turns_client_failure(s->client, why, sizeof why);
        if (why[0]) {
            turns_reason_words(a, why, words, sizeof words);
            i18n_format(&a->i18n, out, size, "turns.offline", (const char *const[]){words, NULL});
        } else {
            i18n_format(&a->i18n, out, size, "turns.connecting",
                        (const char *const[]){turns_client_jid(s->client), NULL});
        }
    } else if (s->opening) {
        snprintf(out, size, "%s", TR(&a->i18n, "turns.opening"));
    } else if (!turns_client_list(s->client)->listed) {
        snprintf(out, size, "%s", TR(&a->i18n, "turns.asking"));
    } else {
        out[0] = '\0';
    }
}

static void turns_games_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "turns.games.title"), 960, 80, 56);
    turns_session *s = turns_session_of(a);
    const turns_list *l = list_of(a);
    if (s->client) {
        char who[600];
        i18n_format(&a->i18n, who, sizeof who, "turns.who",
                    (const char *const[]){turns_client_jid(s->client),
                                          turns_client_referee(s->client), NULL});
        gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK_SOFT, 220, 170, 1480, who);
    }
    for (int i = 0; l && i < l->count && i < ROWS; i++)
        draw_row(a, l, &l->games[i], LIST_TOP + ROW_H * (float)i);
    if (l && l->listed && l->count == 0)
        gfx_text_wrapped(&a->gfx, FONT_BODY, 22, COLOUR_INK, 240, LIST_TOP + 20, 1400,
                         TR(&a->i18n, "turns.none"));
    if (l && l->count > ROWS) {
        char more[200];
        i18n_plural(&a->i18n, more, sizeof more, "turns.more", l->count - ROWS, NULL);
        gfx_text(&a->gfx, FONT_BODY, 20, COLOUR_INK_SOFT, 240, LIST_TOP + ROW_H * ROWS, ALIGN_LEFT,
                 more);
    }
    char status[1200];
    turns_games_status_of(a, status, sizeof status);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, s->message[0] ? COLOUR_WARNING : COLOUR_INK, 220, 880,
                     1480, status);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static double turns_games_next_frame(app *a)
{
    (void)a;
    return 1.0; /* the time left counts down; news wakes the loop at once */
}

static void turns_games_close(app *a)
{
    turns_disconnect(a);
}

const scene SCENE_TURNS_GAMES_TABLE = {
    .enter = turns_games_enter,
    .handle_event = turns_games_event,
    .update = turns_games_update,
    .draw = turns_games_draw,
    .build_menu = build_menu,
    .close = turns_games_close,
    .next_frame_in = turns_games_next_frame,
    .state_size = sizeof(turns_session),
};
