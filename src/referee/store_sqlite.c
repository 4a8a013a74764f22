/* The referee's store in one SQLite file (store.h): the embedded default,
 * nothing to install, one referee. The file is in WAL mode (a reader never
 * waits for the writer, and a write is durable once its commit returns);
 * every write is one IMMEDIATE transaction, so a referee killed inside it
 * leaves the file as it was before. Leases are kept as with PostgreSQL (by
 * the database's clock: julianday('now'), the machine's), so the referee's
 * code is the same over both. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "referee/store.h"

/* The database's clock, in seconds since 1970 (with milliseconds). */
#define NOW "((julianday('now') - 2440587.5) * 86400.0)"

/* 1: the first; 2: a seat's invitation (seats.invited) and cancelled games
 * (games.status 2); 3: a computer's chosen style (seats.ai_style). */
enum { SCHEMA_VERSION = 3 };

static const char SCHEMA[] =
    "CREATE TABLE IF NOT EXISTS games("
    " id INTEGER PRIMARY KEY, players INTEGER NOT NULL, seed INTEGER NOT NULL,"
    " move_seconds INTEGER NOT NULL, room TEXT NOT NULL, creator TEXT NOT NULL,"
    " status INTEGER NOT NULL DEFAULT 0, moves INTEGER NOT NULL DEFAULT 0,"
    " to_act INTEGER NOT NULL, turn_started REAL NOT NULL, created REAL NOT NULL,"
    " holder TEXT, lease_expires REAL);"
    "CREATE TABLE IF NOT EXISTS seats("
    " game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,"
    " jid TEXT NOT NULL, ai_level INTEGER NOT NULL, token TEXT NOT NULL,"
    " invited INTEGER NOT NULL DEFAULT 0, ai_style INTEGER NOT NULL DEFAULT -1,"
    " PRIMARY KEY(game, seat));"
    "CREATE INDEX IF NOT EXISTS seats_by_jid ON seats(jid);"
    "CREATE TABLE IF NOT EXISTS moves("
    " game INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,"
    " actor INTEGER NOT NULL, text TEXT NOT NULL, stored REAL NOT NULL,"
    " PRIMARY KEY(game, seq));"
    "CREATE TABLE IF NOT EXISTS ratings("
    " jid TEXT PRIMARY KEY, rating REAL NOT NULL, deviation REAL NOT NULL,"
    " volatility REAL NOT NULL, games INTEGER NOT NULL);";

/* From version 1: every seat of a game made before invitations had been
 * accepted (such games were started at once). */
static const char UPGRADE_FROM_1[] =
    "ALTER TABLE seats ADD COLUMN invited INTEGER NOT NULL DEFAULT 0;";
/* From version 2: no computer's style was chosen (each game's id deals
 * them, as before). */
static const char UPGRADE_FROM_2[] =
    "ALTER TABLE seats ADD COLUMN ai_style INTEGER NOT NULL DEFAULT -1;";

enum { STATUS_PLAYING = 0, STATUS_FINISHED = 1, STATUS_CANCELLED = 2 };

typedef struct sqlite_store {
    referee_store base;
    sqlite3 *db;
    char error[512];
} sqlite_store;

/* Ids are unsigned 64-bit numbers; SQLite keeps them as their signed
 * bit pattern. */
static sqlite3_int64 to_db(uint64_t id)
{
    sqlite3_int64 v;
    memcpy(&v, &id, sizeof v);
    return v;
}

static uint64_t from_db(sqlite3_int64 v)
{
    uint64_t id;
    memcpy(&id, &v, sizeof id);
    return id;
}

static void clear_error(sqlite_store *s)
{
    s->error[0] = '\0';
}

/* A failure of SQLite itself (busy beyond the timeout, I/O, a full disk, a
 * corrupt file): the store cannot be used now. */
static referee_store_result unreachable(sqlite_store *s, const char *doing)
{
    snprintf(s->error, sizeof s->error, "sqlite: %s: %s", doing, sqlite3_errmsg(s->db));
    return REFEREE_STORE_UNREACHABLE;
}

static referee_store_result fail(sqlite_store *s, referee_store_result r, const char *why)
{
    snprintf(s->error, sizeof s->error, "%s", why);
    return r;
}

static bool exec(sqlite_store *s, const char *sql)
{
    return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK;
}

