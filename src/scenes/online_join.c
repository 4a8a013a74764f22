/* Play online, Join: the host's address (or the XMPP room) and the name to
 * sit under; then the transport, the guest's net_play and the lobby. The
 * chair's token kept from the last time at that address or room goes with
 * the hello, so that a restarted game takes its chair back. */
#include <stdio.h>
#include <string.h>

#include "platform/secure_random.h"
#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/online.h"
#include "scenes/online_form.h"
#include "ui/words_cut.h"

enum { ID_BACK = 40, ID_JOIN = 41 };

/* As wide as the Host screen's: the form keeps to the middle, and a long
 * reason (a self-signed server's, say, with what to do about it) gets the
 * whole width below it. */
static const SDL_FRect PANEL = {180, 80, 1560, 920};

typedef struct online_join_state {
    online_form form;
} online_join_state;

static online_join_state *join_of(const app *a)
{
    return app_scene_state(a, SCENE_ONLINE_JOIN);
}

enum { TEXT_X = 520, TEXT_Y = 232, TEXT_W = 880, FORM_TOP = 320, NOTE_Y = 836, BUTTONS_Y = 900 };
enum { NOTE_X = 280, NOTE_W = 1360 };

/* What stands above Back: why Join waits, or why it failed. */
static const char *note_of(app *a)
{
    const char *note = a->shared->menu.message;
    if (!note[0] && !online_form_complete(a, &join_of(a)->form))
        note = TR(&a->i18n, a->settings.online.xmpp && a->settings.online.name[0]
                                ? "online.need_xmpp"
                                : "online.join.need_fields");
    return note;
}

/* Where the note stands: under the form, as wide as it, or across the
 * panel when that would cut it. */
typedef struct note_place {
    float x, y, w;
    bool opening; /* the words that open the screen are shown */
} note_place;

/* The note as drawn at width w and its top: higher when it takes more
 * lines at the screen's size, so that Back stays in the panel; cut with
 * "…" where it would reach the form's fields (a reason of any length once
 * did). True when it stands whole. */
static bool place_note(app *a, float w, char *out, size_t size, float *y)
{
    float text = online_text(a);
    float room_top = online_form_least_end(a, &join_of(a)->form) + 8, room_end = BUTTONS_Y - 10;
    words_cut_to_room(&a->gfx, FONT_BODY, text, w, note_of(a), room_end - room_top, out, size);
    float h = out[0] ? gfx_wrapped_height(&a->gfx, FONT_BODY, text, w, out) : 0;
    *y = room_end - h < NOTE_Y ? room_end - h : NOTE_Y;
    return strcmp(out, note_of(a)) == 0;
}

/* The form below the words that open the screen, however many lines they
 * take at the screen's size; its hint above the note. A note that would
 * be cut under the form takes the panel's width, and if it would still
 * be cut, the opening words' room too: they say what to type, which
 * matters less than what went wrong with what was typed. */
static note_place place_form(app *a, char *note, size_t size)
{
    online_form *f = &join_of(a)->form;
    float h = gfx_wrapped_height(&a->gfx, FONT_BODY, online_text(a), TEXT_W,
                                 TR(&a->i18n, "online.join.text"));
    f->top = TEXT_Y + h + 20 > FORM_TOP ? TEXT_Y + h + 20 : FORM_TOP;
    note_place p = {TEXT_X, 0, TEXT_W, true};
    if (!place_note(a, TEXT_W, note, size, &p.y)) {
        p.x = NOTE_X;
        p.w = NOTE_W;
        if (!place_note(a, NOTE_W, note, size, &p.y)) {
            f->top = TEXT_Y;
            p.opening = false;
            place_note(a, NOTE_W, note, size, &p.y);
        }
    }
    f->hint_end = p.y - 8;
    return p;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    char note[sizeof a->shared->menu.message + 8];
    note_place at = place_form(a, note, sizeof note);
    online_form_build(a, &join_of(a)->form, m);
    float text = online_text(a), h = online_button_h(text, 60);
    note_tip_add(a, m, note_of(a), note, text, at.x, at.y, at.w);
    menu_add(m, 520, BUTTONS_Y, 300, h, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 1100, BUTTONS_Y, 300, h, TR(&a->i18n, "online.join.go"), ID_JOIN)->enabled =
        online_form_complete(a, &join_of(a)->form);
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = text;
}

