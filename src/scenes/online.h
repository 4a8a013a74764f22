/* Play online (issue 28): the screens before a network game's table. The
 * title's "Play online" opens a choice (online_menu.c): host a game
 * (online_host.c: the seats and the transport), join one (online_join.c:
 * the address or room and a name), or resume this computer's saved network
 * game. Either way the lobby (online_lobby.c) shows who sits where and the
 * address to give friends until the game is on, then hands the net_play to
 * the game scene. What the player typed is remembered in the settings
 * (online_choices), never the XMPP password. */
#ifndef VILLAGE_SCENES_ONLINE_H
#define VILLAGE_SCENES_ONLINE_H

#include <stdbool.h>

#include "app/app.h"
#include "scenes/scene.h"
#include "net/net_play.h"

/* The host screen for a new game, or for taking up the saved network game
 * again (its seats are the save's; only the transport is chosen). */
void online_host_open(app *a, bool resume);
/* The host screen's heading, as a catalogue key: hosting or resuming. */
const char *online_host_title_key(const app *a);
/* Whether this computer has a saved network game to resume. */
bool online_saved_game_exists(app *a);

/* Joins with what the join screen holds (the settings' online choices and
 * the password typed): the transport, net_play_join and the lobby. With
 * use_token, the chair's token kept for that address or room goes with the
 * hello. False with the reason in the player's language in message. */
bool online_join_connect(app *a, bool use_token, char *message, size_t size);

/* Keeps the chair's token a host gave for the address or room joined
 * ("" forgets it), in the settings. */
void online_join_remember_token(app *a, const char *token);

/* Hands np to the lobby (it owns it from now on) and shows the lobby;
 * Leave goes back to 'back', the screen the game was chosen on. */
void online_lobby_open(app *a, net_play *np, scene_id back);
/* The lobby's game (tests): NULL when the lobby holds none. */
const net_play *online_lobby_play(const app *a);

/* The words the lobby shows now, as it draws them (and tests read them):
 * the address or room, each chair's line, and what it waits for or what
 * went wrong. */
typedef struct online_lobby_words {
    char address[256];
    int chairs;
    char chair[VILLAGE_MAX_PLAYERS][256];
    char state[1200];
    bool trouble; /* state says what went wrong */
} online_lobby_words;
void online_lobby_words_of(app *a, online_lobby_words *out);

#endif
