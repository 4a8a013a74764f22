/* The lesson guide's hearing: after each move, the learner's goals and the
 * first of the script's reactions the move shows, and the lesson's end. It
 * never refuses a move: the game goes on under the rules whatever was
 * played. */
#include <stdio.h>
#include <string.h>

#include "session/lesson_guide.h"

void lesson_begin(lesson_guide *lg, const lesson *l, int index, int count, bool chain)
{
    memset(lg, 0, sizeof *lg);
    lg->active = true;
    lg->script = *l;
    lg->index = index;
    lg->count = count;
    lg->chain = chain;
    lg->decision_reaction = -1;
}

/* A learner's move that starts a new decision: their turn's first move (a
 * cube or the well), any move after someone else's, and each step of a mass
 * (a purchase or one window's promotion is a click of its own). */
static bool starts_decision(const lesson_guide *lg, const session_change *c)
{
    int phase = c->before.phase;
    return !lg->in_decision || phase == VILLAGE_PHASE_TURN || phase == VILLAGE_PHASE_MASS_BUY ||
           phase == VILLAGE_PHASE_MASS_PROMOTE;
}

/* The learner's own move: its goals and the first reaction it shows. */
static void hear_learner(lesson_guide *lg, const session_change *c)
{
    const lesson *l = &lg->script;
    lg->learner_moves++;
    for (int i = 0; i < l->goal_count; i++) {
        int amount;
        if (lesson_event_seen(l->goals[i], l->learner, c->actor, &c->events, &amount))
            lg->goals_met |= 1u << i;
    }
    if (starts_decision(lg, c))
        lg->decision_reaction = -1;
    lg->in_decision = true;
    for (int i = 0; i < l->reaction_count; i++) {
        int amount;
        if (!lesson_reaction_seen(&l->reactions[i], l->learner, c->actor, &c->events, &amount))
            continue;
        if (lg->decision_reaction < 0 || i < lg->decision_reaction) {
            lg->decision_reaction = i;
            lg->said_amount = amount;
        } else if (i == lg->decision_reaction) {
            lg->said_amount += amount; /* time paid in two steps of one turn is told as one */
        }
        snprintf(lg->said, sizeof lg->said, "%s", l->reactions[lg->decision_reaction].say);
        lg->reactions_said++;
        break;
    }
}

bool lesson_hear(lesson_guide *lg, const session_change *c, const village_state *after)
{
    if (!lg->active || lg->finished)
        return false;
    const lesson *l = &lg->script;
    if (c->actor == l->learner) {
        hear_learner(lg, c);
    } else {
        lg->in_decision = false;
        if (c->before.phase == VILLAGE_PHASE_TURN)
            lg->others_turned = lg->learner_moves > 0;
    }
    int amount;
    bool ends =
        l->ends == LESSON_EV_NEXT_TURN
            ? lg->others_turned && after->phase == VILLAGE_PHASE_TURN && after->actor == l->learner
            : lesson_event_seen(l->ends, l->learner, c->actor, &c->events, &amount);
    if (ends || after->phase == VILLAGE_PHASE_GAME_OVER) {
        lg->finished = true;
        return true;
    }
    return false;
}

static bool hear_again(void *ctx, size_t index, const village_state *before, const village_move *m,
                       const village_events *ev, const village_state *after)
{
    (void)index;
    session_change c = {.before = *before, .actor = before->actor, .move = *m, .events = *ev};
    lesson_hear(ctx, &c, after);
    return true;
}

void lesson_hear_record(lesson_guide *lg, const village_record *r)
{
    village_record_replay(r, r->move_count, hear_again, lg, NULL);
}

bool lesson_goals_reached(const lesson_guide *lg)
{
    return lg->script.goal_count > 0 && lg->goals_met == (1u << lg->script.goal_count) - 1;
}
