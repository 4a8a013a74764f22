/* The English, Spanish and German catalogues the table tests word their lines with
 * (catalogues.h). */
#include "catalogues.h"

#include <stdio.h>

i18n english, spanish, german;

int catalogues_load(void **state)
{
    (void)state;
    char err[256];
    if (!i18n_load(&english, VILLAGE_TEST_DATA_DIR, "en", err, sizeof err) ||
        !i18n_load(&spanish, VILLAGE_TEST_DATA_DIR, "es", err, sizeof err) ||
        !i18n_load(&german, VILLAGE_TEST_DATA_DIR, "de", err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

int catalogues_free(void **state)
{
    (void)state;
    i18n_free(&english);
    i18n_free(&spanish);
    i18n_free(&german);
    return 0;
}
