/* What the host tells a guest who comes back (host_internal.h): the moves
 * played since its chair last acted, so that its table can say what
 * happened meanwhile. The lines are the ones every guest got as each move
 * was played (moved, events through net_events_for_chair): nothing a chair
 * did not see then leaves the host now. */
#include <stdio.h>
#include <stdlib.h>

#include "net/guest.h"
#include "net/host_internal.h"
#include "net/public_view.h"
#include "village/save.h"

/* The latest moves of the record, as a ring: each one's actor, text and
 * events; and the last move the chair made. */
typedef struct past_move {
    long seq;
    int actor;
    char text[NET_MOVE_TEXT_MAX + 1];
    village_events events;
} past_move;

typedef struct past_ring {
    int chair;
    long chair_last; /* -1: the chair has not moved */
    size_t seen;
    past_move moves[NET_GUEST_PAST_MAX];
} past_ring;

static bool keep(void *ctx, size_t index, const village_state *before, const village_move *m,
                 const village_events *ev, const village_state *after)
{
    (void)after;
    past_ring *r = ctx;
    if (before->actor == r->chair)
        r->chair_last = (long)index;
    int slot = (int)(index % NET_GUEST_PAST_MAX);
    r->moves[slot].seq = (long)index;
    r->moves[slot].actor = before->actor;
    if (village_move_format(before, m, r->moves[slot].text, sizeof r->moves[slot].text) <= 0)
        snprintf(r->moves[slot].text, sizeof r->moves[slot].text, "?");
    /* As a guest heard it live: the game was not over then. */
    net_events_for_chair(ev, r->chair, false, &r->moves[slot].events);
    r->seen = index + 1;
    return true;
}

void net_host_tell_past(const session *s, int chair, char *buf, size_t size, net_host_line_fn send,
                        void *ctx)
{
    const village_record *rec = session_record(s);
    past_ring *r = calloc(1, sizeof *r); /* large: not on the stack */
    if (!r)
        return;
    r->chair = chair;
    r->chair_last = -1;
    if (village_record_replay(rec, rec->move_count, keep, r, NULL)) {
        long first = r->chair_last + 1, oldest = (long)r->seen - NET_GUEST_PAST_MAX;
        if (first < oldest)
            first = oldest;
        for (long i = first < 0 ? 0 : first; i < (long)r->seen; i++) {
            const past_move *m = &r->moves[i % NET_GUEST_PAST_MAX];
            send(ctx, buf, net_write_moved(buf, size, m->seq, m->actor, m->text));
            send(ctx, buf, net_write_events(buf, size, m->seq, &m->events));
        }
    }
    free(r);
}
