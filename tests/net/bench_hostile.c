/* bench_hostile_connections: what 1,000 hostile connections cost a live
 * host (docs/network-protocol.md, "Threat model"). A host of a two-player
 * game on 127.0.0.1 (the direct transport and net_host, on this thread)
 * and an attacker on another thread that opens N connections from 40
 * loopback addresses, each of which says nothing, half a hello, garbage,
 * or a line far over the limit, keeping up to 200 open at once. Then a
 * guest with its chair's token comes back. Prints the process's resident
 * memory before, at the peak and after, how many strangers the host held
 * at most, and whether the guest got in. A benchmark, not a test: it
 * asserts nothing. Linux only (127.0.0.x addresses, /proc). */
#define _POSIX_C_SOURCE 200809L

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "net/direct_transport.h"
#include "net/host.h"
#include "net/protocol.h"
#include "net/public_view.h"

static const char USAGE[] = "usage: bench_hostile_connections [--connections N]\n"
                            "\n"
                            "Opens N hostile connections (default 1000) to a host on 127.0.0.1\n"
                            "and prints the host process's resident memory before and after.\n";

enum { OPEN_AT_ONCE = 200, ADDRESSES = 40 };

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The resident memory in MB ("VmRSS" of /proc/self/status). */
static double resident_mb(const char *field)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    double kb = -1;
    size_t n = strlen(field);
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, field, n) == 0)
            kb = strtod(line + n + 1, NULL);
    if (f)
        fclose(f);
    return kb / 1024;
}

typedef struct attack {
    int port;
    long connections;
    volatile int done;
} attack;

static int dial(int port, int address)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in a = {.sin_family = AF_INET};
    a.sin_addr.s_addr = htonl(0x7F000002u + (uint32_t)address); /* 127.0.0.2 ... */
    if (bind(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    a.sin_addr.s_addr = htonl(0x7F000001u);
    a.sin_port = htons((uint16_t)port);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static void *attacker(void *arg)
{
    attack *at = arg;
    int open_fds[OPEN_AT_ONCE];
    for (int i = 0; i < OPEN_AT_ONCE; i++)
        open_fds[i] = -1;
    static char junk[96 * 1024];
    memset(junk, 'x', sizeof junk);
    for (long i = 0; i < at->connections; i++) {
        int slot = (int)(i % OPEN_AT_ONCE);
        if (open_fds[slot] >= 0)
            close(open_fds[slot]);
        int fd = open_fds[slot] = dial(at->port, (int)(i % ADDRESSES));
        if (fd < 0)
            continue;
        switch (i % 4) {
        case 0: /* says nothing */
            break;
        case 1: /* half a hello, never finished */
            send(fd, "hello 1 ", 8, MSG_NOSIGNAL | MSG_DONTWAIT);
            break;
        case 2: /* garbage */
            send(fd, "\x01\xffgarbage\n", 11, MSG_NOSIGNAL | MSG_DONTWAIT);
            break;
        default: /* a line far over the limit */
            send(fd, junk, sizeof junk, MSG_NOSIGNAL | MSG_DONTWAIT);
            break;
        }
    }
    for (int i = 0; i < OPEN_AT_ONCE; i++)
        if (open_fds[i] >= 0)
            close(open_fds[i]);
    at->done = 1;
    return NULL;
}

/* A guest over a raw socket: hello with the token, true on its welcome. */
static bool guest_gets_in(net_host *host, net_transport *t, int port, const char *rules,
                          const char *token)
{
    int fd = dial(port, ADDRESSES + 1);
    char line[256];
    size_t n = net_write_hello(line, sizeof line - 1, rules, token, "Ana");
    if (fd < 0 || n == 0)
        return false;
    line[n++] = '\n';
    send(fd, line, n, MSG_NOSIGNAL);
    char got[8192] = "";
    size_t length = 0;
    double give_up = now_seconds() + 10;
    while (!strstr(got, "welcome ") && now_seconds() < give_up) {
        net_wait(t, 5);
        net_host_poll(host);
        ssize_t r = recv(fd, got + length, sizeof got - 1 - length, MSG_DONTWAIT);
        if (r > 0) {
            length += (size_t)r;
            got[length] = '\0';
        }
    }
    close(fd);
    return strstr(got, "welcome ") != NULL;
}

int main(int argc, char **argv)
{
    long connections = 1000;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--connections") == 0 && i + 1 < argc) {
            connections = strtol(argv[++i], NULL, 10);
        } else {
            fputs(USAGE, strcmp(argv[i], "--help") == 0 ? stdout : stderr);
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    snprintf(seats[0].name, sizeof seats[0].name, "Host");
    seats[0].kind = VILLAGE_SEAT_AI;
    snprintf(seats[1].name, sizeof seats[1].name, "Remote");
    seats[1].colour = 1;
    session *s = session_new(2, 5, 0, seats);
    char err[256], rules[NET_ID_HEX + 1];
    net_transport *t = net_direct_listen("127.0.0.1:0", err, sizeof err);
    if (!s || !t) {
        fprintf(stderr, "bench_hostile_connections: %s\n", t ? "out of memory" : err);
        return 1;
    }
    net_rules_identity(rules);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    net_host *host = net_host_new(s, t, &setup);
    attack at = {.port = atoi(strrchr(net_address(t), ':') + 1), .connections = connections};
    if (!host) {
        fprintf(stderr, "bench_hostile_connections: cannot host\n");
        return 1;
    }
    /* The guest takes its chair and leaves: it comes back after the attack. */
    bool seated = guest_gets_in(host, t, at.port, rules, NULL);
    char token[NET_TOKEN_HEX + 1];
    snprintf(token, sizeof token, "%s", net_host_token(host, 1));
    for (int i = 0; i < 20; i++) {
        net_wait(t, 5);
        net_host_poll(host);
    }
    double before = resident_mb("VmRSS:");
    double start = now_seconds();
    pthread_t thread;
    if (pthread_create(&thread, NULL, attacker, &at) != 0)
        return 1;
    int most_strangers = 0;
    while (!at.done) {
        net_wait(t, 5);
        net_host_poll(host);
        if (net_host_strangers(host) > most_strangers)
            most_strangers = net_host_strangers(host);
    }
    pthread_join(thread, NULL);
    double attack_seconds = now_seconds() - start;
    for (int i = 0; i < 100; i++) {
        net_wait(t, 5);
        net_host_poll(host);
    }
    double after = resident_mb("VmRSS:");
    double peak = resident_mb("VmHWM:");
    bool back = guest_gets_in(host, t, at.port, rules, token);
    printf("hostile connections %ld in %.2f s from %d addresses\n", connections, attack_seconds,
           ADDRESSES);
    printf("resident memory: before %.1f MB, after %.1f MB, peak %.1f MB\n", before, after, peak);
    printf("strangers held at most %d (slots %d), the guest with its token got in: %s\n",
           most_strangers, NET_HOST_PEERS, seated && back ? "yes" : "no");
    net_host_free(host);
    session_free(s);
    net_transport_free(t);
    return 0;
}
