/* Position files: round trips, games started from a position (saved as
 * version 2 and replayed from their start), the position at any move, and
 * hostile positions, each refused with a message naming the problem. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static const char *positions_dir;
static uint64_t run_seed;

static char *position_text_at(int players, uint64_t seed, size_t moves)
{
    village_record r;
    make_record(&r, players, seed, moves);
    char *text = village_position_to_json(&r.state);
    village_record_free(&r);
    assert_non_null(text);
    return text;
}

static void expect_position_rejected(const char *text, const char *needle1, const char *needle2)
{
    village_state out, before;
    memset(&out, 0x5A, sizeof out);
    before = out;
    char err[512] = "";
    assert_false(village_position_from_json(text, &out, err, sizeof err));
    if (!strstr(err, needle1) || (needle2 && !strstr(err, needle2)))
        fail_msg("message \"%s\" lacks \"%s\" / \"%s\" (seed %llu)", err, needle1,
                 needle2 ? needle2 : "", (unsigned long long)run_seed);
    assert_memory_equal(&out, &before, sizeof out);
}

/* Text -> state -> text gives the same bytes, at many points of many games. */
static void test_position_round_trip(void **state)
{
    (void)state;
    for (int g = 0; g < 12; g++) {
        uint64_t seed = run_seed + (uint64_t)g;
        char *text = position_text_at(2 + g % 3, seed, (size_t)(g * 37));
        village_state s;
        char err[256];
        if (!village_position_from_json(text, &s, err, sizeof err))
            fail_msg("seed %llu: %s", (unsigned long long)seed, err);
        char *again = village_position_to_json(&s);
        assert_string_equal(text, again);
        free(again);
        free(text);
    }
}

/* A game from a position saves as version 2 with its start, loads back by
 * replaying from that start, and saves to the same bytes. */
static void test_game_from_position_saves_and_replays(void **state)
{
    (void)state;
    village_record source;
    make_record(&source, 3, run_seed, 120);
    village_record r;
    char why[256];
    assert_true(village_record_from_position(&r, &source.state, 77, why, sizeof why));
    testkit_rng rng;
    testkit_rng_seed(&rng, run_seed);
    for (int i = 0; i < 60 && play_random_move(&r, &rng); i++)
        ;
    char *text = village_save_to_json(&r);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"version\": 2"));
    assert_non_null(strstr(text, "\"start\": {"));
    village_record loaded;
    char err[512];
    if (!village_save_from_json(text, &loaded, err, sizeof err))
        fail_msg("seed %llu: %s", (unsigned long long)run_seed, err);
    assert_true(loaded.from_position);
    assert_int_equal(loaded.move_count, r.move_count);
    assert_memory_equal(&loaded.start, &source.state, sizeof loaded.start);
    char *again = village_save_to_json(&loaded);
    assert_string_equal(text, again);
    /* Undo works from the start position too. */
    assert_true(village_record_truncate(&loaded, 0));
    assert_memory_equal(&loaded.state, &source.state, sizeof loaded.state);
    free(again);
    free(text);
    village_record_free(&loaded);
    village_record_free(&r);
    village_record_free(&source);
}

/* The loader's guarantee holds for such saves: a state that is not the
 * replay from the start is refused, and so is a start that was edited. */
