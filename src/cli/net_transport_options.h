/* The transport options village-cli host and join share (docs/cli.md,
 * "Network play"): an address for the direct transport, or an XMPP account
 * and room. */
#ifndef VILLAGE_CLI_NET_TRANSPORT_OPTIONS_H
#define VILLAGE_CLI_NET_TRANSPORT_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "net/transport.h"

typedef struct cli_net_options {
    const char *address;                                  /* direct: ADDRESS:PORT */
    const char *jid, *password, *room, *ca_file, *server; /* XMPP */
    const char *host_jid; /* join --host: the account(s) the room's host must be */
    const char *password_file;
    char password_text[1024]; /* the password read from the file or the environment */
} cli_net_options;

/* The environment variable that may hold the XMPP account's password. */
#define CLI_XMPP_PASSWORD_ENV "VILLAGE_XMPP_PASSWORD"

/* Reads --xmpp JID, --password P, --password-file FILE, --room
 * ROOM@SERVICE, --ca CERT, --xmpp-server HOST:PORT or --host JID[,JID…]
 * at argv[*i]; false when it is none of them. */
bool cli_net_option(int argc, char **argv, int *i, cli_net_options *o);
/* Exactly one of an address and --xmpp (with a password: --password-file,
 * VILLAGE_XMPP_PASSWORD or --password, and --room); --host only for a
 * guest, with --xmpp. False after saying what is missing or wrong. */
bool cli_net_options_complete(cli_net_options *o, const char *command);
/* The transport: listening (host) or connecting (guest) at the address, or
 * in the XMPP room under 'nick'. NULL after a message. */
net_transport *cli_net_transport(const cli_net_options *o, bool hosting, const char *nick);

#endif
