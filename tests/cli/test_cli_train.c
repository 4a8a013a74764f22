/* village-cli train and the learned evaluation's file as a person uses
 * them: a run writes a file that names its inputs and says how it was
 * made, refuses to overwrite a network without --resume, goes on with it,
 * and a damaged or missing file named by VILLAGE_LEARNED is said on stderr
 * while the command still works; a 2-player hint searches with the shipped
 * file and, without a usable one, quietly with hard's search alone.
 * usage: test_cli_train PATH/TO/village-cli ASSETS_FOLDER */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli_process.h"
#include "temp_folder.h"

static const char *cli;
static const char *assets_dir;

static run_result run(const char *first, ...)
{
    const char *argv[32] = {cli, first};
    va_list ap;
    va_start(ap, first);
    for (int i = 2; i < 31 && (argv[i] = va_arg(ap, const char *)); i++)
        ;
    va_end(ap);
    return process_run(argv, NULL);
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *text = calloc(1, 1 << 20);
    assert_non_null(text);
    size_t n = fread(text, 1, (1 << 20) - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

static void train_writes_resumes_and_refuses_to_overwrite(void **state)
{
    (void)state;
    char path[600];
    assert_true(temp_folder_path(path, sizeof path, "learned.txt"));
    run_result r = run("train", "--players", "2", "--games", "4", "--chunk", "2", "--hidden", "3",
                       "--threads", "2", "--out", path, "--commit", "abc1234", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.err, "train 2p: 2/4 games (50%)"));
    assert_non_null(strstr(r.err, "ETA"));
    run_free(&r);
    char *text = read_all(path);
    assert_true(strncmp(text, "village-learned 2\ninputs 69\ninput 0 own.prestige\n", 48) == 0);
    assert_non_null(strstr(text, "\nnet 2 hidden 3 games 4\nrun games 4 seed 1 commit abc1234\n"
                                 "command village-cli train --players 2 --games 4 "));
    free(text);

    /* A commit that would not stay one word in the file is refused. */
    r = run("train", "--players", "3", "--games", "2", "--out", path, "--commit", "a b", NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "--commit: expected one word"));
    run_free(&r);

    r = run("train", "--players", "2", "--games", "6", "--chunk", "2", "--out", path, NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "already has a network for 2 players"));
    run_free(&r);

    r = run("train", "--players", "2", "--games", "6", "--chunk", "2", "--out", path, "--resume",
            "--seed", "7", "--holdout", "2", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.err, "6 games from 4"));
    run_free(&r);
    /* The resumed run is added to the network's runs, the first kept, and
     * the held-out measure of the weights written goes beside them. */
    text = read_all(path);
    assert_non_null(strstr(text, "\nnet 2 hidden 3 games 6\nrun games 4 seed 1 commit abc1234\n"
                                 "command village-cli train --players 2 --games 4 "));
    assert_non_null(strstr(text, "\nrun games 6 seed 7 commit unknown\n"
                                 "command village-cli train --players 2 --games 6 --chunk 2 "
                                 "--out "));
    assert_non_null(strstr(text, " --resume --seed 7 --holdout 2\n"
                                 "holdout games 2 iterations 0 seed 7 loss "));
    free(text);
}

/* --from starts from another file's network (a warm start, replacing the
 * out file's network for those players and keeping the others), and with
 * --games 0 only measures that network on held-out games. */
static void train_starts_from_another_file_and_measures_it(void **state)
{
    (void)state;
    char first[600], second[600];
    assert_true(temp_folder_path(first, sizeof first, "first.txt"));
    assert_true(temp_folder_path(second, sizeof second, "second.txt"));
    run_result r = run("train", "--players", "2", "--games", "2", "--chunk", "2", "--hidden", "3",
                       "--out", first, NULL);
    assert_int_equal(r.status, 0);
    run_free(&r);
    r = run("train", "--players", "3", "--games", "2", "--chunk", "2", "--hidden", "4", "--out",
            second, NULL);
    assert_int_equal(r.status, 0);
    run_free(&r);
    r = run("train", "--players", "2", "--games", "2", "--chunk", "2", "--iterations", "4",
            "--from", first, "--out", second, NULL);
    assert_int_equal(r.status, 0);
    run_free(&r);
    char *text = read_all(second);
    /* first's shape, trained on, with first's run before its own */
    assert_non_null(strstr(text, "\nnet 2 hidden 3 games 2\nrun games 2 seed 1 commit unknown\n"
                                 "command village-cli train --players 2 --games 2 --chunk 2 "
                                 "--hidden 3 --out "));
    const char *from = strstr(text, "\nrun games 2 seed 1 commit unknown\ncommand village-cli "
                                    "train --players 2 --games 2 --chunk 2 --iterations 4 --from ");
    assert_non_null(from);
    assert_true(strstr(text, "\nnet 3 ") > from);
    assert_non_null(strstr(text, "\nnet 3 hidden 4 games 2\nrun games 2 seed 1 ")); /* kept */
    free(text);

    r = run("train", "--players", "2", "--games", "0", "--from", second, "--holdout", "2",
            "--iterations", "4", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "holdout 2 games: log loss "));
    run_free(&r);
    r = run("train", "--players", "4", "--games", "0", "--from", second, "--holdout", "2", NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "has no network for 4 players"));
    run_free(&r);
    r = run("train", "--players", "2", "--games", "0", "--out", second, NULL);
    assert_int_equal(r.status, 64);
    run_free(&r);
}

