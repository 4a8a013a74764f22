/* The big blocks SDL allocates through (big_blocks.h): a large block is
 * mapped on its own and given back on free, a small one and one the C
 * library made stay the C library's, realloc keeps the contents across
 * both kinds, and calloc gives zeros. Where blocks are not mapped (not
 * Linux, AddressSanitizer) the same contract holds with none mapped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "platform/big_blocks.h"

enum { PICTURE = 1920 * 1080 * 4, SMALL = 4096 };

static int mapped_when_useful(int count)
{
    return platform_big_blocks_useful() ? count : 0;
}

static void fill(unsigned char *p, size_t size, unsigned seed)
{
    for (size_t i = 0; i < size; i++)
        p[i] = (unsigned char)(i * 31u + seed);
}

static void assert_filled(const unsigned char *p, size_t size, unsigned seed)
{
    for (size_t i = 0; i < size; i++)
        if (p[i] != (unsigned char)(i * 31u + seed))
            fail_msg("byte %zu of %zu changed", i, size);
}

static void test_a_picture_is_mapped_and_given_back(void **state)
{
    (void)state;
    int before = platform_big_blocks_mapped();
    unsigned char *picture = platform_big_blocks_malloc(PICTURE);
    assert_non_null(picture);
    assert_int_equal(platform_big_blocks_mapped(), before + mapped_when_useful(1));
    fill(picture, PICTURE, 7);
    assert_filled(picture, PICTURE, 7);
    unsigned char *small = platform_big_blocks_malloc(SMALL);
    assert_non_null(small);
    assert_int_equal(platform_big_blocks_mapped(), before + mapped_when_useful(1));
    platform_big_blocks_free(small);
    platform_big_blocks_free(picture);
    platform_big_blocks_free(NULL);
    assert_int_equal(platform_big_blocks_mapped(), before);
}

static void test_calloc_gives_zeros_and_refuses_an_overflow(void **state)
{
    (void)state;
    unsigned char *zeros = platform_big_blocks_calloc(1080, 1920 * 4);
    assert_non_null(zeros);
    for (size_t i = 0; i < PICTURE; i++)
        if (zeros[i])
            fail_msg("byte %zu is %d", i, zeros[i]);
    platform_big_blocks_free(zeros);
    assert_null(platform_big_blocks_calloc(SIZE_MAX / 2, 4));
}

static void test_realloc_keeps_the_contents_across_kinds(void **state)
{
    (void)state;
    int before = platform_big_blocks_mapped();
    /* small to large: a C library block grows where the C library says */
    unsigned char *p = platform_big_blocks_malloc(SMALL);
    fill(p, SMALL, 3);
    p = platform_big_blocks_realloc(p, PICTURE);
    assert_non_null(p);
    assert_filled(p, SMALL, 3);
    platform_big_blocks_free(p);
    /* large to larger and back to small: mapped blocks move, the bytes too */
    p = platform_big_blocks_realloc(NULL, PICTURE);
    assert_non_null(p);
    fill(p, PICTURE, 5);
    p = platform_big_blocks_realloc(p, 2 * (size_t)PICTURE);
    assert_non_null(p);
    assert_filled(p, PICTURE, 5);
    assert_int_equal(platform_big_blocks_mapped(), before + mapped_when_useful(1));
    p = platform_big_blocks_realloc(p, SMALL);
    assert_non_null(p);
    assert_filled(p, SMALL, 5);
    assert_int_equal(platform_big_blocks_mapped(), before);
    platform_big_blocks_free(p);
}

static void test_a_block_of_the_c_library_is_freed_by_it(void **state)
{
    (void)state;
    /* allocated before the big blocks were installed: SDL may free it later */
    unsigned char *old = malloc(PICTURE);
    assert_non_null(old);
    fill(old, PICTURE, 9);
    old = platform_big_blocks_realloc(old, PICTURE + SMALL);
    assert_non_null(old);
    assert_filled(old, PICTURE, 9);
    platform_big_blocks_free(old);
}

static void test_many_pictures_at_once(void **state)
{
    (void)state;
    /* more than the table holds: the rest come from the C library; only
     * the last few are touched (each mapped one would be a huge page) */
    enum { COUNT = 300, TOUCHED = 250, SIZE = 1 << 20 };
    static unsigned char *blocks[COUNT];
    int before = platform_big_blocks_mapped();
    for (int i = 0; i < COUNT; i++) {
        blocks[i] = platform_big_blocks_malloc(SIZE);
        assert_non_null(blocks[i]);
        if (i >= TOUCHED) {
            blocks[i][0] = (unsigned char)i;
            blocks[i][SIZE - 1] = (unsigned char)(i + 1);
        }
    }
    assert_true(platform_big_blocks_mapped() > before || !platform_big_blocks_useful());
    for (int i = 0; i < COUNT; i++) {
        if (i >= TOUCHED) {
            assert_int_equal(blocks[i][0], (unsigned char)i);
            assert_int_equal(blocks[i][SIZE - 1], (unsigned char)(i + 1));
        }
        platform_big_blocks_free(blocks[i]);
    }
    assert_int_equal(platform_big_blocks_mapped(), before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_picture_is_mapped_and_given_back),
        cmocka_unit_test(test_calloc_gives_zeros_and_refuses_an_overflow),
        cmocka_unit_test(test_realloc_keeps_the_contents_across_kinds),
        cmocka_unit_test(test_a_block_of_the_c_library_is_freed_by_it),
        cmocka_unit_test(test_many_pictures_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
