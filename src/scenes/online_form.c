/* The host and join screens' shared fields: name, direct or XMPP, the
 * address or the room's account, and the transport made from them
 * (online_form.h). */
#include "scenes/online_form.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "net/direct_transport.h"
#include "net/xmpp_transport.h"
#include "scenes/online_words.h"
#include "scenes/text_field.h"

typedef text_field form_field;

/* The fields shown now, in their order on the screen (and Tab's). */
static int shown_fields(app *a, const online_form *f, form_field out[FORM_LAST])
{
    online_choices *o = &a->settings.online;
    int n = 0;
    if (f->with_name)
        out[n++] = (form_field){FORM_NAME, "online.name", o->name, sizeof o->name, false};
    if (!o->xmpp) {
        if (f->hosting)
            out[n++] =
                (form_field){FORM_ADDRESS, "online.listen", o->listen, sizeof o->listen, false};
        else
            out[n++] =
                (form_field){FORM_ADDRESS, "online.address", o->address, sizeof o->address, false};
        return n;
    }
    out[n++] = (form_field){FORM_JID, "online.jid", o->jid, sizeof o->jid, false};
    out[n++] = (form_field){FORM_PASSWORD, "online.password", (char *)f->password,
                            sizeof f->password, false};
    out[n++] = (form_field){FORM_ROOM, "online.room", o->room, sizeof o->room, false};
    out[n++] = (form_field){FORM_SERVER, "online.server", o->server, sizeof o->server, false};
    out[n++] = (form_field){FORM_CA, "online.ca", o->ca_file, sizeof o->ca_file, false};
    return n;
}

float online_text(const app *a)
{
    return gfx_ui(&a->gfx, ONLINE_TEXT);
}

float online_button_h(float text, float least)
{
    float need = ceilf(text / BUTTON_TEXT_TALLEST);
    return need > least ? need : least;
}

/* Every label the form may show, so that its fields stay put when the
 * transport changes. */
static const char *const FIELD_LABELS[] = {"online.name",   "online.listen",   "online.address",
                                           "online.jid",    "online.password", "online.room",
                                           "online.server", "online.ca"};

static float widest(app *a, float text, const char *const keys[], int n)
{
    float most = 0;
    for (int i = 0; i < n; i++) {
        float w = gfx_text_width(&a->gfx, FONT_BOLD, text, TR(&a->i18n, keys[i]));
        most = w > most ? w : most;
    }
    return most;
}

online_form_place online_form_place_of(app *a, const online_form *f)
{
    online_form_place p;
    p.text = online_text(a);
    p.field_h = online_button_h(p.text, 50);
    p.row = p.field_h + 10 > FORM_ROW ? p.field_h + 10 : FORM_ROW;
    float right = f->field_x + f->field_w;
    float labels =
        widest(a, p.text, FIELD_LABELS, (int)(sizeof FIELD_LABELS / sizeof *FIELD_LABELS));
    p.field_x = f->label_x + labels + 16 > f->field_x ? f->label_x + labels + 16 : f->field_x;
    p.field_w = right - p.field_x;
    const char *how = f->hosting ? "online.how" : "online.how.join";
    static const char *const choices[] = {"online.direct", "online.xmpp"};
    float how_w = widest(a, p.text, &how, 1);
    float choice_need =
        widget_button_w(&a->gfx, p.text, TR(&a->i18n, choices[0]),
                        widget_button_w(&a->gfx, p.text, TR(&a->i18n, choices[1]), 0));
    p.how_above = f->label_x + how_w + 16 > p.field_x || (p.field_w - 8) / 2 < choice_need;
    float y = f->top + (f->with_name ? p.row : 0);
    p.how_y = y;
    if (p.how_above) {
        y += p.text * 1.4f + 4;
        p.choice_x = f->label_x;
        p.choice_w = (right - f->label_x - 8) / 2;
    } else {
        p.choice_x = p.field_x;
        p.choice_w = (p.field_w - 8) / 2;
    }
    p.choice_y = y;
    return p;
}

/* The XMPP room's fields say what each takes on the keyboard's ring, under
 * the pointer and to the voice: five sentences under the form once left no
 * room for words of the screen's size above the note. */
