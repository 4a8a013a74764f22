/* The referee's store in PostgreSQL (store.h; docs/referee.md, "Several
 * referees on one PostgreSQL"): several referees on several machines share
 * one database, and a game's lease is a row lock plus an expiry by the
 * database's clock.
 *
 * - Every write to a game is one transaction that first locks the game's row
 *   (SELECT … FOR UPDATE) and checks that the caller holds an unexpired
 *   lease: a referee whose lease ran out, or whose game another referee has
 *   claimed, writes nothing.
 * - Claiming takes free or expired games with FOR UPDATE SKIP LOCKED, so two
 *   referees claiming at once never take the same game and never wait for
 *   each other.
 * - Every exchange with the server has a deadline of its own (the socket is
 *   polled), besides libpq's connect_timeout and the server's
 *   statement_timeout: an unreachable or stuck database is
 *   REFEREE_STORE_UNREACHABLE within seconds, never a hang. The connection
 *   is then dropped and made again on the next call; a transaction cut off
 *   before its COMMIT was answered is rolled back by the server.
 * - A session left idle inside a transaction (a referee stopped in the
 *   middle of a move) is ended by the server
 *   (idle_in_transaction_session_timeout), so its row lock cannot keep a
 *   game from the other referees. */
#define _POSIX_C_SOURCE 200809L

#include "referee/store.h"

#include <errno.h>
#include <inttypes.h>
#include <libpq-fe.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The schema this file reads and writes; a database made by a newer
 * referee is refused rather than misread. */
enum { SCHEMA_VERSION = 3 };
/* Run once, in order from the version found, by the referee that finds
 * it. From version 1 (before invitations): every seat had said yes, no
 * game was cancelled. From version 2 (before a computer's style could be
 * chosen): each game's id deals its computers' styles, as before. */
static const char *const UPGRADES[] = {
    "ALTER TABLE referee_games ADD COLUMN IF NOT EXISTS cancelled boolean NOT NULL DEFAULT false",
    "ALTER TABLE referee_seats ADD COLUMN IF NOT EXISTS invited boolean NOT NULL DEFAULT false",
    "UPDATE referee_schema SET version = 2",
    "ALTER TABLE referee_seats ADD COLUMN IF NOT EXISTS ai_style integer NOT NULL DEFAULT -1",
    "UPDATE referee_schema SET version = 3"};
/* Where in UPGRADES the steps from version v start: UPGRADE_FROM[v]. */
static const size_t UPGRADE_FROM[SCHEMA_VERSION] = {0, 0, 3};
/* The longest a statement may take end to end; the server gives up a
 * little earlier (statement_timeout) so that it, not the client, usually
 * says why. */
enum { EXCHANGE_TIMEOUT_MS = 15000 };
static const char *const SESSION_SETTINGS =
    "SELECT set_config('statement_timeout', '10s', false),"
    " set_config('lock_timeout', '5s', false),"
    " set_config('idle_in_transaction_session_timeout', '30s', false),"
    " set_config('TimeZone', 'UTC', false),"
    " set_config('client_min_messages', 'warning', false)";
/* Serialises the schema's creation between referees that start together. */
static const char *const SCHEMA_LOCK = "SELECT pg_advisory_xact_lock(7305771)";
/* How often a transaction the server chose as a deadlock's victim is tried
 * again before the call gives up as UNREACHABLE. */
enum { DEADLOCK_RETRIES = 3 };

typedef struct pg_store {
    referee_store base; /* what the caller holds: closing frees the whole */
    char *conninfo;
    PGconn *connection; /* NULL between a lost connection and the next call */
    char error[512];
    /* The SQLSTATE of the latest failed statement ("" when the connection
     * itself failed). */
    char sqlstate[6];
    /* The latest exchange ran out of time: the server is there but stuck,
     * and trying again would only wait as long again. */
    bool timed_out;
} pg_store;

static void set_error(pg_store *s, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void set_error(pg_store *s, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(s->error, sizeof s->error, format, args);
    va_end(args);
    /* libpq's messages end with a newline; a log line should not. */
    size_t n = strlen(s->error);
    while (n > 0 && (s->error[n - 1] == '\n' || s->error[n - 1] == ' ')) {
        s->error[--n] = '\0';
    }
}

static long long monotonic_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void drop_connection(pg_store *s)
{
    if (s->connection) {
        PQfinish(s->connection);
        s->connection = NULL;
    }
}

/* Waits until the socket can be read (or written too, when want_write) or
 * the deadline passes; false on the deadline or a poll error. */
static bool wait_socket(PGconn *connection, bool want_write, long long deadline)
{
    for (;;) {
        long long left = deadline - monotonic_ms();
        if (left <= 0) {
            return false;
        }
        struct pollfd fd = {.fd = PQsocket(connection),
                            .events = (short)(POLLIN | (want_write ? POLLOUT : 0))};
        int ready = poll(&fd, 1, (int)left);
        if (ready > 0) {
            return true;
        }
        if (ready < 0 && errno != EINTR) {
            return false;
        }
    }
}

/* One statement with its parameters (text), answered within the deadline:
 * its result (the caller PQclears it), or NULL with the reason in
 * s->error. A connection that failed or timed out is dropped. */
static PGresult *exchange(pg_store *s, const char *sql, int count, const char *const *values)
{
    s->sqlstate[0] = '\0';
    s->timed_out = false;
    PGconn *c = s->connection;
    long long deadline = monotonic_ms() + EXCHANGE_TIMEOUT_MS;
    if (!PQsendQueryParams(c, sql, count, NULL, values, NULL, NULL, 0)) {
        set_error(s, "PostgreSQL: %s", PQerrorMessage(c));
        drop_connection(s);
        return NULL;
    }
    int flushed;
    while ((flushed = PQflush(c)) == 1) {
        if (!wait_socket(c, true, deadline) || !PQconsumeInput(c)) {
            flushed = -1;
            break;
        }
    }
    bool ok = flushed == 0;
    /* Every result up to the end of the statement (PQgetResult's NULL),
     * waiting before each: PQgetResult blocks unless PQisBusy says not. */
    PGresult *result = NULL;
    while (ok) {
        while (ok && PQisBusy(c)) {
            ok = wait_socket(c, false, deadline) && PQconsumeInput(c);
        }
        PGresult *next = ok ? PQgetResult(c) : NULL;
        if (!next) {
            break;
        }
        PQclear(result);
        result = next;
    }
    if (!ok) {
        PQclear(result);
        if (monotonic_ms() >= deadline) {
            s->timed_out = true;
            set_error(s, "PostgreSQL did not answer within %d s", EXCHANGE_TIMEOUT_MS / 1000);
        } else {
            set_error(s, "PostgreSQL: %s", PQerrorMessage(c));
        }
        drop_connection(s);
        return NULL;
    }
    ExecStatusType status = result ? PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) {
        return result;
    }
    const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : NULL;
    snprintf(s->sqlstate, sizeof s->sqlstate, "%s", state ? state : "");
    set_error(s, "PostgreSQL: %s", result ? PQresultErrorMessage(result) : PQerrorMessage(c));
    PQclear(result);
    if (PQstatus(c) != CONNECTION_OK) {
        drop_connection(s);
    }
    return NULL;
}

