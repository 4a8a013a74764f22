/* The lesson guide's hearing (src/session/lesson_guide.h), without SDL: the
 * first reaction of the script a learner's move shows is said with its
 * amount, goals count only the learner's own moves, "next_turn" ends the
 * lesson once another player had a turn, the game's end ends it too, and a
 * kept lesson's moves heard again leave the guide as it was. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/lesson_guide.h"

static lesson script(void)
{
    lesson l;
    memset(&l, 0, sizeof l);
    l.learner = 0;
    l.reactions[0] = (lesson_reaction){LESSON_EV_CUBE_TAKEN, 3, "react.market"};
    l.reactions[1] = (lesson_reaction){LESSON_EV_GRAIN, -1, "react.grain"};
    l.reaction_count = 2;
    l.goals[0] = LESSON_EV_GRAIN;
    l.goals[1] = LESSON_EV_COINS;
    l.goal_count = 2;
    l.ends = LESSON_EV_NEXT_TURN;
    return l;
}

static village_event event(int kind, int player, int a, int b, int amount)
{
    village_event e;
    memset(&e, 0, sizeof e);
    e.kind = (uint8_t)kind;
    e.player = (uint8_t)player;
    e.a = (uint8_t)a;
    e.b = (uint8_t)b;
    e.amount = (int16_t)amount;
    return e;
}

static session_change change(int actor, int phase)
{
    session_change c;
    memset(&c, 0, sizeof c);
    c.actor = actor;
    c.before.phase = (uint8_t)phase;
    c.before.actor = (uint8_t)actor;
    return c;
}

static village_state state(int phase, int actor)
{
    village_state s;
    memset(&s, 0, sizeof s);
    s.phase = (uint8_t)phase;
    s.actor = (uint8_t)actor;
    return s;
}

static void test_the_first_reaction_shown_is_said(void **unused)
{
    (void)unused;
    lesson l = script();
    lesson_guide lg;
    lesson_begin(&lg, &l, 2, 9, true);
    assert_true(lg.active);
    assert_int_equal(lg.index, 2);
    session_change c = change(0, VILLAGE_PHASE_TURN);
    c.events.items[c.events.count++] = event(VILLAGE_EV_GRAIN_CHANGED, 0, 0, 0, 2);
    c.events.items[c.events.count++] = event(VILLAGE_EV_CUBE_TAKEN, 0, 3, 1, 0);
    village_state after = state(VILLAGE_PHASE_ACTION, 0);
    assert_false(lesson_hear(&lg, &c, &after));
    /* The script's order decides, not the events' */
    assert_string_equal(lg.said, "react.market");
    assert_int_equal(lg.learner_moves, 1);
    assert_int_equal(lg.reactions_said, 1);
    assert_int_equal(lg.goals_met, 1u); /* grain, not yet coins */
    assert_false(lesson_goals_reached(&lg));
    /* The next move of the same decision shows grain only: the decision
     * as a whole still showed the market's cube first. */
    c = change(0, VILLAGE_PHASE_ACTION);
    c.events.items[c.events.count++] = event(VILLAGE_EV_GRAIN_CHANGED, 0, 0, 0, 3);
    c.events.items[c.events.count++] = event(VILLAGE_EV_COINS_CHANGED, 0, 0, 0, 1);
    assert_false(lesson_hear(&lg, &c, &after));
    assert_string_equal(lg.said, "react.market");
    assert_true(lesson_goals_reached(&lg));
    /* A new decision (the learner's next turn) showing grain only: said
     * with its amount. */
    c = change(0, VILLAGE_PHASE_TURN);
    c.events.items[c.events.count++] = event(VILLAGE_EV_GRAIN_CHANGED, 0, 0, 0, 4);
    assert_false(lesson_hear(&lg, &c, &after));
    assert_string_equal(lg.said, "react.grain");
    assert_int_equal(lg.said_amount, 4);
}

