/* Games by turns, the account (turns.h): the player's XMPP address and
 * password, the referee's address (referee@ the address's domain unless
 * told), the server when the domain does not say where it is, a
 * certificate to trust for a server with its own, and whether
 * the password is remembered on this computer (a file only the player may
 * read, said in words). Log in opens My games. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/online_form.h"
#include "scenes/turns.h"
#include "scenes/turns_fields.h"

enum {
    ID_JID = 1,
    ID_PASSWORD,
    ID_REFEREE,
    ID_SERVER,
    ID_CA,
    ID_REMEMBER = 20,
    ID_LOGIN,
    ID_BACK,
    FIELDS = 5
};

static const SDL_FRect PANEL = {380, 60, 1160, 960};
static const turns_column COLUMN = {470, 850, 600, 290, 64};

static int fields_of(app *a, turns_field out[FIELDS])
{
    turns_session *s = turns_session_of(a);
    out[0] = (turns_field){ID_JID, "turns.jid", s->jid, sizeof s->jid, false};
    out[1] = (turns_field){ID_PASSWORD, "online.password", s->password, sizeof s->password, true};
    out[2] = (turns_field){ID_REFEREE, "turns.referee", s->referee, sizeof s->referee, false};
    out[3] = (turns_field){ID_SERVER, "online.server", s->server, sizeof s->server, false};
    out[4] = (turns_field){ID_CA, "online.ca", s->ca_file, sizeof s->ca_file, false};
    return FIELDS;
}

static bool complete(app *a)
{
    turns_session *s = turns_session_of(a);
    return strchr(s->jid, '@') && s->password[0];
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    turns_fields_build(a, m, &COLUMN, f, n);
    menu_item *remember = menu_add(m, COLUMN.field_x, 620, COLUMN.field_w, 50,
                                   TR(&a->i18n, "turns.remember"), ID_REMEMBER);
    remember->selected = turns_session_of(a)->remember;
    remember->toggle = true;
    snprintf(remember->tip, sizeof remember->tip, "%s", TR(&a->i18n, "turns.remember.tip"));
    menu_add(m, 470, 930, 300, 60, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 1150, 930, 300, 60, TR(&a->i18n, "turns.login"), ID_LOGIN)->enabled = complete(a);
}

static void turns_account_enter(app *a)
{
    scene_menu_reset(a);
    turns_account_load(a);
}

static void log_in(app *a)
{
    turns_session *s = turns_session_of(a);
    if (!s->referee[0])
        turns_default_referee(s->jid, s->referee, sizeof s->referee);
    turns_account_save(a);
    if (turns_connect(a))
        app_switch(a, SCENE_TURNS_GAMES);
}

static void turns_account_event(app *a, const SDL_Event *e)
{
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    if (turns_fields_event(a, f, n, e))
        return;
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id < 0 || turns_fields_click(a, f, n, id))
        return;
    turns_session *s = turns_session_of(a);
    if (id == ID_REMEMBER) {
        s->remember = !s->remember;
        scene_say_ringed(a); /* heard ticked, or not */
    } else if (id == ID_LOGIN)
        log_in(a);
    else if (id == ID_BACK)
        app_switch(a, SCENE_ONLINE);
}

static void turns_account_draw(app *a)
{
    turns_session *s = turns_session_of(a);
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "turns.account.title"), 960, 100, 56);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_INK, 470, 190, 980,
                     TR(&a->i18n, "turns.account.text"));
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    turns_fields_draw_labels(a, &COLUMN, f, n);
    char referee[TURNS_TEXT + 64] = "";
    if (!s->referee[0] && strchr(s->jid, '@')) {
        char fallback[TURNS_TEXT];
        turns_default_referee(s->jid, fallback, sizeof fallback);
        TRF(&a->i18n, referee, "turns.referee.default", fallback);
    }
    gfx_text_wrapped(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, 470, 690, 980,
                     TR(&a->i18n, s->remember ? "turns.remember.on" : "turns.remember.off"));
    gfx_text_wrapped(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, 470, 805, 980,
                     referee[0] ? referee : TR(&a->i18n, "turns.referee.hint"));
    const char *note = s->message[0] ? s->message : "";
    if (!note[0] && !complete(a))
        note = TR(&a->i18n, "turns.account.need");
    gfx_text_wrapped(&a->gfx, FONT_BODY, 20, COLOUR_WARNING, 470, 860, 980, note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void turns_account_leave(app *a)
{
    turns_fields_unfocus(a);
}

const scene SCENE_TURNS_ACCOUNT_TABLE = {
    .enter = turns_account_enter,
    .handle_event = turns_account_event,
    .draw = turns_account_draw,
    .leave = turns_account_leave,
    .build_menu = build_menu,
};
