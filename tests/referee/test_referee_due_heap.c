/* The referee's due times (src/referee/due_heap.h): random sets, moves and
 * removals against a plain array that is searched in full, so the heap
 * always hands out the slot that is really due first. Randomised: the
 * seed is argv[1] or $VILLAGE_TEST_SEED (else 42), printed on failure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "referee/due_heap.h"
#include "village/splitmix64.h"

enum { SLOTS = 300, STEPS = 200000 };

static uint64_t seed = 42;

/* The earliest slot by a search of every slot; -1 when none is due. */
static int first_by_search(const double due[], const int in[], double *at)
{
    int best = -1;
    for (int s = 0; s < SLOTS; s++)
        if (in[s] && (best < 0 || due[s] < due[best]))
            best = s;
    if (best >= 0)
        *at = due[best];
    return best;
}

static void test_referee_due_heap_matches_a_search(void **state)
{
    (void)state;
    referee_due_heap *h = referee_due_heap_new(SLOTS);
    assert_non_null(h);
    double due[SLOTS] = {0};
    int in[SLOTS] = {0}, count = 0;
    uint64_t rng = seed;
    for (int step = 0; step < STEPS; step++) {
        int slot = (int)(village_splitmix64_next(&rng) % SLOTS);
        uint64_t what = village_splitmix64_next(&rng) % 10;
        if (what < 6) {
            /* Few distinct times, so that ties happen. */
            double at = (double)(village_splitmix64_next(&rng) % 50);
            referee_due_heap_set(h, slot, at);
            count += !in[slot];
            in[slot] = 1;
            due[slot] = at;
        } else if (what < 9) {
            referee_due_heap_remove(h, slot);
            count -= in[slot];
            in[slot] = 0;
        } else {
            /* The loop's look: the first one done and due again later. */
            int first;
            double at;
            if (referee_due_heap_first(h, &first, &at)) {
                referee_due_heap_set(h, first, at + 7);
                due[first] = at + 7;
            }
        }
        int first = -1;
        double at = 0, expected_at = 0;
        int expected = first_by_search(due, in, &expected_at);
        bool any = referee_due_heap_first(h, &first, &at);
        if (any != (expected >= 0) || (any && at != expected_at) ||
            referee_due_heap_count(h) != count) {
            fprintf(stderr, "TEST: seed %llu (VILLAGE_TEST_SEED replays it), step %d\n",
                    (unsigned long long)seed, step);
            fail_msg("the heap's first is due at %g (slot %d), a search finds %g (slot %d)", at,
                     first, expected_at, expected);
        }
        if (any)
            assert_true(in[first] && due[first] == at);
    }
    referee_due_heap_free(h);
}

/* Out-of-range slots change nothing; an empty heap has no first. */
static void test_referee_due_heap_edges(void **state)
{
    (void)state;
    referee_due_heap *h = referee_due_heap_new(2);
    assert_non_null(h);
    int slot;
    double at;
    assert_false(referee_due_heap_first(h, &slot, &at));
    referee_due_heap_set(h, 2, 1.0);
    referee_due_heap_set(h, -1, 1.0);
    referee_due_heap_remove(h, 5);
    assert_int_equal(referee_due_heap_count(h), 0);
    referee_due_heap_set(h, 1, 3.0);
    referee_due_heap_set(h, 0, 4.0);
    referee_due_heap_remove(h, 0);
    referee_due_heap_remove(h, 0);
    assert_true(referee_due_heap_first(h, &slot, &at));
    assert_int_equal(slot, 1);
    assert_true(at == 3.0);
    referee_due_heap_free(h);
    assert_null(referee_due_heap_new(-1));
}

int main(int argc, char **argv)
{
    const char *given = argc > 1 ? argv[1] : getenv("VILLAGE_TEST_SEED");
    if (given)
        seed = strtoull(given, NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_due_heap_matches_a_search),
        cmocka_unit_test(test_referee_due_heap_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
