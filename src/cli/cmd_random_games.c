/* village-cli random-games: uniformly random legal games to the end, with
 * the rules checked at every decision (random_checks.c) and the invariants
 * after every move. Game i uses seed S+i, so any game can be replayed alone. */
#include <inttypes.h>
#include <string.h>

#include "random_checks.h"

static const char USAGE[] =
    "usage: village-cli random-games --players N --games K --seed S [--quiet]\n"
    "\n"
    "Plays K games of N players (2-4) choosing uniformly among the legal moves.\n"
    "Game i is set up from seed S+i (its start player drawn from that seed) and its\n"
    "moves are chosen by a generator seeded with the same number. At every decision\n"
    "it checks that every listed move applies on a copy, that listed moves have\n"
    "distinct texts which parse back, and that mutated unlisted moves are refused;\n"
    "after every move it checks village_check_invariants.\n"
    "\n"
    "Prints one JSON line per game (--quiet: none) and a final line with a 64-bit\n"
    "FNV-1a checksum over every game's final state: any change to the rules changes\n"
    "it. On a violation prints the seed and move number on stderr and exits with 3.\n";

enum { MAX_DECISIONS = 100000 };

typedef struct game_run {
    uint64_t seed;
    int players;
    long decisions;
    village_state state;
    char why[384];
} game_run;

/* Applies one random legal move after checking the decision. */
static bool play_decision(game_run *g, cli_rng *rng)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&g->state, moves);
    char reason[256], text[96] = "";
    if (!random_check_decision(&g->state, moves, n, rng, reason, sizeof reason)) {
        snprintf(g->why, sizeof g->why, "at move %ld: %s", g->decisions + 1, reason);
        return false;
    }
    const village_move *m = &moves[cli_rng_below(rng, (uint32_t)n)];
    village_move_format(&g->state, m, text, sizeof text);
    g->decisions++;
    if (!village_apply(&g->state, m, NULL)) {
        snprintf(g->why, sizeof g->why, "move %ld '%s' was refused", g->decisions, text);
        return false;
    }
    if (!village_check_invariants(&g->state, reason, sizeof reason)) {
        snprintf(g->why, sizeof g->why, "after move %ld '%s': %s", g->decisions, text, reason);
        return false;
    }
    return true;
}

static bool play_game(game_run *g)
{
    cli_rng rng;
    cli_rng_seed(&rng, g->seed);
    g->decisions = 0;
    if (!village_new_game(&g->state, g->players, g->seed, -1)) {
        snprintf(g->why, sizeof g->why, "cannot set up the game");
        return false;
    }
    if (!village_check_invariants(&g->state, g->why, sizeof g->why))
        return false;
    while (!village_game_over(&g->state)) {
        if (g->decisions >= MAX_DECISIONS) {
            snprintf(g->why, sizeof g->why, "no end after %d moves", MAX_DECISIONS);
            return false;
        }
        if (!play_decision(g, &rng))
            return false;
    }
    village_move moves[VILLAGE_MAX_MOVES];
    if (village_legal_moves(&g->state, moves) != 0) {
        snprintf(g->why, sizeof g->why, "the game is over but moves are listed");
        return false;
    }
    return true;
}

static void print_game(const game_run *g, long index)
{
    village_result res;
    village_result_compute(&g->state, &res);
    printf("{\"game\": %ld, \"seed\": %" PRIu64 ", \"decisions\": %ld, \"scores\": [", index,
           g->seed, g->decisions);
    for (int p = 0; p < g->players; p++)
        printf("%s%d", p ? ", " : "", res.score[p].total);
    fputs("], \"winners\": [", stdout);
    const char *sep = "";
    for (int p = 0; p < g->players; p++)
        if (res.rank[p] == 1) {
            printf("%s\"%s\"", sep, village_player_colour_name(p));
            sep = ", ";
        }
    fputs("]}\n", stdout);
}

typedef struct run_options {
    long players, games;
    uint64_t seed;
    bool quiet;
} run_options;

static int parse_options(int argc, char **argv, run_options *o)
{
    const char *players = NULL, *games = NULL, *seed = NULL, *value;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--quiet") == 0)
            o->quiet = true;
        else if (cli_option(argc, argv, &i, "--players", &value))
            players = value;
        else if (cli_option(argc, argv, &i, "--games", &value))
            games = value;
        else if (cli_option(argc, argv, &i, "--seed", &value))
            seed = value;
        else {
            cli_error("random-games: unexpected argument '%s'", argv[i]);
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (!players || !games || !seed ||
        !cli_parse_int("--players", players, 2, VILLAGE_MAX_PLAYERS, &o->players) ||
        !cli_parse_int("--games", games, 1, 100000000, &o->games) ||
        !cli_parse_u64("--seed", seed, &o->seed)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    return -1;
}

CLI_COMMAND(random_games)
{
    run_options o = {0};
    int status = parse_options(argc, argv, &o);
    if (status >= 0)
        return status;
    uint64_t checksum = CLI_FNV_BASIS;
    game_run g = {.players = (int)o.players};
    for (long i = 0; i < o.games; i++) {
        g.seed = o.seed + (uint64_t)i;
        if (!play_game(&g)) {
            fflush(stdout);
            cli_error("violation in game %ld (seed %" PRIu64 ", %d players) %s", i, g.seed,
                      g.players, g.why);
            cli_error("reproduce with: village-cli random-games --players %d --games 1 --seed "
                      "%" PRIu64,
                      g.players, g.seed);
            return CLI_VIOLATION;
        }
        checksum = cli_state_hash(&g.state, checksum);
        if (!o.quiet)
            print_game(&g, i);
    }
    printf("{\"players\": %ld, \"games\": %ld, \"seed\": %" PRIu64
           ", \"violations\": 0, \"checksum\": \"%016" PRIx64 "\"}\n",
           o.players, o.games, o.seed, checksum);
    return CLI_OK;
}
