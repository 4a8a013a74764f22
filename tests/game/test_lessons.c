/* The lesson files of "Learn to play" (docs/lessons.md): every one listed
 * loads through the validated position reader; every catalogue key it names
 * is in both catalogues; every board area it points at is a layout anchor;
 * every rules topic it names has a page. Broken lesson files are refused
 * with a message that names the problem, and the title says so to the
 * player instead of opening a game. */
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
#include "render/layout.h"
#include "scenes/game/game.h"
#include "session/lesson_file.h"
#include "scenes/rules/rules_book.h"
#include "scenes/scene.h"
#include "temp_folder.h"
#include "catalogue/i18n.h"
#include "village/board.h"
#include "village/save.h"

static const char *const LANGUAGES[] = {"en", "es"};

/* A reaction's words: its key, or the counted pair <key>.one and <key>.other. */
static bool said_by(const i18n *cat, const char *key)
{
    char one[LESSON_KEY_MAX + 8], other[LESSON_KEY_MAX + 8];
    snprintf(one, sizeof one, "%s.one", key);
    snprintf(other, sizeof other, "%s.other", key);
    return i18n_has(cat, key) || (i18n_has(cat, one) && i18n_has(cat, other));
}

static void key_in_both(i18n cats[2], const char *file, const char *key, int *missing)
{
    for (int l = 0; l < 2; l++)
        if (!i18n_has(&cats[l], key)) {
            print_error("%s names \"%s\", missing from %s.txt\n", file, key, LANGUAGES[l]);
            (*missing)++;
        }
}

static void reaction_in_both(i18n cats[2], const char *file, const char *key, int *missing)
{
    for (int l = 0; l < 2; l++)
        if (!said_by(&cats[l], key)) {
            print_error("%s names \"%s\", missing from %s.txt\n", file, key, LANGUAGES[l]);
            (*missing)++;
        }
}

static void test_every_lesson_loads_and_names_what_exists(void **unused)
{
    (void)unused;
    static i18n cats[2];
    char err[700], path[1300];
    for (int l = 0; l < 2; l++)
        assert_true(i18n_load(&cats[l], VILLAGE_TEST_DATA_DIR, LANGUAGES[l], err, sizeof err));
    layout lay = {0};
    snprintf(path, sizeof path, "%s/gfx/layout.txt", VILLAGE_TEST_DATA_DIR);
    assert_true(layout_load(&lay, path, err, sizeof err));
    lesson_list list;
    if (!lesson_list_read(VILLAGE_TEST_DATA_DIR, &list, err, sizeof err))
        fail_msg("%s", err);
    assert_true(list.count >= 12);
    int missing = 0;
    bool topic_has_lesson[RULES_TOPIC_COUNT] = {false};
    int first_lesson[RULES_TOPIC_COUNT];
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        first_lesson[t] = -1;
    static lesson l;
    for (int n = 0; n < list.count; n++) {
        lesson_path(VILLAGE_TEST_DATA_DIR, &list, n, path, sizeof path);
        if (!lesson_read_file(path, &l, err, sizeof err))
            fail_msg("%s", err);
        const char *f = list.files[n];
        key_in_both(cats, f, l.title, &missing);
        key_in_both(cats, f, l.done, &missing);
        for (int i = 0; i < l.prompt_count; i++)
            key_in_both(cats, f, l.prompts[i], &missing);
        for (int i = 0; i < l.reaction_count; i++)
            reaction_in_both(cats, f, l.reactions[i].say, &missing);
        for (int i = 0; i < l.target_count; i++)
            if (!layout_find(&lay, l.targets[i])) {
                print_error("%s points at \"%s\", not a layout anchor\n", f, l.targets[i]);
                missing++;
            }
        for (int i = 0; i < l.topic_count; i++) {
            rules_topic t = rules_topic_from_id(l.topics[i]);
            if (t == RULES_TOPIC_CONTENTS) {
                print_error("%s names the rules topic \"%s\", which has no page\n", f, l.topics[i]);
                missing++;
            } else {
                topic_has_lesson[t] = true;
                if (first_lesson[t] < 0)
                    first_lesson[t] = n;
            }
        }
        /* Two seats: the guide sits on the free farmyard places (lesson.c). */
        assert_int_equal(l.start.num_players, 2);
        assert_true(l.start.actor == l.learner);
        assert_int_equal(l.reactions[l.reaction_count - 1].on, LESSON_EV_ANY);
    }
    /* Every rules page but the aim's has a "Try it". */
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        if (!topic_has_lesson[t] && t != RULES_TOPIC_GOAL) {
            print_error("rules topic \"%s\" has no lesson\n", rules_topic_id(t));
            missing++;
        }
    assert_int_equal(missing, 0);
    /* A page's "Try it" opens the first lesson that names its topic. */
    const char *topics[RULES_TOPIC_COUNT];
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        topics[t] = rules_topic_id(t);
    int lesson_of[RULES_TOPIC_COUNT];
    game_lessons_for_topics((game_opener){.data_dir = VILLAGE_TEST_DATA_DIR}, topics,
                            RULES_TOPIC_COUNT, lesson_of);
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        assert_int_equal(lesson_of[t], first_lesson[t]);
    layout_free(&lay);
    i18n_free(&cats[0]);
    i18n_free(&cats[1]);
}

