/* A damaged course of "Learn to play" (issue 27): a lessons.txt that is
 * missing or damaged, or that names lesson files missing, damaged or not
 * plain names, is said on the title in the player's language; the lessons
 * that can be opened are still offered, and the first of them opens by a
 * click. The app runs on a copy of the assets whose lessons folder the test
 * rewrites, and enters the title again after each change. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
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

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

enum { WAIT_SECONDS = 120 };

/* The copy of the assets the app runs on (copy_assets). */
static char assets[600];

/* The assets as installed, but for a lessons folder of the test's own. */
static bool copy_assets(void)
{
    if (!driver_fresh_dir(assets, sizeof assets, "assets"))
        return false;
    static const char *const linked[] = {"fonts", "gfx", "i18n", "icons", "sfx"};
    char from[600], to[700];
    for (size_t i = 0; i < sizeof linked / sizeof *linked; i++) {
        snprintf(from, sizeof from, "%s/%s", VILLAGE_TEST_DATA_DIR, linked[i]);
        snprintf(to, sizeof to, "%s/%s", assets, linked[i]);
        if (symlink(from, to) != 0)
            return false;
    }
    snprintf(to, sizeof to, "%s/lessons", assets);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "cp -r '%s/lessons' '%s'", VILLAGE_TEST_DATA_DIR, to);
    return system(cmd) == 0;
}

static void write_lesson_file(const char *name, const char *text)
{
    char path[700];
    snprintf(path, sizeof path, "%s/lessons/%s", assets, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

/* The title entered anew, as after coming back from another scene. */
static void back_to_the_title(app *a)
{
    app_switch(a, SCENE_RULES);
    driver_frames(a, 2);
    app_switch(a, SCENE_TITLE);
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TITLE);
}

static bool title_offers_learning(app *a)
{
    menu m = {0};
    app_scene(a)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, TR(&a->i18n, "title.learn")) == 0)
            return true;
    return false;
}

static const char *title_note(app *a)
{
    return a->shared->menu.message;
}

static void a_whole_course_says_nothing(app *a)
{
    back_to_the_title(a);
    assert_string_equal(title_note(a), "");
    assert_true(title_offers_learning(a));
}

static void a_missing_list_is_said_and_learning_is_not_offered(app *a)
{
    char path[700];
    snprintf(path, sizeof path, "%s/lessons/lessons.txt", assets);
    assert_int_equal(remove(path), 0);
    back_to_the_title(a);
    assert_string_equal(title_note(a), TR(&a->i18n, "title.lessons.none"));
    assert_false(title_offers_learning(a));
    /* A list that is binary, or names nothing that opens, is no better. */
    write_lesson_file("lessons.txt", "01-turn.json\n\x01\x02\n");
    FILE *f = fopen(path, "r+");
    assert_non_null(f);
    fseek(f, 3, SEEK_SET);
    fputc('\0', f);
    fclose(f);
    back_to_the_title(a);
    assert_string_equal(title_note(a), TR(&a->i18n, "title.lessons.none"));
    write_lesson_file("lessons.txt", "# only broken lessons\nmissing.json\n../01-turn.json\n");
    back_to_the_title(a);
    assert_string_equal(title_note(a), TR(&a->i18n, "title.lessons.none"));
    assert_false(title_offers_learning(a));
}

static void bad_lines_are_counted_and_the_good_lessons_offered(app *a)
{
    write_lesson_file("02-family.json", "{\"format\": \"village-position\", \"vers");
    write_lesson_file("lessons.txt", "# the course, damaged\n"
                                     "gone.json\n"
                                     "01-turn.json\n"
                                     "02-family.json\n"
                                     "../elsewhere/03-crafts.json\n"
                                     "03-crafts.json\n"
                                     "04-market.json\n");
    back_to_the_title(a);
    char expected[600];
    i18n_plural(&a->i18n, expected, sizeof expected, "title.lessons.left_out", 3, NULL);
    assert_string_equal(title_note(a), expected);
    assert_non_null(strstr(expected, "3"));
    assert_true(title_offers_learning(a));
    /* The course that is left: three lessons, the first of them opens. */
    assert_true(driver_click_label(a, TR(&a->i18n, "title.learn"), 0));
    assert_true(driver_wait_for_human(a, WAIT_SECONDS));
    assert_int_equal(a->scene, SCENE_GAME);
    probe_lesson l = probe_lesson_now(a->shared->game);
    assert_true(l.active);
    assert_int_equal(l.index, 0);
    assert_int_equal(l.count, 3);
}

static void a_damaged_course_is_said_in_the_players_language(void **unused)
{
    (void)unused;
    assert_true(copy_assets());
    char pref[600];
    assert_true(driver_fresh_dir(pref, sizeof pref, "lessons-trouble"));
    app *a = driver_start_on(assets, pref);
    assert_non_null(a);
    assert_true(app_set_language(a, "es"));
    a_whole_course_says_nothing(a);
    a_missing_list_is_said_and_learning_is_not_offered(a);
    /* Spanish words, not the English ones nor the keys. */
    assert_non_null(strstr(title_note(a), "Aprender a jugar"));
    bad_lines_are_counted_and_the_good_lessons_offered(a);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_damaged_course_is_said_in_the_players_language),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
