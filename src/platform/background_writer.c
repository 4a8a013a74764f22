/* The background writer (background_writer.h): a queue of files to write,
 * one thread that writes them in order with platform_write_atomic, and a
 * queue of outcomes for the caller. One mutex guards both queues; the
 * thread holds it only to take a job and to hand back its outcome, never
 * while it writes. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime; winpthreads provides it on mingw-w64 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform/background_writer.h"
#include "platform/files.h"
#include "platform/timed_wait.h"

/* A file to write, and once written its outcome (the same node moves from
 * the job queue to the outcome queue, so handing back an outcome never
 * needs memory). */
typedef struct write_job write_job;
struct write_job {
    write_job *next;
    char *path;
    char *text;
    size_t len;
    platform_write_check check; /* NULL: none */
    unsigned char facts[PLATFORM_WRITE_FACTS_MAX];
    platform_write_outcome outcome;
};

typedef struct job_queue {
    write_job *head, *tail;
} job_queue;

struct platform_writer {
    pthread_mutex_t lock;
    pthread_cond_t wake;    /* a job was queued, or the writer is closing */
    pthread_cond_t settled; /* a job finished */
    job_queue jobs;         /* waiting, oldest first */
    job_queue outcomes;     /* finished, not taken, oldest first */
    bool writing;           /* the thread is writing a job it took */
    bool closing;           /* no more jobs: the thread ends once the queue is empty */
    bool orphaned;          /* platform_writer_free gave up waiting: the thread frees */
    bool threaded;          /* false: no thread could be started; put writes at once */
    pthread_t thread;
};

static void push(job_queue *q, write_job *j)
{
    j->next = NULL;
    if (q->tail)
        q->tail->next = j;
    else
        q->head = j;
    q->tail = j;
}

static write_job *pop(job_queue *q)
{
    write_job *j = q->head;
    if (j) {
        q->head = j->next;
        if (!q->head)
            q->tail = NULL;
    }
    return j;
}

static void free_job(write_job *j)
{
    free(j->path);
    free(j->text);
    free(j);
}

/* Writes the job's text, keeps its outcome and lets the text go. */
static void write_now(write_job *j)
{
    platform_write_outcome *o = &j->outcome;
    o->note[0] = '\0';
    if (j->check)
        j->check(j->path, j->facts, o->note, sizeof o->note);
    o->ok = platform_write_atomic(j->path, j->text, j->len, NULL, o->message, sizeof o->message);
    o->error = o->ok ? 0 : errno;
    if (o->ok)
        o->message[0] = '\0';
    free(j->text);
    j->text = NULL;
}

static void destroy(platform_writer *w)
{
    for (write_job *j; (j = pop(&w->jobs));)
        free_job(j);
    for (write_job *j; (j = pop(&w->outcomes));)
        free_job(j);
    if (w->threaded) {
        pthread_cond_destroy(&w->wake);
        pthread_cond_destroy(&w->settled);
    }
    pthread_mutex_destroy(&w->lock);
    free(w);
}

static void *run(void *arg)
{
    platform_writer *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->jobs.head && !w->closing)
            pthread_cond_wait(&w->wake, &w->lock);
        write_job *j = pop(&w->jobs);
        if (!j)
            break; /* closing, and everything handed over is written */
        w->writing = true;
        pthread_mutex_unlock(&w->lock);
        write_now(j);
        pthread_mutex_lock(&w->lock);
        w->writing = false;
        push(&w->outcomes, j);
        pthread_cond_broadcast(&w->settled);
    }
    bool orphaned = w->orphaned;
    pthread_mutex_unlock(&w->lock);
    if (orphaned)
        destroy(w);
    return NULL;
}

platform_writer *platform_writer_new(void)
{
    platform_writer *w = calloc(1, sizeof *w);
    if (!w || pthread_mutex_init(&w->lock, NULL) != 0) {
        free(w);
        return NULL;
    }
    if (pthread_cond_init(&w->wake, NULL) != 0)
        return w; /* unthreaded: put writes at once */
    if (pthread_cond_init(&w->settled, NULL) != 0) {
        pthread_cond_destroy(&w->wake);
        return w;
    }
    w->threaded = true;
    if (pthread_create(&w->thread, NULL, run, w) != 0) {
        pthread_cond_destroy(&w->wake);
        pthread_cond_destroy(&w->settled);
        w->threaded = false;
    }
    return w;
}

