/* The table's words (src/table/words.h) from the real catalogues in
 * assets/i18n, with no window: a move's description and outcome in English
 * and Spanish, a colour with its cube mark in colour-blind mode, every step's
 * label and every disabled option's reason at random positions, none of them
 * a catalogue key left unfilled. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catalogue/cube_mark.h"
#include "table/words.h"
#include "catalogues.h"
#include "testkit_rng.h"

/* A key the catalogue lacks comes back as the key itself ("describe.costs"). */
static void assert_no_key(const char *text, const char *prefix)
{
    if (strstr(text, prefix))
        fprintf(stderr, "a key left unfilled: %s\n", text);
    assert_null(strstr(text, prefix));
}

static bool first_cube_move(const village_state *s, village_move *out)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_TAKE_CUBE && moves[i].what != VILLAGE_PLAGUE) {
            *out = moves[i];
            return true;
        }
    return false;
}

static void describe_in_english_and_spanish(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 3, 7, 0));
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&s, moves);
    assert_true(n > 0);
    const table_words en = {&english, false}, es = {&spanish, false};
    for (int i = 0; i < n; i++) {
        char in_english[TABLE_DETAIL_MAX], in_spanish[TABLE_DETAIL_MAX];
        table_move_describe(&en, &s, &moves[i], in_english, sizeof in_english);
        table_move_describe(&es, &s, &moves[i], in_spanish, sizeof in_spanish);
        assert_non_null(strstr(in_english, "Costs: "));
        assert_non_null(strstr(in_spanish, "Cuesta: "));
        assert_string_not_equal(in_english, in_spanish);
        assert_no_key(in_english, "describe.");
        assert_no_key(in_spanish, "describe.");
    }
}

/* A cube taken reads "+1 pink" / "+1 rosa" for its taker, nothing for the others. */
static void outcome_names_the_cube(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 3, 11, 0));
    village_move m;
    assert_true(first_cube_move(&s, &m));
    int actor = s.actor;
    village_events ev;
    assert_true(village_apply(&s, &m, &ev));
    const table_words words[] = {{&english, false}, {&spanish, false}};
    for (int l = 0; l < 2; l++) {
        char out[TABLE_DETAIL_MAX], want[64];
        table_move_outcome(&words[l], actor, &ev, out, sizeof out);
        snprintf(want, sizeof want, "+1 %s", table_name_colour(&words[l], m.what));
        assert_non_null(strstr(out, want));
        table_move_outcome(&words[l], (actor + 1) % 3, &ev, out, sizeof out);
        assert_string_equal(out, "");
    }
}

static void colour_marked_only_with_symbols(void **state)
{
    (void)state;
    char out[96];
    for (int c = 0; c < 5; c++) {
        const table_words plain = {&english, false}, symbols = {&english, true};
        const char *word = table_name_colour(&plain, c);
        assert_string_equal(table_name_colour_marked(&plain, c, out, sizeof out), word);
        const char *marked = table_name_colour_marked(&symbols, c, out, sizeof out);
        assert_non_null(strstr(marked, word));
        const char *mark = marked;
        while (*mark && i18n_cube_mark_at(mark) < 0)
            mark++;
        assert_int_equal(i18n_cube_mark_at(mark), c);
    }
}

/* Every step of every legal move and every disabled option, at random
 * positions of a random game: a label that is words, a reason that is words. */
static void labels_and_reasons_are_words(void **state)
{
    (void)state;
    testkit_rng rng;
    testkit_rng_seed(&rng, 5);
    const table_words words[] = {{&english, true}, {&spanish, false}};
    static table_chooser c;
    int labels = 0, reasons = 0;
    for (int game = 0; game < 3; game++) {
        village_state s;
        assert_true(village_new_game(&s, 2 + game, 100 + (uint64_t)game, 0));
        for (int turn = 0; turn < 400 && s.phase != VILLAGE_PHASE_GAME_OVER; turn++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            assert_true(n > 0);
            for (int i = 0; i < n; i++) {
                table_path p;
                table_path_for_move(&s, &moves[i], &p);
                for (int k = 0; k < p.count; k++)
                    for (int l = 0; l < 2; l++) {
                        char label[96];
                        table_step_label(&words[l], &s, &p.steps[k], label, sizeof label);
                        assert_true(label[0] != '\0' && !(label[0] >= 'a' && label[0] <= 'z'));
                        assert_no_key(label, "step.");
                        labels++;
                    }
            }
            table_chooser_build(&c, &s);
            for (int o = 0; o < c.option_count; o++) {
                if (c.options[o].enabled)
                    continue;
                char why[512];
                table_step_unavailable_reason(&words[turn % 2], &s, &c.options[o].step, why,
                                              sizeof why);
                assert_no_key(why, "reason.");
                reasons += why[0] != '\0';
            }
            village_events ev;
            assert_true(village_apply(&s, &moves[testkit_rng_below(&rng, (uint32_t)n)], &ev));
        }
    }
    printf("labels %d, reasons %d\n", labels, reasons);
    assert_true(labels > 1000 && reasons > 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(describe_in_english_and_spanish),
        cmocka_unit_test(outcome_names_the_cube),
        cmocka_unit_test(colour_marked_only_with_symbols),
        cmocka_unit_test(labels_and_reasons_are_words),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
