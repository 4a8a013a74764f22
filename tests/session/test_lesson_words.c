/* Every lesson of the course played through its guide (src/session/
 * lesson_guide.h), without SDL: the moves the lesson asks for, and a move it
 * did not ask for, each from the lesson's own position, and the words the
 * guide says of that whole decision (a cube, its action, the payment, the
 * privilege, the death) once it is made, as well as whether the lesson has
 * then ended. The guide once judged only the last move of a decision: the
 * privilege after the council or the harvest after the well was "Done", the
 * plague cube's harvest "no time paid". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/lesson_guide.h"

enum { SCRIPT_MOVES_MAX = 8 };

/* One way through a lesson: its moves, both seats' ("*": the first legal
 * move while the lesson goes on, for the other seat's and the final mass's), what the guide
 * says after the last of them, and whether the lesson is then over. */
typedef struct lesson_play {
    const char *file;
    const char *moves[SCRIPT_MOVES_MAX];
    const char *said;
    bool finished;
} lesson_play;

/* As the lessons ask (scripts/make-lessons plays the same moves). */
static const lesson_play AS_ASKED[] = {
    {"01-turn.json", {"take harvest orange", "harvest"}, "lesson.turn.did", false},
    {"01-turn.json",
     {"take harvest orange", "harvest", "take church brown", "church g1@farm brown"},
     "lesson.turn.did",
     true},
    {"02-family.json", {"take family green", "birth"}, "lesson.family.did", false},
    {"03-crafts.json", {"take crafts pink", "make scroll cubes"}, "lesson.crafts.did", false},
    {"04-market.json", {"take market brown", "serve 2"}, "lesson.market.did", true},
    {"05-council.json",
     {"take council green", "council-enter g1@farm green", "privilege 1"},
     "lesson.council.did",
     false},
    {"05-council.json",
     {"take council green", "council-enter g1@farm green", "privilege 1", "take council green",
      "skip"},
     "lesson.council.did",
     true},
    {"06-church.json", {"take church orange", "church g1@farm brown"}, "lesson.church.did", false},
    {"07-mass.json", {"buy g1@bag"}, "lesson.mass.did", false},
    {"08-travel.json", {"take travel orange", "travel g1@farm A"}, "lesson.travel.did", false},
    {"09-well.json", {"well orange harvest", "harvest"}, "lesson.well.did", false},
    {"09-well.json",
     {"well orange harvest", "harvest", "take family plague", "skip"},
     "lesson.well.did",
     true},
    {"10-time.json", {"take harvest plague", "harvest"}, "lesson.common.plague", false},
    {"10-time.json",
     {"take harvest plague", "harvest", "take family pink", "birth"},
     "lesson.common.plague",
     true},
    {"11-chronicle.json", {"dies g1@city-A"}, "lesson.chronicle.did", true},
    {"12-scoring.json",
     {"take travel pink", "travel g4@farm B", "*", "*", "*", "*", "*", "*"},
     "lesson.scoring.prestige",
     true},
};

/* Not as asked: another cube, a skipped action, a pass. */
static const lesson_play OTHERWISE[] = {
    {"01-turn.json", {"take family green", "birth"}, "lesson.common.other", false},
    {"01-turn.json", {"take harvest orange", "skip"}, "lesson.common.skipped", false},
    {"02-family.json", {"take family green", "skip"}, "lesson.common.skipped", false},
    {"03-crafts.json", {"take crafts pink", "skip"}, "lesson.common.skipped", false},
    {"03-crafts.json", {"take harvest brown", "harvest"}, "lesson.common.other", false},
    {"04-market.json", {"take market brown", "pass"}, "lesson.market.passed", true},
    {"05-council.json", {"take council green", "skip"}, "lesson.common.skipped", false},
    {"06-church.json", {"take church orange", "skip"}, "lesson.common.skipped", false},
    {"07-mass.json", {"done"}, "lesson.mass.any", false},
    {"08-travel.json", {"take travel orange", "skip"}, "lesson.common.skipped", false},
    {"09-well.json", {"take family plague", "skip"}, "lesson.common.plague", false},
    {"11-chronicle.json", {"dies g1@council1"}, "lesson.chronicle.did", true},
};

