/* Worker jobs: poll never blocks, cancel stops a search with its best move
 * so far, free cleans up a running job; trivial decisions need no search. */
#define _POSIX_C_SOURCE 200809L
#include "ai_fixtures.h"

#include <pthread.h>
#include <stdatomic.h>

#include "wait_until.h"

/* The bound on a wait for a job: it only ends a hung test. */
enum { WAIT_SECONDS = 120 };

typedef struct polled {
    village_ai_job *job;
    village_move move;
} polled;

static bool job_answered(void *ctx)
{
    polled *p = ctx;
    return village_ai_poll(p->job, &p->move);
}

static village_move wait_for(village_ai_job *job)
{
    polled p = {.job = job};
    assert_true(support_wait_until(job_answered, &p, WAIT_SECONDS));
    return p.move;
}

/* A budget no machine finishes in a test's lifetime: only cancel ends it. */
static village_ai_config endless(void)
{
    return aifx_config(VILLAGE_AI_STRONGEST, aifx_run_seed, 100000000);
}

static void test_cancel_returns_a_legal_move(void **state)
{
    (void)state;
    village_state s;
    aifx_random_position(&s, 4, aifx_run_seed, 0);
    village_ai_config cfg = endless();
    village_ai_job *job = village_ai_start(&s, &cfg);
    assert_non_null(job);
    village_move m;
    assert_false(village_ai_poll(job, &m));
    village_ai_cancel(job);
    m = wait_for(job);
    aifx_assert_legal(&s, &m);
    assert_true(village_ai_poll(job, &m)); /* stays ready */
    village_ai_free(job);
}

static void test_finished_job_matches_synchronous_choice(void **state)
{
    (void)state;
    village_state s;
    aifx_random_position(&s, 3, aifx_run_seed + 1, 40);
    village_ai_config cfg = aifx_config(VILLAGE_AI_MEDIUM, aifx_run_seed, 40);
    village_ai_job *job = village_ai_start(&s, &cfg);
    assert_non_null(job);
    village_move from_job = wait_for(job), direct;
    village_ai_free(job);
    assert_true(village_ai_choose(&s, &cfg, NULL, &direct, NULL));
    assert_true(village_move_equal(&from_job, &direct));
}

typedef struct freeing {
    village_ai_job *job;
    atomic_bool done;
} freeing;

static void *free_job(void *arg)
{
    freeing *f = arg;
    village_ai_free(f->job);
    atomic_store(&f->done, true);
    return NULL;
}

static bool job_freed(void *ctx)
{
    return atomic_load(&((freeing *)ctx)->done);
}

/* The search is endless, so only free's own cancel lets it return: free runs
 * on a thread of its own and must be back well within a minute (a free that
 * only waits for the search would never be). */
static void test_free_stops_a_running_job(void **state)
{
    (void)state;
    village_state s;
    aifx_random_position(&s, 2, aifx_run_seed + 2, 10);
    village_ai_config cfg = endless();
    freeing f = {.job = village_ai_start(&s, &cfg)};
    assert_non_null(f.job);
    village_move m;
    assert_false(village_ai_poll(f.job, &m)); /* still searching */
    atomic_init(&f.done, false);
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, free_job, &f), 0);
    assert_true(support_wait_until(job_freed, &f, 60));
    pthread_join(t, NULL);
}

static void test_cancel_flag_set_before_the_search(void **state)
{
    (void)state;
    village_state s;
    aifx_random_position(&s, 2, aifx_run_seed + 3, 0);
    village_ai_config cfg = endless();
    volatile int cancel = 1;
    village_move m;
    village_ai_stats stats;
    assert_true(village_ai_choose(&s, &cfg, &cancel, &m, &stats));
    assert_int_equal(stats.iterations, 0);
    aifx_assert_legal(&s, &m);
}

/* A position where only one move is legal, from a random game. */
static bool find_forced_position(village_state *s, uint64_t seed)
{
    for (int d = 0; d < 400; d++) {
        aifx_random_position(s, 2, seed, d);
        village_move moves[VILLAGE_MAX_MOVES];
        if (village_legal_moves(s, moves) == 1)
            return true;
    }
    return false;
}

static void test_trivial_decision_needs_no_search(void **state)
{
    (void)state;
    village_state s;
    assert_true(find_forced_position(&s, aifx_run_seed + 4));
    village_move only[VILLAGE_MAX_MOVES], m;
    assert_int_equal(village_legal_moves(&s, only), 1);
    for (int level = 0; level < VILLAGE_AI_LEVELS; level++) {
        village_ai_config cfg = aifx_config(level, aifx_run_seed, 100000000);
        village_ai_stats stats;
        assert_true(village_ai_choose(&s, &cfg, NULL, &m, &stats));
        assert_int_equal(stats.iterations, 0);
        assert_int_equal(stats.legal_moves, 1);
        assert_true(village_move_equal(&m, &only[0]));
    }
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 3);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cancel_returns_a_legal_move),
        cmocka_unit_test(test_finished_job_matches_synchronous_choice),
        cmocka_unit_test(test_free_stops_a_running_job),
        cmocka_unit_test(test_cancel_flag_set_before_the_search),
        cmocka_unit_test(test_trivial_decision_needs_no_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
