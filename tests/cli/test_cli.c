/* village-cli as a person or a script uses it: the built binary is run
 * with real arguments and its output, errors and exit status are checked.
 * usage: test_cli PATH/TO/village-cli */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cJSON.h>
#include <cmocka.h>

#include "cli_process.h"
#include "temp_folder.h"
#include "village/save.h"

static const char *cli;
static char save_path[600];

/* Runs village-cli with the NULL-terminated arguments; stdin from a file
 * when 'input' is not NULL. */
static run_result run(const char *input, ...)
{
    const char *argv[32] = {cli};
    va_list ap;
    va_start(ap, input);
    for (int i = 1; i < 31 && (argv[i] = va_arg(ap, const char *)); i++)
        ;
    va_end(ap);
    return process_run(argv, input);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static village_record load_text(const char *text)
{
    village_record r;
    char err[512];
    if (!village_save_from_json(text, &r, err, sizeof err))
        fail_msg("the output is not a save: %s", err);
    return r;
}

/* A new 3-player game, written to save_path. */
static void new_game_file(void)
{
    run_result r = run(NULL, "new", "--players", "3", "--seed", "42", NULL);
    assert_int_equal(r.status, 0);
    write_file(save_path, r.out);
    run_free(&r);
}

static void help_for_every_command(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "--help", NULL);
    assert_int_equal(r.status, 0);
    const char *commands[] = {"new",          "moves", "apply",      "show",
                              "random-games", "bench", "tournament", "engine"};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        assert_non_null(strstr(r.out, commands[i]));
        run_result h = run(NULL, commands[i], "--help", NULL);
        char want[64];
        snprintf(want, sizeof want, "usage: village-cli %s", commands[i]);
        assert_int_equal(h.status, 0);
        assert_non_null(strstr(h.out, want));
        run_free(&h);
    }
    run_free(&r);
    r = run(NULL, "juggle", NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "unknown command 'juggle'"));
    run_free(&r);
}

static void new_prints_a_save(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "new", "--players", "4", "--seed", "0x2a", "--start", "yellow", NULL);
    assert_int_equal(r.status, 0);
    village_record rec = load_text(r.out);
    assert_int_equal(rec.num_players, 4);
    assert_int_equal(rec.seed, 42);
    assert_int_equal(rec.start_player, 1);
    assert_int_equal(rec.move_count, 0);
    village_record_free(&rec);
    run_free(&r);

    r = run(NULL, "new", "--players", "5", "--seed", "1", NULL);
    assert_int_equal(r.status, 64);
    assert_string_equal(r.out, "");
    assert_non_null(strstr(r.err, "--players"));
    run_free(&r);
    r = run(NULL, "new", "--seed", "1", NULL);
    assert_int_equal(r.status, 64);
    run_free(&r);
}

static void moves_lists_the_legal_moves(void **unused)
{
    (void)unused;
    new_game_file();
    run_result r = run(NULL, "moves", save_path, NULL);
    assert_int_equal(r.status, 0);
    village_record rec;
    assert_true(village_save_read_file(save_path, &rec, NULL, 0));
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&rec.state, moves);
    char expected[8192] = "";
    for (int i = 0; i < n; i++) {
        char text[128];
        village_move_format(&rec.state, &moves[i], text, sizeof text);
        strcat(strcat(expected, text), "\n");
    }
    assert_string_equal(r.out, expected);
    village_record_free(&rec);
    run_free(&r);
}

static void apply_plays_moves(void **unused)
{
    (void)unused;
    new_game_file();
    village_record rec;
    assert_true(village_save_read_file(save_path, &rec, NULL, 0));
    village_move moves[VILLAGE_MAX_MOVES];
    char first[128], second[128];
    village_legal_moves(&rec.state, moves);
    village_move_format(&rec.state, &moves[0], first, sizeof first);
    assert_true(village_record_apply(&rec, &moves[0], NULL));
    village_legal_moves(&rec.state, moves);
    village_move_format(&rec.state, &moves[0], second, sizeof second);
    assert_true(village_record_apply(&rec, &moves[0], NULL));

    run_result r = run(NULL, "apply", save_path, first, second, NULL);
    assert_int_equal(r.status, 0);
    char *expected = village_save_to_json(&rec);
    assert_string_equal(r.out, expected);
    run_free(&r);
    /* The same through standard input. */
    r = run(save_path, "apply", "-", first, second, NULL);
    assert_int_equal(r.status, 0);
    assert_string_equal(r.out, expected);
    free(expected);
    run_free(&r);
    village_record_free(&rec);
}

