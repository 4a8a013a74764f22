/* TCP sockets on Windows (sockets.h): Winsock 2, non-blocking sockets,
 * TCP_NODELAY, SO_EXCLUSIVEADDRUSE on a listener (Windows' SO_REUSEADDR
 * would let another program steal the port), select() for waiting (WSAPoll
 * misses a failed connect on older Windows 10), and a loopback TCP pair in
 * place of socketpair(). Windows has no SIGPIPE. */
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0601 /* inet_ntop, getaddrinfo: Windows 7 and later */
#endif
/* select() over up to this many sockets (Winsock's fd_set is a list). */
#define FD_SETSIZE 1024

#include "platform/sockets.h"

#include <winsock2.h>
#include <ws2tcpip.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void describe(int error, char *err, size_t err_size)
{
    const char *why = NULL;
    switch (error) {
    case WSAECONNREFUSED:
        why = "the connection was refused: nothing listens at that address and port";
        break;
    case WSAENETUNREACH:
    case WSAEHOSTUNREACH:
        why = "that address cannot be reached from this computer";
        break;
    case WSAETIMEDOUT:
        why = "no answer: the connection timed out";
        break;
    case WSAECONNRESET:
    case WSAECONNABORTED:
        why = "the connection was reset by the other side";
        break;
    case WSAESHUTDOWN:
        why = "the connection was closed by the other side";
        break;
    case WSAEADDRINUSE:
        why = "that port is already in use (another program, or another game, listens there)";
        break;
    case WSAEACCES:
        why = "permission denied (another program holds the port, or a firewall forbids it)";
        break;
    case WSAEADDRNOTAVAIL:
        why = "this computer has no such address";
        break;
    default:
        break;
    }
    if (why) {
        snprintf(err, err_size, "%s", why);
    } else {
        snprintf(err, err_size, "Winsock error %d", error);
    }
}

bool platform_sockets_start(char *err, size_t err_size)
{
    WSADATA data;
    int rc = WSAStartup(MAKEWORD(2, 2), &data);
    if (rc != 0) {
        snprintf(err, err_size, "cannot start Winsock (error %d)", rc);
        return false;
    }
    return true;
}

void platform_sockets_stop(void)
{
    WSACleanup();
}

static bool prepare(SOCKET s)
{
    u_long on = 1;
    /* Not inherited by the engine processes the game starts. */
    SetHandleInformation((HANDLE)s, HANDLE_FLAG_INHERIT, 0);
    return ioctlsocket(s, FIONBIO, &on) == 0;
}

static void no_delay(SOCKET s)
{
    BOOL on = TRUE;
    setsockopt(s, IPPROTO_TCP, TCP_NODELAY, (const char *)&on, sizeof on);
}

bool platform_socket_native_no_delay(const void *native)
{
    BOOL on = TRUE;
    return setsockopt(*(const SOCKET *)native, IPPROTO_TCP, TCP_NODELAY, (const char *)&on,
                      sizeof on) == 0;
}

bool platform_socket_native_no_inherit(const void *native)
{
    return SetHandleInformation((HANDLE) * (const SOCKET *)native, HANDLE_FLAG_INHERIT, 0) != 0;
}

platform_socket platform_socket_native(const void *native)
{
    return (platform_socket) * (const SOCKET *)native;
}

/* Winsock's send never raises a signal: nothing to guard. */
void platform_thread_ignore_broken_pipe(void) {}

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
        snprintf(err, err_size, "'%s' is not a known address or host name (error %d)", host, rc);
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
    SOCKET s = INVALID_SOCKET;
    int error = 0;
    for (struct addrinfo *a = found; a && s == INVALID_SOCKET; a = a->ai_next) {
        s = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (s == INVALID_SOCKET) {
            error = WSAGetLastError();
            continue;
        }
        BOOL on = TRUE;
        setsockopt(s, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, (const char *)&on, sizeof on);
        if (!prepare(s) || bind(s, a->ai_addr, (int)a->ai_addrlen) != 0 || listen(s, 16) != 0) {
            error = WSAGetLastError();
            closesocket(s);
            s = INVALID_SOCKET;
        }
    }
    freeaddrinfo(found);
    if (s == INVALID_SOCKET) {
        char why[160];
        describe(error, why, sizeof why);
        snprintf(err, err_size, "cannot listen at %s port %d: %s", host, port, why);
        return PLATFORM_NO_SOCKET;
    }
    return (platform_socket)s;
}

