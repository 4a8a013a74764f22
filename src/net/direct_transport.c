/* The direct transport (direct_transport.h): one I/O thread per transport
 * waits in platform_socket_poll on the listener, every peer's socket and a
 * wake-up pair; the caller's calls only queue bytes or take events under
 * the lock and wake the thread, so they never wait on the network.
 *
 * On the wire a message is its bytes and "\n". The transport itself sends
 * a line made of one NUL byte after KEEPALIVE_MS of saying nothing, and
 * drops a peer it has heard nothing from in SILENCE_LIMIT_MS; the receiver
 * swallows those lines, so a peer that is thinking stays connected and one
 * that vanished is noticed. Untrusted bytes are bounded: a peer's unfinished
 * line never grows past NET_LINE_MAX (the peer is dropped), the lines waiting
 * for the caller's poll past EVENT_QUEUE_LIMIT (reading stops until they are
 * taken), and what waits to be sent to a peer past SEND_QUEUE_LIMIT (the peer
 * is dropped: it does not read). */
/* pthread_cond_timedwait and clock_gettime */
#define _POSIX_C_SOURCE 200809L

#include "net/direct_transport.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform/clock.h"
#include "platform/sockets.h"
#include "net/event_queue.h"
#include "platform/timed_wait.h"

enum {
    MAX_PEERS = 64,                 /* a host's guests connected at once */
    SEND_QUEUE_LIMIT = 1 << 20,     /* bytes waiting to be sent to one peer */
    EVENT_QUEUE_LIMIT = 8 << 20,    /* bytes of lines waiting for the caller */
    READ_CHUNK = 64 * 1024,         /* one receive */
    READS_PER_TURN = 4,             /* receives from one peer before the next peer's */
    CONNECT_TIMEOUT_MS = 10 * 1000, /* a guest gives up reaching its host */
    KEEPALIVE_MS = 5 * 1000,        /* silence after which a keepalive goes */
    SILENCE_LIMIT_MS = 30 * 1000,   /* silence after which a peer is gone */
    FAREWELL_MS = 2 * 1000,         /* a dropped peer's time to get what was queued */
    LISTENER_REST_MS = 100,         /* listening pauses when accepting fails */
    ADDRESS_MAX = 300
};

typedef struct peer {
    int id;
    platform_socket socket; /* PLATFORM_NO_SOCKET while a guest connects */
    /* Bytes for the peer: out[out_start, out_end). Written by the caller
     * (send) and by the thread (keepalives), under the lock. */
    char *out;
    size_t out_start, out_end, out_capacity;
    /* Dropped (LEFT already told): what is queued goes until
     * leave_deadline, then the socket closes. */
    bool leaving;
    bool shut; /* leaving, and the end of the stream was sent */
    long long leave_deadline;
    /* The thread's alone: the unfinished line received so far. */
    char *line;
    size_t line_length, line_capacity;
    long long heard_ms, sent_ms;
} peer;

typedef struct direct {
    net_transport transport;
    bool hosting;
    pthread_mutex_t lock;
    pthread_cond_t ready;
    pthread_t thread;
    platform_socket wake[2]; /* a byte on wake[1] wakes the thread's poll */
    platform_socket listener;
    long long listener_resting_until;
    char host[ADDRESS_MAX]; /* a guest: whom to connect to */
    int port;
    char address[ADDRESS_MAX];
    peer *peers[MAX_PEERS]; /* a guest's host is peers[0] */
    int next_id;
    net_event_queue inbox;
    bool reading_paused; /* the inbox's bytes passed EVENT_QUEUE_LIMIT */
    net_waker_fn waker;  /* net_set_waker's, called as an event is queued */
    void *waker_ctx;
    bool closing;    /* free() asked the thread to stop */
    bool connecting; /* a guest's thread is reaching the host */
    bool abandoned;  /* free() came while connecting: the thread frees all */
    int keepalive_ms, silence_ms;
    char *buffer; /* the thread's receive buffer, READ_CHUNK bytes */
} direct;

static long long now_ms(void)
{
    return platform_monotonic_ms();
}

