/* Every way a save can be wrong is rejected with a message that names the
 * problem, and the output record is left untouched. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static char *base_text; /* a 3-player game 60 moves in */
static village_record base;

static int setup(void **unused)
{
    (void)unused;
    make_record(&base, 3, 77, 60);
    base_text = village_save_to_json(&base);
    return base_text ? 0 : -1;
}

static int teardown(void **unused)
{
    (void)unused;
    free(base_text);
    village_record_free(&base);
    return 0;
}

static void check_edit(const char *path, cJSON *value, const char *needle1, const char *needle2)
{
    char *text = json_edit(base_text, path, value);
    expect_rejected(text, needle1, needle2);
    free(text);
}

static void the_base_save_loads(void **unused)
{
    (void)unused;
    village_record r;
    char err[256];
    if (!village_save_from_json(base_text, &r, err, sizeof err))
        fail_msg("%s", err);
    village_record_free(&r);
}

static void version_and_format(void **unused)
{
    (void)unused;
    check_edit("version", NULL, "missing key \"version\"", NULL);
    check_edit("version", cJSON_CreateNumber(3), "version 3 is not supported", "versions 1 and 2");
    check_edit("version", cJSON_CreateNumber(2), "missing key \"start\"", NULL);
    check_edit("version", cJSON_CreateString("1"), "version", "expected a whole number");
    check_edit("format", cJSON_CreateString("chess-save"), "not a Village save", "chess-save");
    check_edit("format", NULL, "missing key \"format\"", NULL);
}

static void wrong_types(void **unused)
{
    (void)unused;
    check_edit("state.round", cJSON_CreateString("3"), "state.round", "found a string");
    check_edit("state.players", cJSON_CreateObject(), "state.players", "expected an array");
    check_edit("state.market.open", cJSON_CreateNumber(1), "state.market.open", "true or false");
    check_edit("seats[1].name", cJSON_CreateNumber(5), "seats[1].name", "expected a string");
    check_edit("moves[3]", cJSON_CreateNumber(5), "moves[3]", "move 4");
    check_edit("state.players[0].members[2]", cJSON_CreateString("farm"),
               "state.players[0].members[2]", "expected an object");
    check_edit("setup", cJSON_CreateArray(), "setup", "expected an object");
}

static void out_of_range_numbers(void **unused)
{
    (void)unused;
    check_edit("state.players[0].grain", cJSON_CreateNumber(7), "state.players[0].grain",
               "7 is out of range (0 to 5)");
    check_edit("state.players[2].lifetime", cJSON_CreateNumber(-1), "lifetime", "out of range");
    check_edit("setup.players", cJSON_CreateNumber(5), "setup.players", "out of range (2 to 4)");
    check_edit("state.round", cJSON_CreateNumber(2.5), "state.round", "whole number");
    check_edit("state.round", cJSON_CreateNumber(1e30), "state.round", "out of range");
    check_edit("state.market.pile[4]", cJSON_CreateNumber(24), "state.market.pile[4]",
               "out of range (0 to 23)");
    check_edit("state.spaces.harvest.plague", cJSON_CreateNumber(7), "harvest.plague",
               "out of range (0 to 6)");
}

static void unknown_names(void **unused)
{
    (void)unused;
    check_edit("seats[0].colour", cJSON_CreateString("purple"), "seats[0].colour",
               "unknown player colour \"purple\"");
    check_edit("state.phase", cJSON_CreateString("lunch"), "state.phase", "unknown phase");
    check_edit("state.players[1].members[0].place", cJSON_CreateString("moon"), "members[0].place",
               "unknown place \"moon\"");
    check_edit("state.actor", cJSON_CreateString("white"), "state.actor",
               "\"white\""); /* only 3 players */
    check_edit("seats[2].kind", cJSON_CreateString("robot"), "seats[2].kind", "robot");
    check_edit("state.decision.action_space", cJSON_CreateString("tavern"), "action_space",
               "tavern");
}