static bool begin(sqlite_store *s)
{
    return exec(s, "BEGIN IMMEDIATE");
}

static referee_store_result rollback(sqlite_store *s, referee_store_result r)
{
    if (!sqlite3_get_autocommit(s->db))
        exec(s, "ROLLBACK");
    return r;
}

static referee_store_result commit(sqlite_store *s)
{
    if (!exec(s, "COMMIT"))
        return rollback(s, unreachable(s, "commit"));
    return REFEREE_STORE_OK;
}

static sqlite3_stmt *prepare(sqlite_store *s, const char *sql)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
        return NULL;
    return st;
}

static const char *column_text(sqlite3_stmt *st, int col)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    return t ? (const char *)t : "";
}

/* The game's lease is this referee's and unexpired: LEASE_LOST,
 * NOT_FOUND or OK (inside a transaction). */
static referee_store_result check_lease(sqlite_store *s, const char *referee, uint64_t id,
                                        int *status, long *moves)
{
    sqlite3_stmt *st = prepare(s, "SELECT holder = ?2 AND lease_expires > " NOW
                                  ", status, moves FROM games WHERE id = ?1");
    if (!st)
        return unreachable(s, "lease");
    sqlite3_bind_int64(st, 1, to_db(id));
    sqlite3_bind_text(st, 2, referee, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    referee_store_result r = REFEREE_STORE_OK;
    if (rc == SQLITE_ROW) {
        if (sqlite3_column_int(st, 0) != 1)
            r = fail(s, REFEREE_STORE_LEASE_LOST, "this referee does not hold the game");
        if (status)
            *status = sqlite3_column_int(st, 1);
        if (moves)
            *moves = (long)sqlite3_column_int64(st, 2);
    } else if (rc == SQLITE_DONE) {
        r = fail(s, REFEREE_STORE_NOT_FOUND, "no such game");
    } else {
        r = unreachable(s, "lease");
    }
    sqlite3_finalize(st);
    return r;
}

static referee_store_result s_create_game(void *self, const char *referee, double lease_seconds,
                                          const referee_game *g)
{
    sqlite_store *s = self;
    clear_error(s);
    char why[200];
    if (!referee_game_valid(g, why, sizeof why) || lease_seconds <= 0)
        return fail(s, REFEREE_STORE_INVALID, lease_seconds <= 0 ? "a lease must last" : why);
    if (!begin(s))
        return unreachable(s, "begin");
    sqlite3_stmt *st =
        prepare(s, "INSERT INTO games(id, players, seed, move_seconds, room, creator, to_act,"
                   " turn_started, created, holder, lease_expires)"
                   " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, " NOW ", " NOW ", ?8, " NOW " + ?9)");
    if (!st)
        return rollback(s, unreachable(s, "create"));
    sqlite3_bind_int64(st, 1, to_db(g->id));
    sqlite3_bind_int(st, 2, g->players);
    sqlite3_bind_int64(st, 3, to_db(g->seed));
    sqlite3_bind_int(st, 4, g->move_seconds);
    sqlite3_bind_text(st, 5, g->room, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 6, g->creator, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 7, g->to_act);
    sqlite3_bind_text(st, 8, referee, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 9, lease_seconds);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc == SQLITE_CONSTRAINT)
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, "a game with this id exists"));
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "create"));
    st = prepare(s, "INSERT INTO seats(game, seat, jid, ai_level, token, invited, ai_style)"
                    " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    if (!st)
        return rollback(s, unreachable(s, "seats"));
    for (int i = 0; i < g->players; i++) {
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, to_db(g->id));
        sqlite3_bind_int(st, 2, i);
        sqlite3_bind_text(st, 3, g->seats[i].jid, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, g->seats[i].ai_level);
        sqlite3_bind_text(st, 5, g->seats[i].token, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 6, g->seats[i].invited ? 1 : 0);
        sqlite3_bind_int(st, 7, referee_seat_style_column(&g->seats[i]));
        if (sqlite3_step(st) != SQLITE_DONE) {
            sqlite3_finalize(st);
            return rollback(s, unreachable(s, "seats"));
        }
    }
    sqlite3_finalize(st);
    return commit(s);
}

#define GAME_COLUMNS                                                                               \
    "id, players, seed, move_seconds, room, creator, status, moves, to_act, " NOW                  \
    " - turn_started, created"

