/* The test Prosody server (prosody_server.h): a folder in the test's
 * temporary folder (temp_folder.h) with the configuration, two self-signed
 * certificates made by the openssl command and the server's data; accounts
 * registered with prosodyctl before the server starts; the server a child
 * process that the kernel stops if the test process dies, started and
 * waited for as every test server is (test_server.h). */
#define _POSIX_C_SOURCE 200809L

#include "prosody_server.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "child_process.h"
#include "local_port.h"
#include "temp_folder.h"
#include "test_server.h"

enum { START_TIMEOUT_MS = 15000, STOP_TIMEOUT_MS = 3000 };

static bool on_path(const char *program)
{
    return child_find_on_path(program, NULL, 0);
}

/* Runs a program to its end with its output appended to the log; its exit
 * status, or -1. */
static int run(const prosody_server *server, const char *const argv[])
{
    return child_run(&(child_spec){.argv = argv, .out = server->log, .err = server->log});
}

void prosody_closed_address(char *out, size_t size)
{
    snprintf(out, size, "127.0.0.1:%d", local_port_free());
}

/* The rooms' service made only by these users: its admins (of that
 * service alone), who are not thereby owners of every room, so that a room
 * a stranger made still shows the stranger as its owner. */
static void write_room_creators(FILE *f, const prosody_options *options)
{
    if (!options->room_creators)
        return;
    fputs("  restrict_room_creation = \"admin\"\n"
          "  component_admins_as_room_owners = false\n"
          "  admins = {",
          f);
    for (size_t i = 0; i < options->room_creator_count; i++)
        fprintf(f, "%s \"%s@" PROSODY_DOMAIN "\"", i ? "," : "", options->room_creators[i]);
    fputs(" }\n", f);
}

/* A module of the rooms' service that drops, unanswered, one account's
 * first entry into each room, or its first configuration request, or its
 * first member (affiliation) request (prosody_options.lose_first_entry_of,
 * lose_first_config_of, lose_first_member_request_of). It runs before the
 * service's own handlers (priority -2), so the room never hears of what it
 * drops. */
static const char LOSE_MODULE[] =
    "-- The Village tests: a room's request lost on its way, as when the\n"
    "-- cluster node that held the room died as it arrived.\n"
    "local jid_bare = require \"util.jid\".bare;\n"
    "local function lose_first(option, what, event_name, matches)\n"
    "  local of = module:get_option_string(option);\n"
    "  if not of then return; end\n"
    "  local lost = {};\n"
    "  module:hook(event_name, function(event)\n"
    "    local stanza = event.stanza;\n"
    "    if jid_bare(stanza.attr.from) == of and matches(stanza) then\n"
    "      local room = jid_bare(stanza.attr.to);\n"
    "      if not lost[room] then\n"
    "        lost[room] = true;\n"
    "        module:log(\"info\", \"lost the %s of %s into %s\", what, of, room);\n"
    "        return true;\n"
    "      end\n"
    "    end\n"
    "  end, 10);\n"
    "end\n"
    "local muc = \"http://jabber.org/protocol/muc\";\n"
    "lose_first(\"village_lose_entry_of\", \"entry\", \"presence/full\", function(stanza)\n"
    "  return stanza.attr.type == nil and stanza:get_child(\"x\", muc) ~= nil;\n"
    "end);\n"
    "lose_first(\"village_lose_config_of\", \"configuration\",\n"
    "  \"iq-set/bare/\" .. muc .. \"#owner:query\", function() return true; end);\n"
    "lose_first(\"village_lose_member_request_of\", \"member request\",\n"
    "  \"iq-set/bare/\" .. muc .. \"#admin:query\", function(stanza)\n"
    "    local item = stanza.tags[1]:get_child(\"item\");\n"
    "    return item ~= nil and item.attr.affiliation ~= nil;\n"
    "  end);\n";

static bool write_lose_requests(const prosody_server *server, FILE *config,
                                const prosody_options *options, char *err, size_t err_size)
{
    const char *const of[] = {options->lose_first_entry_of, options->lose_first_config_of,
                              options->lose_first_member_request_of};
    static const char *const option[] = {"village_lose_entry_of", "village_lose_config_of",
                                         "village_lose_member_request_of"};
    if (!of[0] && !of[1] && !of[2])
        return true;
    char path[400];
    snprintf(path, sizeof path, "%s/mod_village_lose.lua", server->folder);
    FILE *f = fopen(path, "w");
    if (!f || fputs(LOSE_MODULE, f) < 0 || fclose(f) != 0) {
        snprintf(err, err_size, "cannot write %s: %s", path, strerror(errno));
        return false;
    }
    fputs("  modules_enabled = { \"village_lose\" }\n", config);
    for (int i = 0; i < 3; i++)
        if (of[i])
            fprintf(config, "  %s = \"%s@" PROSODY_DOMAIN "\"\n", option[i], of[i]);
    return true;
}

