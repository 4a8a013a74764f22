/* The referee's only door to its database (docs/referee.md, "The store"):
 * games by turns, their seats and secret seeds, every accepted move, which
 * referee holds which game (a lease), the players' lists and ratings. Two
 * implementations sit behind it: SQLite (store_sqlite.c, the embedded
 * default: one file in the referee's data folder, one referee) and
 * PostgreSQL (store_postgres.c: several referees share one database).
 *
 * The rules every implementation keeps:
 * - Each call is one transaction: it happens whole or not at all. A move is
 *   either stored or not; the referee announces it only once it is stored,
 *   so a referee killed inside a move's transaction has neither stored nor
 *   announced it, and the game continues from the last stored move.
 * - A game is held by at most one referee: its lease names the referee and
 *   expires at a time of the DATABASE's clock (now() in PostgreSQL,
 *   julianday('now') in SQLite), never a referee's, so clock skew between
 *   referees cannot make two holders. Every write to a game names the
 *   referee and fails with REFEREE_STORE_LEASE_LOST when that referee does
 *   not hold an unexpired lease on it at the moment of the write.
 * - Time inside a game (the per-move limit) is counted from the database's
 *   clock too: a game read from the store says how long its turn has run
 *   (turn_age), and the referee counts on from there with its own
 *   monotonic clock.
 * - The seed and the chairs' tokens are secrets kept only here: nothing a
 *   player can read (the list of games) carries another seat's token or the
 *   seed.
 * - An unreachable database (connection refused or lost, disk full, a
 *   locked file that stays locked) is REFEREE_STORE_UNREACHABLE with the
 *   reason in referee_store_error; nothing was written. The referee pauses
 *   the games it holds, tells their players, and tries again (docs/referee.md).
 *
 * A store is used from one thread at a time. No SDL. */
#ifndef VILLAGE_REFEREE_STORE_H
#define VILLAGE_REFEREE_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "referee/seats.h"
#include "village/village.h"

typedef enum referee_store_result {
    REFEREE_STORE_OK,
    REFEREE_STORE_NOT_FOUND,   /* no such game */
    REFEREE_STORE_LEASE_LOST,  /* this referee does not hold the game now: nothing written */
    REFEREE_STORE_CONFLICT,    /* the write disagrees with what is stored (a move number that
                                  is not the next, a game id already used, a game already
                                  finished): nothing written */
    REFEREE_STORE_INVALID,     /* the call's arguments are out of range: nothing written */
    REFEREE_STORE_UNREACHABLE, /* the database cannot be reached or written now */
    REFEREE_STORE_RESULTS
} referee_store_result;

typedef enum referee_game_status {
    REFEREE_GAME_PLAYING,  /* started, or an invitation some seat has not said yes to yet */
    REFEREE_GAME_FINISHED, /* over and rated: no more moves */
    REFEREE_GAME_CANCELLED /* an invitation declined or expired: never played, never rated */
} referee_game_status;

/* What the limits per account count (docs/referee.md, "Limits"), by the
 * database, so that they hold across restarts and across referees. */
typedef struct referee_account_counts {
    int open_games;          /* playing games (started or not) with a person's seat of the JID */
    int invitations_pending; /* games it created that wait for someone's yes */
    int created_last_hour;   /* games it created in the last hour, cancelled ones too */
} referee_account_counts;

typedef struct referee_game {
    uint64_t id; /* the game's id: the network game id too (never 0) */
    int players;
    referee_seat seats[VILLAGE_MAX_PLAYERS];
    uint64_t seed;    /* deals the game: a secret of the store and the referee */
    int move_seconds; /* the time limit of a turn, and of an invitation's answer (> 0) */
    char room[REFEREE_ROOM_MAX + 1];
    char creator[REFEREE_JID_MAX + 1]; /* who asked for the game */
    /* What the store knows of the game now (ignored by create): */
    referee_game_status status;
    long moves;      /* moves stored */
    int to_act;      /* the seat to act after the last stored move; -1 when over */
    double turn_age; /* seconds since the turn began (the seat to act changed, the game
                        started, or it was created), by the database's clock */
    double created;  /* seconds since 1970, by the database's clock */
} referee_game;

typedef struct referee_store referee_store;

