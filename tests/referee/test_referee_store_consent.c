/* The SQLite store's invitations, limits and turn clock (src/referee/store.h;
 * docs/referee.md, "Invitations", "Limits", "The time limit"): a game with
 * an invited seat takes no move until that seat says yes; the last yes
 * starts the turn's clock; a no cancels it (unlisted, unclaimed, unrated);
 * an invitation expires only after its time, by the database's clock; the
 * counts the limits read; a turn's clock that runs on through one seat's
 * decisions and restarts only when another seat is to act; a version 1
 * file upgraded in place, its games counted as accepted; and a version 2
 * file, its computers' styles still dealt by their games' ids. Times are moved
 * by writing the file's clock columns back, never by waiting. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee/store.h"
#include "temp_folder.h"
#include "village/ai.h"

#define ANA "ana@example.org"
#define BO  "bo@example.org"

typedef struct fixture {
    char dir[256];
    char path[300];
    referee_store *st;
} fixture;

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_true(temp_folder_fresh(f->dir, sizeof f->dir, "test_referee_store_consent"));
    snprintf(f->path, sizeof f->path, "%s/games.sqlite", f->dir);
    char err[256];
    f->st = referee_store_open(f->path, err, sizeof err);
    assert_non_null(f->st);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    referee_store_close(f->st);
    assert_true(temp_folder_remove_tree(f->dir));
    free(f);
    return 0;
}

/* Ana's game with bo (invited or not) and an AI. */
static referee_game sample_game(uint64_t id, bool bo_invited)
{
    referee_game g;
    memset(&g, 0, sizeof g);
    g.id = id;
    g.players = 3;
    g.seed = 0x1234567890abcdefull;
    g.move_seconds = 86400;
    snprintf(g.room, sizeof g.room, "village-%llx@conference.example.org", (unsigned long long)id);
    snprintf(g.creator, sizeof g.creator, ANA);
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, ANA);
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032x", (unsigned)id);
    snprintf(g.seats[1].jid, sizeof g.seats[1].jid, BO);
    g.seats[1].ai_level = -1;
    g.seats[1].invited = bo_invited;
    snprintf(g.seats[1].token, sizeof g.seats[1].token, "%031x1", (unsigned)id);
    g.seats[2].ai_level = 1;
    g.to_act = 0;
    return g;
}

/* Runs SQL on the store's file from another connection (the clock moved). */
static void run_sql(const fixture *f, const char *sql)
{
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
    sqlite3_busy_timeout(db, 5000);
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK)
        fail_msg("%s: %s", sql, err ? err : "?");
    sqlite3_close(db);
}

static referee_game load(const fixture *f, uint64_t id)
{
    referee_game g;
    assert_int_equal(referee_store_load_game(f->st, id, &g), REFEREE_STORE_OK);
    return g;
}

static void test_referee_store_turn_clock_runs_through_a_turn(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(201, false);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    run_sql(f, "UPDATE games SET turn_started = turn_started - 1000");
    /* Seat 0 decides, and is to decide again: the same turn. */
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 0),
                     REFEREE_STORE_OK);
    assert_true(load(f, g.id).turn_age >= 1000);
    /* Seat 0's last decision: seat 1's turn starts now. */
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 1, 0, "pass", 1),
                     REFEREE_STORE_OK);
    assert_true(load(f, g.id).turn_age < 1000);
}

static void test_referee_store_invitation_accepted_starts(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(202, true);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    referee_game stored = load(f, g.id);
    assert_true(stored.seats[1].invited);
    assert_false(stored.seats[0].invited);
    assert_true(referee_game_pending(&stored));
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_CONFLICT);
    referee_game after;
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, "cy@example.org", true, &after),
                     REFEREE_STORE_NOT_FOUND);
    run_sql(f, "UPDATE games SET turn_started = turn_started - 1000");
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, BO, true, &after),
                     REFEREE_STORE_OK);
    assert_false(referee_game_pending(&after));
    assert_string_equal(after.seats[1].token, ""); /* an answer carries no secret */
    assert_int_equal(after.seed, 0);
    stored = load(f, g.id);
    assert_false(referee_game_pending(&stored));
    assert_true(stored.turn_age < 1000); /* the first turn starts at the last yes */
    /* A second yes changes nothing; a no after the start is refused. */
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, BO, true, &after),
                     REFEREE_STORE_OK);
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, BO, false, &after),
                     REFEREE_STORE_CONFLICT);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_OK);
}

