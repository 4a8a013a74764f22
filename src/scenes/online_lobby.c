/* Play online's lobby, for the host and for a guest: who sits in which
 * chair, the address or room to give friends (large, with a Copy button),
 * how a network game goes (it starts by itself once every friend's chair
 * is taken, as the protocol does; no undo; a player who leaves), and what
 * went wrong, in the player's language. The lobby owns the net_play until
 * the game is on, then hands it to the game scene; leaving frees it, which
 * closes the connection. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/online.h"
#include "scenes/online_form.h"
#include "scenes/online_words.h"
#include "village/ai.h"

enum { ID_LEAVE = 1, ID_COPY = 2, ID_TO_TABLE = 3, ID_STAND_IN = 10 };

static const SDL_FRect PANEL = {180, 50, 1560, 980};
static const SDL_FRect ADDRESS_BOX = {240, 178, 1440, 162};
/* The lobby only listens: no move is played before the table shows it,
 * so every move reaches the game scene's log and animations. */
static const double LOBBY_PACE = 1e9;

typedef struct online_lobby_state {
    net_play *np;
    bool sent_token; /* the hello claimed a kept chair (a guest) */
    bool joined;     /* a guest's lobby */
    scene_id back;   /* where Leave goes: the screen that opened the lobby */
    /* A resumed game is on from the start, its friends away: the lobby
     * shows the address until they are back, or the host goes on. */
    bool resumed, to_table;
    bool woken; /* the transport wakes the loop when a line arrives */
    char trouble[1024];
} online_lobby_state;

static online_lobby_state *lobby_of(const app *a)
{
    return app_scene_state(a, SCENE_ONLINE_LOBBY);
}

const net_play *online_lobby_play(const app *a)
{
    return lobby_of(a)->np;
}

void online_lobby_open(app *a, net_play *np, scene_id back)
{
    online_lobby_state *l = lobby_of(a);
    if (l->np)
        net_play_free(l->np);
    l->np = np;
    /* A line arriving wakes the loop at once: the lobby sleeps meanwhile. */
    l->woken = net_play_set_waker(np, app_wake, a);
    l->trouble[0] = '\0';
    l->joined = net_play_role_of(np) == NET_PLAY_JOINED;
    l->back = back;
    l->sent_token = l->joined && a->settings.online.token[0];
    l->resumed = !l->joined && net_play_phase_of(np) == NET_PLAY_PLAYING;
    l->to_table = false;
    app_switch(a, SCENE_ONLINE_LOBBY);
}

static void let_go(online_lobby_state *l)
{
    if (l->np)
        net_play_free(l->np); /* closes the connection */
    l->np = NULL;
}

static bool hosting(const online_lobby_state *l)
{
    return l->np && net_play_role_of(l->np) == NET_PLAY_HOSTING;
}

static float chair_y(int chair)
{
    return 446 + (float)chair * 92;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    online_lobby_state *l = lobby_of(a);
    if (l->np && net_play_address(l->np)[0] && hosting(l))
        menu_add(m, 1440, 229, 210, 60, TR(&a->i18n, "online.lobby.copy"), ID_COPY);
    if (l->resumed && l->np)
        menu_add(m, 1280, 950, 380, 60, TR(&a->i18n, "online.lobby.to_table"), ID_TO_TABLE);
    if (hosting(l) && (net_play_phase_of(l->np) == NET_PLAY_LOBBY || l->resumed))
        for (int c = 0; c < net_play_players(l->np); c++)
            if (net_play_chair_status(l->np, c) == NET_CHAIR_AWAY) {
                menu_item *it = menu_add(m, 750, chair_y(c) + 8, 280, 52,
                                         TR(&a->i18n, "online.lobby.stand_in"), ID_STAND_IN + c);
                snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, "online.lobby.stand_in.tip"));
            }
    menu_add(m, 340, 950, 300, 60, TR(&a->i18n, l->np ? "online.lobby.leave" : "common.back"),
             ID_LEAVE);
}

static void online_lobby_enter(app *a)
{
    scene_menu_reset(a);
    a->shared->menu.message[0] = '\0';
}

static void copy_address(app *a)
{
    const char *address = net_play_address(lobby_of(a)->np);
    if (SDL_SetClipboardText(address) == 0)
        app_set_status(a, TR(&a->i18n, "online.lobby.copied"));
}

static void online_lobby_event(app *a, const SDL_Event *e)
{
    online_lobby_state *l = lobby_of(a);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_c && (e->key.keysym.mod & KMOD_CTRL) &&
        l->np && hosting(l)) {
        copy_address(a);
        return;
    }
    int id = scene_menu_clicked(a, e, ID_LEAVE);
    if (id == ID_LEAVE) {
        let_go(l);
        /* Back where the game was chosen, with what went wrong, if anything. */
        snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s", l->trouble);
        app_switch(a, l->back);
    } else if (id == ID_TO_TABLE) {
        l->to_table = true;
    } else if (id == ID_COPY) {
        copy_address(a);
    } else if (id >= ID_STAND_IN && l->np) {
        net_play_stand_in(l->np, id - ID_STAND_IN, VILLAGE_AI_MEDIUM);
    }
}

