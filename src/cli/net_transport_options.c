/* village-cli host and join's transport options (net_transport_options.h). */
#include "net_transport_options.h"

#include <string.h>

#include "cli.h"
#include "net/direct_transport.h"
#include "net/xmpp_transport.h"

bool cli_net_option(int argc, char **argv, int *i, cli_net_options *o)
{
    return cli_option(argc, argv, i, "--xmpp", &o->jid) ||
           cli_option(argc, argv, i, "--password", &o->password) ||
           cli_option(argc, argv, i, "--password-file", &o->password_file) ||
           cli_option(argc, argv, i, "--room", &o->room) ||
           cli_option(argc, argv, i, "--ca", &o->ca_file) ||
           cli_option(argc, argv, i, "--xmpp-server", &o->server) ||
           cli_option(argc, argv, i, "--host", &o->host_jid);
}

bool cli_net_options_complete(cli_net_options *o, const char *command)
{
    bool xmpp = o->jid || o->password || o->password_file || o->room || o->ca_file || o->server;
    if (xmpp && !cli_secret("--password-file", o->password_file, CLI_XMPP_PASSWORD_ENV,
                            o->password_text, sizeof o->password_text, &o->password))
        return false;
    if (xmpp && o->address) {
        cli_error("%s: an address or --xmpp, not both", command);
        return false;
    }
    if (xmpp && (!o->jid || !o->password || !o->room)) {
        cli_error("%s: --xmpp needs --room and a password (--password-file FILE, "
                  "VILLAGE_XMPP_PASSWORD, or --password)",
                  command);
        return false;
    }
    if (o->host_jid && (!xmpp || strcmp(command, "join") != 0)) {
        cli_error("%s: --host names the account that must host a room: join --xmpp only", command);
        return false;
    }
    if (!xmpp && !o->address) {
        cli_error("%s: an address (ADDRESS:PORT) or --xmpp JID --password P --room ROOM is needed",
                  command);
        return false;
    }
    return true;
}

net_transport *cli_net_transport(const cli_net_options *o, bool hosting, const char *nick)
{
    char err[512] = "";
    net_transport *t;
    if (o->address) {
        t = hosting ? net_direct_listen(o->address, err, sizeof err)
                    : net_direct_connect(o->address, err, sizeof err);
    } else {
        net_xmpp_account account = {.jid = o->jid,
                                    .password = o->password,
                                    .room = o->room,
                                    .nick = nick,
                                    .ca_file = o->ca_file,
                                    .server = o->server,
                                    .host_jid = hosting ? NULL : o->host_jid};
        t = hosting ? net_xmpp_host(&account, err, sizeof err)
                    : net_xmpp_join(&account, err, sizeof err);
    }
    if (!t)
        cli_error("%s: %s", hosting ? "host" : "join", err[0] ? err : "out of memory");
    return t;
}
