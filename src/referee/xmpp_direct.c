/* Direct XMPP messages (xmpp_direct.h). As in the network game's XMPP
 * transport, everything libstrophe touches lives on the connection's
 * thread; the caller's side shares only the inbox and the outbox, behind
 * one lock. The connection is an xmpp_link (net/xmpp_link.h), made again
 * after XMPP_LINK_RETRY_MS when it is lost. */
#include "referee/xmpp_direct.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strophe.h>
#include <time.h>

#include "net/xmpp_link.h"
#include "platform/clock.h"
#include "platform/timed_wait.h"
#include "referee/xmpp_ready.h"

enum { QUEUE_LIMIT = 4096, LOOP_TIMEOUT_MS = 10, REASON_MAX = XMPP_LINK_REASON_MAX };

typedef struct message {
    char *jid;
    char *body;
    struct message *next;
} message;

typedef struct queue {
    message *head, *tail;
    size_t count;
} queue;

struct referee_direct {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t ready;
    queue inbox, outbox;      /* under lock */
    bool closing;             /* under lock */
    bool online;              /* under lock */
    char failure[REASON_MAX]; /* under lock */
    void (*wake)(void *ctx);  /* under lock: referee_direct_set_waker's */
    void *wake_ctx;
    message *current; /* the caller's: the message poll handed out */
    /* The connection's thread alone: */
    char *jid, *password, *ca_file, *server_host;
    unsigned short server_port;
    xmpp_link link;
};

static void message_free(message *m)
{
    if (m) {
        free(m->jid);
        free(m->body);
        free(m);
    }
}

static bool queue_push(queue *q, const char *jid, const char *body)
{
    if (q->count >= QUEUE_LIMIT)
        return false;
    message *m = calloc(1, sizeof *m);
    if (!m || !(m->jid = strdup(jid)) || !(m->body = strdup(body))) {
        message_free(m);
        return false;
    }
    if (q->tail)
        q->tail->next = m;
    else
        q->head = m;
    q->tail = m;
    q->count++;
    return true;
}

static message *queue_pop(queue *q)
{
    message *m = q->head;
    if (m) {
        q->head = m->next;
        if (!q->head)
            q->tail = NULL;
        q->count--;
        m->next = NULL;
    }
    return m;
}

static void queue_clear(queue *q)
{
    message *m;
    while ((m = queue_pop(q)))
        message_free(m);
}

/* One line of UTF-8 without control characters: what XML and a request carry. */
static bool body_fits(const char *body)
{
    size_t length = strlen(body);
    if (length == 0 || length > REFEREE_DIRECT_BODY_MAX)
        return false;
    for (size_t i = 0; i < length;) {
        unsigned char c = (unsigned char)body[i];
        size_t more = c < 0x80                 ? 0
                      : c >= 0xC2 && c <= 0xDF ? 1
                      : (c & 0xF0) == 0xE0     ? 2
                      : c >= 0xF0 && c <= 0xF4 ? 3
                                               : SIZE_MAX;
        if ((c < 0x20 && c != '\t') || c == 0x7F || more == SIZE_MAX || more >= length - i)
            return false;
        for (size_t k = 1; k <= more; k++)
            if (((unsigned char)body[i + k] & 0xC0) != 0x80)
                return false;
        i += more + 1;
    }
    return true;
}

/* Called under the lock: the waker only posts an event, it never calls back. */
static void wake_locked(referee_direct *d)
{
    if (d->wake)
        d->wake(d->wake_ctx);
}

static void set_failure(referee_direct *d, const char *why)
{
    pthread_mutex_lock(&d->lock);
    snprintf(d->failure, sizeof d->failure, "%s", why);
    d->online = false;
    wake_locked(d);
    pthread_mutex_unlock(&d->lock);
}

static int on_message(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    referee_direct *d = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    const char *from = xmpp_stanza_get_from(stanza);
    /* Chat and normal messages only: not a room's, not an error bounced. */
    if (!from || (type && strcmp(type, "chat") != 0 && strcmp(type, "normal") != 0))
        return 1;
    char *body = xmpp_message_get_body(stanza);
    char *bare = xmpp_jid_bare(d->link.ctx, from);
    if (body && bare && strlen(bare) <= REFEREE_DIRECT_JID_MAX && body_fits(body)) {
        pthread_mutex_lock(&d->lock);
        if (queue_push(&d->inbox, bare, body)) {
            pthread_cond_broadcast(&d->ready);
            wake_locked(d);
        }
        pthread_mutex_unlock(&d->lock);
    }
    xmpp_free(d->link.ctx, body);
    xmpp_free(d->link.ctx, bare);
    return 1;
}

static int on_ready(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    (void)stanza;
    referee_direct *d = userdata;
    pthread_mutex_lock(&d->lock);
    d->online = true;
    d->failure[0] = '\0';
    wake_locked(d);
    pthread_mutex_unlock(&d->lock);
    return 0;
}

/* The connection is logged in (why NULL), or over. */
static void on_link(xmpp_link *link, const char *why, void *userdata)
{
    referee_direct *d = userdata;
    if (why) {
        set_failure(d, why);
        return;
    }
    xmpp_handler_add(link->conn, on_message, NULL, "message", NULL, d);
    /* Present: the server now delivers what it stored while we were away.
     * Online once it has said so (on_ready): an answer sent to us before
     * then would be lost. */
    referee_xmpp_ready_announce(link->conn, link->ctx, d->jid, on_ready, d);
}