/* A statement whose rows do not matter; false with the reason. */
static bool command(pg_store *s, const char *sql, int count, const char *const *values)
{
    PGresult *result = exchange(s, sql, count, values);
    PQclear(result);
    return result != NULL;
}

/* Ends a transaction that failed part-way; the server rolls back by itself
 * when the connection is gone. */
static void roll_back(pg_store *s)
{
    if (s->connection) {
        char kept[sizeof s->error];
        memcpy(kept, s->error, sizeof kept);
        PGresult *result = exchange(s, "ROLLBACK", 0, NULL);
        PQclear(result);
        memcpy(s->error, kept, sizeof kept);
    }
}

static bool create_schema(pg_store *s);

/* libpq prints the server's notices (a session ended by an administrator)
 * on stderr by default; a failed call already says why in its error. */
static void ignore_notice(void *ctx, const char *message)
{
    (void)ctx;
    (void)message;
}

/* A connection with this file's session settings and the schema in place;
 * false with the reason. */
static bool connect_now(pg_store *s)
{
    if (s->connection) {
        return true;
    }
    /* The caller's connection string comes last: what it says wins. */
    const char *keywords[] = {"connect_timeout",
                              "application_name",
                              "keepalives_idle",
                              "keepalives_interval",
                              "keepalives_count",
                              "dbname",
                              NULL};
    const char *values[] = {"5", "village-referee", "5", "2", "3", s->conninfo, NULL};
    PGconn *c = PQconnectdbParams(keywords, values, 1);
    if (PQstatus(c) != CONNECTION_OK) {
        set_error(s, "cannot connect to PostgreSQL: %s", PQerrorMessage(c));
        PQfinish(c);
        return false;
    }
    PQsetNoticeProcessor(c, ignore_notice, NULL);
    if (PQsetnonblocking(c, 1) != 0) {
        set_error(s, "PostgreSQL: %s", PQerrorMessage(c));
        PQfinish(c);
        return false;
    }
    s->connection = c;
    if (!command(s, SESSION_SETTINGS, 0, NULL) || !create_schema(s)) {
        drop_connection(s);
        return false;
    }
    return true;
}

static bool create_schema(pg_store *s)
{
    static const char *const tables =
        "CREATE TABLE IF NOT EXISTS referee_schema (version integer NOT NULL);"
        "CREATE TABLE IF NOT EXISTS referee_games ("
        " id bigint PRIMARY KEY,"
        " players integer NOT NULL,"
        " seed bigint NOT NULL,"
        " move_seconds integer NOT NULL,"
        " room text NOT NULL,"
        " creator text NOT NULL,"
        " finished boolean NOT NULL DEFAULT false,"
        " cancelled boolean NOT NULL DEFAULT false,"
        " moves bigint NOT NULL DEFAULT 0,"
        " to_act integer NOT NULL,"
        " created timestamptz NOT NULL DEFAULT now(),"
        " turn_started timestamptz NOT NULL DEFAULT now(),"
        " holder text,"
        " lease_until timestamptz);"
        "CREATE INDEX IF NOT EXISTS referee_games_claimable ON referee_games (lease_until)"
        " WHERE NOT finished;"
        "CREATE TABLE IF NOT EXISTS referee_seats ("
        " game bigint NOT NULL REFERENCES referee_games (id),"
        " seat integer NOT NULL,"
        " jid text NOT NULL,"
        " ai_level integer NOT NULL,"
        " token text NOT NULL,"
        " invited boolean NOT NULL DEFAULT false,"
        " ai_style integer NOT NULL DEFAULT -1,"
        " PRIMARY KEY (game, seat));"
        "CREATE INDEX IF NOT EXISTS referee_seats_jid ON referee_seats (jid);"
        "CREATE TABLE IF NOT EXISTS referee_moves ("
        " game bigint NOT NULL REFERENCES referee_games (id),"
        " seq bigint NOT NULL,"
        " actor integer NOT NULL,"
        " text text NOT NULL,"
        " stored timestamptz NOT NULL DEFAULT now(),"
        " PRIMARY KEY (game, seq));"
        "CREATE TABLE IF NOT EXISTS referee_ratings ("
        " jid text PRIMARY KEY,"
        " rating double precision NOT NULL,"
        " deviation double precision NOT NULL,"
        " volatility double precision NOT NULL,"
        " games integer NOT NULL)";
    if (!command(s, "BEGIN", 0, NULL)) {
        return false;
    }
    if (!command(s, SCHEMA_LOCK, 0, NULL)) {
        roll_back(s);
        return false;
    }
    bool ok = true;
    const char *start = tables;
    char statement[1024];
    while (ok && *start) {
        const char *end = strchr(start, ';');
        size_t length = end ? (size_t)(end - start) : strlen(start);
        snprintf(statement, sizeof statement, "%.*s", (int)length, start);
        ok = command(s, statement, 0, NULL);
        start += length + (end ? 1 : 0);
    }
    PGresult *version = ok ? exchange(s, "SELECT max(version) FROM referee_schema", 0, NULL) : NULL;
    ok = version != NULL;
    if (ok && PQgetisnull(version, 0, 0)) {
        char number[16];
        snprintf(number, sizeof number, "%d", SCHEMA_VERSION);
        const char *values[] = {number};
        ok = command(s, "INSERT INTO referee_schema (version) VALUES ($1)", 1, values);
    } else if (ok && atoi(PQgetvalue(version, 0, 0)) >= 1 &&
               atoi(PQgetvalue(version, 0, 0)) < SCHEMA_VERSION) {
        for (size_t i = UPGRADE_FROM[atoi(PQgetvalue(version, 0, 0))];
             ok && i < sizeof UPGRADES / sizeof *UPGRADES; i++)
            ok = command(s, UPGRADES[i], 0, NULL);
    } else if (ok && atoi(PQgetvalue(version, 0, 0)) > SCHEMA_VERSION) {
        set_error(s,
                  "the database's referee tables are version %s, newer than this referee's %d: "
                  "run a newer referee",
                  PQgetvalue(version, 0, 0), SCHEMA_VERSION);
        ok = false;
    }
    PQclear(version);
    if (ok && command(s, "COMMIT", 0, NULL)) {
        return true;
    }
    roll_back(s);
    return false;
}

