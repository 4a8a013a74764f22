/* The loop that plays a whole network game between the test's own sides
 * (test_net_play, test_net_play_xmpp): each side is a net_play with an easy
 * AI deciding for its person, and a step takes every side's news and lets
 * each AI decide when its person would. One copy, so the tests over every
 * transport play alike. Uses cmocka's assertions: a failure prints the seed
 * and fails the calling test. */
#ifndef VILLAGE_TESTS_NET_PLAY_LOOP_H
#define VILLAGE_TESTS_NET_PLAY_LOOP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/net_play.h"

/* A change net_play_turn handed out, as a side's log keeps it. */
typedef struct net_loop_move {
    int actor;
    village_move move;
    village_events events;
    bool over; /* the game was over after it */
} net_loop_move;

/* One computer at the table. */
typedef struct net_loop_side {
    net_play *np;     /* NULL: not at the table now; the loop steps over it */
    net_transport *t; /* owned by np: for waiting or asking only */
    seat_source *ai;  /* decides for the person at this computer */
    bool deciding;
    net_loop_move *log; /* the changes net_play_turn handed out; NULL: none kept */
    size_t log_size, logged;
    size_t first_logged; /* the host's move count when the log began */
} net_loop_side;

enum { NET_LOOP_SIDES_MAX = 4 };

typedef struct net_loop {
    const char *test; /* the test's name, for the seed line of a failure */
    uint64_t seed;    /* the game's; the AI's seeds come from it */
    net_loop_side *sides[NET_LOOP_SIDES_MAX];
    int count;
    double pause; /* seconds each step leaves the AI's threads the CPU */
} net_loop;

/* An easy AI and, when log_size > 0, a log of that many changes. */
void net_loop_side_init(net_loop_side *s, size_t log_size);
/* Its net_play, AI and log, all freed; the side zeroed. */
void net_loop_side_free(net_loop_side *s);
/* The computer dies: its net_play is freed (its AI stops deciding), its AI
 * and log kept for the one that comes back. */
void net_loop_side_leave(net_loop_side *s);

/* Prints "TEST: seed N (VILLAGE_TEST_SEED=N replays it)" to stderr. */
void net_loop_say_seed(const net_loop *l);
/* Every side at the table, in order: its news taken (logged), then its AI
 * asked; then the pause. */
void net_loop_step(net_loop *l);
/* Steps until until(ctx) holds; false after 'seconds' without it. The
 * bound only ends a hung test: the sanitizer build must not hit it. */
bool net_loop_run_until(net_loop *l, bool (*until)(void *ctx), void *ctx, double seconds);

#endif
