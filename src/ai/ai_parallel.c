/* ai_parallel_run on POSIX threads (winpthreads on mingw-w64). */
#include "ai_parallel.h"

#include <pthread.h>
#include <stdbool.h>

typedef struct parallel_task {
    void (*job)(void *context, int index);
    void *context;
    int index;
} parallel_task;

static void *run_task(void *arg)
{
    const parallel_task *task = arg;
    task->job(task->context, task->index);
    return NULL;
}

void ai_parallel_run(int count, void (*job)(void *context, int index), void *context)
{
    if (count < 1)
        count = 1;
    if (count > AI_MAX_THREADS)
        count = AI_MAX_THREADS;
    parallel_task tasks[AI_MAX_THREADS];
    pthread_t threads[AI_MAX_THREADS];
    bool started[AI_MAX_THREADS] = {false};
    for (int i = 1; i < count; i++) {
        tasks[i] = (parallel_task){job, context, i};
        started[i] = pthread_create(&threads[i], NULL, run_task, &tasks[i]) == 0;
    }
    job(context, 0);
    for (int i = 1; i < count; i++) {
        if (started[i])
            pthread_join(threads[i], NULL);
        else
            job(context, i);
    }
}