static void illegal_move_exits_2_with_nothing_on_stdout(void **unused)
{
    (void)unused;
    new_game_file();
    run_result r = run(NULL, "apply", save_path, "serve 1", NULL);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    assert_non_null(strstr(r.err, "'serve 1' is illegal"));
    assert_non_null(strstr(r.err, "no 'serve' move is possible now"));
    run_free(&r);
    /* A legal first move does not rescue an illegal second one. */
    run_result m = run(NULL, "moves", save_path, NULL);
    char first[128];
    sscanf(m.out, "%127[^\n]", first);
    r = run(NULL, "apply", save_path, first, "take nowhere brown", NULL);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    assert_non_null(strstr(r.err, "move 2 'take nowhere brown'"));
    run_free(&r);
    run_free(&m);
}

static void corrupt_saves_exit_1(void **unused)
{
    (void)unused;
    write_file(save_path, "{\"format\": \"village-save\", \"vers");
    run_result r = run(NULL, "apply", save_path, "skip", NULL);
    assert_int_equal(r.status, 1);
    assert_string_equal(r.out, "");
    assert_non_null(strstr(r.err, "truncated"));
    run_free(&r);
    r = run(NULL, "show", "/nonexistent/game.json", NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "cannot open '/nonexistent/game.json'"));
    run_free(&r);
}

/* Issue 11: a FIFO as the save ends with a message and status 1, not a
 * hang; and no control byte from a hostile file reaches the terminal. */
static void hostile_files_exit_1_with_a_clean_message(void **unused)
{
    (void)unused;
    char fifo[700];
    snprintf(fifo, sizeof fifo, "%s.fifo", save_path);
    assert_int_equal(mkfifo(fifo, 0644), 0);
    run_result r = run(NULL, "show", fifo, NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "not a regular file"));
    run_free(&r);
    assert_int_equal(remove(fifo), 0);

    write_file(save_path, "{\"format\": \"\\u001b]0;owned\\u0007\\u009b2J\", \"version\": 1}");
    r = run(NULL, "show", save_path, NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "not a Village save"));
    for (const unsigned char *c = (const unsigned char *)r.err; *c; c++)
        if ((*c < 0x20 && *c != '\n') || *c == 0x7F || *c == 0x9B)
            fail_msg("raw control byte 0x%02x in: %s", *c, r.err);
    run_free(&r);
}

static void show_describes_the_game(void **unused)
{
    (void)unused;
    new_game_file();
    run_result r = run(NULL, "show", save_path, NULL);
    assert_int_equal(r.status, 0);
    const char *needles[] = {"Round 1.",
                             "Action spaces:",
                             "harvest",
                             "Market:",
                             "stalls:",
                             "pile: ",
                             "red: Red (human)",
                             "members: farm: g1 g1 g1 g1",
                             "lifetime: space 0 of 12",
                             "score: 1 = prestige 0"};
    for (size_t i = 0; i < sizeof needles / sizeof needles[0]; i++)
        if (!strstr(r.out, needles[i]))
            fail_msg("show lacks '%s':\n%s", needles[i], r.out);
    run_free(&r);

    r = run(NULL, "show", save_path, "--json", NULL);
    assert_int_equal(r.status, 0);
    cJSON *root = cJSON_Parse(r.out);
    assert_non_null(root);
    cJSON *decision = cJSON_GetObjectItem(root, "decision");
    assert_string_equal(cJSON_GetObjectItem(decision, "phase")->valuestring, "turn");
    cJSON *players = cJSON_GetObjectItem(root, "players");
    assert_int_equal(cJSON_GetArraySize(players), 3);
    cJSON *red = cJSON_GetArrayItem(players, 0);
    cJSON *farm = cJSON_GetObjectItem(cJSON_GetObjectItem(red, "members"), "farm");
    assert_int_equal(cJSON_GetArraySize(farm), 4);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(red, "time"), "lifetime")->valueint,
                     0);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(red, "score"), "total")->valueint, 1);
    cJSON_Delete(root);
    run_free(&r);
}

