/* A network table in one process for the tests: a host (its session, the
 * host's AI chairs) and AI guests over the in-memory transport, stepped
 * together until a condition holds, with every line each guest received
 * kept, to look for what must never leave the host. */
#ifndef VILLAGE_TESTS_NET_TABLE_H
#define VILLAGE_TESTS_NET_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/guest.h"
#include "net/host.h"
#include "net/memory_transport.h"
#include "session/session.h"

enum { TABLE_GUESTS = 3 };

/* A transport that forwards to another and keeps the text of every line
 * it received (the bytes a guest got from the host). */
typedef struct recorded_transport {
    net_transport outer;
    net_transport *inner;
    char *bytes;
    size_t length, capacity;
    /* Called with every line sent through it (the host's end checks them). */
    void (*on_send)(void *ctx, const char *line, size_t length);
    void *ctx;
} recorded_transport;

typedef struct table_guest {
    recorded_transport wire;
    net_transport *inner;
    net_guest *guest;
    seat_source *ai;
    bool present;
} table_guest;

typedef struct net_table {
    net_memory_hub *hub, *old_hub; /* old: the hub of a host that stopped */
    net_transport *host_transport;
    recorded_transport host_wire; /* the host's end, every line checked as it leaves */
    session *s;
    net_host *host;
    table_guest guests[TABLE_GUESTS];
    /* What must never reach a guest: the words the host's generator held
     * after every move and the seed (sorted); and how many lines sent and
     * checked against them and against the pile's real order. */
    uint64_t *words;
    size_t word_count, word_capacity;
    long lines_checked, pile_checks;
    uint64_t seed;
} net_table;

uint64_t table_test_seed(void);

/* A new game of 'players' with the host's AI chairs at 'host_level' and
 * the rest remote; no guests yet. */
void table_open(net_table *t, int players, const bool remote[VILLAGE_MAX_PLAYERS], int host_level,
                uint64_t seed);
/* Hosts an existing session (a resumed one): a new hub and host. */
void table_host(net_table *t, session *s, const net_host_setup *setup);
/* Guest i joins (with token or NULL) and plays with an AI of this level. */
void table_join(net_table *t, int i, const char *token, int level);
/* Guest i's connection ends (killed): its transport is freed. */
void table_kill(net_table *t, int i);
/* The host's side stops: host, session and hub freed; the guests' ends
 * stay (their transports hear the host gone). */
void table_stop_host(net_table *t);
/* One round: the host reads, the session plays, every guest reads and acts. */
void table_step(net_table *t);
typedef bool (*table_condition)(net_table *t, void *ctx);
/* Steps until the condition holds; false after 'steps' steps. */
bool table_run_until(net_table *t, table_condition until, void *ctx, long steps);
bool table_game_over_everywhere(net_table *t, void *unused);
void table_close(net_table *t);

/* memmem for the received bytes. */
bool table_bytes_contain(const recorded_transport *w, const char *needle);

#endif
