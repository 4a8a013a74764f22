/* One XMPP client connection (xmpp_link.h). */
#include "net/xmpp_link.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/xmpp_certificate.h"
#include "platform/clock.h"

/* libstrophe's SHA-1 (its SCRAM-SHA-1 login) hashes in a static buffer, so
 * two connections logging in at once in one process compute wrong proofs
 * and are refused at random: the game's room transport beside its direct
 * line to a referee, or a test's referee beside its players. Only one
 * connection of the process is between its start and its login at a time;
 * once logged in, a connection hashes nothing more. */
static pthread_mutex_t login_lock = PTHREAD_MUTEX_INITIALIZER;

/* libstrophe's socket callback has no user data of ours; a link lives on
 * one thread, which sets this before each call into libstrophe. */
static _Thread_local xmpp_link *link_of_this_thread;

static void login_done(xmpp_link *link)
{
    if (link->holds_login) {
        link->holds_login = false;
        pthread_mutex_unlock(&login_lock);
    }
}

/* Keeps libstrophe's last complaint: it is the best reason we get for a
 * refused password or a failed TLS handshake. */
static void on_log(void *userdata, xmpp_log_level_t level, const char *area, const char *msg)
{
    xmpp_link *link = userdata;
    if (level >= XMPP_LEVEL_ERROR) {
        snprintf(link->last_error, sizeof link->last_error, "%.60s: %.180s", area, msg);
    }
}

/* libstrophe's keepalive; no Nagle (a line is one small write, and without
 * TCP_NODELAY it waits for the server's acknowledgement of the previous
 * one, tens of milliseconds, before it leaves); not inherited (a program
 * the game or a test starts would keep the connection open after we close
 * it); and the socket noted for the owner's poll(). */
static int socket_options(xmpp_conn_t *conn, void *sock)
{
    xmpp_link *link = link_of_this_thread;
    if (link) {
        link->socket = platform_socket_native(sock);
    }
    int kept = xmpp_sockopt_cb_keepalive(conn, sock);
    bool ours = platform_socket_native_no_delay(sock) && platform_socket_native_no_inherit(sock);
    return ours ? kept : -1;
}

/* Why a connection ended, in words the player can act on; the front ends
 * look for their beginnings (src/scenes/online_words.c). */
static void reason(const xmpp_link *link, int error, const xmpp_stream_error_t *stream_error,
                   char *why, size_t size)
{
    const char *last = link->last_error;
    if (link->login_late) {
        snprintf(why, size, "the XMPP server did not finish the login in %d s",
                 (link->login_ms + 999) / 1000);
    } else if (link->certificate_refused[0]) {
        snprintf(why, size, "no secure connection to the XMPP server: %.180s",
                 link->certificate_refused);
    } else if (stream_error && stream_error->text) {
        snprintf(why, size, "the XMPP server closed the connection: %.180s", stream_error->text);
    } else if (strncmp(last, "auth", 4) == 0) {
        snprintf(why, size, "the XMPP server refused the account or password (%.180s)", last);
    } else if (strncmp(last, "tls", 3) == 0) {
        snprintf(why, size, "no secure connection to the XMPP server (%.180s)", last);
    } else if (last[0]) {
        snprintf(why, size, "XMPP: %.200s", last);
    } else if (error) {
        snprintf(why, size, "cannot reach the XMPP server: %.180s", strerror(error));
    } else if (!link->was_connected) {
        snprintf(why, size, "cannot reach the XMPP server");
    } else {
        snprintf(why, size, "the XMPP server closed the connection");
    }
}

static void on_connection(xmpp_conn_t *conn, xmpp_conn_event_t status, int error,
                          xmpp_stream_error_t *stream_error, void *userdata)
{
    (void)conn;
    xmpp_link *link = userdata;
    login_done(link);
    if (status == XMPP_CONN_CONNECT) {
        link->connected = true;
        link->was_connected = true;
        link->news(link, NULL, link->userdata);
        return;
    }
    link->connected = false;
    link->disconnected = true;
    link->socket = PLATFORM_NO_SOCKET;
    char why[XMPP_LINK_REASON_MAX];
    reason(link, error, stream_error, why, sizeof why);
    link->news(link, why, link->userdata);
}

bool xmpp_link_server(const char *server, char **host, unsigned short *port)
{
    const char *colon = strrchr(server, ':');
    if (!colon || colon == server) {
        return false;
    }
    char *tail = NULL;
    errno = 0;
    long number = strtol(colon + 1, &tail, 10);
    if (errno || !tail || *tail || number < 1 || number > 65535) {
        return false;
    }
    const char *start = server;
    size_t length = (size_t)(colon - server);
    if (start[0] == '[' && length >= 2 && start[length - 1] == ']') {
        start++;
        length -= 2;
    }
    /* Not strndup: mingw-w64's C library has none. */
    *host = malloc(length + 1);
    if (!*host) {
        return false;
    }
    memcpy(*host, start, length);
    (*host)[length] = '\0';
    *port = (unsigned short)number;
    return true;
}

static void initialize_library(void)
{
    xmpp_initialize();
}

