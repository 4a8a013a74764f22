/* The operating system's random source (secure_random.h): every call gives
 * new bytes, and secrets compare equal exactly when every byte is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "platform/secure_random.h"

static void test_draws_are_distinct_and_fill_every_byte(void **state)
{
    (void)state;
    enum { DRAWS = 256 };
    static uint64_t seen[DRAWS];
    for (int i = 0; i < DRAWS; i++) {
        seen[i] = platform_random64();
        assert_true(seen[i] != 0);
        for (int j = 0; j < i; j++)
            assert_true(seen[i] != seen[j]);
    }
    /* Each of the 64 bit positions is set in some draw and clear in
     * another: a source stuck on a bit would fail this. */
    uint64_t any = 0, all = ~0ull;
    for (int i = 0; i < DRAWS; i++) {
        any |= seen[i];
        all &= seen[i];
    }
    assert_true(any == ~0ull);
    assert_true(all == 0);
    unsigned char big[4096];
    memset(big, 0, sizeof big);
    assert_true(platform_random_bytes(big, sizeof big));
    int zeros = 0;
    for (size_t i = 0; i < sizeof big; i++)
        zeros += big[i] == 0;
    assert_true(zeros < 64); /* about 16 expected */
}

static void test_secrets_equal_compares_every_byte(void **state)
{
    (void)state;
    const char a[] = "0123456789abcdef0123456789abcdef";
    char b[sizeof a];
    memcpy(b, a, sizeof a);
    assert_true(platform_secrets_equal(a, b, sizeof a - 1));
    for (size_t i = 0; i < sizeof a - 1; i++) {
        b[i] ^= 1;
        assert_false(platform_secrets_equal(a, b, sizeof a - 1));
        b[i] ^= 1;
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_draws_are_distinct_and_fill_every_byte),
        cmocka_unit_test(test_secrets_equal_compares_every_byte),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