/* Where the learner's family stands: what a game going on never takes back. */
typedef struct family_marks {
    int round, lifetime, dead, born, prestige;
    uint32_t cities, customers;
} family_marks;

static family_marks marks_of(const lesson *l)
{
    const village_player *p = &l->start.players[l->learner];
    /* A death due counts as one: its bridge is behind the marker already. */
    family_marks f = {.round = l->start.round,
                      .lifetime = p->lifetime,
                      .dead = p->deaths_pending,
                      .prestige = p->prestige};
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        int place = p->members[m].place;
        f.dead += place == VILLAGE_CHRONICLE || place == VILLAGE_GRAVE || place == VILLAGE_GONE;
        f.born += place != VILLAGE_UNBORN;
    }
    f.cities = p->cities;
    f.customers = p->customers;
    return f;
}

/* The lessons are one game going on (docs/lessons.md): from one lesson to
 * the next the round never goes back and the learner's family keeps what it
 * has (members born and dead, time paid, cities, customers, prestige), unless
 * the lesson is a new table and its first line says so. No lesson but time's
 * and the death's starts where a plague cube would kill. */
static void test_the_lessons_are_one_game_going_on(void **unused)
{
    (void)unused;
    char err[700], path[1300];
    lesson_list list;
    if (!lesson_list_read(VILLAGE_TEST_DATA_DIR, &list, err, sizeof err))
        fail_msg("%s", err);
    static lesson l;
    family_marks before = {0};
    int broken = 0;
    for (int n = 0; n < list.count; n++) {
        lesson_path(VILLAGE_TEST_DATA_DIR, &list, n, path, sizeof path);
        if (!lesson_read_file(path, &l, err, sizeof err))
            fail_msg("%s", err);
        const char *f = list.files[n];
        family_marks now = marks_of(&l);
        bool says_new = strstr(l.prompts[0], ".new_table") != NULL;
        if (l.new_table != says_new || (n == 0 && l.new_table)) {
            print_error("%s: a new table (and only one) opens with its .new_table line\n", f);
            broken++;
        }
        if (n > 0 && !l.new_table) {
            const char *back = now.round < before.round ? "the round"
                               : now.dead < before.dead ? "the dead"
                               : now.born < before.born ? "the members born"
                               : now.dead == before.dead && now.lifetime < before.lifetime
                                   ? "the time paid"
                               : (before.cities & ~now.cities) != 0       ? "the cities marked"
                               : (before.customers & ~now.customers) != 0 ? "the customers served"
                               : now.prestige < before.prestige           ? "the prestige"
                                                                          : NULL;
            if (back) {
                print_error("%s takes back %s of the lesson before without saying so\n", f, back);
                broken++;
            }
        }
        bool about_death = l.start.phase == VILLAGE_PHASE_DEATH;
        for (int t = 0; t < l.topic_count; t++)
            about_death = about_death || strcmp(l.topics[t], "time") == 0;
        const village_player *learner = &l.start.players[l.learner];
        if (!about_death &&
            (learner->deaths_pending > 0 || learner->lifetime + village_board_data.plague_time >=
                                                village_board_data.lifetime_spaces)) {
            print_error("%s starts one plague cube from a death (lifetime %d)\n", f,
                        learner->lifetime);
            broken++;
        }
        before = now;
    }
    assert_int_equal(broken, 0);
}

