/* The player is told whenever the game cannot keep a save, driven by clicks:
 * a preferences folder that refuses the autosave shows a banner within one
 * move, the banner goes once saving works again, leaving with unsaved moves
 * (Menu, closing the window, New game) asks first; New game keeps a save the
 * loader refused beside it and says where; Continue on a hostile save shows
 * a message and leaves the file as it was.
 * Saving is made to fail by putting a folder where autosave.json goes: the
 * rename onto it fails for every user, root included (chmod does not stop
 * root, and CI runs as root); a full disk is a file size limit
 * (RLIMIT_FSIZE), which makes writes fail with EFBIG as a full disk does. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "village/save.h"

/* Title -> setup -> the default table, to the first human decision. */
static void start_default_game(app *a)
{
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_SETUP);
    assert_true(driver_click_label(a, TR(&a->i18n, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 300));
}

static void one_decision(app *a)
{
    driver_pass_handoff(a);
    assert_true(driver_wait_for_human(a, 300));
    size_t moves = session_move_count(game_session(a));
    assert_true(driver_decide(a));
    assert_true(session_move_count(game_session(a)) > moves);
}

/* The file on disk holds every move of the game on the table. */
static void assert_save_holds_every_move(app *a, const char *save)
{
    village_record r;
    char err[256];
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    assert_int_equal(r.move_count, session_move_count(game_session(a)));
    village_record_free(&r);
}

static void test_blocked_autosave_shows_banner_until_it_works(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-blocked"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    app *a = driver_start(pref);
    assert_non_null(a);
    start_default_game(a);
    assert_int_equal(game_unsaved_moves(a->shared->game), 0);
    assert_false(probe_save_now(a->shared->game).failing);

    /* The save's place is taken by a folder: the next move cannot be saved. */
    assert_int_equal(unlink(save), 0);
    assert_int_equal(mkdir(save, 0700), 0);
    one_decision(a);
    assert_true(probe_save_now(a->shared->game).failing);
    assert_true(game_unsaved_moves(a->shared->game) >= 1);
    assert_non_null(strstr(probe_save_now(a->shared->game).error, pref)); /* the folder is named */
    assert_int_equal(probe_save_now(a->shared->game).why, VILLAGE_WRITE_PATH_BLOCKED);
    driver_frames(a, 2); /* the banner draws */

    /* A click on the banner folds it to one line, uncovering the farmyard
     * under it; another click opens it again. */
    const SDL_FRect *turn = layout_find(&a->gfx.layout, "ui.banner");
    assert_non_null(turn);
    float bx = turn->x + 40, by = turn->y + turn->h + 20;
    driver_click(a, bx, by);
    assert_true(probe_save_now(a->shared->game).folded);
    assert_true(probe_save_now(a->shared->game).failing);
    driver_click(a, bx, by);
    assert_false(probe_save_now(a->shared->game).folded);

    /* Saving works again: the timer's retry finds it without another move. */
    assert_int_equal(rmdir(save), 0);
    driver_frames(a, 6 * 60);
    assert_false(probe_save_now(a->shared->game).failing);
    assert_int_equal(game_unsaved_moves(a->shared->game), 0);
    assert_save_holds_every_move(a, save);
    game_close(&a->shared->game);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static struct rlimit fsize_before;
static bool fsize_limited;

static int lift_file_size_limit(void **unused)
{
    (void)unused;
    if (fsize_limited)
        setrlimit(RLIMIT_FSIZE, &fsize_before);
    fsize_limited = false;
    return 0;
}

/* The disk fills up in the middle of a game: the very next move shows the
 * banner naming a full disk, no move is dropped, and the save catches up by
 * itself once there is room again. */
static void test_full_disk_shows_banner_and_loses_nothing(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-full"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    app *a = driver_start(pref);
    assert_non_null(a);
    start_default_game(a);
    assert_false(probe_save_now(a->shared->game).failing);

    struct rlimit was;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
    fsize_before = was;
    fsize_limited = true; /* the teardown lifts the limit even if an assertion fails */
    void (*was_signal)(int) = signal(SIGXFSZ, SIG_IGN); /* a failed write, not a kill */
    struct rlimit full = was;
    full.rlim_cur = 64; /* no save fits */
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &full), 0);
    one_decision(a);
    assert_true(probe_save_now(a->shared->game).failing);
    assert_int_equal(probe_save_now(a->shared->game).why,
                     VILLAGE_WRITE_DISK_FULL); /* worded from the catalogue */
    assert_non_null(strstr(probe_save_now(a->shared->game).error, "disk is full"));
    int unsaved =
        game_unsaved_moves(a->shared->game); /* told within one move (AI seats may add theirs) */
    assert_true(unsaved >= 1);
    one_decision(a);
    assert_true(game_unsaved_moves(a->shared->game) > unsaved);
    driver_frames(a, 2); /* the banner draws */

    assert_int_equal(setrlimit(RLIMIT_FSIZE, &was), 0);
    fsize_limited = false;
    signal(SIGXFSZ, was_signal);
    driver_frames(a, 6 * 60); /* the timer's retry */
    assert_false(probe_save_now(a->shared->game).failing);
    assert_save_holds_every_move(a, save);
    DIR *d = opendir(pref); /* and no temporary file is left behind */
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        assert_null(strstr(e->d_name, ".tmp-"));
    closedir(d);
    game_close(&a->shared->game);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static void close_window(app *a)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_QUIT;
    SDL_PushEvent(&e);
    driver_frames(a, 1);
}

