/* The referee's SQLite store (src/referee/store.h) through its public
 * calls: a game created, its moves appended and read back in order, the
 * lease every write needs (lost, expired, claimed by another referee,
 * renewed, released), a player's list with "your turn" first, a finished
 * game rated once, and what survives closing and opening the file. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "referee/store.h"
#include "temp_folder.h"
#include "wait_until.h"

typedef struct fixture {
    char dir[256];
    char path[300];
    referee_store *st;
} fixture;

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_true(temp_folder_fresh(f->dir, sizeof f->dir, "test_referee_store"));
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

static referee_game sample_game(uint64_t id, const char *a, const char *b)
{
    referee_game g;
    memset(&g, 0, sizeof g);
    g.id = id;
    g.players = 3;
    g.seed = 0x1234567890abcdefull;
    g.move_seconds = 86400;
    snprintf(g.room, sizeof g.room, "village-%llx@conference.example.org", (unsigned long long)id);
    snprintf(g.creator, sizeof g.creator, "%s", a);
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "%s", a);
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032x", (unsigned)id);
    snprintf(g.seats[1].jid, sizeof g.seats[1].jid, "%s", b);
    g.seats[1].ai_level = -1;
    snprintf(g.seats[1].token, sizeof g.seats[1].token, "%031x1", (unsigned)id);
    g.seats[2].ai_level = 1;
    g.to_act = 0;
    return g;
}

typedef struct moves_read {
    int count;
    long seqs[16];
    int actors[16];
    char texts[16][32];
} moves_read;

static bool collect(void *ctx, long seq, int actor, const char *text)
{
    moves_read *m = ctx;
    if (m->count < 16) {
        m->seqs[m->count] = seq;
        m->actors[m->count] = actor;
        snprintf(m->texts[m->count], sizeof m->texts[m->count], "%s", text);
    }
    m->count++;
    return true;
}

static void test_referee_store_game_and_moves(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(0xfeedfacecafebeefull, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_CONFLICT);

    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_OK);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 1, 1, "pass", 2),
                     REFEREE_STORE_OK);
    /* Not the next number: nothing written. */
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 1, 2, "again", 0),
                     REFEREE_STORE_CONFLICT);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 3, 2, "skip", 0),
                     REFEREE_STORE_CONFLICT);
    /* Another referee's write: refused. */
    assert_int_equal(referee_store_append_move(f->st, "r2", g.id, 2, 2, "x", 0),
                     REFEREE_STORE_LEASE_LOST);
    assert_int_equal(referee_store_append_move(f->st, "r1", 42, 0, 0, "x", 0),
                     REFEREE_STORE_NOT_FOUND);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 2, 2, "", 0),
                     REFEREE_STORE_INVALID);

    moves_read m = {0};
    assert_int_equal(referee_store_read_moves(f->st, g.id, collect, &m), REFEREE_STORE_OK);
    assert_int_equal(m.count, 2);
    assert_int_equal(m.seqs[1], 1);
    assert_int_equal(m.actors[1], 1);
    assert_string_equal(m.texts[0], "family");
    assert_string_equal(m.texts[1], "pass");

    referee_game back;
    assert_int_equal(referee_store_load_game(f->st, g.id, &back), REFEREE_STORE_OK);
    assert_int_equal(back.id, g.id);
    assert_int_equal(back.seed, g.seed);
    assert_int_equal(back.moves, 2);
    assert_int_equal(back.to_act, 2);
    assert_int_equal(back.status, REFEREE_GAME_PLAYING);
    assert_string_equal(back.seats[1].jid, "bo@example.org");
    assert_string_equal(back.seats[0].token, g.seats[0].token);
    assert_int_equal(back.seats[2].ai_level, 1);
    assert_true(back.turn_age >= 0 && back.turn_age < 60);
    assert_int_equal(referee_store_load_game(f->st, 42, &back), REFEREE_STORE_NOT_FOUND);

    /* Closed and opened again: everything is there. */
    referee_store_close(f->st);
    char err[256];
    f->st = referee_store_open(f->path, err, sizeof err);
    assert_non_null(f->st);
    m.count = 0;
    assert_int_equal(referee_store_read_moves(f->st, g.id, collect, &m), REFEREE_STORE_OK);
    assert_int_equal(m.count, 2);
}

