/* The loop every referee test with a world runs (test_referee_consent,
 * test_referee_faults, test_referee_game, test_referee_cluster,
 * test_referee_ejabberd): step the referee when it runs in the test's own
 * process, do what the test does at each step (read its players' lines,
 * watch the stored game, let its clients come and go), and stop once the
 * condition it needs holds. One copy, so every world waits alike: on its
 * condition, never on order or a sleep. */
#ifndef VILLAGE_TESTS_REFEREE_WORLD_H
#define VILLAGE_TESTS_REFEREE_WORLD_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "referee/referee.h"
#include "referee/store.h"
#include "wait_until.h"

typedef struct referee_world {
    /* The referee in this process, read at each step (NULL, or pointing
     * to NULL: none runs here). Between steps the loop waits up to 5 ms
     * for its next event. */
    referee *const *referee;
    /* What the test does at each step, after the referee's; NULL: nothing. */
    void (*look)(void *ctx);
    void *ctx;
    /* Seconds between steps without a referee here. */
    double pause;
} referee_world;

/* Steps the world until done(done_ctx) holds, asked after each step; false
 * once 'seconds' passed without it. The bound only ends a hung test: make
 * it generous, the sanitizer build must not hit it. */
bool referee_world_run_until(const referee_world *w, support_condition done, void *done_ctx,
                             double seconds);

/* ---- clients that come when their seat is to act, move, and go: a
 * referee test's world watching a game stored in the database ---- */

/* A seat's client. */
typedef struct visitor {
    pid_t pid;       /* 0 while away */
    long moves_then; /* the moves stored when it came */
    int visits;
} visitor;

typedef struct visiting {
    referee_store *store;
    uint64_t game;
    visitor *visitors; /* by seat */
    int first, last;   /* the seats that come and go: first..last */
    /* Starts seat's client (a login each time). */
    pid_t (*come)(void *ctx, int seat);
    /* The test's own look at the stored game before the clients move
     * (a server or a referee killed at some move); NULL: none. */
    void (*tick)(void *ctx, const referee_game *g);
    void *ctx;
    long until_moves; /* the visits end with this many moves stored, or the game's end */
    /* visitors[0..seats-1] are watched for a client that ends on its own
     * before the game does (it gave up, was refused or crashed): nothing
     * would start it again, so the world stops there (0: first..last). */
    int seats;
    referee_game seen; /* the stored game as last loaded */
    /* The first seat whose client ended on its own, and its wait status;
     * -1 while none did (visiting_init). */
    int ended_seat, ended_status;
} visiting;

/* Sets what visiting_look keeps: no client ended yet. */
void visiting_init(visiting *v);

/* A world's look (referee_world.look, ctx a visiting): loads the stored
 * game; unless it is over (visiting_over), notes a client that ended on its
 * own, the tick first, then each visiting seat's client goes (killed) once
 * its seat moved and comes when its seat is to act. */
void visiting_look(void *visiting_ctx);
/* A world's condition: the game finished, until_moves stored, or a
 * client ended on its own (ended_seat >= 0). */
bool visiting_over(void *visiting_ctx);
/* Seat's client has come now, at 'moves' stored moves. */
void visitor_came(visitor *v, pid_t pid, long moves);

#endif
