/* The test ejabberd cluster (ejabberd_cluster.h). ejabberdctl would switch
 * to the 'ejabberd' user and Debian's system folders, so each node is
 * started as ejabberdctl starts one, with erl directly: its configuration
 * in EJABBERD_CONFIG_PATH, its Mnesia spool with -mnesia dir, Erlang's
 * distribution on 127.0.0.1 and one port of its own
 * (inet_dist_use_interface, inet_dist_listen_min and max), and the test's
 * epmd (ERL_EPMD_ADDRESS, ERL_EPMD_PORT, -start_epmd false: no epmd of
 * the system's is started or used). A short-lived hidden node that does not
 * listen (-dist_listen false) joins the second node to the first and
 * registers the accounts. */
#define _POSIX_C_SOURCE 200809L

#include "ejabberd_cluster.h"

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "child_process.h"
#include "local_port.h"
#include "platform/secure_random.h"
#include "temp_folder.h"
#include "test_server.h"

/* ejabberd starts in a few seconds on a quiet machine; a loaded 2-core
 * machine running the sanitizer suite beside it takes several times that. */
enum {
    START_TIMEOUT_MS = 120000,
    JOIN_TIMEOUT_S = 120,
    STOP_TIMEOUT_MS = 5000,
    START_ATTEMPTS = 3
};

/* The ejabberd application's modules: where Debian puts them, as its
 * ejabberdctl says. */
static const char *const EJABBERD_LIBS = "/usr/lib/x86_64-linux-gnu";

bool ejabberd_installed(char *why, size_t why_size)
{
    const char *const programs[] = {"ejabberdctl", "erl", "epmd", "openssl"};
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        if (!child_find_on_path(programs[i], NULL, 0)) {
            snprintf(why, why_size,
                     "ejabberd is not installed (no %s): the cluster test needs Debian's "
                     "'ejabberd' (scripts/install-deps installs it)",
                     programs[i]);
            return false;
        }
    }
    return true;
}

static int run(const ejabberd_cluster *c, const char *const argv[], const char *const env[])
{
    return child_run(&(child_spec){.argv = argv, .env = env, .out = c->log, .err = c->log});
}

