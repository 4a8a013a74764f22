/* A player's program talking to the referee (docs/referee.md, "In the
 * game"): logs into the player's XMPP account (xmpp_direct.h, on its own
 * thread), asks for the list of the player's games as soon as it is online
 * (and again on each new connection), asks for the ratings of the people
 * in them, and sends the player's requests (a new game, a seat). What the
 * referee says is kept in a turns_list. A waker (the game's app_wake) is
 * called on the connection's thread when something arrives, so that the
 * game's loop sleeps while nothing happens; the loop then calls
 * turns_client_update. Every call returns at once. No SDL. */
#ifndef VILLAGE_REFEREE_TURNS_CLIENT_H
#define VILLAGE_REFEREE_TURNS_CLIENT_H

#include <stdbool.h>
#include <stddef.h>

#include "referee/turns_list.h"

typedef struct turns_client turns_client;

typedef struct turns_account {
    const char *jid;      /* the player's: "ana@example.org" */
    const char *password; /* the account's */
    const char *referee;  /* the referee's bare JID: "referee@example.org" */
    const char *server;   /* "HOST:PORT"; NULL or "": the JID's domain */
    const char *ca_file;  /* PEM certificates to trust; NULL or "": the system's */
} turns_account;

/* Starts logging in; NULL with why (English) in err for a malformed
 * account, a build without XMPP, or want of memory. */
turns_client *turns_client_open(const turns_account *account, char *err, size_t err_size);
void turns_client_close(turns_client *c);
void turns_client_set_waker(turns_client *c, void (*wake)(void *ctx), void *ctx);

/* Logged in now. */
bool turns_client_online(const turns_client *c);
/* Why the latest connection failed or ended ("" while none did). */
void turns_client_failure(turns_client *c, char *out, size_t size);
/* The account's JID and the referee's. */
const char *turns_client_jid(const turns_client *c);
const char *turns_client_referee(const turns_client *c);

/* Reads what arrived, at 'now' (the caller's clock, seconds): true when
 * anything did. Asks for the list once online, and for unknown ratings. */
bool turns_client_update(turns_client *c, double now);
const turns_list *turns_client_list(const turns_client *c);
/* The latest answer to create or seat (created, seated, error), once. */
bool turns_client_take_answer(turns_client *c, referee_msg *out);

/* Requests (false: the line could not be queued or made). */
bool turns_client_refresh(turns_client *c);
bool turns_client_create(turns_client *c, int move_seconds, int players,
                         const referee_seat seats[]);
bool turns_client_seat(turns_client *c, uint64_t game);
/* The player's answer to an invitation: yes (accept) or no (decline). */
bool turns_client_answer(turns_client *c, uint64_t game, bool yes);

#endif