static void unknown_and_duplicate_keys(void **unused)
{
    (void)unused;
    cJSON *obj = cJSON_CreateObject();
    cJSON_AddNumberToObject(obj, "brown", 1);
    cJSON_AddNumberToObject(obj, "pink", 0);
    cJSON_AddNumberToObject(obj, "orange", 0);
    cJSON_AddNumberToObject(obj, "green", 0);
    cJSON_AddNumberToObject(obj, "gold", 0);
    check_edit("state.players[0].cubes", obj, "state.players[0].cubes", "unknown key \"gold\"");
    const char *dup = "{\"format\": \"village-save\", \"version\": 1, \"version\": 1}";
    expect_rejected(dup, "\"version\" appears twice", NULL);
}

static void seats_must_match_the_game(void **unused)
{
    (void)unused;
    check_edit("seats[2]", NULL, "seats", "expected 3 entries, found 2");
    check_edit("seats[1].colour", cJSON_CreateString("red"), "seats[1]", "must be yellow");
    char long_name[64];
    memset(long_name, 'x', 40);
    long_name[40] = '\0';
    check_edit("seats[0].name", cJSON_CreateString(long_name), "seats[0].name", "longer than 31");
    check_edit("seats[0].name", cJSON_CreateString(""), "seats[0].name", "needs a name");
    check_edit("seats[0].name", cJSON_CreateString("tab\there"), "seats[0].name",
               "not printable UTF-8");
    check_edit("seats[0].name", cJSON_CreateString("bad \xC3\x28 utf8"), "seats[0].name",
               "not printable UTF-8");
    check_edit("seats[0].kind", cJSON_CreateString("ai"), "seats[0]", "missing key \"level\"");
}

/* Issue 11, found 7: names are strict UTF-8 with no control character, as
 * docs/save-format.md promises; and a refusal's message, which quotes the
 * file, never carries a raw control byte to the terminal. */
static void names_are_strict_utf8(void **unused)
{
    (void)unused;
    static const char *const bad[] = {
        "surrogate \xED\xA0\x80",
        "overlong slash \xC0\xAF",
        "overlong \xE0\x80\xAF",
        "overlong \xF0\x80\x80\xAF",
        "above max \xF4\x90\x80\x80",
        "lead F5 \xF5\x80\x80\x80",
        "C1 CSI \xC2\x9B[2J",
        "raw CSI \x9B[2J",
        "escape \x1B[31m",
        "delete \x7F",
        "cut \xE2\x82",
        "lone \x80 continuation",
        "next line \xC2\x85",
    };
    static const char *const good[] = {"Zoë",          "€ and ñ",      "\xF0\x9F\x98\x80 smile",
                                       "\xE6\x9D\x91", "\xEF\xBF\xBD", "max \xF4\x8F\xBF\xBF"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (village_text_is_printable(bad[i]))
            fail_msg("accepted bad name %zu", i);
        check_edit("seats[0].name", cJSON_CreateString(bad[i]), "seats[0].name",
                   "not printable UTF-8");
        char shown[64];
        snprintf(shown, sizeof shown, "%s", bad[i]);
        village_text_make_printable(shown);
        assert_true(village_text_is_printable(shown));
        assert_non_null(strchr(shown, '?'));
    }
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        if (!village_text_is_printable(good[i]))
            fail_msg("refused good name %zu", i);
        char *text = json_edit(base_text, "seats[0].name", cJSON_CreateString(good[i]));
        village_record out;
        char err[512];
        if (!village_save_from_json(text, &out, err, sizeof err))
            fail_msg("good name %zu: %s", i, err);
        assert_string_equal(out.seats[0].name, good[i]);
        village_record_free(&out);
        free(text);
    }
    char *text = json_edit(base_text, "moves[4]", cJSON_CreateString("take \x1B[2J\xC2\x9B"));
    village_record out;
    char err[512];
    assert_false(village_save_from_json(text, &out, err, sizeof err));
    assert_true(village_text_is_printable(err));
    assert_non_null(strstr(err, "move 5"));
    free(text);
}

/* Each seat names the colour its pieces are drawn in; two seats may not
 * share one, and any permutation of distinct colours is fine. */
