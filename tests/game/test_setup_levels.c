/* The table setup's computer levels, by clicks: four levels (issue 16's
 * ladder), each with a tooltip from the catalogue, and an expert seat that
 * reaches the game's record; and each computer's style (issue 39): shown,
 * different for computers of one level, changed by a click, played. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "ui/widgets.h"
#include "village/ai.h"

/* The setup menu's item labelled 'label' in the n-th chair row that has one. */
static const menu_item *find_item(const menu *m, const char *label, int nth)
{
    for (int i = 0; i < m->count; i++)
        if (strcmp(m->items[i].label, label) == 0 && nth-- == 0)
            return &m->items[i];
    return NULL;
}

static void test_every_level_has_its_tooltip(void **state)
{
    (void)state;
    app *a = driver_start_fresh("setup-levels");
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    assert_int_equal(a->scene, SCENE_SETUP);
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    static const char *const levels[] = {"setup.easy", "setup.medium", "setup.hard",
                                         "setup.expert"};
    for (int l = 0; l < 4; l++) {
        char tip_key[40];
        snprintf(tip_key, sizeof tip_key, "%s.tip", levels[l]);
        const menu_item *it = find_item(&m, TR(t, levels[l]), 0);
        assert_non_null(it);
        assert_true(strlen(it->tip) > 20);
        assert_string_equal(it->tip, TR(t, tip_key));
    }
    driver_stop(a);
}

static void test_expert_seat_reaches_the_game(void **state)
{
    (void)state;
    app *a = driver_start_fresh("setup-levels");
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    /* Chairs 2-4 are computers at first: the first expert button is chair 2's. */
    assert_true(driver_click_label(a, TR(t, "setup.expert"), 0));
    assert_int_equal(setup_table(a)->chairs[1].ai_level, VILLAGE_AI_EXPERT);
    assert_int_equal(setup_table(a)->chairs[2].ai_level, VILLAGE_AI_MEDIUM);
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    assert_true(find_item(&m, TR(t, "setup.expert"), 0)->selected);
    assert_false(find_item(&m, TR(t, "setup.medium"), 0)->selected);
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    const village_record *r = session_record(game_session(a));
    assert_int_equal(r->seats[1].kind, VILLAGE_SEAT_AI);
    assert_int_equal(r->seats[1].ai_level, VILLAGE_AI_EXPERT);
    game_close(&a->shared->game);
    driver_stop(a);
}

static void test_computers_of_one_level_play_different_styles(void **state)
{
    (void)state;
    app *a = driver_start_fresh("setup-styles");
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    const menu_item *items[VILLAGE_MAX_PLAYERS];
    int shown[VILLAGE_MAX_PLAYERS];
    /* Chairs 2-4 are medium computers at first: three styles, all different. */
    assert_int_equal(driver_style_items(t, &m, items, shown), 3);
    assert_int_not_equal(shown[0], shown[1]);
    assert_int_not_equal(shown[0], shown[2]);
    assert_int_not_equal(shown[1], shown[2]);
    assert_true(strlen(items[0]->tip) > 20);
    /* A click gives chair 2 the next style. */
    char label[sizeof items[0]->label];
    snprintf(label, sizeof label, "%s", items[0]->label);
    assert_true(driver_click_label(a, label, 0));
    int chosen = (shown[0] + 1) % VILLAGE_AI_STYLES;
    assert_true(setup_table(a)->style_chosen[1]);
    assert_int_equal(setup_table(a)->ai_style[1], chosen);
    scene_get(a->scene)->build_menu(a, &m);
    assert_int_equal(driver_style_items(t, &m, items, shown), 3);
    assert_int_equal(shown[0], chosen);
    /* The styles shown are the styles the game's seats play. */
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    const village_record *r = session_record(game_session(a));
    for (int k = 0; k < 3; k++)
        assert_int_equal(r->ai_styles[k + 1], shown[k]);
    assert_int_equal(session_ai_style(game_session(a), 1), chosen);
    assert_int_equal(session_ai_style(game_session(a), 0), -1); /* a person */
    game_close(&a->shared->game);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_level_has_its_tooltip),
        cmocka_unit_test(test_expert_seat_reaches_the_game),
        cmocka_unit_test(test_computers_of_one_level_play_different_styles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
