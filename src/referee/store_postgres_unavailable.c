/* The PostgreSQL store in a build without libpq (store.h): opening one
 * says so, and the SQLite store is still there. */
#include <stdio.h>

#include "referee/store.h"

referee_store *referee_store_postgres_open(const char *conninfo, char *err, size_t err_size)
{
    (void)conninfo;
    snprintf(err, err_size,
             "this referee was built without PostgreSQL (libpq): use a SQLite file instead");
    return NULL;
}
