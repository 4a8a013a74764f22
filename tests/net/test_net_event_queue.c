/* The one queue of events the transports and the referee's room hub keep
 * (net/event_queue.h): arrival order, the limit on how many, the memory it
 * counts, a tag carried with its event, and a taken event's text kept
 * until the next take. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "net/event_queue.h"

static void test_event_queue_keeps_order_tags_and_weight(void **unused)
{
    (void)unused;
    net_event_queue q = {0};
    assert_true(net_event_queue_push(&q, 3, NET_EVENT_JOINED, 1, "", 0));
    assert_true(net_event_queue_push_tagged(&q, 3, NET_EVENT_LINE, 2, "room@muc/ana", "a\0b", 3));
    assert_true(net_event_queue_push_tagged(&q, 3, NET_EVENT_LEFT, 0, NULL, "gone", 4));
    /* Full: nothing queued, nothing weighed. */
    size_t weight = q.bytes;
    assert_false(net_event_queue_push_tagged(&q, 3, NET_EVENT_LINE, 0, "x", "y", 1));
    assert_int_equal(q.count, 3);
    assert_int_equal(q.bytes, weight);
    /* The tag is weighed with the text: a flood of long addresses is bounded too. */
    assert_int_equal(weight, net_event_cost(0) + net_event_cost(3 + strlen("room@muc/ana") + 1) +
                                 net_event_cost(4));

    net_queued *e = net_event_queue_pop(&q);
    assert_int_equal(e->kind, NET_EVENT_JOINED);
    assert_null(e->tag);
    assert_string_equal(e->text, "");
    net_queued_free(e);
    e = net_event_queue_pop(&q);
    assert_int_equal(e->peer, 2);
    assert_string_equal(e->tag, "room@muc/ana");
    assert_int_equal(e->length, 3);
    assert_memory_equal(e->text, "a\0b", 4); /* its own NUL kept, and one after */
    net_queued_free(e);

    net_event ev;
    assert_true(net_event_queue_take(&q, &ev));
    assert_int_equal(ev.kind, NET_EVENT_LEFT);
    assert_string_equal(ev.text, "gone"); /* valid until the next take */
    assert_int_equal(q.count, 0);
    assert_int_equal(q.bytes, 0);
    assert_false(net_event_queue_take(&q, &ev));
    net_event_queue_clear(&q);
}

static void test_event_queue_clear_frees_tagged_events(void **unused)
{
    (void)unused;
    net_event_queue q = {0};
    for (int i = 0; i < 10; i++)
        assert_true(net_event_queue_push_tagged(&q, (size_t)-1, NET_EVENT_LINE, i,
                                                "someone@example.org", "hello", 5));
    net_event ev;
    assert_true(net_event_queue_take(&q, &ev));
    net_event_queue_clear(&q); /* the sanitizer build finds a leak */
    assert_null(q.head);
    assert_int_equal(q.count, 0);
    assert_int_equal(q.bytes, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_event_queue_keeps_order_tags_and_weight),
        cmocka_unit_test(test_event_queue_clear_frees_tagged_events),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