platform_socket platform_socket_accept(platform_socket listener)
{
    for (;;) {
        SOCKET s = accept((SOCKET)listener, NULL, NULL);
        if (s == INVALID_SOCKET) {
            int error = WSAGetLastError();
            if (error == WSAECONNRESET || error == WSAECONNABORTED) {
                continue; /* that guest is gone: see the next */
            }
            return PLATFORM_NO_SOCKET;
        }
        if (!prepare(s)) {
            closesocket(s);
            continue;
        }
        no_delay(s);
        return (platform_socket)s;
    }
}

/* One address: a non-blocking connect, waited for with select() until the
 * deadline (GetTickCount64's milliseconds). INVALID_SOCKET with *error set. */
static SOCKET connect_one(const struct addrinfo *a, ULONGLONG deadline, int *error)
{
    SOCKET s = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (s == INVALID_SOCKET) {
        *error = WSAGetLastError();
        return INVALID_SOCKET;
    }
    if (!prepare(s)) {
        *error = WSAGetLastError();
        closesocket(s);
        return INVALID_SOCKET;
    }
    if (connect(s, a->ai_addr, (int)a->ai_addrlen) == 0) {
        return s;
    }
    *error = WSAGetLastError();
    if (*error != WSAEWOULDBLOCK) {
        closesocket(s);
        return INVALID_SOCKET;
    }
    ULONGLONG now = GetTickCount64();
    if (now >= deadline) {
        *error = WSAETIMEDOUT;
        closesocket(s);
        return INVALID_SOCKET;
    }
    ULONGLONG left = deadline - now;
    fd_set writable, failed;
    FD_ZERO(&writable);
    FD_ZERO(&failed);
    FD_SET(s, &writable);
    FD_SET(s, &failed);
    struct timeval tv = {.tv_sec = (long)(left / 1000), .tv_usec = (long)(left % 1000) * 1000};
    int rc = select(0, NULL, &writable, &failed, &tv);
    if (rc == 0) {
        *error = WSAETIMEDOUT;
        closesocket(s);
        return INVALID_SOCKET;
    }
    if (rc < 0 || FD_ISSET(s, &failed)) {
        int so_error = 0;
        int size = sizeof so_error;
        getsockopt(s, SOL_SOCKET, SO_ERROR, (char *)&so_error, &size);
        *error = so_error != 0 ? so_error : WSAGetLastError();
        closesocket(s);
        return INVALID_SOCKET;
    }
    return s;
}

platform_socket platform_socket_connect(const char *host, int port, int timeout_ms, char *err,
                                        size_t err_size)
{
    ULONGLONG deadline = GetTickCount64() + (ULONGLONG)timeout_ms;
    struct addrinfo *found = resolve(host, port, false, err, err_size);
    if (!found) {
        return PLATFORM_NO_SOCKET;
    }
    SOCKET s = INVALID_SOCKET;
    int error = WSAETIMEDOUT;
    for (struct addrinfo *a = found; a && s == INVALID_SOCKET && GetTickCount64() < deadline;
         a = a->ai_next) {
        s = connect_one(a, deadline, &error);
    }
    freeaddrinfo(found);
    if (s == INVALID_SOCKET) {
        char why[160];
        describe(error, why, sizeof why);
        snprintf(err, err_size, "cannot connect to %s port %d: %s", host, port, why);
        return PLATFORM_NO_SOCKET;
    }
    no_delay(s);
    return (platform_socket)s;
}

