/* Running village-cli (or any program) from a test as a script would: its
 * exit status, standard output and standard error, shared by the cli tests. */
#ifndef VILLAGE_TESTS_CLI_PROCESS_H
#define VILLAGE_TESTS_CLI_PROCESS_H

typedef struct run_result {
    int status; /* the exit status; 128 when a signal ended the program */
    char *out;
    char *err;
} run_result;

/* Runs argv[0] with the NULL-terminated argv; standard input from the file
 * 'input', or the test's own when NULL. Fails the test if it cannot start. */
run_result process_run(const char *const argv[], const char *input);
void run_free(run_result *r);

#endif