/* A guest's chair given back, or another chair taken for a token no game
 * here has any more (the host started a new game at that address). */
static void refused(app *a, online_lobby_state *l)
{
    int kind = net_play_refusal(l->np);
    let_go(l);
    if (kind == NET_ERR_TOKEN && l->sent_token) {
        online_join_remember_token(a, ""); /* the chair is gone: take a new one */
        char why[1024] = "";
        if (!online_join_connect(a, false, why, sizeof why))
            snprintf(l->trouble, sizeof l->trouble, "%s", why);
        return;
    }
    snprintf(l->trouble, sizeof l->trouble, "%s", online_refusal_text(&a->i18n, kind));
}

static bool anyone_away(const net_play *np)
{
    for (int c = 0; c < net_play_players(np); c++)
        if (net_play_chair_status(np, c) == NET_CHAIR_AWAY)
            return true;
    return false;
}

static void online_lobby_update(app *a, double dt)
{
    online_lobby_state *l = lobby_of(a);
    if (!l->np)
        return;
    session_change change;
    net_play_turn(l->np, dt, LOBBY_PACE, &change);
    net_play_phase phase = net_play_phase_of(l->np);
    if (net_play_role_of(l->np) == NET_PLAY_JOINED && net_play_token(l->np)[0])
        online_join_remember_token(a, net_play_token(l->np));
    if ((phase == NET_PLAY_PLAYING && (!l->resumed || l->to_table || !anyone_away(l->np))) ||
        phase == NET_PLAY_OVER) {
        net_play *np = l->np;
        l->np = NULL; /* the game scene's from now on */
        char err[512];
        if (game_start_network(a, np, err, sizeof err))
            app_switch(a, SCENE_GAME);
        else
            snprintf(l->trouble, sizeof l->trouble, "%s", err);
    } else if (phase == NET_PLAY_REFUSED) {
        refused(a, l);
    } else if (phase == NET_PLAY_FAILED) {
        char why[600];
        online_failure_text(&a->i18n, net_play_failure(l->np), why, sizeof why);
        let_go(l);
        snprintf(l->trouble, sizeof l->trouble, "%s", why);
    } else if (phase == NET_PLAY_HOST_GONE) {
        char why[600], text[1024];
        const char *reason = net_play_failure(l->np);
        online_failure_text(&a->i18n, reason[0] ? reason : "the host closed the connection", why,
                            sizeof why);
        /* Never seated: the host was not reached at all, which the reason says. */
        bool was_seated = net_play_own_chair(l->np) >= 0;
        let_go(l);
        snprintf(l->trouble, sizeof l->trouble, "%s",
                 was_seated ? TRF(&a->i18n, text, "online.lobby.host_gone", why) : why);
    }
}

static double online_lobby_next_frame_in(app *a)
{
    const online_lobby_state *l = lobby_of(a);
    /* Without a waker the network is read between frames. */
    return l->np && !l->woken ? 0.05 : 1.0;
}

/* How a chair is told: its name and who plays it. */
static void chair_words(app *a, const online_lobby_state *l, int c, char *out, size_t size)
{
    const char *name = net_play_chair_name(l->np, c);
    const session *s = net_play_session(l->np);
    if (!name[0] && s) /* a resumed game's friend, not back yet: the seat's name */
        name = session_player_name(s, c);
    const char *key;
    /* A computer is told as one to the host and to friends alike, with its
     * plan when it has one of its own. */
    int style = net_play_chair_computer_style(l->np, c);
    char style_key[32];
    snprintf(style_key, sizeof style_key, "turns.style.%d", style);
    switch (net_play_chair_status(l->np, c)) {
    case NET_CHAIR_HOST:
        if (style > 0) {
            i18n_format(&a->i18n, out, size, "online.chair.computer_style",
                        (const char *const[]){name, TR(&a->i18n, style_key), NULL});
            return;
        }
        key = style == 0   ? "online.chair.computer"
              : hosting(l) ? "online.chair.you"
                           : "online.chair.host";
        break;
    case NET_CHAIR_OPEN:
        key = "online.chair.open";
        break;
    case NET_CHAIR_GUEST:
        key = c == net_play_own_chair(l->np) ? "online.chair.you" : "online.chair.guest";
        break;
    case NET_CHAIR_AWAY:
        key = "online.chair.away";
        break;
    default:
        key = "online.chair.stand_in";
        break;
    }
    i18n_format(&a->i18n, out, size, key, (const char *const[]){name, NULL});
}

void online_lobby_words_of(app *a, online_lobby_words *out)
{
    const online_lobby_state *l = lobby_of(a);
    memset(out, 0, sizeof *out);
    if (l->np) {
        snprintf(out->address, sizeof out->address, "%s", net_play_address(l->np));
        if (net_play_phase_of(l->np) != NET_PLAY_CONNECTING)
            out->chairs = net_play_players(l->np);
        for (int c = 0; c < out->chairs; c++)
            chair_words(a, l, c, out->chair[c], sizeof out->chair[c]);
    }
    out->trouble = l->trouble[0] != '\0';
    if (out->trouble)
        snprintf(out->state, sizeof out->state, "%s", l->trouble);
    else if (l->np && net_play_phase_of(l->np) == NET_PLAY_CONNECTING)
        i18n_format(&a->i18n, out->state, sizeof out->state, "online.lobby.connecting",
                    (const char *const[]){out->address, NULL});
    else if (l->np)
        snprintf(out->state, sizeof out->state, "%s",
                 TR(&a->i18n, l->resumed   ? "online.lobby.waiting_back"
                              : hosting(l) ? "online.lobby.waiting"
                                           : "online.lobby.seated"));
}

