/* Small pieces of the front end: catalogue placeholders, both catalogues
 * complete, settings round trip, layout and atlas lookups. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/app.h"
#include "app/settings.h"
#include "render/layout.h"
#include "ui/i18n.h"
#include "ui/system_language.h"

static void test_placeholders_fill_in_any_order(void **unused)
{
    (void)unused;
    char out[64];
    i18n_fill(out, sizeof out, "{2} before {1}, {1} again", (const char *const[]){"a", "b", NULL});
    assert_string_equal(out, "b before a, a again");
    i18n_fill(out, sizeof out, "{3} is missing", (const char *const[]){"a", NULL});
    assert_string_equal(out, "{3} is missing");
    i18n_fill(out, 6, "{1}{1}", (const char *const[]){"abcd", NULL});
    assert_string_equal(out, "abcda");
}

static void test_catalogues_have_the_same_keys(void **unused)
{
    (void)unused;
    i18n en = {0}, es = {0};
    char err[256];
    assert_true(i18n_load(&en, VILLAGE_TEST_DATA_DIR, "en", err, sizeof err));
    assert_true(i18n_load(&es, VILLAGE_TEST_DATA_DIR, "es", err, sizeof err));
    assert_true(en.count > 200);
    assert_int_equal(en.count, es.count);
    for (int i = 0; i < en.count; i++) {
        if (!i18n_has(&es, en.entries[i].key))
            fail_msg("es.txt lacks %s", en.entries[i].key);
    }
    assert_string_equal(i18n_get(&es, "title.new"), "Nueva partida");
    assert_string_equal(i18n_get(&en, "no.such.key"), "no.such.key");
    i18n_free(&en);
    i18n_free(&es);
}

static void test_settings_round_trip(void **unused)
{
    (void)unused;
    char path[128];
    snprintf(path, sizeof path, "/tmp/village-settings-%d.txt", (int)getpid());
    settings s, back;
    settings_defaults(&s);
    snprintf(s.language, sizeof s.language, "es");
    s.fullscreen = true;
    s.master_volume = 30;
    s.anim_speed = SPEED_FAST;
    s.auto_apply = false;
    s.cube_symbols = true;
    s.music_volume = 70;
    s.hot_seat_handoff = false;
    assert_true(settings_save(&s, path));
    settings_load(&back, path);
    assert_memory_equal(&s, &back, sizeof s);
    unlink(path);
}

/* @2x above 2400 output pixels, @1x below 2200, and in between whatever is
 * loaded, so a window dragged around the boundary does not reload the art. */
static void test_art_density_thresholds(void **unused)
{
    (void)unused;
    assert_int_equal(app_density_for_output(1600, 0), 1);
    assert_int_equal(app_density_for_output(2300, 0), 1);
    assert_int_equal(app_density_for_output(2560, 0), 2);
    assert_int_equal(app_density_for_output(2300, 2), 2);
    assert_int_equal(app_density_for_output(2300, 1), 1);
    assert_int_equal(app_density_for_output(2100, 2), 1);
    assert_int_equal(app_density_for_output(2401, 1), 2);
}

static void test_layout_names_every_action_space(void **unused)
{
    (void)unused;
    layout l;
    char err[256];
    assert_true(layout_load(&l, VILLAGE_TEST_DATA_DIR "/gfx/layout.txt", err, sizeof err));
    static const char *const spaces[] = {"harvest", "family",  "crafts", "market",
                                         "travel",  "council", "church"};
    for (int i = 0; i < 7; i++) {
        const SDL_FRect *r = layout_findf(&l, "space.%s", spaces[i]);
        assert_non_null(r);
        assert_true(r->w > 0 && r->h > 0);
    }
    assert_null(layout_find(&l, "space.nowhere"));
    layout_free(&l);
}

static void test_window_opens_at_a_whole_scale_that_fits(void **unused)
{
    (void)unused;
    int w, h;
    app_default_window_size(1920, 1040, &w, &h); /* a full HD desktop with a panel */
    assert_int_equal(w, 1440);
    assert_int_equal(h, 810);
    app_default_window_size(2560, 1400, &w, &h);
    assert_int_equal(w, 2080);
    assert_int_equal(h, 1170);
    app_default_window_size(1366, 728, &w, &h);
    assert_int_equal(w, 960);
    assert_int_equal(h, 540);
    app_default_window_size(400, 300, &w, &h); /* never below the smallest window */
    assert_int_equal(w, 640);
    assert_int_equal(h, 360);
}

static void test_first_start_takes_the_systems_language(void **unused)
{
    (void)unused;
    char code[8] = "";
    SDL_Locale spanish[] = {{"es", "MX"}, {"en", "US"}, {NULL, NULL}};
    assert_true(language_from_locales(spanish, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_string_equal(code, "es");
    /* No catalogue for Breton or Klingon: the next language the person reads. */
    SDL_Locale unknown_first[] = {{"br", "FR"}, {"tlh", NULL}, {"EN", "GB"}, {NULL, NULL}};
    assert_true(language_from_locales(unknown_first, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_string_equal(code, "en");
    SDL_Locale nothing_known[] = {{"../en", NULL}, {"fr", NULL}, {NULL, NULL}};
    assert_false(language_from_locales(nothing_known, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_false(language_from_locales(NULL, VILLAGE_TEST_DATA_DIR, code, sizeof code));
}

static void test_settings_file_wins_over_the_system_language(void **unused)
{
    (void)unused;
    char path[128];
    snprintf(path, sizeof path, "/tmp/village-settings-first-%d.txt", (int)getpid());
    remove(path);
    settings s;
    assert_false(settings_load(&s, path)); /* no file: a first start */
    snprintf(s.language, sizeof s.language, "en");
    assert_true(settings_save(&s, path));
    assert_true(settings_load(&s, path));
    assert_string_equal(s.language, "en");
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placeholders_fill_in_any_order),
        cmocka_unit_test(test_catalogues_have_the_same_keys),
        cmocka_unit_test(test_settings_round_trip),
        cmocka_unit_test(test_art_density_thresholds),
        cmocka_unit_test(test_layout_names_every_action_space),
        cmocka_unit_test(test_window_opens_at_a_whole_scale_that_fits),
        cmocka_unit_test(test_first_start_takes_the_systems_language),
        cmocka_unit_test(test_settings_file_wins_over_the_system_language),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
