/* TCP sockets on POSIX systems (sockets.h): BSD sockets, non-blocking and
 * close-on-exec, TCP_NODELAY for a move's latency, and no SIGPIPE
 * (MSG_NOSIGNAL on Linux, SO_NOSIGPIPE on macOS and the BSDs). */
#define _DEFAULT_SOURCE  /* MSG_NOSIGNAL, NI_MAXHOST (glibc) */
#define _DARWIN_C_SOURCE /* SO_NOSIGPIPE (macOS) */

#include "platform/sockets.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "platform/clock.h"

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 /* SO_NOSIGPIPE on the socket does it instead */
#endif

/* The system's error in words a player can act on. */
static void describe(int error, char *err, size_t err_size)
{
    const char *why = NULL;
    switch (error) {
    case ECONNREFUSED:
        why = "the connection was refused: nothing listens at that address and port";
        break;
    case ENETUNREACH:
    case EHOSTUNREACH:
        why = "that address cannot be reached from this computer";
        break;
    case ETIMEDOUT:
        why = "no answer: the connection timed out";
        break;
    case ECONNRESET:
        why = "the connection was reset by the other side";
        break;
    case EPIPE:
        why = "the connection was closed by the other side";
        break;
    case EADDRINUSE:
        why = "that port is already in use (another program, or another game, listens there)";
        break;
    case EACCES:
    case EPERM:
        why = "permission denied (ports below 1024 need administrator rights)";
        break;
    case EADDRNOTAVAIL:
        why = "this computer has no such address";
        break;
    default:
        break;
    }
    if (why) {
        snprintf(err, err_size, "%s", why);
    } else {
        snprintf(err, err_size, "%s", strerror(error));
    }
}

bool platform_sockets_start(char *err, size_t err_size)
{
    (void)err;
    (void)err_size;
    return true;
}

void platform_sockets_stop(void) {}

/* Non-blocking, close-on-exec (an engine the game starts must not inherit
 * it), and no SIGPIPE where that is a socket option. */
static bool prepare(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0 ||
        fcntl(fd, F_SETFD, FD_CLOEXEC) < 0) {
        return false;
    }
#ifdef SO_NOSIGPIPE
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    return true;
}

/* A move is one small write: send it now rather than wait to fill a packet. */
static void no_delay(int fd)
{
    int on = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
}

bool platform_socket_native_no_delay(const void *native)
{
    int on = 1;
    return setsockopt(*(const int *)native, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on) == 0;
}

bool platform_socket_native_no_inherit(const void *native)
{
    int fd = *(const int *)native;
    int flags = fcntl(fd, F_GETFD);
    return flags >= 0 && fcntl(fd, F_SETFD, flags | FD_CLOEXEC) == 0;
}

platform_socket platform_socket_native(const void *native)
{
    return *(const int *)native;
}

void platform_thread_ignore_broken_pipe(void)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

static struct addrinfo *resolve(const char *host, int port, bool passive, char *err,
                                size_t err_size)
{
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    hints.ai_flags = passive ? AI_PASSIVE : AI_ADDRCONFIG;
    struct addrinfo *found = NULL;
    int rc = getaddrinfo(host, service, &hints, &found);
    if (rc != 0) {
        if (rc == EAI_NONAME || rc == EAI_FAIL || rc == EAI_AGAIN) {
            snprintf(err, err_size, "'%s' is not a known address or host name (%s)", host,
                     gai_strerror(rc));
        } else {
            snprintf(err, err_size, "cannot look up '%s': %s", host, gai_strerror(rc));
        }
        return NULL;
    }
    return found;
}