static void test_referee_store_refuses_bad_games(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(7, "ana@example.org", "ana@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    assert_non_null(strstr(referee_store_error(f->st), "same address"));
    g = sample_game(7, "ana@example.org", "bo@example.org/phone");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    g = sample_game(7, "ana@example.org", "bo@example.org");
    g.seats[2].ai_level = 99;
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    g = sample_game(7, "ana@example.org", "bo@example.org");
    g.move_seconds = 0;
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    g = sample_game(0, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    g = sample_game(7, "ana@example.org", "bo@example.org");
    g.seats[0].token[5] = 'X';
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_INVALID);
    referee_game back;
    assert_int_equal(referee_store_load_game(f->st, 7, &back), REFEREE_STORE_NOT_FOUND);
}

static void test_referee_store_leases(void **state)
{
    fixture *f = *state;
    referee_game a = sample_game(101, "ana@example.org", "bo@example.org");
    referee_game b = sample_game(102, "ana@example.org", "cy@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 2.0, &a), REFEREE_STORE_OK);
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &b), REFEREE_STORE_OK);

    /* Both held by r1: r2 gets none. */
    uint64_t ids[8];
    int n = -1;
    assert_int_equal(referee_store_claim_games(f->st, "r2", 60, 8, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 0);
    /* A restarted r1 finds its games by renewing. */
    assert_int_equal(referee_store_renew_leases(f->st, "r1", 2.0, ids, 8, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 2);

    /* a's and b's leases run out; r2 takes both, r1's writes fail. (Leases
     * of seconds, so that a slow sanitizer build still renews in time.) */
    support_sleep_seconds(2.5);
    assert_int_equal(referee_store_append_move(f->st, "r1", a.id, 0, 0, "family", 1),
                     REFEREE_STORE_LEASE_LOST);
    assert_int_equal(referee_store_claim_games(f->st, "r2", 60, 1, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 1);
    uint64_t first = ids[0];
    assert_int_equal(referee_store_claim_games(f->st, "r2", 60, 8, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 1);
    assert_true(ids[0] != first);
    assert_int_equal(referee_store_append_move(f->st, "r2", a.id, 0, 0, "family", 1),
                     REFEREE_STORE_OK);
    /* r1 renews: it holds nothing now. */
    assert_int_equal(referee_store_renew_leases(f->st, "r1", 60, ids, 8, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 0);
    assert_int_equal(referee_store_renew_leases(f->st, "r2", 60, ids, 8, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 2);

    /* Released: another takes it at once; the old holder's writes fail. */
    assert_int_equal(referee_store_release_game(f->st, "r2", a.id), REFEREE_STORE_OK);
    assert_int_equal(referee_store_release_game(f->st, "r1", b.id),
                     REFEREE_STORE_OK); /* not r1's */
    assert_int_equal(referee_store_claim_games(f->st, "r1", 60, 8, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 1);
    assert_int_equal(ids[0], a.id);
    assert_int_equal(referee_store_append_move(f->st, "r2", a.id, 1, 1, "pass", 2),
                     REFEREE_STORE_LEASE_LOST);
    assert_int_equal(referee_store_append_move(f->st, "r1", a.id, 1, 1, "pass", 2),
                     REFEREE_STORE_OK);
}

static void test_referee_store_lists_your_turn_first(void **state)
{
    fixture *f = *state;
    /* Three games of ana: her turn in 202 and 204 (204 waiting longer), bo's in 203. */
    referee_game g4 = sample_game(204, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g4), REFEREE_STORE_OK);
    support_sleep_seconds(0.05);
    referee_game g2 = sample_game(202, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g2), REFEREE_STORE_OK);
    referee_game g3 = sample_game(203, "ana@example.org", "bo@example.org");
    g3.to_act = 1;
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g3), REFEREE_STORE_OK);
    referee_game other = sample_game(205, "cy@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &other), REFEREE_STORE_OK);

    referee_game list[8];
    int n = 0;
    assert_int_equal(referee_store_list_games(f->st, "ana@example.org", list, 8, &n),
                     REFEREE_STORE_OK);
    assert_int_equal(n, 3);
    assert_int_equal(list[0].id, 204);
    assert_int_equal(list[1].id, 202);
    assert_int_equal(list[2].id, 203);
    for (int i = 0; i < n; i++) {
        assert_int_equal(list[i].seed, 0);
        for (int s = 0; s < list[i].players; s++)
            assert_string_equal(list[i].seats[s].token, "");
    }
    assert_int_equal(referee_store_list_games(f->st, "bo@example.org", list, 2, &n),
                     REFEREE_STORE_OK);
    assert_int_equal(n, 2);
    assert_int_equal(list[0].id, 203); /* bo's turn */
    assert_int_equal(referee_store_list_games(f->st, "nobody@example.org", list, 8, &n),
                     REFEREE_STORE_OK);
    assert_int_equal(n, 0);
}

static void rate_first_wins(void *ctx, int n, referee_rating r[VILLAGE_MAX_PLAYERS])
{
    int *calls = ctx;
    ++*calls;
    for (int i = 0; i < n; i++) {
        r[i].rating += i == 0 ? 10 : -5;
        r[i].games++;
    }
}

static void test_referee_store_finishes_and_rates_once(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(301, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 60, &g), REFEREE_STORE_OK);
    int calls = 0;
    assert_int_equal(referee_store_finish_game(f->st, "r2", g.id, rate_first_wins, &calls),
                     REFEREE_STORE_LEASE_LOST);
    assert_int_equal(calls, 0);
    assert_int_equal(referee_store_finish_game(f->st, "r1", g.id, rate_first_wins, &calls),
                     REFEREE_STORE_OK);
    assert_int_equal(calls, 1);
    referee_rating r;
    assert_int_equal(referee_store_rating(f->st, "ana@example.org", &r), REFEREE_STORE_OK);
    assert_true(r.rating == 1510.0 && r.games == 1);
    assert_int_equal(referee_store_rating(f->st, "ai:easy", &r), REFEREE_STORE_OK);
    assert_true(r.rating == 1495.0 && r.games == 1);
    assert_int_equal(referee_store_rating(f->st, "nobody@example.org", &r), REFEREE_STORE_OK);
    assert_true(r.rating == 1500.0 && r.deviation == 350.0 && r.games == 0);

    /* Finished: no move, no second rating, no claim. */
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_LEASE_LOST);
    uint64_t ids[4];
    int n = -1;
    assert_int_equal(referee_store_claim_games(f->st, "r1", 60, 4, ids, &n), REFEREE_STORE_OK);
    assert_int_equal(n, 0);
    referee_game back;
    assert_int_equal(referee_store_load_game(f->st, g.id, &back), REFEREE_STORE_OK);
    assert_int_equal(back.status, REFEREE_GAME_FINISHED);
    assert_int_equal(back.to_act, -1);
}

/* Another process holds the file's write lock past the wait: the store
 * says it is unreachable and writes nothing; once the lock is gone it
 * works again. */
static void test_referee_store_unreachable_writes_nothing(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(401, "ana@example.org", "bo@example.org");
    assert_int_equal(referee_store_create_game(f->st, "r1", 600, &g), REFEREE_STORE_OK);
    sqlite3 *other = NULL;
    assert_int_equal(sqlite3_open(f->path, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_UNREACHABLE);
    assert_true(strlen(referee_store_error(f->st)) > 0);
    assert_int_equal(sqlite3_exec(other, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    moves_read m = {0};
    assert_int_equal(referee_store_read_moves(f->st, g.id, collect, &m), REFEREE_STORE_OK);
    assert_int_equal(m.count, 0);
    assert_int_equal(referee_store_append_move(f->st, "r1", g.id, 0, 0, "family", 1),
                     REFEREE_STORE_OK);
}

static void test_referee_store_open_refuses(void **state)
{
    (void)state;
    char err[256] = "";
    assert_null(referee_store_open("/nonexistent-folder/x/games.sqlite", err, sizeof err));
    assert_true(strlen(err) > 0);
    assert_null(referee_store_open("sqlite:", err, sizeof err));
    assert_null(referee_store_open("postgresql://127.0.0.1:1/none", err, sizeof err));
    assert_true(strlen(err) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_referee_store_game_and_moves, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_refuses_bad_games, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_leases, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_lists_your_turn_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_finishes_and_rates_once, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_referee_store_unreachable_writes_nothing, setup,
                                        teardown),
        cmocka_unit_test(test_referee_store_open_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
