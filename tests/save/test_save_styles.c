/* AI styles in the save (issue 39): a styled seat's style is kept, so a
 * loaded game plays on with the same plans; balanced seats and saves from
 * before styles are written and read as they always were; an unknown
 * style is refused with its path. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"
#include "village/ai.h"

static void styled_record(village_record *r)
{
    make_record(r, 4, 3901, 40);
    for (int p = 1; p < 4; p++) {
        r->seats[p].kind = VILLAGE_SEAT_AI;
        r->seats[p].ai_level = VILLAGE_AI_MEDIUM;
    }
    r->ai_styles[1] = VILLAGE_AI_STYLE_CHRONICLER;
    r->ai_styles[2] = VILLAGE_AI_STYLE_MERCHANT;
    r->ai_styles[3] = VILLAGE_AI_STYLE_BALANCED;
}

static void styles_survive_save_and_load(void **unused)
{
    (void)unused;
    village_record r, back;
    styled_record(&r);
    char *text = village_save_to_json(&r);
    assert_non_null(text);
    char err[256];
    assert_true(village_save_from_json(text, &back, err, sizeof err));
    assert_int_equal(back.ai_styles[1], VILLAGE_AI_STYLE_CHRONICLER);
    assert_int_equal(back.ai_styles[2], VILLAGE_AI_STYLE_MERCHANT);
    assert_int_equal(back.ai_styles[3], VILLAGE_AI_STYLE_BALANCED);
    char *again = village_save_to_json(&back);
    assert_string_equal(text, again); /* byte for byte */
    assert_non_null(strstr(text, "\"style\": \"chronicler\""));
    free(again);
    free(text);
    village_record_free(&back);
    village_record_free(&r);
}

/* A save without styles (every save before them) loads with balanced
 * seats, and a game of balanced seats writes no style at all. */
static void saves_without_styles_stay_as_they_were(void **unused)
{
    (void)unused;
    village_record r, back;
    styled_record(&r);
    for (int p = 0; p < 4; p++)
        r.ai_styles[p] = VILLAGE_AI_STYLE_BALANCED;
    char *text = village_save_to_json(&r);
    assert_null(strstr(text, "\"style\""));
    char err[256];
    assert_true(village_save_from_json(text, &back, err, sizeof err));
    for (int p = 0; p < 4; p++)
        assert_int_equal(back.ai_styles[p], VILLAGE_AI_STYLE_BALANCED);
    free(text);
    village_record_free(&back);
    village_record_free(&r);
}

static void unknown_styles_are_refused(void **unused)
{
    (void)unused;
    village_record r;
    styled_record(&r);
    char *text = village_save_to_json(&r);
    char *bad = json_edit(text, "seats[1].style", cJSON_CreateString("dreamer"));
    expect_rejected(bad, "seats[1].style", "AI style");
    free(bad);
    bad = json_edit(text, "seats[1].style", cJSON_CreateNumber(2));
    expect_rejected(bad, "seats[1].style", NULL);
    free(bad);
    free(text);
    village_record_free(&r);
}

int main(int argc, char **argv)
{
    test_seed(argc, argv, 3901);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(styles_survive_save_and_load),
        cmocka_unit_test(saves_without_styles_stay_as_they_were),
        cmocka_unit_test(unknown_styles_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
