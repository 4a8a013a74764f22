/* village-cli apply: moves in, new save out; nothing out if any is illegal. */
#include "cli.h"

static const char USAGE[] =
    "usage: village-cli apply FILE MOVE [MOVE...]\n"
    "\n"
    "Applies the MOVEs in order to the saved game FILE ('-' reads standard input)\n"
    "and prints the new save. Each MOVE is one argument in the notation of\n"
    "docs/cli.md (quote it: 'take harvest brown'). If a move is not legal, prints\n"
    "why on stderr, nothing on stdout, and exits with status 2.\n"
    "\n"
    "example: village-cli apply game.json 'take harvest brown' 'harvest' > next.json\n";

CLI_COMMAND(apply)
{
    if (argc >= 2 && cli_is_help(argv[1])) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    if (argc < 3) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    village_record r;
    if (!cli_load(argv[1], &r))
        return CLI_ERROR;
    int status = CLI_OK;
    for (int i = 2; i < argc && status == CLI_OK; i++) {
        village_move m;
        if (!village_move_parse(&r.state, argv[i], &m)) {
            char why[512];
            village_explain_illegal(&r.state, argv[i], why, sizeof why);
            cli_error("move %d '%s' is illegal: %s", i - 1, argv[i], why);
            status = CLI_ILLEGAL;
        } else if (!village_record_apply(&r, &m, NULL)) {
            cli_error("move %d '%s' could not be recorded (out of memory)", i - 1, argv[i]);
            status = CLI_ERROR;
        }
    }
    if (status == CLI_OK && !cli_print_save(&r))
        status = CLI_ERROR;
    village_record_free(&r);
    return status;
}
