/* Issue 42, item 3: the questions asked by key about the board's shared
 * places: the market (M), the council and the church (K), the chronicle
 * and the graves (B). On a board set up by hand, each answer says what the
 * board shows, in words that agree with their counts; in Spanish and German
 * each answer is whole (no catalogue key, no unfilled {n}). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catalogues.h"
#include "table/spoken.h"
#include "village/board.h"

static const table_seats SEATS = {2, {"Ana", "Bea"}, {true, false}};

static void assert_holds(const char *said, const char *part)
{
    if (!strstr(said, part))
        fail_msg("\"%s\" does not say \"%s\"", said, part);
}

static void assert_whole(const char *said)
{
    assert_true(said[0]);
    assert_null(strchr(said, '{'));
    assert_null(strstr(said, "speech."));
    assert_null(strstr(said, "chronicle.area"));
}

/* A board with one customer at stall 1, one waiting, 3 in the pile; Ana
 * with a member on council stage 2, one in the 2-point window, one in the
 * bag, one in the travel chronicle; Bea with one in a grave. */
static village_state set_board(void)
{
    village_state s;
    assert_true(village_new_game(&s, 2, 11, 0));
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        s.stalls[i] = s.waiting[i] = VILLAGE_NO_CUSTOMER;
    s.stalls[0] = 5;
    s.waiting[2] = 9;
    s.pile_top = VILLAGE_CUSTOMERS - 3;
    for (int p = 0; p < 2; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            s.players[p].members[m] = (village_member){.place = VILLAGE_UNBORN};
    s.players[0].members[0] = (village_member){.place = VILLAGE_COUNCIL_CHAMBER, .spot = 1};
    s.players[0].members[1] = (village_member){.place = VILLAGE_CHURCH_WINDOW, .spot = 0};
    s.players[0].members[2] = (village_member){.place = VILLAGE_BLACK_BAG};
    s.players[0].members[3] = (village_member){
        .place = VILLAGE_CHRONICLE, .spot = VILLAGE_CHRONICLE_TRAVEL * VILLAGE_CHRONICLE_SLOTS};
    s.players[1].members[0] = (village_member){.place = VILLAGE_GRAVE, .spot = 0};
    return s;
}

static void the_market_is_told_stall_by_stall(void **state)
{
    (void)state;
    village_state s = set_board();
    const table_words w = {&english, false};
    char said[TABLE_SPOKEN_MAX], part[120];
    table_spoken_market(&w, &s, said, sizeof said);
    assert_holds(said, "The market.");
    snprintf(part, sizeof part, "Stall 1: %d points for ", village_board_data.customers[5].points);
    assert_holds(said, part);
    assert_holds(said, "Stall 2: empty.");
    assert_holds(said, "Stall 5: empty.");
    snprintf(part, sizeof part, "Waiting 3: %d points for ",
             village_board_data.customers[9].points);
    assert_holds(said, part);
    assert_holds(said, "3 customers left in the pile.");
    /* What the customer at stall 1 wants, each good counted. */
    const village_customer *cu = &village_board_data.customers[5];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (cu->goods[g]) {
            snprintf(part, sizeof part, "%d %s", cu->goods[g],
                     table_name_good_n(&w, g, cu->goods[g]));
            assert_holds(said, part);
        }
    s.pile_top = VILLAGE_CUSTOMERS - 1;
    table_spoken_market(&w, &s, said, sizeof said);
    assert_holds(said, "1 customer left in the pile.");
}

static void the_council_and_church_say_whose_members_sit_where(void **state)
{
    (void)state;
    village_state s = set_board();
    const table_words w = {&english, false};
    char said[TABLE_SPOKEN_MAX];
    table_spoken_council_church(&w, &s, &SEATS, said, sizeof said);
    assert_holds(said, "Council stage 2: Ana: 1.");
    assert_null(strstr(said, "stage 1")); /* the empty places are left out */
    char window[80];
    snprintf(window, sizeof window, "Church window worth %d: Ana: 1.",
             village_board_data.score_church[0]);
    assert_holds(said, window);
    assert_holds(said, "In the black bag: 4 monks, Ana: 1.");
    assert_null(strstr(said, "Nobody"));
    /* An empty council and church say so once each. */
    village_state empty;
    assert_true(village_new_game(&empty, 2, 11, 0));
    for (int p = 0; p < 2; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            empty.players[p].members[m] = (village_member){.place = VILLAGE_UNBORN};
    table_spoken_council_church(&w, &empty, &SEATS, said, sizeof said);
    assert_string_equal(said, "Nobody in the council. Nobody in the church windows. In the black "
                              "bag: 4 monks.");
}

static void the_chronicle_says_whose_dead_are_written_where(void **state)
{
    (void)state;
    village_state s = set_board();
    const table_words w = {&english, false};
    char said[TABLE_SPOKEN_MAX];
    table_spoken_chronicle(&w, &s, &SEATS, said, sizeof said);
    assert_holds(said, "Chronicle, travel: Ana: 1.");
    assert_null(strstr(said, "council"));
    assert_holds(said, "Anonymous graves: 1 of 8 used.");
}

static void every_answer_is_whole_in_every_language(void **state)
{
    (void)state;
    village_state s = set_board();
    const i18n *cats[] = {&english, &spanish, &german};
    const char *stage2[] = {"Council stage 2: Ana: 1.", "Consejo, nivel 2: Ana: 1.",
                            "Rat, Stufe 2: Ana: 1."};
    for (int language = 0; language < 3; language++) {
        const table_words w = {cats[language], false};
        char said[TABLE_SPOKEN_MAX];
        table_spoken_market(&w, &s, said, sizeof said);
        assert_whole(said);
        table_spoken_council_church(&w, &s, &SEATS, said, sizeof said);
        assert_whole(said);
        assert_holds(said, stage2[language]);
        table_spoken_chronicle(&w, &s, &SEATS, said, sizeof said);
        assert_whole(said);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_market_is_told_stall_by_stall),
        cmocka_unit_test(the_council_and_church_say_whose_members_sit_where),
        cmocka_unit_test(the_chronicle_says_whose_dead_are_written_where),
        cmocka_unit_test(every_answer_is_whole_in_every_language),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
