/* village-cli moves: the legal moves of the current decision. */
#include "cli.h"

static const char USAGE[] =
    "usage: village-cli moves FILE\n"
    "\n"
    "Prints every legal move of the decision pending in the saved game FILE\n"
    "('-' reads the save from standard input), one per line in the canonical\n"
    "notation of docs/cli.md. Prints nothing once the game is over.\n";

CLI_COMMAND(moves)
{
    if (argc == 2 && cli_is_help(argv[1])) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    if (argc != 2) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    village_record r;
    if (!cli_load(argv[1], &r))
        return CLI_ERROR;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&r.state, moves);
    for (int i = 0; i < n; i++) {
        char text[128];
        village_move_format(&r.state, &moves[i], text, sizeof text);
        puts(text);
    }
    village_record_free(&r);
    return CLI_OK;
}