static void wake_thread(direct *d)
{
    char byte = 1;
    size_t sent;
    char err[8];
    /* Full already means a wake-up is pending: nothing lost. */
    platform_socket_send(d->wake[1], &byte, 1, &sent, err, sizeof err);
}

/* ---- events (under the lock) ---- */

static void push_event(direct *d, net_event_kind kind, int peer_id, const char *text, size_t length)
{
    if (!net_event_queue_push(&d->inbox, (size_t)-1, kind, peer_id, text, length)) {
        return;
    }
    if (d->inbox.bytes > EVENT_QUEUE_LIMIT) {
        d->reading_paused = true;
    }
    pthread_cond_broadcast(&d->ready);
    if (d->waker) {
        d->waker(d->waker_ctx);
    }
}

/* ---- peers (under the lock) ---- */

static peer *peer_new(int id, platform_socket socket, long long now)
{
    peer *p = calloc(1, sizeof *p);
    if (p) {
        p->id = id;
        p->socket = socket;
        p->heard_ms = now;
        p->sent_ms = now;
    }
    return p;
}

static void peer_free(peer *p)
{
    platform_socket_close(p->socket);
    free(p->out);
    free(p->line);
    free(p);
}

/* The peer the caller may still send to. */
static peer *live_peer(direct *d, int id)
{
    for (int i = 0; i < MAX_PEERS; i++) {
        peer *p = d->peers[i];
        if (p && p->id == id && !p->leaving) {
            return p;
        }
    }
    return NULL;
}

/* Tells the caller the peer is gone (once) and lets what is queued for it
 * go for FAREWELL_MS (flush) or not at all. */
static void retire(direct *d, peer *p, const char *why, bool flush)
{
    if (!p->leaving) {
        push_event(d, NET_EVENT_LEFT, p->id, why, strlen(why));
        p->leaving = true;
        p->leave_deadline = now_ms() + (flush ? FAREWELL_MS : 0);
    } else if (!flush) {
        p->leave_deadline = 0;
    }
}

/* Queues bytes and the end of line for the peer. */
static bool append_out(peer *p, const char *bytes, size_t length)
{
    size_t need = p->out_end - p->out_start + length + 1;
    if (p->out_start > 0 && p->out_end + length + 1 > p->out_capacity) {
        memmove(p->out, p->out + p->out_start, p->out_end - p->out_start);
        p->out_end -= p->out_start;
        p->out_start = 0;
    }
    if (need > p->out_capacity) {
        size_t capacity = p->out_capacity ? p->out_capacity : 4096;
        while (capacity < need) {
            capacity *= 2;
        }
        char *grown = realloc(p->out, capacity);
        if (!grown) {
            return false;
        }
        p->out = grown;
        p->out_capacity = capacity;
    }
    memcpy(p->out + p->out_end, bytes, length);
    p->out[p->out_end + length] = '\n';
    p->out_end += length + 1;
    return true;
}

static bool queue_line(direct *d, peer *p, const char *line, size_t length)
{
    if (p->out_end - p->out_start + length + 1 > SEND_QUEUE_LIMIT || !append_out(p, line, length)) {
        retire(d, p, "dropped: it does not read what is sent to it", false);
        return false;
    }
    return true;
}

/* ---- the caller's calls ---- */

static bool direct_send(void *self, int peer_id, const char *line, size_t length)
{
    direct *d = self;
    if (length > NET_LINE_MAX || memchr(line, '\n', length) || memchr(line, '\0', length)) {
        return false;
    }
    pthread_mutex_lock(&d->lock);
    bool sent = false;
    if (peer_id == NET_PEER_ALL && d->hosting) {
        sent = true;
        for (int i = 0; i < MAX_PEERS; i++) {
            peer *p = d->peers[i];
            if (p && !p->leaving) {
                sent = queue_line(d, p, line, length) && sent;
            }
        }
    } else {
        peer *p = live_peer(d, peer_id);
        sent = p && queue_line(d, p, line, length);
    }
    pthread_mutex_unlock(&d->lock);
    wake_thread(d);
    return sent;
}

