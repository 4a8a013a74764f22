/* The committed replays (tests/replays/): complete games whose moves must
 * still replay to the recorded final scores. Any rules change that alters
 * a game fails here loudly; if the change is deliberate, regenerate them
 * (tests/replays/regenerate.sh) and update the numbers below. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static const char *replay_folder;

typedef struct replay {
    const char *file;
    int players;
    size_t moves;
    int scores[VILLAGE_MAX_PLAYERS];
    int winner;
} replay;

static const replay REPLAYS[] = {
    {"game-2p.json", 2, 386, {20, 37}, 1},
    {"game-3p.json", 3, 590, {27, 32, 34}, 2},
    {"game-4p.json", 4, 742, {41, 16, 34, 25}, 0},
};

static void check_replay(const replay *want)
{
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/%s", replay_folder, want->file);
    village_record r;
    if (!village_save_read_file(path, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(r.num_players, want->players);
    assert_int_equal(r.move_count, want->moves);

    /* Replay once more by hand, independently of the loader. */
    village_state s;
    assert_true(village_new_game(&s, r.num_players, r.seed, r.start_player));
    for (size_t i = 0; i < r.move_count; i++)
        if (!village_apply(&s, &r.moves[i], NULL))
            fail_msg("%s: move %zu no longer applies", want->file, i + 1);
    assert_true(village_game_over(&s));

    village_result result;
    village_result_compute(&s, &result);
    for (int p = 0; p < want->players; p++) {
        if (result.score[p].total != want->scores[p])
            fail_msg("%s: %s scores %d, the replay recorded %d", want->file,
                     village_player_colour_name(p), result.score[p].total, want->scores[p]);
        assert_int_equal(result.rank[p] == 1, p == want->winner);
    }
    village_record_free(&r);
}

static void two_players(void **unused)
{
    (void)unused;
    check_replay(&REPLAYS[0]);
}

static void three_players(void **unused)
{
    (void)unused;
    check_replay(&REPLAYS[1]);
}

static void four_players(void **unused)
{
    (void)unused;
    check_replay(&REPLAYS[2]);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s REPLAY_FOLDER\n", argv[0]);
        return 2;
    }
    replay_folder = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_players),
        cmocka_unit_test(three_players),
        cmocka_unit_test(four_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
