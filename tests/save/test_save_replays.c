/* The committed replays (tests/replays/): complete games whose moves must
 * still replay to the final scores tests/replays/expected.txt records for
 * them. Any rules change that alters a game fails here loudly; if the change
 * is deliberate, run tests/replays/regenerate.sh, which rewrites the games
 * and expected.txt together. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

enum { MAX_REPLAYS = 16 };

typedef struct replay {
    char file[64];
    size_t moves;
    int scores[VILLAGE_MAX_PLAYERS];
    int score_count;
    char winners[64]; /* colour names, comma-separated */
} replay;

static const char *replay_folder;
static replay replays[MAX_REPLAYS];
static int replay_count;

/* "game-2p.json 386 20,37 yellow"; false on anything else. */
static bool parse_expectation(const char *line, replay *out)
{
    char scores[64];
    memset(out, 0, sizeof *out);
    if (sscanf(line, "%63s %zu %63s %63s", out->file, &out->moves, scores, out->winners) != 4)
        return false;
    for (char *item = strtok(scores, ","); item; item = strtok(NULL, ",")) {
        if (out->score_count == VILLAGE_MAX_PLAYERS)
            return false;
        out->scores[out->score_count++] = atoi(item);
    }
    return out->score_count >= 2;
}

static void read_expectations(void)
{
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/expected.txt", replay_folder);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot open %s", path);
    while (fgets(line, sizeof line, f))
        if (line[0] != '#' && line[0] != '\n') {
            if (replay_count == MAX_REPLAYS || !parse_expectation(line, &replays[replay_count]))
                fail_msg("%s: cannot read the line '%s'", path, line);
            replay_count++;
        }
    fclose(f);
}

/* The winners as expected.txt writes them, from the replayed result. */
static void winner_list(const village_result *result, int players, char *out, size_t size)
{
    out[0] = '\0';
    for (int p = 0; p < players; p++)
        if (result->rank[p] == 1) {
            size_t used = strlen(out);
            snprintf(out + used, size - used, "%s%s", used ? "," : "",
                     village_player_colour_name(p));
        }
}

static void check_replay(const replay *want)
{
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/%s", replay_folder, want->file);
    village_record r;
    if (!village_save_read_file(path, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(r.num_players, want->score_count);
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
    for (int p = 0; p < r.num_players; p++)
        if (result.score[p].total != want->scores[p])
            fail_msg("%s: %s scores %d, expected.txt says %d", want->file,
                     village_player_colour_name(p), result.score[p].total, want->scores[p]);
    char winners[64];
    winner_list(&result, r.num_players, winners, sizeof winners);
    if (strcmp(winners, want->winners) != 0)
        fail_msg("%s: %s won, expected.txt says %s", want->file, winners, want->winners);
    village_record_free(&r);
}

static void every_replay_reaches_its_expected_scores(void **unused)
{
    (void)unused;
    read_expectations();
    assert_true(replay_count > 0);
    for (int i = 0; i < replay_count; i++) {
        print_message("%s: %zu moves\n", replays[i].file, replays[i].moves);
        check_replay(&replays[i]);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s REPLAY_FOLDER\n", argv[0]);
        return 2;
    }
    replay_folder = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_replay_reaches_its_expected_scores),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