static bool direct_poll(void *self, net_event *out)
{
    direct *d = self;
    pthread_mutex_lock(&d->lock);
    bool taken = net_event_queue_take(&d->inbox, out);
    bool resume = false;
    if (taken && d->reading_paused && d->inbox.bytes <= EVENT_QUEUE_LIMIT / 2) {
        d->reading_paused = false;
        resume = true;
    }
    pthread_mutex_unlock(&d->lock);
    if (resume) {
        wake_thread(d);
    }
    return taken;
}

static void direct_wait(void *self, int timeout_ms)
{
    direct *d = self;
    platform_deadline until = platform_deadline_after(timeout_ms / 1000.0);
    pthread_mutex_lock(&d->lock);
    while (!d->inbox.head && platform_wait_until(&d->ready, &d->lock, &until)) {
    }
    pthread_mutex_unlock(&d->lock);
}

static void direct_drop(void *self, int peer_id)
{
    direct *d = self;
    pthread_mutex_lock(&d->lock);
    peer *p = live_peer(d, peer_id);
    if (p) {
        retire(d, p, d->hosting ? "dropped by the host" : "left the game", true);
    }
    pthread_mutex_unlock(&d->lock);
    wake_thread(d);
}

static const char *direct_address(void *self)
{
    direct *d = self;
    return d->address;
}

/* Everything, once the thread is done with it (or is the one freeing). */
static void destroy(direct *d)
{
    for (int i = 0; i < MAX_PEERS; i++) {
        peer *p = d->peers[i];
        if (p) {
            /* What fits in the socket's buffer now goes: a host's last
             * words; nothing is waited for. */
            if (p->socket != PLATFORM_NO_SOCKET && p->out_end > p->out_start) {
                size_t sent;
                char err[8];
                platform_socket_send(p->socket, p->out + p->out_start, p->out_end - p->out_start,
                                     &sent, err, sizeof err);
            }
            peer_free(p);
        }
    }
    platform_socket_close(d->listener);
    platform_socket_close(d->wake[0]);
    platform_socket_close(d->wake[1]);
    net_event_queue_clear(&d->inbox);
    free(d->buffer);
    pthread_cond_destroy(&d->ready);
    pthread_mutex_destroy(&d->lock);
    platform_sockets_stop();
    free(d);
}

static void direct_free(void *self)
{
    direct *d = self;
    pthread_mutex_lock(&d->lock);
    d->closing = true;
    /* A guest still looking up or reaching its host cannot be woken: its
     * thread finishes on its own and frees everything then. */
    bool abandon = d->connecting;
    d->abandoned = abandon;
    /* Read under the lock: once it is released, an abandoned d is the
     * thread's to free. */
    pthread_t thread = d->thread;
    pthread_mutex_unlock(&d->lock);
    if (abandon) {
        pthread_detach(thread);
        return;
    }
    wake_thread(d);
    pthread_join(thread, NULL);
    destroy(d);
}

static void direct_set_waker(void *self, net_waker_fn wake, void *ctx)
{
    direct *d = self;
    pthread_mutex_lock(&d->lock);
    d->waker = wake;
    d->waker_ctx = ctx;
    if (wake && d->inbox.head) {
        wake(ctx);
    }
    pthread_mutex_unlock(&d->lock);
}

static const net_transport_ops direct_ops = {
    .name = "direct",
    .send = direct_send,
    .poll = direct_poll,
    .wait = direct_wait,
    .set_waker = direct_set_waker,
    .drop = direct_drop,
    .address = direct_address,
    .free = direct_free,
};

/* ---- the I/O thread (everything under the lock but the poll) ---- */

static void remove_peer(direct *d, int slot)
{
    peer_free(d->peers[slot]);
    d->peers[slot] = NULL;
}

