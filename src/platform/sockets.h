/* TCP sockets, whatever the operating system: the few calls the direct
 * network transport (src/net/direct_transport.c) needs, every one of them
 * non-blocking once the socket exists, so that one I/O thread can serve
 * them all with platform_socket_poll. Winsock on Windows, BSD sockets
 * elsewhere. No call ever raises SIGPIPE. Failures are explained in English
 * in err (for logs and stderr). Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_SOCKETS_H
#define VILLAGE_PLATFORM_SOCKETS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A socket: a file descriptor, or a Winsock SOCKET. */
typedef intptr_t platform_socket;
#define PLATFORM_NO_SOCKET ((platform_socket)-1)

/* Every user of sockets starts them first and stops them when done (the
 * Winsock library's reference count; nothing elsewhere). */
bool platform_sockets_start(char *err, size_t err_size);
void platform_sockets_stop(void);

/* A listening socket bound to host ("127.0.0.1", "::1", "0.0.0.0", a
 * name) and port (0: any free port). */
platform_socket platform_socket_listen(const char *host, int port, char *err, size_t err_size);
/* A guest waiting on a listening socket, or PLATFORM_NO_SOCKET when none is. */
platform_socket platform_socket_accept(platform_socket listener);
/* Connects to host and port, trying each of its addresses, and gives up
 * after timeout_ms in all. Blocks the calling thread (a name is looked up
 * first): call it from an I/O thread. */
platform_socket platform_socket_connect(const char *host, int port, int timeout_ms, char *err,
                                        size_t err_size);
/* Two sockets connected to each other (a local pair), for waking a thread
 * that waits in platform_socket_poll. */
bool platform_socket_pair(platform_socket pair[2]);
/* TCP_NODELAY on a socket another library made, given a pointer to the
 * system's handle (an int on POSIX, a SOCKET on Windows): a move is one
 * small write, sent at once rather than held to fill a packet. */
bool platform_socket_native_no_delay(const void *native);
/* Keeps such a socket from the programs this one starts (FD_CLOEXEC; on
 * Windows, not inherited): a child must not hold the connection open after
 * we close it, nor write into it. */
bool platform_socket_native_no_inherit(const void *native);
/* Such a socket as a platform_socket (for platform_socket_poll or poll()). */
platform_socket platform_socket_native(const void *native);
/* For a thread where another library (libstrophe) writes to its own
 * sockets without asking for no signal: a write to a connection the other
 * side closed then fails with an error instead of ending the program (on
 * POSIX it blocks SIGPIPE in the calling thread, the one such a write's
 * signal goes to; Winsock raises no signal, so on Windows it does nothing).
 * Call it first thing in the thread. */
void platform_thread_ignore_broken_pipe(void);
/* The address a connected socket's other end connects from, without its
 * port ("192.168.1.7", "::1"): what a host counts its strangers by. */
bool platform_socket_peer_host(platform_socket s, char *out, size_t size);
/* The socket's own address as "ADDRESS:PORT" ("[ADDRESS]:PORT" for IPv6). */
bool platform_socket_local_address(platform_socket s, char *out, size_t size);
/* This computer's address on its network, the one its packets to the
 * internet leave from (as "192.168.1.4" or "2a01:…"): what friends on the
 * same network connect to when a host listens on every interface. No
 * packet is sent. False when there is no route out. */
bool platform_socket_outgoing_address(bool ipv6, char *out, size_t size);

typedef enum platform_io {
    PLATFORM_IO_DONE,   /* some bytes went (or came) */
    PLATFORM_IO_WAIT,   /* none now: poll first */
    PLATFORM_IO_CLOSED, /* receiving: the other side closed the connection */
    PLATFORM_IO_FAILED  /* the connection is broken: err says why */
} platform_io;
platform_io platform_socket_send(platform_socket s, const void *data, size_t size, size_t *sent,
                                 char *err, size_t err_size);
platform_io platform_socket_receive(platform_socket s, void *data, size_t size, size_t *got,
                                    char *err, size_t err_size);
/* Sends the end of the stream after what was sent; receiving goes on. */
void platform_socket_shutdown_sending(platform_socket s);
void platform_socket_close(platform_socket s);

typedef struct platform_poll_item {
    platform_socket socket;
    bool want_read, want_write;
    /* Set by platform_socket_poll; a broken connection counts as readable
     * (receiving then says how it broke). */
    bool readable, writable;
} platform_poll_item;
/* Waits until one of the items is ready or timeout_ms passed (-1: no
 * limit). The number of items ready, 0 on timeout, -1 on error. */
int platform_socket_poll(platform_poll_item *items, size_t count, int timeout_ms);

#endif
