/* The test PostgreSQL server (postgres_server.h): initdb makes a cluster in a
 * folder under the temporary directory, its configuration is appended to
 * postgresql.conf, and the postmaster is a child process that the kernel
 * stops if the test process dies. Under root every PostgreSQL program runs as
 * the 'postgres' user (the child drops to it before exec), which then owns
 * the folder. */
/* mkdtemp, kill, nftw, prctl, setgroups */
#define _GNU_SOURCE

#include "postgres_server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <glob.h>
#include <grp.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { START_TIMEOUT_MS = 30000, STOP_TIMEOUT_MS = 10000 };
/* Exit codes of a child that could not become the server's user. */
enum { EXIT_NO_USER = 125, EXIT_FOLDER_UNREACHABLE = 126, EXIT_NO_EXEC = 127 };
/* PostgreSQL refuses root; Debian's package makes this user. */
static const char *const SERVER_USER_UNDER_ROOT = "postgres";

static void sleep_ms(long ms)
{
    struct timespec t = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* The newest /usr/lib/postgresql/VERSION/bin (Debian keeps the server
 * programs off PATH), or the folder of an initdb on PATH. */
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
    const char *path = getenv("PATH");
    char dirs[4096];
    snprintf(dirs, sizeof dirs, "%s", path ? path : "/usr/bin:/bin");
    for (char *save = NULL, *dir = strtok_r(dirs, ":", &save); dir;
         dir = strtok_r(NULL, ":", &save)) {
        char initdb[4352], postgres[4352];
        snprintf(initdb, sizeof initdb, "%s/initdb", dir);
        snprintf(postgres, sizeof postgres, "%s/postgres", dir);
        if (access(initdb, X_OK) == 0 && access(postgres, X_OK) == 0) {
            snprintf(out, size, "%s", dir);
            return true;
        }
    }
    return false;
}

/* A port nothing listens on now: the kernel picks a free one. */
static int free_port(void)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t length = sizeof addr;
    int port = -1;
    if (fd >= 0 && bind(fd, (struct sockaddr *)&addr, sizeof addr) == 0 &&
        getsockname(fd, (struct sockaddr *)&addr, &length) == 0) {
        port = ntohs(addr.sin_port);
    }
    if (fd >= 0) {
        close(fd);
    }
    return port;
}

/* In a forked child: output to the log, the server's user under root, and
 * death with the parent when asked. Exits the child when it cannot. */
static void become_server_process(const postgres_server *server, pid_t parent, bool die_with_parent)
{
    int fd = open(server->log, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0) {
        dup2(fd, STDOUT_FILENO);
        dup2(fd, STDERR_FILENO);
        close(fd);
    }
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
    /* After the change of user, which clears it. */
    if (die_with_parent) {
        prctl(PR_SET_PDEATHSIG, SIGINT);
        if (getppid() != parent) {
            _exit(1);
        }
    }
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

/* Runs a PostgreSQL program to its end; its exit status, or -1. */
static int run(const postgres_server *server, char *const argv[])
{
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        become_server_process(server, parent, false);
        execv(argv[0], argv);
        _exit(EXIT_NO_EXEC);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) {
        return -1;
    }
    return WEXITSTATUS(status);
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

static bool answers(const postgres_server *server)
{
    char conninfo[256];
    postgres_conninfo(server, "postgres", conninfo, sizeof conninfo);
    return PQping(conninfo) == PQPING_OK;
}

static bool spawn_server(postgres_server *server, char *err, size_t err_size)
{
    char postgres[300];
    snprintf(postgres, sizeof postgres, "%s/postgres", server->bin);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* SIGINT is PostgreSQL's fast shutdown: sessions end, the server
         * stops its backends; a test that crashes leaves nothing. */
        become_server_process(server, parent, true);
        execl(postgres, postgres, "-D", server->data, (char *)NULL);
        _exit(EXIT_NO_EXEC);
    }
    if (pid < 0) {
        snprintf(err, err_size, "cannot start postgres: %s", strerror(errno));
        return false;
    }
    server->pid = pid;
    for (int waited = 0; waited < START_TIMEOUT_MS; waited += 50) {
        if (answers(server)) {
            return true;
        }
        int status;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            server->pid = 0;
            say_exit(WIFEXITED(status) ? WEXITSTATUS(status) : -1, server, "postgres", err,
                     err_size);
            return false;
        }
        sleep_ms(50);
    }
    snprintf(err, err_size, "postgres did not answer on 127.0.0.1:%d within %d ms", server->port,
             START_TIMEOUT_MS);
    return false;
}

static void print_log(const postgres_server *server)
{
    FILE *log = fopen(server->log, "r");
    char line[512];
    while (log && fgets(line, sizeof line, log)) {
        fprintf(stderr, "postgres: %s", line);
    }
    if (log) {
        fclose(log);
    }
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
    const char *tmp = getenv("TMPDIR");
    snprintf(server->folder, sizeof server->folder, "%s/village-postgres-XXXXXX",
             tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(server->folder)) {
        snprintf(err, err_size, "cannot make a folder for postgres: %s", strerror(errno));
        server->folder[0] = '\0';
        return false;
    }
    snprintf(server->data, sizeof server->data, "%s/data", server->folder);
    snprintf(server->log, sizeof server->log, "%s/postgres.log", server->folder);
    if (geteuid() == 0) {
        const struct passwd *user = getpwnam(SERVER_USER_UNDER_ROOT);
        if (user && chown(server->folder, user->pw_uid, user->pw_gid) != 0) {
            snprintf(err, err_size, "cannot give %s to '%s': %s", server->folder,
                     SERVER_USER_UNDER_ROOT, strerror(errno));
            postgres_stop(server);
            return false;
        }
    }
    server->port = free_port();
    char initdb[300];
    snprintf(initdb, sizeof initdb, "%s/initdb", server->bin);
    char *argv[] = {
        initdb,         "--pgdata",        server->data, "--username", POSTGRES_TEST_USER,
        "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync",  NULL};
    int status = run(server, argv);
    bool ok = server->port > 0;
    if (ok && status != 0) {
        say_exit(status, server, "initdb", err, err_size);
        ok = false;
    }
    ok = ok && write_config(server, durable, err, err_size) && spawn_server(server, err, err_size);
    if (!ok) {
        /* Say what the server said before its folder goes. */
        print_log(server);
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
    if (server->pid <= 0) {
        return;
    }
    kill(server->pid, SIGINT);
    int status;
    int waited = 0;
    while (waitpid(server->pid, &status, WNOHANG) == 0) {
        if (waited >= STOP_TIMEOUT_MS) {
            /* Immediate shutdown: the postmaster still ends its backends. */
            kill(server->pid, SIGQUIT);
            waitpid(server->pid, &status, 0);
            break;
        }
        sleep_ms(20);
        waited += 20;
    }
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
        print_log(server);
        return false;
    }
    return true;
}

static int remove_entry(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    (void)type;
    (void)ftw;
    remove(path);
    return 0;
}

void postgres_stop(postgres_server *server)
{
    stop_process(server);
    if (server->folder[0]) {
        nftw(server->folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        server->folder[0] = '\0';
    }
}
