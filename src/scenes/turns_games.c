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

#include "referee/game_styles.h"
#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/online_form.h"
#include "scenes/turns.h"
#include "scenes/turns_page.h"
#include "ui/words_cut.h"
#include "village/ai.h"

enum {
    ID_OPEN = 1,     /* ID_OPEN + the row: Open, Play or Accept */
    ID_DECLINE = 20, /* ID_DECLINE + the row */
    ID_NEW = 40,
    ID_REFRESH,
    ID_ACCOUNT,
    ID_BACK,
    ROWS = ID_DECLINE - ID_OPEN, /* the most rows the ids leave room for; fewer fit */
    /* At 100 %: the column's width, the list's top, a row buttons' least width */
    COLUMN_W = 1480,
    LIST_TOP = 250,
    ROW_BUTTON_W = 200
};

static const turns_list *list_of(app *a)
{
    turns_session *s = turns_session_of(a);
    return s->client ? turns_client_list(s->client) : s->sample;
}

/* Logged in, or showing a list heard elsewhere as if it were. */
static bool online(app *a)
{
    turns_session *s = turns_session_of(a);
    return s->client ? turns_client_online(s->client) : s->sample != NULL;
}

static void seat_words(app *a, const turns_list *l, const turns_game *g, int s, char *out,
                       size_t size);
static void state_words(app *a, const turns_game *g, char *out, size_t size);

/* A row's two lines of words: its state, the moves and the time left; its
 * players. */
static void row_words(app *a, const turns_list *l, const turns_game *g, char state[300],
                      char players[700])
{
    state_words(a, g, state, 300);
    players[0] = '\0';
    char seat[300];
    for (int s = 0; s < g->players; s++) {
        seat_words(a, l, g, s, seat, sizeof seat);
        size_t n = strlen(players);
        snprintf(players + n, 700 - n, "%s%s", s ? " · " : "", seat);
    }
}

/* Where everything stands at the screen's one size of words: the list
 * below the line saying who you are; each row as tall as its wrapped words
 * (a paused game's state takes more lines), its buttons at its right; as
 * many rows as fit above the status line, which stands above the buttons
 * however many lines it takes, and "and N more games" below the last. */
typedef struct games_place {
    turns_page page;
    float list_top, words_x, words_w, open_w, decline_w, row_button_h, line_h;
    int shown;
    float row_y[ROWS], row_h[ROWS], state_h[ROWS];
    float more_y, status_y;
    /* The status as drawn: what went wrong may take the list's room, but
     * not the line above it, and is cut there with "…" (a reason of any
     * length once climbed over the words above the list). */
    char status[1200];
} games_place;

static float wider(float x, float y)
{
    return x > y ? x : y;
}

/* "You are …; your games are kept by …", or "" while logged out. */
static const char *who_words(app *a, char out[600])
{
    turns_session *s = turns_session_of(a);
    if (!s->client && !s->sample)
        return "";
    return i18n_format(
        &a->i18n, out, 600, "turns.who",
        (const char *const[]){s->client ? turns_client_jid(s->client) : s->jid,
                              s->client ? turns_client_referee(s->client) : s->referee, NULL});
}

