/* The referee's map of game ids to slots (src/referee/id_map.h): random
 * puts, gets and removals against a plain array searched in full, with few
 * distinct ids in a small table so that probes collide and removals shift
 * cells. Randomised: the seed is argv[1] or $VILLAGE_TEST_SEED (else 42),
 * printed on failure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "referee/id_map.h"
#include "village/splitmix64.h"

enum { MOST = 40, IDS = 60, STEPS = 200000 };

static uint64_t seed = 42;

static void test_referee_id_map_matches_a_search(void **state)
{
    (void)state;
    referee_id_map *m = referee_id_map_new(MOST);
    assert_non_null(m);
    /* Ids that share their low bits, as a careless hash would make collide. */
    uint64_t ids[IDS];
    for (int i = 0; i < IDS; i++)
        ids[i] = ((uint64_t)(i + 1) << 40) | 7;
    int value[IDS];
    bool kept[IDS] = {0};
    int count = 0;
    uint64_t rng = seed;
    for (int step = 0; step < STEPS; step++) {
        int i = (int)(village_splitmix64_next(&rng) % IDS);
        uint64_t what = village_splitmix64_next(&rng) % 10;
        bool ok = true;
        if (what < 5) {
            int v = (int)(village_splitmix64_next(&rng) % 1000);
            bool room = kept[i] || count < MOST;
            ok = referee_id_map_put(m, ids[i], v) == room;
            if (room) {
                count += !kept[i];
                kept[i] = true;
                value[i] = v;
            }
        } else if (what < 9) {
            ok = referee_id_map_remove(m, ids[i]) == kept[i];
            count -= kept[i];
            kept[i] = false;
        }
        for (int k = 0; ok && k < IDS; k++)
            ok = referee_id_map_get(m, ids[k]) == (kept[k] ? value[k] : -1);
        if (!ok || referee_id_map_count(m) != count) {
            fprintf(stderr, "TEST: seed %llu (VILLAGE_TEST_SEED replays it), step %d\n",
                    (unsigned long long)seed, step);
            fail_msg("the map disagrees with a search after step %d", step);
        }
    }
    referee_id_map_free(m);
}

/* Id 0 is no game; a full map takes no new id but still changes a kept
 * one's value. */
static void test_referee_id_map_edges(void **state)
{
    (void)state;
    referee_id_map *m = referee_id_map_new(2);
    assert_non_null(m);
    assert_false(referee_id_map_put(m, 0, 1));
    assert_int_equal(referee_id_map_get(m, 0), -1);
    assert_false(referee_id_map_remove(m, 0));
    assert_true(referee_id_map_put(m, 5, 1));
    assert_true(referee_id_map_put(m, 6, 2));
    assert_false(referee_id_map_put(m, 7, 3));
    assert_true(referee_id_map_put(m, 5, 4));
    assert_int_equal(referee_id_map_get(m, 5), 4);
    assert_int_equal(referee_id_map_get(m, 7), -1);
    assert_int_equal(referee_id_map_count(m), 2);
    referee_id_map_free(m);
    assert_null(referee_id_map_new(-1));
}

int main(int argc, char **argv)
{
    const char *given = argc > 1 ? argv[1] : getenv("VILLAGE_TEST_SEED");
    if (given)
        seed = strtoull(given, NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_id_map_matches_a_search),
        cmocka_unit_test(test_referee_id_map_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
