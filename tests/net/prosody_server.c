/* The test Prosody server (prosody_server.h): a folder under the temporary
 * directory with the configuration, two self-signed certificates made by
 * the openssl command and the server's data; accounts registered with
 * prosodyctl before the server starts; the server a child process that the
 * kernel stops if the test process dies. */
/* mkdtemp, kill, nftw, prctl */
#define _GNU_SOURCE

#include "prosody_server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { START_TIMEOUT_MS = 15000, STOP_TIMEOUT_MS = 3000 };

static void sleep_ms(long ms)
{
    struct timespec t = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

static bool on_path(const char *program)
{
    const char *path = getenv("PATH");
    char dirs[4096];
    snprintf(dirs, sizeof dirs, "%s", path ? path : "/usr/bin:/bin");
    for (char *save = NULL, *dir = strtok_r(dirs, ":", &save); dir;
         dir = strtok_r(NULL, ":", &save)) {
        char candidate[4352];
        snprintf(candidate, sizeof candidate, "%s/%s", dir, program);
        if (access(candidate, X_OK) == 0) {
            return true;
        }
    }
    return false;
}

/* Runs a program with its output appended to log; its exit status, or -1. */
static int run(char *const argv[], const char *log)
{
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0) {
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) {
        return -1;
    }
    return WEXITSTATUS(status);
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

void prosody_closed_address(char *out, size_t size)
{
    snprintf(out, size, "127.0.0.1:%d", free_port());
}

static bool accepts_connections(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = {.sin_family = AF_INET,
                               .sin_port = htons((unsigned short)port),
                               .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    bool ok = fd >= 0 && connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0;
    if (fd >= 0) {
        close(fd);
    }
    return ok;
}

static bool make_certificate(const prosody_server *server, const char *name, char *err,
                             size_t err_size)
{
    char key[400], cert[400];
    snprintf(key, sizeof key, "%s/%s.key", server->folder, name);
    snprintf(cert, sizeof cert, "%s/%s.crt", server->folder, name);
    char *argv[] = {"openssl",
                    "req",
                    "-x509",
                    "-newkey",
                    "ec",
                    "-pkeyopt",
                    "ec_paramgen_curve:prime256v1",
                    "-nodes",
                    "-days",
                    "2",
                    "-subj",
                    "/CN=" PROSODY_DOMAIN,
                    "-addext",
                    "subjectAltName=DNS:" PROSODY_DOMAIN ",DNS:" PROSODY_ROOMS,
                    "-keyout",
                    key,
                    "-out",
                    cert,
                    NULL};
    if (run(argv, server->log) != 0) {
        snprintf(err, err_size, "openssl could not make a certificate (see %s)", server->log);
        return false;
    }
    return true;
}

static bool write_config(const prosody_server *server, int port, bool offline_storage, char *err,
                         size_t err_size)
{
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
        "log = { { levels = { min = \"info\" }, to = \"file\", filename = \"%s/prosody.log\" } }\n"
        "ssl = { certificate = \"%s/server.crt\", key = \"%s/server.key\" }\n"
        "VirtualHost \"" PROSODY_DOMAIN "\"\n"
        "VirtualHost \"" PROSODY_OTHER_DOMAIN "\"\n"
        "Component \"" PROSODY_ROOMS "\" \"muc\"\n"
        "  muc_tombstones = false\n",
        d, d, port, offline_storage ? ", \"offline\"" : "", offline_storage ? "" : ", \"offline\"",
        d, d, d);
    fclose(f);
    return true;
}

static bool register_account(const prosody_server *server, const prosody_account *account,
                             char *err, size_t err_size)
{
    char *argv[] = {"prosodyctl",          "--config",     (char *)server->config,    "register",
                    (char *)account->user, PROSODY_DOMAIN, (char *)account->password, NULL};
    if (run(argv, server->log) != 0) {
        snprintf(err, err_size, "prosodyctl could not register %s (see %s)", account->user,
                 server->log);
        return false;
    }
    return true;
}

static bool spawn_server(prosody_server *server, int port, char *err, size_t err_size)
{
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* A test that crashes must not leave a server behind. */
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != parent) {
            _exit(1);
        }
        int fd = open(server->log, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0) {
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        execlp("prosody", "prosody", "--config", server->config, (char *)NULL);
        _exit(127);
    }
    if (pid < 0) {
        snprintf(err, err_size, "cannot start prosody: %s", strerror(errno));
        return false;
    }
    server->pid = pid;
    for (int waited = 0; waited < START_TIMEOUT_MS; waited += 50) {
        if (accepts_connections(port)) {
            return true;
        }
        int status;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            server->pid = 0;
            snprintf(err, err_size, "prosody stopped as it started (see %s)", server->log);
            return false;
        }
        sleep_ms(50);
    }
    snprintf(err, err_size, "prosody did not listen on 127.0.0.1:%d within %d ms", port,
             START_TIMEOUT_MS);
    return false;
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
    const char *tmp = getenv("TMPDIR");
    snprintf(server->folder, sizeof server->folder, "%s/village-prosody-XXXXXX",
             tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(server->folder)) {
        snprintf(err, err_size, "cannot make a folder for prosody: %s", strerror(errno));
        server->folder[0] = '\0';
        return false;
    }
    snprintf(server->config, sizeof server->config, "%s/prosody.cfg.lua", server->folder);
    snprintf(server->ca_file, sizeof server->ca_file, "%s/server.crt", server->folder);
    snprintf(server->wrong_ca_file, sizeof server->wrong_ca_file, "%s/stranger.crt",
             server->folder);
    snprintf(server->log, sizeof server->log, "%s/prosody.log", server->folder);
    int port = free_port();
    snprintf(server->address, sizeof server->address, "127.0.0.1:%d", port);
    bool ok = port > 0 && make_certificate(server, "server", err, err_size) &&
              make_certificate(server, "stranger", err, err_size) &&
              write_config(server, port, options->offline_storage, err, err_size);
    for (size_t i = 0; ok && i < count; i++) {
        ok = register_account(server, &accounts[i], err, err_size);
    }
    ok = ok && spawn_server(server, port, err, err_size);
    if (!ok) {
        /* Say what the server said before its folder goes. */
        FILE *log = fopen(server->log, "r");
        char line[512];
        while (log && fgets(line, sizeof line, log)) {
            fprintf(stderr, "prosody: %s", line);
        }
        if (log) {
            fclose(log);
        }
        prosody_stop(server);
    }
    return ok;
}

static int remove_entry(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    (void)type;
    (void)ftw;
    remove(path);
    return 0;
}

void prosody_stop(prosody_server *server)
{
    if (server->pid > 0) {
        kill(server->pid, SIGTERM);
        int status;
        int waited = 0;
        while (waitpid(server->pid, &status, WNOHANG) == 0) {
            if (waited >= STOP_TIMEOUT_MS) {
                kill(server->pid, SIGKILL);
                waitpid(server->pid, &status, 0);
                break;
            }
            sleep_ms(20);
            waited += 20;
        }
        server->pid = 0;
    }
    if (server->folder[0]) {
        nftw(server->folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        server->folder[0] = '\0';
    }
}