platform_socket platform_socket_listen(const char *host, int port, char *err, size_t err_size)
{
    struct addrinfo *found = resolve(host, port, true, err, err_size);
    if (!found) {
        return PLATFORM_NO_SOCKET;
    }
    int fd = -1;
    int error = 0;
    for (struct addrinfo *a = found; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd < 0) {
            error = errno;
            continue;
        }
        /* A host that restarts (resuming a saved game) gets its port back
         * at once, not after the old connections' TIME_WAIT. */
        int on = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
        if (!prepare(fd) || bind(fd, a->ai_addr, a->ai_addrlen) < 0 || listen(fd, 16) < 0) {
            error = errno;
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(found);
    if (fd < 0) {
        char why[160];
        describe(error, why, sizeof why);
        snprintf(err, err_size, "cannot listen at %s port %d: %s", host, port, why);
    }
    return fd;
}

platform_socket platform_socket_accept(platform_socket listener)
{
    for (;;) {
        int fd = accept((int)listener, NULL, NULL);
        if (fd < 0) {
            /* ECONNABORTED and the like: that guest is gone, see the next. */
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == EMFILE ||
                errno == ENFILE) {
                return PLATFORM_NO_SOCKET;
            }
            continue;
        }
        if (!prepare(fd)) {
            close(fd);
            continue;
        }
        no_delay(fd);
        return fd;
    }
}

static long long now_ms(void)
{
    return platform_monotonic_ms();
}

/* One address: a non-blocking connect, waited for until the deadline.
 * The socket, or -1 with errno set. */
static int connect_one(const struct addrinfo *a, long long deadline)
{
    int fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (fd < 0) {
        return -1;
    }
    if (!prepare(fd)) {
        int error = errno;
        close(fd);
        errno = error;
        return -1;
    }
    if (connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
        return fd;
    }
    if (errno != EINPROGRESS && errno != EINTR) {
        int error = errno;
        close(fd);
        errno = error;
        return -1;
    }
    for (;;) {
        long long left = deadline - now_ms();
        if (left <= 0) {
            close(fd);
            errno = ETIMEDOUT;
            return -1;
        }
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        int rc = poll(&p, 1, (int)left);
        if (rc < 0 && errno != EINTR) {
            int error = errno;
            close(fd);
            errno = error;
            return -1;
        }
        if (rc > 0) {
            int error = 0;
            socklen_t size = sizeof error;
            if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) < 0) {
                error = errno;
            }
            if (error != 0) {
                close(fd);
                errno = error;
                return -1;
            }
            return fd;
        }
    }
}

platform_socket platform_socket_connect(const char *host, int port, int timeout_ms, char *err,
                                        size_t err_size)
{
    long long deadline = now_ms() + timeout_ms;
    struct addrinfo *found = resolve(host, port, false, err, err_size);
    if (!found) {
        return PLATFORM_NO_SOCKET;
    }
    int fd = -1;
    int error = ETIMEDOUT;
    for (struct addrinfo *a = found; a && fd < 0 && now_ms() < deadline; a = a->ai_next) {
        fd = connect_one(a, deadline);
        if (fd < 0) {
            error = errno;
        }
    }
    freeaddrinfo(found);
    if (fd < 0) {
        char why[160];
        describe(error, why, sizeof why);
        snprintf(err, err_size, "cannot connect to %s port %d: %s", host, port, why);
        return PLATFORM_NO_SOCKET;
    }
    no_delay(fd);
    return fd;
}

bool platform_socket_pair(platform_socket pair[2])
{
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds) < 0) {
        return false;
    }
    if (!prepare(fds[0]) || !prepare(fds[1])) {
        close(fds[0]);
        close(fds[1]);
        return false;
    }
    pair[0] = fds[0];
    pair[1] = fds[1];
    return true;
}

bool platform_socket_local_address(platform_socket s, char *out, size_t size)
{
    struct sockaddr_storage addr;
    socklen_t length = sizeof addr;
    if (getsockname((int)s, (struct sockaddr *)&addr, &length) < 0) {
        return false;
    }
    char host[NI_MAXHOST];
    char service[16];
    if (getnameinfo((struct sockaddr *)&addr, length, host, sizeof host, service, sizeof service,
                    NI_NUMERICHOST | NI_NUMERICSERV) != 0) {
        return false;
    }
    int n = addr.ss_family == AF_INET6 ? snprintf(out, size, "[%s]:%s", host, service)
                                       : snprintf(out, size, "%s:%s", host, service);
    return n > 0 && (size_t)n < size;
}

bool platform_socket_peer_host(platform_socket s, char *out, size_t size)
{
    struct sockaddr_storage addr;
    socklen_t length = sizeof addr;
    if (getpeername((int)s, (struct sockaddr *)&addr, &length) < 0) {
        return false;
    }
    char host[NI_MAXHOST];
    if (getnameinfo((struct sockaddr *)&addr, length, host, sizeof host, NULL, 0, NI_NUMERICHOST) !=
        0) {
        return false;
    }
    int n = snprintf(out, size, "%s", host);
    return n > 0 && (size_t)n < size;
}

