/* A throwaway ejabberd cluster for the referee's cluster test: two ejabberd
 * nodes (Debian's ejabberd, started directly with erl as the user the tests
 * run as), each with its own configuration, spool (Mnesia) and node name in
 * a folder of the test's temporary folder, one random cookie, and an epmd of
 * the test's own: everything listens on 127.0.0.1 only (XMPP, Erlang's
 * distribution, epmd), on free ports. The nodes are joined into one cluster
 * (ejabberd_admin:join_cluster, what `ejabberdctl join_cluster` runs) and
 * share accounts; each room's process lives on one node, and only the
 * users named as room creators may make a room. Linux only (the processes die with the test
 * process). */
#ifndef VILLAGE_TESTS_EJABBERD_CLUSTER_H
#define VILLAGE_TESTS_EJABBERD_CLUSTER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "prosody_server.h" /* prosody_account, and the same domain names */

/* The cluster serves the test Prosody's domain and room service, so that a
 * test's players and referees name accounts alike on either server. */
#define EJABBERD_DOMAIN PROSODY_DOMAIN
#define EJABBERD_ROOMS  PROSODY_ROOMS

enum { EJABBERD_NODES = 2 };

typedef struct ejabberd_node {
    char name[64];    /* "village1@127.0.0.1" */
    char address[32]; /* its XMPP clients' "127.0.0.1:PORT" */
    char config[320], spool[320], log[320];
    int client_port, dist_port;
    pid_t pid; /* 0 once stopped */
} ejabberd_node;

typedef struct ejabberd_cluster {
    char folder[256];
    char ca_file[320]; /* the nodes' one self-signed certificate: trust this */
    char log[320];     /* epmd's, openssl's and the joining's output */
    char cookie[40];
    int epmd_port;
    pid_t epmd;
    ejabberd_node nodes[EJABBERD_NODES];
} ejabberd_cluster;

/* Whether ejabberd, erl, epmd and openssl are installed; when not, why in
 * why (for the test's skip line). */
bool ejabberd_installed(char *why, size_t why_size);
/* The users (of EJABBERD_DOMAIN: "referee-one") that alone may make rooms
 * on EJABBERD_ROOMS. */
typedef struct ejabberd_room_creators {
    const char *const *users;
    size_t count;
} ejabberd_room_creators;

/* Starts epmd and both nodes (at once: they start in parallel), joins the
 * second to the first, registers the accounts and waits until both nodes
 * accept XMPP clients; a cluster that did not form is started afresh, up to three times in all.
 * False with why in err (and nothing left behind). */
bool ejabberd_start(ejabberd_cluster *c, const prosody_account *accounts, size_t count,
                    const ejabberd_room_creators *creators, char *err, size_t err_size);
/* Kills node i at once (SIGKILL, by its PID): a node lost, as a crash or a
 * power cut loses it; the other node goes on alone. */
void ejabberd_kill_node(ejabberd_cluster *c, int i);
/* Stops every node still running and epmd, by their PIDs, and removes the
 * folder. Safe on a cluster that never started, and twice. */
void ejabberd_stop(ejabberd_cluster *c);

#endif