/* What each implementation provides: the calls below, through a table. */
typedef struct referee_store_ops {
    const char *name; /* "sqlite", "postgresql": for messages */
    referee_store_result (*create_game)(void *self, const char *referee, double lease_seconds,
                                        const referee_game *g);
    referee_store_result (*load_game)(void *self, uint64_t id, referee_game *out);
    referee_store_result (*read_moves)(void *self, uint64_t id,
                                       bool (*fn)(void *ctx, long seq, int actor, const char *text),
                                       void *ctx);
    referee_store_result (*append_move)(void *self, const char *referee, uint64_t id, long seq,
                                        int actor, const char *text, int to_act);
    referee_store_result (*finish_game)(void *self, const char *referee, uint64_t id,
                                        void (*rate)(void *ctx, int n,
                                                     referee_rating ratings[VILLAGE_MAX_PLAYERS]),
                                        void *ctx);
    referee_store_result (*claim_games)(void *self, const char *referee, double lease_seconds,
                                        int max, uint64_t *ids, int *count);
    referee_store_result (*renew_leases)(void *self, const char *referee, double lease_seconds,
                                         uint64_t *held, int max, int *count);
    referee_store_result (*release_game)(void *self, const char *referee, uint64_t id);
    referee_store_result (*list_games)(void *self, const char *jid, referee_game *out, int max,
                                       int *count);
    referee_store_result (*rating)(void *self, const char *jid, referee_rating *out);
    referee_store_result (*answer_invitation)(void *self, uint64_t id, const char *jid, bool yes,
                                              referee_game *out);
    referee_store_result (*expire_invitation)(void *self, const char *referee, uint64_t id);
    referee_store_result (*account_counts)(void *self, const char *jid,
                                           referee_account_counts *out);
    const char *(*error)(void *self);
    void (*close)(void *self);
} referee_store_ops;

struct referee_store {
    const referee_store_ops *ops;
    void *self;
};

/* Opens the store 'where' names: "sqlite:PATH" (or a bare PATH) for SQLite,
 * creating the file and its tables if need be; "postgresql://…" or
 * "postgres://…" (a libpq connection URI) for PostgreSQL, when this build
 * has it. NULL with the reason in err when it cannot be opened or the build
 * lacks the kind. */
referee_store *referee_store_open(const char *where, char *err, size_t err_size);
/* The two kinds directly (store_sqlite.c, store_postgres.c). */
referee_store *referee_store_sqlite_open(const char *path, char *err, size_t err_size);
referee_store *referee_store_postgres_open(const char *conninfo, char *err, size_t err_size);
void referee_store_close(referee_store *st);
/* One referee per SQLite file: two on one file would each host every game
 * they hold in turn and answer every request twice (leases keep one writer
 * per game, not one answer per request). Locks the file 'where' names
 * (flock, apart from SQLite's own locks) while *held stays open (close it
 * to let go; the system does when the process ends or dies). PostgreSQL
 * ("postgresql://…") is shared by design: nothing is locked, *held is -1. */
typedef enum referee_alone {
    REFEREE_ALONE,       /* this process is the file's one referee */
    REFEREE_NOT_ALONE,   /* another process holds the file: why says so */
    REFEREE_ALONE_FAILED /* the file cannot be opened: why says so */
} referee_alone;
referee_alone referee_store_hold_alone(const char *where, int *held, char *why, size_t why_size);

/* Stores a new game (seats, seed, time limit, room, creator and to_act, the
 * seat to act first; status, moves and the times are the store's), held by
 * 'referee' for lease_seconds.
 * CONFLICT when its id is already used; INVALID when players, a seat or the
 * time limit is out of range. */
referee_store_result referee_store_create_game(referee_store *st, const char *referee,
                                               double lease_seconds, const referee_game *g);
/* A game as stored now, whoever holds it. */
referee_store_result referee_store_load_game(referee_store *st, uint64_t id, referee_game *out);
/* Calls fn for each stored move of the game in order (seq 0, 1, …: the
 * move's number, its actor, its notation, docs/cli.md) to replay it; fn
 * returns false to stop (the call still returns OK). */
referee_store_result
referee_store_read_moves(referee_store *st, uint64_t id,
                         bool (*fn)(void *ctx, long seq, int actor, const char *text), void *ctx);
/* Appends move number 'seq' (actor, notation) and the seat to act after it
 * (-1: the game is over), in one transaction; the turn's clock restarts
 * only when the seat to act is not the actor (a turn is all the decisions
 * of one seat). LEASE_LOST unless 'referee' holds the game's unexpired
 * lease; CONFLICT when seq is not the number of moves stored, or the game
 * is finished, cancelled or not started (a seat has not accepted). */
referee_store_result referee_store_append_move(referee_store *st, const char *referee, uint64_t id,
                                               long seq, int actor, const char *text, int to_act);
/* Marks a playing game finished and rates it, in one transaction: reads the
 * current rating of each seat (AI seats too: an AI seat is rated as the
 * address "ai:LEVEL"), calls rate with them (seat order, n = players) to
 * change them in place, and writes them. LEASE_LOST as append_move;
 * CONFLICT when the game is already finished (it was rated once). */
