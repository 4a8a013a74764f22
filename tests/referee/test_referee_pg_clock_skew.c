/* Clock skew between referees is harmless (src/referee/store.h: leases by
 * the database's clock). This program replaces the C library's wall clock
 * (clock_gettime, time, gettimeofday: the executable's definitions come
 * before libc's for every library it loads, libpq included) with one that is
 * an hour fast for referee A and an hour slow for referee B, switched before
 * each call. If anything in the store read a referee's wall clock, B would
 * see A's fresh lease as expired, or A would outlive its lease. It does not:
 * the lease is A's until the DATABASE's clock passes it, then B's. The
 * monotonic clock (the store's deadlines) is left alone. */
#define _GNU_SOURCE

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include "postgres_server.h"
#include "referee/store.h"
#include "wait_until.h"

/* Seconds added to the wall clock now: the referee about to call. */
static volatile long skew_seconds;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

static int real_clock_gettime(clockid_t clock, struct timespec *t)
{
    static clock_gettime_fn real;
    if (!real) {
        /* POSIX's way to turn dlsym's pointer into a function's (ISO C
         * has no cast between the two). */
        void *symbol = dlsym(RTLD_NEXT, "clock_gettime");
        memcpy(&real, &symbol, sizeof real);
    }
    return real(clock, t);
}

static bool is_wall_clock(clockid_t clock)
{
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI;
}

int clock_gettime(clockid_t clock, struct timespec *t)
{
    int r = real_clock_gettime(clock, t);
    if (r == 0 && is_wall_clock(clock)) {
        t->tv_sec += skew_seconds;
    }
    return r;
}

time_t time(time_t *out)
{
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    if (out) {
        *out = t.tv_sec;
    }
    return t.tv_sec;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
    (void)tz;
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    tv->tv_sec = t.tv_sec;
    tv->tv_usec = t.tv_nsec / 1000;
    return 0;
}

enum { SKEW = 3600 };
#define A "ref-fast"
#define B "ref-slow"

static postgres_server server;

static void as_a(void)
{
    skew_seconds = SKEW;
}

static void as_b(void)
{
    skew_seconds = -SKEW;
}

static referee_game sample_game(uint64_t id)
{
    referee_game g = {0};
    g.id = id;
    g.players = 2;
    g.seed = 99;
    g.move_seconds = 60;
    snprintf(g.room, sizeof g.room, "skew-%llu@rooms.example.org", (unsigned long long)id);
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "ana@example.org");
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032x", 1u);
    g.seats[1].ai_level = 0;
    return g;
}

static void test_pg_clock_skew_is_harmless(void **state)
{
    (void)state;
    /* The fake clock is in force in this process. */
    as_a();
    time_t fast = time(NULL);
    as_b();
    time_t slow = time(NULL);
    assert_true(fast - slow >= 2 * SKEW - 5);

    char err[512], where[256];
    assert_true(postgres_create_database(&server, "skew", err, sizeof err));
    snprintf(where, sizeof where, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/skew",
             server.port);
    as_a();
    referee_store *a = referee_store_open(where, err, sizeof err);
    as_b();
    referee_store *b = referee_store_open(where, err, sizeof err);
    assert_non_null(a);
    assert_non_null(b);

    /* A takes the game for 4 s of the database's time. */
    as_a();
    referee_game g = sample_game(1);
    assert_int_equal(referee_store_create_game(a, A, 4.0, &g), REFEREE_STORE_OK);
    /* B, an hour behind... and A's lease is not "two hours from now" for B:
     * B cannot take the game, nor write to it. */
    as_b();
    uint64_t ids[4];
    int count = -1;
    assert_int_equal(referee_store_claim_games(b, B, 4.0, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    assert_int_equal(referee_store_append_move(b, B, 1, 0, 0, "b", 1), REFEREE_STORE_LEASE_LOST);
    /* A, an hour ahead, writes within its lease. */
    as_a();
    assert_int_equal(referee_store_append_move(a, A, 1, 0, 0, "a", 1), REFEREE_STORE_OK);
    referee_game seen;
    assert_int_equal(referee_store_load_game(a, 1, &seen), REFEREE_STORE_OK);
    assert_true(seen.turn_age >= 0 && seen.turn_age < 10);
    /* Once the database's clock passes the lease, B takes the game and A's
     * writes stop, whatever A's own clock says. */
    support_sleep_seconds(4.5);
    as_b();
    assert_int_equal(referee_store_claim_games(b, B, 30.0, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_int_equal(ids[0], 1);
    as_a();
    assert_int_equal(referee_store_append_move(a, A, 1, 1, 1, "a", 0), REFEREE_STORE_LEASE_LOST);
    uint64_t held[4];
    assert_int_equal(referee_store_renew_leases(a, A, 30.0, held, 4, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    as_b();
    assert_int_equal(referee_store_append_move(b, B, 1, 1, 1, "b", 0), REFEREE_STORE_OK);
    referee_store_close(a);
    referee_store_close(b);
    skew_seconds = 0;
}

int main(void)
{
    char err[512];
    if (!postgres_start(&server, false, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pg_clock_skew_is_harmless),
    };
    int failed = cmocka_run_group_tests_name("referee_pg_clock_skew", tests, NULL, NULL);
    postgres_stop(&server);
    return failed;
}