static void test_leaving_with_unsaved_moves_asks_first(void **unused)
{
    (void)unused;
    char pref[256], save[300];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-quit"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    app *a = driver_start(pref);
    assert_non_null(a);
    start_default_game(a);

    /* Saving works: Menu (once the table is left) goes straight to the title, closing quits. */
    assert_true(driver_leave_by_menu(a));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
    assert_int_equal(a->scene, SCENE_GAME);

    assert_int_equal(unlink(save), 0);
    assert_int_equal(mkdir(save, 0700), 0);
    one_decision(a);
    int unsaved = game_unsaved_moves(a->shared->game);
    assert_true(unsaved >= 1);

    /* Menu asks; keep playing stays in the game. */
    assert_true(driver_leave_by_menu(a));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_save_now(a->shared->game).asking);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.keep"), 0));
    assert_false(probe_save_now(a->shared->game).asking);
    assert_int_equal(a->scene, SCENE_GAME);

    /* Closing the window asks; trying again while the folder still refuses
     * keeps asking; quit anyway quits. */
    close_window(a);
    assert_false(a->quit);
    assert_true(probe_save_now(a->shared->game).asking);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.retry"), 0));
    assert_false(a->quit);
    assert_true(probe_save_now(a->shared->game).asking);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.quit"), 0));
    assert_true(a->quit);
    a->quit = false;

    /* New game from the title asks too; once the folder takes saves again,
     * try again saves and goes on to the new table. */
    assert_true(driver_leave_by_menu(a));
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.quit"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(probe_save_now(a->shared->game).asking);
    assert_int_equal(rmdir(save), 0);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.unsaved.retry"), 0));
    assert_int_equal(a->scene, SCENE_SETUP);
    assert_int_equal(game_unsaved_moves(a->shared->game), 0);
    assert_int_equal(access(save, F_OK), 0);
    game_close(&a->shared->game);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static int count_rejected(const char *dir, char *name, size_t size)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strncmp(e->d_name, "autosave.rejected-", 18) == 0) {
            snprintf(name, size, "%s/%s", dir, e->d_name);
            n++;
        }
    closedir(d);
    return n;
}

static char *read_all(const char *path)
{
    char err[256];
    char *text = village_read_text_file(path, 1 << 20, err, sizeof err);
    assert_non_null(text);
    return text;
}

