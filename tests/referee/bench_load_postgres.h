/* bench_referee_load's PostgreSQL mode: the one-referee benchmark's idle
 * games and players moving, with R referees (each its own process and XMPP
 * account, as a deployment runs them) on one PostgreSQL that the benchmark
 * starts (postgres_server.h, fsync on), one Prosody; docs/referee.md,
 * "Several referees on one PostgreSQL". */
#ifndef VILLAGE_TESTS_BENCH_LOAD_POSTGRES_H
#define VILLAGE_TESTS_BENCH_LOAD_POSTGRES_H

enum { BENCH_REFEREES_MAX = 4 };

/* Makes the games in the store, free, for the referees to claim by their
 * leases; measures them idle, then with 'movers' players in games held by
 * whichever referee claimed them; prints each referee's figures, their
 * total and how the games split. The process's exit status. */
int bench_load_postgres(int games, int movers, double seconds, int referees);

#endif
