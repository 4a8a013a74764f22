/* The remembered password's file (turns_password.h): written through the
 * platform's private files (platform_write_private: the user's alone from
 * the moment it exists, on POSIX and on Windows), read back carefully. */
#include "referee/turns_password.h"

#include "platform/files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool turns_password_write(const char *path, const char *password)
{
    char err[512];
    return platform_write_private(path, password, strlen(password), err, sizeof err);
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
