/* The referee of games by turns (docs/referee.md): it holds games from its
 * store (store.h) by lease, hosts each in its own XMPP room as the
 * authoritative host of a network game (net/host.h: the same protocol and
 * rules checks, nothing hidden leaves it), stores every accepted move
 * before announcing it, plays the AI seats, plays the rest of a turn for a
 * seat whose time limit ran out, rates finished games (glicko2.h), starts
 * a game only once everyone invited to it said yes, and answers
 * players' requests in direct messages (requests.h, xmpp_direct.h). When
 * the store cannot be reached it pauses its games, tells their players, and
 * resumes them from the store once it can. Nothing here blocks for long:
 * the program calls referee_step in its loop. No SDL. */
#ifndef VILLAGE_REFEREE_REFEREE_H
#define VILLAGE_REFEREE_REFEREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "referee/store.h"

typedef struct referee referee;

typedef struct referee_config {
    const char *name;     /* the referee's name in leases: unique among one database's referees */
    referee_store *store; /* the caller's; outlives the referee */
    const char *jid;      /* the referee's XMPP account */
    const char *password;
    const char *ca_file; /* NULL: the system's certificates */
    const char *server;  /* "HOST:PORT" or several, comma-separated (room_hub.h) */
    const char *rooms;   /* the multi-user chat service its games' rooms are made on */
    /* The XMPP accounts of the other referees sharing this store, separated
     * by commas (NULL or "": none): made owners of every room, so that one
     * taking a game over enters its room as its own. */
    const char *peers;
    double lease_seconds; /* how long a lease lasts; renewed every third of it */
    int max_games;        /* games held at once */
    int timeout_level;    /* the AI level that plays a turn whose time ran out */
    /* Limits per account (docs/referee.md, "Limits"), counted in the store;
     * 0: the default. */
    int max_open_games;       /* playing or invited games a JID may sit in (20) */
    int max_invitations;      /* games a JID created that wait for someone's yes (10) */
    int max_creates_per_hour; /* games a JID may create in an hour (10) */
    int threads;              /* worker threads of an AI seat's search */
    /* Each event worth a log line (English), or NULL for none. */
    void (*log)(void *ctx, const char *line);
    void *log_ctx;
} referee_config;

/* Connects to the XMPP server (returns at once; the connection comes up in
 * the background); NULL with why in err for a malformed configuration. */
referee *referee_new(const referee_config *config, char *err, size_t err_size);
/* Leaves every room and lets every game go (another referee may take them
 * at once), then frees. */
void referee_free(referee *r);

/* Does what is due: requests, leases, each game's lines and moves. Never
 * blocks for long (a timed-out move's AI decision at most). */
void referee_step(referee *r);
/* Sleeps until something is due: a request, a room's news, the next time
 * a game or the leases need a look, or referee_interrupt; at most
 * timeout_ms, or with no bound but those when timeout_ms < 0. A referee
 * whose games nobody moves in sleeps until its leases are due. */
void referee_wait(referee *r, int timeout_ms);
/* Ends referee_wait now (or the next one at once). Safe in a signal
 * handler and from any thread: a program's SIGTERM handler calls it so
 * that an idle referee stops at once. */
void referee_interrupt(referee *r);

/* A new game, as a player's create request makes it: the seats (a JID or
 * an AI level each; no tokens; a person's seat with 'invited' set waits
 * for that person's yes, and each such person is sent an invitation), the
 * time limit of a turn; its id, seed, tokens and room are made here, and
 * this referee holds it. The stored game in *out. */
referee_store_result referee_create_game(referee *r, const char *creator, int players,
                                         const referee_seat seats[], int move_seconds,
                                         referee_game *out);

/* A seated person's answer to an invitation, as their accept or decline
 * request gives it (docs/referee.md, "Invitations"): yes starts the game
 * once it is the last; no cancels it, unrated, and every person seated is
 * told. The store's result (NOT_FOUND: no seat of theirs). */
referee_store_result referee_answer_invitation(referee *r, const char *jid, uint64_t id, bool yes);

typedef struct referee_stats {
    int held;             /* games held now */
    int live;             /* of them, hosted in their rooms now */
    int awake;            /* of those, with their session and network host built: someone is in
                             the room or an AI is to act; the others sleep at no cost */
    int rooms_ready;      /* rooms entered, made the referee's and their members set */
    long moves_stored;    /* since start */
    long games_finished;  /* since start */
    bool store_down;      /* the store cannot be reached: games paused */
    bool online;          /* the XMPP connection is up */
    long stanzas_in;      /* received on it since start */
    long stanzas_out;     /* sent on it since start */
    long wakeups;         /* of its thread from its sleep (room_hub.h) */
    long loop_wakeups;    /* returns of referee_wait since start */
    long entries_again;   /* room entries sent again, unanswered for 5 s (room_hub.h) */
    long games_looked_at; /* games referee_step looked at since start (news or due) */
} referee_stats;
/* Costs the same however many games are held: the counts are kept as
 * games change, not counted here. */
void referee_stats_get(const referee *r, referee_stats *out);
/* The same figures with held, live and awake counted over every game slot,
 * as referee_stats_get must find them (for tests that check its counts). */
void referee_stats_recount(const referee *r, referee_stats *out);

#endif