/* Game i of a run is game 0 of a run seeded S+i; runs repeat exactly. */
static void random_games_are_reproducible(void **unused)
{
    (void)unused;
    run_result a = run(NULL, "random-games", "--players", "2", "--games", "3", "--seed", "5", NULL);
    run_result b = run(NULL, "random-games", "--players", "2", "--games", "3", "--seed", "5", NULL);
    run_result c = run(NULL, "random-games", "--players", "2", "--games", "1", "--seed", "7", NULL);
    assert_int_equal(a.status, 0);
    assert_string_equal(a.out, b.out);
    char *third = strstr(a.out, "{\"game\": 2");
    assert_non_null(third);
    const char *c_game = strstr(c.out, "\"seed\": 7,");
    assert_non_null(c_game);
    size_t line = strcspn(c_game, "\n");
    assert_non_null(strstr(third, "\"seed\": 7,"));
    assert_memory_equal(strstr(third, "\"seed\": 7,"), c_game, line);
    assert_non_null(strstr(a.out, "\"violations\": 0, \"checksum\": \""));
    run_free(&a);
    run_free(&b);
    run_free(&c);
}

/* --save writes the game played, as 'new' with the same seed sets it up. */
static void random_games_save_the_game(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "random-games", "--players", "3", "--games", "1", "--seed", "11",
                       "--save", save_path, NULL);
    assert_int_equal(r.status, 0);
    unsigned long decisions = 0;
    assert_int_equal(sscanf(r.out, "{\"game\": 0, \"seed\": 11, \"decisions\": %lu", &decisions),
                     1);
    village_record rec;
    char err[512];
    if (!village_save_read_file(save_path, &rec, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(rec.move_count, decisions);
    assert_true(village_game_over(&rec.state));
    village_record fresh;
    assert_true(village_record_new(&fresh, 3, 11, -1));
    assert_int_equal(fresh.start_player, rec.start_player);
    village_record_free(&fresh);
    village_record_free(&rec);
    run_free(&r);
}

static void bench_prints_rates(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "bench", "--players", "2", "--seconds", "0.2", NULL);
    assert_int_equal(r.status, 0);
    double games = 0, decisions = 0;
    const char *g = strstr(r.out, "games_per_second ");
    const char *d = strstr(r.out, "decisions_per_second ");
    assert_true(g && d);
    assert_int_equal(sscanf(g, "games_per_second %lf", &games), 1);
    assert_int_equal(sscanf(d, "decisions_per_second %lf", &decisions), 1);
    assert_true(games > 0 && decisions > games);
    run_free(&r);
}

/* The number after 'label' in text, or -1. */
static long number_after(const char *text, const char *label)
{
    const char *at = strstr(text, label);
    long value = -1;
    if (at && sscanf(at + strlen(label), "%ld", &value) != 1)
        value = -1;
    return value;
}

/* agreement splits its pairs by their two styles, and the split adds up to
 * the whole: three seats of three styles make three kinds of pair. */
static void agreement_counts_pairs_by_styles(void **unused)
{
    (void)unused;
    run_result r =
        run(NULL, "agreement", "--players", "3", "--level", "easy", "--positions", "20", NULL);
    assert_int_equal(r.status, 0);
    assert_int_equal(number_after(r.out, "pairs of seats "), 60);
    long same = number_after(r.out, "same move ");
    long kinds = 0, pairs_sum = 0, same_sum = 0;
    for (const char *line = strstr(r.out, "\n  "); line; line = strstr(line + 1, "\n  ")) {
        long agreed = 0, pairs = 0;
        const char *colon = strchr(line, ':');
        assert_non_null(colon);
        assert_int_equal(sscanf(colon, ": %ld of %ld", &agreed, &pairs), 2);
        kinds++;
        pairs_sum += pairs;
        same_sum += agreed;
    }
    assert_int_equal(kinds, 3);
    assert_int_equal(pairs_sum, 60);
    assert_int_equal(same_sum, same);
    assert_non_null(strstr(r.out, "  balanced and chronicler: "));
    run_free(&r);

    r = run(NULL, "agreement", "--players", "3", "--level", "easy", "--positions", "20", "--styles",
            "balanced", NULL);
    assert_int_equal(r.status, 0);
    char whole[64];
    snprintf(whole, sizeof whole, "  balanced and balanced: %ld of 60",
             number_after(r.out, "same move "));
    assert_non_null(strstr(r.out, whole));
    run_free(&r);
}

