/* Records: setup, apply, undo (truncate), copy, and replay with a callback. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static void setup_is_checked(void **unused)
{
    (void)unused;
    village_record r;
    assert_false(village_record_new(&r, 1, 1, -1));
    assert_false(village_record_new(&r, 5, 1, -1));
    assert_false(village_record_new(&r, 3, 1, 3));
    assert_true(village_record_new(&r, 3, 1, 2));
    assert_int_equal(r.start_player, 2);
    assert_int_equal(r.state.start_player, 2);
    assert_int_equal(r.move_count, 0);
    assert_string_equal(r.seats[0].name, "Red");
    assert_string_equal(r.seats[3].name, "White");
    assert_int_equal(r.seats[1].kind, VILLAGE_SEAT_HUMAN);
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        assert_int_equal(r.seats[p].colour, p);
    village_record_free(&r);
}

/* A drawn start player is the one village_new_game draws from the seed. */
static void drawn_start_player_comes_from_the_seed(void **unused)
{
    (void)unused;
    for (uint64_t seed = 1; seed < 40; seed++) {
        village_record r;
        village_state s;
        assert_true(village_record_new(&r, 4, seed, -1));
        assert_true(village_new_game(&s, 4, seed, -1));
        assert_int_equal(r.start_player, s.start_player);
        village_record_free(&r);
    }
}

static void illegal_moves_change_nothing(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 2, 3, 10);
    village_record before;
    assert_true(village_record_copy(&before, &r));
    village_move bogus = {.kind = VILLAGE_MOVE_DONE, .member = VILLAGE_NOBODY};
    assert_false(village_is_legal(&r.state, &bogus));
    assert_false(village_record_apply(&r, &bogus, NULL));
    assert_int_equal(r.move_count, 10);
    char *a = village_save_to_json(&r), *b = village_save_to_json(&before);
    assert_string_equal(a, b);
    free(a);
    free(b);
    village_record_free(&r);
    village_record_free(&before);
}

/* Undo to any point gives the same game as stopping there. */
static void truncate_is_undo(void **unused)
{
    (void)unused;
    village_record full, prefix;
    make_record(&full, 3, 11, 150);
    make_record(&prefix, 3, 11, 60);
    assert_false(village_record_truncate(&full, 151));
    assert_true(village_record_truncate(&full, 60));
    char *a = village_save_to_json(&full), *b = village_save_to_json(&prefix);
    assert_string_equal(a, b);
    free(a);
    free(b);
    assert_true(village_record_truncate(&full, 0));
    assert_int_equal(full.move_count, 0);
    village_state fresh;
    assert_true(village_new_game(&fresh, 3, 11, full.start_player));
    assert_memory_equal(&fresh, &full.state, sizeof fresh);
    village_record_free(&full);
    village_record_free(&prefix);
}

static void copies_are_independent(void **unused)
{
    (void)unused;
    village_record r, copy;
    make_record(&r, 4, 21, 30);
    assert_true(village_record_copy(&copy, &r));
    assert_true(copy.moves != r.moves);
    testkit_rng rng;
    testkit_rng_seed(&rng, 5);
    assert_true(play_random_move(&copy, &rng));
    assert_int_equal(r.move_count, 30);
    assert_int_equal(copy.move_count, 31);
    assert_true(village_record_truncate(&copy, 30));
    assert_memory_equal(copy.moves, r.moves, 30 * sizeof *r.moves);
    assert_memory_equal(copy.actors, r.actors, 30 * sizeof *r.actors);
    village_record_free(&r);
    village_record_free(&copy);
    assert_null(copy.moves);
}

/* What the replay callback saw, to compare with the record. */
typedef struct replay_seen {
    const village_record *r;
    size_t calls;
    size_t stop_at; /* the callback stops the replay at this index */
    bool in_order, actors_match, states_chain;
    village_state last_after;
} replay_seen;

static bool note_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                      const village_events *ev, const village_state *after)
{
    replay_seen *seen = ctx;
    (void)ev;
    seen->in_order &= index == seen->calls && village_move_equal(m, &seen->r->moves[index]);
    seen->actors_match &= before->actor == seen->r->actors[index];
    seen->states_chain &=
        seen->calls == 0 || memcmp(before, &seen->last_after, sizeof *before) == 0;
    seen->last_after = *after;
    seen->calls++;
    return index + 1 != seen->stop_at;
}

static void replay_calls_back_once_per_move(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 3, 17, 40);
    replay_seen seen = {&r, 0, 0, true, true, true, {0}};
    village_state end;
    assert_true(village_record_replay(&r, r.move_count, note_move, &seen, &end));
    assert_int_equal(seen.calls, 40);
    assert_true(seen.in_order && seen.actors_match && seen.states_chain);
    assert_memory_equal(&end, &r.state, sizeof end);
    assert_memory_equal(&seen.last_after, &r.state, sizeof end);
    assert_false(village_record_replay(&r, r.move_count + 1, NULL, NULL, &end));
    replay_seen stopped = {&r, 0, 12, true, true, true, {0}};
    assert_false(village_record_replay(&r, r.move_count, note_move, &stopped, NULL));
    assert_int_equal(stopped.calls, 12);
    village_record_free(&r);
}

/* Draws from a bag and customers from the pile show what nobody knew; a
 * customer moving between visible places does not. */
static void reveals_are_told_by_the_rules(void **unused)
{
    (void)unused;
    village_events none = {0};
    assert_false(village_events_reveal_hidden(&none));
    village_events drawn = {.count = 1};
    drawn.items[0].kind = VILLAGE_EV_MASS_DRAWN;
    assert_true(village_events_reveal_hidden(&drawn));
    village_events full = {.count = 0, .overflowed = true};
    assert_true(village_events_reveal_hidden(&full));
    village_events arrived = {.count = 1};
    arrived.items[0].kind = VILLAGE_EV_CUSTOMER_MOVED;
    arrived.items[0].from_place = 0;
    assert_true(village_events_reveal_hidden(&arrived));
    arrived.items[0].from_place = 1;
    assert_false(village_events_reveal_hidden(&arrived));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_is_checked),
        cmocka_unit_test(drawn_start_player_comes_from_the_seed),
        cmocka_unit_test(illegal_moves_change_nothing),
        cmocka_unit_test(truncate_is_undo),
        cmocka_unit_test(copies_are_independent),
        cmocka_unit_test(replay_calls_back_once_per_move),
        cmocka_unit_test(reveals_are_told_by_the_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
