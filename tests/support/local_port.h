/* TCP ports on 127.0.0.1 for the tests that start servers: a free one to
 * listen on (or to find nothing listening on), and whether a server there
 * accepts connections yet. */
#ifndef VILLAGE_TESTS_LOCAL_PORT_H
#define VILLAGE_TESTS_LOCAL_PORT_H

#include <stdbool.h>

/* A port nothing listens on now (the kernel picks it), or -1. */
int local_port_free(void);
/* Whether something on 127.0.0.1:port accepts a connection now. */
bool local_port_accepts(int port);

#endif
