/* A program run as a child with its output caught in temporary files
 * (cli_process.h). */
#define _POSIX_C_SOURCE 200809L

#include "cli_process.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

static char *read_all(FILE *f)
{
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    return text;
}

run_result process_run(const char *const argv[], const char *input)
{
    FILE *out = tmpfile(), *err = tmpfile();
    assert_true(out && err);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fileno(out), 1);
        dup2(fileno(err), 2);
        if (input && !freopen(input, "rb", stdin))
            _exit(127);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    run_result r = {WIFEXITED(status) ? WEXITSTATUS(status) : 128, read_all(out), read_all(err)};
    return r;
}

void run_free(run_result *r)
{
    free(r->out);
    free(r->err);
}
