/* Games by turns, a new game (turns.h): 2 to 4 seats, the first the
 * player's, each other a friend by XMPP address or a computer player of a
 * level; the time a turn may take, 1 to 7 days, and in words what happens
 * when it runs out (docs/referee.md: the referee's computer player plays
 * the rest of that turn; the game is never abandoned) and that friends are
 * invited (the game starts once they all accept, and is cancelled if one
 * declines or the time passes). Create sends the request; the referee's
 * answer (turns_session.c) shows My games again. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/turns.h"
#include "scenes/turns_fields.h"
#include "village/ai.h"

enum {
    ID_FRIEND = 1,   /* ID_FRIEND + seat: the friend's address field */
    ID_KIND = 10,    /* ID_KIND + seat: friend, or the computer's level, in turn */
    ID_PLAYERS = 20, /* ID_PLAYERS + n, n = 2..4 */
    ID_DAYS = 30,    /* ID_DAYS + days, 1..7 */
    ID_CREATE = 50,
    ID_BACK,
    SEAT_TOP = 370,
    SEAT_ROW = 64,
    /* The levels offered: easy to expert (the random one is for tests, the
     * strongest takes too long for a referee holding many games). */
    FIRST_LEVEL = VILLAGE_AI_EASY,
    LAST_LEVEL = VILLAGE_AI_EXPERT
};

static const SDL_FRect PANEL = {260, 40, 1400, 1000};

static int friend_fields(app *a, turns_field out[VILLAGE_MAX_PLAYERS])
{
    turns_session *s = turns_session_of(a);
    int n = 0;
    for (int i = 1; i < s->seats; i++)
        if (s->seat_ai[i] < 0)
            out[n++] = (turns_field){ID_FRIEND + i, "turns.friend", s->friend_jid[i],
                                     sizeof s->friend_jid[i], false};
    return n;
}

static bool complete(app *a)
{
    turns_session *s = turns_session_of(a);
    for (int i = 1; i < s->seats; i++)
        if (s->seat_ai[i] < 0 && !referee_jid_ok(s->friend_jid[i], strlen(s->friend_jid[i])))
            return false;
    return s->client && turns_client_online(s->client) && !s->waiting_create;
}

static void build_menu(app *a, menu *m)
{
    turns_session *s = turns_session_of(a);
    m->count = 0;
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        char label[12];
        snprintf(label, sizeof label, "%d", n);
        menu_add(m, 760 + 110 * (float)(n - 2), 250, 90, 50, label, ID_PLAYERS + n)->selected =
            s->seats == n;
    }
    for (int i = 1; i < s->seats; i++) {
        float y = SEAT_TOP + SEAT_ROW * (float)(i - 1);
        char label[80], level[40];
        if (s->seat_ai[i] < 0) {
            snprintf(label, sizeof label, "%s", TR(&a->i18n, "turns.kind.friend"));
        } else {
            snprintf(level, sizeof level, "setup.level.%d", s->seat_ai[i]);
            TRF(&a->i18n, label, "turns.seat.ai", TR(&a->i18n, level));
        }
        menu_item *kind = menu_add(m, 500, y, 300, 50, label, ID_KIND + i);
        snprintf(kind->tip, sizeof kind->tip, "%s", TR(&a->i18n, "turns.kind.tip"));
        if (s->seat_ai[i] < 0) {
            turns_field f = {ID_FRIEND + i, "turns.friend", s->friend_jid[i],
                             sizeof s->friend_jid[i], false};
            turns_column c = {820, 820, 780, y, SEAT_ROW};
            turns_fields_build(a, m, &c, &f, 1);
        }
    }
    for (int d = 1; d <= 7; d++) {
        char label[12];
        snprintf(label, sizeof label, "%d", d);
        menu_add(m, 760 + 90 * (float)(d - 1), 630, 76, 50, label, ID_DAYS + d)->selected =
            s->days == d;
    }
    menu_add(m, 320, 950, 300, 60, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 1300, 950, 300, 60, TR(&a->i18n, "turns.create"), ID_CREATE)->enabled = complete(a);
}

