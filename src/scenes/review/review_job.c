/* The review's analysis on a worker thread (village_review_start): started
 * when the scene opens on a game not reviewed yet, polled every frame (the
 * table stays responsive), cancelled by the player, and once finished
 * turned into the save's whole numbers and kept with the game. The only
 * file that writes review_job. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game/game.h"
#include "scenes/review/review.h"

_Static_assert((int)VILLAGE_REVIEW_REASON_CODES == (int)VILLAGE_REASON_CODES,
               "the save knows every reason code");

/* The seat to analyse: the game's only human, else everyone (a hot-seat
 * table's humans are graded from everyone's lines). */
static int seat_to_analyse(const village_record *r)
{
    int human = -1, humans = 0;
    for (int p = 0; p < r->num_players; p++)
        if (r->seats[p].kind == VILLAGE_SEAT_HUMAN) {
            human = p;
            humans++;
        }
    return humans == 1 ? human : -1;
}

void review_job_start(app *a)
{
    review_job *w = &review_of(a)->work;
    const village_record *r = session_record(game_session(a));
    review_job_stop(review_of(a));
    village_state start;
    w->failed = !village_record_start_state(r, &start);
    if (w->failed)
        return;
    w->seat = seat_to_analyse(r);
    village_analysis_config cfg = {.seed = r->seed};
    w->job = village_review_start(&start, r->moves, r->move_count, w->seat, &cfg);
    w->failed = w->job == NULL;
    w->cancelled = false;
    w->started = SDL_GetTicks64() / 1000.0;
}

static int16_t thousandths(double chance)
{
    long v = lround(chance * 1000);
    return (int16_t)(v < 0 ? 0 : v > 1000 ? 1000 : v);
}

static int16_t tenths(double score)
{
    long v = lround(score * 10);
    long max = VILLAGE_REVIEW_SCORE_MAX;
    return (int16_t)(v < -max ? -max : v > max ? max : v);
}

/* The analysis's lines in the save's whole numbers, so that a review shown
 * fresh and one read back from the save are the same. */
static bool to_stored(const village_review *in, int seat, size_t moves, village_stored_review *out)
{
    memset(out, 0, sizeof *out);
    out->moves = (uint32_t)moves;
    out->seat = seat;
    out->decisions = in->count ? calloc(in->count, sizeof *out->decisions) : NULL;
    if (in->count && !out->decisions)
        return false;
    for (size_t i = 0; i < in->count; i++) {
        const village_review_line *l = &in->lines[i];
        village_review_decision *d = &out->decisions[out->count++];
        d->move = (uint32_t)l->move;
        d->actor = (uint8_t)l->actor;
        d->best = l->best;
        d->win_played = thousandths(l->win_played);
        d->win_best = thousandths(l->win_best);
        if (d->win_best < d->win_played)
            d->win_best = d->win_played;
        d->score_played = tenths(l->score_played);
        d->score_best = tenths(l->score_best);
        d->reason_code = (uint8_t)l->reason_best.code;
        int value = l->reason_best.value;
        d->reason_value = (int16_t)(value < -1000 ? -1000 : value > 1000 ? 1000 : value);
        for (int p = 0; p < in->num_players; p++)
            d->win_after[p] = thousandths(l->win_after[p]);
    }
    out->turns = in->turn_count ? calloc(in->turn_count, sizeof *out->turns) : NULL;
    if (in->turn_count && !out->turns) {
        free(out->decisions);
        return false;
    }
    for (size_t i = 0; i < in->turn_count; i++) {
        village_review_turn_end *t = &out->turns[out->turn_count++];
        t->move = (uint32_t)in->turns[i].move;
        for (int p = 0; p < in->num_players; p++)
            t->win[p] = thousandths(in->turns[i].win[p]);
    }
    return true;
}

bool review_job_update(app *a)
{
    review_job *w = &review_of(a)->work;
    const session *s = game_session(a);
    if (session_review(s))
        return true;
    if (!w->job)
        return false;
    village_review result;
    bool ok = false;
    if (!village_review_poll(w->job, &ok, &result))
        return false;
    village_analysis_free(w->job);
    w->job = NULL;
    w->seconds = SDL_GetTicks64() / 1000.0 - w->started;
    if (!ok || result.cancelled) {
        w->failed = !ok;
        w->cancelled = ok;
        village_review_free(&result);
        return false;
    }
    village_stored_review stored;
    bool kept = to_stored(&result, w->seat, session_move_count(s), &stored) &&
                game_keep_review(game_opener_of(a), &stored);
    free(stored.decisions);
    free(stored.turns);
    village_review_free(&result);
    w->failed = !kept;
    return kept;
}

bool review_job_running(const app *a)
{
    return review_of(a)->work.job != NULL;
}

double review_job_progress(const app *a)
{
    return review_job_running(a) ? village_analysis_progress(review_of(a)->work.job) : 0;
}

void review_job_cancel(app *a)
{
    review_job *w = &review_of(a)->work;
    if (!w->job)
        return;
    village_analysis_free(w->job); /* cancels, waits for the thread */
    w->job = NULL;
    w->cancelled = true;
}

void review_job_stop(review_view *v)
{
    if (v->work.job)
        village_analysis_free(v->work.job);
    v->work.job = NULL;
}
