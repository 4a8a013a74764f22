/* The remembered password's file (turns_password.h): made with mode 0600
 * from the start (never readable by others, not even for a moment) under
 * a temporary name, then renamed over the old one. POSIX: built where
 * libstrophe is (src/referee's CMakeLists.txt). */
#include "referee/turns_password.h"

#include "platform/files.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool turns_password_write(const char *path, const char *password)
{
    char tmp[1200];
    if (snprintf(tmp, sizeof tmp, "%s.new", path) >= (int)sizeof tmp)
        return false;
    unlink(tmp);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    size_t n = strlen(password);
    bool ok = fchmod(fd, 0600) == 0 && write(fd, password, n) == (ssize_t)n && fsync(fd) == 0;
    ok &= close(fd) == 0;
    if (ok && rename(tmp, path) == 0)
        return true;
    unlink(tmp);
    return false;
}

bool turns_password_read(const char *path, char *out, size_t size)
{
    if (size == 0)
        return false;
    /* The careful reader: a FIFO or device placed at the password's path
     * would otherwise block the game's start on open() or read(). */
    char err[256];
    char *text = platform_read_text(path, size - 1, NULL, err, sizeof err);
    if (!text)
        return false;
    text[strcspn(text, "\r\n")] = '\0';
    snprintf(out, size, "%s", text);
    bool found = out[0] != '\0';
    free(text);
    return found;
}