/* Takes every guest waiting; false when there was none. */
static bool accept_guests(direct *d, long long now)
{
    bool any = false;
    for (;;) {
        platform_socket s = platform_socket_accept(d->listener);
        if (s == PLATFORM_NO_SOCKET) {
            return any;
        }
        any = true;
        int slot = -1;
        for (int i = 0; i < MAX_PEERS && slot < 0; i++) {
            if (!d->peers[i]) {
                slot = i;
            }
        }
        /* Full: a peer already dropped (its farewell under way) gives its
         * slot, so connections the host let go cannot keep a guest out. */
        for (int i = 0; i < MAX_PEERS && slot < 0; i++) {
            if (d->peers[i] && d->peers[i]->leaving && d->peers[i]->socket != PLATFORM_NO_SOCKET) {
                remove_peer(d, i);
                slot = i;
            }
        }
        peer *p = slot >= 0 ? peer_new(d->next_id, s, now) : NULL;
        if (!p) {
            platform_socket_close(s); /* full: the guest hears the door close */
            continue;
        }
        d->next_id++;
        d->peers[slot] = p;
        char from[NET_ADDRESS_MAX] = "";
        if (!platform_socket_peer_host(s, from, sizeof from)) {
            from[0] = '\0';
        }
        push_event(d, NET_EVENT_JOINED, p->id, from, strlen(from));
    }
}

/* A whole line received: the caller's, or a keepalive. False (and why)
 * when it cannot be a line of text. */
static bool finish_line(direct *d, peer *p, char *why, size_t why_size)
{
    const char *line = p->line ? p->line : "";
    size_t length = p->line_length;
    p->line_length = 0;
    if (length == 1 && line[0] == '\0') {
        return true;
    }
    if (memchr(line, '\0', length)) {
        snprintf(why, why_size, "dropped: it sent a NUL byte, which no line of text holds");
        return false;
    }
    push_event(d, NET_EVENT_LINE, p->id, line, length);
    return true;
}

static bool take_bytes(direct *d, peer *p, const char *data, size_t size, char *why,
                       size_t why_size)
{
    while (size > 0) {
        const char *end = memchr(data, '\n', size);
        size_t part = end ? (size_t)(end - data) : size;
        if (p->line_length + part > NET_LINE_MAX) {
            snprintf(why, why_size, "dropped: it sent a line longer than %d bytes", NET_LINE_MAX);
            return false;
        }
        if (p->line_length + part > p->line_capacity) {
            size_t capacity = p->line_capacity ? p->line_capacity : 1024;
            while (capacity < p->line_length + part) {
                capacity *= 2;
            }
            char *grown = realloc(p->line, capacity);
            if (!grown) {
                snprintf(why, why_size, "dropped: out of memory");
                return false;
            }
            p->line = grown;
            p->line_capacity = capacity;
        }
        if (part > 0) {
            memcpy(p->line + p->line_length, data, part);
            p->line_length += part;
        }
        if (!end) {
            return true;
        }
        if (!finish_line(d, p, why, why_size)) {
            return false;
        }
        data += part + 1;
        size -= part + 1;
    }
    return true;
}

/* Receives what there is; false (and why) when the peer is gone. */
static bool receive(direct *d, peer *p, long long now, char *why, size_t why_size)
{
    for (int turn = 0; turn < READS_PER_TURN && !d->reading_paused; turn++) {
        size_t got;
        char err[160];
        platform_io io =
            platform_socket_receive(p->socket, d->buffer, READ_CHUNK, &got, err, sizeof err);
        if (io == PLATFORM_IO_WAIT) {
            return true;
        }
        if (io == PLATFORM_IO_CLOSED) {
            snprintf(why, why_size, "%s closed the connection",
                     d->hosting ? "the guest" : "the host");
            return false;
        }
        if (io == PLATFORM_IO_FAILED) {
            snprintf(why, why_size, "connection to the %s lost: %s", d->hosting ? "guest" : "host",
                     err);
            return false;
        }
        p->heard_ms = now;
        /* A leaving peer's words are no longer heard. */
        if (!p->leaving && !take_bytes(d, p, d->buffer, got, why, why_size)) {
            return false;
        }
    }
    return true;
}

