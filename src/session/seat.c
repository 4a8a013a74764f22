/* A seat source of any kind (the session's side of seat.h), and the seat of
 * a person at this computer, which answers the decision the table's chooser
 * hands in. */
#include <stdlib.h>

#include "session/seat.h"

struct seat_source {
    const seat_source_ops *ops;
    void *self;
};

seat_source *seat_source_new(const seat_source_ops *ops, void *self)
{
    seat_source *src = calloc(1, sizeof *src);
    if (!src) {
        if (ops->free)
            ops->free(self);
        return NULL;
    }
    src->ops = ops;
    src->self = self;
    return src;
}

void seat_source_free(seat_source *src)
{
    if (!src)
        return;
    if (src->ops->free)
        src->ops->free(src->self);
    free(src);
}

void seat_begin(seat_source *src, const seat_turn *turn)
{
    src->ops->begin(src->self, turn);
}

seat_answer seat_poll(seat_source *src, village_move *out)
{
    return src->ops->poll(src->self, out);
}

void seat_end(seat_source *src)
{
    if (src->ops->end)
        src->ops->end(src->self);
}

void seat_hear(seat_source *src, const seat_news *news)
{
    if (src->ops->heard)
        src->ops->heard(src->self, news);
}

bool seat_listens(const seat_source *src)
{
    return src && src->ops->heard;
}

/* The person's decision, handed in and not yet answered. */
typedef struct person_seat {
    bool decided;
    village_move move;
} person_seat;

static void person_begin(void *self, const seat_turn *turn)
{
    (void)turn; /* the person sees the table, not this view */
    ((person_seat *)self)->decided = false;
}

static seat_answer person_poll(void *self, village_move *out)
{
    person_seat *p = self;
    if (!p->decided)
        return SEAT_WAITING;
    p->decided = false;
    *out = p->move;
    return SEAT_ANSWERED;
}

static void person_end(void *self)
{
    ((person_seat *)self)->decided = false;
}

static const seat_source_ops PERSON_OPS = {
    .name = "person",
    .begin = person_begin,
    .poll = person_poll,
    .end = person_end,
    .free = free,
};

seat_source *seat_person_new(void)
{
    person_seat *p = calloc(1, sizeof *p);
    return p ? seat_source_new(&PERSON_OPS, p) : NULL;
}

bool seat_is_person(const seat_source *src)
{
    return src && src->ops == &PERSON_OPS;
}

bool seat_person_decide(seat_source *src, const village_move *m)
{
    if (!seat_is_person(src))
        return false;
    person_seat *p = src->self;
    p->move = *m;
    p->decided = true;
    return true;
}
