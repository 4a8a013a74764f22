/* The direct transport keeps the contract every transport keeps
 * (transport.h, as test_memory_transport checks it) over real TCP on
 * 127.0.0.1, and survives what a stranger on the network can do: a 100 MB
 * line, a connection that says nothing, one that does not read, NUL bytes,
 * many quick connections, a port where nothing listens. Every host listens
 * on port 0 (a free one); nothing leaves the loopback address. */
/* clock_gettime, pthread_cond_timedwait (waker_probe.h) */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <time.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>

#include "net/direct_transport.h"
#include "waker_probe.h"
#include "platform/sockets.h"
#include "platform/system.h"

/* Generous: only a hung test waits this long (the sanitizer build is slow). */
enum { PATIENCE_MS = 10000 };

static net_event next_event(net_transport *t)
{
    net_event e = {0};
    for (int waited = 0; waited < PATIENCE_MS; waited += 100) {
        if (net_poll(t, &e)) {
            return e;
        }
        net_wait(t, 100);
    }
    fail_msg("no event within %d ms", PATIENCE_MS);
    return e;
}

static net_transport *listen_here(void)
{
    char err[300] = "";
    net_transport *host = net_direct_listen("127.0.0.1:0", err, sizeof err);
    if (!host) {
        fail_msg("cannot listen: %s", err);
    }
    return host;
}

static net_transport *join(net_transport *host)
{
    char err[300] = "";
    net_transport *guest = net_direct_connect(net_address(host), err, sizeof err);
    if (!guest) {
        fail_msg("cannot connect: %s", err);
    }
    return guest;
}

static int port_of(net_transport *host)
{
    const char *colon = strrchr(net_address(host), ':');
    assert_non_null(colon);
    return atoi(colon + 1);
}

/* A stranger's plain TCP connection to the host, with no transport. */
static platform_socket raw_connect(net_transport *host)
{
    char err[300] = "";
    platform_socket s =
        platform_socket_connect("127.0.0.1", port_of(host), PATIENCE_MS, err, sizeof err);
    if (s == PLATFORM_NO_SOCKET) {
        fail_msg("raw connect: %s", err);
    }
    return s;
}

/* Sends all of data on a raw socket, waiting at most patience_ms for
 * room each time; false when the connection broke or stayed full. */
static bool raw_send_within(platform_socket s, const char *data, size_t size, int patience_ms)
{
    while (size > 0) {
        size_t sent = 0;
        char err[160];
        platform_io io = platform_socket_send(s, data, size, &sent, err, sizeof err);
        if (io == PLATFORM_IO_FAILED) {
            return false;
        }
        if (io == PLATFORM_IO_WAIT) {
            platform_poll_item item = {.socket = s, .want_write = true};
            if (platform_socket_poll(&item, 1, patience_ms) <= 0) {
                return false;
            }
        }
        data += sent;
        size -= sent;
    }
    return true;
}

static bool raw_send(platform_socket s, const char *data, size_t size)
{
    return raw_send_within(s, data, size, PATIENCE_MS);
}

static int setup(void **unused)
{
    (void)unused;
    char err[200];
    return platform_sockets_start(err, sizeof err) ? 0 : -1;
}

static int teardown(void **unused)
{
    (void)unused;
    platform_sockets_stop();
    return 0;
}

static void test_the_host_says_its_real_port(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    assert_string_equal(host->ops->name, "direct");
    assert_true(strncmp(net_address(host), "127.0.0.1:", 10) == 0);
    assert_true(port_of(host) > 0);
    net_transport_free(host);
}

