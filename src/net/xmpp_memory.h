/* The memory of one libstrophe context, freed whole when the context ends.
 *
 * libstrophe leaves blocks behind when a connection ends in the middle of
 * its SCRAM login: the login's state is freed only by the handler of the
 * server's next answer, which a dropped, timed-out or closed connection
 * never runs (0.12, Debian's, and 0.14, the Windows build's, alike). A
 * context made with these functions keeps a list of its blocks, and its
 * owner frees what the library left once the context itself is freed. */
#ifndef VILLAGE_NET_XMPP_MEMORY_H
#define VILLAGE_NET_XMPP_MEMORY_H

#include <stddef.h>
#include <strophe.h>

typedef union xmpp_memory_block xmpp_memory_block;
union xmpp_memory_block {
    struct {
        xmpp_memory_block *prev, *next;
    } ring;
    max_align_t align; /* what follows the header stays aligned for any use */
};

typedef struct xmpp_memory {
    xmpp_memory_block held; /* the ring's head: every block alloc gave and free did not take */
    xmpp_mem_t functions;   /* xmpp_ctx_new keeps a pointer to them */
} xmpp_memory;

/* Starts an empty ring and returns the functions for xmpp_ctx_new. The
 * memory must not move while a context uses it. */
const xmpp_mem_t *xmpp_memory_start(xmpp_memory *memory);

/* After xmpp_ctx_free: frees every block still held and returns how many
 * there were (what the library left behind). */
size_t xmpp_memory_end(xmpp_memory *memory);

#endif
