/* Issue 42: colour and good words agree with their count in every
 * language. Spanish once said "2 cubos marrón" and German "2 Braun Würfel",
 * "2 Pflug": one word served every count. Every colour and good is checked at
 * one and at several, as the cubes the voice names, as the word after a
 * number (the log, prices) and in a space's and a seat's spoken words, for
 * every count the board can show. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catalogues.h"
#include "table/spoken.h"
#include "table/words.h"

typedef struct counted {
    const char *one_cube, *two_cubes, *one_word, *two_words;
} counted;

/* brown, pink, orange, green, plague */
static const counted CUBES[3][VILLAGE_CUBE_COLOURS] = {
    {{"1 brown cube", "2 brown cubes", "brown", "brown"},
     {"1 pink cube", "2 pink cubes", "pink", "pink"},
     {"1 orange cube", "2 orange cubes", "orange", "orange"},
     {"1 green cube", "2 green cubes", "green", "green"},
     {"1 plague cube", "2 plague cubes", "plague", "plague"}},
    {{"1 cubo marrón", "2 cubos marrones", "marrón", "marrones"},
     {"1 cubo rosa", "2 cubos rosa", "rosa", "rosa"},
     {"1 cubo naranja", "2 cubos naranja", "naranja", "naranja"},
     {"1 cubo verde", "2 cubos verdes", "verde", "verdes"},
     {"1 cubo de peste", "2 cubos de peste", "de peste", "de peste"}},
    {{"1 brauner Würfel", "2 braune Würfel", "brauner", "braune"},
     {"1 rosa Würfel", "2 rosa Würfel", "rosa", "rosa"},
     {"1 orange Würfel", "2 orange Würfel", "orange", "orange"},
     {"1 grüner Würfel", "2 grüne Würfel", "grüner", "grüne"},
     {"1 Pestwürfel", "2 Pestwürfel", "Pest", "Pest"}},
};

/* scroll, horse, ox, plough, wagon: the word after 1 and after 2 */
static const char *const GOODS[3][VILLAGE_GOODS][2] = {
    {{"scroll", "scrolls"},
     {"horse", "horses"},
     {"ox", "oxen"},
     {"plough", "ploughs"},
     {"wagon", "wagons"}},
    {{"pergamino", "pergaminos"},
     {"caballo", "caballos"},
     {"buey", "bueyes"},
     {"arado", "arados"},
     {"carro", "carros"}},
    {{"Schriftrolle", "Schriftrollen"},
     {"Pferd", "Pferde"},
     {"Ochse", "Ochsen"},
     {"Pflug", "Pflüge"},
     {"Wagen", "Wagen"}},
};

static const i18n *catalogue(int language)
{
    return language == 0 ? &english : language == 1 ? &spanish : &german;
}

static void cubes_agree_at_one_and_at_two(void **state)
{
    (void)state;
    int checked = 0;
    for (int language = 0; language < 3; language++) {
        const table_words w = {catalogue(language), false};
        for (int colour = 0; colour < VILLAGE_CUBE_COLOURS; colour++) {
            const counted *want = &CUBES[language][colour];
            char said[120];
            assert_string_equal(table_count_cubes(&w, colour, 1, said, sizeof said),
                                want->one_cube);
            assert_string_equal(table_count_cubes(&w, colour, 2, said, sizeof said),
                                want->two_cubes);
            assert_string_equal(table_name_colour_n(&w, colour, 1), want->one_word);
            assert_string_equal(table_name_colour_n(&w, colour, 2), want->two_words);
            checked++;
        }
    }
    assert_int_equal(checked, 3 * VILLAGE_CUBE_COLOURS);
}

static void goods_agree_at_one_and_at_two(void **state)
{
    (void)state;
    for (int language = 0; language < 3; language++) {
        const table_words w = {catalogue(language), false};
        for (int good = 0; good < VILLAGE_GOODS; good++) {
            assert_string_equal(table_name_good_n(&w, good, 1), GOODS[language][good][0]);
            assert_string_equal(table_name_good_n(&w, good, 2), GOODS[language][good][1]);
        }
    }
}

/* Every count the board shows (0 to the supply's 20): the form of 2 for every
 * count but 1, the number itself in the words, nothing left unfilled. */
static void every_count_takes_its_form(void **state)
{
    (void)state;
    int checked = 0;
    for (int language = 0; language < 3; language++) {
        const table_words w = {catalogue(language), false};
        for (int colour = 0; colour < VILLAGE_CUBE_COLOURS; colour++)
            for (long n = 0; n <= 20; n++) {
                char said[120], two[120], want[140];
                table_count_cubes(&w, colour, n, said, sizeof said);
                table_count_cubes(&w, colour, n == 1 ? 1 : 2, two, sizeof two);
                snprintf(want, sizeof want, "%ld%s", n, two + 1); /* the count's form, n's digits */
                assert_string_equal(said, want);
                assert_null(strchr(said, '{'));
                assert_string_equal(table_name_colour_n(&w, colour, n),
                                    n == 1 ? CUBES[language][colour].one_word
                                           : CUBES[language][colour].two_words);
                checked++;
            }
        for (int good = 0; good < VILLAGE_GOODS; good++)
            for (long n = 0; n <= 20; n++)
                assert_string_equal(table_name_good_n(&w, good, n),
                                    GOODS[language][good][n == 1 ? 0 : 1]);
    }
    assert_int_equal(checked, 3 * VILLAGE_CUBE_COLOURS * 21);
}

/* The spoken space and resources use the counted forms. */
static void spoken_board_words_agree(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 2, 7, 0));
    memset(s.spaces[0], 0, sizeof s.spaces[0]);
    s.spaces[0][VILLAGE_BROWN] = 2;
    s.spaces[0][VILLAGE_GREEN] = 1;
    memset(s.players[0].cubes, 0, sizeof s.players[0].cubes);
    s.players[0].cubes[VILLAGE_GREEN] = 3;
    memset(s.players[0].goods, 0, sizeof s.players[0].goods);
    s.players[0].goods[VILLAGE_OX] = 2;
    table_seats seats = {.count = 2, .names = {"Ana", "Bea"}};
    const char *space_wants[3][2] = {{"2 brown cubes, 1 green cube", "3 green cubes"},
                                     {"2 cubos marrones, 1 cubo verde", "3 cubos verdes"},
                                     {"2 braune Würfel, 1 grüner Würfel", "3 grüne Würfel"}};
    const char *ox[3] = {"2 oxen", "2 bueyes", "2 Ochsen"};
    for (int language = 0; language < 3; language++) {
        const table_words w = {catalogue(language), false};
        char said[TABLE_SPOKEN_MAX];
        table_spoken_space(&w, &s, 0, said, sizeof said);
        if (!strstr(said, space_wants[language][0]))
            fail_msg("\"%s\" lacks \"%s\"", said, space_wants[language][0]);
        table_spoken_resources(&w, &s, &seats, 0, said, sizeof said);
        if (!strstr(said, space_wants[language][1]) || !strstr(said, ox[language]))
            fail_msg("\"%s\" lacks \"%s\" or \"%s\"", said, space_wants[language][1], ox[language]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cubes_agree_at_one_and_at_two),
        cmocka_unit_test(goods_agree_at_one_and_at_two),
        cmocka_unit_test(every_count_takes_its_form),
        cmocka_unit_test(spoken_board_words_agree),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
