/* village-cli play: one whole game between AI seats, printed as a save, so
 * that analyses and reviews have games of known players to work on. */
#include <string.h>

#include "cli.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli play --seats LIST [--seed S] [--iterations I]\n"
    "\n"
    "Plays one game between the AIs in LIST (2-4 levels, one per seat in seat\n"
    "order, e.g. random,hard: random, easy, medium, hard, expert or strongest),\n"
    "set up from seed S (default 1), and prints its save with those seats. Search\n"
    "levels use I iterations a decision (default: the level's), with no time cap,\n"
    "so the same command always plays the same game.\n"
    "\n"
    "example: village-cli play --seats random,hard --seed 3 > game.json\n";

static bool parse_seats(const char *list, int levels[VILLAGE_MAX_PLAYERS], int *count)
{
    char copy[128];
    if (!list || strlen(list) >= sizeof copy) {
        cli_error("--seats: expected a list such as random,hard");
        return false;
    }
    strcpy(copy, list);
    *count = 0;
    for (char *word = strtok(copy, ","); word; word = strtok(NULL, ",")) {
        int level = village_ai_level_from_name(word);
        if (level < 0 || *count == VILLAGE_MAX_PLAYERS) {
            cli_error("--seats: '%s' is not an AI level, or more than %d seats", word,
                      VILLAGE_MAX_PLAYERS);
            return false;
        }
        levels[(*count)++] = level;
    }
    if (*count < 2) {
        cli_error("--seats: a game needs 2 to %d seats", VILLAGE_MAX_PLAYERS);
        return false;
    }
    return true;
}

static bool play_game(village_record *r, const int *levels, uint64_t seed, long iterations)
{
    for (long step = 0; !village_game_over(&r->state); step++) {
        if (step > 100000)
            return false;
        int actor = r->state.actor;
        village_ai_config cfg = {.level = levels[actor],
                                 .seed = seed * 0x9E3779B97F4A7C15ull + (uint64_t)step,
                                 .max_iterations = (int)iterations,
                                 .max_seconds = 1e9};
        village_move m;
        if (!village_ai_choose(&r->state, &cfg, NULL, &m, NULL) ||
            !village_record_apply(r, &m, NULL))
            return false;
    }
    return true;
}

CLI_COMMAND(play)
{
    const char *seats = NULL, *value;
    uint64_t seed = 1;
    long iterations = 0;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        } else if (cli_option(argc, argv, &i, "--seats", &value)) {
            seats = value;
            ok = value != NULL;
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            ok = cli_parse_u64("--seed", value, &seed);
        } else if (cli_option(argc, argv, &i, "--iterations", &value)) {
            ok = cli_parse_int("--iterations", value, 1, 10000000, &iterations);
        } else {
            cli_error("play: unexpected argument '%s'", argv[i]);
            ok = false;
        }
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    int levels[VILLAGE_MAX_PLAYERS], count = 0;
    if (!parse_seats(seats, levels, &count)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    village_record r;
    if (!village_record_new(&r, count, seed, -1)) {
        cli_error("play: cannot set up the game");
        return CLI_ERROR;
    }
    for (int p = 0; p < count; p++) {
        r.seats[p].kind = VILLAGE_SEAT_AI;
        r.seats[p].ai_level = (uint8_t)levels[p];
    }
    bool ok = play_game(&r, levels, seed, iterations);
    if (!ok)
        cli_error("play: the game did not finish (out of memory or an AI error)");
    ok = ok && cli_print_save(&r);
    village_record_free(&r);
    return ok ? CLI_OK : CLI_ERROR;
}
