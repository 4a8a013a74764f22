/* The part the host and join screens share: the player's name and how the
 * game travels, a direct address or an XMPP room (with its account,
 * password, and the optional server and certificate of docs/cli.md), as
 * text fields and two buttons, and the transport made from them. The
 * values are the settings' online choices; the password is the form's own,
 * never written anywhere. */
#ifndef VILLAGE_SCENES_ONLINE_FORM_H
#define VILLAGE_SCENES_ONLINE_FORM_H

#include <stdbool.h>
#include <stddef.h>

#include "app/settings.h"
#include "net/transport.h"
#include "scenes/common.h"

/* Its buttons' and fields' ids (a screen's own ids are elsewhere). */
enum {
    FORM_NAME = 1,
    FORM_DIRECT,
    FORM_XMPP,
    FORM_ADDRESS,
    FORM_JID,
    FORM_PASSWORD,
    FORM_ROOM,
    FORM_SERVER,
    FORM_CA,
    FORM_LAST = FORM_CA
};

typedef struct online_form {
    bool hosting;   /* the host's screen: the address to listen at */
    bool with_name; /* the name field is shown */
    char password[SETTINGS_ONLINE_TEXT];
    /* Where it is drawn: the labels' left edge, the fields' left edge and
     * width, the first row's top. */
    float label_x, field_x, field_w, top;
} online_form;

enum { FORM_ROW = 60 };

/* Its items, added to m (the fields show what is typed; the password as dots). */
void online_form_build(app *a, const online_form *f, menu *m);
/* Where the form's rows end (the next free y). */
float online_form_bottom(const app *a, const online_form *f);
/* A click on one of its ids (true) or not its (false). */
bool online_form_click(app *a, online_form *f, int id);
/* Text typed and keys pressed while one of its fields has the focus
 * (a->shared->menu.focus): true when taken. Tab goes to the next field,
 * Enter and Escape leave the field, Ctrl+Backspace empties it, Ctrl+V
 * pastes. */
bool online_form_event(app *a, online_form *f, const SDL_Event *e);
/* Its labels and the address's hint. */
void online_form_draw(app *a, const online_form *f);
/* Whether the fields a transport needs are filled in. */
bool online_form_complete(const app *a, const online_form *f);
/* The transport the form describes: listening or joining. NULL with the
 * reason in the player's language in message. */
net_transport *online_form_transport(app *a, const online_form *f, char *message, size_t size);
/* Leaves the field being typed in, if any. */
void online_form_unfocus(app *a);

/* One line of words enlarged with the text and panel size as far as 'room'
 * lets it, its middle at mid_y. */
void online_label(gfx *canvas, font_role role, float size, SDL_Color c, float x, float mid_y,
                  float room, const char *words);

#endif
