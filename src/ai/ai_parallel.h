/* Runs the same job on several threads at once and waits for all of them:
 * the one place the search touches threads (POSIX threads; winpthreads on
 * mingw-w64), so the search itself stays plain C. */
#ifndef VILLAGE_AI_PARALLEL_H
#define VILLAGE_AI_PARALLEL_H

enum { AI_MAX_THREADS = 16 };

/* Calls job(context, i) for i = 0 .. count-1, i = 0 on the calling thread and
 * the others on threads of their own, and returns when all have returned.
 * A thread that cannot be started runs its share on the calling thread
 * afterwards, so every i runs exactly once whatever the system allows.
 * count is clamped to 1 .. AI_MAX_THREADS. */
void ai_parallel_run(int count, void (*job)(void *context, int index), void *context);

#endif