static void test_from_position_save_keeps_the_replay_check(void **state)
{
    (void)state;
    village_record source, r;
    make_record(&source, 2, run_seed + 1, 80);
    assert_true(village_record_from_position(&r, &source.state, 1, NULL, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, run_seed + 1);
    for (int i = 0; i < 30 && play_random_move(&r, &rng); i++)
        ;
    char *text = village_save_to_json(&r);
    int coins = r.state.players[1].coins;
    char *bad_state =
        json_edit(text, "state.players[1].coins", cJSON_CreateNumber(coins == 0 ? 1 : 0));
    expect_rejected(bad_state, "differs from the replay", "state.players[1].coins");
    /* Prestige never changes what is legal: the replay runs and differs. */
    char *bad_start = json_edit(text, "start.players[0].prestige",
                                cJSON_CreateNumber(r.start.players[0].prestige + 1));
    expect_rejected(bad_start, "differs from the replay", "state.players[0].prestige");
    char *no_start = json_edit(text, "start", NULL);
    expect_rejected(no_start, "missing", "start");
    char *v1_with_start = json_edit(text, "version", cJSON_CreateNumber(1));
    expect_rejected(v1_with_start, "start", NULL);
    char *v3 = json_edit(text, "version", cJSON_CreateNumber(3));
    expect_rejected(v3, "save version 3 is not supported", NULL);
    char *impossible = json_edit(text, "start.players[0].grain", cJSON_CreateNumber(5));
    char *worse = json_edit(impossible, "start.players[1].grain", cJSON_CreateNumber(5));
    char *worst = json_edit(worse, "start.spaces.harvest.brown", cJSON_CreateNumber(18));
    expect_rejected(worst, "start: impossible position", NULL);
    free(worst);
    free(worse);
    free(impossible);
    free(v3);
    free(v1_with_start);
    free(no_start);
    free(bad_start);
    free(bad_state);
    free(text);
    village_record_free(&r);
    village_record_free(&source);
}

/* The position at move n is the replay of the first n moves. */
static void test_state_at_any_move(void **state)
{
    (void)state;
    village_record r;
    make_record(&r, 4, run_seed + 2, 200);
    village_state s;
    assert_true(village_record_state_at(&r, r.move_count, &s));
    assert_memory_equal(&s, &r.state, sizeof s);
    village_state replay;
    assert_true(village_record_start_state(&r, &replay));
    for (size_t i = 0; i < 50; i++)
        assert_true(village_apply(&replay, &r.moves[i], NULL));
    assert_true(village_record_state_at(&r, 50, &s));
    assert_memory_equal(&s, &replay, sizeof s);
    assert_false(village_record_state_at(&r, r.move_count + 1, &s));
    village_record_free(&r);
}

/* Hostile positions: each refused with the problem named. */
static void test_hostile_positions(void **state)
{
    (void)state;
    char *text = position_text_at(3, run_seed + 3, 90);
    struct {
        const char *path;
        cJSON *value;
        const char *needle1, *needle2;
    } cases[] = {
        {"format", cJSON_CreateString("village-save"), "not a Village position", NULL},
        {"version", cJSON_CreateNumber(2), "position version 2 is not supported", NULL},
        {"players", cJSON_CreateNumber(5), "players", "out of range"},
        {"players", cJSON_CreateNumber(2), "state.", "player"},
        {"state.players[0].grain", cJSON_CreateNumber(6), "state.players[0].grain", "out of range"},
        {"state.spaces.harvest.brown", cJSON_CreateNumber(18), "state: impossible position",
         "brown"},
        {"state.players[1].members[0].place", cJSON_CreateString("attic"),
         "state.players[1].members[0].place", NULL},
        {"state.players[1].members[0]", cJSON_CreateString("farm"), "state.players[1].members[0]",
         NULL},
        {"state.market.pile_top", cJSON_CreateNumber(25), "state.market.pile_top", NULL},
        {"state.market.pile[0]", cJSON_CreateNumber(99), "state.market.pile", NULL},
        {"state.actor", cJSON_CreateString("white"), "state.actor", NULL},
        {"state.rng.increment", cJSON_CreateString("12"), "state.rng.increment", NULL},
        {"state.round", cJSON_CreateNumber(1.5), "state.round", NULL},
        {"state", NULL, "state", "missing"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = json_edit(text, cases[i].path, cases[i].value);
        expect_position_rejected(bad, cases[i].needle1, cases[i].needle2);
        free(bad);
    }
    expect_position_rejected("{\"format\": \"village-position\"", "truncated", NULL);
    expect_position_rejected("[1, 2]", "expected a JSON object", NULL);
    expect_position_rejected("{\"format\": \"village-position\", \"version\": 1, "
                             "\"players\": 2, \"state\": {}}",
                             "state", "missing");
    /* Keys the writer never adds: a description (optional, a string of at
     * most 1000 bytes) and anything unknown. */
    static const struct {
        const char *insert, *needle;
    } keys[] = {
        {"\"description\": 3,", "description"},
        {"\"extra\": true,", "extra"},
        {"\"players\": 3,", "appears twice"},
    };
    const char *after = "\"version\": 1,";
    char *at = strstr(text, after);
    assert_non_null(at);
    size_t head = (size_t)(at - text) + strlen(after);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        char edited[65536];
        snprintf(edited, sizeof edited, "%.*s %s%s", (int)head, text, keys[i].insert, text + head);
        expect_position_rejected(edited, keys[i].needle, NULL);
    }
    char big[4096], long_text[65536];
    memset(big, 'a', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    snprintf(long_text, sizeof long_text, "%.*s \"description\": \"%s\",%s", (int)head, text, big,
             text + head);
    expect_position_rejected(long_text, "description", NULL);
    snprintf(long_text, sizeof long_text, "%.*s \"description\": \"a position\",%s", (int)head,
             text, text + head);
    village_state ok;
    assert_true(village_position_from_json(long_text, &ok, NULL, 0));
    free(text);
}

/* A position where the player to decide has no legal move would hang a
 * table: a choice of cubes with every cube already taken passes the
 * invariants, so the reader refuses it by name. */
static void test_position_without_a_move_is_refused(void **state)
{
    (void)state;
    village_state s;
    assert_true(village_new_game(&s, 2, 5, 0));
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        s.players[0].cubes[c] = (uint8_t)(s.players[0].cubes[c] + village_supply_cubes(&s, c));
    s.phase = VILLAGE_PHASE_CHOOSE_CUBES;
    s.cubes_to_choose = 2;
    s.actor = 0;
    char *text = village_position_to_json(&s);
    assert_non_null(text);
    expect_position_rejected(text, "red has no legal move", NULL);
    village_record r;
    char why[256] = "";
    assert_false(village_record_from_position(&r, &s, 1, why, sizeof why));
    assert_non_null(strstr(why, "no legal move"));
    free(text);
}

/* Counters are read only up to VILLAGE_COUNTER_MAX, where the rules hold
 * them (issue 27: prestige 32767 and round 65535 were read, play wrapped
 * them to -32767 and 0, and the next save was refused by this loader). A
 * position with every counter at the bound plays random legal moves, and
 * after each the game saves and loads back. */
static void test_counters_stay_readable_through_play(void **state)
{
    (void)state;
    char *text = position_text_at(3, run_seed, 90);
    const char *too_big[][2] = {{"state.players[0].prestige", "32767"},
                                {"state.round", "65535"},
                                {"state.players[1].coins", "65535"},
                                {"state.players[2].goods.wagon", "65535"},
                                {"state.players[0].prestige", "10000"}};
    for (size_t i = 0; i < sizeof too_big / sizeof too_big[0]; i++) {
        char *bad = json_edit(text, too_big[i][0], cJSON_CreateNumber(atof(too_big[i][1])));
        expect_position_rejected(bad, "out of range", NULL);
        free(bad);
    }
    char *edited = json_edit(text, "state.round", cJSON_CreateNumber(VILLAGE_COUNTER_MAX));
    static const char *const goods[] = {"scroll", "horse", "ox", "plough", "wagon"};
    for (int p = 0; p < 3; p++) {
        char path[64], *next;
        const char *fields[] = {"prestige", "coins"};
        for (int f = 0; f < 2; f++) {
            snprintf(path, sizeof path, "state.players[%d].%s", p, fields[f]);
            next = json_edit(edited, path, cJSON_CreateNumber(VILLAGE_COUNTER_MAX));
            free(edited);
            edited = next;
        }
        for (int g = 0; g < 5; g++) {
            snprintf(path, sizeof path, "state.players[%d].goods.%s", p, goods[g]);
            next = json_edit(edited, path, cJSON_CreateNumber(VILLAGE_COUNTER_MAX - 1));
            free(edited);
            edited = next;
        }
    }
    village_state start;
    char err[512];
    if (!village_position_from_json(edited, &start, err, sizeof err))
        fail_msg("seed %llu: %s", (unsigned long long)run_seed, err);
    village_record r;
    assert_true(village_record_from_position(&r, &start, 5, err, sizeof err));
    testkit_rng rng;
    testkit_rng_seed(&rng, run_seed);
    for (int i = 0; i < 400 && play_random_move(&r, &rng); i++) {
        for (int p = 0; p < 3; p++) {
            assert_true(r.state.players[p].prestige >= start.players[p].prestige);
            assert_true(r.state.players[p].prestige <= VILLAGE_COUNTER_MAX);
        }
        assert_true(r.state.round >= start.round && r.state.round <= VILLAGE_COUNTER_MAX);
        char *saved = village_save_to_json(&r);
        village_record loaded;
        if (!village_save_from_json(saved, &loaded, err, sizeof err))
            fail_msg("seed %llu, move %d: %s", (unsigned long long)run_seed, i, err);
        village_record_free(&loaded);
        free(saved);
    }
    village_record_free(&r);
    free(edited);
    free(text);
}

/* A starting position from a file gives a game; a bad file names itself. */
static void test_position_files(void **state)
{
    (void)state;
    char path[1024], err[512];
    village_state s;
    snprintf(path, sizeof path, "%s/scoring-39.json", positions_dir);
    if (!village_position_read_file(path, &s, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(s.num_players, 4);
    snprintf(path, sizeof path, "%s/no-such-position.json", positions_dir);
    assert_false(village_position_read_file(path, &s, err, sizeof err));
    assert_non_null(strstr(err, "no-such-position.json"));
}

/* Old saves (version 1, from a seed) still load, and still save as version 1. */
static void test_version_1_saves_unchanged(void **state)
{
    (void)state;
    village_record r;
    make_record(&r, 2, run_seed + 4, 40);
    char *text = village_save_to_json(&r);
    assert_non_null(strstr(text, "\"version\": 1"));
    assert_null(strstr(text, "\"start\""));
    village_record loaded;
    char err[512];
    assert_true(village_save_from_json(text, &loaded, err, sizeof err));
    assert_false(loaded.from_position);
    free(text);
    village_record_free(&loaded);
    village_record_free(&r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s POSITIONS_FOLDER [SEED]\n", argv[0]);
        return 2;
    }
    positions_dir = argv[1];
    run_seed = test_seed(argc - 1, argv + 1, 1414);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_position_round_trip),
        cmocka_unit_test(test_game_from_position_saves_and_replays),
        cmocka_unit_test(test_from_position_save_keeps_the_replay_check),
        cmocka_unit_test(test_state_at_any_move),
        cmocka_unit_test(test_hostile_positions),
        cmocka_unit_test(test_position_without_a_move_is_refused),
        cmocka_unit_test(test_position_files),
        cmocka_unit_test(test_counters_stay_readable_through_play),
        cmocka_unit_test(test_version_1_saves_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
