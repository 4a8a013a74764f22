/* bench_xmpp_transport: how long a move's line takes over the XMPP
 * transport through a Prosody started on 127.0.0.1 (prosody_server.c). A
 * host and a guest in one room in one process; the host answers every line
 * on its own thread; the guest sends a line of a move's size, waits for the
 * answer, and again. Prints the round trips' percentiles in milliseconds.
 * A benchmark, not a test: it asserts nothing about speed. Linux only (the
 * server is). */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/xmpp_transport.h"
#include "prosody_server.h"

static const char USAGE[] = "usage: bench_xmpp_transport [--round-trips N]\n"
                            "\n"
                            "Sends N move lines (default 300) from a guest to a host through\n"
                            "a Prosody on 127.0.0.1, each after the answer to the one before,\n"
                            "and prints the round trips' percentiles in milliseconds.\n";

static const prosody_account ACCOUNTS[] = {{"host", "host-secret"}, {"ana", "ana-secret"}};

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

typedef struct echo_host {
    net_transport *t;
    volatile int stop;
} echo_host;

static void *echo(void *arg)
{
    echo_host *h = arg;
    while (!h->stop) {
        net_wait(h->t, 50);
        net_event e;
        while (net_poll(h->t, &e))
            if (e.kind == NET_EVENT_LINE)
                net_send(h->t, e.peer, e.text);
    }
    return NULL;
}

/* The next event of the kind, or false after 20 s (the server is stuck). */
static bool await(net_transport *t, net_event_kind kind, net_event *out)
{
    double give_up = now_seconds() + 20;
    while (now_seconds() < give_up) {
        while (net_poll(t, out)) {
            if (out->kind == kind)
                return true;
            if (out->kind == NET_EVENT_FAILED || out->kind == NET_EVENT_LEFT) {
                fprintf(stderr, "bench_xmpp_transport: %s\n", out->text ? out->text : "");
                return false;
            }
        }
        net_wait(t, 100);
    }
    return false;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    long round_trips = 300;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--round-trips") == 0 && i + 1 < argc) {
            round_trips = strtol(argv[++i], NULL, 10);
        } else {
            fputs(USAGE, strcmp(argv[i], "--help") == 0 ? stdout : stderr);
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    if (round_trips < 1) {
        fputs(USAGE, stderr);
        return 2;
    }
    prosody_server server;
    char err[512];
    if (!prosody_start(&server, ACCOUNTS, 2, err, sizeof err)) {
        fprintf(stderr, "bench_xmpp_transport: cannot start Prosody: %s\n", err);
        return 1;
    }
    const char *room = "bench@" PROSODY_ROOMS;
    net_xmpp_account host_account = {.jid = "host@" PROSODY_DOMAIN,
                                     .password = "host-secret",
                                     .room = room,
                                     .nick = "host",
                                     .ca_file = server.ca_file,
                                     .server = server.address};
    net_xmpp_account guest_account = host_account;
    guest_account.jid = "ana@" PROSODY_DOMAIN;
    guest_account.password = "ana-secret";
    guest_account.nick = "ana";
    int status = 1;
    echo_host h = {.t = net_xmpp_host(&host_account, err, sizeof err)};
    net_transport *guest = NULL;
    double *trips = calloc((size_t)round_trips, sizeof *trips);
    pthread_t thread;
    bool echoing = false;
    net_event e;
    if (!h.t || !trips) {
        fprintf(stderr, "bench_xmpp_transport: %s\n", h.t ? "out of memory" : err);
        goto done;
    }
    echoing = pthread_create(&thread, NULL, echo, &h) == 0;
    guest = net_xmpp_join(&guest_account, err, sizeof err);
    if (!echoing || !guest || !await(guest, NET_EVENT_JOINED, &e)) {
        fprintf(stderr, "bench_xmpp_transport: the guest cannot join: %s\n", guest ? "" : err);
        goto done;
    }
    /* A move as the host sends it: about 40 bytes. */
    const char *line = "moved 41 2 take family pink at 3 then harvest";
    for (long i = 0; i < round_trips; i++) {
        double start = now_seconds();
        if (!net_send(guest, NET_PEER_HOST, line) || !await(guest, NET_EVENT_LINE, &e))
            goto done;
        trips[i] = (now_seconds() - start) * 1000;
    }
    qsort(trips, (size_t)round_trips, sizeof *trips, by_value);
    printf("round trips %ld: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", round_trips,
           trips[round_trips / 2], trips[round_trips * 9 / 10], trips[round_trips * 99 / 100],
           trips[round_trips - 1]);
    status = 0;
done:
    if (echoing) {
        h.stop = 1;
        pthread_join(thread, NULL);
    }
    net_transport_free(guest);
    net_transport_free(h.t);
    free(trips);
    prosody_stop(&server);
    return status;
}