static void copy_file(const char *from, const char *to)
{
    char *text = read_all(from);
    FILE *f = fopen(to, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
    assert_int_equal(fclose(f), 0);
    free(text);
}

static void test_new_game_keeps_a_rejected_save(void **unused)
{
    (void)unused;
    char pref[256], save[300], from[600], kept[600];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-rejected"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    snprintf(from, sizeof from, "%s/hostile-newer-version.json", VILLAGE_TEST_HOSTILE_DIR);
    copy_file(from, save);
    char *original = read_all(save);
    app *a = driver_start(pref);
    assert_non_null(a);

    assert_true(driver_click_label(a, TR(&a->i18n, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_TITLE); /* stays to say what happened */
    assert_int_equal(count_rejected(pref, kept, sizeof kept), 1);
    assert_non_null(strstr(a->shared->menu.message, kept)); /* and where the file is */
    assert_int_equal(access(save, F_OK), -1);
    char *moved = read_all(kept);
    assert_string_equal(moved, original);
    free(moved);
    free(original);

    /* The next click starts the new game, and its save is a new file. */
    start_default_game(a);
    assert_int_equal(access(save, F_OK), 0);
    assert_int_equal(count_rejected(pref, kept, sizeof kept), 1);
    game_close(&a->shared->game);
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

static void test_continue_on_hostile_saves_says_so_and_touches_nothing(void **unused)
{
    (void)unused;
    static const char *const hostile[] = {
        "hostile-chronicle-spot-200.json",
        "hostile-csi-name.json",
        "hostile-deep.json",
        "hostile-duplicate-key.json",
        "hostile-grave-spot-9.json",
        "hostile-newer-version.json",
    };
    char pref[256], save[300], from[600];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-hostile"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    for (size_t i = 0; i < sizeof hostile / sizeof hostile[0]; i++) {
        snprintf(from, sizeof from, "%s/%s", VILLAGE_TEST_HOSTILE_DIR, hostile[i]);
        copy_file(from, save);
        char *original = read_all(save);
        app *a = driver_start(pref);
        assert_non_null(a);
        assert_true(driver_click_label(a, TR(&a->i18n, "title.continue"), 0));
        driver_frames(a, 2);
        if (a->scene != SCENE_TITLE || !a->shared->menu.message[0])
            fail_msg("%s: Continue did not stay on the title with a message", hostile[i]);
        assert_true(village_text_is_printable(a->shared->menu.message));
        char *after = read_all(save);
        assert_string_equal(after, original);
        free(after);
        free(original);
        driver_stop(a);
    }
    assert_true(driver_remove_tree(pref));
}

/* Issue 11: the loader's refusal reaches a Spanish player in Spanish. Each
 * hostile file of the committed corpus is put where the autosave goes, the
 * title is switched to Spanish, Continue is clicked: the title shows the
 * catalogue's sentence for the refusal's kind and none of the loader's
 * English detail (which names the field). Then New game keeps the file
 * aside and says so in Spanish too. */
static void test_refusals_are_told_in_the_players_language(void **unused)
{
    (void)unused;
    static const struct {
        const char *file;
        village_refusal kind;
        const char *english_detail; /* a piece of the loader's message */
    } hostile[] = {
        {"hostile-chronicle-spot-200.json", VILLAGE_REFUSAL_BAD_VALUE, "out of range"},
        {"hostile-csi-name.json", VILLAGE_REFUSAL_BAD_VALUE, "printable"},
        {"hostile-deep.json", VILLAGE_REFUSAL_DAMAGED, "nesting"},
        {"hostile-duplicate-key.json", VILLAGE_REFUSAL_BAD_VALUE, "missing key"},
        {"hostile-grave-spot-9.json", VILLAGE_REFUSAL_BAD_VALUE, "out of range"},
        /* Written when only version 1 existed: today it lacks version 2's "start". */
        {"hostile-newer-version.json", VILLAGE_REFUSAL_BAD_VALUE, "missing key"},
        {"hostile-version-99.json", VILLAGE_REFUSAL_NEWER_VERSION, "not supported"},
        {"hostile-review-chances.json", VILLAGE_REFUSAL_BAD_VALUE, "thousandths"},
        {"hostile-review-illegal-best.json", VILLAGE_REFUSAL_BAD_VALUE, "legal move"},
        {"hostile-review-order.json", VILLAGE_REFUSAL_BAD_VALUE, "move order"},
    };
    char pref[256], save[300], from[600], kept[600], expected[1200];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-spanish"));
    snprintf(save, sizeof save, "%s/autosave.json", pref);
    for (size_t i = 0; i < sizeof hostile / sizeof hostile[0]; i++) {
        snprintf(from, sizeof from, "%s/%s", VILLAGE_TEST_HOSTILE_DIR, hostile[i].file);
        copy_file(from, save);
        /* The save library's kind for the file, as the corpus is today. */
        village_record r;
        char detail[700];
        assert_false(village_save_read_file(save, &r, detail, sizeof detail));
        if (village_last_refusal() != hostile[i].kind || !strstr(detail, hostile[i].english_detail))
            fail_msg("%s: kind %s (\"%s\")", hostile[i].file,
                     village_refusal_name(village_last_refusal()), detail);

        app *a = driver_start(pref);
        assert_non_null(a);
        assert_true(app_set_language(a, "es"));
        assert_string_equal(TR(&a->i18n, "title.continue"), "Continuar");
        assert_true(driver_click_label(a, "Continuar", 0));
        driver_frames(a, 2);
        assert_int_equal(a->scene, SCENE_TITLE);
        const char *sentence = game_refusal_text(&a->i18n, hostile[i].kind);
        TRF(&a->i18n, expected, "title.continue.failed", sentence);
        if (strcmp(a->shared->menu.message, expected) != 0)
            fail_msg("%s: the title says \"%s\", expected \"%s\"", hostile[i].file,
                     a->shared->menu.message, expected);
        assert_null(strstr(a->shared->menu.message, hostile[i].english_detail));
        assert_null(strstr(a->shared->menu.message, "the save"));
        driver_stop(a);
    }

    /* New game moves the last one aside and says why and where, in Spanish. */
    app *a = driver_start(pref);
    assert_non_null(a);
    assert_true(app_set_language(a, "es"));
    assert_true(driver_click_label(a, "Nueva partida", 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_int_equal(count_rejected(pref, kept, sizeof kept), 1);
    assert_non_null(strstr(a->shared->menu.message, kept));
    assert_non_null(
        strstr(a->shared->menu.message, game_refusal_text(&a->i18n, VILLAGE_REFUSAL_BAD_VALUE)));
    assert_non_null(strstr(a->shared->menu.message, "Se conserva, intacta"));
    assert_null(strstr(a->shared->menu.message, "move order"));
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

/* Every refusal kind and every write trouble has its sentence in both
 * catalogues (a missing key would show the key itself). */
static void test_every_refusal_has_a_sentence(void **unused)
{
    (void)unused;
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "save-sentences"));
    app *a = driver_start(pref);
    assert_non_null(a);
    static const char *const languages[] = {"en", "es"};
    for (size_t l = 0; l < 2; l++) {
        assert_true(app_set_language(a, languages[l]));
        for (int k = 0; k < VILLAGE_REFUSAL_COUNT; k++) {
            char key[64];
            snprintf(key, sizeof key, "refusal.%s", village_refusal_name((village_refusal)k));
            if (!i18n_has(&a->i18n, key))
                fail_msg("%s: no %s", languages[l], key);
            const char *text = game_refusal_text(&a->i18n, (village_refusal)k);
            assert_string_equal(text, TR(&a->i18n, key));
        }
        for (int w = VILLAGE_WRITE_DISK_FULL; w <= VILLAGE_WRITE_OTHER; w++)
            assert_null(
                strstr(game_write_trouble_text(&a->i18n, (village_write_trouble)w), "game."));
    }
    driver_stop(a);
    assert_true(driver_remove_tree(pref));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blocked_autosave_shows_banner_until_it_works),
        cmocka_unit_test_teardown(test_full_disk_shows_banner_and_loses_nothing,
                                  lift_file_size_limit),
        cmocka_unit_test(test_leaving_with_unsaved_moves_asks_first),
        cmocka_unit_test(test_new_game_keeps_a_rejected_save),
        cmocka_unit_test(test_continue_on_hostile_saves_says_so_and_touches_nothing),
        cmocka_unit_test(test_refusals_are_told_in_the_players_language),
        cmocka_unit_test(test_every_refusal_has_a_sentence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