/* Windows has no socketpair(): a listener on the loopback address, a
 * connection to it, and the accepted end. */
bool platform_socket_pair(platform_socket pair[2])
{
    SOCKET listener = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    if (listener == INVALID_SOCKET) {
        return false;
    }
    struct sockaddr_in addr = {.sin_family = AF_INET};
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int length = sizeof addr;
    SOCKET a = INVALID_SOCKET;
    SOCKET b = INVALID_SOCKET;
    if (bind(listener, (struct sockaddr *)&addr, sizeof addr) == 0 &&
        getsockname(listener, (struct sockaddr *)&addr, &length) == 0 && listen(listener, 1) == 0) {
        a = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
        if (a != INVALID_SOCKET && connect(a, (struct sockaddr *)&addr, sizeof addr) == 0) {
            b = accept(listener, NULL, NULL);
        }
    }
    /* Another program on this computer could have connected first: the
     * accepted end must be our own connection. */
    struct sockaddr_in mine, theirs;
    int mine_length = sizeof mine, theirs_length = sizeof theirs;
    if (b != INVALID_SOCKET &&
        (getsockname(a, (struct sockaddr *)&mine, &mine_length) != 0 ||
         getpeername(b, (struct sockaddr *)&theirs, &theirs_length) != 0 ||
         mine.sin_port != theirs.sin_port || mine.sin_addr.s_addr != theirs.sin_addr.s_addr)) {
        closesocket(b);
        b = INVALID_SOCKET;
    }
    closesocket(listener);
    if (b == INVALID_SOCKET || !prepare(a) || !prepare(b)) {
        if (a != INVALID_SOCKET) {
            closesocket(a);
        }
        if (b != INVALID_SOCKET) {
            closesocket(b);
        }
        return false;
    }
    no_delay(a);
    no_delay(b);
    pair[0] = (platform_socket)a;
    pair[1] = (platform_socket)b;
    return true;
}

bool platform_socket_local_address(platform_socket s, char *out, size_t size)
{
    struct sockaddr_storage addr;
    int length = sizeof addr;
    if (getsockname((SOCKET)s, (struct sockaddr *)&addr, &length) != 0) {
        return false;
    }
    char host[INET6_ADDRSTRLEN];
    int port;
    int n;
    if (addr.ss_family == AF_INET6) {
        struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&addr;
        if (!inet_ntop(AF_INET6, &v6->sin6_addr, host, sizeof host)) {
            return false;
        }
        port = ntohs(v6->sin6_port);
        n = snprintf(out, size, "[%s]:%d", host, port);
    } else {
        struct sockaddr_in *v4 = (struct sockaddr_in *)&addr;
        if (!inet_ntop(AF_INET, &v4->sin_addr, host, sizeof host)) {
            return false;
        }
        port = ntohs(v4->sin_port);
        n = snprintf(out, size, "%s:%d", host, port);
    }
    return n > 0 && (size_t)n < size;
}

bool platform_socket_peer_host(platform_socket s, char *out, size_t size)
{
    struct sockaddr_storage addr;
    int length = sizeof addr;
    if (getpeername((SOCKET)s, (struct sockaddr *)&addr, &length) != 0) {
        return false;
    }
    const void *raw = addr.ss_family == AF_INET6
                          ? (const void *)&((struct sockaddr_in6 *)&addr)->sin6_addr
                          : (const void *)&((struct sockaddr_in *)&addr)->sin_addr;
    return inet_ntop(addr.ss_family, raw, out, size) != NULL;
}

