/* The memory of one libstrophe context (xmpp_memory.h): each block carries
 * a header that rings it with the context's other blocks. */
#include "net/xmpp_memory.h"

#include <stdint.h>
#include <stdlib.h>

static void ring_in(xmpp_memory *memory, xmpp_memory_block *b)
{
    b->ring.prev = &memory->held;
    b->ring.next = memory->held.ring.next;
    memory->held.ring.next->ring.prev = b;
    memory->held.ring.next = b;
}

static void ring_out(xmpp_memory_block *b)
{
    b->ring.prev->ring.next = b->ring.next;
    b->ring.next->ring.prev = b->ring.prev;
}

static void *memory_alloc(size_t size, void *userdata)
{
    if (size > SIZE_MAX - sizeof(xmpp_memory_block))
        return NULL;
    xmpp_memory_block *b = malloc(sizeof *b + size);
    if (!b)
        return NULL;
    ring_in(userdata, b);
    return b + 1;
}

static void memory_free(void *p, void *userdata)
{
    (void)userdata;
    if (!p)
        return;
    xmpp_memory_block *b = (xmpp_memory_block *)p - 1;
    ring_out(b);
    free(b);
}

static void *memory_realloc(void *p, size_t size, void *userdata)
{
    if (!p)
        return memory_alloc(size, userdata);
    if (size > SIZE_MAX - sizeof(xmpp_memory_block))
        return NULL;
    xmpp_memory_block *b = (xmpp_memory_block *)p - 1;
    /* Out of the ring while realloc may move it; back in either way (a
     * failed realloc leaves the old block, which the library still owns). */
    ring_out(b);
    xmpp_memory_block *moved = realloc(b, sizeof *b + size);
    ring_in(userdata, moved ? moved : b);
    return moved ? moved + 1 : NULL;
}

const xmpp_mem_t *xmpp_memory_start(xmpp_memory *memory)
{
    memory->held.ring.prev = memory->held.ring.next = &memory->held;
    memory->functions = (xmpp_mem_t){
        .alloc = memory_alloc, .free = memory_free, .realloc = memory_realloc, .userdata = memory};
    return &memory->functions;
}

size_t xmpp_memory_end(xmpp_memory *memory)
{
    size_t left = 0;
    while (memory->held.ring.next != &memory->held) {
        xmpp_memory_block *b = memory->held.ring.next;
        ring_out(b);
        free(b);
        left++;
    }
    return left;
}