/* A finished game of 'players' random players, saved at save_path. */
static void random_game_file(const char *players)
{
    run_result r = run(NULL, "random-games", "--players", players, "--games", "1", "--seed", "5",
                       "--save", save_path, NULL);
    assert_int_equal(r.status, 0);
    run_free(&r);
}

/* position prints the state at any move; new --position starts a game
 * there whose save (version 2) replays from that start. */
static void position_and_new_from_position(void **unused)
{
    (void)unused;
    random_game_file("3");
    run_result p = run(NULL, "position", save_path, "--at", "40", NULL);
    assert_int_equal(p.status, 0);
    assert_non_null(strstr(p.out, "\"format\": \"village-position\""));
    char position_path[700];
    snprintf(position_path, sizeof position_path, "%s.position", save_path);
    write_file(position_path, p.out);
    run_result g = run(NULL, "new", "--position", position_path, "--seed", "3", NULL);
    assert_int_equal(g.status, 0);
    assert_non_null(strstr(g.out, "\"version\": 2"));
    village_record from = load_text(g.out), game;
    char err[512];
    assert_true(village_save_read_file(save_path, &game, err, sizeof err));
    village_state at40;
    assert_true(village_record_state_at(&game, 40, &at40));
    assert_memory_equal(&from.state, &at40, sizeof at40);
    run_result late = run(NULL, "position", save_path, "--at", "100000", NULL);
    assert_int_equal(late.status, 64);
    remove(position_path);
    run_result missing = run(NULL, "new", "--position", position_path, NULL);
    assert_int_equal(missing.status, 1);
    assert_non_null(strstr(missing.err, position_path));
    village_record_free(&from);
    village_record_free(&game);
    run_free(&p);
    run_free(&g);
    run_free(&late);
    run_free(&missing);
}

/* analyse: one JSON line per decision with a choice, then a summary; the
 * same game and seed print the same lines. */
static void analyse_is_reproducible(void **unused)
{
    (void)unused;
    random_game_file("2");
    run_result a = run(NULL, "analyse", save_path, "--iterations", "16", "--playouts", "2",
                       "--seat", "red", "--seed", "9", NULL);
    run_result b = run(NULL, "analyse", save_path, "--iterations", "16", "--playouts", "2",
                       "--seat", "red", "--seed", "9", NULL);
    assert_int_equal(a.status, 0);
    assert_int_equal(b.status, 0);
    assert_string_equal(a.out, b.out);
    assert_true(strncmp(a.out, "{\"move\": ", 9) == 0);
    assert_non_null(strstr(a.out, "\"actor\": \"red\", \"played\": \""));
    assert_non_null(strstr(a.out, "\"win_played\": "));
    assert_null(strstr(a.out, "\"actor\": \"yellow\""));
    assert_non_null(strstr(a.out, "{\"summary\": \"red\", \"decisions\": "));
    assert_non_null(strstr(a.out, "{\"turn_end\": "));
    run_result bad = run(NULL, "analyse", save_path, "--seat", "white", NULL);
    assert_int_equal(bad.status, 64);
    run_free(&a);
    run_free(&b);
    run_free(&bad);
}

/* hint: the best move and two alternatives with their chances and reasons;
 * --bench times hints and prints percentiles. */
static void hint_and_its_bench(void **unused)
{
    (void)unused;
    new_game_file();
    run_result h = run(NULL, "hint", save_path, "--iterations", "30", "--playouts", "2", NULL);
    assert_int_equal(h.status, 0);
    assert_non_null(strstr(h.out, "\nbest "));
    const char *alt = strstr(h.out, "\nalt ");
    assert_true(alt && strstr(alt + 1, "\nalt "));
    assert_non_null(strstr(h.out, "win "));
    run_result b = run(NULL, "hint", "--bench", "--games", "1", "--players", "2", "--every", "40",
                       "--iterations", "10", "--playouts", "1", NULL);
    assert_int_equal(b.status, 0);
    assert_non_null(strstr(b.out, "p99_seconds "));
    run_free(&h);
    run_free(&b);
}