static void a_damaged_or_missing_file_is_said_and_the_command_still_works(void **state)
{
    (void)state;
    char path[600];
    assert_true(temp_folder_path(path, sizeof path, "damaged.txt"));
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("village-learned 1\ncommand x\n", f);
    fclose(f);
    setenv("VILLAGE_LEARNED", path, 1);
    run_result r = run("moves", "--help", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(
        strstr(r.err, "is not a usable learned evaluation: line 3: the file ends early"));
    assert_non_null(strstr(r.err, "hand-written evaluation"));
    run_free(&r);

    assert_true(temp_folder_path(path, sizeof path, "nowhere.txt"));
    setenv("VILLAGE_LEARNED", path, 1);
    r = run("moves", "--help", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.err, "nowhere.txt"));
    assert_non_null(strstr(r.err, "hand-written evaluation"));
    run_free(&r);
    unsetenv("VILLAGE_LEARNED");
}

/* The hint's lines for a 2-player game's pending decision, with
 * VILLAGE_LEARNED naming 'learned'; the status must be 0. */
static char *hint_with(const char *learned, const char *game, char *err_out, size_t err_size)
{
    setenv("VILLAGE_LEARNED", learned, 1);
    run_result r = run("hint", game, "--iterations", "60", "--playouts", "4", NULL);
    unsetenv("VILLAGE_LEARNED");
    if (r.status != 0)
        fail_msg("hint with %s: status %d, %s", learned, r.status, r.err);
    snprintf(err_out, err_size, "%s", r.err);
    char *out = strdup(r.out);
    run_free(&r);
    return out;
}

static void a_hint_uses_the_learned_file_and_falls_back_quietly(void **state)
{
    (void)state;
    char game[600], damaged[600], missing[600], shipped[1100];
    assert_true(temp_folder_path(game, sizeof game, "hint-2p.json"));
    assert_true(temp_folder_path(damaged, sizeof damaged, "damaged-hint.txt"));
    assert_true(temp_folder_path(missing, sizeof missing, "absent-hint.txt"));
    snprintf(shipped, sizeof shipped, "%s/ai/learned.txt", assets_dir);
    run_result r = run("new", "--players", "2", "--seed", "39", NULL);
    assert_int_equal(r.status, 0);
    FILE *f = fopen(game, "wb");
    assert_non_null(f);
    fputs(r.out, f);
    fclose(f);
    run_free(&r);
    f = fopen(damaged, "wb");
    assert_non_null(f);
    fputs("village-learned 1\ncommand x\ncommit y\ninputs 67\n0 own.prestige\n", f);
    fclose(f);

    char err[4096];
    char *learned = hint_with(shipped, game, err, sizeof err);
    assert_null(strstr(err, "hand-written"));
    char *from_damaged = hint_with(damaged, game, err, sizeof err);
    assert_non_null(strstr(err, "is not a usable learned evaluation"));
    char *from_missing = hint_with(missing, game, err, sizeof err);
    assert_non_null(strstr(err, "absent-hint.txt"));
    /* The hint itself says nothing of it: the same lines as hard's search. */
    assert_string_equal(from_damaged, from_missing);
    assert_null(strstr(from_damaged, "learned"));
    assert_true(from_damaged[0] != '\0');
    assert_string_not_equal(learned, from_damaged);
    free(learned);
    free(from_damaged);
    free(from_missing);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s PATH/TO/village-cli ASSETS_FOLDER\n", argv[0]);
        return 2;
    }
    cli = argv[1];
    assets_dir = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(train_writes_resumes_and_refuses_to_overwrite),
        cmocka_unit_test(train_starts_from_another_file_and_measures_it),
        cmocka_unit_test(a_damaged_or_missing_file_is_said_and_the_command_still_works),
        cmocka_unit_test(a_hint_uses_the_learned_file_and_falls_back_quietly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
