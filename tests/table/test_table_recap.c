/* "Since your last turn" (src/table/recap.h) tells every kind of action an
 * opponent can take, with the real catalogues: a harvest, a member sent to
 * the church, the mill's coins, each council privilege, a market day opened
 * and passed, as well as the cubes, goods, trips and deaths it always told;
 * and with four players every opponent's turn has its line. It once left
 * harvests, the church, the mill, privileges and market days out, so an
 * opponent looked as if they had skipped their turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "table/recap.h"
#include "catalogues.h"

static const table_seats FOUR = {
    4, {"Ana", "Bruno", "Carla", "Dario"}, {true, false, false, false}};

static village_event event(int kind, int player, int a, int b, int amount)
{
    village_event e;
    memset(&e, 0, sizeof e);
    e.kind = (uint8_t)kind;
    e.player = (uint8_t)player;
    e.member = VILLAGE_NOBODY;
    e.a = (uint8_t)a;
    e.b = (uint8_t)b;
    e.amount = (int16_t)amount;
    return e;
}

static village_event moved(int player, int from, int to, int to_spot)
{
    village_event e = event(VILLAGE_EV_MEMBER_MOVED, player, 0, 0, 0);
    e.member = 1;
    e.from_place = (uint8_t)from;
    e.to_place = (uint8_t)to;
    e.to_spot = (uint8_t)to_spot;
    return e;
}

/* One action of an opponent and the clause the summary must tell of it. */
typedef struct action_kind {
    const char *what;
    village_event events[3];
    int count;
    const char *key;
    const char *arg1, *arg2;
} action_kind;

static void check_told(const i18n *cat, const action_kind *k)
{
    const table_words w = {cat, false};
    static turn_recap recap;
    table_recap_clear(&recap);
    village_events ev = {0};
    ev.items[ev.count++] = event(VILLAGE_EV_CUBE_TAKEN, 1, VILLAGE_HARVEST, VILLAGE_GREEN, 0);
    for (int i = 0; i < k->count; i++)
        ev.items[ev.count++] = k->events[i];
    table_recap_note(&recap, &FOUR, 1, &ev);
    char lines[RECAP_LINES][RECAP_LINE_MAX], clause[RECAP_LINE_MAX];
    int players[RECAP_LINES];
    int n = table_recap_lines(&recap, 0, &w, &FOUR, lines, players, RECAP_LINES);
    i18n_format(cat, clause, sizeof clause, k->key,
                (const char *const[]){k->arg1 ? k->arg1 : "", k->arg2 ? k->arg2 : "", NULL});
    assert_true(clause[0] != '\0');
    bool told = false;
    for (int l = 0; l < n; l++)
        told = told || (players[l] == 1 && strstr(lines[l], clause));
    if (!told)
        fail_msg("%s: \"%s\" is not told (%d lines, first \"%s\")", k->what, clause, n,
                 n ? lines[0] : "");
}

static void every_action_kind_is_told(void **state)
{
    (void)state;
    const i18n *cats[] = {&english, &spanish};
    for (size_t c = 0; c < sizeof cats / sizeof cats[0]; c++) {
        const i18n *cat = cats[c];
        const action_kind kinds[] = {
            {"harvest",
             {event(VILLAGE_EV_GRAIN_CHANGED, 1, 0, 0, 3)},
             1,
             "log.gained",
             "3",
             TR(cat, "word.grain")},
            {"church",
             {moved(1, VILLAGE_FARMYARD, VILLAGE_BLACK_BAG, 0)},
             1,
             "log.to_bag",
             NULL,
             NULL},
            {"mill",
             {event(VILLAGE_EV_GRAIN_CHANGED, 1, 0, 0, -1),
              event(VILLAGE_EV_COINS_CHANGED, 1, 0, 0, 2)},
             2,
             "log.gained",
             "2",
             TR(cat, "word.coins")},
            {"privilege 1",
             {event(VILLAGE_EV_NEXT_START_TAKEN, 1, 0, 0, 0)},
             1,
             "log.next_start",
             NULL,
             NULL},
            {"privilege 2",
             {event(VILLAGE_EV_CUBES_GAINED, 1, VILLAGE_ORANGE, 0, 2)},
             1,
             "log.gained",
             "2",
             TR(cat, "colour.orange")},
            {"privilege 4",
             {event(VILLAGE_EV_COINS_CHANGED, 1, 0, 0, -1), event(VILLAGE_EV_PRESTIGE, 1, 0, 0, 3)},
             2,
             "log.prestige",
             "3",
             NULL},
            {"market day",
             {event(VILLAGE_EV_MARKET_DAY_STARTED, 1, 0, 0, 0)},
             1,
             "recap.market_day",
             NULL,
             NULL},
            {"market pass",
             {event(VILLAGE_EV_MARKET_PASSED, 1, 0, 0, 0)},
             1,
             "recap.passed",
             NULL,
             NULL},
            {"customer",
             {event(VILLAGE_EV_CUSTOMER_SERVED, 1, 2, 5, 0)},
             1,
             "log.served",
             NULL,
             NULL},
            {"council",
             {moved(1, VILLAGE_FARMYARD, VILLAGE_COUNCIL_CHAMBER, 0)},
             1,
             "log.to_council",
             NULL,
             NULL},
        };
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            check_told(cat, &kinds[k]);
    }
}

/* Three opponents, each a whole turn of several doings: every one of them
 * has its line, in the order they played. */
static void every_opponent_of_four_has_a_line(void **state)
{
    (void)state;
    const table_words w = {&english, false};
    static turn_recap recap;
    table_recap_clear(&recap);
    for (int round = 0; round < 2; round++) {
        for (int p = 1; p < 4; p++) {
            village_events ev = {0};
            ev.items[ev.count++] = event(VILLAGE_EV_CUBE_TAKEN, p, VILLAGE_CRAFTS, VILLAGE_PINK, 0);
            ev.items[ev.count++] = event(VILLAGE_EV_GOOD_CHANGED, p, VILLAGE_SCROLL, 0, 1);
            ev.items[ev.count++] = event(VILLAGE_EV_GRAIN_CHANGED, p, 0, 0, 2);
            ev.items[ev.count++] = event(VILLAGE_EV_COINS_CHANGED, p, 0, 0, 1);
            table_recap_note(&recap, &FOUR, p, &ev);
        }
    }
    char lines[RECAP_LINES][RECAP_LINE_MAX];
    int players[RECAP_LINES];
    int n = table_recap_lines(&recap, 0, &w, &FOUR, lines, players, RECAP_LINES);
    assert_int_equal(n, 6);
    for (int l = 0; l < n; l++) {
        assert_int_equal(players[l], 1 + l % 3);
        assert_ptr_equal(strstr(lines[l], FOUR.names[players[l]]), lines[l]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_action_kind_is_told),
        cmocka_unit_test(every_opponent_of_four_has_a_line),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
