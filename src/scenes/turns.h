/* Play online, Games by turns (issue 29; docs/referee.md, "In the game"):
 * games that last days, kept by a referee service over XMPP. The screens:
 * the account (turns_account.c: the player's XMPP address and password,
 * the referee's address), My games (turns_games.c: your turn first, then
 * waiting, then finished; open one, refresh), a new game (turns_new.c:
 * friends or AI levels, the time a move may take). Opening a game asks the
 * referee for the chair's token and joins its room as the Join screen
 * does, through the lobby to the table; leaving the table comes back to
 * My games. What they share (the connection, the account, the list) is
 * turns_session.c's, kept as My games' scene state. */
#ifndef VILLAGE_SCENES_TURNS_H
#define VILLAGE_SCENES_TURNS_H

#include <stdbool.h>
#include <stdint.h>

#include "app/app.h"
#include "referee/turns_client.h"
#include "scenes/seat_styles.h"

enum { TURNS_TEXT = 256 };

typedef struct turns_session {
    turns_client *client; /* NULL while logged out */
    bool account_read;    /* the remembered account was read from the prefs folder */
    char jid[TURNS_TEXT], password[TURNS_TEXT], referee[TURNS_TEXT], server[TURNS_TEXT];
    char ca_file[TURNS_TEXT];
    bool remember;      /* the password is kept on this computer */
    char message[1024]; /* what went wrong, in the player's language ("" none) */
    uint64_t opening;   /* the game asked a seat for, 0 none */
    bool waiting_create;
    bool at_table; /* a by-turns game's table is open: leaving it comes back here */
    char room[REFEREE_ROOM_MAX + 1]; /* the open table's room, to join it again */
    int cancellations_told;          /* of the list's cancellations heard, how many were said */
    turns_list *sample;              /* turns_games_show_sample's, shown while logged out */
    /* The new-game form (turns_new.c). */
    int seats;                                        /* 2..4 */
    char friend_jid[VILLAGE_MAX_PLAYERS][TURNS_TEXT]; /* seat 1.. a friend's address */
    int seat_ai[VILLAGE_MAX_PLAYERS];                 /* -1 a friend, else an AI level */
    seat_styles seat_styles;                          /* the computers' styles */
    int days;                                         /* a turn's time limit, 1..7 */
} turns_session;

/* The session (My games' scene state): every Games by turns screen's. */
turns_session *turns_session_of(const app *a);
/* Reads the remembered account once (address, referee, server; the
 * password when remembered). */
void turns_account_load(app *a);
/* Writes the account; the password too when remember is on, else removes it. */
void turns_account_save(app *a);
/* "referee@DOMAIN" of the player's address. */
void turns_default_referee(const char *jid, char *out, size_t size);
/* Logs in with the account (closing any connection first); false with the
 * reason in s->message. */
bool turns_connect(app *a);
void turns_disconnect(app *a);
/* Reads what the referee said (the scenes' update); answers to open and
 * create are acted on here. */
void turns_poll(app *a);
/* A referee's or the connection's reason in the player's language. */
void turns_reason_words(app *a, const char *english, char *out, size_t size);

/* The title's hook: the first time, logs in in the background when the
 * password is remembered; back from a by-turns game's table, closes it and
 * shows My games. */
void turns_on_title(app *a);
/* How many games wait for the player's move (0 when not logged in and no
 * made-up list is shown). */
int turns_waiting_count(app *a);
/* The title's update (reads the referee's news) and its notice "It is
 * your turn in N games", drawn when N > 0. */
void turns_title_update(app *a, double dt);
void turns_draw_title_notice(app *a);

/* The status line My games shows now, as it draws it (tests read it):
 * what went wrong, the connection's state, or "" when all is well. */
void turns_games_status_of(app *a, char *out, size_t size);

/* My games showing a made-up list of one game of each kind while there
 * is no connection, as if logged in (turns_sample.c): how `village
 * --screenshots` and the tests see its rows without a referee; the game
 * itself never calls it. False when the list could not be made. Forget
 * (or closing the app) shows the connection's again. */
bool turns_games_show_sample(app *a);
void turns_games_forget_sample(app *a);

/* Opens My games: the account screen first when there is no connection. */
void turns_open(app *a);

#endif