/* A good lesson's text with one replacement made, so each broken file
 * differs from a working one by exactly the fault under test. */
static char *good_lesson_with(const char *from, const char *to)
{
    char path[1300], err[400];
    snprintf(path, sizeof path, "%s/lessons/01-turn.json", VILLAGE_TEST_DATA_DIR);
    char *text = village_read_text_file(path, LESSON_FILE_BYTES, err, sizeof err);
    assert_non_null(text);
    char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text), a = strlen(from), b = strlen(to);
    char *out = malloc(n - a + b + 1);
    assert_non_null(out);
    memcpy(out, text, (size_t)(at - text));
    memcpy(out + (at - text), to, b);
    memcpy(out + (at - text) + b, at + a, n - (size_t)(at - text) - a + 1);
    free(text);
    return out;
}

static void refused_with(const char *from, const char *to, const char *message)
{
    char *text = good_lesson_with(from, to);
    static lesson l;
    char err[700] = "";
    bool ok = lesson_from_json(text, &l, err, sizeof err);
    free(text);
    if (ok)
        fail_msg("replacing \"%s\" by \"%s\" was accepted", from, to);
    if (!strstr(err, message))
        fail_msg("replacing \"%s\" by \"%s\": \"%s\" does not say \"%s\"", from, to, err, message);
}