bool platform_socket_outgoing_address(bool ipv6, char *out, size_t size)
{
    /* A UDP "connection" only picks the route: to a documentation address
     * (RFC 5737, RFC 3849), which no one answers. */
    struct sockaddr_storage to = {0};
    int to_length;
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
    SOCKET s = socket(to.ss_family, SOCK_DGRAM, 0);
    if (s == INVALID_SOCKET) {
        return false;
    }
    struct sockaddr_storage from;
    int from_length = sizeof from;
    bool found = connect(s, (struct sockaddr *)&to, to_length) == 0 &&
                 getsockname(s, (struct sockaddr *)&from, &from_length) == 0 &&
                 getnameinfo((struct sockaddr *)&from, from_length, out, (DWORD)size, NULL, 0,
                             NI_NUMERICHOST) == 0;
    closesocket(s);
    return found;
}

platform_io platform_socket_send(platform_socket s, const void *data, size_t size, size_t *sent,
                                 char *err, size_t err_size)
{
    *sent = 0;
    int chunk = size > 0x40000000 ? 0x40000000 : (int)size;
    int n = send((SOCKET)s, (const char *)data, chunk, 0);
    if (n >= 0) {
        *sent = (size_t)n;
        return PLATFORM_IO_DONE;
    }
    int error = WSAGetLastError();
    if (error == WSAEWOULDBLOCK) {
        return PLATFORM_IO_WAIT;
    }
    describe(error, err, err_size);
    return PLATFORM_IO_FAILED;
}

platform_io platform_socket_receive(platform_socket s, void *data, size_t size, size_t *got,
                                    char *err, size_t err_size)
{
    *got = 0;
    int chunk = size > 0x40000000 ? 0x40000000 : (int)size;
    int n = recv((SOCKET)s, (char *)data, chunk, 0);
    if (n > 0) {
        *got = (size_t)n;
        return PLATFORM_IO_DONE;
    }
    if (n == 0) {
        return PLATFORM_IO_CLOSED;
    }
    int error = WSAGetLastError();
    if (error == WSAEWOULDBLOCK) {
        return PLATFORM_IO_WAIT;
    }
    describe(error, err, err_size);
    return PLATFORM_IO_FAILED;
}

void platform_socket_shutdown_sending(platform_socket s)
{
    shutdown((SOCKET)s, SD_SEND);
}

void platform_socket_close(platform_socket s)
{
    if (s != PLATFORM_NO_SOCKET) {
        closesocket((SOCKET)s);
    }
}

int platform_socket_poll(platform_poll_item *items, size_t count, int timeout_ms)
{
    if (count > FD_SETSIZE) {
        return -1;
    }
    /* Three sets of FD_SETSIZE sockets: 24 KB, on the heap. */
    fd_set *sets = malloc(3 * sizeof *sets);
    if (!sets) {
        return -1;
    }
    fd_set *readable = &sets[0], *writable = &sets[1], *failed = &sets[2];
    FD_ZERO(readable);
    FD_ZERO(writable);
    FD_ZERO(failed);
    for (size_t i = 0; i < count; i++) {
        SOCKET s = (SOCKET)items[i].socket;
        if (items[i].want_read) {
            FD_SET(s, readable);
        }
        if (items[i].want_write) {
            FD_SET(s, writable);
        }
        FD_SET(s, failed);
    }
    struct timeval tv = {.tv_sec = timeout_ms / 1000, .tv_usec = (timeout_ms % 1000) * 1000};
    /* Winsock's select() over no socket at all is an error, not a sleep. */
    int rc = count == 0 ? (Sleep(timeout_ms < 0 ? INFINITE : (DWORD)timeout_ms), 0)
                        : select(0, readable, writable, failed, timeout_ms < 0 ? NULL : &tv);
    int ready = 0;
    for (size_t i = 0; i < count; i++) {
        SOCKET s = (SOCKET)items[i].socket;
        bool broken = rc > 0 && FD_ISSET(s, failed);
        items[i].readable = (rc > 0 && FD_ISSET(s, readable)) || broken;
        items[i].writable = (rc > 0 && FD_ISSET(s, writable)) || (broken && items[i].want_write);
        ready += items[i].readable || items[i].writable;
    }
    free(sets);
    return rc < 0 ? -1 : ready;
}
