/* Hostile input never crashes the loader: every truncation of a real save,
 * random byte damage, deep nesting, huge numbers and strings, NUL bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

enum { DAMAGE_ROUNDS = 300 };

static uint64_t seed;
static char *save_text;

static int setup(void **unused)
{
    (void)unused;
    village_record r;
    make_record(&r, 4, seed, 120);
    save_text = village_save_to_json(&r);
    village_record_free(&r);
    return save_text ? 0 : -1;
}

static int teardown(void **unused)
{
    (void)unused;
    free(save_text);
    return 0;
}

/* Cut after every byte: only cuts in the trailing whitespace still load. */
static void every_truncation_is_rejected(void **unused)
{
    (void)unused;
    size_t len = strlen(save_text);
    size_t last_brace = (size_t)(strrchr(save_text, '}') - save_text);
    char *cut = malloc(len + 1);
    for (size_t n = 0; n < len; n++) {
        memcpy(cut, save_text, n);
        cut[n] = '\0';
        village_record out;
        char err[256];
        bool ok = village_save_from_json(cut, &out, err, sizeof err);
        if (ok != (n > last_brace))
            fail_msg("cut at byte %zu of %zu: %s", n, len, ok ? "accepted" : err);
        if (ok)
            village_record_free(&out);
    }
    free(cut);
}

/* Random bytes overwritten, inserted or deleted: never a crash, and
 * anything accepted saves again to a text that loads. */
static void random_damage_never_crashes(void **unused)
{
    (void)unused;
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    size_t len = strlen(save_text);
    char *damaged = malloc(len + 2);
    for (int round = 0; round < DAMAGE_ROUNDS; round++) {
        memcpy(damaged, save_text, len + 1);
        size_t at = testkit_rng_below(&rng, (uint32_t)len);
        static const char noise[] = "{}[]\":,0123456789-.e \\u";
        if (round % 3 == 0)
            damaged[at] = noise[testkit_rng_below(&rng, sizeof noise - 1)];
        else if (round % 3 == 1)
            memmove(damaged + at, damaged + at + 1, len - at);
        else
            damaged[at] = (char)(1 + testkit_rng_below(&rng, 255));
        village_record out;
        char err[256];
        if (village_save_from_json(damaged, &out, err, sizeof err)) {
            char *again = village_save_to_json(&out);
            village_record back;
            assert_true(village_save_from_json(again, &back, err, sizeof err));
            village_record_free(&back);
            village_record_free(&out);
            free(again);
        } else {
            assert_true(err[0] != '\0');
        }
    }
    free(damaged);
}

static void deep_nesting_is_refused(void **unused)
{
    (void)unused;
    size_t depth = 200000;
    char *text = malloc(2 * depth + 1);
    memset(text, '[', depth);
    memset(text + depth, ']', depth);
    text[2 * depth] = '\0';
    expect_rejected(text, "nesting deeper than", NULL);
    free(text);
}

static void huge_texts_are_refused(void **unused)
{
    (void)unused;
    size_t n = 2u << 20;
    char *text = malloc(n + 64);
    int k = snprintf(text, 64, "{\"format\": \"");
    memset(text + k, 'a', n);
    strcpy(text + k + n, "\"}");
    expect_rejected(text, "more than the", "a save may have");
    free(text);
    char *long_move = json_edit(save_text, "moves[2]",
                                cJSON_CreateString("take harvest brown                    "
                                                   "                                      "
                                                   "                                      "
                                                   "                 "));
    expect_rejected(long_move, "moves[2]", "at most 127 characters");
    free(long_move);
}

static void huge_numbers_are_refused(void **unused)
{
    (void)unused;
    const char *paths[] = {"state.round", "state.players[0].coins", "setup.players",
                           "state.market.pile_top"};
    const char *numbers[] = {"1e400", "-1e400", "18446744073709551617", "-0.5", "1e308"};
    for (size_t p = 0; p < sizeof paths / sizeof paths[0]; p++)
        for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
            char *edited = json_edit(save_text, paths[p], cJSON_CreateRaw(numbers[i]));
            expect_rejected(edited, paths[p], NULL);
            free(edited);
        }
}

static void nul_characters_are_refused(void **unused)
{
    (void)unused;
    char *edited = json_edit(save_text, "seats[0].name", cJSON_CreateRaw("\"Ann\\u0000Bob\""));
    expect_rejected(edited, "NUL character", "line");
    free(edited);
    edited = json_edit(save_text, "seats[1].name", cJSON_CreateRaw("\"Ann\\\\u0000\""));
    village_record out;
    char err[256];
    /* An escaped backslash followed by "u0000" is plain text, not a NUL. */
    if (!village_save_from_json(edited, &out, err, sizeof err))
        fail_msg("%s", err);
    assert_string_equal(out.seats[1].name, "Ann\\u0000");
    village_record_free(&out);
    free(edited);
}

int main(int argc, char **argv)
{
    seed = test_seed(argc, argv, 99);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_truncation_is_rejected),
        cmocka_unit_test(random_damage_never_crashes),
        cmocka_unit_test(deep_nesting_is_refused),
        cmocka_unit_test(huge_texts_are_refused),
        cmocka_unit_test(huge_numbers_are_refused),
        cmocka_unit_test(nul_characters_are_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