static void test_broken_lessons_are_refused_with_the_reason(void **unused)
{
    (void)unused;
    static lesson l;
    char err[700];
    assert_false(lesson_from_json("{\"format\": ", &l, err, sizeof err));
    assert_non_null(strstr(err, "line 1"));
    refused_with("\"grain\": 0", "\"grain\": 9", "grain: 9 is out of range");
    refused_with("\"ends\": \"next_turn\"", "\"ends\": \"lunch\"", "lesson.ends: \"lunch\"");
    refused_with("\"learner\": \"red\"", "\"learner\": \"white\"", "lesson.learner");
    refused_with("\"title\": \"lesson.turn.title\"", "\"colour\": \"red\"",
                 "unknown key \"colour\"");
    refused_with("\"on\": \"grain\"", "\"on\": \"cube_taken:kitchen\"", "not an action space");
    refused_with("\"lesson\": {", "\"lesson_\": {", "unknown key");
    refused_with("\"goals\": [", "\"goals\": [\"game_over\", ", "not something the learner does");
    refused_with("\"goals\": [", "\"goals\": [\"lunch\", ", "lesson.goals[0]: \"lunch\"");
    refused_with("\"goals\": [", "\"new_table\": 1, \"goals\": [", "lesson.new_table");
    refused_with("\"say\": \"lesson.turn.did\"", "\"say\": \"lesson turn did!\"",
                 "only letters, digits");
    /* Issue 27: the message quotes the file and goes to stderr, so what it
     * quotes is made printable (an escape sequence, a C1 CSI, a bidi
     * override) as the save reader's messages are. */
    refused_with("\"say\": \"lesson.turn.did\"", "\"say\": \"\\u001b[2J\\u009b31m\\u202eevil\"",
                 "\"?[2J??31m?evil\"");
    refused_with("\"title\": \"lesson.turn.title\"", "\"\\u001b]0;pwned\\u0007\": 1",
                 "unknown key \"?]0;pwned?\"");
    /* A position without its lesson is not a lesson. */
    char path[1300];
    snprintf(path, sizeof path, "%s/../tests/positions/mass-3p.json", VILLAGE_TEST_DATA_DIR);
    assert_false(lesson_read_file(path, &l, err, sizeof err));
    assert_non_null(strstr(err, "without a \"lesson\""));
    /* A missing file names its path. */
    assert_false(lesson_read_file("/nonexistent/lesson.json", &l, err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent/lesson.json"));
}

/* An assets folder whose lessons folder holds one lesson, whole for now:
 * every other asset is the real one (linked). */
static void make_one_lesson_assets(const char *dir)
{
    char cmd[3000];
    snprintf(cmd, sizeof cmd,
             "rm -rf '%s' && mkdir -p '%s/lessons' && for f in '%s'/*; do "
             "[ \"$(basename \"$f\")\" = lessons ] || ln -s \"$f\" '%s/'; done && "
             "cp '%s/lessons/01-turn.json' '%s/lessons/'",
             dir, dir, VILLAGE_TEST_DATA_DIR, dir, VILLAGE_TEST_DATA_DIR, dir);
    assert_int_equal(system(cmd), 0);
    char path[1300];
    snprintf(path, sizeof path, "%s/lessons/lessons.txt", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("01-turn.json\n", f);
    fclose(f);
}

static void damage_the_lesson(const char *dir, const char *from, const char *to)
{
    char *text = good_lesson_with(from, to);
    char path[1300];
    snprintf(path, sizeof path, "%s/lessons/01-turn.json", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    free(text);
}

/* A lesson damaged after the title offered it (a damaged one is left out
 * of the course when the title is shown: test_lessons_trouble). */
static void test_the_title_says_a_lesson_is_broken(void **unused)
{
    (void)unused;
    char dir[600], pref[600];
    assert_true(temp_folder_path(dir, sizeof dir, "assets"));
    make_one_lesson_assets(dir);
    assert_true(driver_fresh_dir(pref, sizeof pref, "lessons-broken"));
    app *a = driver_start_on(dir, pref);
    assert_non_null(a);
    app_switch(a, SCENE_TITLE);
    driver_frames(a, 2);
    damage_the_lesson(dir, "\"grain\": 0", "\"grain\": 9");
    assert_true(driver_click_label(a, TR(&a->i18n, "title.learn"), 0));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_null(game_session(a));
    /* The player reads the kind of the trouble in the player's language; the
     * loader's English detail (the path, the field) goes to stderr. */
    const char *msg = a->shared->menu.message;
    char expected[600];
    TRF(&a->i18n, expected, "lesson.broken",
        game_refusal_text(&a->i18n, VILLAGE_REFUSAL_BAD_VALUE));
    if (strcmp(msg, expected) != 0 || strstr(msg, "grain"))
        fail_msg("the title says \"%s\"", msg);
    /* A mistake in the lesson's own script (not the position) says so. */
    damage_the_lesson(dir, "\"ends\": \"", "\"ends\": \"no_such_event");
    assert_true(app_set_language(a, "es"));
    assert_true(driver_click_label(a, TR(&a->i18n, "title.learn"), 0));
    driver_frames(a, 2);
    TRF(&a->i18n, expected, "lesson.broken", TR(&a->i18n, "lesson.script"));
    assert_string_equal(a->shared->menu.message, expected);
    assert_non_null(strstr(expected, "Reinstala el juego"));
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_lesson_loads_and_names_what_exists),
        cmocka_unit_test(test_the_lessons_are_one_game_going_on),
        cmocka_unit_test(test_broken_lessons_are_refused_with_the_reason),
        cmocka_unit_test(test_the_title_says_a_lesson_is_broken),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