bool xmpp_link_open(xmpp_link *link, const xmpp_link_account *account, xmpp_link_news news,
                    void *userdata)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    *link = (xmpp_link){.socket = PLATFORM_NO_SOCKET,
                        .account = *account,
                        .news = news,
                        .userdata = userdata,
                        .login_ms = XMPP_LINK_LOGIN_MS};
    platform_thread_ignore_broken_pipe();
    pthread_once(&once, initialize_library);
    /* libstrophe keeps a pointer to the log, not a copy. */
    link->log = (xmpp_log_t){.handler = on_log, .userdata = link};
    link->ctx = xmpp_ctx_new(xmpp_memory_start(&link->memory), &link->log);
    return link->ctx != NULL;
}

static void release(xmpp_link *link)
{
    login_done(link);
    if (link->conn) {
        xmpp_conn_release(link->conn);
        link->conn = NULL;
    }
    link->connected = false;
    link->socket = PLATFORM_NO_SOCKET;
    link->retry_at = platform_monotonic_ms() + XMPP_LINK_RETRY_MS;
}

/* A connection that cannot start: said, and released. */
static void cannot_start(xmpp_link *link, const char *why)
{
    release(link);
    link->news(link, why, link->userdata);
}

void xmpp_link_set_login_patience(xmpp_link *link, int ms)
{
    link->login_ms = ms;
}

void xmpp_link_connect(xmpp_link *link, const char *host, unsigned short port)
{
    if (link->conn) {
        return;
    }
    link_of_this_thread = link;
    link->last_error[0] = '\0';
    link->certificate_refused[0] = '\0';
    link->connected = link->disconnected = link->was_connected = link->login_late = false;
    link->socket = PLATFORM_NO_SOCKET;
    /* Never blocked here: a thread waiting on the lock could not be
     * closed, and its owner's window would hang on closing it. */
    if (pthread_mutex_trylock(&login_lock) != 0) {
        link->waits_turn = true;
        link->turn_host = host;
        link->turn_port = port;
        link->retry_at = platform_monotonic_ms() + XMPP_LINK_TURN_MS;
        return;
    }
    link->waits_turn = false;
    link->holds_login = true;
    link->login_by = platform_monotonic_ms() + link->login_ms;
    link->conn = xmpp_conn_new(link->ctx);
    if (!link->conn) {
        cannot_start(link, "out of memory for the XMPP connection");
        return;
    }
    xmpp_conn_set_jid(link->conn, link->account.jid);
    xmpp_conn_set_pass(link->conn, link->account.password);
    /* Never in the clear: a server without STARTTLS, or whose certificate
     * does not check out, is refused. */
    xmpp_conn_set_flags(link->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
    xmpp_certificate_check(link->conn, link->account.ca_file, link->certificate_refused,
                           sizeof link->certificate_refused);
    xmpp_conn_set_sockopt_callback(link->conn, socket_options);
    if (xmpp_connect_client(link->conn, host, port, on_connection, link) != XMPP_EOK) {
        cannot_start(link, "cannot start an XMPP connection (is the JID right?)");
    }
}

void xmpp_link_run(xmpp_link *link, int timeout_ms)
{
    link_of_this_thread = link;
    long long now = platform_monotonic_ms();
    if (!link->conn && link->waits_turn && now >= link->retry_at) {
        xmpp_link_connect(link, link->turn_host, link->turn_port);
    }
    if (link->conn && link->holds_login && !link->disconnected && now >= link->login_by) {
        /* Ended: libstrophe tells the end through on_connection (after
         * its own 2 s for the server's goodbye), which frees the login and
         * says why; asked again should that not come. */
        link->login_late = true;
        xmpp_disconnect(link->conn);
        link->login_by = now + 3 * XMPP_LINK_LEAVE_GRACE_MS;
    }
    if (!link->conn && link->waits_turn && timeout_ms > XMPP_LINK_TURN_MS) {
        timeout_ms = XMPP_LINK_TURN_MS; /* libstrophe sleeps it out: no socket to wait on */
    }
    xmpp_run_once(link->ctx, (unsigned long)(timeout_ms > 0 ? timeout_ms : 0));
    if (link->conn && link->disconnected) {
        release(link);
    }
}

/* libstrophe's loop until done() or the deadline. */
static void run_until(xmpp_link *link, bool (*done)(const xmpp_link *), long long deadline)
{
    while (!done(link) && platform_monotonic_ms() < deadline) {
        xmpp_run_once(link->ctx, 10);
    }
}

static bool login_over(const xmpp_link *link)
{
    return link->connected || link->disconnected;
}

static bool disconnected(const xmpp_link *link)
{
    return link->disconnected;
}

void xmpp_link_close(xmpp_link *link, void (*last_words)(void *userdata))
{
    link_of_this_thread = link;
    if (link->conn) {
        run_until(link, login_over, platform_monotonic_ms() + XMPP_LINK_LOGIN_GRACE_MS);
        if (link->connected) {
            if (last_words) {
                last_words(link->userdata);
            }
            xmpp_disconnect(link->conn);
            run_until(link, disconnected, platform_monotonic_ms() + XMPP_LINK_LEAVE_GRACE_MS);
        }
        release(link);
    }
    if (link->ctx) {
        xmpp_ctx_free(link->ctx);
        link->ctx = NULL;
        xmpp_memory_end(&link->memory); /* a login cut short leaves its state */
    }
    link_of_this_thread = NULL;
}
