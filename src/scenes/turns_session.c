/* What the Games by turns screens share (turns.h): the account remembered
 * in the preferences folder, the connection to the referee, the answers to
 * a seat or a new game, and the title's hook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/secure_random.h"
#include "net/xmpp_transport.h"
#include "platform/files.h"
#include "referee/turns_password.h"
#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/online.h"
#include "scenes/online_words.h"
#include "scenes/turns.h"

#define ACCOUNT_FILE  "turns-account.txt"
#define PASSWORD_FILE "turns-password.txt"

turns_session *turns_session_of(const app *a)
{
    return app_scene_state(a, SCENE_TURNS_GAMES);
}

static void pref_path(const app *a, const char *file, char *out, size_t size)
{
    snprintf(out, size, "%s%s", a->pref_dir, file);
}

void turns_default_referee(const char *jid, char *out, size_t size)
{
    const char *at = strchr(jid, '@');
    snprintf(out, size, "referee@%s", at && at[1] ? at + 1 : "");
}

static void read_field(const char *text, const char *name, char *out, size_t size)
{
    size_t n = strlen(name);
    for (const char *line = text; line && *line; line = strchr(line, '\n'), line += !!line) {
        if (strncmp(line, name, n) == 0 && line[n] == '=') {
            size_t length = strcspn(line + n + 1, "\r\n");
            snprintf(out, size, "%.*s", (int)length, line + n + 1);
            return;
        }
    }
}

void turns_account_load(app *a)
{
    turns_session *s = turns_session_of(a);
    if (s->account_read)
        return;
    s->account_read = true;
    s->seats = 2;
    s->days = 3;
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        s->seat_ai[i] = i == 0 ? -1 : 2; /* the player, then medium AIs */
    seat_styles_start(&s->seat_styles);
    char path[1200];
    pref_path(a, ACCOUNT_FILE, path, sizeof path);
    platform_read_trouble trouble;
    char *text = a->pref_dir[0] ? platform_read_text(path, 8192, &trouble, NULL, 0) : NULL;
    if (text) {
        read_field(text, "jid", s->jid, sizeof s->jid);
        read_field(text, "referee", s->referee, sizeof s->referee);
        read_field(text, "server", s->server, sizeof s->server);
        read_field(text, "ca", s->ca_file, sizeof s->ca_file);
        free(text);
    }
    pref_path(a, PASSWORD_FILE, path, sizeof path);
    s->remember = turns_password_read(path, s->password, sizeof s->password);
}

void turns_account_save(app *a)
{
    turns_session *s = turns_session_of(a);
    if (!app_may_write_prefs(a))
        return;
    app_keep_prefs_folder(a);
    char text[1400], path[1200];
    int n = snprintf(text, sizeof text, "jid=%s\nreferee=%s\nserver=%s\nca=%s\n", s->jid,
                     s->referee, s->server, s->ca_file);
    pref_path(a, ACCOUNT_FILE, path, sizeof path);
    if (n > 0 && (size_t)n < sizeof text)
        platform_write_atomic(path, text, (size_t)n, NULL, NULL, 0);
    pref_path(a, PASSWORD_FILE, path, sizeof path);
    if (s->remember)
        turns_password_write(path, s->password);
    else
        platform_remove_file(path);
}

void turns_reason_words(app *a, const char *english, char *out, size_t size)
{
    online_failure_text(&a->i18n, english, out, size);
}

void turns_disconnect(app *a)
{
    turns_session *s = turns_session_of(a);
    turns_client_close(s->client);
    s->client = NULL;
}

bool turns_connect(app *a)
{
    turns_session *s = turns_session_of(a);
    turns_disconnect(a);
    s->message[0] = '\0';
    if (!s->referee[0])
        turns_default_referee(s->jid, s->referee, sizeof s->referee);
    turns_account account = {.jid = s->jid,
                             .password = s->password,
                             .referee = s->referee,
                             .server = s->server,
                             .ca_file = s->ca_file};
    char err[512];
    s->client = turns_client_open(&account, err, sizeof err);
    if (!s->client) {
        turns_reason_words(a, err, s->message, sizeof s->message);
        return false;
    }
    turns_client_set_waker(s->client, app_wake, a);
    return true;
}

static const char *const ERROR_KEYS[REFEREE_ERR_KINDS] = {
    [REFEREE_ERR_SYNTAX] = "turns.error.syntax",
    [REFEREE_ERR_VERSION] = "turns.error.version",
    [REFEREE_ERR_NOT_SEATED] = "turns.error.not_seated",
    [REFEREE_ERR_INVALID] = "turns.error.invalid",
    [REFEREE_ERR_UNAVAILABLE] = "turns.error.unavailable",
    [REFEREE_ERR_BUSY] = "turns.error.busy",
    [REFEREE_ERR_NOT_STARTED] = "turns.error.not_started",
    [REFEREE_ERR_LIMIT_GAMES] = "turns.error.limit_games",
    [REFEREE_ERR_LIMIT_INVITATIONS] = "turns.error.limit_invitations",
    [REFEREE_ERR_LIMIT_CREATES] = "turns.error.limit_creates",
    [REFEREE_ERR_OVER] = "turns.error.over",
};

/* A game cancelled (someone declined, the creator withdrew, or the
 * invitation expired): said once, in the player's words. The referee's
 * sentence names who declined first. */
static void tell_cancellation(app *a)
{
    turns_session *s = turns_session_of(a);
    const turns_list *l = turns_client_list(s->client);
    if (l->cancellations == s->cancellations_told)
        return;
    s->cancellations_told = l->cancellations;
    const char *why = l->cancelled.text;
    if (strstr(why, "expired")) {
        snprintf(s->message, sizeof s->message, "%s", TR(&a->i18n, "turns.cancelled.expired"));
        return;
    }
    char who[REFEREE_JID_MAX + 1];
    snprintf(who, sizeof who, "%.*s", (int)strcspn(why, " "), why);
    i18n_format(&a->i18n, s->message, sizeof s->message, "turns.cancelled.declined",
                (const char *const[]){who, NULL});
}

