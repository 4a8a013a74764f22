/* village-cli bench --ai: search iterations per second on a fixed set of
 * positions from real games, on one core, so that builds can be compared
 * (docs/ai.md). It uses only the public AI and save APIs, so the same file
 * builds against an older release for a baseline (scripts/build-ai-baseline). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli bench --ai [--positions DIR] [--iterations N] [--level L] [--repeat R]\n"
    "                              [--threads T]\n"
    "       village-cli bench --ai --write-positions DIR\n"
    "\n"
    "Runs one search of N iterations (default 1500) at level L (default hard) on each\n"
    "save in DIR (default tests/ai/positions, from the source folder), R times\n"
    "(default 1), on one core, and prints iterations per second of processor time\n"
    "for each position and over all of them. --threads T searches T trees on T\n"
    "threads and also prints iterations per second of wall-clock time.\n"
    "--write-positions plays easy-against-easy games of 2, 3 and 4 players from\n"
    "fixed seeds and writes positions from their beginning, middle and end to DIR.\n";

enum { MAX_POSITIONS = 64, PATH_SIZE = 4096 };

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

/* Wall-clock seconds, for searches on several threads (POSIX clock_gettime:
 * mingw-w64's C runtime has no C11 timespec_get, its winpthreads has this). */
static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .json files of dir, sorted so every build reads them in one order. */
static int list_positions(const char *dir, char *names[MAX_POSITIONS])
{
    DIR *d = opendir(dir);
    if (!d) {
        cli_error("cannot open the positions folder '%s' (run from the source folder or pass "
                  "--positions DIR)",
                  dir);
        return -1;
    }
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < MAX_POSITIONS) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0) {
            names[n] = malloc(len + 1);
            if (!names[n])
                break;
            memcpy(names[n++], e->d_name, len + 1);
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    return n;
}

/* Plays one easy-against-easy game from seed and writes the positions at
 * the given fractions of its decisions that offer a choice. */
static bool write_game_positions(const char *dir, int players, uint64_t seed)
{
    static const int percent[] = {15, 50, 85};
    village_record r;
    if (!village_record_new(&r, players, seed, -1))
        return false;
    long choices = 0;
    village_move moves[VILLAGE_MAX_MOVES];
    for (int pass = 0; pass < 2; pass++) {
        long choice = 0;
        size_t next = 0;
        if (pass == 1 && !village_record_truncate(&r, 0))
            return false;
        for (;;) {
            int n = village_legal_moves(&r.state, moves);
            if (n <= 0)
                break;
            if (n > 1 && pass == 1 && next < 3 && choice == choices * percent[next] / 100) {
                char path[PATH_SIZE], err[256];
                snprintf(path, sizeof path, "%s/%dp-%02d.json", dir, players, percent[next]);
                if (!village_save_write_file(&r, path, err, sizeof err)) {
                    cli_error("%s", err);
                    village_record_free(&r);
                    return false;
                }
                printf("%s\n", path);
                next++;
            }
            village_ai_config cfg = {.level = VILLAGE_AI_EASY, .seed = seed * 7919 + r.move_count};
            village_move m;
            if (!village_ai_choose(&r.state, &cfg, NULL, &m, NULL) ||
                !village_record_apply(&r, &m, NULL)) {
                village_record_free(&r);
                return false;
            }
            choice += n > 1;
        }
        choices = choice;
    }
    village_record_free(&r);
    return true;
}

static int write_positions(const char *dir)
{
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++)
        if (!write_game_positions(dir, players, (uint64_t)players * 1001))
            return CLI_ERROR;
    return CLI_OK;
}