static void turns_new_enter(app *a)
{
    scene_menu_reset(a);
    turns_session *s = turns_session_of(a);
    turns_account_load(a);
    s->message[0] = '\0';
    s->waiting_create = false;
}

static void turns_new_update(app *a, double dt)
{
    (void)dt;
    turns_poll(a);
}

static void create(app *a)
{
    turns_session *s = turns_session_of(a);
    referee_seat seats[VILLAGE_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < s->seats; i++) {
        seats[i].ai_level = i == 0 ? -1 : s->seat_ai[i];
        if (seats[i].ai_level < 0)
            snprintf(seats[i].jid, sizeof seats[i].jid, "%s", i == 0 ? s->jid : s->friend_jid[i]);
    }
    s->message[0] = '\0';
    s->waiting_create = turns_client_create(s->client, s->days * 86400, s->seats, seats);
    if (!s->waiting_create)
        snprintf(s->message, sizeof s->message, "%s", TR(&a->i18n, "turns.error.invalid"));
}

static void turns_new_event(app *a, const SDL_Event *e)
{
    turns_field f[VILLAGE_MAX_PLAYERS];
    int n = friend_fields(a, f);
    if (turns_fields_event(a, f, n, e))
        return;
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id < 0 || turns_fields_click(a, f, n, id))
        return;
    turns_session *s = turns_session_of(a);
    if (id > ID_PLAYERS && id <= ID_PLAYERS + VILLAGE_MAX_PLAYERS) {
        s->seats = id - ID_PLAYERS;
    } else if (id > ID_DAYS && id <= ID_DAYS + 7) {
        s->days = id - ID_DAYS;
    } else if (id > ID_KIND && id < ID_KIND + VILLAGE_MAX_PLAYERS) {
        int *kind = &s->seat_ai[id - ID_KIND];
        *kind = *kind < 0 ? FIRST_LEVEL : *kind >= LAST_LEVEL ? -1 : *kind + 1;
    }
    if (id > ID_KIND && id <= ID_DAYS + 7) /* a seat, the players or the days: heard made */
        scene_say_ringed(a);
    if (id == ID_CREATE) {
        create(a);
    } else if (id == ID_BACK) {
        app_switch(a, SCENE_TURNS_GAMES);
    }
}

static void label_at(app *a, float y, const char *key)
{
    gfx_text(&a->gfx, FONT_BOLD, 21, COLOUR_INK, 320, y + 12, ALIGN_LEFT, TR(&a->i18n, key));
}

static void turns_new_draw(app *a)
{
    turns_session *s = turns_session_of(a);
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "turns.new.title"), 960, 80, 56);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK, 320, 176, 1280,
                     TR(&a->i18n, "turns.new.text"));
    label_at(a, 250, "turns.players");
    char you[400];
    TRF(&a->i18n, you, "turns.seat.first", s->jid);
    gfx_text(&a->gfx, FONT_BODY, 20, COLOUR_INK, 320, 322, ALIGN_LEFT, you);
    for (int i = 1; i < s->seats; i++) {
        char seat[80], number[16];
        snprintf(number, sizeof number, "%d", i + 1);
        TRF(&a->i18n, seat, "turns.seat.n", number);
        gfx_text(&a->gfx, FONT_BOLD, 20, COLOUR_INK, 320, SEAT_TOP + SEAT_ROW * (float)(i - 1) + 12,
                 ALIGN_LEFT, seat);
    }
    label_at(a, 630, "turns.days");
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK, 320, 710, 1280,
                     TR(&a->i18n, "turns.timeout"));
    const char *note = s->message;
    if (!note[0] && s->waiting_create)
        note = TR(&a->i18n, "turns.creating");
    else if (!note[0] && !complete(a))
        note = TR(&a->i18n, s->client && turns_client_online(s->client) ? "turns.new.need"
                                                                        : "turns.logged_out");
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_WARNING, 320, 860, 1280, note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void turns_new_leave(app *a)
{
    turns_fields_unfocus(a);
}

const scene SCENE_TURNS_NEW_TABLE = {
    .enter = turns_new_enter,
    .handle_event = turns_new_event,
    .update = turns_new_update,
    .draw = turns_new_draw,
    .leave = turns_new_leave,
    .build_menu = build_menu,
};