static void test_lines_arrive_whole_and_in_order(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    net_transport *ana = join(host);
    /* Sent before the host is reached: queued, not lost. */
    assert_true(net_send(ana, NET_PEER_HOST, "hello 1"));
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int ana_id = e.peer;
    assert_true(ana_id >= 1);
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.peer, ana_id);
    assert_string_equal(e.text, "hello 1");
    net_transport *bea = join(host);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int bea_id = e.peer;
    assert_int_not_equal(ana_id, bea_id);
    assert_int_equal(next_event(bea).kind, NET_EVENT_JOINED);

    assert_true(net_send(ana, NET_PEER_HOST, "move 2"));
    assert_true(net_send(ana, NET_PEER_HOST, ""));
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.peer, ana_id);
    assert_string_equal(e.text, "move 2");
    assert_int_equal(e.length, 6);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.length, 0);

    assert_true(net_send(host, NET_PEER_ALL, "state 3"));
    assert_string_equal(next_event(ana).text, "state 3");
    assert_string_equal(next_event(bea).text, "state 3");
    assert_true(net_send(host, bea_id, "only bea \xc3\xb1"));
    e = next_event(bea);
    assert_int_equal(e.peer, NET_PEER_HOST);
    assert_string_equal(e.text, "only bea \xc3\xb1");
    assert_false(net_send(host, 999, "nobody"));
    assert_false(net_send(ana, NET_PEER_ALL, "a guest has no guests"));
    /* A thousand lines in a burst keep their order. */
    char line[32];
    for (int i = 0; i < 1000; i++) {
        snprintf(line, sizeof line, "n %d", i);
        assert_true(net_send(bea, NET_PEER_HOST, line));
    }
    for (int i = 0; i < 1000; i++) {
        snprintf(line, sizeof line, "n %d", i);
        e = next_event(host);
        assert_int_equal(e.peer, bea_id);
        assert_string_equal(e.text, line);
    }
    assert_false(net_poll(ana, &e));

    net_transport_free(bea);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_the_longest_line_goes_and_a_longer_one_is_refused(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    net_transport *ana = join(host);
    assert_int_equal(next_event(host).kind, NET_EVENT_JOINED);
    char *line = malloc(NET_LINE_MAX + 2);
    assert_non_null(line);
    for (int i = 0; i <= NET_LINE_MAX; i++) {
        line[i] = (char)('a' + i % 26);
    }
    line[NET_LINE_MAX + 1] = '\0';
    assert_false(net_send(ana, NET_PEER_HOST, line));
    line[NET_LINE_MAX] = '\0';
    assert_true(net_send(ana, NET_PEER_HOST, line));
    assert_false(net_send(ana, NET_PEER_HOST, "two\nlines"));
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.length, NET_LINE_MAX);
    assert_memory_equal(e.text, line, NET_LINE_MAX);
    free(line);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_a_drop_is_heard_by_both_ends(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    net_transport *ana = join(host);
    int ana_id = next_event(host).peer;
    net_transport *bea = join(host);
    int bea_id = next_event(host).peer;
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    assert_int_equal(next_event(bea).kind, NET_EVENT_JOINED);

    /* The host's last words before the drop still arrive. */
    assert_true(net_send(host, ana_id, "bye"));
    net_drop(host, ana_id);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, ana_id);
    assert_true(e.length > 0);
    assert_false(net_send(host, ana_id, "gone"));
    assert_string_equal(next_event(ana).text, "bye");
    e = next_event(ana);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, NET_PEER_HOST);
    assert_false(net_send(ana, NET_PEER_HOST, "still here?"));

    /* A guest that leaves. */
    net_drop(bea, NET_PEER_HOST);
    assert_int_equal(next_event(bea).kind, NET_EVENT_LEFT);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, bea_id);
    net_transport_free(bea);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_freeing_the_host_with_guests_connected(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    net_transport *guests[3];
    for (int i = 0; i < 3; i++) {
        guests[i] = join(host);
        assert_int_equal(next_event(host).kind, NET_EVENT_JOINED);
        assert_int_equal(next_event(guests[i]).kind, NET_EVENT_JOINED);
    }
    /* Lines on their way that the host never reads. */
    for (int i = 0; i < 3; i++) {
        assert_true(net_send(guests[i], NET_PEER_HOST, "busy"));
    }
    assert_true(net_send(host, NET_PEER_ALL, "the end"));
    net_transport_free(host);
    for (int i = 0; i < 3; i++) {
        net_event e = next_event(guests[i]);
        if (e.kind == NET_EVENT_LINE) {
            assert_string_equal(e.text, "the end");
            e = next_event(guests[i]);
        }
        assert_int_equal(e.kind, NET_EVENT_LEFT);
        assert_non_null(strstr(e.text, "host"));
        assert_false(net_send(guests[i], NET_PEER_HOST, "hello?"));
        net_transport_free(guests[i]);
    }
}

