/* malloc, calloc, realloc and free for a program that makes a few large
 * pixel buffers (a picture decoded, its texture, the window's frame): a
 * block of a megabyte or more is mapped on its own, on the OS's huge pages
 * where it gives them, so touching it costs a few page faults rather than
 * one per 4 KB page (at start, those faults were most of the CPU to the
 * title: docs/game.md, "Start"). Smaller blocks, and a block allocated
 * before these were installed, are the C library's. Safe from any thread.
 * Plain C: the caller hands them to SDL (SDL_SetMemoryFunctions). */
#ifndef VILLAGE_PLATFORM_BIG_BLOCKS_H
#define VILLAGE_PLATFORM_BIG_BLOCKS_H

#include <stdbool.h>
#include <stddef.h>

/* False where mapping blocks gains nothing (no huge pages: not Linux) or
 * would hide them from a checker (AddressSanitizer's own allocator): the
 * caller then keeps the C library's functions. */
bool platform_big_blocks_useful(void);

void *platform_big_blocks_malloc(size_t size);
void *platform_big_blocks_calloc(size_t count, size_t size);
void *platform_big_blocks_realloc(void *block, size_t size);
void platform_big_blocks_free(void *block);

/* Blocks mapped on their own now (tests). */
int platform_big_blocks_mapped(void);

#endif
