/* The game session without SDL or a window: moves and their changes, undo points
 * (no undo past a move that revealed something hidden), the last human
 * mover, whose choices a hot seat's undo takes back, illegal moves, an AI seat's move, and a save
 * that loads back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "session/session.h"
#include "temp_folder.h"
#include "session_fixtures.h"

static session *new_session(uint64_t seed, int kind)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < 2; p++) {
        snprintf(seats[p].name, sizeof seats[p].name, "Seat %d", p + 1);
        seats[p].kind = (uint8_t)kind;
        seats[p].ai_level = VILLAGE_AI_EASY;
        seats[p].colour = (uint8_t)(p + 2);
    }
    session *s = session_new(2, seed, 0, seats);
    assert_non_null(s);
    return s;
}

/* Plays the first legal move n times; returns the count after the last move
 * that revealed something (the undo floor). had_choice (may be NULL, room
 * for n) says for each move whether its mover had an alternative. */
static size_t play_first_moves(session *s, int n, bool *had_choice)
{
    size_t floor = 0;
    for (int i = 0; i < n && session_state(s)->phase != VILLAGE_PHASE_GAME_OVER; i++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int legal = village_legal_moves(session_state(s), moves);
        assert_true(legal > 0);
        if (had_choice)
            had_choice[session_move_count(s)] = legal > 1;
        int actor = session_state(s)->actor;
        session_change c;
        assert_true(session_apply(s, &moves[0], &c));
        assert_int_equal(c.actor, actor);
        assert_int_equal(c.before.actor, actor);
        if (village_events_reveal_hidden(&c.events))
            floor = session_move_count(s);
    }
    return floor;
}

static void test_undo_stops_at_the_last_reveal(void **unused)
{
    (void)unused;
    uint64_t seed = sessfx_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    session *s = new_session(seed, VILLAGE_SEAT_HUMAN);
    assert_int_equal(session_human_count(s), 2);
    assert_string_equal(session_player_name(s, 1), "Seat 2");
    assert_int_equal(session_colour(s, 0), 2);
    assert_int_equal(session_last_human_mover(s), -1);
    bool had_choice[120];
    size_t floor = play_first_moves(s, 120, had_choice);
    size_t moves = session_move_count(s);
    assert_true(floor > 0); /* 120 moves go past a bag draw or a new customer */
    size_t last_choice = moves, first_choice = moves, choices = 0;
    for (size_t i = floor; i < moves; i++)
        if (had_choice[i]) {
            first_choice = choices++ ? first_choice : i;
            last_choice = i;
        }
    assert_true(choices > 1);
    assert_int_equal(session_last_human_mover(s), session_record(s)->actors[last_choice]);
    int undone = 0;
    while (session_undo(s, SESSION_ANY_HUMAN))
        undone++;
    /* Every seat is human: each undo takes back one choice and the moves
     * without an alternative after it, down to the first choice after the
     * floor. */
    assert_int_equal(session_move_count(s), first_choice);
    assert_int_equal((size_t)undone, choices);
    village_state replayed;
    assert_true(
        village_record_replay(session_record(s), session_move_count(s), NULL, NULL, &replayed));
    assert_memory_equal(&replayed, session_state(s), sizeof replayed);
    session_free(s);
}

/* Hot seat: the person holding the table takes back only their own choice,
 * never the choice of the person before them; nobody holding it takes back
 * nothing. */
static void test_undo_keeps_to_the_holders_choices(void **unused)
{
    (void)unused;
    session *s = new_session(sessfx_seed(), VILLAGE_SEAT_HUMAN);
    bool had_choice[60];
    play_first_moves(s, 60, had_choice);
    size_t moves = session_move_count(s);
    int last = session_last_human_mover(s);
    assert_true(last >= 0);
    int other = 1 - last;
    assert_false(session_can_undo(s, other));
    assert_false(session_undo(s, other));
    assert_false(session_can_undo(s, SESSION_NOBODY));
    assert_int_equal(session_move_count(s), moves);
    assert_true(session_undo(s, last));
    assert_true(session_move_count(s) < moves);
    assert_true(had_choice[session_move_count(s)]);
    session_free(s);
}

static void test_illegal_moves_change_nothing(void **unused)
{
    (void)unused;
    session *s = new_session(sessfx_seed(), VILLAGE_SEAT_HUMAN);
    village_state before = *session_state(s);
    village_move bogus = {0};
    bogus.kind = VILLAGE_MOVE_SERVE;
    bogus.where = 9;
    assert_false(session_apply(s, &bogus, NULL));
    assert_int_equal(session_move_count(s), 0);
    assert_memory_equal(&before, session_state(s), sizeof before);
    assert_false(session_undo(s, SESSION_ANY_HUMAN));
    session_free(s);
}

/* An AI seat's turn, asked a millisecond of play at a time. */
typedef struct ai_turn {
    session *s;
    session_change c;
} ai_turn;

static bool ai_played(void *ctx)
{
    ai_turn *t = ctx;
    return session_play(t->s, 0.001, 0.0, &t->c) == SESSION_PLAYED;
}

static void test_an_ai_seat_moves_on_its_own(void **unused)
{
    (void)unused;
    session *s = new_session(sessfx_seed(), VILLAGE_SEAT_AI);
    int actor = session_state(s)->actor;
    ai_turn turn = {.s = s};
    /* The worker thinks meanwhile. */
    assert_true(sessfx_wait_until(ai_played, &turn, 60));
    const session_change c = turn.c;
    assert_int_equal(c.actor, actor);
    assert_int_equal(session_move_count(s), 1);
    assert_int_equal(session_last_human_mover(s), -1);
    session_free(s);
}

static void test_a_saved_session_loads_back(void **unused)
{
    (void)unused;
    session *s = new_session(sessfx_seed(), VILLAGE_SEAT_HUMAN);
    play_first_moves(s, 40, NULL);
    char path[600], err[256];
    assert_true(temp_folder_path(path, sizeof path, "session.json"));
    assert_true(session_save(s, path, err, sizeof err));
    session *loaded = session_load(path, err, sizeof err);
    remove(path);
    assert_non_null(loaded);
    assert_int_equal(session_move_count(loaded), session_move_count(s));
    assert_memory_equal(session_state(loaded), session_state(s), sizeof(village_state));
    assert_memory_equal(session_record(loaded)->actors, session_record(s)->actors,
                        session_move_count(s));
    assert_int_equal(session_last_human_mover(loaded), session_last_human_mover(s));
    session_free(loaded);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_stops_at_the_last_reveal),
        cmocka_unit_test(test_undo_keeps_to_the_holders_choices),
        cmocka_unit_test(test_illegal_moves_change_nothing),
        cmocka_unit_test(test_an_ai_seat_moves_on_its_own),
        cmocka_unit_test(test_a_saved_session_loads_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
