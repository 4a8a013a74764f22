/* Issue 27: New game over an unfinished game asks first — keep it among the
 * kept games, discard it, or cancel — by clicks, in the player's language;
 * a finished game is replaced without a question. */
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
#include "scenes/scene.h"
#include "village/save.h"

static uint64_t game_id_in(const char *path)
{
    village_record r;
    char err[256];
    if (!village_save_read_file(path, &r, err, sizeof err))
        return 0;
    uint64_t id = r.game_id;
    village_record_free(&r);
    return id;
}

/* A new window on a folder whose autosave holds an unfinished game (one
 * decision in), on the setup screen; the game's id in first_id. */
static app *unfinished_game_then_setup(const char *pref, uint64_t *first_id)
{
    app *a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
    assert_true(driver_decide(a));
    *first_id = session_game_id(game_session(a));
    driver_stop(a);
    a = driver_start(pref);
    assert_non_null(a);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_SETUP);
    return a;
}

static void test_cancel_then_discard(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "replace-discard"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    uint64_t first;
    app *a = unfinished_game_then_setup(pref, &first);

    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    driver_frames(a, 2); /* the question draws */
    assert_int_equal(a->scene, SCENE_SETUP);
    assert_true(setup_replace_asking(a));
    assert_true(driver_click_label(a, TR(&a->i18n, "new_game.replace.cancel"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_SETUP);
    assert_false(setup_replace_asking(a));
    assert_true(game_id_in(save) == first); /* untouched */

    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    assert_true(driver_click_label(a, TR(&a->i18n, "new_game.replace.discard"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    uint64_t now = game_id_in(save);
    assert_true(now != 0 && now != first);
    static char kept[KEPT_GAMES][KEPT_PATH_MAX];
    assert_int_equal(game_kept_games(game_opener_of(a), kept, KEPT_GAMES),
                     0); /* discarded: not kept */
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static void test_keep_among_kept_games(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "replace-keep"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    uint64_t first;
    app *a = unfinished_game_then_setup(pref, &first);
    assert_true(app_set_language(a, "es")); /* the question in the player's language */
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    assert_true(setup_replace_asking(a));
    assert_true(driver_click_label(a, TR(&a->i18n, "new_game.replace.keep"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    static char kept[KEPT_GAMES][KEPT_PATH_MAX];
    assert_int_equal(game_kept_games(game_opener_of(a), kept, KEPT_GAMES), 1);
    assert_true(game_id_in(kept[0]) == first);
    assert_true(game_id_in(save) != first);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cancel_then_discard),
        cmocka_unit_test(test_keep_among_kept_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
