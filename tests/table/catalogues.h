/* The real catalogues (assets/i18n) in English, Spanish and German for the table
 * tests: loaded once before a group's tests and freed after, as cmocka's
 * group setup and teardown. */
#ifndef VILLAGE_TESTS_TABLE_CATALOGUES_H
#define VILLAGE_TESTS_TABLE_CATALOGUES_H

#include "catalogue/i18n.h"

extern i18n english, spanish, german;

/* Loads them from VILLAGE_TEST_DATA_DIR; -1 (the group fails) when one cannot be read. */
int catalogues_load(void **state);
int catalogues_free(void **state);

#endif
