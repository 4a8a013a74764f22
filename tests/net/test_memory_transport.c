/* The in-memory transport keeps the contract every transport keeps
 * (transport.h): joins heard on both ends, lines whole and in order, a
 * host's line to every guest, too long a line refused, a drop heard by
 * both ends, a host that goes away heard by its guests. */
/* clock_gettime, pthread_cond_timedwait (waker_probe.h) */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <time.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <stdlib.h>

#include "net/memory_transport.h"
#include "waker_probe.h"

static net_event next_event(net_transport *t)
{
    net_event e = {0};
    net_wait(t, 1000);
    assert_true(net_poll(t, &e));
    return e;
}

static void test_lines_arrive_whole_and_in_order(void **unused)
{
    (void)unused;
    net_memory_hub *hub = net_memory_hub_new();
    net_transport *host = net_memory_host(hub);
    assert_null(net_memory_host(hub));
    net_transport *ana = net_memory_join(hub);
    net_transport *bea = net_memory_join(hub);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int ana_id = e.peer;
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int bea_id = e.peer;
    assert_int_not_equal(ana_id, bea_id);
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    assert_int_equal(next_event(bea).kind, NET_EVENT_JOINED);

    assert_true(net_send(ana, NET_PEER_HOST, "hello 1"));
    assert_true(net_send(ana, NET_PEER_HOST, "move 2"));
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LINE);
    assert_int_equal(e.peer, ana_id);
    assert_string_equal(e.text, "hello 1");
    e = next_event(host);
    assert_string_equal(e.text, "move 2");
    assert_int_equal(e.length, 6);

    assert_true(net_send(host, NET_PEER_ALL, "state 3"));
    assert_string_equal(next_event(ana).text, "state 3");
    assert_string_equal(next_event(bea).text, "state 3");
    assert_true(net_send(host, bea_id, "only bea"));
    assert_string_equal(next_event(bea).text, "only bea");
    assert_false(net_poll(ana, &e));

    net_transport_free(bea);
    net_transport_free(ana);
    net_transport_free(host);
    net_memory_hub_free(hub);
}

static void test_too_long_a_line_is_refused(void **unused)
{
    (void)unused;
    net_memory_hub *hub = net_memory_hub_new();
    net_transport *host = net_memory_host(hub);
    net_transport *ana = net_memory_join(hub);
    char *line = malloc(NET_LINE_MAX + 2);
    assert_non_null(line);
    memset(line, 'x', NET_LINE_MAX + 1);
    line[NET_LINE_MAX + 1] = '\0';
    assert_false(net_send(ana, NET_PEER_HOST, line));
    line[NET_LINE_MAX] = '\0';
    assert_true(net_send(ana, NET_PEER_HOST, line));
    assert_false(net_send(ana, NET_PEER_HOST, "two\nlines"));
    free(line);
    net_transport_free(ana);
    net_transport_free(host);
    net_memory_hub_free(hub);
}

static void test_a_drop_is_heard_by_both_ends(void **unused)
{
    (void)unused;
    net_memory_hub *hub = net_memory_hub_new();
    net_transport *host = net_memory_host(hub);
    net_transport *ana = net_memory_join(hub);
    net_transport *bea = net_memory_join(hub);
    int ana_id = next_event(host).peer;
    int bea_id = next_event(host).peer;
    assert_int_equal(next_event(ana).kind, NET_EVENT_JOINED);
    assert_int_equal(next_event(bea).kind, NET_EVENT_JOINED);

    net_drop(host, ana_id);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_int_equal(e.peer, ana_id);
    assert_int_equal(next_event(ana).kind, NET_EVENT_LEFT);
    assert_false(net_send(ana, NET_PEER_HOST, "still here?"));
    assert_false(net_send(host, ana_id, "gone"));

    net_transport_free(host);
    e = next_event(bea);
    assert_int_equal(e.kind, NET_EVENT_LEFT);
    assert_true(strlen(e.text) > 0);
    assert_false(net_send(bea, NET_PEER_HOST, "anyone?"));
    (void)bea_id;
    net_transport_free(bea);
    net_transport_free(ana);
    net_memory_hub_free(hub);
}

/* The waker (net_set_waker) is called as each event is queued, for the end
 * that will poll it only; not once taken away; at once when set while an
 * event waits. */
static void test_the_waker_is_called_as_events_are_ready(void **unused)
{
    (void)unused;
    waker_probe host_probe, guest_probe;
    waker_probe_init(&host_probe);
    waker_probe_init(&guest_probe);
    net_memory_hub *hub = net_memory_hub_new();
    net_transport *host = net_memory_host(hub);
    assert_true(net_set_waker(host, waker_probe_wake, &host_probe));
    net_transport *ana = net_memory_join(hub);
    assert_int_equal(waker_probe_wakes(&host_probe), 1); /* ana's JOINED */
    assert_true(net_set_waker(ana, waker_probe_wake, &guest_probe));
    assert_int_equal(waker_probe_wakes(&guest_probe), 1); /* its JOINED was waiting */
    net_event e;
    assert_true(net_poll(ana, &e));
    assert_true(net_send(ana, NET_PEER_HOST, "hello"));
    assert_int_equal(waker_probe_wakes(&host_probe), 2);
    assert_int_equal(waker_probe_wakes(&guest_probe), 1);
    assert_true(net_poll(host, &e)); /* JOINED */
    assert_true(net_poll(host, &e));
    assert_string_equal(e.text, "hello");
    assert_true(net_send(host, e.peer, "welcome"));
    assert_int_equal(waker_probe_wakes(&guest_probe), 2);
    assert_true(net_set_waker(host, NULL, NULL));
    assert_true(net_send(ana, NET_PEER_HOST, "move"));
    assert_int_equal(waker_probe_wakes(&host_probe), 2);
    net_transport_free(ana);
    net_transport_free(host);
    net_memory_hub_free(hub);
    waker_probe_destroy(&host_probe);
    waker_probe_destroy(&guest_probe);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_arrive_whole_and_in_order),
        cmocka_unit_test(test_too_long_a_line_is_refused),
        cmocka_unit_test(test_a_drop_is_heard_by_both_ends),
        cmocka_unit_test(test_the_waker_is_called_as_events_are_ready),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
