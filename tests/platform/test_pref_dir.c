/* Where the user's files go (platform/pref_dir.h) on Linux: under
 * $XDG_DATA_HOME when it is absolute, else ~/.local/share, the folder
 * SDL_GetPrefPath named before the platform layer (saves of earlier
 * versions are there); an empty or relative XDG_DATA_HOME counts as unset
 * (XDG base directory spec). Nothing is created. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "platform/files.h"
#include "platform/pref_dir.h"

static void expect_pref_dir(const char *home, const char *xdg_data_home, const char *expected)
{
    setenv("HOME", home, 1);
    if (xdg_data_home)
        setenv("XDG_DATA_HOME", xdg_data_home, 1);
    else
        unsetenv("XDG_DATA_HOME");
    char pref[1200], why[256];
    assert_true(
        platform_pref_dir("VillageBoardGame", "Village", pref, sizeof pref, why, sizeof why));
    if (strcmp(pref, expected) != 0)
        fail_msg("HOME='%s' XDG_DATA_HOME='%s' gave '%s', expected '%s'", home,
                 xdg_data_home ? xdg_data_home : "(unset)", pref, expected);
}

static void data_home_decides_when_absolute(void **unused)
{
    (void)unused;
    expect_pref_dir("/home/ana", NULL, "/home/ana/.local/share/VillageBoardGame/Village/");
    expect_pref_dir("/home/ana/", NULL, "/home/ana/.local/share/VillageBoardGame/Village/");
    expect_pref_dir("/", NULL, "/.local/share/VillageBoardGame/Village/");
    expect_pref_dir("/home/ana", "/data", "/data/VillageBoardGame/Village/");
    expect_pref_dir("/home/ana", "/data/", "/data/VillageBoardGame/Village/");
    expect_pref_dir("/home/ana", "", "/home/ana/.local/share/VillageBoardGame/Village/");
    expect_pref_dir("/home/ana", "relative/data",
                    "/home/ana/.local/share/VillageBoardGame/Village/");
}

static void nothing_is_created(void **unused)
{
    (void)unused;
    expect_pref_dir("/nonexistent-village-home", NULL,
                    "/nonexistent-village-home/.local/share/VillageBoardGame/Village/");
    assert_false(platform_file_present("/nonexistent-village-home"));
}

static void no_home_is_a_failure_with_a_reason(void **unused)
{
    (void)unused;
    unsetenv("HOME");
    unsetenv("XDG_DATA_HOME");
    char pref[1200], why[256] = "";
    assert_false(
        platform_pref_dir("VillageBoardGame", "Village", pref, sizeof pref, why, sizeof why));
    assert_non_null(strstr(why, "HOME"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(data_home_decides_when_absolute),
        cmocka_unit_test(nothing_is_created),
        cmocka_unit_test(no_home_is_a_failure_with_a_reason),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
