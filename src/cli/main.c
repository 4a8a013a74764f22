/* village-cli: play, inspect and check games of Village from a shell
 * (docs/cli.md). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "platform/system.h"

/* The command table: one line per command (function word, command word,
 * summary). A command lives in cmd_<function word>.c as
 * int cmd_<function word>(int argc, char **argv), argv[0] being its word. */
#define VILLAGE_CLI_COMMANDS(X)                                                                    \
    X(new, "new", "print the save of a new game")                                                  \
    X(moves, "moves", "list the legal moves of a saved game, one per line")                        \
    X(apply, "apply", "apply moves to a saved game and print the new save")                        \
    X(show, "show", "describe a saved game for a person, or as JSON")                              \
    X(position, "position", "print the position of a saved game at any move")                      \
    X(play, "play", "play one game between AI seats and print its save")                           \
    X(analyse, "analyse", "grade every decision of a saved game against the search")               \
    X(hint, "hint", "the best moves of a saved game's pending decision, and hint timing")          \
    X(random_games, "random-games", "play random games, checking the rules after every move")      \
    X(bench, "bench", "measure random games and decisions per second on one core")                 \
    X(tournament, "tournament", "play AI against AI and report win rates, scores and times")       \
    X(agreement, "agreement", "how often seats of one level choose the same move (styles)")        \
    X(engine, "engine", "the AI as an engine speaking a line protocol (docs/engine-protocol.md)")  \
    X(host, "host", "host a network game: AI and remote chairs (docs/network-protocol.md)")        \
    X(join, "join", "play a remote chair of a hosted network game with an AI")                     \
    X(turns, "turns", "list, start and answer games by turns with a referee (docs/referee.md)")    \
    X(tune, "tune", "self-play positions, and the evaluation's weights fitted to them")            \
    X(train, "train", "the learned evaluation trained by self-play on every core")

#define DECLARE_COMMAND(fn, word, summary) int cmd_##fn(int argc, char **argv);
VILLAGE_CLI_COMMANDS(DECLARE_COMMAND)

typedef struct cli_command {
    const char *word;
    const char *summary;
    int (*run)(int argc, char **argv);
} cli_command;

#define COMMAND_ENTRY(fn, word, summary) {word, summary, cmd_##fn},
static const cli_command COMMANDS[] = {VILLAGE_CLI_COMMANDS(COMMAND_ENTRY)};

static void usage(FILE *out)
{
    fputs("usage: village-cli COMMAND [ARGS...]\n"
          "       village-cli COMMAND --help\n\ncommands:\n",
          out);
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        fprintf(out, "  %-14s %s\n", COMMANDS[i].word, COMMANDS[i].summary);
    fputs("\nexit status: 0 ok, 1 unreadable or corrupt save (or failed output),\n"
          "2 illegal move, 3 rules violation found, 64 bad command line.\n"
          "Notation and formats: docs/cli.md, docs/save-format.md.\n",
          out);
}

int main(int argc, char **argv)
{
    /* Saves go through stdout and stdin: the same bytes on every platform,
     * no "\r\n" translation. */
    platform_binary_standard_streams();
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (cli_is_help(argv[1]) || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return cli_finish_output(CLI_OK);
    }
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        if (strcmp(argv[1], COMMANDS[i].word) == 0) {
            cli_learned_install();
            return cli_finish_output(COMMANDS[i].run(argc - 1, argv + 1));
        }
    cli_error("unknown command '%s'", argv[1]);
    usage(stderr);
    return CLI_USAGE;
}