/* Whether the latest failure was the server choosing this transaction as a
 * deadlock's or a serialisation's victim: worth trying again at once. */
static bool worth_retrying(const pg_store *s)
{
    return strcmp(s->sqlstate, "40P01") == 0 || strcmp(s->sqlstate, "40001") == 0;
}

/* ---- Text <-> values ---- */

typedef struct number_text {
    char text[32];
} number_text;

static number_text id_text(uint64_t id)
{
    /* bigint is signed: the id's 64 bits are stored as they are. */
    number_text t;
    snprintf(t.text, sizeof t.text, "%" PRId64, (int64_t)id);
    return t;
}

static number_text long_text(long value)
{
    number_text t;
    snprintf(t.text, sizeof t.text, "%ld", value);
    return t;
}

static number_text seconds_text(double seconds)
{
    number_text t;
    snprintf(t.text, sizeof t.text, "%.6f", seconds);
    return t;
}

static uint64_t value_id(const PGresult *r, int row, int column)
{
    return (uint64_t)strtoll(PQgetvalue(r, row, column), NULL, 10);
}

static long value_long(const PGresult *r, int row, int column)
{
    return strtol(PQgetvalue(r, row, column), NULL, 10);
}

static double value_double(const PGresult *r, int row, int column)
{
    return strtod(PQgetvalue(r, row, column), NULL);
}

static bool value_true(const PGresult *r, int row, int column)
{
    return !PQgetisnull(r, row, column) && PQgetvalue(r, row, column)[0] == 't';
}

/* A rating from its four columns (rating, deviation, volatility, games),
 * the first at 'column'. */
static referee_rating read_rating(const PGresult *r, int row, int column)
{
    return (referee_rating){.rating = value_double(r, row, column),
                            .deviation = value_double(r, row, column + 1),
                            .volatility = value_double(r, row, column + 2),
                            .games = (int)value_long(r, row, column + 3)};
}

static void copy_text(char *out, size_t size, const PGresult *r, int row, int column)
{
    snprintf(out, size, "%s", PQgetvalue(r, row, column));
}

static bool referee_name_valid(pg_store *s, const char *referee)
{
    if (!referee || !referee[0] || strlen(referee) > REFEREE_NAME_MAX) {
        set_error(s, "a referee's name must have 1 to %d characters", REFEREE_NAME_MAX);
        return false;
    }
    return true;
}

static bool lease_valid(pg_store *s, double lease_seconds)
{
    if (!(lease_seconds > 0 && lease_seconds < 1e7)) {
        set_error(s, "a lease must last more than 0 seconds");
        return false;
    }
    return true;
}

/* ---- The calls ---- */

/* Runs the first statement of a call, connecting if need be. A connection
 * lost while idle (the server restarted, the session was ended) shows only
 * here: it is made again and the statement sent once more. Every call's
 * first statement is BEGIN, a read or a write that may safely happen twice
 * (claim, renew, release). */
static PGresult *first_exchange(pg_store *s, const char *sql, int count, const char *const *values)
{
    if (!connect_now(s)) {
        return NULL;
    }
    PGresult *result = exchange(s, sql, count, values);
    if (!result && !s->connection && !s->timed_out && connect_now(s)) {
        result = exchange(s, sql, count, values);
    }
    return result;
}

static bool begin(pg_store *s)
{
    PGresult *result = first_exchange(s, "BEGIN", 0, NULL);
    PQclear(result);
    return result != NULL;
}

static bool commit(pg_store *s)
{
    if (command(s, "COMMIT", 0, NULL)) {
        return true;
    }
    roll_back(s);
    return false;
}

/* A call's last step: what it returns once its transaction commits. */
static referee_store_result commit_result(pg_store *s)
{
    return commit(s) ? REFEREE_STORE_OK : REFEREE_STORE_UNREACHABLE;
}

/* Whether a game's query found its row; without one, r is cleared and the
 * error says so (the caller returns REFEREE_STORE_NOT_FOUND). */
static bool game_found(pg_store *s, PGresult *r, uint64_t id)
{
    if (PQntuples(r) > 0) {
        return true;
    }
    PQclear(r);
    set_error(s, "no game %" PRIu64, id);
    return false;
}

/* Locks a game's row for the rest of the transaction and says whether
 * 'referee' holds its lease now (by the database's clock), whether it is
 * finished and how many moves it has. NOT_FOUND, UNREACHABLE or OK. */
