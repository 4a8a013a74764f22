/* The PostgreSQL store (src/referee/store_postgres.c) under the faults a
 * cluster of referees meets, on a PostgreSQL the test starts on 127.0.0.1
 * (postgres_server.h): referees racing for one game and for many (each game
 * held by exactly one), a move's transaction whose backend is terminated in
 * the middle or at random moments (the move is stored whole or not at all,
 * and the store reconnects on the next call), the database gone and back,
 * and a backend that stops answering (an error within the store's deadline,
 * never a hang). Randomised: the seed is the first argument or
 * VILLAGE_TEST_SEED, and is printed. */
#define _GNU_SOURCE

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <libpq-fe.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "postgres_server.h"
#include "referee/store.h"
#include "wait_until.h"

enum { REFEREES = 4, LEASE = 60 };

typedef struct world {
    postgres_server server;
    int databases;
    unsigned seed;
} world;

static world the_world;

typedef struct fixture {
    char dbname[32];
    char where[256];
    referee_store *referees[REFEREES];
} fixture;

static const char *referee_name(int i)
{
    static const char *const names[REFEREES] = {"ref-0", "ref-1", "ref-2", "ref-3"};
    return names[i];
}

static referee_store *open_store(const fixture *f)
{
    char err[512];
    referee_store *st = referee_store_open(f->where, err, sizeof err);
    if (!st) {
        fail_msg("cannot open %s: %s", f->where, err);
    }
    return st;
}

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    char err[512];
    snprintf(f->dbname, sizeof f->dbname, "faults%d", ++the_world.databases);
    if (!postgres_create_database(&the_world.server, f->dbname, err, sizeof err)) {
        fail_msg("%s", err);
    }
    snprintf(f->where, sizeof f->where, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/%s",
             the_world.server.port, f->dbname);
    for (int i = 0; i < REFEREES; i++) {
        f->referees[i] = open_store(f);
    }
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    for (int i = 0; i < REFEREES; i++) {
        referee_store_close(f->referees[i]);
    }
    free(f);
    return 0;
}

static referee_game sample_game(uint64_t id)
{
    referee_game g = {0};
    g.id = id;
    g.players = 2;
    g.seed = id * 7919;
    g.move_seconds = 3600;
    snprintf(g.room, sizeof g.room, "game-%llu@rooms.example.org", (unsigned long long)id);
    snprintf(g.creator, sizeof g.creator, "ana@example.org");
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "ana@example.org");
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032llx", (unsigned long long)id);
    g.seats[1].ai_level = 2;
    return g;
}

/* A game nobody holds. */
static void free_game(referee_store *st, uint64_t id)
{
    referee_game g = sample_game(id);
    assert_int_equal(referee_store_create_game(st, "maker", LEASE, &g), REFEREE_STORE_OK);
    assert_int_equal(referee_store_release_game(st, "maker", id), REFEREE_STORE_OK);
}

/* ---- Referees racing ---- */

typedef struct racer {
    referee_store *st;
    const char *name;
    pthread_barrier_t *start;
    int max;        /* per claim */
    bool until_dry; /* claim again until a claim gets nothing */
    uint64_t got[64];
    int count;
    referee_store_result failure;
} racer;

static void *race(void *arg)
{
    racer *r = arg;
    pthread_barrier_wait(r->start);
    for (;;) {
        int n = 0;
        referee_store_result result =
            referee_store_claim_games(r->st, r->name, LEASE, r->max, r->got + r->count, &n);
        if (result != REFEREE_STORE_OK) {
            r->failure = result;
            return NULL;
        }
        r->count += n;
        if (!r->until_dry || n == 0 || r->count + r->max > 64) {
            return NULL;
        }
    }
}

static void run_race(fixture *f, racer racers[REFEREES], int max, bool until_dry)
{
    pthread_barrier_t start;
    pthread_barrier_init(&start, NULL, REFEREES);
    pthread_t threads[REFEREES];
    for (int i = 0; i < REFEREES; i++) {
        racers[i] = (racer){.st = f->referees[i],
                            .name = referee_name(i),
                            .start = &start,
                            .max = max,
                            .until_dry = until_dry};
        pthread_create(&threads[i], NULL, race, &racers[i]);
    }
    for (int i = 0; i < REFEREES; i++) {
        pthread_join(threads[i], NULL);
        if (racers[i].failure != REFEREE_STORE_OK) {
            fail_msg("%s: %s (%s)", racers[i].name, referee_store_result_name(racers[i].failure),
                     referee_store_error(racers[i].st));
        }
    }
    pthread_barrier_destroy(&start);
}