static bool write_config(const prosody_server *server, int port, const prosody_options *options,
                         char *err, size_t err_size)
{
    bool offline_storage = options->offline_storage;
    FILE *f = fopen(server->config, "w");
    if (!f) {
        snprintf(err, err_size, "cannot write %s: %s", server->config, strerror(errno));
        return false;
    }
    const char *d = server->folder;
    fprintf(
        f,
        "-- A throwaway server for the Village tests: 127.0.0.1 only, this folder only.\n"
        "-- The tests may run as root (CI does): the server stays the user that\n"
        "-- started it rather than switch to a 'prosody' user that may not exist.\n"
        "run_as_root = true\n"
        "daemonize = false\n"
        "pidfile = \"%s/prosody.pid\"\n"
        "data_path = \"%s/data\"\n"
        "interfaces = { \"127.0.0.1\" }\n"
        "local_interfaces = { \"127.0.0.1\" }\n"
        "c2s_ports = { %d }\n"
        "c2s_direct_tls_ports = { }\n"
        "modules_enabled = { \"disco\", \"saslauth\", \"tls\", \"ping\"%s }\n"
        "modules_disabled = { \"s2s\"%s }\n"
        "c2s_require_encryption = true\n"
        "authentication = \"internal_hashed\"\n"
        "storage = \"internal\"\n"
        "plugin_paths = { \"%s\" }\n"
        "log = { { levels = { min = \"info\" }, to = \"file\", filename = \"%s/prosody.log\" } }\n"
        "ssl = { certificate = \"%s/server.crt\", key = \"%s/server.key\" }\n"
        "VirtualHost \"" PROSODY_DOMAIN "\"\n"
        "VirtualHost \"" PROSODY_OTHER_DOMAIN "\"\n"
        "Component \"" PROSODY_ROOMS "\" \"muc\"\n"
        "  muc_tombstones = false\n"
        /* Prosody keeps 100 rooms in memory by default and swaps the
         * rest to disk, occupied or not: a referee holding thousands
         * of games would have every stanza read and write a room. */
        "  muc_room_cache_size = 20000\n",
        d, d, port, offline_storage ? ", \"offline\"" : "", offline_storage ? "" : ", \"offline\"",
        d, d, d, d);
    write_room_creators(f, options);
    if (!write_lose_requests(server, f, options, err, err_size)) {
        fclose(f);
        return false;
    }
    if (fclose(f) != 0) {
        snprintf(err, err_size, "cannot write %s: %s", server->config, strerror(errno));
        return false;
    }
    return true;
}

static bool register_account(const prosody_server *server, const prosody_account *account,
                             char *err, size_t err_size)
{
    const char *argv[] = {"prosodyctl",  "--config",     server->config,    "register",
                          account->user, PROSODY_DOMAIN, account->password, NULL};
    if (run(server, argv) != 0) {
        snprintf(err, err_size, "prosodyctl could not register %s (see %s)", account->user,
                 server->log);
        return false;
    }
    return true;
}

static bool spawn_server(prosody_server *server, int port, char *err, size_t err_size)
{
    const char *argv[] = {"prosody", "--config", server->config, NULL};
    /* A test that crashes must not leave a server behind. */
    return test_server_spawn(&server->pid, argv, NULL, server->log, SIGTERM, err, err_size) &&
           test_server_wait_for_port(&server->pid, port, START_TIMEOUT_MS, "prosody", server->log,
                                     err, err_size);
}

bool prosody_start(prosody_server *server, const prosody_account *accounts, size_t count, char *err,
                   size_t err_size)
{
    return prosody_start_with(server, accounts, count, &(prosody_options){0}, err, err_size);
}

bool prosody_start_with(prosody_server *server, const prosody_account *accounts, size_t count,
                        const prosody_options *options, char *err, size_t err_size)
{
    *server = (prosody_server){0};
    if (!on_path("prosody") || !on_path("prosodyctl")) {
        snprintf(err, err_size,
                 "Prosody is not installed: the XMPP tests need it "
                 "(scripts/install-deps installs the Debian package 'prosody')");
        return false;
    }
    if (!on_path("openssl")) {
        snprintf(err, err_size,
                 "openssl is not installed: the XMPP tests need it for their certificate "
                 "(scripts/install-deps installs it)");
        return false;
    }
    /* Its own folder in the test's: a test may start several servers. */
    static int servers;
    char name[32];
    snprintf(name, sizeof name, "prosody-%d", ++servers);
    if (!temp_folder_fresh(server->folder, sizeof server->folder, name)) {
        snprintf(err, err_size, "cannot make a folder for prosody: %s", strerror(errno));
        server->folder[0] = '\0';
        return false;
    }
    snprintf(server->config, sizeof server->config, "%s/prosody.cfg.lua", server->folder);
    snprintf(server->ca_file, sizeof server->ca_file, "%s/server.crt", server->folder);
    snprintf(server->wrong_ca_file, sizeof server->wrong_ca_file, "%s/stranger.crt",
             server->folder);
    snprintf(server->log, sizeof server->log, "%s/prosody.log", server->folder);
    int port = local_port_free();
    snprintf(server->address, sizeof server->address, "127.0.0.1:%d", port);
    bool ok = port > 0 &&
              test_server_certificate(server->folder, "server", PROSODY_DOMAIN, PROSODY_ROOMS,
                                      server->log, err, err_size) &&
              test_server_certificate(server->folder, "stranger", PROSODY_DOMAIN, PROSODY_ROOMS,
                                      server->log, err, err_size) &&
              write_config(server, port, options, err, err_size);
    for (size_t i = 0; ok && i < count; i++) {
        ok = register_account(server, &accounts[i], err, err_size);
    }
    ok = ok && spawn_server(server, port, err, err_size);
    if (!ok) {
        /* Say what the server said before its folder goes. */
        child_show_file(server->log, "prosody: ");
        prosody_stop(server);
    }
    return ok;
}

void prosody_stop(prosody_server *server)
{
    child_stop(server->pid, SIGTERM, STOP_TIMEOUT_MS, SIGKILL);
    server->pid = 0;
    if (server->folder[0]) {
        temp_folder_remove_tree(server->folder);
        server->folder[0] = '\0';
    }
}

int prosody_group_start(prosody_server *server, const prosody_account *accounts, size_t count)
{
    char err[512];
    if (!prosody_start(server, accounts, count, err, sizeof err)) {
        fprintf(stderr, "cannot start the test XMPP server: %s\n", err);
        return -1;
    }
    return 0;
}

int prosody_group_stop(prosody_server *server)
{
    prosody_stop(server);
    return 0;
}
