/* village-cli position: the position of a saved game at any move, as a
 * position file (docs/position-format.md). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char USAGE[] =
    "usage: village-cli position FILE [--at N]\n"
    "\n"
    "Prints the position (docs/position-format.md) of the saved game FILE ('-'\n"
    "reads standard input) after its first N moves (default: all of them; 0 is the\n"
    "position the game started from). The output can start a new game:\n"
    "village-cli new --position OUT.\n"
    "\n"
    "example: village-cli position game.json --at 40 > move40.json\n";

CLI_COMMAND(position)
{
    const char *path = NULL, *at_text = NULL, *value;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (cli_option(argc, argv, &i, "--at", &value)) {
            at_text = value;
        } else if (!path && (argv[i][0] != '-' || argv[i][1] == '\0')) {
            path = argv[i];
            value = path;
        } else {
            cli_error("position: unexpected argument '%s'", argv[i]);
            value = NULL;
        }
        if (!value) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (!path) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    village_record r;
    if (!cli_load(path, &r))
        return CLI_ERROR;
    long at = (long)r.move_count;
    if (at_text && !cli_parse_int("--at", at_text, 0, (long)r.move_count, &at)) {
        village_record_free(&r);
        return CLI_USAGE;
    }
    village_state s;
    char *text = NULL;
    if (village_record_state_at(&r, (size_t)at, &s))
        text = village_position_to_json(&s);
    village_record_free(&r);
    if (!text) {
        cli_error("position: out of memory");
        return CLI_ERROR;
    }
    fputs(text, stdout);
    free(text);
    return CLI_OK;
}
