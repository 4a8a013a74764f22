/* The preferences folder deleted while a game is played (issue 27): the
 * next autosave makes it again and lands there, the window holds the
 * folder's lock again (a second window finds it taken), the player is told
 * in their language that the folder was made again (not a failed save's
 * "free some space"), and the settings are written there too. On a real
 * disk, with the real lock: the folder is removed as a person would. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "game_driver.h"
#include "platform/lock.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "village/save.h"

enum { WAIT_SECONDS = 300 };

static bool start_default_game(app *a)
{
    if (!driver_click_label(a, TR(&a->i18n, "title.new"), 0) ||
        !driver_click_label(a, TR(&a->i18n, "setup.play"), 0))
        return false;
    driver_frames(a, 2);
    return a->scene == SCENE_GAME && driver_wait_for_human(a, WAIT_SECONDS);
}

static bool decide(app *a)
{
    driver_pass_handoff(a);
    return driver_wait_for_human(a, WAIT_SECONDS) && driver_decide(a);
}

/* What a second window starting on the folder now would find. */
static platform_lock_result second_window_finds(const char *pref)
{
    platform_lock other = {0};
    char why[300];
    platform_lock_result got = platform_lock_take(&other, pref, why, sizeof why);
    platform_lock_release(&other);
    return got;
}

static bool shown_status_is(app *a, const char *expected)
{
    SDL_FRect box;
    float size;
    return app_status_box(a, &box, &size) && strcmp(a->status, expected) == 0;
}

static void test_a_deleted_folder_is_made_again_and_saved_in(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("prefs-deleted");
    assert_non_null(a);
    assert_true(app_set_language(a, "de"));
    char pref[1100], save[1200], settings_file[1200], err[300];
    snprintf(pref, sizeof pref, "%s", a->pref_dir);
    snprintf(save, sizeof save, "%sautosave.json", pref);
    snprintf(settings_file, sizeof settings_file, "%ssettings.txt", pref);
    assert_int_equal(second_window_finds(pref), PLATFORM_LOCK_BUSY);
    assert_true(start_default_game(a));
    assert_true(decide(a));
    assert_true(village_save_file_present(save));

    assert_true(driver_remove_tree(pref)); /* the player tidies up */
    struct stat st;
    assert_int_not_equal(stat(pref, &st), 0);
    assert_true(decide(a));
    /* The move is saved, in the folder made again ... */
    village_record r;
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_int_equal(r.move_count, session_move_count(game_session(a)));
    village_record_free(&r);
    assert_int_equal(stat(pref, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700); /* private, as at the start */
    /* ... which is this window's alone again ... */
    assert_int_equal(second_window_finds(pref), PLATFORM_LOCK_BUSY);
    /* ... and the player hears so, in German, with no failed save's banner. */
    char told[1400];
    TRF(&a->i18n, told, "status.pref_dir.made_again", pref);
    assert_non_null(strstr(told, "neu angelegt"));
    assert_true(shown_status_is(a, told));
    assert_false(probe_save_now(a->shared->game).failing);

    /* Deleted again with nothing played: the loop makes it again within a
     * second, and a settings change is written there. */
    assert_true(driver_remove_tree(pref));
    a->status[0] = '\0';
    for (int i = 0; i < 200 && stat(pref, &st) != 0; i++)
        driver_frames(a, 1);
    assert_int_equal(stat(pref, &st), 0);
    assert_true(shown_status_is(a, told));
    assert_int_equal(second_window_finds(pref), PLATFORM_LOCK_BUSY);
    assert_true(driver_remove_tree(pref));
    app_save_settings(a);
    assert_true(village_save_file_present(settings_file));
    assert_true(decide(a));
    assert_true(village_save_file_present(save));
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_deleted_folder_is_made_again_and_saved_in),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
