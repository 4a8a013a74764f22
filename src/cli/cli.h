/* Shared pieces of village-cli's commands. */
#ifndef VILLAGE_CLI_H
#define VILLAGE_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "village/printf_format.h"
#include "village/save.h"

/* Exit statuses (docs/cli.md). */
enum {
    CLI_OK = 0,
    CLI_ERROR = 1,     /* unreadable or corrupt save, failed output */
    CLI_ILLEGAL = 2,   /* apply: a move is not legal */
    CLI_VIOLATION = 3, /* random-games: the rules broke an invariant */
    CLI_USAGE = 64,    /* bad command line */
};

/* Defines a command listed in main.c's table: CLI_COMMAND(new) { ... } is
 * int cmd_new(int argc, char **argv), argv[0] being the command word. The
 * prototype comes with it because main.c declares the commands itself. */
#define CLI_COMMAND(fn)                                                                            \
    int cmd_##fn(int argc, char **argv);                                                           \
    int cmd_##fn(int argc, char **argv)

/* "--name VALUE" or "--name=VALUE" at argv[*i]: true and *value set (and *i
 * advanced past a separate value). */
bool cli_option(int argc, char **argv, int *i, const char *name, const char **value);
bool cli_is_help(const char *arg);
/* Whole numbers with range checks; print a usage message on failure. */
bool cli_parse_int(const char *option, const char *text, long min, long max, long *out);
bool cli_parse_u64(const char *option, const char *text, uint64_t *out);
bool cli_parse_seconds(const char *option, const char *text, double *out);
/* Splits a seat's "LEVEL/STYLE" in place: 'word' keeps what stands before
 * the slash, *style is the style named after it (-1 when there is no
 * slash). False, said on stderr for 'option', for a style that is not one. */
bool cli_split_style(const char *option, char *word, int *style);
/* A secret for an option that must not be on the command line, where every
 * user of the computer sees it (ps): from FILE (its first line; the file
 * should be the user's alone) when 'file' is given, else from the
 * environment variable 'env' when it is set. *out stays as it was (NULL, or
 * the option's own value) when neither is given; false after a message when
 * the file cannot be read or the secret is empty or longer than size - 1. */
bool cli_secret(const char *option, const char *file, const char *env, char *buf, size_t size,
                const char **out);

/* Loads FILE ("-" for standard input); prints the loader's message on failure. */
bool cli_load(const char *path, village_record *out);
/* Prints the record's save on stdout; false (after a message) if that fails. */
bool cli_print_save(const village_record *r);
/* Flushes stdout; reports a failed write (a closed pipe, a full disk). */
int cli_finish_output(int status);

void cli_error(const char *fmt, ...) VILLAGE_PRINTF(1, 2);

/* The learned evaluation's file installed for the expert level at start
 * (learned_load.c; the file is read by village_learned_read_file). */
void cli_learned_install(void);

/* What the deciding player must do now, as a sentence fragment. */
const char *cli_decision_text(int phase);
/* Where a member is, as in the move notation after '@' ("farm", "smithy",
 * "council2", "city-…", "window1", …). */
void cli_member_location(const village_member *m, char *buf, size_t size);

#endif
