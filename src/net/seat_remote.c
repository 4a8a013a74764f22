/* A remote chair as a seat source (seat.h): its moves come from the guest
 * through the host, which checked them when they arrived, or from the AI
 * standing in for the guest; the session checks them again with the rules
 * before it plays them. It hears every move and writes its guest's lines
 * (the move, its events as this chair may know them, the chair's view),
 * which the host sends at its next poll. Polling never blocks: no move yet
 * is SEAT_WAITING, as for an AI still thinking. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/protocol.h"
#include "net/public_view.h"
#include "net/remote_chair.h"

typedef struct remote_seat {
    net_remote_chair *chair;
    bool asked;
    seat_turn turn;               /* the decision asked, for a stand-in that comes mid-way */
    unsigned long stand_in_begun; /* the generation of the stand-in asked, or 0 */
    char line[NET_LINE_MAX + 1];
} remote_seat;

static void remote_begin(void *self, const seat_turn *turn)
{
    remote_seat *r = self;
    r->asked = true;
    r->turn = *turn;
    r->stand_in_begun = 0;
}

static seat_answer remote_poll(void *self, village_move *out)
{
    remote_seat *r = self;
    net_remote_chair *c = r->chair;
    if (!r->asked)
        return SEAT_WAITING;
    if (c->stand_in) {
        if (r->stand_in_begun != c->stand_in_generation) {
            seat_begin(c->stand_in, &r->turn);
            r->stand_in_begun = c->stand_in_generation;
        }
        return seat_poll(c->stand_in, out);
    }
    r->stand_in_begun = 0; /* the host ended that one: the guest is back */
    return net_remote_chair_take_move(c, (long)r->turn.move_number, out) ? SEAT_ANSWERED
                                                                         : SEAT_WAITING;
}

static void remote_end(void *self)
{
    remote_seat *r = self;
    net_remote_chair *c = r->chair;
    if (c->stand_in && r->stand_in_begun == c->stand_in_generation)
        seat_end(c->stand_in);
    r->asked = false;
    r->stand_in_begun = 0;
}

/* Keeps one line for the guest; a line that cannot be kept turns the news
 * into a view sent afresh. */
static void keep_line(net_remote_chair *c, const char *line, size_t length)
{
    if (length == 0 || c->news_lost) {
        c->news_lost = true;
        return;
    }
    if (c->news_length + length + 1 > c->news_capacity) {
        size_t capacity = c->news_capacity ? c->news_capacity : 4096;
        while (capacity < c->news_length + length + 1)
            capacity *= 2;
        char *grown = realloc(c->news, capacity);
        if (!grown) {
            c->news_lost = true;
            return;
        }
        c->news = grown;
        c->news_capacity = capacity;
    }
    memcpy(c->news + c->news_length, line, length);
    c->news[c->news_length + length] = '\n';
    c->news_length += length + 1;
}

/* The view carries only what this chair may see: the other chairs'
 * customers are counted, not named (public_view.h), and the view's text
 * is a function of the public position, so the session's re-dealt view
 * writes the same line the real state would. */
static void keep_view(remote_seat *r, const village_state *view, long seq)
{
    net_remote_chair *c = r->chair;
    int counts[VILLAGE_MAX_PLAYERS];
    char *json = net_view_json(view, c->chair, counts);
    if (!json) {
        c->news_lost = true;
        return;
    }
    size_t n = net_write_view(r->line, sizeof r->line, seq, net_public_hash(view), c->players,
                              counts, json);
    free(json);
    keep_line(c, r->line, n);
}

static void remote_heard(void *self, const seat_news *news)
{
    remote_seat *r = self;
    net_remote_chair *c = r->chair;
    /* An undo is never played in a hosted game; its news, had it come,
     * would be the view the next move sends. */
    if (!c->guest_listens || news->kind != SEAT_NEWS_MOVE)
        return;
    long seq = (long)news->move_number - 1;
    keep_line(c, r->line,
              net_write_moved(r->line, sizeof r->line, seq, news->actor, news->move_text));
    village_events known;
    net_events_for_chair(&news->events, c->chair, village_game_over(&news->view), &known);
    keep_line(c, r->line, net_write_events(r->line, sizeof r->line, seq, &known));
    keep_view(r, &news->view, (long)news->move_number);
}

static const seat_source_ops REMOTE_OPS = {
    .name = "remote",
    .begin = remote_begin,
    .poll = remote_poll,
    .end = remote_end,
    .heard = remote_heard,
    .free = free,
};

seat_source *net_remote_seat_new(net_remote_chair *chair)
{
    remote_seat *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->chair = chair;
    return seat_source_new(&REMOTE_OPS, r);
}

bool net_remote_chair_take_move(net_remote_chair *c, long seq, village_move *out)
{
    if (!c->has_move || c->seq != seq)
        return false;
    c->has_move = false;
    *out = c->move;
    return true;
}

void net_remote_chair_end_stand_in(net_remote_chair *c)
{
    if (!c->stand_in)
        return;
    seat_end(c->stand_in);
    seat_source_free(c->stand_in);
    c->stand_in = NULL;
}

void net_remote_chair_clear(net_remote_chair *c)
{
    net_remote_chair_end_stand_in(c);
    free(c->news);
    c->news = NULL;
    c->news_length = c->news_capacity = 0;
    c->news_lost = false;
    c->has_move = false;
}
