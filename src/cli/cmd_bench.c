/* village-cli bench: how fast the rules core plays whole random games on
 * one core. Moves come from village_legal_moves and go through
 * village_apply_trusted, as in a search; nothing is checked here
 * (random-games does the checking). */
#include <string.h>
#include <time.h>

#include "cli.h"
#include "testkit_rng.h"

static const char USAGE[] =
    "usage: village-cli bench [--players N] [--seconds T]\n"
    "       village-cli bench --ai [...]   (search speed: village-cli bench --ai --help)\n"
    "\n"
    "Plays uniformly random games of N players (default 4) from seed 1 upwards for\n"
    "about T seconds (default 3) of processor time on one core, and prints games\n"
    "per second and decisions (moves) per second.\n";

/* Processor time, not wall time: on a shared machine other work would
 * otherwise count against the rules core. */
static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static long play_game(int players, uint64_t seed, testkit_rng *rng)
{
    village_state s;
    village_move moves[VILLAGE_MAX_MOVES];
    village_new_game(&s, players, seed, -1);
    long decisions = 0;
    for (;;) {
        int n = village_legal_moves(&s, moves);
        if (n <= 0)
            return decisions;
        village_apply_trusted(&s, &moves[testkit_rng_below(rng, (uint32_t)n)], NULL);
        decisions++;
    }
}

/* The search benchmark (cmd_bench_ai.c). */
int cmd_bench_ai(int argc, char **argv);

CLI_COMMAND(bench)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--ai") == 0)
            return cmd_bench_ai(argc, argv);
    long players = 4;
    double seconds = 3;
    const char *value;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        bool ok;
        if (cli_option(argc, argv, &i, "--players", &value))
            ok = cli_parse_int("--players", value, 2, VILLAGE_MAX_PLAYERS, &players);
        else if (cli_option(argc, argv, &i, "--seconds", &value))
            ok = cli_parse_seconds("--seconds", value, &seconds);
        else
            ok = false;
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    testkit_rng rng;
    testkit_rng_seed(&rng, 1);
    long games = 0, decisions = 0;
    double start = cpu_seconds(), elapsed = 0;
    while (elapsed < seconds) {
        decisions += play_game((int)players, (uint64_t)games + 1, &rng);
        games++;
        elapsed = cpu_seconds() - start;
    }
    printf("players %ld\ngames %ld\ndecisions %ld\ncpu_seconds %.3f\n", players, games, decisions,
           elapsed);
    printf("games_per_second %.1f\ndecisions_per_second %.0f\n", (double)games / elapsed,
           (double)decisions / elapsed);
    return CLI_OK;
}