/* Sends what is queued as far as the socket takes it. */
static bool send_queued(const direct *d, peer *p, long long now, char *why, size_t why_size)
{
    while (p->out_end > p->out_start) {
        size_t sent;
        char err[160];
        platform_io io = platform_socket_send(p->socket, p->out + p->out_start,
                                              p->out_end - p->out_start, &sent, err, sizeof err);
        if (io == PLATFORM_IO_WAIT) {
            return true;
        }
        if (io != PLATFORM_IO_DONE) {
            snprintf(why, why_size, "connection to the %s lost: %s", d->hosting ? "guest" : "host",
                     err);
            return false;
        }
        p->out_start += sent;
        p->sent_ms = now;
    }
    p->out_start = p->out_end = 0;
    return true;
}

/* One peer's turn after the poll: what it sent, what goes to it, its
 * clocks. False when it is to be removed. */
static bool serve_peer(direct *d, peer *p, bool readable, long long now)
{
    char why[200];
    if ((readable && !receive(d, p, now, why, sizeof why)) ||
        !send_queued(d, p, now, why, sizeof why)) {
        retire(d, p, why, false);
        return false;
    }
    if (p->leaving) {
        if (p->out_end == p->out_start && !p->shut) {
            platform_socket_shutdown_sending(p->socket);
            p->shut = true;
        }
        return now < p->leave_deadline;
    }
    if (!d->reading_paused && now - p->heard_ms >= d->silence_ms) {
        snprintf(why, sizeof why, "timed out: nothing heard from it for %g seconds",
                 d->silence_ms / 1000.0);
        retire(d, p, why, false);
        return false;
    }
    if (p->out_end == p->out_start && now - p->sent_ms >= d->keepalive_ms) {
        if (!append_out(p, "", 1)) {
            snprintf(why, sizeof why, "dropped: out of memory");
        }
        if (p->out_end == p->out_start || !send_queued(d, p, now, why, sizeof why)) {
            retire(d, p, why, false);
            return false;
        }
        p->sent_ms = now;
    }
    return true;
}

static void earliest(long long *soonest, long long due)
{
    if (*soonest < 0 || due < *soonest) {
        *soonest = due;
    }
}

/* How long the poll may sleep: until the next keepalive, silence limit,
 * farewell or listening again is due; -1 when nothing is. Only what
 * serve_peer would act on counts, or the poll would spin. */
static int next_timeout(const direct *d, long long now)
{
    long long soonest = -1;
    if (d->listener_resting_until > now) {
        earliest(&soonest, d->listener_resting_until);
    }
    for (int i = 0; i < MAX_PEERS; i++) {
        const peer *p = d->peers[i];
        if (!p || p->socket == PLATFORM_NO_SOCKET) {
            continue;
        }
        if (p->leaving) {
            earliest(&soonest, p->leave_deadline);
            continue;
        }
        if (!d->reading_paused) {
            earliest(&soonest, p->heard_ms + d->silence_ms);
        }
        if (p->out_end == p->out_start) {
            earliest(&soonest, p->sent_ms + d->keepalive_ms);
        }
    }
    if (soonest < 0) {
        return -1;
    }
    return soonest <= now ? 0 : (int)(soonest - now);
}