static const char *field_tip(int id)
{
    switch (id) {
    case FORM_JID:
        return "online.jid.tip";
    case FORM_PASSWORD:
        return "online.password.tip";
    case FORM_ROOM:
        return "online.room.tip";
    case FORM_SERVER:
        return "online.server.tip";
    case FORM_CA:
        return "online.ca.tip";
    default:
        return NULL;
    }
}

static float field_y(const online_form *f, const online_form_place *p, int index)
{
    /* The name first; then the choice's row; then the transport's fields. */
    if (f->with_name && index == 0)
        return f->top;
    int after = f->with_name ? index - 1 : index;
    return p->choice_y + p->row * (float)(after + 1);
}

void online_form_build(app *a, const online_form *f, menu *m)
{
    form_field fields[FORM_LAST];
    int n = shown_fields(a, f, fields);
    bool xmpp = a->settings.online.xmpp;
    online_form_place p = online_form_place_of(a, f);
    int first = m->count;
    menu_item *direct = menu_add(m, p.choice_x, p.choice_y, p.choice_w, p.field_h,
                                 TR(&a->i18n, "online.direct"), FORM_DIRECT);
    direct->selected = !xmpp;
    snprintf(direct->tip, sizeof direct->tip, "%s", TR(&a->i18n, "online.direct.tip"));
    menu_item *room = menu_add(m, p.choice_x + p.choice_w + 8, p.choice_y, p.choice_w, p.field_h,
                               TR(&a->i18n, "online.xmpp"), FORM_XMPP);
    room->selected = xmpp;
    snprintf(room->tip, sizeof room->tip, "%s", TR(&a->i18n, "online.xmpp.tip"));
    for (int i = 0; i < n; i++) {
        char shown[128];
        if (fields[i].id == FORM_PASSWORD) { /* dots, one a character */
            size_t dots = 0;
            for (const char *c = fields[i].text; *c && dots < 40; c++)
                dots += ((unsigned char)*c & 0xC0) != 0x80;
            memset(shown, '*', dots);
            shown[dots] = '\0';
        } else {
            snprintf(shown, sizeof shown, "%s", fields[i].text);
        }
        menu_item *it =
            menu_add(m, p.field_x, field_y(f, &p, i), p.field_w, p.field_h, shown, fields[i].id);
        it->field = true;
        it->selected = a->shared->menu.focus == fields[i].id;
        if (field_tip(fields[i].id))
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, field_tip(fields[i].id)));
    }
    for (int i = first; i < m->count; i++) /* the screen's one size */
        m->items[i].text_size = p.text;
}

float online_form_bottom(const app *a, const online_form *f)
{
    form_field fields[FORM_LAST];
    int n = shown_fields((app *)a, f, fields);
    online_form_place p = online_form_place_of((app *)a, f);
    return field_y(f, &p, n - 1) + p.row;
}

void online_form_unfocus(app *a)
{
    text_field_unfocus(a);
}

bool online_form_click(app *a, online_form *f, int id)
{
    (void)f;
    if (id < FORM_NAME || id > FORM_LAST) {
        online_form_unfocus(a);
        return false;
    }
    if (id == FORM_DIRECT || id == FORM_XMPP) {
        a->settings.online.xmpp = id == FORM_XMPP;
        online_form_unfocus(a);
        a->shared->menu.message[0] = '\0';
    } else {
        text_field_focus(a, id);
    }
    return true;
}

bool online_form_event(app *a, online_form *f, const SDL_Event *e)
{
    form_field fields[FORM_LAST];
    int n = shown_fields(a, f, fields);
    return text_field_event(a, fields, n, e);
}

void online_label(gfx *canvas, font_role role, float size, SDL_Color c, float x, float mid_y,
                  float room, const char *words)
{
    float fit = gfx_ui_fit(canvas, role, size, room, words);
    widget_line(canvas, role, fit, c, x, mid_y, words);
}

/* The port the host will listen at, as typed, so that the hint names the
 * port a friend's router must forward; the usual one while the field does
 * not end in a port yet. */