static void display_colours(void **unused)
{
    (void)unused;
    check_edit("seats[1].display_colour", NULL, "seats[1]", "missing key \"display_colour\"");
    check_edit("seats[0].display_colour", cJSON_CreateString("purple"), "seats[0].display_colour",
               "unknown display colour \"purple\"");
    check_edit("seats[2].display_colour", cJSON_CreateString("red"), "seats[2].display_colour",
               "red is already the display colour of seats[0]");
    check_edit("seats[1].display_colour", cJSON_CreateNumber(2), "seats[1].display_colour",
               "expected a display colour name, found a number");
    char *text = json_edit(base_text, "seats[0].display_colour", cJSON_CreateString("white"));
    village_record loaded;
    char err[256];
    if (!village_save_from_json(text, &loaded, err, sizeof err))
        fail_msg("white, yellow, blue should load: %s", err);
    assert_int_equal(loaded.seats[0].colour, 3);
    assert_int_equal(loaded.seats[1].colour, 1);
    assert_int_equal(loaded.seats[2].colour, 2);
    village_record_free(&loaded);
    free(text);
}

static void malformed_and_truncated_json(void **unused)
{
    (void)unused;
    expect_rejected("", "ends too early", NULL);
    expect_rejected("{\"format\": \"village-save\",, }", "malformed JSON", "line 1, column");
    expect_rejected("[1, 2, 3]", "expected a JSON object", NULL);
    expect_rejected("null", "expected a JSON object", NULL);
    expect_rejected("{} trailing", "malformed JSON", NULL);
    size_t half = strlen(base_text) / 2;
    char *cut = malloc(half + 1);
    memcpy(cut, base_text, half);
    cut[half] = '\0';
    expect_rejected(cut, "truncated", NULL);
    free(cut);
}

/* R-SET-3: 18 cubes per colour. A stored position with 19 brown cubes in
 * play fails the invariants and the message says so. */
static void impossible_positions(void **unused)
{
    (void)unused;
    const village_state *s = &base.state;
    int brown = s->players[1].cubes[VILLAGE_BROWN] + village_supply_cubes(s, VILLAGE_BROWN) + 1;
    assert_true(brown <= VILLAGE_CUBES_PER_COLOUR);
    check_edit("state.players[1].cubes.brown", cJSON_CreateNumber(brown), "impossible position",
               "19 brown cubes in play");
    cJSON *unborn = cJSON_CreateObject();
    cJSON_AddStringToObject(unborn, "place", "unborn");
    cJSON_AddNumberToObject(unborn, "spot", 0);
    check_edit("state.players[0].members[0]", unborn, "impossible position", "unborn");
    cJSON *pile = cJSON_CreateArray();
    for (int i = 0; i < VILLAGE_CUSTOMERS; i++)
        cJSON_AddItemToArray(pile, cJSON_CreateNumber(i == 23 ? 0 : i));
    check_edit("state.market.pile", pile, "impossible position", "customer tile");
    check_edit("state.actor", cJSON_CreateNull(), "state", "null exactly when the game is over");
}

/* Issue 11, found 1: a member's spot is an index into the chronicle or the
 * graves. Every spot 0-255 in either place ends with a verdict (never an
 * out-of-bounds access, which the sanitizer build halts on), and a spot past
 * the place's end is refused by the reader, naming the field. */
static void member_spots_out_of_range(void **unused)
{
    (void)unused;
    static const struct {
        const char *place;
        int spots;
    } places[] = {{"chronicle", VILLAGE_CHRONICLE_AREAS * VILLAGE_CHRONICLE_SLOTS},
                  {"grave", VILLAGE_GRAVES},
                  {"craft", VILLAGE_MILL},
                  {"farm", 1}};
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++)
        for (int spot = 0; spot <= 255; spot++) {
            cJSON *member = cJSON_CreateObject();
            cJSON_AddStringToObject(member, "place", places[i].place);
            cJSON_AddNumberToObject(member, "spot", spot);
            char *text = json_edit(base_text, "state.players[1].members[0]", member);
            village_record out;
            char err[512] = "";
            bool loaded = village_save_from_json(text, &out, err, sizeof err);
            if (loaded)
                village_record_free(&out);
            else if (err[0] == '\0')
                fail_msg("%s spot %d: refused without a message", places[i].place, spot);
            if (spot >= places[i].spots) {
                assert_false(loaded);
                if (!strstr(err, "state.players[1].members[0].spot") ||
                    !strstr(err, "out of range"))
                    fail_msg("%s spot %d: %s", places[i].place, spot, err);
            }
            free(text);
        }
    /* The rules' invariant checker, which the reader's own check would
     * otherwise hide, refuses such a spot by itself, without indexing. */
    for (int spot = 0; spot <= 255; spot++)
        for (int place = VILLAGE_CHRONICLE; place <= VILLAGE_GRAVE; place++) {
            village_state s = base.state;
            s.players[2].members[1].place = (uint8_t)place;
            s.players[2].members[1].spot = (uint8_t)spot;
            char why[192];
            int limit = place == VILLAGE_GRAVE ? VILLAGE_GRAVES
                                               : VILLAGE_CHRONICLE_AREAS * VILLAGE_CHRONICLE_SLOTS;
            if (village_check_invariants(&s, why, sizeof why) && spot >= limit)
                fail_msg("%s spot %d passes the invariants", village_place_name(place), spot);
        }
}

