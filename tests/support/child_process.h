/* Child processes for the tests that run programs beside them (village-cli,
 * village-referee, a PostgreSQL or Prosody server): started with their
 * output in files, waited for with a bound, stopped, and their output read
 * back. One copy for every such test, so that each waits and kills alike.
 * POSIX; dying with the test process needs Linux (elsewhere it is skipped). */
#ifndef VILLAGE_TESTS_CHILD_PROCESS_H
#define VILLAGE_TESTS_CHILD_PROCESS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* What to start, and how. */
typedef struct child_spec {
    /* The program (a path, or a name looked up on PATH) and its arguments,
     * NULL-terminated: argv[0] is the program. */
    const char *const *argv;
    /* "NAME=VALUE" strings added to the child's environment, NULL-terminated;
     * NULL for none. */
    const char *const *env;
    /* Where stdout and stderr go (the same path: one log of both); NULL
     * leaves that stream the test's own. */
    const char *out, *err;
    /* Start those files empty rather than append to them. */
    bool truncate;
    /* The signal the child gets when the test process dies (0: none), so
     * that a failed or killed test leaves no program behind. */
    int parent_death_signal;
    /* Called in the child after its output is redirected and before the
     * signal above is set (a change of user clears it) and the program
     * runs: a server's change of user. It may _exit the child. */
    void (*in_child)(void *ctx);
    void *ctx;
} child_spec;

/* Starts the program; its process id, or -1 if fork failed. A child that
 * cannot redirect its output or run the program exits with 127 (or what
 * in_child chose). */
pid_t child_start(const child_spec *spec);
/* Runs the program to its end: its exit status, or -1 (it could not be
 * started, or a signal ended it). */
int child_run(const child_spec *spec);
/* Waits at most timeout_ms for the child to end; true with its wait status
 * in *status (may be NULL) when it did. */
bool child_wait(pid_t pid, int timeout_ms, int *status);
/* The exit status of a child (128 when a signal ended it) if it ends
 * within 'seconds'; otherwise it is killed (SIGKILL) and -1. */
int child_finish(pid_t pid, int seconds);
/* Sends 'signal', waits at most timeout_ms for the child to end, then
 * sends 'then' and waits for it. Nothing for a pid <= 0. */
void child_stop(pid_t pid, int signal, int timeout_ms, int then);
/* Kills the child at once (SIGKILL) and waits for it; nothing for a pid <= 0. */
void child_kill(pid_t pid);

/* How a server came up (child_wait_ready). */
typedef enum child_readiness {
    CHILD_READY,    /* ready(ctx) said so */
    CHILD_EXITED,   /* the child ended first: its wait status in *status */
    CHILD_TOO_SLOW, /* neither within the time: the child still runs */
} child_readiness;
/* Asks ready(ctx) every 50 ms for at most timeout_ms, while the child
 * runs: a server that must answer before the test goes on. */
child_readiness child_wait_ready(pid_t pid, bool (*ready)(void *ctx), void *ctx, int timeout_ms,
                                 int *status);

/* Whether 'program' is an executable in a folder of PATH; the first such
 * folder in dir (when dir is not NULL): a test says which program is
 * missing rather than fail to start it. */
bool child_find_on_path(const char *program, char *dir, size_t size);
/* A file's whole text (malloc'd, NUL-terminated), or NULL when it cannot
 * be read: what a program wrote. */
char *child_read_text(const char *path);
/* out = the rest of the last line of 'path' that starts with "WORD " ("",
 * false when there is none yet): a value a program printed (a token, a
 * final hash). */
bool child_output_word(const char *path, const char *word, char *out, size_t size);
/* child_output_word, asked every 50 ms until it finds the word or
 * 'seconds' pass. */
bool child_wait_for_word(const char *path, const char *word, char *out, size_t size, int seconds);
/* Copies a file's text to stderr, each line after 'prefix' (a failed
 * server's log, a program's stderr), so a failure says what it said. */
void child_show_file(const char *path, const char *prefix);

#endif