static void test_a_closed_port_is_refused(void **unused)
{
    (void)unused;
    net_transport *gone = listen_here();
    char address[64];
    snprintf(address, sizeof address, "%s", net_address(gone));
    net_transport_free(gone);
    char err[300] = "";
    net_transport *guest = net_direct_connect(address, err, sizeof err);
    assert_non_null(guest);
    assert_string_equal(net_address(guest), address);
    net_event e = next_event(guest);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, NET_PEER_HOST);
    assert_non_null(strstr(e.text, "refused"));
    assert_false(net_send(guest, NET_PEER_HOST, "anyone?"));
    net_transport_free(guest);
}

static void test_bad_addresses_and_a_busy_port_are_explained(void **unused)
{
    (void)unused;
    const char *bad[] = {
        "nowhere",  "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:7x", ":7717",
        "::1:7717", "[::1]7717", "[::1"};
    char err[300];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_null(net_direct_listen(bad[i], err, sizeof err));
        assert_non_null(strstr(err, bad[i]));
        err[0] = '\0';
        assert_null(net_direct_connect(bad[i], err, sizeof err));
        assert_true(strlen(err) > 0);
    }
    assert_null(net_direct_connect("127.0.0.1:0", err, sizeof err));

    net_transport *host = listen_here();
    err[0] = '\0';
    assert_null(net_direct_listen(net_address(host), err, sizeof err));
    assert_non_null(strstr(err, "in use"));
    net_transport_free(host);
}

static void test_ipv6_loopback_when_the_system_has_it(void **unused)
{
    (void)unused;
    char err[300] = "";
    net_transport *host = net_direct_listen("[::1]:0", err, sizeof err);
    if (!host) {
        assert_true(strlen(err) > 0);
        skip(); /* no IPv6 on this machine */
    }
    assert_true(strncmp(net_address(host), "[::1]:", 6) == 0);
    net_transport *ana = join(host);
    assert_int_equal(next_event(host).kind, NET_EVENT_JOINED);
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    assert_true(net_send(ana, NET_PEER_HOST, "over six"));
    assert_string_equal(next_event(host).text, "over six");
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_a_100_mb_line_drops_the_peer_and_costs_little(void **unused)
{
    (void)unused;
    double before_mb = platform_peak_memory_mb();
    net_transport *host = listen_here();
    platform_socket s = raw_connect(host);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int stranger = e.peer;
    char *chunk = malloc(1 << 16);
    assert_non_null(chunk);
    memset(chunk, 'x', 1 << 16);
    size_t sent = 0;
    while (sent < (size_t)100 << 20 && raw_send(s, chunk, 1 << 16)) {
        sent += 1 << 16;
    }
    free(chunk);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, stranger);
    assert_non_null(strstr(e.text, "longer than"));
    platform_socket_close(s);
    double after_mb = platform_peak_memory_mb();
    if (before_mb >= 0 && after_mb >= 0) {
        /* A transport that kept the line would have grown by 100 MB. */
        assert_true(after_mb - before_mb < 32);
    }
    /* The host goes on. */
    net_transport *ana = join(host);
    assert_int_equal(next_event(host).kind, NET_EVENT_JOINED);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_a_flood_of_empty_lines_is_slowed_not_stored(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    platform_socket s = raw_connect(host);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int stranger = e.peer;
    /* The host does not poll: its transport stops reading, the system's
     * buffers fill, and the sender has to wait. */
    enum { CHUNK = 1 << 16, MOST = 256 << 20 };
    char *newlines = malloc(CHUNK);
    assert_non_null(newlines);
    memset(newlines, '\n', CHUNK);
    double before_mb = platform_peak_memory_mb();
    size_t sent = 0;
    /* Stops, too, if the host's memory grows: a transport that stored the
     * flood would fail here, not exhaust the machine. */
    while (sent < MOST && platform_peak_memory_mb() - before_mb < 64 &&
           raw_send_within(s, newlines, CHUNK, 500)) {
        sent += CHUNK;
    }
    free(newlines);
    assert_true(sent < MOST);
    assert_true(platform_peak_memory_mb() - before_mb < 64);
    /* Then every line arrives, none lost, as the host takes them (and
     * those of the last chunk that went only in part). The end of the
     * stream, not a close: closing with the host's keepalives unread would
     * reset the connection and lose what is on its way. */
    platform_socket_shutdown_sending(s);
    size_t lines = 0;
    for (e = next_event(host); e.kind == NET_EVENT_LINE; e = next_event(host)) {
        assert_int_equal(e.peer, stranger);
        assert_int_equal(e.length, 0);
        lines++;
    }
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_true(lines >= sent && lines < sent + CHUNK);
    platform_socket_close(s);
    net_transport_free(host);
}

static void test_a_nul_byte_drops_the_peer(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    platform_socket s = raw_connect(host);
    assert_int_equal(next_event(host).kind, NET_EVENT_JOINED);
    assert_true(raw_send(s, "fine\nnot\0fine\n", 14));
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_string_equal(e.text, "fine");
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_non_null(strstr(e.text, "NUL"));
    platform_socket_close(s);
    net_transport_free(host);
}

static void test_a_silent_peer_times_out_and_a_quiet_guest_does_not(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    net_direct_set_timeouts(host, 100, 1500);
    net_transport *ana = join(host);
    net_direct_set_timeouts(ana, 100, 1500);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int ana_id = e.peer;
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);

    platform_socket s = raw_connect(host);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int stranger = e.peer;
    /* It says nothing: gone after the silence limit, and only it. The
     * keepalives ana and the host exchanged meanwhile are no lines. */
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, stranger);
    assert_non_null(strstr(e.text, "timed out"));
    assert_false(net_poll(ana, &e));
    assert_true(net_send(ana, NET_PEER_HOST, "still here"));
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.peer, ana_id);
    assert_string_equal(e.text, "still here");
    platform_socket_close(s);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_a_peer_that_does_not_read_is_dropped(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    platform_socket s = raw_connect(host);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int stranger = e.peer;
    char *line = malloc(NET_LINE_MAX + 1);
    assert_non_null(line);
    memset(line, 'y', NET_LINE_MAX);
    line[NET_LINE_MAX] = '\0';
    /* The send queue and the system's buffers fill; then send refuses. */
    int sends = 0;
    while (sends < 4096 && net_send(host, stranger, line)) {
        sends++;
    }
    free(line);
    assert_true(sends < 4096);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, stranger);
    assert_non_null(strstr(e.text, "does not read"));
    platform_socket_close(s);
    net_transport_free(host);
}