/* Reads a row of GAME_COLUMNS and the game's seats. A row no referee
 * wrote (damaged by hand or by the disk) is INVALID, with which game and
 * why: the caller skips that game and serves the rest. */
static referee_store_result read_game(sqlite_store *s, sqlite3_stmt *row, referee_game *out)
{
    memset(out, 0, sizeof *out);
    out->id = from_db(sqlite3_column_int64(row, 0));
    out->players = sqlite3_column_int(row, 1);
    out->seed = from_db(sqlite3_column_int64(row, 2));
    out->move_seconds = sqlite3_column_int(row, 3);
    snprintf(out->room, sizeof out->room, "%s", column_text(row, 4));
    snprintf(out->creator, sizeof out->creator, "%s", column_text(row, 5));
    int status = sqlite3_column_int(row, 6);
    out->status = status == STATUS_CANCELLED ? REFEREE_GAME_CANCELLED
                  : status                   ? REFEREE_GAME_FINISHED
                                             : REFEREE_GAME_PLAYING;
    out->moves = (long)sqlite3_column_int64(row, 7);
    out->to_act = sqlite3_column_int(row, 8);
    out->turn_age = sqlite3_column_double(row, 9);
    out->created = sqlite3_column_double(row, 10);
    if (out->players < 2 || out->players > VILLAGE_MAX_PLAYERS) {
        snprintf(s->error, sizeof s->error,
                 "game %016" PRIx64 ": its row says %d players (2 to %d make a game)", out->id,
                 out->players, VILLAGE_MAX_PLAYERS);
        return REFEREE_STORE_INVALID;
    }
    sqlite3_stmt *st = prepare(s, "SELECT seat, jid, ai_level, token, invited, ai_style FROM seats"
                                  " WHERE game = ?1 ORDER BY seat");
    if (!st)
        return unreachable(s, "seats");
    sqlite3_bind_int64(st, 1, to_db(out->id));
    int seats = 0, bad_style = -1, rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int i = sqlite3_column_int(st, 0);
        if (i < 0 || i >= out->players)
            continue;
        snprintf(out->seats[i].jid, sizeof out->seats[i].jid, "%s", column_text(st, 1));
        out->seats[i].ai_level = sqlite3_column_int(st, 2);
        snprintf(out->seats[i].token, sizeof out->seats[i].token, "%s", column_text(st, 3));
        out->seats[i].invited = sqlite3_column_int(st, 4) != 0;
        if (!referee_seat_style_from_column(&out->seats[i], sqlite3_column_int(st, 5)))
            bad_style = i;
        seats++;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return unreachable(s, "seats");
    if (seats != out->players) {
        snprintf(s->error, sizeof s->error, "game %016" PRIx64 ": %d of its %d seats are stored",
                 out->id, seats, out->players);
        return REFEREE_STORE_INVALID;
    }
    if (bad_style >= 0) {
        snprintf(s->error, sizeof s->error, "game %016" PRIx64 ": seat %d has no such style",
                 out->id, bad_style + 1);
        return REFEREE_STORE_INVALID;
    }
    return REFEREE_STORE_OK;
}

static referee_store_result s_load_game(void *self, uint64_t id, referee_game *out)
{
    sqlite_store *s = self;
    clear_error(s);
    if (!exec(s, "BEGIN"))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(s, "SELECT " GAME_COLUMNS " FROM games WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "load"));
    sqlite3_bind_int64(st, 1, to_db(id));
    int rc = sqlite3_step(st);
    referee_store_result r;
    if (rc == SQLITE_ROW)
        r = read_game(s, st, out);
    else if (rc == SQLITE_DONE)
        r = fail(s, REFEREE_STORE_NOT_FOUND, "no such game");
    else
        r = unreachable(s, "load");
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    return commit(s);
}

static referee_store_result
s_read_moves(void *self, uint64_t id, bool (*fn)(void *ctx, long seq, int actor, const char *text),
             void *ctx)
{
    sqlite_store *s = self;
    clear_error(s);
    if (!exec(s, "BEGIN"))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(s, "SELECT count(*) FROM games WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "moves"));
    sqlite3_bind_int64(st, 1, to_db(id));
    int rc = sqlite3_step(st);
    bool found = rc == SQLITE_ROW && sqlite3_column_int(st, 0) == 1;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW)
        return rollback(s, unreachable(s, "moves"));
    if (!found)
        return rollback(s, fail(s, REFEREE_STORE_NOT_FOUND, "no such game"));
    st = prepare(s, "SELECT seq, actor, text FROM moves WHERE game = ?1 ORDER BY seq");
    if (!st)
        return rollback(s, unreachable(s, "moves"));
    sqlite3_bind_int64(st, 1, to_db(id));
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        if (!fn(ctx, (long)sqlite3_column_int64(st, 0), sqlite3_column_int(st, 1),
                column_text(st, 2))) {
            rc = SQLITE_DONE;
            break;
        }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "moves"));
    return commit(s);
}

