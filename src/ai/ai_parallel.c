/* ai_parallel_run on POSIX threads (winpthreads on mingw-w64). */
#ifdef __linux__
#define _GNU_SOURCE /* syscall() for the thread id */
#endif
#include "ai_parallel.h"

#include <pthread.h>
#ifdef _WIN32
#include <windows.h>
#elif defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

typedef struct parallel_task {
    void (*job)(void *context, int index);
    void *context;
    int index;
    bool lower_priority;
} parallel_task;

void ai_thread_lower_priority(void)
{
#ifdef _WIN32
    SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);
#elif defined(__linux__)
    /* Linux gives every thread its own nice value; raising it needs no
     * privilege. A few steps make the display win the core when it needs
     * one without starving the search on a busy machine. */
    pid_t thread = (pid_t)syscall(SYS_gettid);
    int now = getpriority(PRIO_PROCESS, (id_t)thread);
    setpriority(PRIO_PROCESS, (id_t)thread, now + 5 > 19 ? 19 : now + 5);
#endif
}

static void *run_task(void *arg)
{
    const parallel_task *task = arg;
    if (task->lower_priority)
        ai_thread_lower_priority();
    task->job(task->context, task->index);
    return NULL;
}

void ai_parallel_run(int count, void (*job)(void *context, int index), void *context,
                     bool lower_priority)
{
    if (count < 1)
        count = 1;
    if (count > AI_MAX_THREADS)
        count = AI_MAX_THREADS;
    parallel_task tasks[AI_MAX_THREADS];
    pthread_t threads[AI_MAX_THREADS];
    bool started[AI_MAX_THREADS] = {false};
    for (int i = 1; i < count; i++) {
        tasks[i] = (parallel_task){job, context, i, lower_priority};
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