static int run_bench(const char *dir, int level, long iterations, long repeat, long threads)
{
    char *names[MAX_POSITIONS];
    int count = list_positions(dir, names);
    if (count <= 0) {
        if (count == 0)
            cli_error("no .json positions in '%s'", dir);
        return CLI_ERROR;
    }
    printf("level %s\niterations %ld\nrepeat %ld\n", village_ai_level_name(level), iterations,
           repeat);
    if (threads > 1)
        printf("threads %ld\n", threads);
    long total_iterations = 0;
    double total_seconds = 0, total_wall = 0;
    int status = CLI_OK;
    for (int i = 0; i < count && status == CLI_OK; i++) {
        char path[PATH_SIZE];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        village_record r;
        if (!cli_load(path, &r)) {
            status = CLI_ERROR;
            break;
        }
        village_move moves[VILLAGE_MAX_MOVES];
        int legal = village_legal_moves(&r.state, moves);
        long done = 0;
        double start = cpu_seconds(), wall_start = wall_seconds();
        for (long k = 0; k < repeat; k++) {
            /* A time cap far beyond the budget: the iterations decide. */
            village_ai_config cfg = {.level = level,
                                     .seed = 0x5eed + (uint64_t)k,
                                     .max_iterations = (int)iterations,
                                     .max_seconds = 1e6};
#ifdef VILLAGE_AI_HAS_THREADS /* the baseline builds compile this file against older AIs */
            cfg.threads = (int)threads;
#endif
            village_ai_stats stats = {0};
            village_move m;
            village_ai_choose(&r.state, &cfg, NULL, &m, &stats);
            done += stats.iterations;
        }
        double seconds = cpu_seconds() - start, wall = wall_seconds() - wall_start;
        if (threads > 1)
            printf("position %-12s wall_seconds %7.3f iterations_per_wall_second %8.0f\n", names[i],
                   wall, wall > 0 ? (double)done / wall : 0.0);
        printf("position %-12s players %d moves %3d iterations %6ld cpu_seconds %7.3f "
               "iterations_per_second %8.0f\n",
               names[i], r.num_players, legal, done, seconds,
               seconds > 0 ? (double)done / seconds : 0.0);
        total_iterations += done;
        total_seconds += seconds;
        total_wall += wall;
        village_record_free(&r);
    }
    for (int i = 0; i < count; i++)
        free(names[i]);
    if (status == CLI_OK && threads > 1)
        printf("total wall_seconds %.3f iterations_per_wall_second %.0f\n", total_wall,
               total_wall > 0 ? (double)total_iterations / total_wall : 0.0);
    if (status == CLI_OK)
        printf("total iterations %ld cpu_seconds %.3f iterations_per_second %.0f\n",
               total_iterations, total_seconds,
               total_seconds > 0 ? (double)total_iterations / total_seconds : 0.0);
    return status;
}

int cmd_bench_ai(int argc, char **argv);
int cmd_bench_ai(int argc, char **argv)
{
    const char *dir = "tests/ai/positions", *write_dir = NULL, *value;
    long iterations = 1500, repeat = 1, threads = 1;
    int level = VILLAGE_AI_HARD;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        if (strcmp(argv[i], "--ai") == 0)
            continue;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (cli_option(argc, argv, &i, "--positions", &value))
            ok = (dir = value) != NULL;
        else if (cli_option(argc, argv, &i, "--write-positions", &value))
            ok = (write_dir = value) != NULL;
        else if (cli_option(argc, argv, &i, "--iterations", &value))
            ok = cli_parse_int("--iterations", value, 1, 10000000, &iterations);
        else if (cli_option(argc, argv, &i, "--threads", &value))
            ok = cli_parse_int("--threads", value, 1, 64, &threads);
        else if (cli_option(argc, argv, &i, "--repeat", &value))
            ok = cli_parse_int("--repeat", value, 1, 1000, &repeat);
        else if (cli_option(argc, argv, &i, "--level", &value)) {
            level = village_ai_level_from_name(value);
            ok = level >= VILLAGE_AI_MEDIUM;
            if (!ok)
                cli_error("--level: '%s' is not a search level (medium, hard, …)",
                          value ? value : "");
        } else
            ok = false;
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (write_dir)
        return write_positions(write_dir);
    return run_bench(dir, level, iterations, repeat, threads);
}