static void serve(direct *d)
{
    platform_poll_item items[MAX_PEERS + 2];
    int slot_of[MAX_PEERS + 2];
    pthread_mutex_lock(&d->lock);
    while (!d->closing) {
        size_t count = 0;
        items[count++] = (platform_poll_item){.socket = d->wake[0], .want_read = true};
        bool listening = d->listener != PLATFORM_NO_SOCKET;
        if (listening) {
            items[count++] = (platform_poll_item){
                .socket = d->listener,
                .want_read = d->listener_resting_until <= now_ms(),
            };
        }
        for (int i = 0; i < MAX_PEERS; i++) {
            peer *p = d->peers[i];
            if (p && p->socket != PLATFORM_NO_SOCKET) {
                slot_of[count] = i;
                items[count++] = (platform_poll_item){
                    .socket = p->socket,
                    .want_read = !d->reading_paused,
                    .want_write = p->out_end > p->out_start,
                };
            }
        }
        int timeout = next_timeout(d, now_ms());
        pthread_mutex_unlock(&d->lock);
        platform_socket_poll(items, count, timeout);
        pthread_mutex_lock(&d->lock);
        long long now = now_ms();
        if (items[0].readable) {
            char drain[64];
            size_t got;
            char err[8];
            while (platform_socket_receive(d->wake[0], drain, sizeof drain, &got, err,
                                           sizeof err) == PLATFORM_IO_DONE) {
            }
        }
        size_t first_peer = 1;
        if (listening) {
            first_peer = 2;
            if (items[1].readable && !accept_guests(d, now)) {
                /* Ready but nothing to accept (out of file descriptors):
                 * rest, or the poll would return at once forever. */
                d->listener_resting_until = now + LISTENER_REST_MS;
            }
        }
        for (size_t k = first_peer; k < count; k++) {
            int slot = slot_of[k];
            if (!serve_peer(d, d->peers[slot], items[k].readable, now)) {
                remove_peer(d, slot);
            }
        }
    }
    pthread_mutex_unlock(&d->lock);
}

static void *host_thread(void *arg)
{
    serve(arg);
    return NULL;
}

static void *guest_thread(void *arg)
{
    direct *d = arg;
    char err[300];
    platform_socket s =
        platform_socket_connect(d->host, d->port, CONNECT_TIMEOUT_MS, err, sizeof err);
    pthread_mutex_lock(&d->lock);
    d->connecting = false;
    if (d->abandoned) {
        pthread_mutex_unlock(&d->lock);
        platform_socket_close(s);
        destroy(d);
        return NULL;
    }
    peer *p = d->peers[0];
    if (s == PLATFORM_NO_SOCKET) {
        retire(d, p, err, false);
        remove_peer(d, 0);
    } else if (p->leaving) {
        platform_socket_close(s); /* dropped while connecting */
        remove_peer(d, 0);
    } else {
        p->socket = s;
        p->heard_ms = p->sent_ms = now_ms();
        push_event(d, NET_EVENT_JOINED, NET_PEER_HOST, "", 0);
    }
    pthread_mutex_unlock(&d->lock);
    serve(d);
    return NULL;
}

/* ---- making one ---- */

/* "HOST:PORT" or "[IPV6]:PORT" into its parts. */
static bool split_address(const char *text, char *host, size_t host_size, int *port, char *err,
                          size_t err_size)
{
    const char *host_start = text;
    const char *host_end;
    const char *colon;
    if (text[0] == '[') {
        host_start = text + 1;
        host_end = strchr(host_start, ']');
        colon = host_end ? host_end + 1 : NULL;
        if (!colon || *colon != ':') {
            snprintf(err, err_size, "'%s' is not an address: write [IPV6]:PORT, as [::1]:7717",
                     text);
            return false;
        }
    } else {
        colon = strrchr(text, ':');
        if (!colon) {
            snprintf(err, err_size, "'%s' has no port: write ADDRESS:PORT, as 192.168.1.4:7717",
                     text);
            return false;
        }
        if (memchr(text, ':', (size_t)(colon - text))) {
            snprintf(err, err_size,
                     "'%s' is not an address: write an IPv6 address in brackets, as [::1]:7717",
                     text);
            return false;
        }
        host_end = colon;
    }
    size_t length = (size_t)(host_end - host_start);
    if (length == 0 || length >= host_size) {
        snprintf(err, err_size, "'%s' has no address before the port", text);
        return false;
    }
    const char *digits = colon + 1;
    long value = 0;
    size_t n = 0;
    for (; digits[n] >= '0' && digits[n] <= '9' && value <= 65535; n++) {
        value = value * 10 + (digits[n] - '0');
    }
    if (n == 0 || digits[n] != '\0' || value > 65535) {
        snprintf(err, err_size, "'%s' has no port from 0 to 65535 after its ':'", text);
        return false;
    }
    memcpy(host, host_start, length);
    host[length] = '\0';
    *port = (int)value;
    return true;
}

