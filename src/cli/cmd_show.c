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

static int reading_rank(const village_member *m)
{
    static const int order[VILLAGE_PLACES] = {
        VILLAGE_FARMYARD,  VILLAGE_CRAFT,         VILLAGE_COUNCIL_CHAMBER, VILLAGE_TRAVEL_MAP,
        VILLAGE_BLACK_BAG, VILLAGE_CHURCH_WINDOW, VILLAGE_CHRONICLE,       VILLAGE_GRAVE,
        VILLAGE_GONE,      VILLAGE_UNBORN};
    int rank = 0;
    while (rank < VILLAGE_PLACES && order[rank] != m->place)
        rank++;
    return rank * 256 + m->spot;
}

void show_member_order(const village_player *pl, int order[VILLAGE_MEMBERS_PER_PLAYER])
{
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        int j = i;
        for (; j > 0 && reading_rank(&pl->members[order[j - 1]]) > reading_rank(&pl->members[i]);
             j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
}

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