/* How many seats of the game are invited and have not said yes (inside a
 * transaction); -1 when it cannot be read. */
static int count_invited(sqlite_store *s, uint64_t id)
{
    sqlite3_stmt *st = prepare(s, "SELECT count(*) FROM seats WHERE game = ?1 AND invited != 0");
    if (!st)
        return -1;
    sqlite3_bind_int64(st, 1, to_db(id));
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    return n;
}

static referee_store_result s_append_move(void *self, const char *referee, uint64_t id, long seq,
                                          int actor, const char *text, int to_act)
{
    sqlite_store *s = self;
    clear_error(s);
    size_t length = strnlen(text, REFEREE_MOVE_MAX + 1);
    if (seq < 0 || actor < 0 || actor >= VILLAGE_MAX_PLAYERS || to_act < -1 ||
        to_act >= VILLAGE_MAX_PLAYERS || length == 0 || length > REFEREE_MOVE_MAX)
        return fail(s, REFEREE_STORE_INVALID, "a move out of range");
    if (!begin(s))
        return unreachable(s, "begin");
    int status = 0;
    long moves = 0;
    referee_store_result r = check_lease(s, referee, id, &status, &moves);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    if (status != STATUS_PLAYING)
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, "the game is finished or cancelled"));
    int invited = count_invited(s, id);
    if (invited != 0)
        return rollback(s, invited < 0 ? unreachable(s, "append")
                                       : fail(s, REFEREE_STORE_CONFLICT,
                                              "the game waits for an invited seat's yes"));
    if (seq != moves) {
        char why[96];
        snprintf(why, sizeof why, "move %ld is not the next: %ld are stored", seq, moves);
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, why));
    }
    sqlite3_stmt *st = prepare(
        s, "INSERT INTO moves(game, seq, actor, text, stored) VALUES(?1, ?2, ?3, ?4, " NOW ")");
    if (!st)
        return rollback(s, unreachable(s, "append"));
    sqlite3_bind_int64(st, 1, to_db(id));
    sqlite3_bind_int64(st, 2, seq);
    sqlite3_bind_int(st, 3, actor);
    sqlite3_bind_text(st, 4, text, (int)length, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "append"));
    /* A turn is all the decisions of one seat: its clock restarts only when
     * another seat is to act. */
    st = prepare(s, "UPDATE games SET moves = moves + 1, to_act = ?2, turn_started ="
                    " CASE WHEN ?2 = ?3 THEN turn_started ELSE " NOW " END WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "append"));
    sqlite3_bind_int64(st, 1, to_db(id));
    sqlite3_bind_int(st, 2, to_act);
    sqlite3_bind_int(st, 3, actor);
    rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "append"));
    return commit(s);
}

