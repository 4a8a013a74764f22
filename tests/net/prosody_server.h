/* A throwaway Prosody XMPP server for the XMPP transport's tests: it listens
 * on 127.0.0.1 only, on a free port, with its configuration, a self-signed
 * certificate and its accounts in a temporary folder, and runs as the user
 * the tests run as. Linux only (it dies with the test process). */
#ifndef VILLAGE_TESTS_PROSODY_SERVER_H
#define VILLAGE_TESTS_PROSODY_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The server's XMPP domain and its multi-user chat service. */
#define PROSODY_DOMAIN "village.test"
#define PROSODY_ROOMS  "rooms.village.test"
/* A second domain the server serves with the same certificate, which does
 * not name it: a client must refuse it. */
#define PROSODY_OTHER_DOMAIN "other.test"

typedef struct prosody_account {
    const char *user; /* "ana": the JID is ana@village.test */
    const char *password;
} prosody_account;

typedef struct prosody_server {
    char folder[256];
    char config[320];
    char ca_file[320];       /* the server's own certificate: trust this */
    char wrong_ca_file[320]; /* another self-signed one: trusting only it must fail */
    char log[320];
    char address[32]; /* "127.0.0.1:PORT" */
    pid_t pid;
} prosody_server;

/* Starts the server with these accounts and waits until it accepts
 * connections. False with why in err (and nothing left behind) when Prosody
 * or OpenSSL is missing or the server does not come up. */
bool prosody_start(prosody_server *server, const prosody_account *accounts, size_t count, char *err,
                   size_t err_size);
/* What a test may change from prosody_start's server. */
typedef struct prosody_options {
    /* Keep a message to a user who is not logged in and deliver it at their
     * next login (Prosody's "offline" module); off, it is bounced. */
    bool offline_storage;
    /* When given, only these users (of PROSODY_DOMAIN: "referee") may make a
     * room on PROSODY_ROOMS, as a referee's operator sets it up
     * (docs/referee.md, "Only the referees make rooms"); NULL: anyone may,
     * as live play among friends needs. */
    const char *const *room_creators;
    size_t room_creator_count;
    /* When given, the first entry of this user (of PROSODY_DOMAIN:
     * "referee") into each room on PROSODY_ROOMS is dropped unanswered, as
     * a cluster node that died as the entry reached it would lose it; the
     * server's log says "lost the entry" each time. NULL: none is. */
    const char *lose_first_entry_of;
    /* The same for this user's first room configuration request (an owner's
     * form, "lost the configuration") and first member request (an
     * affiliation set, "lost the member request") to each room. */
    const char *lose_first_config_of;
    const char *lose_first_member_request_of;
} prosody_options;
/* prosody_start with these options. */
bool prosody_start_with(prosody_server *server, const prosody_account *accounts, size_t count,
                        const prosody_options *options, char *err, size_t err_size);
/* Stops the server and removes its folder. Safe on a server that never
 * started, and twice. */
void prosody_stop(prosody_server *server);

/* A cmocka group's setup and teardown around one server: started with
 * these accounts, or why said on stderr and -1 (not a skip: CI installs
 * Prosody, so a missing one is a broken setup); stopped. */
int prosody_group_start(prosody_server *server, const prosody_account *accounts, size_t count);
int prosody_group_stop(prosody_server *server);
/* "127.0.0.1:PORT" with nothing listening, for the unreachable server. */
void prosody_closed_address(char *out, size_t size);

#endif
