/* A throwaway PostgreSQL server for the referee's tests and benchmark: a
 * fresh cluster (initdb) in a temporary folder, listening on 127.0.0.1 only on
 * a free port, its unix socket inside that folder, trusting its one superuser
 * from 127.0.0.1. It runs as the user the tests run as; PostgreSQL refuses to
 * run as root, so under root (CI runs its tests as root) it runs as the
 * 'postgres' user that Debian's postgresql package creates. Linux only (it
 * dies with the test process). */
#ifndef VILLAGE_TESTS_POSTGRES_SERVER_H
#define VILLAGE_TESTS_POSTGRES_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The cluster's superuser: tests connect as this user, with no password. */
#define POSTGRES_TEST_USER "village"

typedef struct postgres_server {
    char folder[256];
    char data[320]; /* the cluster (initdb's folder) */
    char log[320];
    char bin[256]; /* the folder of initdb and postgres */
    int port;
    pid_t pid;
} postgres_server;

/* Starts a cluster and waits (at most 30 s) until it answers. durable false
 * turns fsync off: faster for the tests, which never survive a power cut;
 * the benchmark keeps it on to measure what a real server does. False with
 * why in err (and nothing left behind) when PostgreSQL is missing or does
 * not come up. */
bool postgres_start(postgres_server *server, bool durable, char *err, size_t err_size);
/* A libpq connection string for database dbname on this server, with a
 * connect timeout: "host=127.0.0.1 port=P user=village dbname=D …". */
void postgres_conninfo(const postgres_server *server, const char *dbname, char *out, size_t size);
/* Creates an empty database (each test gets its own). False with why in err. */
bool postgres_create_database(const postgres_server *server, const char *dbname, char *err,
                              size_t err_size);
/* Runs one SQL statement as the superuser on database dbname (a fault a test
 * injects: pg_terminate_backend, a lock held from outside). False with
 * PostgreSQL's message in err. */
bool postgres_exec(const postgres_server *server, const char *dbname, const char *sql, char *err,
                   size_t err_size);
/* Stops the server (fast shutdown: open sessions are ended) and removes its
 * folder. Safe on a server that never started, and twice. */
/* Which referee holds game id in database dbname's referee_games, by the
 * database's word ("" for nobody, or when it cannot be read). */
void postgres_game_holder(const postgres_server *server, const char *dbname, uint64_t id, char *out,
                          size_t size);
void postgres_stop(postgres_server *server);
/* Stops the server and keeps its folder and port: the database goes away
 * (a test of an unreachable database) ... */
void postgres_pause(postgres_server *server);
/* ... and comes back with its data. False with why in err. */
bool postgres_resume(postgres_server *server, char *err, size_t err_size);

#endif
