/* A newcomer's first start (issue 25): a VILLAGE_PREF_DIR that does not
 * exist yet is made and the game saves there, one that cannot be made is
 * told on the title; --window and --language are read from the command line,
 * and a language given there is this run's only: the settings file keeps the
 * one chosen in Settings until the player picks another there (by clicks). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/options.h"
#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "village/save.h"

static bool parse(command_line *o, char *err, size_t size, const char *a1, const char *a2)
{
    char *argv[] = {"village", (char *)a1, (char *)a2, NULL};
    return options_parse(3, argv, o, err, size);
}

static void test_window_and_language_options(void **unused)
{
    (void)unused;
    command_line o;
    char err[256];
    assert_true(parse(&o, err, sizeof err, "--window", "1280x720"));
    assert_int_equal(o.window_w, 1280);
    assert_int_equal(o.window_h, 720);
    assert_true(parse(&o, err, sizeof err, "--language", "es"));
    assert_string_equal(o.language, "es");
    assert_true(parse(&o, err, sizeof err, "--text-size", "150"));
    assert_int_equal(o.text_size, 150);
    static const char *const bad[][2] = {
        {"--window", "1280"},      {"--window", "1280x720x"}, {"--window", "320x200"},
        {"--window", "-1x720"},    {"--language", "../x"},    {"--language", "E"},
        {"--language", "english"}, {"--text-size", "125"},    {"--text-size", "150%"}};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        err[0] = '\0';
        assert_false(parse(&o, err, sizeof err, bad[i][0], bad[i][1]));
        assert_non_null(strstr(err, bad[i][0]));
    }
}

/* Title -> setup -> the default table, one decision by clicks. */
static void play_one_decision(app *a)
{
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
    assert_true(driver_decide(a));
}

static void test_a_missing_preferences_folder_is_made(void **unused)
{
    (void)unused;
    char base[600], nested[700], path[800];
    assert_true(driver_fresh_dir(base, sizeof base, "first-start"));
    snprintf(nested, sizeof nested, "%s/one/two/Village", base);
    app *a = driver_start(nested);
    assert_non_null(a);
    struct stat st;
    assert_int_equal(stat(nested, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    assert_int_equal(st.st_mode & 0777, 0700);
    assert_int_equal(a->pref_dir_error, 0);
    assert_string_equal(a->shared->menu.message, "");
    play_one_decision(a);
    snprintf(path, sizeof path, "%s/autosave.json", nested);
    assert_true(village_save_file_present(path));
    game_close(&a->shared->game);
    driver_stop(a);

    /* Under a file no folder can be made: the title says which and why. */
    snprintf(path, sizeof path, "%s/a-file", base);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(nested, sizeof nested, "%s/a-file/Village", base);
    a = driver_start(nested);
    assert_non_null(a);
    assert_int_not_equal(a->pref_dir_error, 0);
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_non_null(strstr(a->shared->menu.message, nested));
    assert_non_null(strstr(a->shared->menu.message, "VILLAGE_PREF_DIR"));
    driver_stop(a);
    assert_true(driver_remove_tree(base));
}

static void read_file(const char *path, char *out, size_t size)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(out, 1, size - 1, f);
    out[n] = '\0';
    fclose(f);
}

static app *start_with_language(const char *pref, const char *language)
{
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    setenv("VILLAGE_DATA_DIR", VILLAGE_TEST_DATA_DIR, 1);
    setenv("VILLAGE_PREF_DIR", pref, 1);
    app *a = calloc(1, sizeof *a);
    app_options o = {.software = true,
                     .width = 1280,
                     .height = 720,
                     .language = language,
                     .scenes = scenes_table()};
    assert_true(app_init(a, &o));
    driver_frames(a, 2);
    return a;
}

static void test_a_language_given_for_the_run_is_not_kept(void **unused)
{
    (void)unused;
    char pref[600], path[700], text[4096];
    assert_true(driver_fresh_dir(pref, sizeof pref, "language-run"));
    snprintf(path, sizeof path, "%s/settings.txt", pref);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("language = en\n", f);
    fclose(f);
    app *a = start_with_language(pref, "es");
    int w, h;
    SDL_GetWindowSize(a->window, &w, &h);
    assert_int_equal(w, 1280);
    assert_int_equal(h, 720);
    assert_string_equal(TR(&a->i18n, "title.new"), "Nueva partida");
    /* Another setting changed by clicks writes the file; its language stays. */
    assert_true(driver_click_label(a, TR(&a->i18n, "title.settings"), 0));
    assert_true(driver_click_label(a, TR(&a->i18n, "settings.off"), 4)); /* hints */
    assert_false(a->settings.hints);
    read_file(path, text, sizeof text);
    assert_non_null(strstr(text, "language = en"));
    assert_non_null(strstr(text, "hints = 0"));
    /* The player's own pick in Settings is kept. */
    assert_true(driver_click_label(a, "English", 0));
    assert_true(driver_click_label(a, "Español", 0));
    read_file(path, text, sizeof text);
    assert_non_null(strstr(text, "language = es"));
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_window_and_language_options),
        cmocka_unit_test(test_a_missing_preferences_folder_is_made),
        cmocka_unit_test(test_a_language_given_for_the_run_is_not_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
