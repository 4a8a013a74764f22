/* Decisions on a worker thread (POSIX threads; winpthreads on mingw-w64),
 * so a front end polls instead of blocking. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "ai_internal.h"

struct village_ai_job {
    village_state state;
    village_ai_config config;
    village_move move;
    atomic_int cancel;
    atomic_int done; /* set after 'move' is written: poll reads it with acquire */
    pthread_t thread;
};

static void *run_job(void *arg)
{
    village_ai_job *job = arg;
    ai_stop stop = {NULL, &job->cancel};
    ai_decide(&job->state, &job->config, &stop, &job->move, NULL);
    atomic_store_explicit(&job->done, 1, memory_order_release);
    return NULL;
}

village_ai_job *village_ai_start(const village_state *s, const village_ai_config *cfg)
{
    village_ai_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    job->state = *s;
    job->config = *cfg;
    atomic_init(&job->cancel, 0);
    atomic_init(&job->done, 0);
    if (pthread_create(&job->thread, NULL, run_job, job) != 0) {
        free(job);
        return NULL;
    }
    return job;
}

bool village_ai_poll(village_ai_job *job, village_move *out)
{
    if (!job || !atomic_load_explicit(&job->done, memory_order_acquire))
        return false;
    if (out)
        *out = job->move;
    return true;
}

void village_ai_cancel(village_ai_job *job)
{
    if (job)
        atomic_store_explicit(&job->cancel, 1, memory_order_relaxed);
}

void village_ai_free(village_ai_job *job)
{
    if (!job)
        return;
    village_ai_cancel(job);
    pthread_join(job->thread, NULL);
    free(job);
}
