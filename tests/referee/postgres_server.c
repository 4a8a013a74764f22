/* The test PostgreSQL server (postgres_server.h): initdb makes a cluster in a
 * folder of the test's own temporary folder (temp_folder.h), its
 * configuration is appended to postgresql.conf, and the postmaster is a child
 * process that the kernel stops if the test process dies (child_process.h).
 * Under root every PostgreSQL program runs as the 'postgres' user (the child
 * drops to it before exec), which then owns the folder. */
/* setgroups */
#define _GNU_SOURCE

#include "postgres_server.h"

#include <errno.h>
#include <inttypes.h>
#include <glob.h>
#include <grp.h>
#include <libpq-fe.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "child_process.h"
#include "local_port.h"
#include "temp_folder.h"

enum { START_TIMEOUT_MS = 30000, STOP_TIMEOUT_MS = 10000 };
/* Exit codes of a child that could not become the server's user (one that
 * could not run the program exits with 127). */
enum { EXIT_NO_USER = 125, EXIT_FOLDER_UNREACHABLE = 126 };
/* PostgreSQL refuses root; Debian's package makes this user. */
static const char *const SERVER_USER_UNDER_ROOT = "postgres";

/* The newest /usr/lib/postgresql/VERSION/bin (Debian keeps the server
 * programs off PATH), or the folder of the first initdb on PATH when a
 * postgres is beside it. */
static bool find_bin(char *out, size_t size)
{
    glob_t found;
    bool ok = false;
    if (glob("/usr/lib/postgresql/*/bin/postgres", 0, NULL, &found) == 0) {
        int best_version = -1;
        for (size_t i = 0; i < found.gl_pathc; i++) {
            int version = atoi(found.gl_pathv[i] + strlen("/usr/lib/postgresql/"));
            if (version > best_version) {
                best_version = version;
                snprintf(out, size, "%s", found.gl_pathv[i]);
            }
        }
        *strrchr(out, '/') = '\0';
        ok = true;
    }
    globfree(&found);
    if (ok) {
        return true;
    }
    char postgres[4352];
    if (!child_find_on_path("initdb", out, size)) {
        return false;
    }
    snprintf(postgres, sizeof postgres, "%s/postgres", out);
    return access(postgres, X_OK) == 0;
}

/* In a forked child, its output already in the log: the server's user under
 * root. Exits the child when it cannot. */
static void become_server_user(void *ctx)
{
    const postgres_server *server = ctx;
    if (geteuid() == 0) {
        const struct passwd *user = getpwnam(SERVER_USER_UNDER_ROOT);
        if (!user || setgroups(0, NULL) != 0 || setgid(user->pw_gid) != 0 ||
            setuid(user->pw_uid) != 0) {
            _exit(EXIT_NO_USER);
        }
    }
    if (access(server->folder, R_OK | W_OK | X_OK) != 0) {
        _exit(EXIT_FOLDER_UNREACHABLE);
    }
}

/* A PostgreSQL program run as the server's user, its output in the log;
 * die_signal is what it gets when the test process dies (0: nothing). */
static child_spec server_program(postgres_server *server, const char *const argv[], int die_signal)
{
    return (child_spec){.argv = argv,
                        .out = server->log,
                        .err = server->log,
                        .parent_death_signal = die_signal,
                        .in_child = become_server_user,
                        .ctx = server};
}

static void say_exit(int status, const postgres_server *server, const char *program, char *err,
                     size_t err_size)
{
    if (status == EXIT_NO_USER) {
        snprintf(err, err_size,
                 "the tests run as root and PostgreSQL refuses root, but there is no user '%s' "
                 "to run it as (scripts/install-deps installs Debian's postgresql, which makes it)",
                 SERVER_USER_UNDER_ROOT);
    } else if (status == EXIT_FOLDER_UNREACHABLE) {
        snprintf(err, err_size,
                 "the user '%s' cannot reach %s: set TMPDIR to a folder every user can enter",
                 SERVER_USER_UNDER_ROOT, server->folder);
    } else {
        snprintf(err, err_size, "%s failed (exit %d; see %s)", program, status, server->log);
    }
}

