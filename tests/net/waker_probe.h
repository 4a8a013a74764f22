/* A stand-in for the game's event queue in the transports' waker tests
 * (net_set_waker): the waker counts and signals; the test sleeps on its own
 * condition, never in net_wait, as the game sleeps in its window's queue. */
#ifndef VILLAGE_TESTS_WAKER_PROBE_H
#define VILLAGE_TESTS_WAKER_PROBE_H

/* pthread_cond_timedwait and clock_gettime */
#include <pthread.h>
#include <stdbool.h>
#include <time.h>

typedef struct waker_probe {
    pthread_mutex_t lock;
    pthread_cond_t woken;
    int wakes;
} waker_probe;

static inline void waker_probe_init(waker_probe *p)
{
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->woken, NULL);
    p->wakes = 0;
}

static inline void waker_probe_destroy(waker_probe *p)
{
    pthread_cond_destroy(&p->woken);
    pthread_mutex_destroy(&p->lock);
}

/* The net_waker_fn. */
static inline void waker_probe_wake(void *ctx)
{
    waker_probe *p = ctx;
    pthread_mutex_lock(&p->lock);
    p->wakes++;
    pthread_cond_broadcast(&p->woken);
    pthread_mutex_unlock(&p->lock);
}

static inline int waker_probe_wakes(waker_probe *p)
{
    pthread_mutex_lock(&p->lock);
    int n = p->wakes;
    pthread_mutex_unlock(&p->lock);
    return n;
}

/* Sleeps until the waker was called more than 'seen' times in all, or
 * timeout_ms passed; the count then. */
static inline int waker_probe_sleep(waker_probe *p, int seen, int timeout_ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += timeout_ms / 1000;
    until.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&p->lock);
    int rc = 0;
    while (p->wakes <= seen && rc == 0)
        rc = pthread_cond_timedwait(&p->woken, &p->lock, &until);
    int n = p->wakes;
    pthread_mutex_unlock(&p->lock);
    return n;
}

#endif