/* The job for path still waiting in the queue, or NULL. */
static write_job *waiting_for(job_queue *q, const char *path)
{
    for (write_job *j = q->head; j; j = j->next)
        if (strcmp(j->path, path) == 0)
            return j;
    return NULL;
}

bool platform_writer_put(platform_writer *w, const char *path, char *text, size_t len, uint64_t tag)
{
    return platform_writer_put_checked(w, path, text, len, tag, NULL, NULL, 0);
}

bool platform_writer_put_checked(platform_writer *w, const char *path, char *text, size_t len,
                                 uint64_t tag, platform_write_check check, const void *facts,
                                 size_t facts_size)
{
    if (facts_size > PLATFORM_WRITE_FACTS_MAX) {
        free(text);
        return false;
    }
    write_job *j = calloc(1, sizeof *j);
    char *own_path = j ? malloc(strlen(path) + 1) : NULL;
    if (!own_path) {
        free(j);
        free(text);
        return false;
    }
    strcpy(own_path, path);
    *j = (write_job){
        .path = own_path, .text = text, .len = len, .check = check, .outcome = {.tag = tag}};
    if (facts_size)
        memcpy(j->facts, facts, facts_size);
    if (!w->threaded) {
        write_now(j);
        pthread_mutex_lock(&w->lock);
        push(&w->outcomes, j);
        pthread_mutex_unlock(&w->lock);
        return true;
    }
    pthread_mutex_lock(&w->lock);
    write_job *waiting = waiting_for(&w->jobs, path);
    if (waiting) { /* not begun: the newer text takes its place in the queue */
        char *older = waiting->text;
        waiting->text = j->text;
        waiting->len = len;
        waiting->outcome.tag = tag;
        waiting->check = check; /* the newer text's look before it lands */
        memcpy(waiting->facts, j->facts, sizeof j->facts);
        j->text = older;
    } else {
        push(&w->jobs, j);
        pthread_cond_signal(&w->wake);
    }
    pthread_mutex_unlock(&w->lock);
    if (waiting)
        free_job(j); /* with the older text */
    return true;
}

bool platform_writer_take(platform_writer *w, platform_write_outcome *out)
{
    pthread_mutex_lock(&w->lock);
    write_job *j = pop(&w->outcomes);
    pthread_mutex_unlock(&w->lock);
    if (!j)
        return false;
    *out = j->outcome;
    free_job(j);
    return true;
}

/* Under the lock. */
static bool all_written(const platform_writer *w)
{
    return !w->jobs.head && !w->writing;
}

bool platform_writer_idle(platform_writer *w)
{
    pthread_mutex_lock(&w->lock);
    bool idle = all_written(w);
    pthread_mutex_unlock(&w->lock);
    return idle;
}

/* Under the lock: waits for every job to finish, until the deadline. */
static bool wait_locked(platform_writer *w, double seconds)
{
    platform_deadline until = platform_deadline_after(seconds);
    while (!all_written(w))
        if (!platform_wait_until(&w->settled, &w->lock, &until))
            return all_written(w);
    return true;
}

bool platform_writer_wait(platform_writer *w, double seconds)
{
    if (!w->threaded)
        return true; /* put wrote at once */
    pthread_mutex_lock(&w->lock);
    bool done = wait_locked(w, seconds);
    pthread_mutex_unlock(&w->lock);
    return done;
}

bool platform_writer_free(platform_writer *w, double seconds)
{
    if (!w)
        return true;
    if (!w->threaded) {
        destroy(w);
        return true;
    }
    pthread_mutex_lock(&w->lock);
    w->closing = true;
    pthread_cond_signal(&w->wake);
    bool done = wait_locked(w, seconds);
    if (!done)
        w->orphaned = true; /* seen by the thread under this lock once it is done */
    pthread_mutex_unlock(&w->lock);
    if (!done) {
        pthread_detach(w->thread);
        return false;
    }
    pthread_join(w->thread, NULL);
    destroy(w);
    return true;
}