void postgres_conninfo(const postgres_server *server, const char *dbname, char *out, size_t size)
{
    snprintf(out, size,
             "host=127.0.0.1 port=%d user=" POSTGRES_TEST_USER " dbname=%s "
             "connect_timeout=5",
             server->port, dbname);
}

static bool write_config(const postgres_server *server, bool durable, char *err, size_t err_size)
{
    char path[400];
    snprintf(path, sizeof path, "%s/postgresql.conf", server->data);
    FILE *f = fopen(path, "a");
    if (!f) {
        snprintf(err, err_size, "cannot write %s: %s", path, strerror(errno));
        return false;
    }
    fprintf(f,
            "\n# A throwaway server for the Village tests: 127.0.0.1 only, this folder only.\n"
            "listen_addresses = '127.0.0.1'\n"
            "port = %d\n"
            "unix_socket_directories = '%s'\n"
            "max_connections = 60\n"
            "shared_buffers = 32MB\n"
            "logging_collector = off\n"
            "log_min_messages = warning\n"
            "%s",
            server->port, server->folder,
            durable ? "" : "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n");
    fclose(f);
    return true;
}

static bool answers(void *ctx)
{
    const postgres_server *server = ctx;
    char conninfo[256];
    postgres_conninfo(server, "postgres", conninfo, sizeof conninfo);
    return PQping(conninfo) == PQPING_OK;
}

static bool spawn_server(postgres_server *server, char *err, size_t err_size)
{
    char postgres[300];
    snprintf(postgres, sizeof postgres, "%s/postgres", server->bin);
    const char *argv[] = {postgres, "-D", server->data, NULL};
    /* SIGINT is PostgreSQL's fast shutdown: sessions end, the server
     * stops its backends; a test that crashes leaves nothing. */
    child_spec spec = server_program(server, argv, SIGINT);
    pid_t pid = child_start(&spec);
    if (pid < 0) {
        snprintf(err, err_size, "cannot start postgres: %s", strerror(errno));
        return false;
    }
    server->pid = pid;
    int status = 0;
    child_readiness up = child_wait_ready(pid, answers, server, START_TIMEOUT_MS, &status);
    if (up == CHILD_READY) {
        return true;
    }
    if (up == CHILD_EXITED) {
        server->pid = 0;
        say_exit(WIFEXITED(status) ? WEXITSTATUS(status) : -1, server, "postgres", err, err_size);
        return false;
    }
    snprintf(err, err_size, "postgres did not answer on 127.0.0.1:%d within %d ms", server->port,
             START_TIMEOUT_MS);
    return false;
}

bool postgres_start(postgres_server *server, bool durable, char *err, size_t err_size)
{
    *server = (postgres_server){0};
    if (!find_bin(server->bin, sizeof server->bin)) {
        snprintf(err, err_size,
                 "PostgreSQL is not installed: the referee's PostgreSQL tests need it "
                 "(scripts/install-deps installs the Debian package 'postgresql')");
        return false;
    }
    /* Its own folder in the test's: a test may start several servers. */
    static int servers;
    char name[32];
    snprintf(name, sizeof name, "postgres-%d", ++servers);
    if (!temp_folder_fresh(server->folder, sizeof server->folder, name)) {
        snprintf(err, err_size, "cannot make a folder for postgres: %s", strerror(errno));
        server->folder[0] = '\0';
        return false;
    }
    snprintf(server->data, sizeof server->data, "%s/data", server->folder);
    snprintf(server->log, sizeof server->log, "%s/postgres.log", server->folder);
    if (geteuid() == 0) {
        const struct passwd *user = getpwnam(SERVER_USER_UNDER_ROOT);
        if (user && !temp_folder_hand_over(server->folder, user->pw_uid, user->pw_gid)) {
            snprintf(err, err_size, "cannot give %s to '%s': %s", server->folder,
                     SERVER_USER_UNDER_ROOT, strerror(errno));
            postgres_stop(server);
            return false;
        }
    }
    server->port = local_port_free();
    char initdb[300];
    snprintf(initdb, sizeof initdb, "%s/initdb", server->bin);
    const char *argv[] = {
        initdb,         "--pgdata",        server->data, "--username", POSTGRES_TEST_USER,
        "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync",  NULL};
    child_spec spec = server_program(server, argv, 0);
    int status = child_run(&spec);
    bool ok = server->port > 0;
    if (ok && status != 0) {
        say_exit(status, server, "initdb", err, err_size);
        ok = false;
    }
    ok = ok && write_config(server, durable, err, err_size) && spawn_server(server, err, err_size);
    if (!ok) {
        /* Say what the server said before its folder goes. */
        child_show_file(server->log, "postgres: ");
        postgres_stop(server);
    }
    return ok;
}