referee_store_result referee_store_finish_game(
    referee_store *st, const char *referee, uint64_t id,
    void (*rate)(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS]), void *ctx);

/* Takes up to 'max' playing games that nobody holds (no lease, a released
 * one, or one expired by the database's now, this referee's own expired
 * ones included), each for lease_seconds from the database's now; their ids
 * go to ids[0..*count), the longest waiting turn first. Two referees
 * claiming at once never get the same game (PostgreSQL: FOR UPDATE SKIP
 * LOCKED). A game this referee holds unexpired is not claimed again:
 * renew_leases lists those. */
referee_store_result referee_store_claim_games(referee_store *st, const char *referee,
                                               double lease_seconds, int max, uint64_t *ids,
                                               int *count);
/* Extends every unexpired lease of this referee to lease_seconds from the
 * database's now, and lists the games it holds (up to max) in held: a game
 * the referee had and is missing from it was lost (its lease expired;
 * another referee may hold it now) and must be let go at once. A referee
 * restarted under the same name calls this first: it lists the games its
 * previous run held, so they continue at once instead of after the lease. */
referee_store_result referee_store_renew_leases(referee_store *st, const char *referee,
                                                double lease_seconds, uint64_t *held, int max,
                                                int *count);
/* Lets a game go (another referee may claim it at once); OK also when the
 * referee did not hold it. */
referee_store_result referee_store_release_game(referee_store *st, const char *referee,
                                                uint64_t id);

/* The games this bare JID sits in (up to max, with their seats' tokens and
 * the seed blanked: token "" and seed 0), in this order: playing games where
 * it is that JID's turn (the longest waiting first), other playing games
 * (the most recently moved first), finished games (the newest first). A
 * damaged game (a row no referee wrote: players out of range, seats
 * missing) is left out and the call is still OK: referee_store_error then
 * names each game left out and why, for the operator. Cancelled games are not listed. */
referee_store_result referee_store_list_games(referee_store *st, const char *jid, referee_game *out,
                                              int max, int *count);
/* A JID's rating (the unrated default when it has none). */
referee_store_result referee_store_rating(referee_store *st, const char *jid, referee_rating *out);

/* A seated person's answer to an invitation (no lease needed: any referee
 * of the database may take it), in one transaction. Yes marks the seat
 * no longer invited (again: OK, nothing changes) and, when it was the last, starts
 * the game: its turn clock restarts. No cancels the game (status
 * CANCELLED, lease released), unrated. NOT_FOUND when the JID has no
 * person's seat in the game (or there is no such game); CONFLICT when the
 * game is finished or cancelled, or for a no once the game has started.
 * The game as it is after the call in *out (no tokens, no seed). */
referee_store_result referee_store_answer_invitation(referee_store *st, uint64_t id,
                                                     const char *jid, bool yes, referee_game *out);
/* Cancels a game whose invitation has waited its time limit (move_seconds
 * since creation, by the database's clock) without every yes. LEASE_LOST
 * as append_move; CONFLICT when it has started, is over, or has not waited
 * that long. */
referee_store_result referee_store_expire_invitation(referee_store *st, const char *referee,
                                                     uint64_t id);
/* What the limits per account count for this JID. */
referee_store_result referee_store_account_counts(referee_store *st, const char *jid,
                                                  referee_account_counts *out);
/* Whether a playing game still waits for a seat's yes (a seat invited). */
bool referee_game_pending(const referee_game *g);

/* Why the latest call failed, in English (for logs), or ""; after an OK
 * list_games, the damaged games it left out, or "". A damaged game read
 * alone (load_game) is INVALID, with which game and why. */
const char *referee_store_error(const referee_store *st);
const char *referee_store_result_name(referee_store_result r);

/* Whether a game may be created (2 to VILLAGE_MAX_PLAYERS players, each
 * seat a person with a JID and a token or an AI of a known level, no JID
 * twice, a time limit > 0, a room, an id, a seat to act): both
 * implementations check it the same way (store.c), false with why. */
bool referee_game_valid(const referee_game *g, char *why, size_t why_size);
/* The address a seat is rated under: its JID, or "ai:LEVEL" ("ai:hard"),
 * whatever its style. */
void referee_seat_rating_key(const referee_seat *seat, char out[REFEREE_JID_MAX + 1]);
/* A seat's style as both stores keep it in a column: the chosen style, or
 * -1 when none was chosen (the game's id deals it). */
int referee_seat_style_column(const referee_seat *seat);
/* The column's value read back into the seat, whose ai_level is read
 * already: false for a value no store writes (a row damaged by hand or by
 * the disk), a style on a person's seat among them. */
bool referee_seat_style_from_column(referee_seat *seat, long value);

/* The rating of a player never rated. */
referee_rating referee_rating_unrated(void);

#endif
