/* save -> load -> save is byte-identical, in every phase of the game, for
 * every player count, over many random games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

enum { GAMES_PER_COUNT = 12, CHECK_EVERY = 53 };

static uint64_t base_seed;

static void assert_round_trip(const village_record *r)
{
    char *first = village_save_to_json(r);
    assert_non_null(first);
    village_record loaded;
    char err[512];
    if (!village_save_from_json(first, &loaded, err, sizeof err))
        fail_msg("a fresh save does not load: %s", err);
    char *second = village_save_to_json(&loaded);
    assert_non_null(second);
    assert_string_equal(first, second);
    assert_int_equal(loaded.move_count, r->move_count);
    assert_memory_equal(loaded.moves, r->moves, r->move_count * sizeof *r->moves);
    assert_int_equal(loaded.seed, r->seed);
    assert_int_equal(loaded.start_player, r->start_player);
    free(first);
    free(second);
    village_record_free(&loaded);
}

/* Plays a game to the end, checking the round trip at the first decision
 * of each phase, every CHECK_EVERY moves, and at game over. */
static void play_and_check(int players, uint64_t seed, bool phases_seen[])
{
    village_record r;
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    assert_true(village_record_new(&r, players, seed, -1));
    bool seen_this_game[VILLAGE_PHASE_GAME_OVER + 1] = {false};
    do {
        int phase = r.state.phase;
        if (!seen_this_game[phase] || r.move_count % CHECK_EVERY == 0) {
            assert_round_trip(&r);
            seen_this_game[phase] = phases_seen[phase] = true;
        }
    } while (play_random_move(&r, &rng));
    assert_int_equal(r.state.phase, VILLAGE_PHASE_GAME_OVER);
    assert_round_trip(&r);
    village_record_free(&r);
}

static void round_trip_in_every_phase(void **unused)
{
    (void)unused;
    bool seen[VILLAGE_PHASE_GAME_OVER + 1] = {false};
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        for (uint64_t g = 0; g < GAMES_PER_COUNT; g++)
            play_and_check(players, base_seed + g * 7919 + (uint64_t)players, seen);
    for (int phase = 0; phase <= VILLAGE_PHASE_GAME_OVER; phase++)
        if (!seen[phase])
            fail_msg("no position in phase %s was saved", village_phase_name(phase));
}

static void seats_round_trip(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 3, base_seed, 40);
    snprintf(r.seats[0].name, sizeof r.seats[0].name, "Zoë \"the \\ baker\"");
    r.seats[1].kind = VILLAGE_SEAT_AI;
    r.seats[1].ai_level = 3;
    r.seats[0].colour = 2;
    r.seats[1].colour = 3;
    r.seats[2].colour = 0;
    assert_round_trip(&r);
    char *text = village_save_to_json(&r);
    village_record loaded;
    assert_true(village_save_from_json(text, &loaded, NULL, 0));
    assert_string_equal(loaded.seats[0].name, r.seats[0].name);
    assert_int_equal(loaded.seats[1].kind, VILLAGE_SEAT_AI);
    assert_int_equal(loaded.seats[1].ai_level, 3);
    assert_non_null(strstr(text, "\"level\": \"hard\""));
    for (int p = 0; p < 3; p++)
        assert_int_equal(loaded.seats[p].colour, r.seats[p].colour);
    assert_non_null(strstr(text, "\"colour\": \"red\", \"display_colour\": \"blue\""));
    free(text);
    village_record_free(&loaded);
    village_record_free(&r);
}

/* A drawn start player is set up explicitly, so the record replays the same
 * whether its start was drawn or chosen. */
static void drawn_start_player_replays(void **unused)
{
    (void)unused;
    for (uint64_t seed = base_seed; seed < base_seed + 20; seed++) {
        village_record drawn, chosen;
        assert_true(village_record_new(&drawn, 4, seed, -1));
        assert_true(village_record_new(&chosen, 4, seed, drawn.start_player));
        char *a = village_save_to_json(&drawn), *b = village_save_to_json(&chosen);
        assert_string_equal(a, b);
        free(a);
        free(b);
    }
}

/* Bytes of village_state a save does not hold: struct padding, final-queue
 * entries past its length, and customer bits above tile 23 (the loader
 * rebuilds them from the replay; invariants demand they are zero). */
static bool unsaved_byte(const village_state *s, size_t at)
{
    size_t queue = offsetof(village_state, final_queue);
    size_t after_flags = offsetof(village_state, final_actions_started) + 1;
    size_t players = offsetof(village_state, players);
    size_t rng = offsetof(village_state, rng);
    if ((at >= after_flags && at < players) || at >= rng + sizeof s->rng ||
        (at >= players + sizeof s->players && at < rng))
        return true;
    if (at >= queue + s->final_queue_len && at < queue + VILLAGE_MAX_PLAYERS)
        return true;
    if (at >= players && at < players + sizeof s->players) {
        size_t in_player = (at - players) % sizeof(village_player);
        return in_player == offsetof(village_player, customers) + 3;
    }
    return false;
}

/* Every byte of the state shows in the save: a field added to
 * village_state without a place in the save format fails here. */
static void every_state_byte_is_saved(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 4, base_seed, 300);
    char *original = village_save_to_json(&r);
    for (size_t at = 0; at < sizeof r.state; at++) {
        if (unsaved_byte(&r.state, at))
            continue;
        village_record changed = r;
        ((uint8_t *)&changed.state)[at] ^= 1;
        if (at == offsetof(village_state, num_players))
            changed.state.num_players = 3; /* 5 players cannot be written */
        char *text = village_save_to_json(&changed);
        assert_non_null(text);
        if (strcmp(text, original) == 0)
            fail_msg("byte %zu of village_state is not in the save", at);
        free(text);
    }
    free(original);
    village_record_free(&r);
}

int main(int argc, char **argv)
{
    base_seed = test_seed(argc, argv, 20240601);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip_in_every_phase),
        cmocka_unit_test(seats_round_trip),
        cmocka_unit_test(drawn_start_player_replays),
        cmocka_unit_test(every_state_byte_is_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