static referee_store_result read_rating(sqlite_store *s, const char *jid, referee_rating *out)
{
    *out = referee_rating_unrated();
    sqlite3_stmt *st =
        prepare(s, "SELECT rating, deviation, volatility, games FROM ratings WHERE jid = ?1");
    if (!st)
        return unreachable(s, "rating");
    sqlite3_bind_text(st, 1, jid, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *out = (referee_rating){sqlite3_column_double(st, 0), sqlite3_column_double(st, 1),
                                sqlite3_column_double(st, 2), sqlite3_column_int(st, 3)};
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return unreachable(s, "rating");
    return REFEREE_STORE_OK;
}

static referee_store_result s_finish_game(void *self, const char *referee, uint64_t id,
                                          void (*rate)(void *ctx, int n,
                                                       referee_rating ratings[VILLAGE_MAX_PLAYERS]),
                                          void *ctx)
{
    sqlite_store *s = self;
    clear_error(s);
    if (!begin(s))
        return unreachable(s, "begin");
    int status = 0;
    referee_store_result r = check_lease(s, referee, id, &status, NULL);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    if (status != 0)
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, "the game is already finished"));
    sqlite3_stmt *st = prepare(s, "SELECT " GAME_COLUMNS " FROM games WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "finish"));
    sqlite3_bind_int64(st, 1, to_db(id));
    referee_game g;
    r = sqlite3_step(st) == SQLITE_ROW ? read_game(s, st, &g) : unreachable(s, "finish");
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    char keys[VILLAGE_MAX_PLAYERS][REFEREE_JID_MAX + 1];
    referee_rating ratings[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < g.players; i++) {
        referee_seat_rating_key(&g.seats[i], keys[i]);
        if ((r = read_rating(s, keys[i], &ratings[i])) != REFEREE_STORE_OK)
            return rollback(s, r);
    }
    rate(ctx, g.players, ratings);
    st = prepare(s, "INSERT INTO ratings(jid, rating, deviation, volatility, games)"
                    " VALUES(?1, ?2, ?3, ?4, ?5) ON CONFLICT(jid) DO UPDATE SET"
                    " rating = ?2, deviation = ?3, volatility = ?4, games = ?5");
    if (!st)
        return rollback(s, unreachable(s, "ratings"));
    for (int i = 0; i < g.players; i++) {
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, keys[i], -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 2, ratings[i].rating);
        sqlite3_bind_double(st, 3, ratings[i].deviation);
        sqlite3_bind_double(st, 4, ratings[i].volatility);
        sqlite3_bind_int(st, 5, ratings[i].games);
        if (sqlite3_step(st) != SQLITE_DONE) {
            sqlite3_finalize(st);
            return rollback(s, unreachable(s, "ratings"));
        }
    }
    sqlite3_finalize(st);
    st = prepare(s, "UPDATE games SET status = 1, to_act = -1, holder = NULL, lease_expires = NULL"
                    " WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "finish"));
    sqlite3_bind_int64(st, 1, to_db(id));
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "finish"));
    return commit(s);
}

/* The ids a SELECT of one id column gives, up to max. */
static referee_store_result collect_ids(sqlite_store *s, sqlite3_stmt *st, uint64_t *ids, int max,
                                        int *count)
{
    int rc;
    *count = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        if (*count < max)
            ids[(*count)++] = from_db(sqlite3_column_int64(st, 0));
    return rc == SQLITE_DONE ? REFEREE_STORE_OK : unreachable(s, "leases");
}

static bool lease_args_ok(const char *referee, double lease_seconds, int max)
{
    size_t n = strnlen(referee, REFEREE_NAME_MAX + 1);
    return n > 0 && n <= REFEREE_NAME_MAX && lease_seconds > 0 && max >= 0;
}

static referee_store_result s_claim_games(void *self, const char *referee, double lease_seconds,
                                          int max, uint64_t *ids, int *count)
{
    sqlite_store *s = self;
    clear_error(s);
    *count = 0;
    if (!lease_args_ok(referee, lease_seconds, max))
        return fail(s, REFEREE_STORE_INVALID, "a referee's name, a lease and a count");
    if (!begin(s))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(s, "SELECT id FROM games WHERE status = 0 AND (holder IS NULL OR"
                                  " lease_expires <= " NOW ") ORDER BY turn_started LIMIT ?1");
    if (!st)
        return rollback(s, unreachable(s, "claim"));
    sqlite3_bind_int(st, 1, max);
    referee_store_result r = collect_ids(s, st, ids, max, count);
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    st = prepare(s, "UPDATE games SET holder = ?2, lease_expires = " NOW " + ?3 WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "claim"));
    for (int i = 0; i < *count; i++) {
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, to_db(ids[i]));
        sqlite3_bind_text(st, 2, referee, -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 3, lease_seconds);
        if (sqlite3_step(st) != SQLITE_DONE) {
            sqlite3_finalize(st);
            *count = 0;
            return rollback(s, unreachable(s, "claim"));
        }
    }
    sqlite3_finalize(st);
    r = commit(s);
    if (r != REFEREE_STORE_OK)
        *count = 0;
    return r;
}

