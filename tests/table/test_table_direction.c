/* Words that say which way a number goes pick it by the numbers, in every
 * catalogue: a death's tooltip says the projected score rises, falls or
 * stays by comparing the two scores. German once said "steigt von 13 auf
 * 10" (rises) while the score fell: one verb served both ways. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "table/words.h"
#include "catalogues.h"
#include "testkit_rng.h"

static const char *direction_key(int from, int to)
{
    return to > from   ? "describe.score.up"
           : to < from ? "describe.score.down"
                       : "describe.score.same";
}

/* Every death choice of some random games, in each language: the tooltip's
 * score line is the one for the way the score goes. */
static void a_deaths_score_line_goes_the_way_the_numbers_go(void **state)
{
    (void)state;
    const i18n *cats[] = {&english, &spanish, &german};
    int checked = 0, fell = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        village_state s;
        assert_true(village_new_game(&s, 2 + (int)(seed % 3), seed, 0));
        testkit_rng rng;
        testkit_rng_seed(&rng, seed);
        for (int move = 0; move < 2000 && s.phase != VILLAGE_PHASE_GAME_OVER; move++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            assert_true(n > 0);
            if (s.phase == VILLAGE_PHASE_DEATH) {
                for (int i = 0; i < n; i++) {
                    village_state after = s;
                    assert_true(village_apply(&after, &moves[i], NULL));
                    village_score was, now;
                    village_score_breakdown(&s, s.actor, &was);
                    village_score_breakdown(&after, s.actor, &now);
                    char from[16], to[16];
                    snprintf(from, sizeof from, "%d", was.total);
                    snprintf(to, sizeof to, "%d", now.total);
                    for (size_t c = 0; c < sizeof cats / sizeof cats[0]; c++) {
                        const table_words w = {cats[c], false};
                        char text[1024], line[256], told[3][256];
                        table_move_describe(&w, &s, &moves[i], text, sizeof text);
                        TRF(cats[c], told[0], "describe.score.up", from, to);
                        TRF(cats[c], told[1], "describe.score.down", from, to);
                        TRF(cats[c], told[2], "describe.score.same", from, to);
                        if (!strstr(text, told[0]) && !strstr(text, told[1]) &&
                            !strstr(text, told[2]))
                            continue; /* no score: it would tell what is hidden */
                        TRF(cats[c], line, direction_key(was.total, now.total), from, to);
                        if (!strstr(text, line))
                            fail_msg("seed %llu: \"%s\" does not say \"%s\"",
                                     (unsigned long long)seed, text, line);
                        checked++;
                        fell += now.total < was.total;
                    }
                }
            }
            assert_true(village_apply(&s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
        }
    }
    printf("death choices checked: %d (%d with a falling score)\n", checked, fell);
    assert_true(checked > 0);
    assert_true(fell > 0);
}

/* The three phrases of every catalogue differ, so no language can say one
 * word for both ways. */
static void rise_fall_and_stay_are_three_phrases(void **state)
{
    (void)state;
    const i18n *cats[] = {&english, &spanish, &german};
    for (size_t c = 0; c < sizeof cats / sizeof cats[0]; c++) {
        char up[256], down[256], same[256];
        TRF(cats[c], up, "describe.score.up", "13", "10");
        TRF(cats[c], down, "describe.score.down", "13", "10");
        TRF(cats[c], same, "describe.score.same", "13", "13");
        assert_true(i18n_has(cats[c], "describe.score.up"));
        assert_true(i18n_has(cats[c], "describe.score.down"));
        assert_true(i18n_has(cats[c], "describe.score.same"));
        assert_string_not_equal(up, down);
        assert_string_not_equal(down, same);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_deaths_score_line_goes_the_way_the_numbers_go),
        cmocka_unit_test(rise_fall_and_stay_are_three_phrases),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
