/* Where the game keeps saves and settings on Linux: an empty or relative
 * XDG_DATA_HOME must count as unset (XDG base directory spec), not put the
 * saves in /VillageBoardGame/ or in a folder relative to wherever the game
 * was started. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/paths.h"
#include "temp_folder.h"

static char home[600];

static int make_home(void **unused)
{
    (void)unused;
    if (!temp_folder_fresh(home, sizeof home, "home"))
        return -1;
    setenv("HOME", home, 1);
    /* A relative XDG_DATA_HOME taken as given would land here, not in the tree. */
    if (chdir(home) != 0)
        return -1;
    unsetenv("VILLAGE_PREF_DIR");
    return 0;
}

static int remove_home(void **unused)
{
    (void)unused;
    return temp_folder_remove_tree(home) ? 0 : -1;
}

static void assert_pref_dir_under_home(const char *xdg_data_home)
{
    setenv("XDG_DATA_HOME", xdg_data_home, 1);
    char pref[1200], why[256];
    assert_true(paths_pref_dir(pref, sizeof pref, why, sizeof why));
    char expected[900];
    snprintf(expected, sizeof expected, "%s/.local/share/VillageBoardGame/Village/", home);
    if (strcmp(pref, expected) != 0)
        fail_msg("XDG_DATA_HOME='%s' gave '%s', expected '%s'", xdg_data_home, pref, expected);
}

static void test_empty_xdg_data_home_counts_as_unset(void **unused)
{
    (void)unused;
    assert_pref_dir_under_home("");
}

static void test_relative_xdg_data_home_counts_as_unset(void **unused)
{
    (void)unused;
    assert_pref_dir_under_home("relative/data");
}

static void test_absolute_xdg_data_home_is_used(void **unused)
{
    (void)unused;
    char data_home[700];
    snprintf(data_home, sizeof data_home, "%s/data", home);
    setenv("XDG_DATA_HOME", data_home, 1);
    char pref[1200], why[256];
    assert_true(paths_pref_dir(pref, sizeof pref, why, sizeof why));
    char expected[900];
    snprintf(expected, sizeof expected, "%s/VillageBoardGame/Village/", data_home);
    assert_string_equal(pref, expected);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_empty_xdg_data_home_counts_as_unset, make_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_relative_xdg_data_home_counts_as_unset, make_home,
                                        remove_home),
        cmocka_unit_test_setup_teardown(test_absolute_xdg_data_home_is_used, make_home,
                                        remove_home),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
