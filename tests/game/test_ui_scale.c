/* The text and panel size (issue 12): Ctrl+plus, Ctrl+minus and Ctrl+0 from
 * any scene and the Settings row change it, it is kept in the settings file
 * across starts, and a large window offers only the sizes that stay sensible. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

/* The preferences folder of the test running: a new empty one each (start). */
static char pref[600];

static app *start(void)
{
    assert_true(driver_fresh_dir(pref, sizeof pref, "ui-scale"));
    app *a = driver_start(pref);
    assert_non_null(a);
    return a;
}

static void press_ctrl(app *a, SDL_Keycode key)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(a->window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.mod = KMOD_LCTRL;
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

/* The ui_scale line of the settings file, or -1. */
static int saved_ui_scale(void)
{
    char path[700], line[128];
    snprintf(path, sizeof path, "%s/settings.txt", pref);
    FILE *f = fopen(path, "r");
    int value = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "ui_scale = %d", &value) == 1)
            break;
    if (f)
        fclose(f);
    return value;
}

static void keys_change_the_size_in_any_scene_and_it_is_kept(void **state)
{
    (void)state;
    app *a = start();
    assert_int_equal(app_ui_scale_in_use(a), 100);
    press_ctrl(a, SDLK_PLUS);
    assert_int_equal(app_ui_scale_in_use(a), 115);
    assert_true(a->gfx.ui_scale > 1.14f && a->gfx.ui_scale < 1.16f);
    assert_int_equal(saved_ui_scale(), 115);
    /* In the rules too, and Ctrl+= (plus without Shift on many keyboards). */
    app_switch(a, SCENE_RULES);
    driver_frames(a, 2);
    press_ctrl(a, SDLK_EQUALS);
    press_ctrl(a, SDLK_KP_PLUS);
    assert_int_equal(app_ui_scale_in_use(a), 150);
    press_ctrl(a, SDLK_PLUS); /* already the largest: stays, and says so */
    assert_int_equal(app_ui_scale_in_use(a), 150);
    assert_non_null(strstr(a->status, "150"));
    press_ctrl(a, SDLK_MINUS);
    assert_int_equal(app_ui_scale_in_use(a), 130);
    assert_int_equal(saved_ui_scale(), 130);
    driver_stop(a);

    /* driver_start writes a fresh settings file: start again with this one instead. */
    static app again;
    app_options o = {.software = true, .width = 1600, .height = 900, .scenes = scenes_table()};
    assert_true(app_init(&again, &o));
    assert_int_equal(app_ui_scale_in_use(&again), 130);
    press_ctrl(&again, SDLK_0);
    assert_int_equal(app_ui_scale_in_use(&again), 100);
    assert_int_equal(saved_ui_scale(), 100);
    app_shutdown(&again);
}

static void the_settings_row_chooses_the_size(void **state)
{
    (void)state;
    app *a = start();
    app_switch(a, SCENE_SETTINGS);
    driver_frames(a, 2);
    assert_true(driver_click_label(a, "130%", 0));
    assert_int_equal(app_ui_scale_in_use(a), 130);
    assert_int_equal(saved_ui_scale(), 130);
    assert_true(driver_click_label(a, "100%", 0));
    assert_int_equal(app_ui_scale_in_use(a), 100);
    assert_int_equal(saved_ui_scale(), 100);
    driver_stop(a);
}

/* A label grows with the size only where its button has room: one too long
 * for its button at the designed size is drawn no wider than it was. */
static void button_labels_grow_only_into_room(void **state)
{
    (void)state;
    app *a = start();
    menu_item roomy = {.rect = {0, 0, 400, 50}, .label = "Rules", .enabled = true};
    menu_item tight = {.rect = {0, 0, 74, 36}, .label = "Deshacer", .enabled = true};
    float roomy_w[2], tight_w[2], roomy_size[2];
    for (int k = 0; k < 2; k++) {
        assert_true(app_set_ui_scale(a, k ? 150 : 100));
        roomy_size[k] = widget_button_text(&a->gfx, &roomy, &roomy_w[k]);
        widget_button_text(&a->gfx, &tight, &tight_w[k]);
    }
    assert_true(roomy_size[1] > roomy_size[0] && roomy_w[1] > roomy_w[0]);
    assert_true(tight_w[1] <= tight_w[0] + 0.5f ||
                tight_w[1] <= tight.rect.w - BUTTON_MARGIN + 0.5f);
    driver_stop(a);
}

static void larger_windows_offer_fewer_sizes(void **state)
{
    (void)state;
    assert_int_equal(app_ui_scale_limit(1280, 720), 150);
    assert_int_equal(app_ui_scale_limit(1920, 1080), 150);
    assert_int_equal(app_ui_scale_limit(2560, 1440), 115);
    assert_int_equal(app_ui_scale_limit(3840, 2160), 100);
    /* A hand-edited file gets the nearest size offered. */
    assert_int_equal(settings_nearest_ui_scale(120), 115);
    assert_int_equal(settings_nearest_ui_scale(400), 150);
    assert_int_equal(settings_nearest_ui_scale(-5), 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keys_change_the_size_in_any_scene_and_it_is_kept),
        cmocka_unit_test(the_settings_row_chooses_the_size),
        cmocka_unit_test(button_labels_grow_only_into_room),
        cmocka_unit_test(larger_windows_offer_fewer_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
