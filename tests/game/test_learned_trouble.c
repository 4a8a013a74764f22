/* The expert's learned evaluation in the game (docs/ai.md, "Learned
 * evaluation"): the game reads assets/ai/learned.txt at start with the AI's
 * own reader and installs it; a damaged or missing file leaves expert on
 * the hand-written evaluation, never a crash, and a player who chooses
 * expert is told in their language. The app runs on a copy of the assets
 * whose ai folder the test writes. */
#define _POSIX_C_SOURCE 200809L

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

#include "catalogue/i18n.h"
#include "game_driver.h"
#include "scenes/scene.h"
#include "village/ai_learned.h"

/* The copy of the assets the app runs on (copy_assets). */
static char assets[600];

/* The assets as installed, but for an ai folder of the test's own. */
static void copy_assets(const char *name)
{
    assert_true(driver_fresh_dir(assets, sizeof assets, name));
    static const char *const linked[] = {"fonts", "gfx", "i18n", "icons", "lessons", "sfx"};
    char from[600], to[700];
    for (size_t i = 0; i < sizeof linked / sizeof *linked; i++) {
        snprintf(from, sizeof from, "%s/%s", VILLAGE_TEST_DATA_DIR, linked[i]);
        snprintf(to, sizeof to, "%s/%s", assets, linked[i]);
        assert_int_equal(symlink(from, to), 0);
    }
    snprintf(to, sizeof to, "%s/ai", assets);
    assert_int_equal(mkdir(to, 0700), 0);
}

/* The shipped file, with 'from' replaced by 'to' (NULL: as shipped). */
static void write_learned(const char *from, const char *to)
{
    char path[700];
    snprintf(path, sizeof path, "%s/ai/learned.txt", VILLAGE_TEST_DATA_DIR);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[VILLAGE_LEARNED_TEXT_MAX];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    snprintf(path, sizeof path, "%s/ai/learned.txt", assets);
    f = fopen(path, "wb");
    assert_non_null(f);
    char *at = from ? strstr(text, from) : NULL;
    if (from)
        assert_non_null(at);
    if (at) {
        fwrite(text, 1, (size_t)(at - text), f);
        fputs(to, f);
        fputs(at + strlen(from), f);
    } else {
        fputs(text, f);
    }
    assert_int_equal(fclose(f), 0);
}

static app *start(const char *name)
{
    char pref[600];
    assert_true(driver_fresh_dir(pref, sizeof pref, name));
    app *a = driver_start_on(assets, pref);
    assert_non_null(a);
    app_switch(a, SCENE_SETUP);
    driver_frames(a, 2);
    return a;
}

/* Chooses expert for the first AI chair; the setup's note after it. */
static const char *choose_expert(app *a)
{
    a->shared->menu.message[0] = '\0';
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.expert"), 1));
    driver_frames(a, 2);
    return a->shared->menu.message;
}

static void the_shipped_file_is_installed_and_nothing_is_said(void **unused)
{
    (void)unused;
    copy_assets("assets-good");
    write_learned(NULL, NULL);
    app *a = start("learned-good");
    assert_non_null(village_learned_installed());
    assert_true(village_learned_installed()->has[2]);
    assert_string_equal(choose_expert(a), "");
    driver_stop(a);
    /* Nothing the app freed stays installed for a search to read. */
    assert_null(village_learned_installed());
}

static void a_damaged_file_leaves_expert_on_the_hand_written_evaluation(void **unused)
{
    (void)unused;
    copy_assets("assets-damaged");
    write_learned("village-learned 2", "village-learned 0");
    app *a = start("learned-damaged");
    assert_null(village_learned_installed());
    assert_true(strstr(a->shared->learned.trouble, "ai/learned.txt' is not a usable learned"));
    assert_true(app_set_language(a, "de"));
    assert_string_equal(choose_expert(a), TR(&a->i18n, "setup.expert.unlearned"));
    assert_non_null(strstr(a->shared->menu.message, "Experten")); /* German, not the key */
    driver_stop(a);
}

static void a_number_out_of_range_is_refused_too(void **unused)
{
    (void)unused;
    copy_assets("assets-range");
    write_learned("\nb2 ", "\nb2 1e9 ");
    app *a = start("learned-range");
    assert_null(village_learned_installed());
    assert_true(strstr(a->shared->learned.trouble, "is not a usable learned evaluation: line"));
    assert_string_equal(choose_expert(a), TR(&a->i18n, "setup.expert.unlearned"));
    driver_stop(a);
}

static void a_missing_file_is_said_when_expert_is_chosen(void **unused)
{
    (void)unused;
    copy_assets("assets-missing");
    app *a = start("learned-missing");
    assert_null(village_learned_installed());
    assert_true(strstr(a->shared->learned.trouble, "learned.txt"));
    assert_string_equal(choose_expert(a), TR(&a->i18n, "setup.expert.unlearned"));
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_shipped_file_is_installed_and_nothing_is_said),
        cmocka_unit_test(a_damaged_file_leaves_expert_on_the_hand_written_evaluation),
        cmocka_unit_test(a_number_out_of_range_is_refused_too),
        cmocka_unit_test(a_missing_file_is_said_when_expert_is_chosen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
