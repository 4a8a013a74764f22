/* What the tests' own servers (tests/net/prosody_server.h,
 * tests/referee/ejabberd_cluster.h) share: the self-signed certificate a
 * server on 127.0.0.1 shows its clients, and a server's process started
 * with its output in its log and waited for until it takes connections on
 * its loopback port. One copy, so that each server starts and says why it
 * did not alike. */
#ifndef VILLAGE_TESTS_TEST_SERVER_H
#define VILLAGE_TESTS_TEST_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Makes folder/NAME.key and folder/NAME.crt with the openssl command: a
 * self-signed certificate (two days) for domain, also valid for
 * other_domain (a chat rooms' service); openssl's words appended to log. */
bool test_server_certificate(const char *folder, const char *name, const char *domain,
                             const char *other_domain, const char *log, char *err, size_t err_size);
/* Starts argv (env: "NAME=VALUE" strings added, NULL-terminated, or NULL),
 * its stdout and stderr appended to log; die_signal: what it gets when the
 * test process dies. The pid in *pid (0 when it could not start). */
bool test_server_spawn(pid_t *pid, const char *const argv[], const char *const env[],
                       const char *log, int die_signal, char *err, size_t err_size);
/* Waits up to timeout_ms until *pid takes connections on 127.0.0.1:port;
 * false with the reason, which names 'what' and the log (*pid 0 when the
 * process ended). */
bool test_server_wait_for_port(pid_t *pid, int port, int timeout_ms, const char *what,
                               const char *log, char *err, size_t err_size);

#endif
