/* village-cli show: a saved game for a person, or as JSON. */
#include <string.h>

#include "show.h"

static const char USAGE[] =
    "usage: village-cli show FILE [--json]\n"
    "\n"
    "Describes the saved game FILE ('-' reads standard input): the round, whose\n"
    "decision and of what kind, the board (cubes per action space, the market's\n"
    "stalls, waiting line and pile), and per player the resources, family members\n"
    "by location, lifetime, cities and the score breakdown. --json prints the same\n"
    "as one JSON document (docs/cli.md).\n";

CLI_COMMAND(show)
{
    const char *path = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (!path && (argv[i][0] != '-' || argv[i][1] == '\0')) {
            path = argv[i];
        } else {
            cli_error("show: unexpected argument '%s'", argv[i]);
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
    bool ok = true;
    if (json)
        ok = show_json(&r, stdout);
    else
        show_text(&r, stdout);
    village_record_free(&r);
    if (!ok)
        cli_error("show: out of memory");
    return ok ? CLI_OK : CLI_ERROR;
}