static lesson *open_lesson(const char *file)
{
    char path[1300], err[400];
    snprintf(path, sizeof path, "%s/lessons/%s", VILLAGE_TEST_DATA_DIR, file);
    lesson *l = malloc(sizeof *l);
    assert_non_null(l);
    if (!lesson_read_file(path, l, err, sizeof err))
        fail_msg("%s: %s", file, err);
    return l;
}

/* The legal moves now, for a script that no longer fits the position. */
static void print_legal(const village_state *st)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(st, moves);
    for (int i = 0; i < n; i++) {
        char text[128];
        village_move_format(st, &moves[i], text, sizeof text);
        print_error("  legal: %s\n", text);
    }
}

static void play(const lesson_play *p)
{
    lesson *l = open_lesson(p->file);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int i = 0; i < l->start.num_players; i++)
        seats[i].kind = VILLAGE_SEAT_HUMAN;
    char err[400];
    session *s = session_from_position(&l->start, 1, seats, err, sizeof err);
    assert_non_null(s);
    lesson_guide *lg = malloc(sizeof *lg);
    assert_non_null(lg);
    lesson_begin(lg, l, 0, 1, false);
    int played = 0;
    for (int i = 0; i < SCRIPT_MOVES_MAX && p->moves[i]; i++) {
        village_move m;
        if (strcmp(p->moves[i], "*") == 0) {
            if (lg->finished)
                break; /* "*" plays on only to the lesson's end */
            village_move moves[VILLAGE_MAX_MOVES];
            assert_true(village_legal_moves(session_state(s), moves) > 0);
            m = moves[0];
        } else if (!village_move_parse(session_state(s), p->moves[i], &m)) {
            print_legal(session_state(s));
            fail_msg("%s: \"%s\" is not legal", p->file, p->moves[i]);
        }
        session_change c;
        assert_true(session_apply(s, &m, &c));
        lesson_hear(lg, &c, session_state(s));
        played++;
    }
    assert_true(played > 0);
    if (strcmp(lg->said, p->said) != 0)
        fail_msg("%s after \"%s\"…: the guide said \"%s\", not \"%s\"", p->file, p->moves[0],
                 lg->said, p->said);
    if (lg->finished != p->finished)
        fail_msg("%s after %d moves: the lesson %s", p->file, played,
                 lg->finished ? "ended too soon" : "has not ended");
    session_free(s);
    free(lg);
    free(l);
}

static void test_each_lesson_played_as_asked_gets_its_own_words(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof AS_ASKED / sizeof AS_ASKED[0]; i++)
        play(&AS_ASKED[i]);
}

static void test_each_lesson_played_otherwise_says_what_was_done(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof OTHERWISE / sizeof OTHERWISE[0]; i++)
        play(&OTHERWISE[i]);
}

/* Every lesson of the course is among those played as asked. */
static void test_every_lesson_is_played(void **unused)
{
    (void)unused;
    lesson_list list;
    char err[400];
    assert_true(lesson_list_read(VILLAGE_TEST_DATA_DIR, &list, err, sizeof err));
    assert_true(list.count > 0);
    int missing = 0;
    for (int n = 0; n < list.count; n++) {
        bool played = false;
        for (size_t i = 0; i < sizeof AS_ASKED / sizeof AS_ASKED[0]; i++)
            played = played || strcmp(AS_ASKED[i].file, list.files[n]) == 0;
        if (!played && strcmp(list.files[n], "12-scoring.json") != 0) {
            print_error("%s is not played as asked\n", list.files[n]);
            missing++;
        }
    }
    assert_int_equal(missing, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_lesson_played_as_asked_gets_its_own_words),
        cmocka_unit_test(test_each_lesson_played_otherwise_says_what_was_done),
        cmocka_unit_test(test_every_lesson_is_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
