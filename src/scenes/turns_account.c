/* Games by turns, the account (turns.h): the player's XMPP address and
 * password, the referee's address (referee@ the address's domain unless
 * told), the server when the domain does not say where it is, a
 * certificate to trust for a server with its own, and whether
 * the password is remembered on this computer (a file only the player may
 * read, said in words). Log in opens My games. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/online_form.h"
#include "scenes/turns.h"
#include "scenes/turns_fields.h"
#include "scenes/turns_page.h"
#include "ui/words_cut.h"

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

/* At 100 %: the column's width, the fields' left edge in it and the
 * first field's top; larger words move them. */
enum { COLUMN_W = 980, FIELD_X = 380, FIELDS_TOP = 290, ROW = 60 };

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

/* The referee's address when left empty, in words, or the server's hint. */
static const char *referee_words(app *a, char *out, size_t size)
{
    turns_session *s = turns_session_of(a);
    if (s->referee[0] || !strchr(s->jid, '@'))
        return TR(&a->i18n, "turns.referee.hint");
    char fallback[TURNS_TEXT];
    turns_default_referee(s->jid, fallback, sizeof fallback);
    return i18n_format(&a->i18n, out, size, "turns.referee.default",
                       (const char *const[]){fallback, NULL});
}

/* What stands above the buttons: what went wrong, or why Log in waits. */
static const char *note_of(app *a)
{
    turns_session *s = turns_session_of(a);
    if (s->message[0])
        return s->message;
    return complete(a) ? "" : TR(&a->i18n, "turns.account.need");
}

/* Where everything stands at the screen's one size of words: the fields
 * below the opening paragraph however many lines it takes, right of their
 * widest label; the remember button as wide as its words, and the words
 * on the password, the referee and the note one below another, the note
 * in the room left above the buttons. */
typedef struct account_place {
    turns_page page;
    turns_column column;
    float remember_x, remember_y, remember_w, remember_words_y, referee_y, note_y;
    /* What went wrong comes first: when the note would not fit below the
     * words on the password, they leave the page for the remember
     * button's tooltip. */
    bool remember_explained;
    char note[sizeof((turns_session *)0)->message + 8]; /* as drawn, cut to its room */
} account_place;

static const char *remember_words(app *a)
{
    return TR(&a->i18n, turns_session_of(a)->remember ? "turns.remember.on" : "turns.remember.off");
}

static account_place place_of(app *a)
{
    account_place p;
    p.page = turns_page_of(a, COLUMN_W);
    const turns_page *g = &p.page;
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    float text_end = TURNS_TEXT_Y + turns_page_lines_h(a, g, TR(&a->i18n, "turns.account.text"));
    float field_h = online_button_h(g->text, 50);
    float labels = turns_fields_label_w(a, f, n, g->text);
    p.column.label_x = g->x;
    p.column.field_x = g->x + (labels + 24 > FIELD_X ? labels + 24 : FIELD_X);
    p.column.field_w = g->x + g->w - p.column.field_x;
    p.column.top = text_end + 16 > FIELDS_TOP ? text_end + 16 : FIELDS_TOP;
    p.column.row = field_h + 10 > ROW ? field_h + 10 : ROW;
    p.column.text = g->text;
    p.column.field_h = field_h;
    p.remember_y = p.column.top + p.column.row * FIELDS + 6;
    p.remember_w =
        widget_button_w(&a->gfx, g->text, TR(&a->i18n, "turns.remember"), p.column.field_w);
    p.remember_x = g->x + g->w - p.remember_w;
    p.remember_words_y = p.remember_y + field_h + 14;
    char referee[TURNS_TEXT + 200];
    float referee_h = turns_page_lines_h(a, g, referee_words(a, referee, sizeof referee));
    /* The note ends 16 above the buttons, or as little as 8 where the
     * words above need it: German at 150 % needs the 8 to keep the words
     * on the password beside a note of one line, as before the note had
     * a room of its own. */
    float note_end = g->buttons_y - 16, room_end = g->buttons_y - 8;
    float note_h = turns_page_lines_h(a, g, note_of(a));
    p.remember_explained = true;
    p.referee_y = p.remember_words_y + 10 + turns_page_lines_h(a, g, remember_words(a));
    if (p.referee_y + referee_h + 8 + note_h > room_end) {
        p.remember_explained = false;
        p.referee_y = p.remember_words_y;
    }
    /* As many of its lines as fit there. */
    float room_top = p.referee_y + referee_h + 8;
    /* Only a reason the catalogues do not know (said in English, of any
     * length) is cut: their longest sentence fits whole once the words on
     * the password have left (test_text_fit). */
    words_cut_to_room(&a->gfx, FONT_BODY, g->text, g->w, note_of(a), room_end - room_top, p.note,
                      sizeof p.note);
    float note_y = note_end - turns_page_lines_h(a, g, p.note);
    p.note_y = note_y > room_top ? note_y : room_top;
    return p;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    account_place p = place_of(a);
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    turns_fields_build(a, m, &p.column, f, n);
    menu_item *remember = menu_add(m, p.remember_x, p.remember_y, p.remember_w, p.column.field_h,
                                   TR(&a->i18n, "turns.remember"), ID_REMEMBER);
    remember->selected = turns_session_of(a)->remember;
    remember->toggle = true;
    remember->text_size = p.page.text;
    snprintf(remember->tip, sizeof remember->tip, "%s",
             p.remember_explained ? TR(&a->i18n, "turns.remember.tip") : remember_words(a));
    note_tip_add(a, m, note_of(a), p.note, p.page.text, p.page.x, p.note_y, p.page.w);
    turns_page_button(a, m, &p.page, false, TR(&a->i18n, "common.back"), ID_BACK);
    turns_page_button(a, m, &p.page, true, TR(&a->i18n, "turns.login"), ID_LOGIN)->enabled =
        complete(a);
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
    account_place p = place_of(a);
    const turns_page *g = &p.page;
    turns_page_draw(a, g, TR(&a->i18n, "turns.account.title"), TR(&a->i18n, "turns.account.text"));
    turns_field f[FIELDS];
    int n = fields_of(a, f);
    turns_fields_draw_labels(a, &p.column, f, n);
    char referee[TURNS_TEXT + 200];
    if (p.remember_explained)
        gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, COLOUR_INK_SOFT, g->x, p.remember_words_y,
                         g->w, remember_words(a));
    gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, COLOUR_INK_SOFT, g->x, p.referee_y, g->w,
                     referee_words(a, referee, sizeof referee));
    gfx_text_wrapped(&a->gfx, FONT_BODY, g->text, COLOUR_WARNING, g->x, p.note_y, g->w, p.note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* What went wrong, else why Log in waits. */
static void turns_account_note(app *a, scene_note *n)
{
    scene_note_set(n, note_of(a));
    if (!turns_session_of(a)->message[0] && n->words[0])
        n->waits_for = ID_LOGIN;
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
    .note = turns_account_note,
};