static referee_store_result s_renew_leases(void *self, const char *referee, double lease_seconds,
                                           uint64_t *held, int max, int *count)
{
    sqlite_store *s = self;
    clear_error(s);
    *count = 0;
    if (!lease_args_ok(referee, lease_seconds, max))
        return fail(s, REFEREE_STORE_INVALID, "a referee's name, a lease and a count");
    if (!begin(s))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(s, "UPDATE games SET lease_expires = " NOW " + ?2"
                                  " WHERE holder = ?1 AND lease_expires > " NOW " AND status = 0");
    if (!st)
        return rollback(s, unreachable(s, "renew"));
    sqlite3_bind_text(st, 1, referee, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 2, lease_seconds);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "renew"));
    st = prepare(s, "SELECT id FROM games WHERE holder = ?1 AND lease_expires > " NOW
                    " AND status = 0 ORDER BY turn_started");
    if (!st)
        return rollback(s, unreachable(s, "renew"));
    sqlite3_bind_text(st, 1, referee, -1, SQLITE_STATIC);
    referee_store_result r = collect_ids(s, st, held, max, count);
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    r = commit(s);
    if (r != REFEREE_STORE_OK)
        *count = 0;
    return r;
}

static referee_store_result s_release_game(void *self, const char *referee, uint64_t id)
{
    sqlite_store *s = self;
    clear_error(s);
    sqlite3_stmt *st = prepare(
        s, "UPDATE games SET holder = NULL, lease_expires = NULL WHERE id = ?1 AND holder = ?2");
    if (!st)
        return unreachable(s, "release");
    sqlite3_bind_int64(st, 1, to_db(id));
    sqlite3_bind_text(st, 2, referee, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? REFEREE_STORE_OK : unreachable(s, "release");
}

static referee_store_result s_list_games(void *self, const char *jid, referee_game *out, int max,
                                         int *count)
{
    sqlite_store *s = self;
    clear_error(s);
    *count = 0;
    if (max < 0)
        return fail(s, REFEREE_STORE_INVALID, "a negative count");
    if (!exec(s, "BEGIN"))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(
        s, "SELECT " GAME_COLUMNS " FROM games JOIN seats ON seats.game = games.id"
           " WHERE seats.jid = ?1 AND status != 2 ORDER BY"
           " CASE WHEN status = 0 AND to_act = seats.seat THEN 0 WHEN status = 0 THEN 1 ELSE 2 END,"
           " CASE WHEN status = 0 AND to_act = seats.seat THEN turn_started ELSE -turn_started END,"
           " id LIMIT ?2");
    if (!st)
        return rollback(s, unreachable(s, "list"));
    sqlite3_bind_text(st, 1, jid, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, max);
    int rc;
    referee_store_result r = REFEREE_STORE_OK;
    char skipped[sizeof s->error] = "";
    while (r == REFEREE_STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        referee_game *g = &out[*count];
        r = read_game(s, st, g);
        if (r == REFEREE_STORE_INVALID) {
            /* One damaged game must not cost the player the list. */
            size_t used = strlen(skipped);
            if (used + strlen(s->error) + 12 < sizeof skipped)
                snprintf(skipped + used, sizeof skipped - used, "%sskipped %.*s", used ? "; " : "",
                         (int)(sizeof skipped - used - 12), s->error);
            r = REFEREE_STORE_OK;
            continue;
        }
        if (r != REFEREE_STORE_OK)
            break;
        g->seed = 0;
        for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
            g->seats[i].token[0] = '\0';
        ++*count;
    }
    if (r == REFEREE_STORE_OK && rc != SQLITE_DONE)
        r = unreachable(s, "list");
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK) {
        *count = 0;
        return rollback(s, r);
    }
    r = commit(s);
    if (r == REFEREE_STORE_OK)
        snprintf(s->error, sizeof s->error, "%s", skipped);
    return r;
}

static referee_store_result s_rating(void *self, const char *jid, referee_rating *out)
{
    sqlite_store *s = self;
    clear_error(s);
    return read_rating(s, jid, out);
}

/* One statement on one game's id (?1), with an optional text (?2): true
 * when it ran. */
