/* Grades and the three biggest mistakes: a decision's loss is the chance to
 * win the played move gave away against the search's move (win_best −
 * win_played, in thousandths). Only the humans' decisions are graded (all
 * of them when no human played). The only file that writes review_marks. */
#include <string.h>

#include "scenes/review/review.h"

review_grade review_grade_of(const village_review_decision *d)
{
    int loss = d->win_best - d->win_played;
    if (loss <= 0)
        return GRADE_BEST;
    if (loss < 20)
        return GRADE_GOOD;
    if (loss < 50)
        return GRADE_INACCURACY;
    if (loss < 100)
        return GRADE_MISTAKE;
    return GRADE_BLUNDER;
}

static int loss_of(const village_review_decision *d)
{
    return d->win_best - d->win_played;
}

void review_marks_compute(review_marks *m, const village_stored_review *rv, const village_record *r)
{
    memset(m, 0, sizeof *m);
    bool any_human = false;
    for (int p = 0; p < r->num_players; p++) {
        m->graded[p] = r->seats[p].kind == VILLAGE_SEAT_HUMAN;
        any_human = any_human || m->graded[p];
    }
    for (int p = 0; p < r->num_players && !any_human; p++)
        m->graded[p] = true;
    for (size_t i = 0; i < rv->count; i++) {
        const village_review_decision *d = &rv->decisions[i];
        if (d->actor >= VILLAGE_MAX_PLAYERS || !m->graded[d->actor])
            continue;
        m->grades[d->actor][review_grade_of(d)]++;
        if (loss_of(d) <= 0)
            continue;
        /* insert by loss, the earlier move first among equals */
        int k = m->count < REVIEW_MISTAKES ? m->count++ : REVIEW_MISTAKES;
        while (k > 0 && loss_of(&rv->decisions[m->mistake[k - 1]]) < loss_of(d)) {
            if (k < REVIEW_MISTAKES)
                m->mistake[k] = m->mistake[k - 1];
            k--;
        }
        if (k < REVIEW_MISTAKES)
            m->mistake[k] = (int)i;
    }
}

const village_review_decision *review_decision_at(const village_stored_review *rv, size_t at)
{
    size_t lo = 0, hi = rv ? rv->count : 0;
    while (lo < hi) { /* decisions are in move order */
        size_t mid = (lo + hi) / 2;
        if (rv->decisions[mid].move < at + 1)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < (rv ? rv->count : 0) && rv->decisions[lo].move == at + 1 ? &rv->decisions[lo]
                                                                         : NULL;
}