/* Another player's grain is not the learner's goal; the lesson ends at the
 * learner's next turn, once another player had one. */
static void test_others_moves_end_the_lesson_at_the_next_turn(void **unused)
{
    (void)unused;
    lesson l = script();
    lesson_guide lg;
    lesson_begin(&lg, &l, 0, 1, false);
    session_change c = change(1, VILLAGE_PHASE_TURN);
    c.events.items[c.events.count++] = event(VILLAGE_EV_GRAIN_CHANGED, 1, 0, 0, 2);
    village_state learners_turn = state(VILLAGE_PHASE_TURN, 0);
    /* Before the learner moved, another's turn does not count. */
    assert_false(lesson_hear(&lg, &c, &learners_turn));
    assert_int_equal(lg.goals_met, 0u);
    assert_string_equal(lg.said, "");
    c = change(0, VILLAGE_PHASE_TURN);
    village_state others_turn = state(VILLAGE_PHASE_TURN, 1);
    assert_false(lesson_hear(&lg, &c, &others_turn));
    assert_int_equal(lg.learner_moves, 1);
    c = change(1, VILLAGE_PHASE_TURN);
    assert_true(lesson_hear(&lg, &c, &learners_turn));
    assert_true(lg.finished);
    /* A finished lesson hears nothing more. */
    c = change(0, VILLAGE_PHASE_TURN);
    assert_false(lesson_hear(&lg, &c, &others_turn));
    assert_int_equal(lg.learner_moves, 1);
}

static void test_the_games_end_ends_the_lesson(void **unused)
{
    (void)unused;
    lesson l = script();
    l.ends = LESSON_EV_SERVED;
    lesson_guide lg;
    lesson_begin(&lg, &l, 0, 1, false);
    session_change c = change(1, VILLAGE_PHASE_ACTION);
    village_state over = state(VILLAGE_PHASE_GAME_OVER, 0);
    assert_true(lesson_hear(&lg, &c, &over));
    assert_true(lg.finished);
    lesson_guide idle;
    memset(&idle, 0, sizeof idle); /* not a lesson: hears nothing */
    assert_false(lesson_hear(&idle, &c, &over));
}

/* A real lesson played on a session, heard live and then again from its
 * record, leaves the guide the same. */
static void test_a_record_heard_again_says_the_same(void **unused)
{
    (void)unused;
    lesson_list list;
    char err[400], path[1300];
    assert_true(lesson_list_read(VILLAGE_TEST_DATA_DIR, &list, err, sizeof err));
    lesson *l = malloc(sizeof *l);
    assert_non_null(l);
    lesson_path(VILLAGE_TEST_DATA_DIR, &list, 0, path, sizeof path);
    assert_true(lesson_read_file(path, l, err, sizeof err));
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < l->start.num_players; p++)
        seats[p].kind = VILLAGE_SEAT_HUMAN;
    session *s = session_from_position(&l->start, 1, seats, err, sizeof err);
    assert_non_null(s);
    lesson_guide *live = malloc(sizeof *live), *again = malloc(sizeof *again);
    assert_non_null(live);
    assert_non_null(again);
    lesson_begin(live, l, 0, list.count, true);
    for (int i = 0; i < 40 && !live->finished; i++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(session_state(s), moves);
        assert_true(n > 0);
        session_change c;
        assert_true(session_apply(s, &moves[i % n], &c));
        lesson_hear(live, &c, session_state(s));
    }
    assert_true(live->learner_moves > 0);
    lesson_begin(again, l, 0, list.count, true);
    lesson_hear_record(again, session_record(s));
    assert_memory_equal(live, again, sizeof *live);
    session_free(s);
    free(live);
    free(again);
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_first_reaction_shown_is_said),
        cmocka_unit_test(test_others_moves_end_the_lesson_at_the_next_turn),
        cmocka_unit_test(test_the_games_end_ends_the_lesson),
        cmocka_unit_test(test_a_record_heard_again_says_the_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
