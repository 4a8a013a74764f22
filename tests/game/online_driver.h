/* Helpers of the Play online tests (test_online_*.c): typing into the
 * online screens' fields, clicking a button by id, a headless host or guest
 * over loopback TCP beside the app, and the lobby's words. */
#ifndef VILLAGE_TESTS_ONLINE_DRIVER_H
#define VILLAGE_TESTS_ONLINE_DRIVER_H

#include <stdbool.h>

#include "app/app.h"
#include "net/net_play.h"
#include "scenes/online.h"

/* Text typed as SDL sends it (one SDL_TEXTINPUT), then two frames. */
void online_type(app *a, const char *text);
/* n Backspace presses. */
void online_erase(app *a, int n);
/* Clicks the current scene's button or field with this id; false if none. */
bool online_click_id(app *a, int id);
/* Title → Play online → the button labelled with this catalogue key. */
bool online_open_from_title(app *a, const char *key);

/* A host beside the app: 'players' chairs, the first an easy AI, the
 * others remote; listens on 127.0.0.1 at a free port (net_play_address). */
net_play *online_headless_host(int players);
/* A guest beside the app, joining 'address' as 'name'. */
net_play *online_headless_guest(const char *address, const char *name);
/* Steps the app one frame and each given game (NULL ones skipped) once. */
void online_step(app *a, net_play *const *games, int count);

/* Whether the lobby shows 'words' as a chair's line (-1: any chair) or as
 * its state line (chair -2). */
bool online_lobby_shows(app *a, int chair, const char *words);

#endif
