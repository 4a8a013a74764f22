/* What the guide of a lesson ("Learn to play", docs/lessons.md) makes of
 * the moves it hears: the learner's moves counted, the script's goals met,
 * the reaction said of the learner's last decision (all of its moves), and whether the lesson has
 * ended. No SDL: the game scene draws the guide (lesson.c) from this, and
 * tests check it without a window. */
#ifndef VILLAGE_SESSION_LESSON_GUIDE_H
#define VILLAGE_SESSION_LESSON_GUIDE_H

#include <stdbool.h>

#include "session/lesson_file.h"
#include "session/session.h"

typedef struct lesson_guide {
    bool active; /* this game is a lesson */
    lesson script;
    int index;          /* the lesson's place in the guided game's list */
    int count;          /* lessons in that list */
    bool chain;         /* the guided game: the next lesson follows; else one lesson alone */
    int learner_moves;  /* moves the learner made in this lesson */
    bool others_turned; /* another player took a turn after the learner's first move */
    bool finished;
    char said[LESSON_KEY_MAX]; /* the reaction (or closing line) said last, "" none yet */
    int said_amount;           /* its {1} */
    /* The learner's decision being heard (a turn's cube, action, payment,
     * privilege and death, or one step of a mass): the reaction said is the
     * first of the script that any of its moves showed, not only the last
     * move's, so a privilege after the council or the harvest after the
     * well does not hide what the decision did. -1: no decision yet. */
    int decision_reaction;
    bool in_decision;
    int reactions_said;
    unsigned goals_met; /* bit i: the learner's own move showed the script's goal i */
} lesson_guide;

/* Lesson l (at 'index' of 'count' in its list) begins: nothing heard yet. */
void lesson_begin(lesson_guide *lg, const lesson *l, int index, int count, bool chain);
/* Hears a move whose resulting state is 'after'; true when it ended the
 * lesson (its end event, or the game's). */
bool lesson_hear(lesson_guide *lg, const session_change *c, const village_state *after);
/* Hears a record's moves again, as when they were played (a kept lesson
 * resumed says what it said when it was left). */
void lesson_hear_record(lesson_guide *lg, const village_record *r);
/* Whether the learner's own moves showed every goal of the lesson. */
bool lesson_goals_reached(const lesson_guide *lg);

#endif