static void draw_address(app *a, const online_lobby_state *l, const online_lobby_words *w)
{
    gfx_panel(&a->gfx, &ADDRESS_BOX, false);
    bool host = hosting(l);
    online_label(&a->gfx, FONT_BOLD, 22, COLOUR_INK, 280, 216, 1140,
                 TR(&a->i18n, host ? "online.lobby.give" : "online.lobby.joined"));
    online_label(&a->gfx, FONT_BOLD, 48, COLOUR_INK, 280, 274, host ? 1140 : 1360, w->address);
    if (host && !a->settings.online.xmpp)
        online_label(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, 280, 318, 1360,
                     TR(&a->i18n, "online.lobby.internet"));
}

static void draw_chairs(app *a, const online_lobby_state *l, const online_lobby_words *w)
{
    online_label(&a->gfx, FONT_BOLD, 26, COLOUR_INK, 250, 400, 700,
                 TR(&a->i18n, "online.lobby.chairs"));
    const session *s = net_play_session(l->np);
    for (int c = 0; c < w->chairs; c++) {
        char marker[32];
        int colour = s ? session_colour(s, c) : c;
        snprintf(marker, sizeof marker, "marker.%s", gfx_player_colour_key(colour));
        gfx_draw_centered(&a->gfx, marker, 282, chair_y(c) + 34, 1.4f);
        /* Beside the stand-in button, a long line takes two. */
        float room = net_play_chair_status(l->np, c) == NET_CHAIR_AWAY && hosting(l) ? 415 : 700;
        float tall = gfx_wrapped_height(&a->gfx, FONT_BODY, 22, room, w->chair[c]);
        gfx_text_wrapped(&a->gfx, FONT_BODY, 22, COLOUR_INK, 320, chair_y(c) + 34 - tall / 2, room,
                         w->chair[c]);
    }
}

static void draw_rules(app *a)
{
    online_label(&a->gfx, FONT_BOLD, 26, COLOUR_INK, 1080, 400, 600,
                 TR(&a->i18n, "online.lobby.rules"));
    static const char *const rules[] = {"online.lobby.rule.start", "online.lobby.rule.undo",
                                        "online.lobby.rule.leave", "online.lobby.rule.save"};
    float y = 440;
    for (size_t i = 0; i < sizeof rules / sizeof *rules; i++) {
        const char *text = TR(&a->i18n, rules[i]);
        gfx_text(&a->gfx, FONT_BODY, 20, COLOUR_INK, 1080, y, ALIGN_LEFT, "•");
        gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK, 1105, y, 580, text);
        y += gfx_wrapped_height(&a->gfx, FONT_BODY, 20, 580, text) + 14;
    }
}

static void draw_trouble(app *a, const online_lobby_state *l, const online_lobby_words *w)
{
    gfx_panel(&a->gfx, &ADDRESS_BOX, false);
    online_label(&a->gfx, FONT_BOLD, 22, COLOUR_INK, 280, 216, 1360,
                 TR(&a->i18n, l->joined ? "online.lobby.not_joined" : "online.lobby.stopped"));
    gfx_text_wrapped(&a->gfx, FONT_BODY, 24, COLOUR_WARNING, 280, 246, 1360, w->state);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK, 250, 440, 700,
                     TR(&a->i18n, "online.lobby.back_hint"));
}

static void online_lobby_draw(app *a)
{
    online_lobby_state *l = lobby_of(a);
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "online.lobby.title"), 960, 80, 56);
    online_lobby_words w;
    online_lobby_words_of(a, &w);
    if (l->np) {
        draw_address(a, l, &w);
        draw_chairs(a, l, &w);
    }
    draw_rules(a);
    if (!l->np && w.trouble) /* the connection is over: why, where the address was */
        draw_trouble(a, l, &w);
    else
        gfx_text_wrapped(&a->gfx, FONT_BODY, 21, w.trouble ? COLOUR_WARNING : COLOUR_INK, 250, 838,
                         1420, w.state);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* Only Leave and the table take the game from the lobby (a scene's leave
 * comes a frame after the switch, when a retried join may already have
 * handed it a new game), and the end of the application. */
static void online_lobby_close(app *a)
{
    let_go(lobby_of(a));
}

const scene SCENE_ONLINE_LOBBY_TABLE = {
    .enter = online_lobby_enter,
    .handle_event = online_lobby_event,
    .update = online_lobby_update,
    .draw = online_lobby_draw,
    .build_menu = build_menu,
    .close = online_lobby_close,
    .next_frame_in = online_lobby_next_frame_in,
    .state_size = sizeof(online_lobby_state),
};
