/* village-cli new: the save of a new game on stdout. */
#include <string.h>

#include "cli.h"

static const char USAGE[] =
    "usage: village-cli new --players N --seed S [--start PLAYER]\n"
    "       village-cli new --position FILE [--seed S]\n"
    "\n"
    "Prints the save (docs/save-format.md) of a new game of N players (2-4) set up\n"
    "from seed S (decimal or 0x hex). PLAYER starts: a colour (red, yellow, blue,\n"
    "white) or a seat number 1-N; without --start the seed draws the start player.\n"
    "With --position the game starts from the position file FILE\n"
    "(docs/position-format.md) instead; its save records that position as its\n"
    "start. S (default 0) is then only kept in the save for the AI seats' seeds.\n"
    "\n"
    "example: village-cli new --players 3 --seed 42 > game.json\n";

/* A colour name or a 1-based seat number. */
static bool parse_start(const char *text, int players, int *out)
{
    for (int p = 0; p < players; p++)
        if (strcmp(text, village_player_colour_name(p)) == 0) {
            *out = p;
            return true;
        }
    long seat;
    if (!cli_parse_int("--start", text, 1, players, &seat))
        return false;
    *out = (int)seat - 1;
    return true;
}

static int new_from_position(const char *path, const char *seed_text)
{
    uint64_t seed = 0;
    if (seed_text && !cli_parse_u64("--seed", seed_text, &seed))
        return CLI_USAGE;
    village_state start;
    char err[512];
    if (!village_position_read_file(path, &start, err, sizeof err)) {
        cli_error("%s", err);
        return CLI_ERROR;
    }
    village_record r;
    if (!village_record_from_position(&r, &start, seed, err, sizeof err)) {
        cli_error("new: %s: %s", path, err);
        return CLI_ERROR;
    }
    bool ok = cli_print_save(&r);
    village_record_free(&r);
    return ok ? CLI_OK : CLI_ERROR;
}

CLI_COMMAND(new)
{
    const char *players_text = NULL, *seed_text = NULL, *start_text = NULL, *value;
    const char *position_text = NULL;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (cli_option(argc, argv, &i, "--players", &value))
            players_text = value;
        else if (cli_option(argc, argv, &i, "--seed", &value))
            seed_text = value;
        else if (cli_option(argc, argv, &i, "--start", &value))
            start_text = value;
        else if (cli_option(argc, argv, &i, "--position", &value))
            position_text = value;
        else {
            cli_error("new: unexpected argument '%s'", argv[i]);
            value = NULL;
        }
        if (!value) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    long players;
    uint64_t seed;
    int start = -1;
    if (position_text) {
        if (players_text || start_text) {
            cli_error("new: --position sets the players and the start player itself");
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
        return new_from_position(position_text, seed_text);
    }
    if (!players_text || !seed_text) {
        cli_error("new: --players and --seed are required");
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    if (!cli_parse_int("--players", players_text, 2, VILLAGE_MAX_PLAYERS, &players) ||
        !cli_parse_u64("--seed", seed_text, &seed) ||
        (start_text && !parse_start(start_text, (int)players, &start)))
        return CLI_USAGE;
    village_record r;
    if (!village_record_new(&r, (int)players, seed, start)) {
        cli_error("new: cannot set up the game");
        return CLI_ERROR;
    }
    bool ok = cli_print_save(&r);
    village_record_free(&r);
    return ok ? CLI_OK : CLI_ERROR;
}
