/* The tests' servers' shared start (test_server.h). */
#define _POSIX_C_SOURCE 200809L

#include "test_server.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "child_process.h"
#include "local_port.h"

bool test_server_certificate(const char *folder, const char *name, const char *domain,
                             const char *other_domain, const char *log, char *err, size_t err_size)
{
    char key[400], cert[400], subject[200], alt[300];
    snprintf(key, sizeof key, "%s/%s.key", folder, name);
    snprintf(cert, sizeof cert, "%s/%s.crt", folder, name);
    snprintf(subject, sizeof subject, "/CN=%s", domain);
    snprintf(alt, sizeof alt, "subjectAltName=DNS:%s,DNS:%s", domain, other_domain);
    const char *argv[] = {
        "openssl", "req",   "-x509", "-newkey", "ec",    "-pkeyopt", "ec_paramgen_curve:prime256v1",
        "-nodes",  "-days", "2",     "-subj",   subject, "-addext",  alt,
        "-keyout", key,     "-out",  cert,      NULL};
    if (child_run(&(child_spec){.argv = argv, .out = log, .err = log}) != 0) {
        snprintf(err, err_size, "openssl could not make a certificate (see %s)", log);
        return false;
    }
    return true;
}

bool test_server_spawn(pid_t *pid, const char *const argv[], const char *const env[],
                       const char *log, int die_signal, char *err, size_t err_size)
{
    *pid = child_start(&(child_spec){
        .argv = argv, .env = env, .out = log, .err = log, .parent_death_signal = die_signal});
    if (*pid < 0) {
        *pid = 0;
        snprintf(err, err_size, "cannot start %s: %s", argv[0], strerror(errno));
        return false;
    }
    return true;
}

static bool accepts_connections(void *ctx)
{
    return local_port_accepts(*(const int *)ctx);
}

bool test_server_wait_for_port(pid_t *pid, int port, int timeout_ms, const char *what,
                               const char *log, char *err, size_t err_size)
{
    child_readiness up = child_wait_ready(*pid, accepts_connections, &port, timeout_ms, NULL);
    if (up == CHILD_READY)
        return true;
    if (up == CHILD_EXITED) {
        *pid = 0;
        snprintf(err, err_size, "%s stopped as it started (see %s)", what, log);
    } else {
        snprintf(err, err_size, "%s did not listen on 127.0.0.1:%d within %d ms (see %s)", what,
                 port, timeout_ms, log);
    }
    return false;
}