static direct *direct_new(bool hosting, char *err, size_t err_size)
{
    direct *d = calloc(1, sizeof *d);
    char *buffer = malloc(READ_CHUNK);
    if (!d || !buffer) {
        free(d);
        free(buffer);
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    if (!platform_sockets_start(err, err_size)) {
        free(d);
        free(buffer);
        return NULL;
    }
    d->buffer = buffer;
    d->hosting = hosting;
    d->listener = PLATFORM_NO_SOCKET;
    d->wake[0] = d->wake[1] = PLATFORM_NO_SOCKET;
    d->next_id = 1;
    d->keepalive_ms = KEEPALIVE_MS;
    d->silence_ms = SILENCE_LIMIT_MS;
    d->transport = (net_transport){.ops = &direct_ops, .self = d};
    pthread_mutex_init(&d->lock, NULL);
    pthread_cond_init(&d->ready, NULL);
    if (!platform_socket_pair(d->wake)) {
        snprintf(err, err_size, "cannot make the transport's wake-up sockets");
        destroy(d);
        return NULL;
    }
    return d;
}

/* A host on every interface ("0.0.0.0:7717") is reached at this
 * computer's address on its network: that is the one to give friends. */
static void say_reachable_address(direct *d)
{
    bool v4 = strncmp(d->address, "0.0.0.0:", 8) == 0;
    bool v6 = strncmp(d->address, "[::]:", 5) == 0;
    char lan[ADDRESS_MAX / 2];
    if ((v4 || v6) && platform_socket_outgoing_address(v6, lan, sizeof lan)) {
        const char *port = strrchr(d->address, ':') + 1;
        char address[ADDRESS_MAX];
        snprintf(address, sizeof address, v6 ? "[%s]:%s" : "%s:%s", lan, port);
        snprintf(d->address, sizeof d->address, "%s", address);
    }
}

net_transport *net_direct_listen(const char *address_port, char *err, size_t err_size)
{
    char host[ADDRESS_MAX];
    int port;
    if (!split_address(address_port, host, sizeof host, &port, err, err_size)) {
        return NULL;
    }
    direct *d = direct_new(true, err, err_size);
    if (!d) {
        return NULL;
    }
    d->listener = platform_socket_listen(host, port, err, err_size);
    if (d->listener == PLATFORM_NO_SOCKET) {
        destroy(d);
        return NULL;
    }
    if (!platform_socket_local_address(d->listener, d->address, sizeof d->address)) {
        snprintf(d->address, sizeof d->address, "%s", address_port);
    }
    say_reachable_address(d);
    if (pthread_create(&d->thread, NULL, host_thread, d) != 0) {
        snprintf(err, err_size, "cannot start the transport's thread");
        destroy(d);
        return NULL;
    }
    return &d->transport;
}

net_transport *net_direct_connect(const char *address_port, char *err, size_t err_size)
{
    char host[ADDRESS_MAX];
    int port;
    if (!split_address(address_port, host, sizeof host, &port, err, err_size)) {
        return NULL;
    }
    if (port == 0) {
        snprintf(err, err_size, "'%s': port 0 cannot be connected to", address_port);
        return NULL;
    }
    direct *d = direct_new(false, err, err_size);
    if (!d) {
        return NULL;
    }
    snprintf(d->host, sizeof d->host, "%s", host);
    d->port = port;
    snprintf(d->address, sizeof d->address, "%s", address_port);
    d->peers[0] = peer_new(NET_PEER_HOST, PLATFORM_NO_SOCKET, now_ms());
    d->connecting = true;
    if (!d->peers[0] || pthread_create(&d->thread, NULL, guest_thread, d) != 0) {
        snprintf(err, err_size, "cannot start the transport's thread");
        destroy(d);
        return NULL;
    }
    return &d->transport;
}

void net_direct_set_timeouts(net_transport *t, int keepalive_ms, int silence_ms)
{
    if (t && t->ops == &direct_ops) {
        direct *d = t->self;
        pthread_mutex_lock(&d->lock);
        d->keepalive_ms = keepalive_ms;
        d->silence_ms = silence_ms;
        pthread_mutex_unlock(&d->lock);
        wake_thread(d);
    }
}