static void online_join_enter(app *a)
{
    scene_menu_reset(a);
    join_of(a)->form.hosting = false;
    join_of(a)->form.with_name = true;
    join_of(a)->form.label_x = 520;
    join_of(a)->form.field_x = 850;
    join_of(a)->form.field_w = 550;
    join_of(a)->form.top = FORM_TOP;
    if (!a->settings.online.name[0])
        snprintf(a->settings.online.name, sizeof a->settings.online.name, "%s",
                 TR(&a->i18n, "setup.human_name.1"));
}

/* The address or room a token belongs to. */
static const char *where(const online_choices *o)
{
    return o->xmpp ? o->room : o->address;
}

/* The table's Reconnect: the same address or room, account and password
 * as the join (the form's password stays with the join screen's state). */
static net_transport *dial_again(void *ctx, char *message, size_t size)
{
    app *a = ctx;
    return online_form_transport(a, &join_of(a)->form, message, size);
}

bool online_join_connect(app *a, bool use_token, char *message, size_t size)
{
    online_choices *o = &a->settings.online;
    const char *token =
        use_token && o->token[0] && strcmp(o->token_for, where(o)) == 0 ? o->token : NULL;
    net_transport *t = online_form_transport(a, &join_of(a)->form, message, size);
    if (!t)
        return false;
    net_play *np = net_play_join(t, o->name, token, platform_random64());
    if (!np) {
        snprintf(message, size, "%s", TR(&a->i18n, "online.fail.memory"));
        return false;
    }
    net_play_set_dialer(np, dial_again, a);
    app_save_settings(a); /* the choices, for the next time */
    online_lobby_open(a, np, SCENE_ONLINE_JOIN);
    return true;
}

void online_join_remember_token(app *a, const char *token)
{
    online_choices *o = &a->settings.online;
    if (strcmp(o->token, token) == 0 && strcmp(o->token_for, where(o)) == 0)
        return;
    snprintf(o->token, sizeof o->token, "%s", token);
    snprintf(o->token_for, sizeof o->token_for, "%s", token[0] ? where(o) : "");
    app_save_settings(a);
}

static void online_join_event(app *a, const SDL_Event *e)
{
    online_join_state *j = join_of(a);
    if (online_form_event(a, &j->form, e))
        return;
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id < 0 || online_form_click(a, &j->form, id))
        return;
    if (id == ID_JOIN) {
        a->shared->menu.message[0] = '\0';
        online_join_connect(a, true, a->shared->menu.message, sizeof a->shared->menu.message);
    } else if (id == ID_BACK) {
        app_switch(a, SCENE_ONLINE);
    }
}

static void online_join_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "online.join.title"), 960, 116, 56);
    char note[sizeof a->shared->menu.message + 8];
    note_place at = place_form(a, note, sizeof note);
    float text = online_text(a);
    if (at.opening)
        gfx_text_wrapped(&a->gfx, FONT_BODY, text, COLOUR_INK, TEXT_X, TEXT_Y, TEXT_W,
                         TR(&a->i18n, "online.join.text"));
    online_join_state *j = join_of(a);
    online_form_draw(a, &j->form);
    gfx_text_wrapped(&a->gfx, FONT_BODY, text, COLOUR_WARNING, at.x, at.y, at.w, note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* What went wrong, else why Join waits. */
static void online_join_note(app *a, scene_note *n)
{
    scene_note_set(n, note_of(a));
    if (!a->shared->menu.message[0] && n->words[0])
        n->waits_for = ID_JOIN;
}

static void online_join_leave(app *a)
{
    online_form_unfocus(a);
}

const scene SCENE_ONLINE_JOIN_TABLE = {
    .enter = online_join_enter,
    .handle_event = online_join_event,
    .draw = online_join_draw,
    .leave = online_join_leave,
    .build_menu = build_menu,
    .note = online_join_note,
    .state_size = sizeof(online_join_state),
};
