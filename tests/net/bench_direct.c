/* bench_direct_transport: how long a line takes over the direct transport
 * on the loopback address, and what a connected idle pair costs. A host
 * (on its own thread, echoing every line back) and a guest in one process;
 * the guest sends a line, waits for its echo, and again. Prints round-trip
 * percentiles in milliseconds and, with --idle, the process's processor
 * time while the pair sits connected and silent. A benchmark, not a test:
 * it asserts nothing about speed. */
/* clock_gettime, nanosleep */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/direct_transport.h"

static const char USAGE[] =
    "usage: bench_direct_transport [--round-trips N] [--bytes B] [--idle SECONDS]\n"
    "\n"
    "Sends N lines of B bytes (default 10000 of 64) from a guest to a host on\n"
    "127.0.0.1, each after the echo of the one before, and prints the round\n"
    "trips' percentiles in milliseconds; with --idle, then leaves the pair\n"
    "connected and silent for SECONDS and prints the processor time used.\n";

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

/* The host's loop, as a headless host's: wait, then answer every line. */
static void *echo(void *arg)
{
    net_transport *host = arg;
    for (;;) {
        net_event e;
        net_wait(host, 1000);
        while (net_poll(host, &e)) {
            if (e.kind == NET_EVENT_LINE) {
                if (strcmp(e.text, "stop") == 0) {
                    return NULL;
                }
                net_send(host, e.peer, e.text);
            }
        }
    }
}

/* The guest's next event of that kind; false when the host went away. */
static bool await(net_transport *guest, net_event_kind kind, net_event *out)
{
    for (;;) {
        net_wait(guest, 1000);
        while (net_poll(guest, out)) {
            if (out->kind == kind) {
                return true;
            }
            if (out->kind == NET_EVENT_LEFT || out->kind == NET_EVENT_FAILED) {
                fprintf(stderr, "bench_direct_transport: %s\n", out->text);
                return false;
            }
        }
    }
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static bool number_option(int argc, char **argv, int *i, const char *name, long *out)
{
    if (strcmp(argv[*i], name) != 0 || *i + 1 >= argc) {
        return false;
    }
    char *end;
    *out = strtol(argv[++*i], &end, 10);
    return *end == '\0' && *out >= 0;
}

int main(int argc, char **argv)
{
    long round_trips = 10000, bytes = 64, idle = 0;
    for (int i = 1; i < argc; i++) {
        if (!number_option(argc, argv, &i, "--round-trips", &round_trips) &&
            !number_option(argc, argv, &i, "--bytes", &bytes) &&
            !number_option(argc, argv, &i, "--idle", &idle)) {
            fputs(USAGE, strcmp(argv[i], "--help") == 0 ? stdout : stderr);
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    if (round_trips < 1 || bytes < 1 || bytes > NET_LINE_MAX) {
        fputs(USAGE, stderr);
        return 2;
    }
    char err[300];
    net_transport *host = net_direct_listen("127.0.0.1:0", err, sizeof err);
    net_transport *guest = host ? net_direct_connect(net_address(host), err, sizeof err) : NULL;
    net_event e;
    if (!guest || !await(guest, NET_EVENT_JOINED, &e)) {
        fprintf(stderr, "bench_direct_transport: %s\n", guest ? "cannot connect" : err);
        return 1;
    }
    pthread_t echoer;
    pthread_create(&echoer, NULL, echo, host);

    char *line = malloc((size_t)bytes + 1);
    double *rtt = malloc((size_t)round_trips * sizeof *rtt);
    if (!line || !rtt) {
        return 1;
    }
    memset(line, 'm', (size_t)bytes);
    line[bytes] = '\0';
    for (long i = 0; i < round_trips; i++) {
        double start = now_seconds();
        if (!net_send(guest, NET_PEER_HOST, line) || !await(guest, NET_EVENT_LINE, &e)) {
            return 1;
        }
        rtt[i] = (now_seconds() - start) * 1000;
    }
    qsort(rtt, (size_t)round_trips, sizeof *rtt, by_value);
    printf("round_trips %ld\nline_bytes %ld\n", round_trips, bytes);
    printf("rtt_p50_ms %.3f\nrtt_p99_ms %.3f\nrtt_max_ms %.3f\n", rtt[round_trips / 2],
           rtt[round_trips * 99 / 100], rtt[round_trips - 1]);

    if (idle > 0) {
        double cpu = cpu_seconds(), wall = now_seconds();
        struct timespec nap = {.tv_sec = idle};
        nanosleep(&nap, NULL);
        cpu = cpu_seconds() - cpu;
        wall = now_seconds() - wall;
        printf("idle_seconds %.1f\nidle_cpu_seconds %.4f\nidle_cpu_percent %.3f\n", wall, cpu,
               100 * cpu / wall);
    }
    net_send(guest, NET_PEER_HOST, "stop");
    pthread_join(echoer, NULL);
    net_transport_free(guest);
    net_transport_free(host);
    free(line);
    free(rtt);
    return 0;
}