static const char *listen_port(const char *listen)
{
    const char *colon = strrchr(listen, ':');
    if (!colon || !colon[1] || strspn(colon + 1, "0123456789") != strlen(colon + 1))
        return "7717";
    return colon + 1;
}

/* The hint under the form: what the address or the room takes. */
static const char *hint_words(app *a, const online_form *f, char *words, size_t size)
{
    const char *hint = a->settings.online.xmpp ? "online.xmpp.hint"
                       : f->hosting            ? "online.listen.hint"
                                               : "online.address.hint";
    const char *text = TR(&a->i18n, hint);
    if (!a->settings.online.xmpp && f->hosting)
        text = i18n_format(&a->i18n, words, size, hint,
                           (const char *const[]){listen_port(a->settings.online.listen), NULL});
    return text;
}

/* The hint's smallest size, where the words below the form need its room. */
enum { HINT_LEAST = 14 };

static float hint_wrap(const online_form *f)
{
    return f->field_x + f->field_w - f->label_x;
}

float online_form_least_end(app *a, const online_form *f)
{
    char words[600];
    return online_form_bottom(a, f) - 6 +
           gfx_wrapped_height(&a->gfx, FONT_BODY, HINT_LEAST, hint_wrap(f),
                              hint_words(a, f, words, sizeof words));
}

void online_form_draw(app *a, const online_form *f)
{
    form_field fields[FORM_LAST];
    int n = shown_fields(a, f, fields);
    online_form_place p = online_form_place_of(a, f);
    const char *how = TR(&a->i18n, f->hosting ? "online.how" : "online.how.join");
    if (p.how_above)
        gfx_text(&a->gfx, FONT_BOLD, p.text, COLOUR_INK, f->label_x, p.how_y, ALIGN_LEFT, how);
    else
        widget_line(&a->gfx, FONT_BOLD, p.text, COLOUR_INK, f->label_x,
                    widget_words_mid(p.choice_y, p.field_h, false), how);
    for (int i = 0; i < n; i++)
        widget_line(&a->gfx, FONT_BOLD, p.text, COLOUR_INK, f->label_x,
                    widget_words_mid(field_y(f, &p, i), p.field_h, true),
                    TR(&a->i18n, fields[i].label_key));
    char words[600];
    const char *text = hint_words(a, f, words, sizeof words);
    /* At the screen's size (test_text_fit's online_words_grow_as_one holds
     * every catalogue's hints to it); a step smaller at a time only where
     * its lines would still reach what stands below the form. */
    float y = online_form_bottom(a, f) - 6, wrap = hint_wrap(f);
    float size = p.text;
    while (size > HINT_LEAST && f->hint_end > 0 &&
           y + gfx_wrapped_height(&a->gfx, FONT_BODY, size, wrap, text) > f->hint_end)
        size -= 1;
    gfx_text_wrapped(&a->gfx, FONT_BODY, size, COLOUR_INK_SOFT, f->label_x, y, wrap, text);
}

bool online_form_complete(const app *a, const online_form *f)
{
    const online_choices *o = &a->settings.online;
    if (f->with_name && !o->name[0])
        return false;
    if (!o->xmpp)
        return (f->hosting ? o->listen : o->address)[0] != '\0';
    return o->jid[0] && f->password[0] && o->room[0];
}

net_transport *online_form_transport(app *a, const online_form *f, char *message, size_t size)
{
    const online_choices *o = &a->settings.online;
    char err[512] = "";
    net_transport *t;
    if (!o->xmpp) {
        t = f->hosting ? net_direct_listen(o->listen, err, sizeof err)
                       : net_direct_connect(o->address, err, sizeof err);
    } else {
        net_xmpp_account account = {.jid = o->jid,
                                    .password = f->password,
                                    .room = o->room,
                                    .nick = o->name[0] ? o->name : "village",
                                    .ca_file = o->ca_file[0] ? o->ca_file : NULL,
                                    .server = o->server[0] ? o->server : NULL};
        t = f->hosting ? net_xmpp_host(&account, err, sizeof err)
                       : net_xmpp_join(&account, err, sizeof err);
    }
    if (!t) {
        fprintf(stderr, "village: network: %s\n", err);
        online_failure_text(&a->i18n, err, message, size);
    }
    return t;
}
