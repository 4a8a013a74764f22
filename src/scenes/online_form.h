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
    /* Where it is drawn at 100 %: the labels' left edge, the fields' left
     * edge and width (their right end stays), the first row's top; and how
     * far down its hint may reach. Larger words move the fields right
     * (online_form_place). */
    float label_x, field_x, field_w, top, hint_end;
} online_form;

enum { FORM_ROW = 60, ONLINE_TEXT = 22 };

/* Where the form stands at the screen's one size of words (ONLINE_TEXT
 * grown by the text and panel size): its fields right of its widest label,
 * and "How friends connect" on a line of its own above the two choices,
 * which then take the whole width, when it or the choices' words would not
 * fit beside. */
typedef struct online_form_place {
    float text, field_x, field_w, field_h, row;
    bool how_above;
    float how_y;                        /* the line "How friends connect" stands on, its top */
    float choice_x, choice_y, choice_w; /* the left one; the right one follows */
} online_form_place;

/* The one size of the online screens' words. */
float online_text(const app *a);
online_form_place online_form_place_of(app *a, const online_form *f);

/* Its items, added to m (the fields show what is typed; the password as dots). */
void online_form_build(app *a, const online_form *f, menu *m);
/* Where the form's rows end (the next free y). */
float online_form_bottom(const app *a, const online_form *f);
/* Where its hint would end at its smallest size: the highest a note
 * below the form may stand. */
float online_form_least_end(app *a, const online_form *f);
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

/* A button as tall as words of 'text' need (widgets.h), at least 'least'. */
float online_button_h(float text, float least);

/* One line of words enlarged with the text and panel size as far as 'room'
 * lets it, its middle at mid_y. */
void online_label(gfx *canvas, font_role role, float size, SDL_Color c, float x, float mid_y,
                  float room, const char *words);

#endif
