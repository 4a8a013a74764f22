/* A remote chair as a seat source (seat.h): its moves come from the guest
 * through the host, which checked them when they arrived; the session
 * checks them again with the rules before it plays them. Polling never
 * blocks: no move yet is SEAT_WAITING, as for an AI still thinking. */
#include <stdlib.h>

#include "net/host_internal.h"

typedef struct remote_seat {
    net_host *host;
    int chair;
    bool asked;
    long seq; /* the decision asked for: the record's move count */
} remote_seat;

static void remote_begin(void *self, const seat_turn *turn)
{
    remote_seat *r = self;
    r->asked = true;
    r->seq = (long)turn->move_number;
}

static seat_answer remote_poll(void *self, village_move *out)
{
    remote_seat *r = self;
    if (!r->asked || !net_host_take_move(r->host, r->chair, r->seq, out))
        return SEAT_WAITING;
    return SEAT_ANSWERED;
}

static void remote_end(void *self)
{
    ((remote_seat *)self)->asked = false;
}

static const seat_source_ops REMOTE_OPS = {
    .name = "remote",
    .begin = remote_begin,
    .poll = remote_poll,
    .end = remote_end,
    .free = free,
};

seat_source *net_remote_seat_new(net_host *h, int chair)
{
    remote_seat *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->host = h;
    r->chair = chair;
    return seat_source_new(&REMOTE_OPS, r);
}