static void test_referee_store_invitation_declined_cancels(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(203, true);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    referee_game after;
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, BO, false, &after),
                     REFEREE_STORE_OK);
    assert_int_equal(after.status, REFEREE_GAME_CANCELLED);
    assert_int_equal(load(f, g.id).status, REFEREE_GAME_CANCELLED);
    assert_int_equal(referee_store_answer_invitation(f->st, g.id, BO, true, &after),
                     REFEREE_STORE_CONFLICT);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_LEASE_LOST); /* let go when cancelled */
    uint64_t ids[4];
    int n = -1;
    assert_int_equal(referee_store_claim_games(f->st, "r2", 60, 4, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 0);
    referee_game list[4];
    assert_int_equal(referee_store_list_games(f->st, BO, list, 4, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 0);
    assert_int_equal(referee_store_finish_game(f->st, "r1", g.id, NULL, NULL),
                     REFEREE_STORE_LEASE_LOST);
}

static void test_referee_store_invitation_expires_after_its_time(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(204, true);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    assert_int_equal(referee_store_expire_invitation(f->st, "r1", g.id), REFEREE_STORE_CONFLICT);
    run_sql(f, "UPDATE games SET created = created - 86401");
    assert_int_equal(referee_store_expire_invitation(f->st, "r2", g.id), REFEREE_STORE_LEASE_LOST);
    assert_int_equal(referee_store_expire_invitation(f->st, "r1", g.id), REFEREE_STORE_OK);
    assert_int_equal(load(f, g.id).status, REFEREE_GAME_CANCELLED);
    /* A started game never expires. */
    referee_game h = sample_game(205, false);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &h), REFEREE_STORE_OK);
    run_sql(f, "UPDATE games SET created = created - 86401");
    assert_int_equal(referee_store_expire_invitation(f->st, "r1", h.id), REFEREE_STORE_CONFLICT);
}

static void test_referee_store_account_counts(void **state)
{
    fixture *f = *state;
    referee_game a = sample_game(206, true), b = sample_game(207, false),
                 c = sample_game(208, true);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &a), REFEREE_STORE_OK);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &b), REFEREE_STORE_OK);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &c), REFEREE_STORE_OK);
    referee_game after;
    assert_int_equal(referee_store_answer_invitation(f->st, c.id, BO, false, &after),
                     REFEREE_STORE_OK);
    run_sql(f, "UPDATE games SET created = created - 7200 WHERE id = 207");
    referee_account_counts n;
    assert_int_equal(referee_store_account_counts(f->st, ANA, &n), REFEREE_STORE_OK);
    assert_int_equal(n.open_games, 2);          /* a and b: c is cancelled */
    assert_int_equal(n.invitations_pending, 1); /* a */
    assert_int_equal(n.created_last_hour, 2);   /* a and c: b is older */
    assert_int_equal(referee_store_account_counts(f->st, BO, &n), REFEREE_STORE_OK);
    assert_int_equal(n.open_games, 2);
    assert_int_equal(n.invitations_pending, 0);
    assert_int_equal(n.created_last_hour, 0);
}

/* The games', moves' and ratings' tables as versions 1 and 2 made them. */
#define OLD_GAMES                                                                                  \
    "CREATE TABLE games(id INTEGER PRIMARY KEY, players INTEGER NOT NULL,"                         \
    " seed INTEGER NOT NULL, move_seconds INTEGER NOT NULL, room TEXT NOT NULL,"                   \
    " creator TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 0,"                                   \
    " moves INTEGER NOT NULL DEFAULT 0, to_act INTEGER NOT NULL,"                                  \
    " turn_started REAL NOT NULL, created REAL NOT NULL, holder TEXT, lease_expires REAL);"
#define OLD_MOVES_AND_RATINGS                                                                      \
    "CREATE INDEX seats_by_jid ON seats(jid);"                                                     \
    "CREATE TABLE moves(game INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,"         \
    " actor INTEGER NOT NULL, text TEXT NOT NULL, stored REAL NOT NULL,"                           \
    " PRIMARY KEY(game, seq));"                                                                    \
    "CREATE TABLE ratings(jid TEXT PRIMARY KEY, rating REAL NOT NULL,"                             \
    " deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL);"

/* The fixture's store now on a new file 'name' made by 'sql' as an older
 * version would have made it (the store upgrades it). */
static void open_old_file(fixture *f, const char *name, const char *sql)
{
    referee_store_close(f->st);
    f->st = NULL;
    snprintf(f->path, sizeof f->path, "%.255s/%.40s", f->dir, name);
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    char err[256];
    f->st = referee_store_open(f->path, err, sizeof err);
    if (!f->st)
        fail_msg("the old file %s is refused: %s", name, err);
}