static bool run_on_game(sqlite_store *s, const char *sql, uint64_t id, const char *text)
{
    sqlite3_stmt *st = prepare(s, sql);
    if (!st)
        return false;
    sqlite3_bind_int64(st, 1, to_db(id));
    if (text)
        sqlite3_bind_text(st, 2, text, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE;
}

static referee_store_result s_answer_invitation(void *self, uint64_t id, const char *jid, bool yes,
                                                referee_game *out)
{
    sqlite_store *s = self;
    clear_error(s);
    if (!jid || !jid[0] || strlen(jid) > REFEREE_JID_MAX)
        return fail(s, REFEREE_STORE_INVALID, "a player's address");
    if (!begin(s))
        return unreachable(s, "begin");
    sqlite3_stmt *st = prepare(s, "SELECT " GAME_COLUMNS " FROM games WHERE id = ?1");
    if (!st)
        return rollback(s, unreachable(s, "answer"));
    sqlite3_bind_int64(st, 1, to_db(id));
    int rc = sqlite3_step(st);
    referee_game g;
    referee_store_result r = rc == SQLITE_ROW    ? read_game(s, st, &g)
                             : rc == SQLITE_DONE ? fail(s, REFEREE_STORE_NOT_FOUND, "no such game")
                                                 : unreachable(s, "answer");
    sqlite3_finalize(st);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    int seat = -1;
    for (int i = 0; i < g.players; i++)
        if (g.seats[i].ai_level < 0 && strcmp(g.seats[i].jid, jid) == 0)
            seat = i;
    if (seat < 0)
        return rollback(s, fail(s, REFEREE_STORE_NOT_FOUND, "no seat of this player's"));
    bool pending = referee_game_pending(&g);
    if (g.status != REFEREE_GAME_PLAYING || (!yes && !pending))
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT,
                                g.status != REFEREE_GAME_PLAYING ? "the game is over or cancelled"
                                                                 : "the game has started"));
    if (yes && g.seats[seat].invited) {
        g.seats[seat].invited = false;
        if (!run_on_game(s, "UPDATE seats SET invited = 0 WHERE game = ?1 AND jid = ?2", id, jid))
            return rollback(s, unreachable(s, "answer"));
        /* The last yes starts the game: the first turn's clock starts now. */
        if (!referee_game_pending(&g)) {
            if (!run_on_game(s, "UPDATE games SET turn_started = " NOW " WHERE id = ?1", id, NULL))
                return rollback(s, unreachable(s, "answer"));
            g.turn_age = 0;
        }
    } else if (!yes) {
        if (!run_on_game(s,
                         "UPDATE games SET status = 2, to_act = -1, holder = NULL,"
                         " lease_expires = NULL WHERE id = ?1",
                         id, NULL))
            return rollback(s, unreachable(s, "answer"));
        g.status = REFEREE_GAME_CANCELLED;
        g.to_act = -1;
    }
    r = commit(s);
    if (r == REFEREE_STORE_OK && out) {
        *out = g;
        out->seed = 0;
        for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
            out->seats[i].token[0] = '\0';
    }
    return r;
}

static referee_store_result s_expire_invitation(void *self, const char *referee, uint64_t id)
{
    sqlite_store *s = self;
    clear_error(s);
    if (!begin(s))
        return unreachable(s, "begin");
    int status = 0;
    referee_store_result r = check_lease(s, referee, id, &status, NULL);
    if (r != REFEREE_STORE_OK)
        return rollback(s, r);
    int invited = count_invited(s, id);
    if (invited < 0)
        return rollback(s, unreachable(s, "expire"));
    if (status != STATUS_PLAYING || invited == 0)
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, "the game has started or is over"));
    sqlite3_stmt *st = prepare(s, "UPDATE games SET status = 2, to_act = -1, holder = NULL,"
                                  " lease_expires = NULL WHERE id = ?1"
                                  " AND " NOW " - created >= move_seconds");
    if (!st)
        return rollback(s, unreachable(s, "expire"));
    sqlite3_bind_int64(st, 1, to_db(id));
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return rollback(s, unreachable(s, "expire"));
    if (sqlite3_changes(s->db) != 1)
        return rollback(s, fail(s, REFEREE_STORE_CONFLICT, "the invitation has time left"));
    return commit(s);
}