/* The Village Engine Protocol: a legal move for the side to move, and an
 * error line (not a crash) for every bad request. */
static void engine_answers_with_a_legal_move(void **unused)
{
    (void)unused;
    new_game_file();
    run_result moves = run(NULL, "moves", save_path, NULL);
    assert_int_equal(moves.status, 0);
    char input_path[700], input[1024];
    snprintf(input_path, sizeof input_path, "%s.vep", save_path);
    snprintf(input, sizeof input,
             "vep\ngo\nposition file %s\ngo iterations 30 seed 5\ngo seat 4\n"
             "go iterations many\nposition json {\nfrobnicate\nquit\ngo\n",
             save_path);
    write_file(input_path, input);
    run_result r = run(input_path, "engine", "--name", "tester", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "id name tester\nvepok\n"));
    assert_non_null(strstr(r.out, "error no position"));
    const char *best = strstr(r.out, "bestmove ");
    assert_non_null(best);
    char move[128];
    assert_int_equal(sscanf(best, "bestmove %127[^\n]", move), 1);
    char line[160];
    snprintf(line, sizeof line, "%s\n", move);
    assert_non_null(strstr(moves.out, line));
    assert_non_null(strstr(r.out, "error it is seat"));
    assert_non_null(strstr(r.out, "error go takes"));
    assert_non_null(strstr(r.out, "error not a valid save"));
    assert_non_null(strstr(r.out, "error unknown command 'frobnicate'"));
    assert_null(strstr(best + 1, "bestmove")); /* nothing after quit */
    run_free(&r);
    /* Other search parameters (docs/ai.md, "Search parameters") still play
     * a legal move; an unknown one is refused before any command. */
    snprintf(input, sizeof input, "position file %s\ngo iterations 30 seed 5\nquit\n", save_path);
    write_file(input_path, input);
    r = run(input_path, "engine", "--search", "exploration=0.5", "--search", "playout_turns=2",
            NULL);
    assert_int_equal(r.status, 0);
    best = strstr(r.out, "bestmove ");
    assert_non_null(best);
    assert_int_equal(sscanf(best, "bestmove %127[^\n]", move), 1);
    snprintf(line, sizeof line, "%s\n", move);
    assert_non_null(strstr(moves.out, line));
    run_free(&r);
    r = run(input_path, "engine", "--search", "boldness=2", NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "--search: 'boldness=2'"));
    run_free(&r);
    /* Numbers out of range are refused, not wrapped: 2^32+1 iterations
     * once ran 1 iteration, and seat -3 skipped the seat check. */
    snprintf(input, sizeof input,
             "position file %s\ngo iterations 4294967297\ngo seat -3\ngo seat 5\n"
             "go seed -1\ngo seconds nan\ngo iterations 99999999999999999999\nquit\n",
             save_path);
    write_file(input_path, input);
    r = run(input_path, "engine", NULL);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "bestmove"));
    int errors = 0;
    for (const char *e = r.out; (e = strstr(e, "error go takes")); e++)
        errors++;
    assert_int_equal(errors, 6);
    remove(input_path);
    run_free(&r);
    run_free(&moves);
}

/* engine --hint plays the move the hint button would name: the best line of
 * village-cli hint with the same seed and iterations, at several seeds (at
 * two of which the search alone chose another move when this was written). */