static void send_outbox(referee_direct *d)
{
    pthread_mutex_lock(&d->lock);
    queue pending = d->outbox;
    d->outbox = (queue){0};
    pthread_mutex_unlock(&d->lock);
    message *m;
    while ((m = queue_pop(&pending))) {
        xmpp_stanza_t *s = xmpp_message_new(d->link.ctx, "chat", m->jid, NULL);
        if (s) {
            xmpp_message_set_body(s, m->body);
            xmpp_send(d->link.conn, s);
            xmpp_stanza_release(s);
        }
        message_free(m);
    }
}

/* What was queued before close still goes. */
static void last_words(void *userdata)
{
    send_outbox(userdata);
}

static void *connection_thread(void *arg)
{
    referee_direct *d = arg;
    xmpp_link_account account = {.jid = d->jid, .password = d->password, .ca_file = d->ca_file};
    if (!xmpp_link_open(&d->link, &account, on_link, d)) {
        set_failure(d, "out of memory for the XMPP connection");
        xmpp_link_close(&d->link, NULL);
        return NULL;
    }
    xmpp_link_connect(&d->link, d->server_host, d->server_port);
    for (;;) {
        pthread_mutex_lock(&d->lock);
        bool closing = d->closing;
        pthread_mutex_unlock(&d->lock);
        if (closing)
            break;
        if (!d->link.conn && platform_monotonic_ms() >= d->link.retry_at)
            xmpp_link_connect(&d->link, d->server_host, d->server_port);
        if (d->link.connected)
            send_outbox(d);
        xmpp_link_run(&d->link, LOOP_TIMEOUT_MS);
        if (!d->link.conn) {
            struct timespec pause = {0, LOOP_TIMEOUT_MS * 1000000L};
            nanosleep(&pause, NULL);
        }
    }
    xmpp_link_close(&d->link, last_words);
    return NULL;
}

static void direct_free(referee_direct *d)
{
    queue_clear(&d->inbox);
    queue_clear(&d->outbox);
    message_free(d->current);
    pthread_cond_destroy(&d->ready);
    pthread_mutex_destroy(&d->lock);
    free(d->jid);
    free(d->password);
    free(d->ca_file);
    free(d->server_host);
    free(d);
}

referee_direct *referee_direct_open(const referee_direct_account *account, char *err,
                                    size_t err_size)
{
    if (!account->jid || !strchr(account->jid, '@') || !account->password) {
        snprintf(err, err_size, "an XMPP account needs a JID (name@server) and a password");
        return NULL;
    }
    referee_direct *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&d->lock, NULL);
    pthread_cond_init(&d->ready, NULL);
    size_t size =
        strlen(account->jid) + (account->resource ? strlen(account->resource) + 1 : 0) + 1;
    d->jid = malloc(size);
    if (d->jid)
        snprintf(d->jid, size, "%s%s%s", account->jid, account->resource ? "/" : "",
                 account->resource ? account->resource : "");
    d->password = strdup(account->password);
    d->ca_file = account->ca_file ? strdup(account->ca_file) : NULL;
    bool ok = d->jid && d->password && (!account->ca_file || d->ca_file);
    if (ok && account->server &&
        !xmpp_link_server(account->server, &d->server_host, &d->server_port)) {
        snprintf(err, err_size, "the XMPP server must be HOST:PORT");
        direct_free(d);
        return NULL;
    }
    if (!ok) {
        snprintf(err, err_size, "out of memory");
        direct_free(d);
        return NULL;
    }
    if (pthread_create(&d->thread, NULL, connection_thread, d) != 0) {
        snprintf(err, err_size, "cannot start the XMPP connection's thread");
        direct_free(d);
        return NULL;
    }
    return d;
}

void referee_direct_close(referee_direct *d)
{
    if (!d)
        return;
    pthread_mutex_lock(&d->lock);
    d->closing = true;
    pthread_mutex_unlock(&d->lock);
    pthread_join(d->thread, NULL);
    direct_free(d);
}

bool referee_direct_online(const referee_direct *d)
{
    referee_direct *m = (referee_direct *)d;
    pthread_mutex_lock(&m->lock);
    bool online = m->online;
    pthread_mutex_unlock(&m->lock);
    return online;
}

void referee_direct_failure(referee_direct *d, char *out, size_t size)
{
    pthread_mutex_lock(&d->lock);
    snprintf(out, size, "%s", d->failure);
    pthread_mutex_unlock(&d->lock);
}

bool referee_direct_send(referee_direct *d, const char *to, const char *body)
{
    if (!to || !strchr(to, '@') || strlen(to) > REFEREE_DIRECT_JID_MAX || !body_fits(body))
        return false;
    pthread_mutex_lock(&d->lock);
    bool queued = queue_push(&d->outbox, to, body);
    pthread_mutex_unlock(&d->lock);
    return queued;
}

bool referee_direct_poll(referee_direct *d, const char **from, const char **body)
{
    message_free(d->current);
    pthread_mutex_lock(&d->lock);
    d->current = queue_pop(&d->inbox);
    pthread_mutex_unlock(&d->lock);
    if (!d->current)
        return false;
    *from = d->current->jid;
    *body = d->current->body;
    return true;
}

void referee_direct_wait(referee_direct *d, int timeout_ms)
{
    platform_deadline until = platform_deadline_after(timeout_ms / 1000.0);
    pthread_mutex_lock(&d->lock);
    while (!d->inbox.head && !d->closing && platform_wait_until(&d->ready, &d->lock, &until)) {
    }
    pthread_mutex_unlock(&d->lock);
}

void referee_direct_set_waker(referee_direct *d, void (*wake)(void *ctx), void *ctx)
{
    pthread_mutex_lock(&d->lock);
    d->wake = wake;
    d->wake_ctx = ctx;
    pthread_mutex_unlock(&d->lock);
}
