/* village-cli random-games: uniformly random legal games to the end, with
 * the move contract checked at every decision (src/testkit/move_contract.c) and the invariants
 * after every move. Game i uses seed S+i, so any game can be replayed alone. */
#include <inttypes.h>
#include <string.h>

#include "cli.h"
#include "move_contract.h"
#include "net/state_hash.h"

static const char USAGE[] =
    "usage: village-cli random-games --players N --games K --seed S [--quiet] [--save FILE]\n"
    "\n"
    "Plays K games of N players (2-4) choosing uniformly among the legal moves.\n"
    "Game i is set up from seed S+i as 'village-cli new --players N --seed S+i' does\n"
    "and its moves are chosen by a generator seeded with the same number. At every decision\n"
    "it checks that every listed move applies on a copy, that listed moves have\n"
    "distinct texts which parse back, and that mutated unlisted moves are refused;\n"
    "after every move it checks village_check_invariants.\n"
    "\n"
    "Prints one JSON line per game (--quiet: none) and a final line with a 64-bit\n"
    "FNV-1a checksum over every game's final state: any change to the rules changes\n"
    "it. On a violation prints the seed and move number on stderr and exits with 3.\n"
    "--save FILE writes the save of the last game, or of the failing game up to the\n"
    "position where the violation happened (inspect it with 'village-cli show').\n";

enum { MAX_DECISIONS = 100000 };

typedef struct game_run {
    uint64_t seed;
    int players;
    village_record record; /* setup, moves so far, and the state */
    char why[512];         /* room for "after move N 'text': reason" */
} game_run;

/* Applies one random legal move after checking the decision. A move that
 * breaks the invariants is taken back, so a saved failing game shows the
 * position just before it. */
static bool play_decision(game_run *g, testkit_rng *rng)
{
    village_record *r = &g->record;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&r->state, moves);
    char reason[256], text[96] = "";
    long number = (long)r->move_count + 1;
    if (!testkit_check_decision(&r->state, moves, n, TESTKIT_CHECK_ONE_MOVE, rng, NULL, reason,
                                sizeof reason)) {
        snprintf(g->why, sizeof g->why, "at move %ld: %s", number, reason);
        return false;
    }
    const village_move *m = &moves[testkit_rng_below(rng, (uint32_t)n)];
    village_move_format(&r->state, m, text, sizeof text);
    if (!village_record_apply(r, m, NULL)) {
        snprintf(g->why, sizeof g->why, "move %ld '%s' was refused", number, text);
        return false;
    }
    if (!village_check_invariants(&r->state, reason, sizeof reason)) {
        snprintf(g->why, sizeof g->why, "after move %ld '%s': %s", number, text, reason);
        village_record_truncate(r, r->move_count - 1);
        return false;
    }
    return true;
}

/* Set up as 'village-cli new --players N --seed SEED' sets up. */
static bool play_game(game_run *g)
{
    testkit_rng rng;
    testkit_rng_seed(&rng, g->seed);
    if (!village_record_new(&g->record, g->players, g->seed, -1)) {
        snprintf(g->why, sizeof g->why, "cannot set up the game");
        return false;
    }
    const village_state *s = &g->record.state;
    if (!village_check_invariants(s, g->why, sizeof g->why))
        return false;
    while (!village_game_over(s)) {
        if (g->record.move_count >= MAX_DECISIONS) {
            snprintf(g->why, sizeof g->why, "no end after %d moves", MAX_DECISIONS);
            return false;
        }
        if (!play_decision(g, &rng))
            return false;
    }
    village_move moves[VILLAGE_MAX_MOVES];
    if (village_legal_moves(s, moves) != 0) {
        snprintf(g->why, sizeof g->why, "the game is over but moves are listed");
        return false;
    }
    return true;
}

static void print_game(const game_run *g, long index)
{
    village_result res;
    village_result_compute(&g->record.state, &res);
    printf("{\"game\": %ld, \"seed\": %" PRIu64 ", \"decisions\": %lu, \"scores\": [", index,
           g->seed, (unsigned long)g->record.move_count);
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
    const char *save_path;
} run_options;

static int parse_options(int argc, char **argv, run_options *o)
{
    const char *players = NULL, *games = NULL, *seed = NULL, *value;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--quiet") == 0) {
            o->quiet = true;
        } else if (cli_option(argc, argv, &i, "--players", &value)) {
            players = value;
        } else if (cli_option(argc, argv, &i, "--games", &value)) {
            games = value;
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            seed = value;
        } else if (cli_option(argc, argv, &i, "--save", &value) && value) {
            o->save_path = value;
        } else {
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

static bool save_game(const game_run *g, const char *path)
{
    char err[512];
    if (village_save_write_file(&g->record, path, err, sizeof err))
        return true;
    cli_error("%s", err);
    return false;
}

static void report_violation(const game_run *g, long index)
{
    fflush(stdout);
    cli_error("violation in game %ld (seed %" PRIu64 ", %d players) %s", index, g->seed, g->players,
              g->why);
    cli_error("reproduce with: village-cli random-games --players %d --games 1 --seed %" PRIu64
              " --save FILE",
              g->players, g->seed);
}

CLI_COMMAND(random_games)
{
    run_options o = {0};
    int status = parse_options(argc, argv, &o);
    if (status >= 0)
        return status;
    uint64_t checksum = NET_HASH_BASIS;
    game_run g = {.players = (int)o.players};
    for (long i = 0; i < o.games && status < 0; i++) {
        g.seed = o.seed + (uint64_t)i;
        bool ok = play_game(&g);
        bool last = !ok || i + 1 == o.games;
        if (last && o.save_path && g.record.num_players && !save_game(&g, o.save_path))
            status = CLI_ERROR;
        if (!ok) {
            report_violation(&g, i);
            status = CLI_VIOLATION;
        } else {
            checksum = net_state_hash(&g.record.state, checksum, NET_HASH_WHOLE);
            if (!o.quiet)
                print_game(&g, i);
        }
        village_record_free(&g.record);
    }
    if (status >= 0)
        return status;
    printf("{\"players\": %ld, \"games\": %ld, \"seed\": %" PRIu64
           ", \"violations\": 0, \"checksum\": \"%016" PRIx64 "\"}\n",
           o.players, o.games, o.seed, checksum);
    return CLI_OK;
}