static referee_store_result lock_game(pg_store *s, const char *referee, uint64_t id, bool *held,
                                      bool *finished, long *moves)
{
    number_text game = id_text(id);
    const char *values[] = {game.text, referee};
    PGresult *r = exchange(s,
                           "SELECT holder IS NOT DISTINCT FROM $2 AND lease_until > now(),"
                           " finished, moves FROM referee_games WHERE id = $1 FOR UPDATE",
                           2, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    if (!game_found(s, r, id)) {
        return REFEREE_STORE_NOT_FOUND;
    }
    *held = value_true(r, 0, 0);
    *finished = value_true(r, 0, 1);
    *moves = value_long(r, 0, 2);
    PQclear(r);
    return REFEREE_STORE_OK;
}

/* Ends a transaction that will not commit with this result. */
static referee_store_result give_up(pg_store *s, referee_store_result result)
{
    roll_back(s);
    return result;
}

/* Every write to a game opens so: a transaction with the game's row locked
 * and the caller's lease checked. OK with the row's finished and moves, the
 * transaction open; any other result with it rolled back. */
static referee_store_result begin_held_write(pg_store *s, const char *referee, uint64_t id,
                                             bool *finished, long *moves)
{
    if (!begin(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    bool held = false;
    referee_store_result locked = lock_game(s, referee, id, &held, finished, moves);
    if (locked != REFEREE_STORE_OK) {
        return give_up(s, locked);
    }
    if (!held) {
        set_error(s, "%s does not hold game %" PRIu64 " now", referee, id);
        return give_up(s, REFEREE_STORE_LEASE_LOST);
    }
    return REFEREE_STORE_OK;
}

static referee_store_result pg_create_game(void *self, const char *referee, double lease_seconds,
                                           const referee_game *g)
{
    pg_store *s = self;
    char why[256];
    if (!referee_name_valid(s, referee) || !lease_valid(s, lease_seconds)) {
        return REFEREE_STORE_INVALID;
    }
    if (!referee_game_valid(g, why, sizeof why)) {
        set_error(s, "%s", why);
        return REFEREE_STORE_INVALID;
    }
    if (!begin(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    number_text id = id_text(g->id), seed = id_text(g->seed), players = long_text(g->players),
                move_seconds = long_text(g->move_seconds), lease = seconds_text(lease_seconds);
    number_text to_act = long_text(g->to_act);
    const char *values[] = {id.text,    players.text, seed.text, move_seconds.text, g->room,
                            g->creator, to_act.text,  referee,   lease.text};
    PGresult *r = exchange(s,
                           "INSERT INTO referee_games (id, players, seed, move_seconds, room,"
                           " creator, to_act, holder, lease_until)"
                           " VALUES ($1, $2, $3, $4, $5, $6, $7, $8,"
                           " now() + make_interval(secs => $9::double precision))"
                           " ON CONFLICT (id) DO NOTHING RETURNING id",
                           9, values);
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    bool inserted = PQntuples(r) == 1;
    PQclear(r);
    if (!inserted) {
        set_error(s, "a game %" PRIu64 " exists already", g->id);
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    for (int i = 0; i < g->players; i++) {
        number_text seat = long_text(i), level = long_text(g->seats[i].ai_level),
                    style = long_text(referee_seat_style_column(&g->seats[i]));
        const char *seat_values[] = {id.text,           seat.text,
                                     g->seats[i].jid,   level.text,
                                     g->seats[i].token, g->seats[i].invited ? "true" : "false",
                                     style.text};
        if (!command(s,
                     "INSERT INTO referee_seats (game, seat, jid, ai_level, token, invited,"
                     " ai_style) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                     7, seat_values)) {
            return give_up(s, REFEREE_STORE_UNREACHABLE);
        }
    }
    return commit_result(s);
}

/* The game's columns in the order read_game takes them. */
#define GAME_COLUMNS                                                                               \
    "id, players, seed, move_seconds, room, creator, finished, moves, to_act,"                     \
    " extract(epoch FROM now() - turn_started), extract(epoch FROM created), cancelled"

static void read_game(const PGresult *r, int row, referee_game *out)
{
    *out = (referee_game){0};
    out->id = value_id(r, row, 0);
    out->players = (int)value_long(r, row, 1);
    out->seed = value_id(r, row, 2);
    out->move_seconds = (int)value_long(r, row, 3);
    copy_text(out->room, sizeof out->room, r, row, 4);
    copy_text(out->creator, sizeof out->creator, r, row, 5);
    /* A cancelled game is finished too, so that every query of playing
     * games leaves it out. */
    out->status = value_true(r, row, 11)  ? REFEREE_GAME_CANCELLED
                  : value_true(r, row, 6) ? REFEREE_GAME_FINISHED
                                          : REFEREE_GAME_PLAYING;
    out->moves = value_long(r, row, 7);
    out->to_act = (int)value_long(r, row, 8);
    out->turn_age = value_double(r, row, 9);
    out->created = value_double(r, row, 10);
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++) {
        out->seats[i].ai_level = -1;
    }
}

/* Fills the seats of games[0..count) from one query; tokens only when
 * with_tokens. */
static bool read_seats(pg_store *s, referee_game *games, int count, bool with_tokens)
{
    if (count == 0) {
        return true;
    }
    /* The ids as an array literal: "{1,2,…}". */
    size_t size = (size_t)count * 22 + 3;
    char *list = malloc(size);
    if (!list) {
        set_error(s, "out of memory");
        return false;
    }
    size_t used = 0;
    list[used++] = '{';
    for (int i = 0; i < count; i++) {
        used += (size_t)snprintf(list + used, size - used, "%s%" PRId64, i ? "," : "",
                                 (int64_t)games[i].id);
    }
    snprintf(list + used, size - used, "}");
    const char *values[] = {list};
    PGresult *r = exchange(s,
                           "SELECT game, seat, jid, ai_level, token, invited, ai_style"
                           " FROM referee_seats WHERE game = ANY($1::bigint[])",
                           1, values);
    free(list);
    if (!r) {
        return false;
    }
    for (int row = 0; row < PQntuples(r); row++) {
        uint64_t game = value_id(r, row, 0);
        long seat = value_long(r, row, 1);
        for (int i = 0; i < count; i++) {
            if (games[i].id != game || seat < 0 || seat >= games[i].players) {
                continue;
            }
            referee_seat *out = &games[i].seats[seat];
            copy_text(out->jid, sizeof out->jid, r, row, 2);
            out->ai_level = (int)value_long(r, row, 3);
            out->invited = value_true(r, row, 5);
            /* A style no store writes is left out of a list: the game's
             * load refuses it (pg_load_game). */
            if (!referee_seat_style_from_column(out, value_long(r, row, 6))) {
                out->style_chosen = false;
            }
            if (with_tokens) {
                copy_text(out->token, sizeof out->token, r, row, 4);
            }
        }
    }
    PQclear(r);
    return true;
}

/* A game and its seats, inside the caller's transaction (rolled back on
 * any result but OK); tokens only when with_tokens. */
static referee_store_result read_game_by_id(pg_store *s, uint64_t id, bool with_tokens,
                                            referee_game *out)
{
    number_text game = id_text(id);
    const char *values[] = {game.text};
    PGresult *r =
        exchange(s, "SELECT " GAME_COLUMNS " FROM referee_games WHERE id = $1", 1, values);
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    if (!game_found(s, r, id)) {
        return give_up(s, REFEREE_STORE_NOT_FOUND);
    }
    read_game(r, 0, out);
    PQclear(r);
    if (!read_seats(s, out, 1, with_tokens)) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    return REFEREE_STORE_OK;
}

/* One statement, so one snapshot and one round trip where a transaction
 * of a game's row and then its seats took four (BEGIN, two SELECTs,
 * COMMIT): a referee's start loads every game it claims. */
static referee_store_result pg_load_game(void *self, uint64_t id, referee_game *out)
{
    pg_store *s = self;
    number_text game = id_text(id);
    const char *values[] = {game.text};
    PGresult *r = first_exchange(s,
                                 "SELECT " GAME_COLUMNS ", s.seat, s.jid, s.ai_level, s.token,"
                                 " s.invited, s.ai_style FROM referee_games g"
                                 " LEFT JOIN referee_seats s ON s.game = g.id WHERE g.id = $1",
                                 1, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    if (!game_found(s, r, id)) {
        return REFEREE_STORE_NOT_FOUND;
    }
    read_game(r, 0, out);
    for (int row = 0; row < PQntuples(r) && !PQgetisnull(r, row, 12); row++) {
        long seat = value_long(r, row, 12);
        if (seat < 0 || seat >= out->players) {
            continue;
        }
        referee_seat *to = &out->seats[seat];
        copy_text(to->jid, sizeof to->jid, r, row, 13);
        to->ai_level = (int)value_long(r, row, 14);
        copy_text(to->token, sizeof to->token, r, row, 15);
        to->invited = value_true(r, row, 16);
        if (!referee_seat_style_from_column(to, value_long(r, row, 17))) {
            set_error(s, "game %016" PRIx64 ": seat %ld has no such style", id, seat + 1);
            PQclear(r);
            return REFEREE_STORE_INVALID;
        }
    }
    PQclear(r);
    return REFEREE_STORE_OK;
}

static referee_store_result
pg_read_moves(void *self, uint64_t id, bool (*fn)(void *ctx, long seq, int actor, const char *text),
              void *ctx)
{
    pg_store *s = self;
    number_text game = id_text(id);
    const char *values[] = {game.text};
    /* One statement: the game's existence and its moves in one snapshot. */
    PGresult *r = first_exchange(s,
                                 "SELECT m.seq, m.actor, m.text FROM referee_games g"
                                 " LEFT JOIN referee_moves m ON m.game = g.id"
                                 " WHERE g.id = $1 ORDER BY m.seq",
                                 1, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    if (!game_found(s, r, id)) {
        return REFEREE_STORE_NOT_FOUND;
    }
    for (int row = 0; row < PQntuples(r) && !PQgetisnull(r, row, 0); row++) {
        if (!fn(ctx, value_long(r, row, 0), (int)value_long(r, row, 1), PQgetvalue(r, row, 2))) {
            break;
        }
    }
    PQclear(r);
    return REFEREE_STORE_OK;
}

static referee_store_result pg_append_move(void *self, const char *referee, uint64_t id, long seq,
                                           int actor, const char *text, int to_act)
{
    pg_store *s = self;
    if (!referee_name_valid(s, referee)) {
        return REFEREE_STORE_INVALID;
    }
    if (!text || !text[0] || strlen(text) > REFEREE_MOVE_MAX || seq < 0 || actor < 0 ||
        actor >= VILLAGE_MAX_PLAYERS || to_act < -1 || to_act >= VILLAGE_MAX_PLAYERS) {
        set_error(s, "a move needs a number >= 0, a seat and a notation of 1 to %d characters",
                  REFEREE_MOVE_MAX);
        return REFEREE_STORE_INVALID;
    }
    bool finished = false;
    long moves = 0;
    referee_store_result opened = begin_held_write(s, referee, id, &finished, &moves);
    if (opened != REFEREE_STORE_OK) {
        return opened;
    }
    if (finished || seq != moves) {
        set_error(s, "game %" PRIu64 " %s", id,
                  finished ? "is finished" : "has another number of moves than this move says");
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    number_text game = id_text(id), number = long_text(seq), seat = long_text(actor),
                next = long_text(to_act);
    const char *move_values[] = {game.text, number.text, seat.text, text};
    const char *game_values[] = {game.text, next.text, seat.text};
    const char *id_values[] = {game.text};
    PGresult *invited =
        exchange(s, "SELECT count(*) FROM referee_seats WHERE game = $1 AND invited", 1, id_values);
    if (!invited) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    long waiting = value_long(invited, 0, 0);
    PQclear(invited);
    if (waiting > 0) {
        set_error(s, "game %" PRIu64 " waits for an invited seat's yes", id);
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    if (!command(s, "INSERT INTO referee_moves (game, seq, actor, text) VALUES ($1, $2, $3, $4)", 4,
                 move_values) ||
        !command(s,
                 /* A turn is all the decisions of one seat: its clock restarts
                  * only when another seat is to act. */
                 "UPDATE referee_games SET moves = moves + 1, to_act = $2, turn_started ="
                 " CASE WHEN $2::integer = $3::integer THEN turn_started ELSE now() END"
                 " WHERE id = $1",
                 3, game_values)) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    return commit_result(s);
}

static referee_store_result
finish_once(pg_store *s, const char *referee, uint64_t id,
            void (*rate)(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS]), void *ctx)
{
    bool finished = false;
    long moves = 0;
    referee_store_result opened = begin_held_write(s, referee, id, &finished, &moves);
    if (opened != REFEREE_STORE_OK) {
        return opened;
    }
    if (finished) {
        set_error(s, "game %" PRIu64 " is finished already", id);
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    number_text game_id = id_text(id);
    const char *id_values[] = {game_id.text};
    referee_game game;
    referee_store_result read = read_game_by_id(s, id, false, &game);
    if (read != REFEREE_STORE_OK) {
        return read;
    }
    /* Every seat's rating row exists and is locked, in the keys' order so
     * that two games finishing at once lock their shared players alike. */
    char keys[VILLAGE_MAX_PLAYERS][REFEREE_JID_MAX + 1];
    char key_list[VILLAGE_MAX_PLAYERS * (2 * REFEREE_JID_MAX + 4) + 4];
    size_t used = 0;
    key_list[used++] = '{';
    for (int i = 0; i < game.players; i++) {
        referee_seat_rating_key(&game.seats[i], keys[i]);
        used += (size_t)snprintf(key_list + used, sizeof key_list - used, "%s\"", i ? "," : "");
        for (const char *c = keys[i]; *c && used + 3 < sizeof key_list; c++) {
            if (*c == '"' || *c == '\\') {
                key_list[used++] = '\\';
            }
            key_list[used++] = *c;
        }
        key_list[used++] = '"';
    }
    snprintf(key_list + used, sizeof key_list - used, "}");
    referee_rating unrated = referee_rating_unrated();
    number_text rating = seconds_text(unrated.rating), deviation = seconds_text(unrated.deviation),
                volatility = seconds_text(unrated.volatility);
    const char *insert_values[] = {key_list, rating.text, deviation.text, volatility.text};
    const char *key_values[] = {key_list};
    PGresult *r = NULL;
    if (command(s,
                "INSERT INTO referee_ratings (jid, rating, deviation, volatility, games)"
                " SELECT k, $2, $3, $4, 0 FROM unnest($1::text[]) AS k ORDER BY k"
                " ON CONFLICT (jid) DO NOTHING",
                4, insert_values)) {
        r = exchange(s,
                     "SELECT jid, rating, deviation, volatility, games FROM referee_ratings"
                     " WHERE jid = ANY($1::text[]) ORDER BY jid FOR UPDATE",
                     1, key_values);
    }
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    referee_rating ratings[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < game.players; i++) {
        ratings[i] = unrated;
        for (int row = 0; row < PQntuples(r); row++) {
            if (strcmp(PQgetvalue(r, row, 0), keys[i]) == 0) {
                ratings[i] = read_rating(r, row, 1);
            }
        }
    }
    PQclear(r);
    rate(ctx, game.players, ratings);
    for (int i = 0; i < game.players; i++) {
        number_text new_rating = seconds_text(ratings[i].rating),
                    new_deviation = seconds_text(ratings[i].deviation),
                    new_volatility = seconds_text(ratings[i].volatility),
                    games = long_text(ratings[i].games);
        const char *values[] = {keys[i], new_rating.text, new_deviation.text, new_volatility.text,
                                games.text};
        if (!command(s,
                     "UPDATE referee_ratings SET rating = $2, deviation = $3, volatility = $4,"
                     " games = $5 WHERE jid = $1",
                     5, values)) {
            return give_up(s, REFEREE_STORE_UNREACHABLE);
        }
    }
    if (!command(s,
                 "UPDATE referee_games SET finished = true, to_act = -1, holder = NULL,"
                 " lease_until = NULL WHERE id = $1",
                 1, id_values)) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    return commit_result(s);
}

static referee_store_result
pg_finish_game(void *self, const char *referee, uint64_t id,
               void (*rate)(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS]),
               void *ctx)
{
    pg_store *s = self;
    if (!referee_name_valid(s, referee) || !rate) {
        return REFEREE_STORE_INVALID;
    }
    referee_store_result result = finish_once(s, referee, id, rate, ctx);
    for (int tries = 0;
         result == REFEREE_STORE_UNREACHABLE && worth_retrying(s) && tries < DEADLOCK_RETRIES;
         tries++) {
        result = finish_once(s, referee, id, rate, ctx);
    }
    return result;
}

/* Runs a call's one statement (first_exchange) and copies the ids of its
 * result's first column into ids (at most max): the games a claim or a
 * renewal holds now. */
static referee_store_result held_ids(pg_store *s, const char *sql, int count_values,
                                     const char *const *values, uint64_t *ids, int max, int *count)
{
    PGresult *r = first_exchange(s, sql, count_values, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    for (int row = 0; row < PQntuples(r) && *count < max; row++) {
        ids[(*count)++] = value_id(r, row, 0);
    }
    PQclear(r);
    return REFEREE_STORE_OK;
}

static referee_store_result pg_claim_games(void *self, const char *referee, double lease_seconds,
                                           int max, uint64_t *ids, int *count)
{
    pg_store *s = self;
    *count = 0;
    if (!referee_name_valid(s, referee) || !lease_valid(s, lease_seconds) || max < 0) {
        return REFEREE_STORE_INVALID;
    }
    if (max == 0) {
        return REFEREE_STORE_OK;
    }
    number_text lease = seconds_text(lease_seconds), limit = long_text(max);
    const char *values[] = {referee, lease.text, limit.text};
    /* The longest waiting turn first. A row another referee has locked
     * (claiming it, or writing a move of a game it holds) is skipped, not
     * waited for; a row changed since this statement began is checked
     * again as it is now before it is locked (READ COMMITTED's recheck). */
    return held_ids(
        s,
        "WITH claimed AS (UPDATE referee_games SET holder = $1,"
        " lease_until = now() + make_interval(secs => $2::double precision)"
        " WHERE id IN (SELECT id FROM referee_games"
        "  WHERE NOT finished AND (holder IS NULL OR lease_until IS NULL OR lease_until <= now())"
        "  ORDER BY turn_started, id LIMIT $3 FOR UPDATE SKIP LOCKED)"
        " RETURNING id, turn_started)"
        " SELECT id FROM claimed ORDER BY turn_started, id",
        3, values, ids, max, count);
}

static referee_store_result pg_renew_leases(void *self, const char *referee, double lease_seconds,
                                            uint64_t *held, int max, int *count)
{
    pg_store *s = self;
    *count = 0;
    if (!referee_name_valid(s, referee) || !lease_valid(s, lease_seconds) || max < 0) {
        return REFEREE_STORE_INVALID;
    }
    number_text lease = seconds_text(lease_seconds);
    const char *values[] = {referee, lease.text};
    return held_ids(s,
                    "WITH renewed AS (UPDATE referee_games SET"
                    " lease_until = now() + make_interval(secs => $2::double precision)"
                    " WHERE holder = $1 AND lease_until > now() AND NOT finished"
                    " RETURNING id, turn_started)"
                    " SELECT id FROM renewed ORDER BY turn_started, id",
                    2, values, held, max, count);
}

static referee_store_result pg_release_game(void *self, const char *referee, uint64_t id)
{
    pg_store *s = self;
    if (!referee_name_valid(s, referee)) {
        return REFEREE_STORE_INVALID;
    }
    number_text game = id_text(id);
    const char *values[] = {game.text, referee};
    PGresult *r = first_exchange(s,
                                 "UPDATE referee_games SET holder = NULL, lease_until = NULL"
                                 " WHERE id = $1 AND holder = $2",
                                 2, values);
    PQclear(r);
    return r ? REFEREE_STORE_OK : REFEREE_STORE_UNREACHABLE;
}

static referee_store_result pg_list_games(void *self, const char *jid, referee_game *out, int max,
                                          int *count)
{
    pg_store *s = self;
    *count = 0;
    if (!jid || !jid[0] || strlen(jid) > REFEREE_JID_MAX || max < 0) {
        set_error(s, "a player's address must have 1 to %d characters", REFEREE_JID_MAX);
        return REFEREE_STORE_INVALID;
    }
    if (!begin(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    number_text limit = long_text(max);
    const char *values[] = {jid, limit.text};
    /* Its turn (longest waiting first), other playing games, then finished
     * games (the latest move first in both). */
    PGresult *r = exchange(
        s,
        "SELECT " GAME_COLUMNS " FROM ("
        " SELECT g.*, CASE WHEN g.finished THEN 2 WHEN EXISTS (SELECT 1 FROM referee_seats t"
        "  WHERE t.game = g.id AND t.seat = g.to_act AND t.jid = $1) THEN 0 ELSE 1 END AS part"
        " FROM referee_games g WHERE NOT g.cancelled"
        " AND g.id IN (SELECT game FROM referee_seats WHERE jid = $1)) x"
        " ORDER BY part,"
        " CASE WHEN part = 0 THEN turn_started END ASC,"
        " CASE WHEN part > 0 THEN turn_started END DESC, id"
        " LIMIT $2",
        2, values);
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    int n = PQntuples(r);
    for (int row = 0; row < n && row < max; row++) {
        read_game(r, row, &out[row]);
        out[row].seed = 0; /* a secret of the store and the referee */
    }
    PQclear(r);
    if (!read_seats(s, out, n, false)) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    if (!commit(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    *count = n;
    return REFEREE_STORE_OK;
}

static referee_store_result pg_rating(void *self, const char *jid, referee_rating *out)
{
    pg_store *s = self;
    if (!jid || !jid[0] || strlen(jid) > REFEREE_JID_MAX) {
        set_error(s, "a player's address must have 1 to %d characters", REFEREE_JID_MAX);
        return REFEREE_STORE_INVALID;
    }
    const char *values[] = {jid};
    PGresult *r = first_exchange(s,
                                 "SELECT rating, deviation, volatility, games FROM referee_ratings"
                                 " WHERE jid = $1",
                                 1, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    *out = referee_rating_unrated();
    if (PQntuples(r) == 1) {
        *out = read_rating(r, 0, 0);
    }
    PQclear(r);
    return REFEREE_STORE_OK;
}

static referee_store_result pg_answer_invitation(void *self, uint64_t id, const char *jid, bool yes,
                                                 referee_game *out)
{
    pg_store *s = self;
    if (!jid || !jid[0] || strlen(jid) > REFEREE_JID_MAX) {
        set_error(s, "a player's address must have 1 to %d characters", REFEREE_JID_MAX);
        return REFEREE_STORE_INVALID;
    }
    if (!begin(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    number_text game_id = id_text(id);
    const char *id_values[] = {game_id.text};
    /* The row locked first: an answer and an expiry on two referees are
     * one after the other, never both. */
    PGresult *r =
        exchange(s, "SELECT id FROM referee_games WHERE id = $1 FOR UPDATE", 1, id_values);
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    if (!game_found(s, r, id)) {
        return give_up(s, REFEREE_STORE_NOT_FOUND);
    }
    PQclear(r);
    referee_game g;
    referee_store_result read = read_game_by_id(s, id, false, &g);
    if (read != REFEREE_STORE_OK) {
        return read;
    }
    int seat = -1;
    for (int i = 0; i < g.players; i++) {
        if (g.seats[i].ai_level < 0 && strcmp(g.seats[i].jid, jid) == 0) {
            seat = i;
        }
    }
    if (seat < 0) {
        set_error(s, "%s has no seat in game %" PRIu64, jid, id);
        return give_up(s, REFEREE_STORE_NOT_FOUND);
    }
    bool pending = referee_game_pending(&g);
    if (g.status != REFEREE_GAME_PLAYING || (!yes && !pending)) {
        set_error(s, "game %" PRIu64 " %s", id,
                  g.status != REFEREE_GAME_PLAYING ? "is over or cancelled" : "has started");
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    const char *seat_values[] = {game_id.text, jid};
    if (yes && g.seats[seat].invited) {
        g.seats[seat].invited = false;
        if (!command(s, "UPDATE referee_seats SET invited = false WHERE game = $1 AND jid = $2", 2,
                     seat_values)) {
            return give_up(s, REFEREE_STORE_UNREACHABLE);
        }
        /* The last yes starts the game: the first turn's clock starts now. */
        if (!referee_game_pending(&g)) {
            if (!command(s, "UPDATE referee_games SET turn_started = now() WHERE id = $1", 1,
                         id_values)) {
                return give_up(s, REFEREE_STORE_UNREACHABLE);
            }
            g.turn_age = 0;
        }
    } else if (!yes) {
        if (!command(s,
                     "UPDATE referee_games SET finished = true, cancelled = true, to_act = -1,"
                     " holder = NULL, lease_until = NULL WHERE id = $1",
                     1, id_values)) {
            return give_up(s, REFEREE_STORE_UNREACHABLE);
        }
        g.status = REFEREE_GAME_CANCELLED;
        g.to_act = -1;
    }
    if (!commit(s)) {
        return REFEREE_STORE_UNREACHABLE;
    }
    if (out) {
        *out = g;
        out->seed = 0;
    }
    return REFEREE_STORE_OK;
}

static referee_store_result pg_expire_invitation(void *self, const char *referee, uint64_t id)
{
    pg_store *s = self;
    if (!referee_name_valid(s, referee)) {
        return REFEREE_STORE_INVALID;
    }
    bool finished = false;
    long moves = 0;
    referee_store_result opened = begin_held_write(s, referee, id, &finished, &moves);
    if (opened != REFEREE_STORE_OK) {
        return opened;
    }
    number_text game_id = id_text(id);
    const char *id_values[] = {game_id.text};
    PGresult *r = exchange(s,
                           "UPDATE referee_games SET finished = true, cancelled = true,"
                           " to_act = -1, holder = NULL, lease_until = NULL"
                           " WHERE id = $1 AND NOT finished"
                           " AND now() - created >= make_interval(secs => move_seconds)"
                           " AND EXISTS (SELECT 1 FROM referee_seats t"
                           "  WHERE t.game = $1 AND t.invited) RETURNING id",
                           1, id_values);
    if (!r) {
        return give_up(s, REFEREE_STORE_UNREACHABLE);
    }
    bool cancelled = PQntuples(r) == 1;
    PQclear(r);
    if (!cancelled) {
        set_error(s, "game %" PRIu64 " has started, is over, or its invitation has time left", id);
        return give_up(s, REFEREE_STORE_CONFLICT);
    }
    return commit_result(s);
}

static referee_store_result pg_account_counts(void *self, const char *jid,
                                              referee_account_counts *out)
{
    pg_store *s = self;
    memset(out, 0, sizeof *out);
    if (!jid || !jid[0] || strlen(jid) > REFEREE_JID_MAX) {
        set_error(s, "a player's address must have 1 to %d characters", REFEREE_JID_MAX);
        return REFEREE_STORE_INVALID;
    }
    const char *values[] = {jid};
    PGresult *r = first_exchange(
        s,
        "SELECT"
        " (SELECT count(*) FROM referee_games g WHERE NOT g.finished AND EXISTS (SELECT 1"
        "  FROM referee_seats t WHERE t.game = g.id AND t.jid = $1 AND t.ai_level < 0)),"
        " (SELECT count(*) FROM referee_games g WHERE NOT g.finished AND g.creator = $1 AND"
        "  EXISTS (SELECT 1 FROM referee_seats t WHERE t.game = g.id AND t.invited)),"
        " (SELECT count(*) FROM referee_games g WHERE g.creator = $1"
        "  AND g.created > now() - interval '1 hour')",
        1, values);
    if (!r) {
        return REFEREE_STORE_UNREACHABLE;
    }
    out->open_games = (int)value_long(r, 0, 0);
    out->invitations_pending = (int)value_long(r, 0, 1);
    out->created_last_hour = (int)value_long(r, 0, 2);
    PQclear(r);
    return REFEREE_STORE_OK;
}

static const char *pg_error(void *self)
{
    return ((pg_store *)self)->error;
}

static void pg_close(void *self)
{
    pg_store *s = self;
    drop_connection(s);
    free(s->conninfo);
    free(s);
}

static const referee_store_ops POSTGRES_OPS = {
    .name = "postgresql",
    .create_game = pg_create_game,
    .load_game = pg_load_game,
    .read_moves = pg_read_moves,
    .append_move = pg_append_move,
    .finish_game = pg_finish_game,
    .claim_games = pg_claim_games,
    .renew_leases = pg_renew_leases,
    .release_game = pg_release_game,
    .list_games = pg_list_games,
    .rating = pg_rating,
    .answer_invitation = pg_answer_invitation,
    .expire_invitation = pg_expire_invitation,
    .account_counts = pg_account_counts,
    .error = pg_error,
    .close = pg_close,
};

referee_store *referee_store_postgres_open(const char *conninfo, char *err, size_t err_size)
{
    pg_store *s = calloc(1, sizeof *s);
    if (!s || !(s->conninfo = strdup(conninfo ? conninfo : ""))) {
        snprintf(err, err_size, "out of memory");
        free(s);
        return NULL;
    }
    if (!connect_now(s)) {
        snprintf(err, err_size, "%s", s->error);
        pg_close(s);
        return NULL;
    }
    referee_store *st = &s->base;
    st->ops = &POSTGRES_OPS;
    st->self = s;
    return st;
}