static void engine_hint_plays_the_hints_best_move(void **unused)
{
    (void)unused;
    new_game_file();
    char input_path[700], input[1024], seed[16];
    snprintf(input_path, sizeof input_path, "%s.vep", save_path);
    for (int s = 1; s <= 4; s++) {
        snprintf(input, sizeof input, "position file %s\ngo iterations 30 seed %d\nquit\n",
                 save_path, s);
        write_file(input_path, input);
        run_result r = run(input_path, "engine", "--hint", NULL);
        assert_int_equal(r.status, 0);
        char move[128];
        const char *best = strstr(r.out, "bestmove ");
        assert_non_null(best);
        assert_int_equal(sscanf(best, "bestmove %127[^\n]", move), 1);
        snprintf(seed, sizeof seed, "%d", s);
        run_result h = run(NULL, "hint", save_path, "--iterations", "30", "--seed", seed, NULL);
        assert_int_equal(h.status, 0);
        char line[160];
        snprintf(line, sizeof line, "\nbest %s  ", move);
        if (!strstr(h.out, line))
            fail_msg("seed %d: the engine played '%s', the hint said:\n%s", s, move, h.out);
        run_free(&h);
        run_free(&r);
    }
    /* The hint's search has its own parameters and runs on one thread by a
     * fixed budget: options it would ignore are refused. */
    static const char *const ignored[][2] = {{"--search", "exploration=0.5"},
                                             {"--level", "easy"},
                                             {"--threads", "2"},
                                             {"--time-budget", NULL}};
    run_result r;
    for (size_t i = 0; i < sizeof ignored / sizeof ignored[0]; i++) {
        r = run(input_path, "engine", "--hint", ignored[i][0], ignored[i][1], NULL);
        assert_int_equal(r.status, 64);
        if (!strstr(r.err, "--hint takes no --level, --search, --threads or --time-budget"))
            fail_msg("engine --hint %s: %s", ignored[i][0], r.err);
        run_free(&r);
    }
    snprintf(input, sizeof input, "position file %s\ngo level easy seed 1\nquit\n", save_path);
    write_file(input_path, input);
    r = run(input_path, "engine", "--hint", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "error the hint has no level"));
    assert_null(strstr(r.out, "bestmove"));
    run_free(&r);
    remove(input_path);
}

static void bench_ai_prints_iterations_per_second(void **unused)
{
    (void)unused;
    new_game_file();
    char dir[700], copy[800];
    snprintf(dir, sizeof dir, "%s.positions", save_path);
    assert_int_equal(mkdir(dir, 0700), 0);
    snprintf(copy, sizeof copy, "%s/a.json", dir);
    run_result saved = run(NULL, "new", "--players", "2", "--seed", "8", NULL);
    write_file(copy, saved.out);
    run_result r = run(NULL, "bench", "--ai", "--positions", dir, "--iterations", "40", NULL);
    assert_int_equal(r.status, 0);
    double rate = 0;
    long iterations = 0;
    const char *total = strstr(r.out, "total iterations ");
    assert_non_null(total);
    /* At most the budget: a search stops once its choice cannot change. */
    assert_int_equal(sscanf(total, "total iterations %ld", &iterations), 1);
    assert_true(iterations > 0 && iterations <= 40);
    assert_non_null(strstr(total, "iterations_per_second "));
    assert_int_equal(
        sscanf(strstr(total, "iterations_per_second "), "iterations_per_second %lf", &rate), 1);
    assert_true(rate > 0);
    run_free(&r);
    r = run(NULL, "bench", "--ai", "--positions", "/nonexistent-folder", NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, "cannot open the positions folder"));
    remove(copy);
    rmdir(dir);
    run_free(&r);
    run_free(&saved);
}

/* An engine seat plays through the protocol; a missing engine is reported. */
static void tournament_seats_an_engine(void **unused)
{
    (void)unused;
    char seat[512];
    snprintf(seat, sizeof seat, "engine:%s engine --iterations 8,easy", cli);
    run_result r = run(NULL, "tournament", "--seats", seat, "--games", "2", "--quiet", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "played 2  abandoned 0  illegal moves 0"));
    run_free(&r);
    r = run(NULL, "tournament", "--seats", "engine:/nonexistent-engine,easy", "--games", "1",
            "--quiet", NULL);
    assert_int_equal(r.status, 3);
    assert_non_null(strstr(r.err, "did not answer 'vepok'"));
    run_free(&r);
}

/* A tournament stopped early goes on from the game it stopped at, under
 * the numbers its game lines gave; a sequential test cannot be resumed. */
static void tournament_goes_on_from_a_later_game(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "tournament", "--seats", "easy,easy", "--games", "2", "--first-game",
                       "3", "--game-lines", "--quiet", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "games 3 to 4 of the seed"));
    assert_non_null(strstr(r.out, "game 3 played"));
    assert_non_null(strstr(r.out, "game 4 played"));
    assert_null(strstr(r.out, "game 2 played"));
    assert_non_null(strstr(r.out, "played 2  abandoned 0  illegal moves 0"));
    run_free(&r);
    r = run(NULL, "tournament", "--seats", "easy,random", "--games", "10", "--sprt", "0,35",
            "--first-game", "2", "--quiet", NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "leave out --first-game"));
    run_free(&r);
}

