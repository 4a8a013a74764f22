/* The memory of a libstrophe context (net/xmpp_memory.h): blocks given out
 * stay aligned and keep their bytes through realloc; the end frees what was
 * never freed and counts it; a real context made with it frees all it made
 * when nothing is left behind, and what a library leaves behind (here a
 * stanza never released, as libstrophe leaves a SCRAM login's state when
 * the connection ends mid-login) is freed at the end, which the sanitizer
 * build's leak check would report otherwise. */
#include <setjmp.h>
#include <stdalign.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "net/xmpp_memory.h"

static void blocks_are_aligned_kept_and_counted(void **unused)
{
    (void)unused;
    xmpp_memory m;
    const xmpp_mem_t *f = xmpp_memory_start(&m);
    char *a = f->alloc(3, f->userdata);
    char *b = f->alloc(100, f->userdata);
    char *c = f->alloc(1, f->userdata);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(c);
    assert_int_equal((uintptr_t)b % alignof(max_align_t), 0);
    memcpy(a, "ab", 3);
    a = f->realloc(a, 100000, f->userdata); /* large enough to move */
    assert_non_null(a);
    assert_string_equal(a, "ab");
    assert_int_equal((uintptr_t)a % alignof(max_align_t), 0);
    f->free(b, f->userdata);
    f->free(NULL, f->userdata);
    char *d = f->realloc(NULL, 8, f->userdata); /* realloc of nothing: an alloc */
    assert_non_null(d);
    assert_int_equal(xmpp_memory_end(&m), 3); /* a, c and d */
    assert_int_equal(xmpp_memory_end(&m), 0); /* and nothing twice */
}

static void a_context_frees_what_it_made(void **unused)
{
    (void)unused;
    xmpp_memory m;
    xmpp_ctx_t *ctx = xmpp_ctx_new(xmpp_memory_start(&m), NULL);
    assert_non_null(ctx);
    xmpp_stanza_t *s = xmpp_message_new(ctx, "chat", "ana@village.test", "id-1");
    assert_non_null(s);
    assert_int_equal(xmpp_message_set_body(s, "hello"), XMPP_EOK);
    xmpp_stanza_release(s);
    xmpp_ctx_free(ctx);
    assert_int_equal(xmpp_memory_end(&m), 0);
}

static void what_the_library_leaves_is_freed_at_the_end(void **unused)
{
    (void)unused;
    xmpp_memory m;
    xmpp_ctx_t *ctx = xmpp_ctx_new(xmpp_memory_start(&m), NULL);
    assert_non_null(ctx);
    xmpp_stanza_t *left = xmpp_message_new(ctx, "chat", "ana@village.test", "id-2");
    assert_non_null(left);
    assert_int_equal(xmpp_message_set_body(left, "never released"), XMPP_EOK);
    xmpp_ctx_free(ctx);
    assert_true(xmpp_memory_end(&m) >= 2); /* the stanza, its attributes, its body… */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(blocks_are_aligned_kept_and_counted),
        cmocka_unit_test(a_context_frees_what_it_made),
        cmocka_unit_test(what_the_library_leaves_is_freed_at_the_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