/* The table's room joined as a guest (s->room) on the player's account. */
static net_transport *room_transport(app *a, char *err, size_t err_size)
{
    turns_session *s = turns_session_of(a);
    const char *at = strchr(s->jid, '@');
    char nick[64];
    snprintf(nick, sizeof nick, "%.*s", at ? (int)(at - s->jid) : 40, s->jid);
    net_xmpp_account account = {.jid = s->jid,
                                .password = s->password,
                                .room = s->room,
                                .nick = nick,
                                .ca_file = s->ca_file[0] ? s->ca_file : NULL,
                                .server = s->server[0] ? s->server : NULL,
                                /* The chair's token goes to the referee alone, never to
                                 * another account that made a room of this name. */
                                .host_jid = s->referee};
    return net_xmpp_join(&account, err, err_size);
}

/* The table's dialer: the same room again (Reconnect, or a room that
 * vanished with a server's node), the reason in the player's words. */
static net_transport *dial_room_again(void *ctx, char *message, size_t size)
{
    app *a = ctx;
    char err[512];
    net_transport *t = room_transport(a, err, sizeof err);
    if (!t)
        turns_reason_words(a, err, message, size);
    return t;
}

/* The seat's answer: the room joined as a guest with the chair's token,
 * the way the Join screen does, then the lobby and the table. */
static void join_room(app *a, const referee_msg *seated)
{
    turns_session *s = turns_session_of(a);
    snprintf(s->room, sizeof s->room, "%s", seated->room);
    const char *at = strchr(s->jid, '@');
    char nick[64];
    snprintf(nick, sizeof nick, "%.*s", at ? (int)(at - s->jid) : 40, s->jid);
    char err[512];
    net_transport *t = room_transport(a, err, sizeof err);
    net_play *np = t ? net_play_join(t, nick, seated->token, platform_random64()) : NULL;
    if (!np) {
        if (!t)
            turns_reason_words(a, err, s->message, sizeof s->message);
        else
            snprintf(s->message, sizeof s->message, "%s", TR(&a->i18n, "online.fail.memory"));
        return;
    }
    net_play_set_dialer(np, dial_room_again, a);
    s->at_table = true;
    online_lobby_open(a, np, SCENE_TURNS_GAMES);
}

void turns_poll(app *a)
{
    turns_session *s = turns_session_of(a);
    if (!s->client)
        return;
    turns_client_update(s->client, a->clock);
    tell_cancellation(a);
    referee_msg m;
    if (!turns_client_take_answer(s->client, &m))
        return;
    if (m.kind == REFEREE_MSG_ERROR) {
        const char *key = ERROR_KEYS[m.error];
        snprintf(s->message, sizeof s->message, "%s", TR(&a->i18n, key));
        s->opening = 0;
        s->waiting_create = false;
    } else if (m.kind == REFEREE_MSG_SEATED && m.game == s->opening) {
        s->opening = 0;
        join_room(a, &m);
    } else if (m.kind == REFEREE_MSG_CREATED && s->waiting_create) {
        s->waiting_create = false;
        turns_client_refresh(s->client);
        app_switch(a, SCENE_TURNS_GAMES);
    }
}

void turns_on_title(app *a)
{
    turns_session *s = turns_session_of(a);
    turns_account_load(a);
    if (s->at_table && a->shared->game) {
        /* Back from a by-turns game's table: the game is the referee's, kept
         * there; this computer lets it go and shows the list again. */
        s->at_table = false;
        game_close(&a->shared->game);
        if (s->client)
            turns_client_refresh(s->client);
        app_switch(a, SCENE_TURNS_GAMES);
        return;
    }
    s->at_table = false; /* the lobby never reached the table */
    if (!s->client && s->remember && s->password[0] && s->jid[0] && !s->message[0])
        turns_connect(a);
}

int turns_waiting_count(app *a)
{
    turns_session *s = turns_session_of(a);
    if (s->client)
        return turns_list_your_turns(turns_client_list(s->client));
    return s->sample ? turns_list_your_turns(s->sample) : 0; /* the screenshots' made-up list */
}

void turns_open(app *a)
{
    turns_session *s = turns_session_of(a);
    turns_account_load(a);
    s->message[0] = '\0';
    app_switch(a, s->client ? SCENE_TURNS_GAMES : SCENE_TURNS_ACCOUNT);
}

void turns_title_update(app *a, double dt)
{
    (void)dt;
    turns_session *s = turns_session_of(a);
    if (!s->client)
        return;
    turns_client_update(s->client, a->clock); /* answers wait for My games */
}

void turns_draw_title_notice(app *a)
{
    int n = turns_waiting_count(a);
    if (n <= 0)
        return;
    char words[300];
    i18n_plural(&a->i18n, words, sizeof words, "turns.notice", n, NULL);
    /* It grows with the text size as every word does; the band with it,
     * never narrower than it was designed. */
    float size = gfx_ui(&a->gfx, 24);
    float width = gfx_text_width(&a->gfx, FONT_BOLD, size, words) + 2 * size;
    width = width < 800 ? 800 : width;
    SDL_FRect band = {960 - width / 2, 18, width, size * 7 / 3};
    gfx_fill(&a->gfx, &band, (SDL_Color){0x2a, 0x1a, 0x0c, 200});
    gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_GOLD_LIGHT, 960, band.y + size / 2, ALIGN_CENTER,
             words);
}