/* Issue 27: a name may hold a bidi override (the game lets a player type
 * one), but show prints it as '?', not raw: on a terminal it reorders the
 * rest of the line. */
static void show_neutralises_bidi_overrides_in_names(void **unused)
{
    (void)unused;
    run_result r = run(NULL, "new", "--players", "2", "--seed", "1", NULL);
    assert_int_equal(r.status, 0);
    const char *at = strstr(r.out, "\"name\": \"Red\"");
    assert_non_null(at);
    size_t head = (size_t)(at - r.out) + strlen("\"name\": \"");
    char *text = malloc(strlen(r.out) + 64);
    assert_non_null(text);
    snprintf(text, strlen(r.out) + 64,
             "%.*s\xE2\x80\xAE"
             "evil\xE2\x81\xA6%s",
             (int)head, r.out, r.out + head);
    write_file(save_path, text);
    free(text);
    run_free(&r);
    r = run(NULL, "show", save_path, NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "red: ?evil?Red (human)"));
    assert_null(strstr(r.out, "\xE2\x80\xAE"));
    assert_null(strstr(r.out, "\xE2\x81\xA6"));
    run_free(&r);
}

/* Self-play positions, their fit, and a file that is not such positions. */
static void tune_writes_positions_and_fits_them(void **unused)
{
    (void)unused;
    char data[700], junk[700];
    snprintf(data, sizeof data, "%s.tune", save_path);
    snprintf(junk, sizeof junk, "%s.junk", save_path);
    run_result r = run(NULL, "tune", "games", "--games", "4", "--level", "easy", "--every", "40",
                       "--seed", "5", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "\"shares\":["));
    assert_non_null(strstr(r.err, "game 3: 2 players"));
    write_file(data, r.out);
    run_free(&r);
    r = run(NULL, "tune", "fit", data, "--holdout", "2", "--passes", "1", NULL);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "before (the weights in use"));
    assert_non_null(strstr(r.out, "after (scale"));
    assert_non_null(strstr(r.out, "councillor_climb"));
    run_free(&r);
    write_file(junk, "{\"game\":0}\n");
    r = run(NULL, "tune", "fit", junk, NULL);
    assert_int_equal(r.status, 1);
    assert_non_null(strstr(r.err, ":1: not a line of 'tune games'"));
    run_free(&r);
    r = run(NULL, "tune", "games", NULL);
    assert_int_equal(r.status, 64);
    assert_non_null(strstr(r.err, "--games N is required"));
    run_free(&r);
    remove(data);
    remove(junk);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s PATH/TO/village-cli\n", argv[0]);
        return 2;
    }
    cli = argv[1];
    if (!temp_folder_path(save_path, sizeof save_path, "game.json"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(help_for_every_command),
        cmocka_unit_test(new_prints_a_save),
        cmocka_unit_test(moves_lists_the_legal_moves),
        cmocka_unit_test(apply_plays_moves),
        cmocka_unit_test(illegal_move_exits_2_with_nothing_on_stdout),
        cmocka_unit_test(corrupt_saves_exit_1),
        cmocka_unit_test(hostile_files_exit_1_with_a_clean_message),
        cmocka_unit_test(show_describes_the_game),
        cmocka_unit_test(random_games_are_reproducible),
        cmocka_unit_test(random_games_save_the_game),
        cmocka_unit_test(bench_prints_rates),
        cmocka_unit_test(agreement_counts_pairs_by_styles),
        cmocka_unit_test(position_and_new_from_position),
        cmocka_unit_test(analyse_is_reproducible),
        cmocka_unit_test(hint_and_its_bench),
        cmocka_unit_test(engine_answers_with_a_legal_move),
        cmocka_unit_test(engine_hint_plays_the_hints_best_move),
        cmocka_unit_test(bench_ai_prints_iterations_per_second),
        cmocka_unit_test(tournament_seats_an_engine),
        cmocka_unit_test(tournament_goes_on_from_a_later_game),
        cmocka_unit_test(tune_writes_positions_and_fits_them),
        cmocka_unit_test(show_neutralises_bidi_overrides_in_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
