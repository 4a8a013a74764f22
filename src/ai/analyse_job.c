/* Hints and reviews on a worker thread (as ai_job.c does for decisions),
 * so a front end polls, shows progress and can cancel. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "analyse_internal.h"

typedef enum job_kind { JOB_HINT, JOB_REVIEW } job_kind;

struct village_analysis_job {
    job_kind kind;
    village_state state; /* the decision (hint) or the start (review) */
    int seat;
    village_move *moves; /* review: a copy of the game's moves */
    size_t move_count;
    village_analysis_config config;
    bool ok;
    village_analysis hint;
    village_review review;
    atomic_int cancel;
    atomic_size_t done, total; /* review progress */
    atomic_int finished;       /* set after the result is written (release) */
    pthread_t thread;
};

static void note_progress(void *context, size_t done, size_t total)
{
    village_analysis_job *job = context;
    atomic_store_explicit(&job->total, total, memory_order_relaxed);
    atomic_store_explicit(&job->done, done, memory_order_relaxed);
}

static void *run_job(void *arg)
{
    village_analysis_job *job = arg;
    ai_stop stop = {NULL, &job->cancel};
    if (job->kind == JOB_HINT)
        job->ok =
            ai_analyse_decision(&job->state, job->seat, NULL, &job->config, &stop, &job->hint);
    else
        job->ok = ai_analyse_review(&job->state, job->moves, job->move_count, job->seat,
                                    &job->config, &stop, note_progress, job, &job->review);
    atomic_store_explicit(&job->finished, 1, memory_order_release);
    return NULL;
}

static village_analysis_job *start(village_analysis_job *job)
{
    atomic_init(&job->cancel, 0);
    atomic_init(&job->done, 0);
    atomic_init(&job->total, 0);
    atomic_init(&job->finished, 0);
    if (pthread_create(&job->thread, NULL, run_job, job) != 0) {
        free(job->moves);
        free(job);
        return NULL;
    }
    return job;
}

village_analysis_job *village_hint_start(const village_state *s, int seat,
                                         const village_analysis_config *cfg)
{
    village_analysis_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    job->kind = JOB_HINT;
    job->state = *s;
    job->seat = seat;
    job->config = *cfg;
    return start(job);
}

village_analysis_job *village_review_start(const village_state *start_state,
                                           const village_move *moves, size_t move_count, int seat,
                                           const village_analysis_config *cfg)
{
    village_analysis_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    if (move_count && !(job->moves = malloc(move_count * sizeof *moves))) {
        free(job);
        return NULL;
    }
    if (move_count)
        memcpy(job->moves, moves, move_count * sizeof *moves);
    job->kind = JOB_REVIEW;
    job->state = *start_state;
    job->move_count = move_count;
    job->seat = seat;
    job->config = *cfg;
    return start(job);
}

static bool finished(const village_analysis_job *job)
{
    return job && atomic_load_explicit(&job->finished, memory_order_acquire);
}

double village_analysis_progress(const village_analysis_job *job)
{
    if (!job)
        return 0.0;
    if (finished(job))
        return 1.0;
    size_t total = atomic_load_explicit(&job->total, memory_order_relaxed);
    size_t done = atomic_load_explicit(&job->done, memory_order_relaxed);
    return total ? (double)done / (double)total : 0.0;
}

bool village_hint_poll(village_analysis_job *job, bool *ok, village_analysis *out)
{
    if (!finished(job) || job->kind != JOB_HINT)
        return false;
    if (ok)
        *ok = job->ok;
    if (out)
        *out = job->hint;
    return true;
}

bool village_review_poll(village_analysis_job *job, bool *ok, village_review *out)
{
    if (!finished(job) || job->kind != JOB_REVIEW)
        return false;
    if (ok)
        *ok = job->ok;
    if (out) {
        *out = job->review;
        memset(&job->review, 0, sizeof job->review); /* the lines are the caller's now */
    }
    return true;
}

void village_analysis_cancel(village_analysis_job *job)
{
    if (job)
        atomic_store_explicit(&job->cancel, 1, memory_order_relaxed);
}

void village_analysis_free(village_analysis_job *job)
{
    if (!job)
        return;
    village_analysis_cancel(job);
    pthread_join(job->thread, NULL);
    village_review_free(&job->review);
    free(job->moves);
    free(job);
}