static void test_pg_referees_race_for_one_game(void **state)
{
    fixture *f = *state;
    for (uint64_t id = 1; id <= 25; id++) {
        free_game(f->referees[0], id);
        racer racers[REFEREES];
        run_race(f, racers, 1, false);
        int holders = 0, holder = -1;
        for (int i = 0; i < REFEREES; i++) {
            if (racers[i].count == 1) {
                assert_int_equal(racers[i].got[0], id);
                holders++;
                holder = i;
            } else {
                assert_int_equal(racers[i].count, 0);
            }
        }
        assert_int_equal(holders, 1);
        /* The holder writes; every other referee is refused. */
        for (int i = 0; i < REFEREES; i++) {
            referee_store_result r =
                referee_store_append_move(f->referees[i], referee_name(i), id, 0, 0, "m", 1);
            assert_int_equal(r, i == holder ? REFEREE_STORE_OK : REFEREE_STORE_LEASE_LOST);
        }
    }
}

static void test_pg_referees_race_for_many_games(void **state)
{
    fixture *f = *state;
    enum { GAMES = 60 };
    for (uint64_t id = 100; id < 100 + GAMES; id++) {
        free_game(f->referees[0], id);
    }
    racer racers[REFEREES];
    run_race(f, racers, 3, true);
    int seen[GAMES] = {0};
    int total = 0;
    for (int i = 0; i < REFEREES; i++) {
        for (int k = 0; k < racers[i].count; k++) {
            uint64_t id = racers[i].got[k];
            assert_true(id >= 100 && id < 100 + GAMES);
            seen[id - 100]++;
            total++;
        }
    }
    assert_int_equal(total, GAMES);
    for (int k = 0; k < GAMES; k++) {
        assert_int_equal(seen[k], 1);
    }
}

/* ---- A move's transaction cut off ---- */

typedef struct mover {
    referee_store *st;
    const char *name;
    uint64_t id;
    long seq;
    referee_store_result result;
} mover;

static void *move_once(void *arg)
{
    mover *m = arg;
    m->result = referee_store_append_move(m->st, m->name, m->id, m->seq, (int)(m->seq % 2),
                                          "a move", (int)((m->seq + 1) % 2));
    return NULL;
}

static PGconn *outside_session(const fixture *f)
{
    char conninfo[256];
    postgres_conninfo(&the_world.server, f->dbname, conninfo, sizeof conninfo);
    PGconn *c = PQconnectdb(conninfo);
    if (PQstatus(c) != CONNECTION_OK) {
        fail_msg("%s", PQerrorMessage(c));
    }
    return c;
}

static bool outside_exec(PGconn *c, const char *sql)
{
    PGresult *r = PQexec(c, sql);
    ExecStatusType status = PQresultStatus(r);
    PQclear(r);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

/* The first value of a one-row query, as a number; -1 when it fails. */
static long outside_number(PGconn *c, const char *sql)
{
    PGresult *r = PQexec(c, sql);
    long value = -1;
    if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1 && !PQgetisnull(r, 0, 0)) {
        value = strtol(PQgetvalue(r, 0, 0), NULL, 10);
    }
    PQclear(r);
    return value;
}

/* The store's own count of moves and the rows behind it agree. */
static long consistent_moves(PGconn *c, uint64_t id)
{
    char sql[256];
    snprintf(sql, sizeof sql,
             "SELECT CASE WHEN g.moves = (SELECT count(*) FROM referee_moves m WHERE m.game = g.id)"
             " AND g.moves = coalesce((SELECT max(seq) + 1 FROM referee_moves m"
             " WHERE m.game = g.id), 0) THEN g.moves ELSE -1 END FROM referee_games g"
             " WHERE g.id = %llu",
             (unsigned long long)id);
    long moves = outside_number(c, sql);
    assert_true(moves >= 0);
    return moves;
}