static bool make_certificate(ejabberd_cluster *c, char *err, size_t err_size)
{
    if (!test_server_certificate(c->folder, "server", EJABBERD_DOMAIN, EJABBERD_ROOMS, c->log, err,
                                 err_size))
        return false;
    char key[300], cert[300];
    snprintf(key, sizeof key, "%s/server.key", c->folder);
    snprintf(cert, sizeof cert, "%s/server.crt", c->folder);
    /* ejabberd reads the certificate and its key from one file. */
    char *crt = child_read_text(cert), *k = child_read_text(key);
    char pem[400];
    snprintf(pem, sizeof pem, "%s/server.pem", c->folder);
    FILE *f = crt && k ? fopen(pem, "w") : NULL;
    bool ok = f && fputs(crt, f) >= 0 && fputs(k, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    free(crt);
    free(k);
    if (!ok)
        snprintf(err, err_size, "cannot write %s", pem);
    snprintf(c->ca_file, sizeof c->ca_file, "%s", cert);
    return ok;
}

/* What matters for a referee's many rooms (docs/referee.md, "The XMPP side:
 * an ejabberd cluster"): rooms are loaded when entered, not all at start
 * (preload_rooms false), one account may be in every room it hosts
 * (max_user_conferences), no shaper slows a connection that carries them
 * all, and only the referees make rooms (access_create), so nobody else
 * can make a game's room while it is gone. No s2s, HTTP or stream
 * management: a lost client is gone at once. */
static bool write_config(const ejabberd_cluster *c, const ejabberd_node *n,
                         const ejabberd_room_creators *creators, char *err, size_t err_size)
{
    FILE *f = fopen(n->config, "w");
    if (!f) {
        snprintf(err, err_size, "cannot write %s: %s", n->config, strerror(errno));
        return false;
    }
    fprintf(f,
            "# A throwaway node for the Village tests: 127.0.0.1 only, this folder only.\n"
            "hosts: [\"" EJABBERD_DOMAIN "\"]\n"
            "loglevel: warning\n"
            "log_rotate_count: 0\n"
            "certfiles: [\"%s/server.pem\"]\n"
            "listen:\n"
            "  - port: %d\n"
            "    ip: \"127.0.0.1\"\n"
            "    module: ejabberd_c2s\n"
            "    starttls_required: true\n"
            "acl:\n"
            "  local:\n"
            "    user_regexp: \"\"\n"
            "  referees:\n"
            "    user:\n",
            c->folder, n->client_port);
    for (size_t i = 0; i < creators->count; i++)
        fprintf(f, "      - \"%s@" EJABBERD_DOMAIN "\"\n", creators->users[i]);
    fprintf(f, "access_rules:\n"
               "  local:\n"
               "    allow: local\n"
               "  c2s:\n"
               "    allow: all\n"
               "  room_creators:\n"
               "    allow: referees\n"
               "shaper_rules:\n"
               "  max_user_sessions: 100\n"
               "  max_user_offline_messages: 5000\n"
               "modules:\n"
               "  mod_disco: {}\n"
               "  mod_ping: {}\n"
               "  mod_roster: {}\n"
               "  mod_offline: {}\n"
               "  mod_muc:\n"
               "    host: \"" EJABBERD_ROOMS "\"\n"
               "    access: all\n"
               "    access_create: room_creators\n"
               "    access_persistent: all\n"
               "    access_admin: none\n"
               "    preload_rooms: false\n"
               "    max_user_conferences: 100000\n"
               "    history_size: 0\n");
    bool ok = fclose(f) == 0;
    if (!ok)
        snprintf(err, err_size, "cannot write %s", n->config);
    return ok;
}

/* What every Erlang program of the cluster finds in its environment: the
 * test's epmd, on loopback, and a home in the cluster's folder. */
typedef struct erlang_env {
    char epmd_port[40], home[300];
} erlang_env;

static void erlang_env_of(const ejabberd_cluster *c, erlang_env *e)
{
    snprintf(e->epmd_port, sizeof e->epmd_port, "ERL_EPMD_PORT=%d", c->epmd_port);
    snprintf(e->home, sizeof e->home, "HOME=%s", c->folder);
}

static bool start_epmd(ejabberd_cluster *c, char *err, size_t err_size)
{
    char port[16];
    snprintf(port, sizeof port, "%d", c->epmd_port);
    const char *argv[] = {"epmd", "-address", "127.0.0.1", "-port", port, NULL};
    return test_server_spawn(&c->epmd, argv, NULL, c->log, SIGKILL, err, err_size) &&
           test_server_wait_for_port(&c->epmd, c->epmd_port, 10000, "epmd", c->log, err, err_size);
}

static bool start_node(ejabberd_cluster *c, ejabberd_node *n, char *err, size_t err_size)
{
    erlang_env e;
    erlang_env_of(c, &e);
    char config[360], log[360], libs[80], crash[360];
    snprintf(config, sizeof config, "EJABBERD_CONFIG_PATH=%s", n->config);
    snprintf(log, sizeof log, "EJABBERD_LOG_PATH=%s", n->log);
    snprintf(libs, sizeof libs, "ERL_LIBS=%s", EJABBERD_LIBS);
    snprintf(crash, sizeof crash, "ERL_CRASH_DUMP=%s/crash.dump", n->spool);
    const char *env[] = {
        "ERL_EPMD_ADDRESS=127.0.0.1", e.epmd_port, e.home, config, log, libs, crash, NULL};
    char port[16], spool[340];
    snprintf(port, sizeof port, "%d", n->dist_port);
    snprintf(spool, sizeof spool, "\"%s\"", n->spool);
    const char *argv[] = {"erl",
                          "-name",
                          n->name,
                          "-setcookie",
                          c->cookie,
                          "-start_epmd",
                          "false",
                          "-noinput",
                          "-noshell",
                          "+K",
                          "true",
                          "-kernel",
                          "inet_dist_use_interface",
                          "{127,0,0,1}",
                          "inet_dist_listen_min",
                          port,
                          "inet_dist_listen_max",
                          port,
                          "-mnesia",
                          "dir",
                          spool,
                          "-mnesia", /* a crashed Mnesia's core: in the test's folder too */
                          "core_dir",
                          spool,
                          "-s",
                          "ejabberd",
                          NULL};
    /* A test that crashes must not leave a node behind. */
    return test_server_spawn(&n->pid, argv, env, n->log, SIGKILL, err, err_size);
}

static bool wait_for_clients(ejabberd_node *n, char *err, size_t err_size)
{
    char what[80];
    snprintf(what, sizeof what, "ejabberd node %s", n->name);
    return test_server_wait_for_port(&n->pid, n->client_port, START_TIMEOUT_MS, what, n->log, err,
                                     err_size);
}

/* The second node joins the first's cluster, then the accounts are made
 * once for both (Mnesia copies them). */
static bool join_and_register(ejabberd_cluster *c, const prosody_account *accounts, size_t count,
                              char *err, size_t err_size)
{
    size_t size = 1024 + count * 160;
    char *code = malloc(size);
    if (!code) {
        snprintf(err, err_size, "out of memory");
        return false;
    }
    /* A node takes clients before ejabberd has finished starting (its
     * listeners start before it waits for Mnesia and runs its start hooks),
     * and join_cluster begins by stopping ejabberd and Mnesia, a race with
     * a start still under way. Joins made as soon as the ports opened
     * failed twice in a row in one loaded run (one hung until the rpc's
     * timeout, one crashed Mnesia's transaction manager). So the join
     * waits until both nodes count ejabberd among their started
     * applications, as 'ejabberdctl started' does. */
    int at = snprintf(code, size,
                      "A = '%s', B = '%s',"
                      "Started = fun Wait(N, Ms) ->"
                      "  case catch lists:keymember(ejabberd, 1,"
                      "      rpc:call(N, application, which_applications, [], 5000)) of"
                      "    true -> true;"
                      "    _ when Ms > 0 -> timer:sleep(250), Wait(N, Ms - 250);"
                      "    _ -> false"
                      "  end end,"
                      "{true, true} = {Started(A, %d), Started(B, %d)},"
                      "ok = rpc:call(B, ejabberd_admin, join_cluster, [atom_to_binary(A)], %d),"
                      "Nodes = lists:sort(rpc:call(A, mnesia, system_info, [running_db_nodes])),"
                      "Nodes = lists:sort([A, B]),",
                      c->nodes[0].name, c->nodes[1].name, JOIN_TIMEOUT_S * 1000,
                      JOIN_TIMEOUT_S * 1000, JOIN_TIMEOUT_S * 1000);
    for (size_t i = 0; i < count && at > 0 && (size_t)at < size; i++) {
        at += snprintf(code + at, size - (size_t)at,
                       "{ok, _} = rpc:call(A, ejabberd_admin, register,"
                       " [<<\"%s\">>, <<\"" EJABBERD_DOMAIN "\">>, <<\"%s\">>], %d),",
                       accounts[i].user, accounts[i].password, JOIN_TIMEOUT_S * 1000);
    }
    if (at > 0 && (size_t)at < size)
        snprintf(code + at, size - (size_t)at, "halt(0).");
    erlang_env e;
    erlang_env_of(c, &e);
    char crash[360];
    snprintf(crash, sizeof crash, "ERL_CRASH_DUMP=%s/join-crash.dump", c->folder);
    const char *env[] = {"ERL_EPMD_ADDRESS=127.0.0.1", e.epmd_port, e.home, crash, NULL};
    char name[64];
    uint64_t suffix = platform_random64();
    snprintf(name, sizeof name, "join%08" PRIx32 "@127.0.0.1", (uint32_t)suffix);
    const char *argv[] = {"erl",      "-name",        name,    "-setcookie",  c->cookie,
                          "-hidden",  "-dist_listen", "false", "-start_epmd", "false",
                          "-noinput", "-noshell",     "-eval", code,          NULL};
    int status = run(c, argv, env);
    free(code);
    if (status != 0) {
        snprintf(err, err_size, "the nodes could not be joined into one cluster (see %s)", c->log);
        return false;
    }
    /* The joining node restarted ejabberd: it takes clients again. */
    return wait_for_clients(&c->nodes[1], err, err_size);
}

static bool start_once(ejabberd_cluster *c, const prosody_account *accounts, size_t count,
                       const ejabberd_room_creators *creators, char *err, size_t err_size)
{
    *c = (ejabberd_cluster){0};
    if (!temp_folder_fresh(c->folder, sizeof c->folder, "ejabberd")) {
        snprintf(err, err_size, "cannot make a folder for ejabberd: %s", strerror(errno));
        c->folder[0] = '\0';
        return false;
    }
    snprintf(c->log, sizeof c->log, "%s/cluster.log", c->folder);
    uint64_t secret[2] = {platform_random64(), platform_random64()};
    snprintf(c->cookie, sizeof c->cookie, "%016" PRIx64 "%016" PRIx64, secret[0], secret[1]);
    c->epmd_port = local_port_free();
    bool ok = c->epmd_port > 0 && (secret[0] | secret[1]) != 0;
    if (!ok)
        snprintf(err, err_size, "no free port or no random cookie");
    char folder[sizeof c->folder];
    snprintf(folder, sizeof folder, "%s", c->folder);
    for (int i = 0; ok && i < EJABBERD_NODES; i++) {
        ejabberd_node *n = &c->nodes[i];
        snprintf(n->name, sizeof n->name, "village%d@127.0.0.1", i + 1);
        n->client_port = local_port_free();
        n->dist_port = local_port_free();
        snprintf(n->address, sizeof n->address, "127.0.0.1:%d", n->client_port);
        snprintf(n->config, sizeof n->config, "%s/node%d.yml", folder, i + 1);
        snprintf(n->spool, sizeof n->spool, "%s/spool%d", folder, i + 1);
        snprintf(n->log, sizeof n->log, "%s/node%d.log", folder, i + 1);
        ok = n->client_port > 0 && n->dist_port > 0 && mkdir(n->spool, 0700) == 0 &&
             write_config(c, n, creators, err, err_size);
    }
    ok = ok && make_certificate(c, err, err_size) && start_epmd(c, err, err_size);
    /* Both nodes start at once: most of a node's start is its own. */
    for (int i = 0; ok && i < EJABBERD_NODES; i++)
        ok = start_node(c, &c->nodes[i], err, err_size);
    for (int i = 0; ok && i < EJABBERD_NODES; i++)
        ok = wait_for_clients(&c->nodes[i], err, err_size);
    ok = ok && join_and_register(c, accounts, count, err, err_size);
    if (!ok) {
        /* Say what the nodes said before their folder goes. */
        child_show_file(c->log, "cluster: ");
        for (int i = 0; i < EJABBERD_NODES; i++)
            child_show_file(c->nodes[i].log, "ejabberd: ");
        ejabberd_stop(c);
    }
    return ok;
}

bool ejabberd_start(ejabberd_cluster *c, const prosody_account *accounts, size_t count,
                    const ejabberd_room_creators *creators, char *err, size_t err_size)
{
    *c = (ejabberd_cluster){0};
    if (!ejabberd_installed(err, err_size))
        return false;
    /* Mnesia's join copies tables while the joining node restarts; on a
     * machine busy with other tests it has timed out (badrpc, timeout) or
     * aborted a table copy, twice in a row at a load average of 20. That is
     * the fixture, not what the tests check: a fresh pair of nodes, up to
     * START_ATTEMPTS times, before giving up. */
    for (int attempt = 1; attempt < START_ATTEMPTS; attempt++) {
        if (start_once(c, accounts, count, creators, err, err_size))
            return true;
        fprintf(stderr, "the ejabberd cluster did not form (%s): starting it again\n", err);
    }
    return start_once(c, accounts, count, creators, err, err_size);
}

void ejabberd_kill_node(ejabberd_cluster *c, int i)
{
    child_kill(c->nodes[i].pid);
    c->nodes[i].pid = 0;
}

void ejabberd_stop(ejabberd_cluster *c)
{
    for (int i = 0; i < EJABBERD_NODES; i++) {
        /* SIGTERM is init:stop for the Erlang runtime: ejabberd closes its
         * connections and Mnesia its files. */
        child_stop(c->nodes[i].pid, SIGTERM, STOP_TIMEOUT_MS, SIGKILL);
        c->nodes[i].pid = 0;
    }
    child_stop(c->epmd, SIGTERM, STOP_TIMEOUT_MS, SIGKILL);
    c->epmd = 0;
    if (c->folder[0]) {
        temp_folder_remove_tree(c->folder);
        c->folder[0] = '\0';
    }
}
