/* The words of hints and reviews (issue 25), as the game prints them in
 * English and Spanish: every reason in the catalogue's singular or plural
 * ("1 member", never "1 members" or "cube(s)"), nothing left unfilled, each
 * English one a verb phrase (the review says "because it …"), and
 * the review's grade line readable: the best move with its chance alone, any
 * other with how far it fell short of the best. */
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
#include "scenes/review/review.h"
#include "village/analyse.h"

/* Plural nouns a count of one must not take, in either language. */
static const char *const PLURALS[] = {"members", "miembros", "coins",  "monedas", "cubes",
                                      "cubos",   "points",   "puntos", "marked",  "marcadas"};

static void test_reasons_count_in_both_numbers(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("words");
    assert_non_null(a);
    static const char *const languages[] = {"en", "es"};
    for (int l = 0; l < 2; l++) {
        assert_true(app_set_language(a, languages[l]));
        for (int code = 0; code < VILLAGE_REASON_CODES; code++)
            for (int value = 1; value <= 3; value++) {
                char text[240];
                game_reason_text(GAME_WORDS(a), code, value, text, sizeof text);
                if (strstr(text, "(s)") || strchr(text, '{') || strncmp(text, "reason.", 7) == 0)
                    fail_msg("%s, %s %d: \"%s\"", languages[l], village_reason_name(code), value,
                             text);
                /* The review says "because it <reason>": a verb comes first. */
                size_t verb = strcspn(text, " :");
                if (l == 0 && (verb < 2 || text[verb - 1] != 's'))
                    fail_msg("en, %s %d: \"because it %s\"", village_reason_name(code), value,
                             text);
                for (size_t p = 0; value == 1 && p < sizeof PLURALS / sizeof PLURALS[0]; p++) {
                    char wrong[40];
                    snprintf(wrong, sizeof wrong, "1 %s", PLURALS[p]);
                    if (strstr(text, wrong))
                        fail_msg("%s, %s 1: \"%s\"", languages[l], village_reason_name(code), text);
                }
            }
    }
    driver_stop(a);
}

static void test_review_grade_line_reads_well(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("words");
    assert_non_null(a);
    village_review_decision best = {.win_played = 271, .win_best = 271};
    village_review_decision close = {.win_played = 266, .win_best = 270};
    village_review_decision mistake = {.win_played = 118, .win_best = 201};
    char line[300];
    assert_true(app_set_language(a, "en"));
    review_panel_grade_line(a, &best, line, sizeof line);
    assert_string_equal(line, "Best move: 27% to win");
    review_panel_grade_line(a, &close, line, sizeof line);
    assert_string_equal(line, "Good move: 27% to win, 0.4% less than the best move's 27%");
    review_panel_grade_line(a, &mistake, line, sizeof line);
    assert_string_equal(line, "Mistake: 12% to win, 8% less than the best move's 20%");
    assert_true(app_set_language(a, "es"));
    review_panel_grade_line(a, &best, line, sizeof line);
    assert_string_equal(line, "La mejor jugada: 27 % de ganar");
    review_panel_grade_line(a, &mistake, line, sizeof line);
    assert_string_equal(line, "Error: 12 % de ganar, un 8 % menos que el 20 % de la mejor jugada");
    review_panel_grade_line(a, &close, line, sizeof line);
    assert_string_equal(
        line, "Buena jugada: 27 % de ganar, un 0,4 % menos que el 27 % de la mejor jugada");
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reasons_count_in_both_numbers),
        cmocka_unit_test(test_review_grade_line_reads_well),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