static void test_pg_move_killed_inside_its_transaction(void **state)
{
    fixture *f = *state;
    referee_store *st = f->referees[0];
    referee_game g = sample_game(7);
    assert_int_equal(referee_store_create_game(st, referee_name(0), LEASE, &g), REFEREE_STORE_OK);
    assert_int_equal(referee_store_append_move(st, referee_name(0), 7, 0, 0, "first", 1),
                     REFEREE_STORE_OK);
    /* Another session holds the moves table: the move's transaction stops
     * after it has locked the game and checked the lease, before its
     * INSERT. */
    PGconn *blocker = outside_session(f);
    assert_true(outside_exec(blocker, "BEGIN"));
    assert_true(outside_exec(blocker, "LOCK TABLE referee_moves IN ACCESS EXCLUSIVE MODE"));
    mover m = {.st = st, .name = referee_name(0), .id = 7, .seq = 1};
    pthread_t thread;
    pthread_create(&thread, NULL, move_once, &m);
    PGconn *killer = outside_session(f);
    long waiting = -1;
    for (int tries = 0; tries < 3000 && waiting <= 0; tries++) {
        support_sleep_seconds(0.01);
        waiting = outside_number(killer, "SELECT pid FROM pg_stat_activity"
                                         " WHERE application_name = 'village-referee'"
                                         " AND wait_event_type = 'Lock'"
                                         " AND query LIKE 'INSERT INTO referee_moves%'");
    }
    assert_true(waiting > 0);
    char kill_it[96];
    snprintf(kill_it, sizeof kill_it, "SELECT pg_terminate_backend(%ld)::int", waiting);
    assert_int_equal(outside_number(killer, kill_it), 1);
    pthread_join(thread, NULL);
    assert_true(outside_exec(blocker, "ROLLBACK"));
    /* Neither stored nor reported stored; the game is as before. */
    assert_int_equal(m.result, REFEREE_STORE_UNREACHABLE);
    assert_non_null(strstr(referee_store_error(st), "PostgreSQL"));
    assert_int_equal(consistent_moves(killer, 7), 1);
    /* The next call connects again, and the lease is still the referee's. */
    assert_int_equal(referee_store_append_move(st, referee_name(0), 7, 1, 1, "second", 0),
                     REFEREE_STORE_OK);
    assert_int_equal(consistent_moves(killer, 7), 2);
    PQfinish(blocker);
    PQfinish(killer);
}

static void test_pg_moves_killed_at_random_moments(void **state)
{
    fixture *f = *state;
    referee_store *st = f->referees[1];
    referee_game g = sample_game(8);
    assert_int_equal(referee_store_create_game(st, referee_name(1), LEASE, &g), REFEREE_STORE_OK);
    PGconn *killer = outside_session(f);
    unsigned rng = the_world.seed;
    long stored = 0;
    int cut = 0, ambiguous = 0;
    for (int round = 0; round < 60; round++) {
        mover m = {.st = st, .name = referee_name(1), .id = 8, .seq = stored};
        pthread_t thread;
        pthread_create(&thread, NULL, move_once, &m);
        support_sleep_seconds((double)(rand_r(&rng) % 3000) / 1e6);
        outside_exec(killer, "SELECT pg_terminate_backend(pid) FROM (SELECT pid"
                             " FROM pg_stat_activity WHERE application_name = 'village-referee'"
                             " AND datname = current_database()) AS referees");
        pthread_join(thread, NULL);
        long now = consistent_moves(killer, 8);
        if (m.result == REFEREE_STORE_OK) {
            assert_int_equal(now, stored + 1);
        } else {
            /* Cut off: stored whole or not at all. A COMMIT whose answer
             * was lost is stored though the call failed: the referee then
             * finds the move when it loads the game again (docs/referee.md). */
            assert_int_equal(m.result, REFEREE_STORE_UNREACHABLE);
            assert_true(now == stored || now == stored + 1);
            cut++;
            ambiguous += now == stored + 1;
        }
        stored = now;
    }
    print_message("seed %u: %ld moves stored, %d calls cut off (%d of them after the commit)\n",
                  the_world.seed, stored, cut, ambiguous);
    assert_true(stored > 0);
    PQfinish(killer);
}

/* ---- The database gone ---- */