static PGconn *connect_as_superuser(const postgres_server *server, const char *dbname, char *err,
                                    size_t err_size)
{
    char conninfo[256];
    postgres_conninfo(server, dbname, conninfo, sizeof conninfo);
    PGconn *connection = PQconnectdb(conninfo);
    if (PQstatus(connection) != CONNECTION_OK) {
        snprintf(err, err_size, "cannot connect to the test server: %s",
                 PQerrorMessage(connection));
        PQfinish(connection);
        return NULL;
    }
    return connection;
}

bool postgres_exec(const postgres_server *server, const char *dbname, const char *sql, char *err,
                   size_t err_size)
{
    PGconn *connection = connect_as_superuser(server, dbname, err, err_size);
    if (!connection) {
        return false;
    }
    PGresult *result = PQexec(connection, sql);
    ExecStatusType status = PQresultStatus(result);
    bool ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
    if (!ok) {
        snprintf(err, err_size, "%s: %s", sql, PQerrorMessage(connection));
    }
    PQclear(result);
    PQfinish(connection);
    return ok;
}

bool postgres_create_database(const postgres_server *server, const char *dbname, char *err,
                              size_t err_size)
{
    char sql[200];
    snprintf(sql, sizeof sql, "CREATE DATABASE \"%s\"", dbname);
    return postgres_exec(server, "postgres", sql, err, err_size);
}

static void stop_process(postgres_server *server)
{
    /* Fast shutdown, then immediate: the postmaster still ends its backends. */
    child_stop(server->pid, SIGINT, STOP_TIMEOUT_MS, SIGQUIT);
    server->pid = 0;
}

void postgres_pause(postgres_server *server)
{
    stop_process(server);
}

bool postgres_resume(postgres_server *server, char *err, size_t err_size)
{
    if (server->pid > 0) {
        return true;
    }
    if (!spawn_server(server, err, err_size)) {
        child_show_file(server->log, "postgres: ");
        return false;
    }
    return true;
}

void postgres_stop(postgres_server *server)
{
    stop_process(server);
    if (server->folder[0]) {
        temp_folder_remove_tree(server->folder);
        server->folder[0] = '\0';
    }
}

void postgres_game_holder(const postgres_server *server, const char *dbname, uint64_t id, char *out,
                          size_t size)
{
    char conninfo[256], sql[160];
    postgres_conninfo(server, dbname, conninfo, sizeof conninfo);
    snprintf(sql, sizeof sql, "SELECT coalesce(holder, '') FROM referee_games WHERE id = %" PRId64,
             (int64_t)id);
    PGconn *conn = PQconnectdb(conninfo);
    PGresult *r = PQexec(conn, sql);
    out[0] = '\0';
    if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1)
        snprintf(out, size, "%s", PQgetvalue(r, 0, 0));
    PQclear(r);
    PQfinish(conn);
}
