/* Child processes for the tests (child_process.h). */
#define _GNU_SOURCE /* prctl, setenv */
#include "child_process.h"

#include "wait_until.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

enum { POLL_MS = 50 };

static void pause_ms(long ms)
{
    support_sleep_seconds((double)ms / 1000);
}

/* In the child: stream 'target' to 'path'; false when it cannot be opened. */
static bool redirect(int target, const char *path, bool truncate)
{
    int fd = open(path, O_WRONLY | O_CREAT | (truncate ? O_TRUNC : O_APPEND), 0644);
    if (fd < 0)
        return false;
    bool ok = dup2(fd, target) == target;
    close(fd);
    return ok;
}

/* In the child: everything before exec; exits it when something fails. */
static void become_child(const child_spec *spec, pid_t parent)
{
    bool ok = !spec->out || redirect(STDOUT_FILENO, spec->out, spec->truncate);
    if (ok && spec->err) {
        /* One log of both: stderr shares stdout's file and its position. */
        ok = spec->out && strcmp(spec->out, spec->err) == 0
                 ? dup2(STDOUT_FILENO, STDERR_FILENO) == STDERR_FILENO
                 : redirect(STDERR_FILENO, spec->err, spec->truncate);
    }
    if (!ok)
        _exit(127);
    for (int i = 0; spec->env && spec->env[i]; i++) {
        char name[128];
        size_t length = strcspn(spec->env[i], "=");
        snprintf(name, sizeof name, "%.*s", (int)length, spec->env[i]);
        if (spec->env[i][length] == '=')
            setenv(name, spec->env[i] + length + 1, 1);
    }
    if (spec->in_child)
        spec->in_child(spec->ctx);
#ifdef __linux__
    if (spec->parent_death_signal) {
        prctl(PR_SET_PDEATHSIG, spec->parent_death_signal);
        /* The parent may have died before the signal was asked for. */
        if (getppid() != parent)
            _exit(1);
    }
#else
    (void)parent;
#endif
}

pid_t child_start(const child_spec *spec)
{
    pid_t parent = getpid();
    fflush(NULL); /* what the test printed must not be printed twice */
    pid_t pid = fork();
    if (pid == 0) {
        become_child(spec, parent);
        execvp(spec->argv[0], (char *const *)spec->argv);
        _exit(127);
    }
    return pid;
}

int child_run(const child_spec *spec)
{
    pid_t pid = child_start(spec);
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

bool child_wait(pid_t pid, int timeout_ms, int *status)
{
    int ignored;
    status = status ? status : &ignored;
    for (int waited = 0;; waited += 20) {
        if (waitpid(pid, status, WNOHANG) == pid)
            return true;
        if (waited >= timeout_ms)
            return false;
        pause_ms(20);
    }
}

int child_finish(pid_t pid, int seconds)
{
    int status;
    if (child_wait(pid, seconds * 1000, &status))
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
    child_kill(pid);
    return -1;
}

void child_stop(pid_t pid, int signal, int timeout_ms, int then)
{
    if (pid <= 0)
        return;
    kill(pid, signal);
    if (!child_wait(pid, timeout_ms, NULL)) {
        kill(pid, then);
        waitpid(pid, NULL, 0);
    }
}

void child_kill(pid_t pid)
{
    if (pid > 0) {
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
}

child_readiness child_wait_ready(pid_t pid, bool (*ready)(void *ctx), void *ctx, int timeout_ms,
                                 int *status)
{
    for (int waited = 0; waited < timeout_ms; waited += POLL_MS) {
        if (ready(ctx))
            return CHILD_READY;
        if (waitpid(pid, status, WNOHANG) == pid)
            return CHILD_EXITED;
        pause_ms(POLL_MS);
    }
    return CHILD_TOO_SLOW;
}

bool child_find_on_path(const char *program, char *dir, size_t size)
{
    const char *path = getenv("PATH");
    char dirs[4096];
    snprintf(dirs, sizeof dirs, "%s", path ? path : "/usr/bin:/bin");
    for (char *save = NULL, *each = strtok_r(dirs, ":", &save); each;
         each = strtok_r(NULL, ":", &save)) {
        char candidate[4352];
        snprintf(candidate, sizeof candidate, "%s/%s", each, program);
        if (access(candidate, X_OK) == 0) {
            if (dir)
                snprintf(dir, size, "%s", each);
            return true;
        }
    }
    return false;
}

char *child_read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (text) {
        size_t got = fread(text, 1, (size_t)n, f);
        text[got] = '\0';
    }
    fclose(f);
    return text;
}

bool child_output_word(const char *path, const char *word, char *out, size_t size)
{
    out[0] = '\0';
    char *text = child_read_text(path);
    if (!text)
        return false;
    size_t n = strlen(word);
    for (char *line = text; line && *line;
         line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (strncmp(line, word, n) == 0 && line[n] == ' ') {
            size_t k = strcspn(line + n + 1, "\n");
            snprintf(out, size, "%.*s", (int)k, line + n + 1);
        }
    }
    free(text);
    return out[0] != '\0';
}

bool child_wait_for_word(const char *path, const char *word, char *out, size_t size, int seconds)
{
    for (int i = 0; i < seconds * (1000 / POLL_MS); i++) {
        if (child_output_word(path, word, out, size))
            return true;
        pause_ms(POLL_MS);
    }
    return child_output_word(path, word, out, size);
}

void child_show_file(const char *path, const char *prefix)
{
    FILE *f = fopen(path, "r");
    char line[512];
    while (f && fgets(line, sizeof line, f))
        fprintf(stderr, "%s%s", prefix, line);
    if (f)
        fclose(f);
}