static void test_pg_database_gone_and_back(void **state)
{
    fixture *f = *state;
    referee_store *st = f->referees[2];
    referee_game g = sample_game(9);
    assert_int_equal(referee_store_create_game(st, referee_name(2), LEASE, &g), REFEREE_STORE_OK);
    assert_int_equal(referee_store_append_move(st, referee_name(2), 9, 0, 0, "first", 1),
                     REFEREE_STORE_OK);
    postgres_pause(&the_world.server);
    double start = support_seconds_now();
    referee_game out;
    uint64_t ids[4];
    int count = 0;
    assert_int_equal(referee_store_append_move(st, referee_name(2), 9, 1, 1, "second", 0),
                     REFEREE_STORE_UNREACHABLE);
    assert_non_null(strstr(referee_store_error(st), "PostgreSQL"));
    assert_int_equal(referee_store_load_game(st, 9, &out), REFEREE_STORE_UNREACHABLE);
    assert_int_equal(referee_store_claim_games(st, referee_name(2), LEASE, 4, ids, &count),
                     REFEREE_STORE_UNREACHABLE);
    assert_int_equal(count, 0);
    /* A guard against a hang, not a measure of speed. */
    assert_true(support_seconds_now() - start < 60);
    char err[512];
    if (!postgres_resume(&the_world.server, err, sizeof err)) {
        fail_msg("%s", err);
    }
    /* The same store, with nothing done to it, carries on. */
    assert_int_equal(referee_store_append_move(st, referee_name(2), 9, 1, 1, "second", 0),
                     REFEREE_STORE_OK);
    assert_int_equal(referee_store_load_game(st, 9, &out), REFEREE_STORE_OK);
    assert_int_equal(out.moves, 2);
}

static void test_pg_stuck_backend_is_not_a_hang(void **state)
{
    fixture *f = *state;
    referee_store *st = f->referees[3];
    referee_game g = sample_game(10);
    assert_int_equal(referee_store_create_game(st, referee_name(3), LEASE, &g), REFEREE_STORE_OK);
    PGconn *outside = outside_session(f);
    /* This store's backend: the only referee's left once the others close. */
    for (int i = 0; i < 3; i++) {
        referee_store_close(f->referees[i]);
        f->referees[i] = NULL;
    }
    /* A closed connection's backend goes a moment later: ask until one is
     * left. */
    long backend = -1;
    for (int tries = 0; tries < 1000 && backend <= 0; tries++) {
        backend = outside_number(outside, "SELECT pid FROM pg_stat_activity"
                                          " WHERE application_name = 'village-referee'"
                                          " AND datname = current_database()");
        if (backend <= 0) {
            support_sleep_seconds(0.01);
        }
    }
    assert_true(backend > 0);
    /* The backend stops (as a server that stops answering would): the
     * socket stays open and quiet. */
    assert_int_equal(kill((pid_t)backend, SIGSTOP), 0);
    double start = support_seconds_now();
    referee_game out;
    referee_store_result r = referee_store_load_game(st, 10, &out);
    double waited = support_seconds_now() - start;
    kill((pid_t)backend, SIGCONT);
    assert_int_equal(r, REFEREE_STORE_UNREACHABLE);
    print_message("a stopped backend: UNREACHABLE after %.1f s (%s)\n", waited,
                  referee_store_error(st));
    assert_true(waited < 60); /* a guard against a hang */
    assert_int_equal(referee_store_load_game(st, 10, &out), REFEREE_STORE_OK);
    PQfinish(outside);
    for (int i = 0; i < 3; i++) {
        f->referees[i] = open_store(f);
    }
}

int main(int argc, char **argv)
{
    const char *seed = argc > 1 ? argv[1] : getenv("VILLAGE_TEST_SEED");
    the_world.seed = seed ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL);
    printf("seed %u\n", the_world.seed);
    char err[512];
    if (!postgres_start(&the_world.server, false, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_pg_referees_race_for_one_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pg_referees_race_for_many_games, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pg_move_killed_inside_its_transaction, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pg_moves_killed_at_random_moments, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pg_database_gone_and_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pg_stuck_backend_is_not_a_hang, setup, teardown),
    };
    int failed = cmocka_run_group_tests_name("referee_pg_faults", tests, NULL, NULL);
    postgres_stop(&the_world.server);
    return failed;
}