static referee_store_result s_account_counts(void *self, const char *jid,
                                             referee_account_counts *out)
{
    sqlite_store *s = self;
    clear_error(s);
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = prepare(
        s, "SELECT"
           " (SELECT count(*) FROM games g WHERE g.status = 0 AND EXISTS (SELECT 1 FROM seats t"
           "  WHERE t.game = g.id AND t.jid = ?1 AND t.ai_level < 0)),"
           " (SELECT count(*) FROM games g WHERE g.status = 0 AND g.creator = ?1 AND EXISTS"
           "  (SELECT 1 FROM seats t WHERE t.game = g.id AND t.invited != 0)),"
           " (SELECT count(*) FROM games g WHERE g.creator = ?1 AND g.created > " NOW " - 3600)");
    if (!st)
        return unreachable(s, "counts");
    sqlite3_bind_text(st, 1, jid, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        out->open_games = sqlite3_column_int(st, 0);
        out->invitations_pending = sqlite3_column_int(st, 1);
        out->created_last_hour = sqlite3_column_int(st, 2);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? REFEREE_STORE_OK : unreachable(s, "counts");
}

static const char *s_error(void *self)
{
    return ((sqlite_store *)self)->error;
}

static void s_close(void *self)
{
    sqlite_store *s = self;
    sqlite3_close(s->db);
    free(s);
}

static const referee_store_ops SQLITE_OPS = {
    .name = "sqlite",
    .create_game = s_create_game,
    .load_game = s_load_game,
    .read_moves = s_read_moves,
    .append_move = s_append_move,
    .finish_game = s_finish_game,
    .claim_games = s_claim_games,
    .renew_leases = s_renew_leases,
    .release_game = s_release_game,
    .list_games = s_list_games,
    .rating = s_rating,
    .answer_invitation = s_answer_invitation,
    .expire_invitation = s_expire_invitation,
    .account_counts = s_account_counts,
    .error = s_error,
    .close = s_close,
};

/* The file holds every seed and token: the referee's user alone may read
 * it, whatever the umask. It is made 0600, or narrowed to it when it was
 * readable by others (SQLite gives its -wal and -shm files the database's
 * mode). A missing folder is not made here: a mistyped path is refused. */
static bool make_private(const char *path, char *err, size_t err_size)
{
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        snprintf(err, err_size, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    struct stat st;
    bool ok = fstat(fd, &st) == 0 &&
              ((st.st_mode & 077) == 0 || st.st_uid != geteuid() || fchmod(fd, 0600) == 0);
    if (!ok)
        snprintf(err, err_size, "cannot make %s private: %s", path, strerror(errno));
    close(fd);
    return ok;
}

referee_store *referee_store_sqlite_open(const char *path, char *err, size_t err_size)
{
    bool special = strcmp(path, ":memory:") == 0 || strncmp(path, "file:", 5) == 0;
    if (!special && !make_private(path, err, err_size))
        return NULL;
    sqlite_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    s->base = (referee_store){&SQLITE_OPS, s};
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        snprintf(err, err_size, "cannot open %s: %s", path,
                 s->db ? sqlite3_errmsg(s->db) : "out of memory");
        sqlite3_close(s->db);
        free(s);
        return NULL;
    }
    /* A second process on the file (a second referee by mistake, a
     * backup) waits this long for a write before the store says it is
     * unreachable. synchronous=FULL: a committed move survives a power
     * cut, not only a killed process. */
    sqlite3_busy_timeout(s->db, 5000);
    char version[64];
    snprintf(version, sizeof version, "PRAGMA user_version = %d", SCHEMA_VERSION);
    sqlite3_stmt *st = NULL;
    int found = -1;
    if (exec(s, "PRAGMA journal_mode = WAL") && exec(s, "PRAGMA synchronous = FULL") &&
        exec(s, "PRAGMA foreign_keys = ON") &&
        sqlite3_prepare_v2(s->db, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW)
        found = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    bool ok = found >= 0 && found <= SCHEMA_VERSION;
    if (found == 0)
        ok = begin(s) && exec(s, SCHEMA) && exec(s, version) && commit(s) == REFEREE_STORE_OK;
    else if (found == 1 || found == 2)
        ok = begin(s) && (found > 1 || exec(s, UPGRADE_FROM_1)) && exec(s, UPGRADE_FROM_2) &&
             exec(s, version) && commit(s) == REFEREE_STORE_OK;
    if (!ok) {
        if (found > SCHEMA_VERSION)
            snprintf(err, err_size, "%s is a referee database of a newer version (%d)", path,
                     found);
        else
            snprintf(err, err_size, "cannot use %s: %s", path, sqlite3_errmsg(s->db));
        sqlite3_close(s->db);
        free(s);
        return NULL;
    }
    return &s->base;
}
