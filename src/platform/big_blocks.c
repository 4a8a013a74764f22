/* Large blocks mapped on their own, on huge pages where Linux gives them;
 * everything else the C library's (big_blocks.h). */
#if defined(__linux__)
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE, MAP_ANONYMOUS */
#endif

#include "platform/big_blocks.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define BIG_BLOCKS_CHECKED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BIG_BLOCKS_CHECKED 1
#endif
#endif

#if defined(__linux__) && !defined(BIG_BLOCKS_CHECKED)
#define BIG_BLOCKS_MAPPED 1
#include <pthread.h>
#include <sys/mman.h>
#endif

#ifdef BIG_BLOCKS_MAPPED

/* A megabyte: pictures, textures and frames are several; a line of text's
 * surface, a file's contents and SDL's own tables stay in the heap. */
enum { BIG_BLOCK_BYTES = 1 << 20, HUGE_PAGE_BYTES = 2 << 20, BIG_BLOCKS_MAX = 256 };

typedef struct big_block {
    void *start;
    size_t length; /* mapped, a whole number of huge pages */
    size_t size;   /* asked for: what realloc copies */
} big_block;

static pthread_mutex_t blocks_lock = PTHREAD_MUTEX_INITIALIZER;
static big_block blocks[BIG_BLOCKS_MAX];
static int block_count;

bool platform_big_blocks_useful(void)
{
    return true;
}

static size_t round_up(size_t n, size_t unit)
{
    return (n + unit - 1) / unit * unit;
}

/* Mapped at a huge page's boundary, so the whole block can be huge pages. */
static void *map_aligned(size_t length)
{
    size_t over = length + HUGE_PAGE_BYTES;
    char *raw = mmap(NULL, over, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    char *start = (char *)round_up((size_t)(uintptr_t)raw, HUGE_PAGE_BYTES);
    size_t head = (size_t)(start - raw), tail = over - head - length;
    if (head)
        munmap(raw, head);
    if (tail)
        munmap(start + length, tail);
    /* Refused (huge pages off): the block still works, on small pages. */
    madvise(start, length, MADV_HUGEPAGE);
    return start;
}

/* A mapped block, or NULL when the table is full or the OS says no: the
 * caller then asks the C library. */
static void *map_block(size_t size)
{
    if (size > SIZE_MAX - 2 * (size_t)HUGE_PAGE_BYTES)
        return NULL;
    size_t length = round_up(size, HUGE_PAGE_BYTES);
    void *start = map_aligned(length);
    if (!start)
        return NULL;
    pthread_mutex_lock(&blocks_lock);
    bool kept = block_count < BIG_BLOCKS_MAX;
    if (kept)
        blocks[block_count++] = (big_block){start, length, size};
    pthread_mutex_unlock(&blocks_lock);
    if (!kept) {
        munmap(start, length);
        return NULL;
    }
    return start;
}

/* The block's entry, taken out of the table when `take`; false if the
 * block is the C library's. */
static bool find_block(void *start, bool take, big_block *out)
{
    pthread_mutex_lock(&blocks_lock);
    bool found = false;
    for (int i = 0; i < block_count && !found; i++)
        if (blocks[i].start == start) {
            *out = blocks[i];
            if (take)
                blocks[i] = blocks[--block_count];
            found = true;
        }
    pthread_mutex_unlock(&blocks_lock);
    return found;
}

void *platform_big_blocks_malloc(size_t size)
{
    void *block = size >= BIG_BLOCK_BYTES ? map_block(size) : NULL;
    return block ? block : malloc(size);
}

void *platform_big_blocks_calloc(size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    /* A fresh mapping is zeros already. */
    void *block = count * size >= BIG_BLOCK_BYTES ? map_block(count * size) : NULL;
    return block ? block : calloc(count, size);
}

void platform_big_blocks_free(void *block)
{
    big_block mapped;
    if (!block)
        return;
    if (find_block(block, true, &mapped))
        munmap(mapped.start, mapped.length);
    else
        free(block);
}

void *platform_big_blocks_realloc(void *block, size_t size)
{
    if (!block)
        return platform_big_blocks_malloc(size);
    big_block mapped;
    if (!find_block(block, false, &mapped))
        return realloc(block, size); /* the C library's, and stays so */
    void *moved = platform_big_blocks_malloc(size);
    if (!moved)
        return NULL; /* realloc's failure leaves the block as it was */
    memcpy(moved, block, mapped.size < size ? mapped.size : size);
    platform_big_blocks_free(block);
    return moved;
}

int platform_big_blocks_mapped(void)
{
    pthread_mutex_lock(&blocks_lock);
    int count = block_count;
    pthread_mutex_unlock(&blocks_lock);
    return count;
}

#else /* no huge pages to gain, or a checker's allocator to keep */

bool platform_big_blocks_useful(void)
{
    return false;
}

void *platform_big_blocks_malloc(size_t size)
{
    return malloc(size);
}

void *platform_big_blocks_calloc(size_t count, size_t size)
{
    /* Refused here as where blocks are mapped: a checker's calloc aborts on it. */
    if (size && count > SIZE_MAX / size)
        return NULL;
    return calloc(count, size);
}

void *platform_big_blocks_realloc(void *block, size_t size)
{
    return realloc(block, size);
}

void platform_big_blocks_free(void *block)
{
    free(block);
}

int platform_big_blocks_mapped(void)
{
    return 0;
}

#endif