/* The kind a refusal carries (village_last_refusal), which the game turns
 * into a sentence in the player's language: one per way a text can fail. */
static void expect_kind(const char *text, village_refusal kind)
{
    village_record out;
    char err[512];
    assert_false(village_save_from_json(text, &out, err, sizeof err));
    if (village_last_refusal() != kind)
        fail_msg("\"%s\" is of kind %s, expected %s", err,
                 village_refusal_name(village_last_refusal()), village_refusal_name(kind));
}

static void expect_edit_kind(const char *path, cJSON *value, village_refusal kind)
{
    char *text = json_edit(base_text, path, value);
    expect_kind(text, kind);
    free(text);
}

static void refusals_carry_their_kind(void **unused)
{
    (void)unused;
    village_record r;
    assert_true(village_save_from_json(base_text, &r, NULL, 0));
    assert_int_equal(village_last_refusal(), VILLAGE_REFUSAL_NONE);
    village_record_free(&r);

    expect_kind("", VILLAGE_REFUSAL_DAMAGED);
    expect_kind("{\"format\": \"village-save\",, }", VILLAGE_REFUSAL_DAMAGED);
    expect_kind("{\"a\": \"\\u0000\"}", VILLAGE_REFUSAL_DAMAGED);
    char deep[64] = "";
    for (int i = 0; i < 40; i++)
        strcat(deep, "[");
    expect_kind(deep, VILLAGE_REFUSAL_DAMAGED);
    size_t half = strlen(base_text) / 2;
    char *cut = malloc(half + 1);
    memcpy(cut, base_text, half);
    cut[half] = '\0';
    expect_kind(cut, VILLAGE_REFUSAL_DAMAGED);
    free(cut);
    size_t big = (2u << 20) + 1;
    char *huge = malloc(big);
    memset(huge, ' ', big - 1);
    huge[big - 1] = '\0';
    expect_kind(huge, VILLAGE_REFUSAL_TOO_BIG);
    free(huge);

    expect_kind("[1, 2, 3]", VILLAGE_REFUSAL_WRONG_FORMAT);
    expect_kind("{\"name\": \"a settings file\"}", VILLAGE_REFUSAL_WRONG_FORMAT);
    expect_edit_kind("format", cJSON_CreateString("chess-save"), VILLAGE_REFUSAL_WRONG_FORMAT);
    expect_edit_kind("version", cJSON_CreateNumber(3), VILLAGE_REFUSAL_NEWER_VERSION);
    expect_edit_kind("version", cJSON_CreateNumber(0), VILLAGE_REFUSAL_BAD_VALUE);

    expect_edit_kind("state.players[0].grain", cJSON_CreateNumber(1e9), VILLAGE_REFUSAL_BAD_VALUE);
    expect_edit_kind("state.players[0].grain", cJSON_CreateString("7"), VILLAGE_REFUSAL_BAD_VALUE);
    expect_edit_kind("setup.players", NULL, VILLAGE_REFUSAL_BAD_VALUE);
    cJSON *member = cJSON_CreateObject();
    cJSON_AddStringToObject(member, "place", "grave");
    cJSON_AddNumberToObject(member, "spot", 9);
    expect_edit_kind("state.players[1].members[0]", member, VILLAGE_REFUSAL_BAD_VALUE);

    const village_state *s = &base.state;
    int brown = s->players[1].cubes[VILLAGE_BROWN] + village_supply_cubes(s, VILLAGE_BROWN) + 1;
    expect_edit_kind("state.players[1].cubes.brown", cJSON_CreateNumber(brown),
                     VILLAGE_REFUSAL_IMPOSSIBLE);

    expect_edit_kind("moves[10]", cJSON_CreateString("take church plague"),
                     VILLAGE_REFUSAL_HISTORY);
    expect_edit_kind("state.players[1].coins", cJSON_CreateNumber(s->players[1].coins + 4),
                     VILLAGE_REFUSAL_HISTORY);
    expect_edit_kind("moves[59]", NULL, VILLAGE_REFUSAL_HISTORY);

    /* Every kind has its own word (the game's catalogue keys are made of it). */
    for (int k = 0; k < VILLAGE_REFUSAL_COUNT; k++)
        for (int j = 0; j < k; j++)
            assert_string_not_equal(village_refusal_name((village_refusal)k),
                                    village_refusal_name((village_refusal)j));
}