/* A file as the first version made it, with one game under way. */
static void test_referee_store_upgrades_version_1(void **state)
{
    fixture *f = *state;
    static const char v1[] = OLD_GAMES
        "CREATE TABLE seats(game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,"
        " jid TEXT NOT NULL, ai_level INTEGER NOT NULL, token TEXT NOT NULL,"
        " PRIMARY KEY(game, seat));" OLD_MOVES_AND_RATINGS
        "INSERT INTO games VALUES(77, 2, 5, 86400, 'village-4d@conference.example.org',"
        " 'ana@example.org', 0, 0, 0, 0, 0, NULL, NULL);"
        "INSERT INTO seats VALUES(77, 0, 'ana@example.org', -1,"
        " '0123456789abcdef0123456789abcdef');"
        "INSERT INTO seats VALUES(77, 1, 'bo@example.org', -1,"
        " 'fedcba9876543210fedcba9876543210');"
        "PRAGMA user_version = 1;";
    open_old_file(f, "old.sqlite", v1);
    referee_game g = load(f, 77);
    assert_false(referee_game_pending(&g));
    assert_int_equal(g.status, REFEREE_GAME_PLAYING);
    uint64_t ids[4];
    int n = 0;
    assert_int_equal(referee_store_claim_games(f->st, "r1", 60, 4, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 1);
    assert_int_equal(referee_store_append_move(f->st, "r1", 77, 0, 0, "family", 1),
                     REFEREE_STORE_OK);
    referee_store_close(f->st);
    char err[256];
    f->st = referee_store_open(f->path, err, sizeof err); /* opened again: nothing to upgrade */
    assert_non_null(f->st);
    assert_int_equal(load(f, 77).moves, 1);
}

/* A file as version 2 made it (before a computer's style could be chosen),
 * with a game against a computer: opened, its computer has no chosen style
 * (its id deals it, as before) and a new game keeps a chosen one. A style
 * no store writes, put in by hand, makes that game's load refuse it. */
static void test_referee_store_upgrades_version_2(void **state)
{
    fixture *f = *state;
    static const char v2[] = OLD_GAMES
        "CREATE TABLE seats(game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,"
        " jid TEXT NOT NULL, ai_level INTEGER NOT NULL, token TEXT NOT NULL,"
        " invited INTEGER NOT NULL DEFAULT 0, PRIMARY KEY(game, seat));" OLD_MOVES_AND_RATINGS
        "INSERT INTO games VALUES(78, 2, 5, 86400, 'village-4e@conference.example.org',"
        " 'ana@example.org', 0, 0, 0, 0, 0, NULL, NULL);"
        "INSERT INTO seats VALUES(78, 0, 'ana@example.org', -1,"
        " '0123456789abcdef0123456789abcdef', 0);"
        "INSERT INTO seats VALUES(78, 1, '', 2, '', 0);"
        "PRAGMA user_version = 2;";
    open_old_file(f, "old2.sqlite", v2);
    referee_game g = load(f, 78);
    assert_int_equal(g.seats[1].ai_level, 2);
    assert_false(g.seats[1].style_chosen);
    referee_game chosen = sample_game(79, false);
    chosen.seats[2].style_chosen = true;
    chosen.seats[2].ai_style = VILLAGE_AI_STYLE_MERCHANT;
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &chosen), REFEREE_STORE_OK);
    g = load(f, 79);
    assert_true(g.seats[2].style_chosen);
    assert_int_equal(g.seats[2].ai_style, VILLAGE_AI_STYLE_MERCHANT);
    referee_store_close(f->st);
    f->st = NULL;
    run_sql(f, "UPDATE seats SET ai_style = 9 WHERE game = 79 AND seat = 2");
    char err[256];
    f->st = referee_store_open(f->path, err, sizeof err);
    assert_non_null(f->st);
    referee_game damaged;
    assert_int_equal(referee_store_load_game(f->st, 79, &damaged), REFEREE_STORE_INVALID);
    assert_non_null(strstr(referee_store_error(f->st), "style"));
    assert_int_equal(load(f, 78).id, 78);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_store_turn_clock_runs_through_a_turn, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_invitation_accepted_starts, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_invitation_declined_cancels, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_invitation_expires_after_its_time, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_account_counts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_upgrades_version_1, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_upgrades_version_2, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