bool platform_socket_outgoing_address(bool ipv6, char *out, size_t size)
{
    /* A UDP "connection" only picks the route: to a documentation address
     * (RFC 5737, RFC 3849), which no one answers. */
    struct sockaddr_storage to = {0};
    socklen_t to_length;
    if (ipv6) {
        struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&to;
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(9);
        inet_pton(AF_INET6, "2001:db8::1", &v6->sin6_addr);
        to_length = sizeof *v6;
    } else {
        struct sockaddr_in *v4 = (struct sockaddr_in *)&to;
        v4->sin_family = AF_INET;
        v4->sin_port = htons(9);
        inet_pton(AF_INET, "192.0.2.1", &v4->sin_addr);
        to_length = sizeof *v4;
    }
    int fd = socket(to.ss_family, SOCK_DGRAM, 0);
    if (fd < 0) {
        return false;
    }
    struct sockaddr_storage from;
    socklen_t from_length = sizeof from;
    bool found = connect(fd, (struct sockaddr *)&to, to_length) == 0 &&
                 getsockname(fd, (struct sockaddr *)&from, &from_length) == 0 &&
                 getnameinfo((struct sockaddr *)&from, from_length, out, (socklen_t)size, NULL, 0,
                             NI_NUMERICHOST) == 0;
    close(fd);
    return found;
}

platform_io platform_socket_send(platform_socket s, const void *data, size_t size, size_t *sent,
                                 char *err, size_t err_size)
{
    *sent = 0;
    for (;;) {
        ssize_t n = send((int)s, data, size, MSG_NOSIGNAL);
        if (n >= 0) {
            *sent = (size_t)n;
            return PLATFORM_IO_DONE;
        }
        if (errno == EINTR) {
            continue;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            return PLATFORM_IO_WAIT;
        }
        describe(errno, err, err_size);
        return PLATFORM_IO_FAILED;
    }
}

platform_io platform_socket_receive(platform_socket s, void *data, size_t size, size_t *got,
                                    char *err, size_t err_size)
{
    *got = 0;
    for (;;) {
        ssize_t n = recv((int)s, data, size, 0);
        if (n > 0) {
            *got = (size_t)n;
            return PLATFORM_IO_DONE;
        }
        if (n == 0) {
            return PLATFORM_IO_CLOSED;
        }
        if (errno == EINTR) {
            continue;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            return PLATFORM_IO_WAIT;
        }
        describe(errno, err, err_size);
        return PLATFORM_IO_FAILED;
    }
}

void platform_socket_shutdown_sending(platform_socket s)
{
    shutdown((int)s, SHUT_WR);
}

void platform_socket_close(platform_socket s)
{
    if (s != PLATFORM_NO_SOCKET) {
        close((int)s);
    }
}

int platform_socket_poll(platform_poll_item *items, size_t count, int timeout_ms)
{
    struct pollfd stack[64];
    struct pollfd *fds = count <= 64 ? stack : malloc(count * sizeof *fds);
    if (!fds) {
        return -1;
    }
    for (size_t i = 0; i < count; i++) {
        bool wanted = items[i].want_read || items[i].want_write;
        /* Left out when nothing is wanted: a hung-up socket would otherwise
         * wake poll() at once, again and again. */
        fds[i] = (struct pollfd){
            .fd = wanted ? (int)items[i].socket : -1,
            .events =
                (short)((items[i].want_read ? POLLIN : 0) | (items[i].want_write ? POLLOUT : 0)),
        };
    }
    int rc = poll(fds, (nfds_t)count, timeout_ms);
    for (size_t i = 0; i < count; i++) {
        short r = rc > 0 ? fds[i].revents : 0;
        bool broken = (r & (POLLERR | POLLHUP | POLLNVAL)) != 0;
        items[i].readable = (r & POLLIN) != 0 || (broken && items[i].want_read);
        items[i].writable = (r & POLLOUT) != 0 || (broken && items[i].want_write);
    }
    if (fds != stack) {
        free(fds);
    }
    if (rc < 0 && errno == EINTR) {
        return 0;
    }
    return rc;
}