static void history_that_does_not_replay(void **unused)
{
    (void)unused;
    check_edit("moves[10]", cJSON_CreateString("take church plague"), "moves[10]",
               "move 11 \"take church plague\" does not replay");
    check_edit("moves[0]", cJSON_CreateString("fly away"), "move 1", "not a move word");
}

/* Setup, state and moves must agree; the message names the first field
 * where the stored state and the replay differ. */
static void stored_state_differs_from_replay(void **unused)
{
    (void)unused;
    int coins = base.state.players[1].coins;
    char expected[128];
    snprintf(expected, sizeof expected, "state.players[1].coins is %d in the file but %d",
             coins + 4, coins);
    check_edit("state.players[1].coins", cJSON_CreateNumber(coins + 4), expected, "60 moves");
    char *text = json_edit(base_text, "moves[59]", NULL);
    expect_rejected(text, "differs from the replay of its 59 moves", NULL);
    free(text);
    /* Another seed deals another game: its moves stop replaying, or lead
     * elsewhere. Either way the save is refused and the message says where. */
    text = json_edit(base_text, "setup.seed", cJSON_CreateString("00000000000004d2"));
    village_record out;
    char err[512];
    assert_false(village_save_from_json(text, &out, err, sizeof err));
    assert_true(strstr(err, "does not replay") || strstr(err, "in the file but"));
    free(text);
    cJSON *rng = cJSON_CreateObject();
    cJSON_AddStringToObject(rng, "state", "0123456789abcdef");
    cJSON_AddStringToObject(rng, "increment", "0000000000000003");
    check_edit("state.rng", rng, "state.rng.state", "after the moves");
}

static void hex_fields(void **unused)
{
    (void)unused;
    check_edit("setup.seed", cJSON_CreateString("xyz"), "setup.seed", "16 hexadecimal digits");
    check_edit("setup.seed", cJSON_CreateString("123"), "setup.seed", "16 hexadecimal digits");
    check_edit("setup.seed", cJSON_CreateNumber(1234), "setup.seed", "expected a string");
    check_edit("state.rng.increment", cJSON_CreateString("0000000000000002"), "state.rng", "odd");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_base_save_loads),
        cmocka_unit_test(version_and_format),
        cmocka_unit_test(wrong_types),
        cmocka_unit_test(out_of_range_numbers),
        cmocka_unit_test(unknown_names),
        cmocka_unit_test(unknown_and_duplicate_keys),
        cmocka_unit_test(seats_must_match_the_game),
        cmocka_unit_test(names_are_strict_utf8),
        cmocka_unit_test(display_colours),
        cmocka_unit_test(malformed_and_truncated_json),
        cmocka_unit_test(impossible_positions),
        cmocka_unit_test(member_spots_out_of_range),
        cmocka_unit_test(history_that_does_not_replay),
        cmocka_unit_test(stored_state_differs_from_replay),
        cmocka_unit_test(refusals_carry_their_kind),
        cmocka_unit_test(hex_fields),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