static games_place place_of(app *a)
{
    games_place p;
    p.page = turns_page_of(a, COLUMN_W);
    const turns_page *g = &p.page;
    float t = g->text;
    char who[600];
    p.list_top = wider(LIST_TOP, TURNS_TEXT_Y + turns_page_lines_h(a, g, who_words(a, who)) + 24);
    p.open_w = ROW_BUTTON_W;
    static const char *const OPENS[] = {"turns.play", "turns.open", "turns.accept"};
    for (size_t i = 0; i < sizeof OPENS / sizeof *OPENS; i++)
        p.open_w = wider(p.open_w, widget_button_w(&a->gfx, t, TR(&a->i18n, OPENS[i]), 0));
    p.decline_w = widget_button_w(&a->gfx, t, TR(&a->i18n, "turns.decline"), ROW_BUTTON_W);
    p.row_button_h = online_button_h(t, 56);
    p.words_x = g->x + 20;
    p.words_w = g->w - 20 - (p.open_w + 20 + p.decline_w + 20) - 20;
    p.line_h = gfx_wrapped_height(&a->gfx, FONT_BODY, t, g->w, "M");
    char status[1200];
    turns_games_status_of(a, status, sizeof status);
    words_cut_to_room(&a->gfx, FONT_BODY, t, g->w, status, g->buttons_y - 16 - p.list_top, p.status,
                      sizeof p.status);
    p.status_y = g->buttons_y - 16 - turns_page_lines_h(a, g, p.status);
    const turns_list *l = list_of(a);
    int count = l ? (l->count < ROWS ? l->count : ROWS) : 0;
    /* How far the list may reach: to the status line's margin, or with no
     * status to the buttons' (counting both once hid a row that fit). */
    float bottom = p.status_y - (p.status[0] ? 12 : 0);
    float y = p.list_top;
    p.shown = 0;
    for (int i = 0; i < count; i++) {
        char state[300], players[700];
        row_words(a, l, &l->games[i], state, players);
        p.state_h[i] = gfx_wrapped_height(&a->gfx, FONT_BOLD, t, p.words_w, state);
        float h =
            8 + p.state_h[i] + gfx_wrapped_height(&a->gfx, FONT_BODY, t, p.words_w, players) + 10;
        p.row_h[i] = wider(h, p.row_button_h + 24);
        p.row_y[i] = y;
        /* A row fits with "and N more games" below it, unless it is the last. */
        bool last = i == l->count - 1;
        if (y + p.row_h[i] + (last ? 0 : 8 + p.line_h) > bottom)
            break;
        y += p.row_h[i] + 8;
        p.shown = i + 1;
    }
    p.more_y = y;
    return p;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    const turns_list *l = list_of(a);
    turns_session *s = turns_session_of(a);
    games_place p = place_of(a);
    float open_x = p.page.x + p.page.w - 20 - p.open_w;
    for (int i = 0; i < p.shown; i++) {
        const turns_game *g = &l->games[i];
        float y = p.row_y[i] + (p.row_h[i] - p.row_button_h) / 2;
        if (g->state == REFEREE_STATE_PENDING)
            continue; /* nothing to open before everyone said yes */
        if (g->state == REFEREE_STATE_INVITED) {
            menu_add(m, open_x, y, p.open_w, p.row_button_h, TR(&a->i18n, "turns.accept"),
                     ID_OPEN + i)
                ->enabled = !s->opening;
            menu_add(m, open_x - 20 - p.decline_w, y, p.decline_w, p.row_button_h,
                     TR(&a->i18n, "turns.decline"), ID_DECLINE + i)
                ->enabled = !s->opening;
            continue;
        }
        menu_item *open = menu_add(
            m, open_x, y, p.open_w, p.row_button_h,
            TR(&a->i18n, g->state == REFEREE_STATE_YOUR_TURN ? "turns.play" : "turns.open"),
            ID_OPEN + i);
        open->enabled = !s->opening && !g->paused;
    }
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = p.page.text;
    char status[1200];
    turns_games_status_of(a, status, sizeof status);
    note_tip_add(a, m, status, p.status, p.page.text, p.page.x, p.status_y, p.page.w);
    menu_item *back = turns_page_button(a, m, &p.page, false, TR(&a->i18n, "common.back"), ID_BACK);
    menu_item *account =
        turns_page_button(a, m, &p.page, false, TR(&a->i18n, "turns.account"), ID_ACCOUNT);
    account->rect.x = back->rect.x + back->rect.w + 40;
    menu_item *fresh =
        turns_page_button(a, m, &p.page, true, TR(&a->i18n, "turns.refresh"), ID_REFRESH);
    menu_item *new_game = turns_page_button(a, m, &p.page, true, TR(&a->i18n, "turns.new"), ID_NEW);
    fresh->rect.x = new_game->rect.x - 40 - fresh->rect.w;
    fresh->enabled = new_game->enabled = online(a);
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

/* "ana (1512)", "you (1500)", "computer, hard", and a computer with a plan
 * of its own "computer, hard, chronicler" (the style the game's id deals
 * it, as the referee does: game_styles.h). */
static void seat_words(app *a, const turns_list *l, const turns_game *g, int s, char *out,
                       size_t size)
{
    const referee_seat *seat = &g->seats[s];
    if (seat->ai_level >= 0) {
        char level[40], style[40];
        int styles[VILLAGE_MAX_PLAYERS];
        referee_game_styles(g->id, g->players, g->seats, styles);
        snprintf(level, sizeof level, "setup.level.%d", seat->ai_level);
        snprintf(style, sizeof style, "turns.style.%d", styles[s]);
        if (styles[s] > 0)
            i18n_format(&a->i18n, out, size, "turns.seat.ai_style",
                        (const char *const[]){TR(&a->i18n, level), TR(&a->i18n, style), NULL});
        else
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

static void draw_row(app *a, const games_place *p, int i)
{
    const turns_list *l = list_of(a);
    const turns_game *g = &l->games[i];
    SDL_FRect band = {p->page.x, p->row_y[i], p->page.w, p->row_h[i]};
    bool news = g->state == REFEREE_STATE_YOUR_TURN || g->state == REFEREE_STATE_INVITED;
    SDL_Color tint = news ? (SDL_Color){0xe8, 0xc8, 0x6a, 90} : (SDL_Color){0xff, 0xf6, 0xe0, 60};
    gfx_fill(&a->gfx, &band, tint);
    char state[300], players[700];
    row_words(a, l, g, state, players);
    float t = p->page.text, y = p->row_y[i] + 8;
    gfx_text_wrapped(&a->gfx, FONT_BOLD, t, g->paused ? COLOUR_WARNING : COLOUR_INK, p->words_x, y,
                     p->words_w, state);
    gfx_text_wrapped(&a->gfx, FONT_BODY, t, COLOUR_INK, p->words_x, y + p->state_h[i], p->words_w,
                     players);
}

void turns_games_status_of(app *a, char *out, size_t size)
{
    turns_session *s = turns_session_of(a);
    if (s->message[0]) {
        snprintf(out, size, "%s", s->message);
    } else if (!s->client) {
        snprintf(out, size, "%s", s->sample ? "" : TR(&a->i18n, "turns.logged_out"));
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
    games_place p = place_of(a);
    const turns_page *g = &p.page;
    turns_session *s = turns_session_of(a);
    char who[600];
    scene_backdrop(a, &g->panel);
    widget_heading(&a->gfx, TR(&a->i18n, "turns.games.title"), 960, TURNS_HEADING_Y, 56);
    gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, COLOUR_INK_SOFT, g->x, TURNS_TEXT_Y, g->w,
                     who_words(a, who));
    for (int i = 0; i < p.shown; i++)
        draw_row(a, &p, i);
    const turns_list *l = list_of(a);
    if (l && l->listed && l->count == 0)
        gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, COLOUR_INK, p.words_x, p.list_top + 20,
                         g->w - 40, TR(&a->i18n, "turns.none"));
    if (l && l->count > p.shown) {
        char more[200];
        i18n_plural(&a->i18n, more, sizeof more, "turns.more", l->count - p.shown, NULL);
        gfx_text(&a->gfx, FONT_BODY, g->text, COLOUR_INK_SOFT, p.words_x, p.more_y, ALIGN_LEFT,
                 more);
    }
    gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, s->message[0] ? COLOUR_WARNING : COLOUR_INK, g->x,
                     p.status_y, g->w, p.status);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void turns_games_note(app *a, scene_note *n)
{
    turns_games_status_of(a, n->words, sizeof n->words);
    n->waits_for = NOTE_NOT_WAITING;
}

static double turns_games_next_frame(app *a)
{
    (void)a;
    return 1.0; /* the time left counts down; news wakes the loop at once */
}

static void turns_games_close(app *a)
{
    turns_disconnect(a);
    turns_games_forget_sample(a);
}

const scene SCENE_TURNS_GAMES_TABLE = {
    .enter = turns_games_enter,
    .handle_event = turns_games_event,
    .update = turns_games_update,
    .draw = turns_games_draw,
    .build_menu = build_menu,
    .note = turns_games_note,
    .close = turns_games_close,
    .next_frame_in = turns_games_next_frame,
    .state_size = sizeof(turns_session),
};