static void test_many_quick_connections(void **unused)
{
    (void)unused;
    net_transport *host = listen_here();
    int last_id = 0;
    for (int i = 0; i < 100; i++) {
        net_transport *guest = join(host);
        net_event e = next_event(host);
        assert_int_equal(e.kind, NET_EVENT_JOINED);
        assert_true(e.peer > last_id);
        last_id = e.peer;
        if (i % 2 == 0) {
            assert_int_equal(next_event(guest).kind, NET_EVENT_JOINED);
        }
        net_transport_free(guest);
        e = next_event(host);
        assert_int_equal(e.kind, NET_EVENT_LEFT);
        assert_int_equal(e.peer, last_id);
    }
    /* Strangers that connect and hang up at once, 20 at a time. */
    for (int round = 0; round < 5; round++) {
        platform_socket strangers[20];
        for (int i = 0; i < 20; i++) {
            strangers[i] = raw_connect(host);
        }
        for (int i = 0; i < 20; i++) {
            platform_socket_close(strangers[i]);
        }
        int joined = 0, left = 0;
        while (left < 20) {
            net_event e = next_event(host);
            if (e.kind == NET_EVENT_JOINED) {
                assert_true(e.peer > last_id);
                last_id = e.peer;
                joined++;
            } else {
                assert_int_equal(e.kind, NET_EVENT_LEFT);
                left++;
            }
        }
        assert_int_equal(joined, 20);
    }
    net_transport *ana = join(host);
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    assert_true(net_send(ana, NET_PEER_HOST, "after the storm"));
    assert_string_equal(next_event(host).text, "after the storm");
    net_transport_free(ana);
    net_transport_free(host);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The waker (net_set_waker) rouses a thread that sleeps elsewhere than in
 * net_wait as soon as an event is ready, on either end: what the game's loop
 * needs to hear a move at once without a timer. The time from a send to
 * the wake is measured: its 99th percentile must stay far under the 100 ms
 * a move may take from one window to the other. */
static void test_the_waker_wakes_a_sleeper_at_once(void **unused)
{
    (void)unused;
    enum { ROUNDS = 200 };
    waker_probe host_probe, guest_probe;
    waker_probe_init(&host_probe);
    waker_probe_init(&guest_probe);
    net_transport *host = listen_here();
    assert_true(net_set_waker(host, waker_probe_wake, &host_probe));
    net_transport *ana = join(host);
    assert_true(net_set_waker(ana, waker_probe_wake, &guest_probe));
    /* The joins wake both ends; the events are there when they wake. */
    assert_true(waker_probe_sleep(&host_probe, 0, PATIENCE_MS) > 0);
    net_event e;
    assert_true(net_poll(host, &e));
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    assert_true(waker_probe_sleep(&guest_probe, 0, PATIENCE_MS) > 0);
    assert_true(net_poll(ana, &e));
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    double latency[ROUNDS];
    for (int i = 0; i < ROUNDS; i++) {
        net_transport *from = i % 2 ? host : ana, *to = i % 2 ? ana : host;
        waker_probe *probe = i % 2 ? &guest_probe : &host_probe;
        int seen = waker_probe_wakes(probe);
        double sent = seconds_now();
        assert_true(net_send(from, i % 2 ? e.peer : NET_PEER_HOST, "moved 3 1 pass"));
        assert_true(waker_probe_sleep(probe, seen, PATIENCE_MS) > seen);
        latency[i] = seconds_now() - sent;
        net_event line;
        assert_true(net_poll(to, &line));
        assert_int_equal(line.kind, NET_EVENT_LINE);
        assert_string_equal(line.text, "moved 3 1 pass");
        if (i == 0)
            e.peer = line.peer; /* the host's number for ana */
    }
    qsort(latency, ROUNDS, sizeof latency[0], compare_doubles);
    double p99 = latency[ROUNDS * 99 / 100];
    fprintf(stderr, "direct waker: send to wake over loopback, median %.3f ms, p99 %.3f ms\n",
            latency[ROUNDS / 2] * 1e3, p99 * 1e3);
    assert_true(p99 < 0.1);
    /* A waker taken away is never called again. */
    assert_true(net_set_waker(host, NULL, NULL));
    int before = waker_probe_wakes(&host_probe);
    assert_true(net_send(ana, NET_PEER_HOST, "bye"));
    assert_int_equal(next_event(host).kind, NET_EVENT_LINE);
    assert_int_equal(waker_probe_wakes(&host_probe), before);
    /* A waker set while an event waits is called at once. */
    assert_true(net_send(host, e.peer, "sync"));
    net_wait(ana, PATIENCE_MS);
    int guest_before = waker_probe_wakes(&guest_probe);
    assert_true(net_set_waker(ana, waker_probe_wake, &guest_probe));
    assert_true(waker_probe_wakes(&guest_probe) > guest_before);
    net_transport_free(ana);
    net_transport_free(host);
    waker_probe_destroy(&host_probe);
    waker_probe_destroy(&guest_probe);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_host_says_its_real_port),
        cmocka_unit_test(test_lines_arrive_whole_and_in_order),
        cmocka_unit_test(test_the_longest_line_goes_and_a_longer_one_is_refused),
        cmocka_unit_test(test_a_drop_is_heard_by_both_ends),
        cmocka_unit_test(test_freeing_the_host_with_guests_connected),
        cmocka_unit_test(test_a_closed_port_is_refused),
        cmocka_unit_test(test_bad_addresses_and_a_busy_port_are_explained),
        cmocka_unit_test(test_ipv6_loopback_when_the_system_has_it),
        cmocka_unit_test(test_a_100_mb_line_drops_the_peer_and_costs_little),
        cmocka_unit_test(test_a_flood_of_empty_lines_is_slowed_not_stored),
        cmocka_unit_test(test_a_nul_byte_drops_the_peer),
        cmocka_unit_test(test_a_silent_peer_times_out_and_a_quiet_guest_does_not),
        cmocka_unit_test(test_a_peer_that_does_not_read_is_dropped),
        cmocka_unit_test(test_many_quick_connections),
        cmocka_unit_test(test_the_waker_wakes_a_sleeper_at_once),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
